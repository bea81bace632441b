"""Engines the harness can drive, named by spec strings (see ``specs``)."""
