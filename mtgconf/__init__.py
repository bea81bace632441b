"""The mtgconf harness: adapters, runner, CLI, pytest plugin and reports."""
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # Lazy, so ``import mtgconf`` (and the pytest plugin) stays cheap.
    if name == "certify":
        import importlib

        return importlib.import_module("mtgconf.certify")
    raise AttributeError(f"module 'mtgconf' has no attribute {name!r}")
