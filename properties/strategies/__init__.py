"""Hypothesis strategies producing valid Scenarios, grouped by mechanism family."""
