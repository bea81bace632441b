""""Return all ... cards from your graveyard to the battlefield" (Replenish):
the cards enter at once, in one event, so each one's enters abilities see
every other arrival (CR 603.6a, 603.2c, 400.7)."""
from __future__ import annotations

from collections import Counter

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, TriggerEvent, Who
from reference_engine.events import Triggered, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario
from reference_engine.validate import _problems as scenario_problems

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell, trig

ENCHANTMENTS = ObjectFilter(types=(CardType.ENCHANTMENT,))
REPLENISH = spell("replenish", Effect(kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD, filter=ENCHANTMENTS),
                  cost="{W}")
EIDOLON = permanent("eidolon", (CardType.ENCHANTMENT, CardType.CREATURE),
                    trig(TriggerEvent.ENTERS, gain(1),
                         filter=ObjectFilter(types=(CardType.ENCHANTMENT,), controller=Who.YOU)),
                    power=2, toughness=2)
"""Eidolon of Blossoms-style constellation: whenever an enchantment you control enters, you gain 1 life."""
BEAR = creature("bear")


def _board() -> Scenario:
    """Two Eidolons and a Bear in player 0's graveyard; player 0 casts Replenish."""
    objects = [on("eidolon", 1, zone=Zone.GRAVEYARD), on("eidolon", 2, zone=Zone.GRAVEYARD),
               on("bear", 3, zone=Zone.GRAVEYARD), on("replenish", 4, zone=Zone.HAND)]
    return scenario([REPLENISH, EIDOLON, BEAR], objects,
                    [act("cast", player=0, object=4), act("resolve_all")], pools={0: "{W}"})


def _arrivals(h: History) -> list[ZoneChange]:
    return [e for e in of(h, "zone_change")
            if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD]


class _OneAtATime(Rules):
    def mass_return_together(self) -> bool:
        return False


def test_603_6a_the_matching_cards_enter_in_one_event() -> None:
    arrivals = _arrivals(play(_board()))
    assert sorted(e.after.card for e in arrivals if e.after) == ["eidolon", "eidolon"]  # not the Bear
    assert len({e.batch for e in arrivals}) == 1 and arrivals[0].batch is not None


def test_603_6a_each_arrival_sees_the_other() -> None:
    h = play(_board())
    fired = [t for t in of(h, "triggered") if isinstance(t, Triggered)]
    assert len(fired) == 4  # each Eidolon for itself and for the other (CR 603.2c)


def test_one_at_a_time_the_first_misses_nothing_the_second_misses_the_first() -> None:
    h = play(_board(), _OneAtATime())
    assert [e.batch for e in _arrivals(h)] == [None, None]  # two events, no batch shared
    assert len(of(h, "triggered")) == 3


def test_oracle_text_and_format() -> None:
    assert "Return all enchantment cards from your graveyard to the battlefield." in render_card(REPLENISH)
    assert scenario_problems(_board()) == []


def test_a_filter_naming_a_controller_is_refused() -> None:
    bad = Effect(kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD, filter=ObjectFilter(controller=Who.YOU))
    sc = scenario([spell("odd", bad)], [on("odd", 1, zone=Zone.HAND)], [])
    assert any(path.endswith(".filter.controller") for path, _ in scenario_problems(sc))


def test_counts() -> None:
    assert Counter(e.after.card for e in _arrivals(play(_board())) if e.after) == Counter({"eidolon": 2})
