"""What a resolution's events name as their causes (CR 608.2n, 603.12, 603.7h).

The resolution code keeps two different things apart: the events the
ability's action made (a reflexive trigger triggers on them) and the
``resolved`` event (the spell card's move and a counted delayed trigger name
it). These tests pin each consumer to the right one, so mixing the two up
fails here and not only in a type check.
"""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind, PlayerRef, Reflexive
from reference_engine.cards import CardDef
from reference_engine.events import Resolved, ZoneChange, ZoneChangeCause
from reference_engine.history import History
from reference_engine.ids import CardType, Zone

from tests.engine.builder import act, creature, on, play, scenario, spell

GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU)
PAY = Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.YOU)
BOON = Reflexive(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=5, player=PlayerRef.YOU),))
WAGER = CardDef(key="wager", name="Wager", mana_cost="{B}", types=(CardType.SORCERY,),
                abilities=(Ability(kind=AbilityKind.SPELL, effects=(PAY,), reflexive=BOON),))
"""You lose 2 life. When you do, you gain 5 life."""


def _cast(card: CardDef, cost: str) -> History:
    sc = scenario([card], [on(card.key, 1, zone=Zone.HAND)], [act("cast", object=1), act("resolve_all")],
                  pools={0: cost})
    return play(sc)


def _resolved_of(h: History, obj: int) -> int:
    [seq] = [e.seq for e in h.events if isinstance(e, Resolved) and e.object == obj]
    return seq


def _moves_from_stack(h: History) -> list[ZoneChange]:
    return [e for e in h.events if isinstance(e, ZoneChange) and e.from_zone is Zone.STACK]


def test_608_2n_resolved_sorcery_goes_to_the_graveyard_because_it_resolved() -> None:
    h = _cast(spell("boost", GAIN), "{B}")
    [moved] = _moves_from_stack(h)
    assert moved.to_zone is Zone.GRAVEYARD and moved.how is ZoneChangeCause.RESOLVED
    assert moved.causes == (_resolved_of(h, moved.old_id),)


def test_resolved_permanent_spell_enters_because_it_resolved() -> None:
    h = _cast(creature("bear"), "{1}{G}")
    [moved] = _moves_from_stack(h)
    assert moved.to_zone is Zone.BATTLEFIELD and moved.causes == (_resolved_of(h, moved.old_id),)


def test_603_12_reflexive_trigger_names_the_action_while_the_card_names_resolved() -> None:
    h = _cast(WAGER, "{B}")
    by_seq = h.by_seq()
    [trig] = [e for e in h.events if e.kind == "triggered"]
    [action] = trig.causes
    assert by_seq[action].kind == "life"  # the 2 life lost, not the ``resolved`` event
    [moved] = _moves_from_stack(h)
    resolved = _resolved_of(h, moved.old_id)
    assert moved.causes == (resolved,) and action < resolved
    assert h.final.players[0].life == 20 - 2 + 5
