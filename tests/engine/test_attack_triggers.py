"""The player-level attack triggers (CR 508.3b-e): "whenever you're
attacked", "whenever you attack with", "whenever you attack" and "whenever
[a player] attacks [a player]" trigger from the declaration of attackers, a
set number of times, and never for a creature put onto the battlefield
attacking (CR 508.4)."""
from __future__ import annotations

from collections import Counter

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, Subject, TriggerEvent as T, Who
from reference_engine.cards import CardDef
from reference_engine.events import Triggered
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Attack

from tests.engine.builder import CREATURE, act, creature, gain, of, on, permanent, play, scenario, trig

JOIN = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING,
              filter=ObjectFilter(types=CREATURE, subtypes=("Soldier",)))
CAPTAIN = CardDef(key="captain", name="Captain", types=CREATURE, subtypes=("Soldier",), power=2, toughness=2,
                  abilities=(trig(T.ATTACKS, JOIN),))
RECRUIT = CardDef(key="recruit", name="Recruit", types=CREATURE, subtypes=("Soldier",), power=1, toughness=1)
BEAR = creature("bear")
DEAN = permanent("dean", (CardType.ENCHANTMENT,), trig(T.PLAYER_ATTACKS, gain(1), player=Who.YOU))
"""Whenever you attack, you gain 1 life."""
GUARDIAN = permanent("guardian", (CardType.ENCHANTMENT,),
                     trig(T.ATTACKS_PLAYER, gain(1), player=Who.OPPONENT, defender=Who.YOU))
"""Whenever an opponent attacks you, you gain 1 life."""
DEMAGOGUE = permanent("demagogue", (CardType.ENCHANTMENT,),
                      trig(T.ATTACKS_PLAYER, gain(1), player=Who.ANY, defender=Who.OPPONENT))
"""Whenever a player attacks one of your opponents, you gain 1 life."""
WARD = permanent("ward", (CardType.ENCHANTMENT,), trig(T.IS_ATTACKED, gain(1), player=Who.ANY))
"""Whenever a player is attacked, you gain 1 life."""
DRILL = permanent("drill", (CardType.ENCHANTMENT,), trig(
    T.ATTACKS_WITH, gain(1), player=Who.YOU, filter=ObjectFilter(types=CREATURE, subtypes=("Soldier",))))
"""Whenever you attack with a Soldier, you gain 1 life."""
WATCHERS = [DEAN, GUARDIAN, DEMAGOGUE, WARD, DRILL]


def _attack(attacks: tuple[tuple[int, int], ...], rules: Rules | None = None) -> History:
    """Player 0 attacks with the Captain (1) and Bears (2, 3); the watchers:
    Dean (10) and Drill (14) are player 0's, Guardian (11) player 1's,
    Demagogue (12) and Ward (13) player 3's. The Captain brings a Recruit."""
    objects = [on("captain", 1), on("bear", 2), on("bear", 3), on("recruit", 4, zone=Zone.HAND),
               on("dean", 10), on("guardian", 11, owner=1), on("demagogue", 12, owner=3),
               on("ward", 13, owner=3), on("drill", 14)]
    return play(scenario([CAPTAIN, RECRUIT, BEAR, *WATCHERS], objects,
                         [act("declare_attackers", attackers=tuple(Attack(attacker=a, defender=d) for a, d in attacks)),
                          act("advance_to", step="end_of_combat")], players=4), rules)


def _fired(h: History) -> Counter[str]:
    return Counter(t.ability for t in of(h, "triggered") if isinstance(t, Triggered))


def test_508_3_once_per_declaration_or_attacked_player() -> None:
    fired = _fired(_attack(((1, 1), (2, 1), (3, 2))))
    assert fired["dean/0"] == 1  # you attack: once (CR 508.3d)
    assert fired["guardian/0"] == 1  # an opponent attacks you, with two creatures: once (CR 508.3e)
    assert fired["demagogue/0"] == 2  # players 1 and 2 are attacked, both its controller's opponents
    assert fired["ward/0"] == 2  # two players attacked (CR 508.3b)
    assert fired["drill/0"] == 1  # one Soldier declared; the Recruit entered attacking (CR 508.3c, 508.4)


def test_508_3d_a_single_attacker_other_than_the_source() -> None:
    fired = _fired(_attack(((2, 3),)))
    assert fired["dean/0"] == 1 and fired["guardian/0"] == 0 and fired["demagogue/0"] == 0
    assert fired["ward/0"] == 1 and fired["drill/0"] == 0


def test_508_3_no_declaration_no_trigger() -> None:
    h = play(scenario([BEAR, *WATCHERS], [on("bear", 2), on("dean", 10), on("ward", 13, owner=1)],
                      [act("advance_to", step="end_of_combat")], players=2))
    assert not _fired(h)


def test_508_3_oracle_wording() -> None:
    from reference_engine.oracle import render_ability
    words = [render_ability(c.abilities[0], c).split(",")[0] for c in WATCHERS]
    assert words == ["Whenever you attack", "Whenever an opponent attacks you",
                     "Whenever a player attacks one of your opponents", "Whenever a player is attacked",
                     "Whenever you attack with a Soldier"]


def test_508_3e_attack_triggers_per_creature_mutant_is_seen() -> None:
    class PerCreature(Rules):
        def attacks_player_occurrences(self, attacking_that_player: int, first_attacked: bool) -> int:
            return attacking_that_player
    assert _fired(_attack(((1, 1), (2, 1)), PerCreature()))["guardian/0"] == 2


def test_508_3e_entered_attacker_mutant_is_seen() -> None:
    class Entered(Rules):
        def entered_attacker_attacks_player(self) -> bool:
            return True
    assert _fired(_attack(((1, 1),), Entered()))["demagogue/0"] == 2


def test_format_1_refuses_the_attack_words() -> None:
    import dataclasses

    import pytest

    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError
    old = dataclasses.replace(scenario([GUARDIAN], [on("guardian", 1)], []), format="mtgconf-scenario/1")
    with pytest.raises(ScenarioError) as refused:
        scenario_from_json(to_json(old))
    assert "attacks_player" in str(refused.value) and "1.1" in str(refused.value)
    scenario_from_json(to_json(dataclasses.replace(old, format="mtgconf-scenario/1.1")))


def test_defender_only_on_attacks_player() -> None:
    import pytest

    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError
    odd = permanent("odd", (CardType.ENCHANTMENT,), trig(T.PLAYER_ATTACKS, gain(1), player=Who.YOU, defender=Who.YOU))
    with pytest.raises(ScenarioError):
        scenario_from_json(to_json(scenario([odd], [on("odd", 1)], [])))
    selfish = permanent("selfish", (CardType.ENCHANTMENT,),
                        trig(T.ATTACKS_PLAYER, gain(1), player=Who.YOU, defender=Who.YOU))
    with pytest.raises(ScenarioError):
        scenario_from_json(to_json(scenario([selfish], [on("selfish", 1)], [])))
