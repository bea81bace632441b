"""The chosen modes and what they cost, on hand-built Histories (CR 601.2b,
601.2f, 603.3c, 608.2c, 700.2, 700.2d, 702.42a, 702.172a)."""
from __future__ import annotations

from dataclasses import replace

from propkit import Built, Log, assert_pair, check, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, Mode, ModeCount, PlayerRef
from reference_engine.cards import CardDef
from reference_engine.events import (
    Cast, CostLocked, CostPaid, Damage, Life, Resolved, Resolving, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, ChoicePolicy

_GAIN = Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),))
_BURN = Mode(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, player=PlayerRef.EACH_OPPONENT),))
_MORE = Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))


def _card(**kw: object) -> CardDef:
    ab = Ability(kind=AbilityKind.SPELL, **kw)  # type: ignore[arg-type]
    return CardDef(key="charm", name="Charm", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(ab,))


def _cast(card: CardDef, modes: tuple[int, ...], locked: str, burn: bool = False) -> Built:
    """Player 0 casts the charm (#1) as #9 with ``modes`` for ``locked``; it
    resolves gaining the life its chosen modes say (2 when none of them
    gains any) and, with ``burn``, dealing 1 damage to player 1."""
    sc = scenario((card,), (on_field(1, "charm", zone=Zone.HAND),))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(CostLocked, object=9, mana=locked)
    log.add(CostPaid, object=9, player=0, mana=locked)
    log.add(Cast, object=9, card="charm", player=0, modes=modes)
    r = log.add(Resolving, object=9)
    total = 20
    for gain in _gains(card, modes) or [2]:
        total += gain
        log.add(Life, causes=(r,), player=0, amount=gain, total=total)
    if burn:
        d = log.add(Damage, causes=(r,), source=9, target=TargetRef(player=1), amount=1)
        log.add(Life, causes=(d,), player=1, amount=-1, total=19)
    log.add(Resolved, causes=(r,), object=9)
    return sc, log


def _gains(card: CardDef, modes: tuple[int, ...]) -> list[int]:
    """The life each chosen mode gains, in printed order."""
    spell = card.abilities[0]
    return [e.amount for m in sorted(set(modes)) if 0 <= m < len(spell.modes)
            for e in spell.modes[m].effects if e.kind is EffectKind.GAIN_LIFE]


CHOOSE_TWO = _card(choose=ModeCount(min=2, max=2), modes=(_GAIN, _BURN, _MORE))
SPREE = _card(modes=(Mode(effects=_GAIN.effects, cost=Cost(mana="{1}")), Mode(effects=_BURN.effects,
                                                                               cost=Cost(mana="{2}"))))
ENTWINE = _card(modes=(_GAIN, _BURN), entwine=Cost(mana="{2}"))

PAIRS = {
    # Modes 0 and 2 gain life; a damage event only mode 1 makes shows a mode rechosen.
    "chosen-modes-are-kept": (lambda: _cast(CHOOSE_TWO, (0, 2), "{R}"),
                              lambda: _cast(CHOOSE_TWO, (0, 2), "{R}", burn=True)),
    # Entwine paid ({2} locked in) with one mode chosen.
    "mode-count-and-costs": (lambda: _cast(ENTWINE, (0, 1), "{2}{R}", burn=True),
                             lambda: _cast(ENTWINE, (0,), "{2}{R}")),
}


def test_chosen_modes_are_kept_pair() -> None:
    assert_pair("chosen-modes-are-kept", *PAIRS["chosen-modes-are-kept"])


def test_700_2d_a_mode_announced_twice_or_out_of_printed_order_fails() -> None:
    assert not check("chosen-modes-are-kept", *_cast(CHOOSE_TWO, (0, 0), "{R}")).ok
    assert not check("chosen-modes-are-kept", *_cast(CHOOSE_TWO, (2, 0), "{R}")).ok
    assert not check("mode-count-and-costs", *_cast(CHOOSE_TWO, (0, 0), "{R}")).ok


def test_702_42a_entwine_cost_exactly_when_every_mode_was_chosen() -> None:
    assert_pair("mode-count-and-costs", *PAIRS["mode-count-and-costs"])
    assert not check("mode-count-and-costs", *_cast(ENTWINE, (0, 1), "{R}", burn=True)).ok


def test_702_172a_each_chosen_spree_mode_adds_its_cost() -> None:
    assert check("mode-count-and-costs", *_cast(SPREE, (0, 1), "{3}{R}", burn=True)).ok
    assert check("mode-count-and-costs", *_cast(SPREE, (0,), "{1}{R}")).ok
    assert not check("mode-count-and-costs", *_cast(SPREE, (0, 1), "{1}{R}", burn=True)).ok


ONE_OR_MORE = _card(choose=ModeCount(min=1, max=3), modes=(_GAIN, _BURN, _MORE))


def _left_to_preference(preferred: tuple[int, ...], got: tuple[int, ...]) -> Built:
    """The charm cast with no modes announced, the scenario preferring ``preferred``."""
    sc, log = _cast(ONE_OR_MORE, got, "{R}")
    script = (Action(action=ActionKind.CAST, player=0, object=1),)
    return replace(sc, script=script, choices=ChoicePolicy(modes_by_ability={"charm/0": preferred})), log


def test_601_2b_a_spell_left_to_the_preference_takes_the_preferred_modes() -> None:
    assert check("chosen-modes-are-kept", *_left_to_preference((2,), (2,))).ok
    verdict = check("chosen-modes-are-kept", *_left_to_preference((2,), (0,)))
    assert not verdict.ok and "prefers" in verdict.expected, verdict
    # A preference of too many modes cannot be followed: the first legal one it needs is taken.
    assert check("chosen-modes-are-kept", *_left_to_preference((0, 1, 2, 1), (0,))).ok


def test_608_2c_each_chosen_mode_does_what_it_says() -> None:
    sc, log = _cast(CHOOSE_TWO, (0, 2), "{R}")
    assert check("chosen-modes-are-kept", sc, log).ok
    # Mode 2's "gain 1 life" never happens: the resolution did only mode 0 (CR 700.2, 608.2c).
    log.events = [e for e in log.events if not (isinstance(e, Life) and e.amount == 1)]
    verdict = check("chosen-modes-are-kept", sc, log)
    assert not verdict.ok and "life" in verdict.expected, verdict
