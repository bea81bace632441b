""""Enters tapped" and "enters untapped" triggers (CR 603.6a, 614.1c): they
trigger only for a permanent that entered in that state, whether a replacement
effect made it enter tapped ("This land enters tapped") or not."""
from __future__ import annotations

from collections import Counter

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TriggerEvent as T, Who,
)
from reference_engine.events import Triggered, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, trig

UNTAP_IT = Effect(kind=EffectKind.UNTAP, object=ObjectRef.IT)
AMULET = permanent("amulet", (CardType.ARTIFACT,),
                   trig(T.ENTERS, UNTAP_IT, filter=ObjectFilter(controller=Who.YOU), tapped=True))
"""Amulet of Vigor: whenever a permanent you control enters tapped, untap that permanent."""
GREETER = permanent("greeter", (CardType.ENCHANTMENT,),
                    trig(T.ENTERS, gain(1), filter=ObjectFilter(types=(CardType.CREATURE,)), tapped=False))
"""Whenever a creature enters untapped, you gain 1 life."""
GATE = permanent("gate", (CardType.LAND,), Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.ENTERS_TAPPED, filter=ObjectFilter(subject=Subject.SELF))))
"""A Guildgate: this land enters tapped."""
BEAR = creature("bear", cost="{G}")


def _play(rules: Rules | None = None) -> History:
    """Player 0 plays the Gate, then casts the Bear, with the Amulet and the Greeter out."""
    objects = [on("amulet", 1), on("greeter", 2), on("gate", 3, zone=Zone.HAND), on("bear", 4, zone=Zone.HAND)]
    return play(scenario([AMULET, GREETER, GATE, BEAR], objects,
                         [act("play_land", player=0, object=3), act("resolve_all"),
                          act("cast", player=0, object=4), act("resolve_all")], pools={0: "{G}"}), rules)


def _fired(h: History) -> Counter[str]:
    return Counter(t.ability for t in of(h, "triggered") if isinstance(t, Triggered))


def _arrivals(h: History) -> dict[str, bool]:
    return {e.after.card: e.after.tapped for e in of(h, "zone_change")
            if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD and e.after is not None}


def test_603_6a_each_qualifier_triggers_only_for_its_state() -> None:
    h = _play()
    assert _arrivals(h) == {"gate": True, "bear": False}  # the Gate's own replacement (CR 614.1c)
    assert _fired(h) == Counter({"amulet/0": 1, "greeter/0": 1})


def test_the_amulet_untaps_what_entered_tapped() -> None:
    h = _play()
    untapped = [e for e in of(h, "untapped")]
    assert len(untapped) == 1


class _Ignored(Rules):
    def enters_tapped_matches(self, wanted: bool, entered_tapped: bool) -> bool:
        return True


def test_a_rules_change_that_ignores_the_qualifier_is_visible() -> None:
    assert _fired(_play(_Ignored())) == Counter({"amulet/0": 2, "greeter/0": 1})  # the Bear wakes the Amulet too


def test_oracle_text_says_enters_tapped_and_untapped() -> None:
    assert "Whenever a permanent you control enters tapped, untap that permanent." in render_card(AMULET)
    assert "Whenever a creature enters untapped, you gain 1 life." in render_card(GREETER)
    assert "This land enters tapped." in render_card(GATE)


def test_a_format_1_file_may_not_say_enters_tapped() -> None:
    import pytest
    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError

    doc = to_json(scenario([AMULET], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.trigger\.tapped.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)


def test_tapped_belongs_to_enters_triggers_only() -> None:
    import pytest
    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError

    odd = permanent("odd", (CardType.ENCHANTMENT,), trig(T.DIES, gain(1), tapped=True))
    with pytest.raises(ScenarioError, match=r"trigger\.tapped.*no 'tapped' except on an enters trigger"):
        scenario_from_json(to_json(scenario([odd], [], [])))
