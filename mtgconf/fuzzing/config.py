"""The campaign's settings, passed from ``mtgconf fuzz`` to HypoFuzz's worker
processes through one environment variable (they re-collect the targets in
processes of their own, with pytest's command line as the only other channel)."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

__all__ = ["CONFIG_ENV", "FuzzConfig"]

CONFIG_ENV = "MTGCONF_FUZZ_CONFIG"


@dataclass(frozen=True, slots=True, kw_only=True)
class FuzzConfig:
    engine: str
    campaign_dir: str
    """Where workers write progress lines and failing scenarios."""
    ids: tuple[str, ...] = ()
    """The properties to fuzz (selected, and within the engine's capabilities)."""
    timeout: float = 10.0
    catalogue: str = ""
    example_db: str = ""
    example_db_readonly: bool = False

    def to_env(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_env(cls) -> FuzzConfig:
        raw = os.environ.get(CONFIG_ENV)
        if not raw:
            raise RuntimeError(f"{CONFIG_ENV} is not set: the fuzz targets are collected by `mtgconf fuzz` only")
        data = json.loads(raw)
        data["ids"] = tuple(data.get("ids", ()))
        return cls(**data)

    @property
    def root(self) -> Path:
        return Path(self.campaign_dir)
