"""Checks made before a run starts, so bad input fails fast with one line:
exit status 2 for usage or input errors, 3 for an engine that will not start."""
from __future__ import annotations

import difflib
from dataclasses import replace
from pathlib import Path
from typing import Any

from mtgconf.results import EngineRecord
from mtgconf.runner.items import RunConfig, load_catalogue
from mtgconf.runner.select import Selection, fixture_files, fixture_id, select_fixtures, select_properties

__all__ = ["InputError", "preflight"]


class InputError(Exception):
    def __init__(self, message: str, exit_code: int = 2) -> None:
        self.exit_code = exit_code
        super().__init__(message)


def preflight(config: RunConfig, report_dir: Path, *, save_regressions: bool = False) -> EngineRecord:
    from mtgconf.expectations import ExpectationsError, load_expectations
    from mtgconf.runner.outputs import ReportDirError, prepare_regressions_dir, prepare_report_dir
    from mtgconf.runner.saved import SavedFileError, read_scenario_file
    from reference_engine.errors import ScenarioError

    check_selection(config)
    try:
        prepare_report_dir(report_dir)
        if save_regressions:
            prepare_regressions_dir(config.regressions_root)
        if config.fixtures:
            select_fixtures(config.selection, config.fixtures_root)
        for path in sorted(config.regressions_root.glob("*.json")):
            read_scenario_file(path)  # a Scenario, or a saved counterexample copied as is
        if config.expectations:
            load_expectations(config.expectations, known=known_ids(config))
    except (ReportDirError, ScenarioError, SavedFileError, ExpectationsError) as err:
        raise InputError(str(err)) from None
    return start_engine(config)


def check_selection(config: RunConfig) -> None:
    """Options that name nothing are usage errors: a missing directory, a
    catalogue that cannot be imported, a selection that matches no item."""
    for option, value in (("--fixtures-dir", config.fixtures_dir), ("--regressions-dir", config.regressions_dir)):
        if value and not Path(value).is_dir():
            raise InputError(f"{option}: no such directory: {value}")
    catalogue = checked_catalogue(config.catalogue)
    everywhere = replace(config.selection, shard=(1, 1))  # an empty shard of a real selection is fine
    records = list(catalogue.all_properties())
    found = select_properties(records, everywhere)
    if not found and config.fixtures:
        from reference_engine.errors import ScenarioError

        try:
            found = select_fixtures(everywhere, config.fixtures_root)
        except ScenarioError as err:
            raise InputError(str(err)) from None
    if not found:
        raise InputError(nothing_matched(config.selection, [r.id for r in records]))


def checked_catalogue(module: str) -> Any:
    try:
        catalogue = load_catalogue(module)
    except ImportError as err:
        raise InputError(f"--catalogue: cannot import {module!r} ({err})") from None
    except Exception as err:  # noqa: BLE001 - any failure of a user's module is a usage error here
        raise InputError(f"--catalogue: importing {module!r} failed ({type(err).__name__}: {err})") from None
    if not callable(getattr(catalogue, "all_properties", None)) or not callable(getattr(catalogue, "scenarios", None)):
        raise InputError(f"--catalogue: {module!r} needs all_properties() and scenarios(families)")
    return catalogue


def nothing_matched(sel: Selection, ids: list[str], items: str = "property or fixture") -> str:
    parts = [f"--properties {sel.properties!r}"] if sel.properties != "*" else []
    parts += [f"--rules {sel.rules!r}"] if sel.rules else []
    parts += [f"--features {','.join(sel.features)!r}"] if sel.features else []
    hint = difflib.get_close_matches(sel.properties, ids, n=1, cutoff=0.6) if sel.properties != "*" else []
    tail = f"; did you mean {hint[0]!r}?" if hint else "; `mtgconf list` shows every item"
    return f"{' and '.join(parts) or 'the selection'}: matches no {items}{tail}"


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
        record = EngineRecord(spec=config.engine, name=caps.name, version=caps.version)
    except Exception as err:  # noqa: BLE001 - a guarded adapter raises EngineFault; any other is the engine's too
        _close_quietly(adapter)
        raise InputError(f"engine {config.engine!r} failed in capabilities(): {_short(err)}", exit_code=3) from None
    try:
        adapter.close()
    except Exception as err:  # noqa: BLE001 - a close that faults would fault in every worker too
        raise InputError(f"engine {config.engine!r} failed in close(): {_short(err)}", exit_code=3) from None
    return record


def _close_quietly(adapter: Any) -> None:
    try:
        adapter.close()
    except Exception:  # noqa: BLE001 - already reporting a worse fault
        pass


def _short(err: BaseException) -> str:
    text = " ".join(str(err).split())
    return text if len(text) <= 500 else f"{text[:500]}... ({len(text)} characters)"
