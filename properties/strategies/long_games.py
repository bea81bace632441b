"""Long games as a Hypothesis ``RuleBasedStateMachine``.

The machine starts from a generated board (script removed), then appends one
action per rule: casting, activating, passing, resolving, advancing steps and
attacking, interleaved in any order. After every step the whole script is
replayed by the engine under test and the given properties are checked, so a
bug that needs a long game shrinks to the shortest prefix that shows it.

The engine is a parameter: ``properties`` never imports an engine.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Sequence

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from reference_engine.abilities import AbilityKind
from reference_engine.cards import CardDef
from reference_engine.history import History
from reference_engine.ids import CardType, ObjectId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Attack, ObjectSetup, Scenario

from properties.strategies import scenarios
from properties.strategies.aims import aim, measures
from properties.strategies.draws import lists_of, pick

if TYPE_CHECKING:
    from properties.registry import PropertyRecord

Play = Callable[[Scenario], History]
MAX_ACTIONS = 12
"""Suggested ``stateful_step_count``: a dozen actions reach chains across
turns while each replay stays fast."""
_SPARE_MANA = "{W}{U}{B}{R}{G}{C}{C}{C}"
_BASES = ("simultaneous", "players", "blocks", "casting", "delayed", "steps", "state_triggers")


def long_game_machine(play: Play, checks: Sequence[PropertyRecord]) -> type[RuleBasedStateMachine]:
    """A state machine class that plays long games on ``play`` and checks
    each of ``checks`` (``properties.registry.PropertyRecord``s) after every step."""

    class LongGame(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.base: Scenario | None = None
            self.script: list[Action] = []
            self.peaks: dict[str, float] = {}

        @initialize(base=scenarios(_BASES))
        def start(self, base: Scenario) -> None:
            pools = tuple(replace(p, mana_pool=p.mana_pool + _SPARE_MANA) for p in base.players)
            self.base = replace(base, script=(), players=pools)

        @rule(data=st.data())
        def cast(self, data: st.DataObject) -> None:
            options = _in_hand(self._scenario())
            if options:
                self._do(Action(action=ActionKind.CAST, player=self._scenario().active_player,
                                object=data.draw(pick(options))))

        @rule(data=st.data())
        def activate(self, data: st.DataObject) -> None:
            options = _activatable(self._scenario())
            if options:
                oid, index = data.draw(pick(options))
                self._do(Action(action=ActionKind.ACTIVATE, object=oid, ability=index,
                                player=self._scenario().active_player))

        @rule(kind=st.sampled_from((ActionKind.PASS, ActionKind.RESOLVE_TOP, ActionKind.RESOLVE_ALL)))
        def pass_priority(self, kind: ActionKind) -> None:
            self._do(Action(action=kind))

        @rule(step=st.sampled_from((Step.END, Step.UPKEEP, Step.POSTCOMBAT_MAIN, Step.PRECOMBAT_MAIN)))
        def advance(self, step: Step) -> None:
            self._do(Action(action=ActionKind.ADVANCE_TO, step=step))

        @rule(data=st.data())
        def attack(self, data: st.DataObject) -> None:
            sc = self._scenario()
            creatures = _creatures_of(sc, sc.active_player)
            if creatures:
                chosen = data.draw(lists_of(pick(creatures), min_size=1, unique=True))
                defender = sc.order[(sc.order.index(sc.active_player) + 1) % len(sc.order)]
                self._do(Action(action=ActionKind.DECLARE_ATTACKERS, player=sc.active_player,
                                attackers=tuple(Attack(attacker=a, defender=defender) for a in chosen)))

        @invariant()
        def properties_hold(self) -> None:
            if self.base is None or not self.script:
                return
            scenario = self._scenario()
            history = play(scenario)
            for label, value in measures(history).items():
                self.peaks[label] = max(value, self.peaks.get(label, 0.0))
            for record in checks:
                _assert_holds(record, scenario, history, play)

        def teardown(self) -> None:
            aim(self.peaks)  # steer towards deep stacks and long trigger chains

        def _scenario(self) -> Scenario:
            assert self.base is not None
            return replace(self.base, script=tuple(self.script))

        def _do(self, action: Action) -> None:
            self.script.append(action)

    return LongGame


def _assert_holds(record: PropertyRecord, scenario: Scenario, history: History, play: Play) -> None:
    from properties.registry import Case

    verdict = record.check(Case(scenario, history, rerun=lambda: play(scenario)))
    assert verdict.ok, (
        f"{record.id} (CR {', '.join(record.rules)}): expected {verdict.expected}; "
        f"observed {verdict.observed}; events {verdict.events}"
    )


def _card(sc: Scenario, obj: ObjectSetup) -> CardDef:
    return sc.card(obj.card)


def _in_hand(sc: Scenario) -> list[ObjectId]:
    """Scenario ids of cards that started in the active player's hand. They
    may be gone by now; casting one then is an illegal action (CR 733)."""
    return [o.id for o in sc.objects if o.zone is Zone.HAND and o.owner == sc.active_player]


def _activatable(sc: Scenario) -> list[tuple[ObjectId, int]]:
    return [
        (o.id, i) for o in sc.objects if o.zone is Zone.BATTLEFIELD
        for i, ab in enumerate(_card(sc, o).abilities) if ab.kind is AbilityKind.ACTIVATED
    ]


def _creatures_of(sc: Scenario, player: int) -> list[ObjectId]:
    return [
        o.id for o in sc.objects
        if o.zone is Zone.BATTLEFIELD and CardType.CREATURE in _card(sc, o).types
        and (o.controller if o.controller is not None else o.owner) == player
    ]
