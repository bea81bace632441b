"""Choosing several modes, entwine and spree (CR 700.2, 700.2d, 601.2b, 601.2f,
603.3c, 608.2c, 702.42a, 702.172a)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, Mode, ModeCount, ObjectFilter, ObjectRef, Subject, TargetSpec,
    Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import RemovalReason
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy

from tests.engine.builder import act, creature, gain, of, on, play, scenario
from tests.engine.casting_cards import A_CREATURE, DESTROY_TARGET

DRAW = Effect(kind=EffectKind.DRAW, amount=1)
DAMAGE_TARGET = Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET)
MODES = (Mode(effects=(gain(1),)), Mode(effects=(DAMAGE_TARGET,), targets=(A_CREATURE,)),
         Mode(effects=(gain(4),)), Mode(effects=(DESTROY_TARGET,), targets=(A_CREATURE,)))


def _card(**kw: object) -> CardDef:
    ab = Ability(kind=AbilityKind.SPELL, modes=kw.pop("modes", MODES), **kw)  # type: ignore[arg-type]
    return CardDef(key="charm", name="Charm", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(ab,))


def _cast(card: CardDef, pool: str = "{R}", **action: object) -> History:
    objs = [on("charm", 1, zone=Zone.HAND), on("bear", 2, owner=1), on("elk", 3, owner=1)]
    return play(scenario([card, creature("bear"), creature("elk", toughness=5)], objs,
                         [act("cast", object=1, **action), act("resolve_all")], pools={0: pool},
                         format="mtgconf-scenario/1.1"))


def _life(h: History, player: int = 0) -> int:
    assert h.final is not None
    return h.final.players[player].life


def test_700_2_choose_two_records_both_modes_in_printed_order_and_performs_both() -> None:
    h = _cast(_card(choose=ModeCount(min=2, max=2)), modes=(3, 0), targets=())
    cast = of(h, "cast")[0]
    assert cast.modes == (0, 3)  # type: ignore[union-attr]
    assert _life(h) == 21
    assert any(z.old_id == 2 and z.to_zone is Zone.GRAVEYARD for z in of(h, "zone_change"))  # type: ignore[union-attr]


def test_608_2c_later_modes_use_their_own_targets() -> None:
    """Mode 1 deals 3 to the first chosen target, mode 3 destroys the second."""
    h = _cast(_card(choose=ModeCount(min=2, max=2)), modes=(1, 3))
    cast = of(h, "cast")[0]
    assert [t.object for t in cast.targets] == [2, 2]  # type: ignore[union-attr]
    h = play(scenario([_card(choose=ModeCount(min=2, max=2)), creature("bear"), creature("elk", toughness=5)],
                      [on("charm", 1, zone=Zone.HAND), on("bear", 2, owner=1), on("elk", 3, owner=1)],
                      [act("cast", object=1, modes=(1, 3), targets=(_t(3), _t(2))), act("resolve_all")],
                      pools={0: "{R}"}, format="mtgconf-scenario/1.1"))
    hits = of(h, "damage")
    assert [d.target.object for d in hits] == [3]  # type: ignore[union-attr]
    assert any(z.old_id == 2 and z.to_zone is Zone.GRAVEYARD for z in of(h, "zone_change"))  # type: ignore[union-attr]


def _t(oid: int) -> TargetRef:
    return TargetRef(object=oid)


def test_700_2d_a_mode_is_not_chosen_twice_and_the_count_is_kept() -> None:
    twice = _cast(_card(choose=ModeCount(min=2, max=2)), modes=(0, 0))
    assert "only once" in of(twice, "illegal_action")[0].reason  # type: ignore[union-attr]
    one = _cast(_card(choose=ModeCount(min=2, max=2)), modes=(0,))
    assert of(one, "illegal_action")[0].code.value == "choice"  # type: ignore[union-attr]
    assert not of(twice, "cast") and not of(one, "cast")


def test_700_2_choose_one_or_more_takes_the_fewest_when_nothing_is_announced() -> None:
    h = _cast(_card(choose=ModeCount(min=1, max=4)))
    assert of(h, "cast")[0].modes == (0,)  # type: ignore[union-attr]


def test_702_42a_entwine_chooses_every_mode_and_adds_its_cost() -> None:
    two = (Mode(effects=(gain(1),)), Mode(effects=(gain(4),)))
    card = _card(modes=two, entwine=Cost(mana="{2}"))
    h = _cast(card, pool="{2}{R}", entwined=True)
    assert of(h, "cost_locked")[0].mana == "{2}{R}"  # type: ignore[union-attr]
    assert of(h, "cast")[0].modes == (0, 1) and _life(h) == 25  # type: ignore[union-attr]
    short = _cast(card, pool="{R}", entwined=True)
    assert of(short, "illegal_action") and not of(short, "cast")


def test_702_172a_each_chosen_spree_mode_adds_its_cost() -> None:
    spree = (Mode(effects=(gain(1),), cost=Cost(mana="{1}")), Mode(effects=(gain(4),), cost=Cost(mana="{2}")),
             Mode(effects=(DRAW,), cost=Cost(mana="{3}")))
    h = _cast(_card(modes=spree), pool="{5}{R}", modes=(1, 0))
    assert of(h, "cost_locked")[0].mana == "{3}{R}"  # type: ignore[union-attr]
    assert of(h, "cast")[0].modes == (0, 1) and _life(h) == 25  # type: ignore[union-attr]


THEIRS = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT))


def _trigger_game(choose: ModeCount, wanted: tuple[int, ...], theirs: bool = False) -> History:
    """A creature whose enters ability chooses among gaining 1, gaining 2 and
    destroying a creature an opponent controls."""
    modal = Ability(kind=AbilityKind.TRIGGERED,
                    trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF)),
                    choose=choose, modes=(Mode(effects=(gain(1),)), Mode(effects=(gain(2),)),
                                          Mode(effects=(DESTROY_TARGET,), targets=(THEIRS,))))
    objs = [on("herald", 1, zone=Zone.HAND)] + ([on("bear", 2, owner=1)] if theirs else [])
    sc = scenario([creature("herald", modal, cost="{G}"), creature("bear")], objs,
                  [act("cast", object=1), act("resolve_all")], pools={0: "{G}"}, format="mtgconf-scenario/1.1",
                  choices=ChoicePolicy(modes_by_ability={"herald/0": wanted}))
    return play(sc)


def test_603_3c_a_modal_trigger_announces_its_modes_as_it_is_put_on_the_stack() -> None:
    h = _trigger_game(ModeCount(min=1, max=3), (1, 0))
    put = of(h, "put_on_stack")[0]
    assert put.modes == (0, 1) and _life(h) == 23  # type: ignore[union-attr]


def test_603_3c_a_mode_without_a_legal_target_is_not_taken() -> None:
    """Preferred: all three; the destroy mode has no target, so the fewest
    allowed (one) of the legal modes is taken instead."""
    h = _trigger_game(ModeCount(min=1, max=3), (0, 1, 2))
    assert of(h, "put_on_stack")[0].modes == (0,)  # type: ignore[union-attr]
    full = _trigger_game(ModeCount(min=1, max=3), (0, 1, 2), theirs=True)
    assert of(full, "put_on_stack")[0].modes == (0, 1, 2)  # type: ignore[union-attr]


def test_603_3c_too_few_choosable_modes_remove_the_trigger() -> None:
    gone = _trigger_game(ModeCount(min=3, max=3), (0, 1, 2))
    removed = of(gone, "removed_from_stack")[0]
    assert removed.reason is RemovalReason.NO_LEGAL_MODE  # type: ignore[union-attr]
    assert all(r.object != removed.object for r in of(gone, "resolving"))  # type: ignore[union-attr]
