"""Subcommands of the mtgconf CLI, one module each."""
