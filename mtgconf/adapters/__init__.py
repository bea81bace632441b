"""Engine adapters: the protocol, in-process adapters and the JSON-lines subprocess client."""
