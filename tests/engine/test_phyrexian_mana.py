"""Phyrexian mana on the reference engine: each symbol is paid with one mana
of its colour or with 2 life, as announced (CR 107.4f, 601.2b); the life is
lost (CR 119.4) and a minimum total cost sees only the mana (CR 601.2f)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.engine.builder import act, of, on, play, scenario, spell
from tests.engine.test_cost_modifiers import SPHERE
from reference_engine.abilities import Effect, EffectKind
from reference_engine.history import History
from reference_engine.ids import Zone

PROBE = spell("s", Effect(kind=EffectKind.GAIN_LIFE, amount=1), cost="{1}{U/P}")


def _cast(pool: str, life: tuple[bool, ...] = (), cards: list | None = None,  # type: ignore[type-arg]
          objects: list | None = None) -> History:  # type: ignore[type-arg]
    return play(scenario([PROBE, *(cards or [])], [*(objects or []), on("s", 9, zone=Zone.HAND)],
                         [act("cast", object=9, phyrexian_life=life)], pools={0: pool},
                         format="mtgconf-scenario/1.1"))


def _spell_events(h: History, kind: str) -> list:  # type: ignore[type-arg]
    spell_id = next(z.new_id for z in of(h, "zone_change") if z.to_zone is Zone.STACK)  # type: ignore[union-attr]
    return [e for e in of(h, kind) if e.object == spell_id]  # type: ignore[union-attr]


def test_107_4f_a_symbol_paid_with_life_costs_two_life_as_a_cause_of_the_payment() -> None:
    h = _cast("{1}", (True,))
    [lock], [paid] = _spell_events(h, "cost_locked"), _spell_events(h, "cost_paid")
    [loss] = [e for e in of(h, "life") if e.amount < 0]  # type: ignore[union-attr]
    assert lock.mana == "{1}" and paid.life == 2 and loss.amount == -2 and loss.seq in paid.causes
    assert of(h, "cast")[0].phyrexian_life == (True,)  # type: ignore[union-attr]


def test_107_4f_a_symbol_paid_with_mana_takes_its_colour_and_no_life() -> None:
    h = _cast("{1}{U}", (False,))
    [lock], [paid] = _spell_events(h, "cost_locked"), _spell_events(h, "cost_paid")
    assert lock.mana == "{1}{U}" and paid.life == 0 and not [e for e in of(h, "life")]


def test_601_2b_left_unanswered_the_pool_pays_when_it_can_else_life() -> None:
    assert _spell_events(_cast("{1}{U}"), "cost_paid")[0].life == 0
    assert _spell_events(_cast("{1}"), "cost_paid")[0].life == 2


def test_601_2b_answers_must_match_the_symbols() -> None:
    h = _cast("{1}{U}", (True, False))
    assert of(h, "illegal_action") and not of(h, "cast")


def test_119_4_life_is_paid_only_from_a_total_that_high() -> None:
    sc = scenario([PROBE], [on("s", 9, zone=Zone.HAND)], [act("cast", object=9, phyrexian_life=(True,))],
                  pools={0: "{1}"}, format="mtgconf-scenario/1.1")
    sc = replace(sc, players=(replace(sc.players[0], life=1), sc.players[1]))
    h = play(sc)
    assert of(h, "illegal_action") and not of(h, "cast")


def test_601_2f_a_minimum_counts_only_the_mana_of_a_phyrexian_symbol() -> None:
    # Trinisphere with {1}{U/P}: paid with life the total is {1}, raised to {3};
    # paid with mana it is {1}{U}, raised to {2}{U}.
    assert _spell_events(_cast("{3}", (True,), [SPHERE], [on("sphere", 1)]), "cost_locked")[0].mana == "{3}"
    assert _spell_events(_cast("{2}{U}", (False,), [SPHERE], [on("sphere", 1)]),
                         "cost_locked")[0].mana == "{2}{U}"


def test_python_mtg_and_phase_refuse_phyrexian_mana_with_a_reason() -> None:
    from mtgconf.adapters.protocol import Unsupported
    from mtgconf.adapters.pymtg.cards import translate as for_pymtg

    with pytest.raises(Unsupported, match="mana symbol {U/P}"):
        for_pymtg(PROBE)
    phase = pytest.importorskip("mtgconf.adapters.phase.cards")
    with pytest.raises(Unsupported, match="Phyrexian mana is paid as phase's player chooses"):
        phase.translate(PROBE)
