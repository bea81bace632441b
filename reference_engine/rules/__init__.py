"""Behaviour of the reference engine, one module per Comprehensive Rules topic."""
