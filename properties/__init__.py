"""Rule invariants checked on any engine's History, and Hypothesis generators of scenarios."""
