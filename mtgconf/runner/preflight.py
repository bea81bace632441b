"""Checks made before a run starts, so bad input fails fast with one line:
exit status 2 for usage or input errors, 3 for an engine that will not start."""
from __future__ import annotations

from pathlib import Path

from mtgconf.results import EngineRecord
from mtgconf.runner.items import RunConfig, load_catalogue
from mtgconf.runner.select import fixture_files, fixture_id, select_fixtures

__all__ = ["InputError", "preflight"]


class InputError(Exception):
    def __init__(self, message: str, exit_code: int = 2) -> None:
        self.exit_code = exit_code
        super().__init__(message)


def preflight(config: RunConfig, report_dir: Path) -> EngineRecord:
    from mtgconf.exampledb import ExampleDbError, open_database
    from mtgconf.expectations import ExpectationsError, load_expectations
    from mtgconf.runner.outputs import ReportDirError, prepare_report_dir
    from mtgconf.runner.saved import SavedFileError, read_scenario_file
    from reference_engine.errors import ScenarioError

    try:
        prepare_report_dir(report_dir)
        if config.fixtures:
            select_fixtures(config.selection, config.fixtures_root)
        for path in sorted(config.regressions_root.glob("*.json")):
            read_scenario_file(path)  # a Scenario, or a saved counterexample copied as is
        if config.expectations:
            load_expectations(config.expectations, known=known_ids(config))
        if config.example_db:
            open_database(config.example_db)
    except (ReportDirError, ScenarioError, SavedFileError, ExpectationsError, ExampleDbError) as err:
        raise InputError(str(err)) from None
    return start_engine(config)


def known_ids(config: RunConfig) -> set[str]:
    """Every property and fixture id of the suite, whatever the selection."""
    ids = {r.id for r in load_catalogue(config.catalogue).all_properties()}
    root = config.fixtures_root
    return ids | {fixture_id(p, root) for p in fixture_files(root)}


def start_engine(config: RunConfig) -> EngineRecord:
    """Start the engine once here: a bad spec or a dead engine stops the run
    before any worker is spawned."""
    from mtgconf.engines.specs import EngineStartError, UnknownEngineSpec, resolve

    try:
        adapter = resolve(config.engine, timeout=config.timeout)
    except UnknownEngineSpec as err:
        raise InputError(str(err)) from None
    except EngineStartError as err:
        raise InputError(f"engine {config.engine!r} could not be started: {err}", exit_code=3) from None
    try:
        caps = adapter.capabilities()
        return EngineRecord(spec=config.engine, name=caps.name, version=caps.version)
    finally:
        adapter.close()
