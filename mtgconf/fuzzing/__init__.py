"""Fuzzing campaigns on HypoFuzz (``mtgconf fuzz``).

``targets`` turns each property into a plain ``@given`` test for HypoFuzz's
workers to collect; ``recorder`` is their side of the campaign directory
(progress lines, failing scenarios); ``campaign`` starts and stops HypoFuzz on
a budget; ``findings`` confirms what the workers found and saves it as
regression fixtures; ``timeline`` renders the campaign page of the report.
"""
