"""The mtgconf harness: adapters, runner, CLI, pytest plugin and reports."""
__version__ = "0.1.0"
