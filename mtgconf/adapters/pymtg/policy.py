"""Answering python-mtg's choices from the scenario's ChoicePolicy.

Every player decision in python-mtg goes through ``driver._choose``, which asks
``state["_policy"](state, key, options, default)``. Targets come from the
script action, else the policy's per-ability target, else the lowest (or
highest) History id. Attacks and blocks that the script does not declare are
none: the engine's own default would attack with everything.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgconf.adapters.pymtg.hooks import Hooks
from reference_engine.abilities import AbilityKind
from reference_engine.ids import TargetRef
from reference_engine.scenario import Scenario, TargetPolicy


@dataclass(slots=True)
class Policy:
    scenario: Scenario
    hooks: Hooks | None = None
    scripted: dict[str, tuple[TargetRef, ...]] = field(default_factory=dict)
    """Targets named by the script action being played, by ability reference."""

    def __call__(self, state: Any, key: str, options: Any, default: Any) -> Any:
        if key in ("attackers", "blocks"):
            return frozenset()
        if key == "target" and options and self.hooks is not None:
            return self._target(sorted(options), default)
        return default

    def _target(self, options: list[str], default: Any) -> Any:
        assert self.hooks is not None
        rec = self.hooks.rec
        ref = self.ability_ref(self.hooks.choosing)
        wanted = self.scripted.get(ref or "") or self.scenario.choices.targets_by_ability.get(ref or "", ())
        for target in wanted:
            tid = next((t for t in options if target.object in (rec.current.get(t), _scenario_id(rec, t))), None)
            if tid is not None:
                return tid
        known = [t for t in options if t in rec.current]
        if not known:
            return default
        pick = max if self.scenario.choices.targets is TargetPolicy.LAST_LEGAL else min
        return pick(known, key=lambda t: rec.current[t])

    def ability_ref(self, label: str | None) -> str | None:
        """An engine label (spell instance, or ``<instance>_a<i>``) as an
        ability reference."""
        if label is None or self.hooks is None:
            return None
        cards = self.hooks.rec.table.cards
        if label in cards:
            card = cards[label].card
            spell = next((i for i, a in enumerate(card.abilities) if a.kind is AbilityKind.SPELL), None)
            return None if spell is None else f"{card.key}/{spell}"
        tid, _, digits = label.rpartition("_a")
        return f"{cards[tid].card.key}/{digits}" if tid in cards and digits.isdigit() else None


def _scenario_id(rec: Any, tid: str) -> int | None:
    return next((sid for sid, t in rec.table.instance.items() if t == tid), None)
