"""Mana producers that are not mana abilities (CR 605.5a-b): Deathrite
Shaman's targeted ability and Dark Ritual use the stack."""
from __future__ import annotations

from pathlib import Path

from mtgconf.engines.mutants.targeted_mana_producer import TargetedProducerIsManaAbility
from reference_engine.codec import load_scenario
from reference_engine.engine import run
from reference_engine.events import Activated, ManaAdded, PutOnStack, Resolving

FIXTURE = Path(__file__).parents[2] / "fixtures/scenarios/605.5-non-mana-abilities" \
    / "deathrite-shaman-and-dark-ritual-use-the-stack.json"


def test_605_5a_the_targeted_ability_waits_on_the_stack() -> None:
    h = run(load_scenario(FIXTURE))
    [act] = list(h.of_kind(Activated))
    assert not act.mana_ability
    [pushed] = list(h.of_kind(PutOnStack))
    assert pushed.object == act.object
    resolving = {r.seq: r.object for r in h.of_kind(Resolving)}
    # Each mana_added comes from a resolution: the Shaman's ability's, then Dark Ritual's.
    assert [(resolving.get(m.causes[0]), m.mana) for m in h.of_kind(ManaAdded)] == [
        (act.object, "{G}"), (max(resolving.values()), "{B}{B}{B}")]


def test_605_5a_mutant_resolves_it_at_once() -> None:
    h = run(load_scenario(FIXTURE), TargetedProducerIsManaAbility())
    [act] = list(h.of_kind(Activated))
    assert act.mana_ability and not list(h.of_kind(PutOnStack))
