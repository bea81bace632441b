"""The runner core: one property against one engine (``run_property``) and
the records it produces. Whole runs live in ``mtgconf.runner.session``."""
from mtgconf.runner.core import DEFAULT_EXAMPLES, capability_gap, derived_seed, run_property
from mtgconf.runner.outcome import LOW_COVERAGE, Counterexample, PropertyResult, Status

__all__ = [
    "DEFAULT_EXAMPLES", "LOW_COVERAGE", "Counterexample", "PropertyResult", "Status",
    "capability_gap", "derived_seed", "run_property",
]
