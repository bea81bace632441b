"""Playing a scenario's script in a laid-out phase game.

Every engine call goes through ``step``: it records the engine's events, marks
resolutions (phase reports ``StackResolved`` after the effect's events, so the
adapter opens the resolution itself from the top of the stack it passed on),
finds triggered abilities by comparing the stack before and after (phase sends
no event when it puts one there), and records each priority grant. An ability
that leaves the stack with no event the adapter can name makes the scenario
unsupported, so that every removal the History shows is one phase made.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from mtgconf.adapters.phase.board import STEP_NAMES, Table
from mtgconf.adapters.phase.departure import EngineCall, before_call
from mtgconf.adapters.phase.payment import Paying, paid_in
from mtgconf.adapters.phase.prompts import GameOver, Prompts
from mtgconf.adapters.phase.recorder import (
    Recorder, ability_parts, ability_targets, entering_counters, occurrence_key, target_ref,
)
from mtgconf.adapters.phase.refusals import code_of
from mtgconf.adapters.protocol import Unsupported
from reference_engine import events as ev
from reference_engine.abilities import TriggerEvent
from reference_engine.ids import Step
from reference_engine.errors import ScenarioError
from reference_engine.refs import resolve_ref
from reference_engine.scenario import Action, Scenario

Json = dict[str, Any]
MAX_ENGINE_CALLS = 600
"""A script needing more engine calls than this is taken to loop forever: the
History ends with ``loop_limit``, as the formats ask of any engine's cap."""


@dataclass(slots=True)
class Driver:
    table: Table
    scenario: Scenario
    rec: Recorder
    prompts: Prompts
    calls: int = 0
    pending: list[Json] = field(default_factory=list)
    """Triggered abilities put on the stack and not yet recorded."""
    open_resolution: tuple[int, int] | None = None
    """(History id, resolving seq) of an object still resolving (a "may" asked)."""
    delayed_before: list[str] = field(default_factory=list)
    """phase's delayed triggers (as JSON) before the current engine call."""
    makes_delayed: bool = True
    """Whether any scenario card can create a delayed trigger."""
    changes_pt: bool = True
    """Whether any scenario card can give +N/+M until end of turn (``pt.py``:
    phase's state is exported after each engine call only then)."""
    activating: tuple[str, int, int, int] | None = None
    """(ability reference, phase source id, player, the source's History id
    when it was activated) of a scripted activation phase has not yet
    reported with ``AbilityActivated``: a cost (sacrificing it) may have moved
    the source since, and the ability is still the permanent's (CR 602.2)."""
    locking: Paying | None = None
    """A cost phase pays with no prompt (an activation's, a spell's costing
    nothing), locked in (``cost_locked``) at the start of the engine call in
    which phase pays it."""

    @property
    def game(self) -> Any:
        return self.table.game

    # ---------------------------------------------------------- engine steps

    def step(self, seat: int, action: Any) -> None:
        """Apply one engine action and record everything it caused."""
        self.calls += 1
        if self.calls > MAX_ENGINE_CALLS:
            self.rec.emit(ev.LoopLimit, what="engine actions", limit=MAX_ENGINE_CALLS)
            raise GameOver()
        call = before_call(self.game)
        if self.makes_delayed:
            self.delayed_before = _delayed(self.game)
        before = list(call.stack)
        top = before[-1] if before else None
        if top is not None and self.game.waiting_for()["type"] == "Priority":
            self.prompts.resolving = top  # what a pass may start resolving, for prompts in the middle of it
        result = self.game.apply(seat, action)
        events = list(result.events)
        if self.locking is not None and paid_in(self.locking, events):
            # phase paid in this call, with no prompt (after any targets were
            # chosen): the cost was locked in before anything it did
            lock = self.rec.emit(ev.CostLocked, object=self.locking.object, mana=self.locking.mana)
            self.rec.paying, self.locking = replace(self.locking, lock=lock), None
        start = len(self.rec.events)
        self.rec.begin(call.after(events))
        done = next((i for i, e in enumerate(events) if e["type"] == "StackResolved"), None)
        if done is not None and top is not None and events[done]["data"]["object_id"] == top["id"]:
            self._resolution(top, events, done)
        else:
            cut = _activation_end(events) if self.activating is not None else len(events)
            self.rec.absorb(events[:cut], self._open_causes())
            if cut < len(events):
                # what phase did after taking the activation (state-based
                # actions, a mana ability's effect) follows its ``activated``
                self._activated(events, {e["id"] for e in before}, start)
                self.rec.absorb(events[cut:], self._open_causes())
            if self.open_resolution and self.changes_pt:
                self.rec.pt_modified(self.open_resolution[1], events)  # a "may" answered: the effect is done now
            self._close_if_answered()
        if self.changes_pt:
            self.rec.unseen_pt()
        self._refuse_unexplained(self.rec.call)
        self._activated(events, {e["id"] for e in before}, start)
        if self.rec.paying is not None and not self.rec.paying.cast:
            raise Unsupported("phase took an activation and reported no AbilityActivated for it")
        if self.rec.paying is not None and self.at_priority():
            raise Unsupported("phase completed a payment with no cast the adapter can see")
        self.rec.silent_counters(self.rec.call)
        self.rec.ceased_tokens()
        known = {e["id"] for e in before} | {p["id"] for p in self.pending} | self.rec.copied_abilities
        self.pending += [e for e in self.game.stack()
                         if e["id"] not in known and e["kind"]["type"] == "TriggeredAbility"]
        if self.game.waiting_for()["type"] == "Priority":
            self._flush_triggers()
            self.rec.emit(ev.Priority, player=self.actor(), stack=self.stack_ids())

    def _resolution(self, top: Json, events: list[Json], done: int) -> None:
        hist = self.stack_id(top)
        reason = _not_resolved(top, events[:done], self.game.waiting_for())
        if reason is not None:
            removed = self.rec.emit(ev.RemovedFromStack, object=hist, reason=reason)
            self.rec.absorb(events[:done], (removed,), resolving=hist)  # a spell's move to its graveyard
            self.rec.absorb(events[done + 1:])
            return
        resolving = self.rec.emit(ev.Resolving, object=hist)
        own = _own_move(events[:done], int(top["id"]))
        own_move = [e for k, e in enumerate(events[:done]) if k in own]
        self.rec.absorb([e for k, e in enumerate(events[:done]) if k not in own], (resolving,), resolving=hist)
        if self.changes_pt:
            self.rec.pt_modified(resolving, events[:done])
        self._delayed_created(top, hist, resolving)
        wait = self.game.waiting_for()
        if wait["type"] == "OptionalEffectChoice":
            self.open_resolution = (hist, resolving)
        else:
            self.rec.emit(ev.Resolved, object=hist, causes=(resolving,))
        self.rec.absorb(own_move, (resolving,), resolving=hist)
        self.rec.absorb(events[done + 1:])

    def _activated(self, events: list[Json], before: set[int], start: int) -> None:
        """phase's ``AbilityActivated`` for the scripted activation, after its
        costs: ``activated`` (a mana ability's effect is already done, with no
        stack), else ``activated`` and ``put_on_stack`` of its new stack entry."""
        done = next((e for e in events if e["type"] == "AbilityActivated"), None)
        if self.activating is None or done is None:
            return
        ref, pid, seat, source = self.activating
        self.activating = None
        locked = self.rec.events[start - 1] if start else None
        own = isinstance(locked, ev.CostLocked)  # locked as this call was accepted (``step``)
        costs = tuple(e.seq for e in self.rec.events[start - 1 if own else start:]
                      if isinstance(e, (ev.Tapped, ev.Life, ev.CostLocked, ev.CostPaid))
                      or isinstance(e, ev.Counters) and e.counter == "loyalty" and e.object == source)
        hist = locked.object if isinstance(locked, ev.CostLocked) else self.table.ids.fresh()
        if done["data"].get("kind") == "Mana":
            self.rec.emit(ev.Activated, object=hist, source=source, ability=ref, player=seat,
                          mana_ability=True, causes=costs)
            return
        entry = next((e for e in reversed(self.game.stack()) if e["id"] not in before
                      and e["kind"]["type"] == "ActivatedAbility"), None)
        if entry is None:
            raise Unsupported("phase reported an activation with no ability on its stack")
        hist = self.table.ids.stack.setdefault(int(entry["id"]), hist)
        targets = ability_targets(self.table, entry["kind"]["data"]["ability"])
        seq = self.rec.emit(ev.Activated, object=hist, source=source, ability=ref, player=seat, targets=targets,
                            causes=costs)
        # phase's own word on who controls the ability (CR 602.2a), not the activator assumed
        self.rec.emit(ev.PutOnStack, object=hist, controller=int(entry["controller"]), targets=targets,
                      causes=(seq,))

    def _delayed_created(self, top: Json, hist: int, resolving: int) -> None:
        """phase sends no event when a resolving object creates a delayed
        trigger: it is a new entry in its state's ``delayed_triggers``
        (exported only when a card can make one: the export is slow)."""
        if not self.makes_delayed:
            return
        before = list(self.delayed_before)
        for entry in _delayed(self.game):
            if entry in before:
                before.remove(entry)
                continue
            ref = self.prompts.delayed_ref(int(top["source_id"]) if top["kind"]["type"] != "Spell" else int(top["id"]))
            if ref is None:
                raise Unsupported("phase made a delayed trigger the adapter cannot name")
            self.rec.emit(ev.DelayedCreated, ability=ref, controller=int(json.loads(entry)["ability"]["controller"]),
                          source=hist if top["kind"]["type"] == "Spell" else self.table.ids.now(int(top["source_id"])),
                          causes=(resolving,))
        self.delayed_before = _delayed(self.game)

    def _open_causes(self) -> tuple[int, ...]:
        return (self.open_resolution[1],) if self.open_resolution else ()

    def _close_if_answered(self) -> None:
        if self.open_resolution and self.game.waiting_for()["type"] != "OptionalEffectChoice":
            hist, resolving = self.open_resolution
            self.rec.emit(ev.Resolved, object=hist, causes=(resolving,))
            self.open_resolution = None

    def opening_triggers(self) -> None:
        """Nothing starts on the stack (board.refuse_unlayable), so what is
        there before the script is what phase's first checks triggered."""
        self.pending = [e for e in self.game.stack() if e["kind"]["type"] == "TriggeredAbility"]
        if self.pending:
            self._flush_triggers()

    def _flush_triggers(self) -> None:
        """Record the triggered abilities phase put on the stack, in the order
        phase reports they triggered (see ``Prompts.listed_index``)."""
        live = {e["id"]: e for e in self.game.stack()}
        entries = [live.get(p["id"], p) for p in self.pending]
        entries.sort(key=self._trigger_order)
        triggered: dict[int, int] = {}
        for entry in entries:
            ref = self.prompts.ability_ref(entry)
            reflexive = ref.endswith("/reflexive")
            if reflexive:
                ref = self._creator_ref() + "/reflexive"
            causes = self._reflexive_causes() if reflexive else self._cause(entry, ref)
            triggered[entry["id"]] = self.rec.emit(
                ev.Triggered, instance=self.stack_id(entry), ability=ref, delayed=ref.endswith("/delayed"),
                reflexive=reflexive, source=self._source(entry, ref), controller=int(entry["controller"]),
                causes=causes)
        for entry in sorted(entries, key=lambda e: list(live).index(e["id"]) if e["id"] in live else -1):
            targets = ability_targets(self.table, entry["kind"]["data"]["ability"])
            self.rec.emit(ev.PutOnStack, object=self.stack_id(entry), controller=int(entry["controller"]),
                          targets=targets, modes=self.prompts.modes_of(entry), causes=(triggered[entry["id"]],))
            if entry["id"] not in live:  # gone before priority: phase removed it itself
                self._gone(entry, triggered[entry["id"]])
        self.pending = []
        self.prompts.orders.clear()

    def _source(self, entry: Json, ref: str) -> int:
        """A delayed trigger's source is the one its creation named."""
        made = [e for e in self.rec.events if isinstance(e, ev.DelayedCreated) and e.ability == ref]
        return made[-1].source if ref.endswith("/delayed") and made else self.source_id(entry)

    def _cause(self, entry: Json, ref: str) -> tuple[int, ...]:
        """The History event phase's ``trigger_event`` names; for "attacks
        and isn't blocked" (CR 509.3g), the declare blockers step's beginning."""
        try:
            ability = resolve_ref(self.scenario, ref)
        except ScenarioError:
            ability = None
        if ability is not None and ability.trigger is not None \
                and ability.trigger.event is TriggerEvent.ATTACKS_UNBLOCKED:
            steps = [e.seq for e in self.rec.events if isinstance(e, ev.StepBegin)
                     and e.step is Step.DECLARE_BLOCKERS]
            return tuple(steps[-1:])
        event = entry["kind"]["data"].get("trigger_event") or {}
        if event.get("type") == "BecomesTarget":
            return (self._targeting(event["data"]),)
        cause = self.rec.occurrences.get(occurrence_key(event))
        return () if cause is None else (cause,)

    def _targeting(self, data: Json) -> int:
        """A "becomes the target" trigger (CR 603.2c) names the spell's cast
        (CR 601.2c) or the ability's put_on_stack (CR 602.2b) that targets
        the permanent: phase's ``BecomesTarget`` names the spell, or the
        ability's source, and the target."""
        source, target = self.table.ids.now(int(data["source_id"])), target_ref(self.table, data["target"])
        origin = {e.object: e.source for e in self.rec.events if isinstance(e, ev.Activated)}
        origin.update({e.instance: e.source for e in self.rec.events if isinstance(e, ev.Triggered)})
        seq = next((e.seq for e in reversed(self.rec.events) if target in getattr(e, "targets", ())
                    and (isinstance(e, ev.Cast) and e.object == source
                         or isinstance(e, ev.PutOnStack) and origin.get(e.object) == source)), None)
        if seq is None:
            raise Unsupported("phase triggered a \"becomes the target\" ability on a spell or ability "
                              "the History does not show put on the stack")
        return seq

    def _creator_ref(self) -> str:
        """The ability whose resolution just ended: it made the reflexive trigger."""
        done = next((e for e in reversed(self.rec.events) if isinstance(e, ev.Resolved)), None)
        for e in self.rec.events:
            if isinstance(e, ev.Triggered) and done is not None and e.instance == done.object:
                return e.ability
            if isinstance(e, ev.Activated) and done is not None and e.object == done.object:
                return e.ability
        raise Unsupported("phase made a reflexive trigger for no ability the History shows resolving")

    def _reflexive_causes(self) -> tuple[int, ...]:
        """A reflexive trigger names what the last resolution's effects did
        (CR 603.12): phase makes it as that resolution ends."""
        done = next((e for e in reversed(self.rec.events) if isinstance(e, ev.Resolved)), None)
        if done is None or not done.causes:
            raise Unsupported("phase made a reflexive trigger outside any resolution")
        resolving = done.causes[0]
        return tuple(e.seq for e in self.rec.events if resolving in e.causes
                     and not isinstance(e, (ev.Resolved, ev.Choice)))

    def _gone(self, entry: Json, triggered: int) -> None:
        """A trigger phase stacked and took away before anyone got priority:
        its controller left the game (CR 800.4a), else it had no legal target."""
        lost = self.rec.lost.get(int(entry["controller"]))
        if lost is not None:
            self.rec.emit(ev.RemovedFromStack, object=self.stack_id(entry),
                          reason=ev.RemovalReason.CONTROLLER_LEFT, causes=(lost,))
        else:
            self.rec.emit(ev.RemovedFromStack, object=self.stack_id(entry),
                          reason=ev.RemovalReason.NO_LEGAL_TARGETS, causes=(triggered,))

    def _refuse_unexplained(self, call: EngineCall) -> None:
        """An ability gone from the stack that did not resolve, was not
        countered, and whose controller did not leave: no History event
        would say what phase did to it."""
        live = {e["id"] for e in self.game.stack()} | {p["id"] for p in self.pending}
        named = call.touched("StackResolved") | call.touched("SpellCountered")
        for entry in call.stack:
            if (entry["kind"]["type"] != "Spell" and entry["id"] not in live | named
                    and int(entry["controller"]) not in self.rec.lost):
                raise Unsupported(f"an ability left phase's stack with no event naming why "
                                  f"(stack entry {entry['id']})")

    def _trigger_order(self, entry: Json) -> tuple[int, int]:
        cause = self.rec.occurrences.get(occurrence_key(entry["kind"]["data"].get("trigger_event") or {}), 0)
        return cause, self.prompts.listed_index(entry, self.pending)

    # ---------------------------------------------------------- ids

    def stack_id(self, entry: Json) -> int:
        if entry["kind"]["type"] == "Spell":
            return self.table.ids.now(int(entry["id"]))
        return self.table.ids.ability(int(entry["id"]))

    def source_id(self, entry: Json) -> int:
        """The source as it was at the event; a card that arrived from a hand
        or library triggers from its new zone, so it is the arrived object."""
        ability = entry["kind"]["data"].get("ability") or {}
        cause = self.rec.occurrences.get(occurrence_key(entry["kind"]["data"].get("trigger_event") or {}))
        moved = self.rec.events[cause - 1] if cause else None
        if (isinstance(moved, ev.ZoneChange) and moved.from_zone.is_hidden
                and self.table.ids.phase_id_of_history(moved.new_id) == int(entry["source_id"])):
            return moved.new_id
        return self.table.ids.at(int(entry["source_id"]), ability.get("source_incarnation"))

    def stack_ids(self) -> tuple[int, ...]:
        return tuple(self.stack_id(e) for e in self.game.stack())

    def actor(self) -> int:
        data = self.game.waiting_for().get("data") or {}
        return int(data["player"]) if "player" in data else int(self.game.priority_player())

    # ---------------------------------------------------------- passing

    def pass_priority(self) -> None:
        seat = self.actor()
        self.rec.emit(ev.PassPriority, player=seat)
        self.step(seat, {"type": "PassPriority"})

    def answer_or_pass(self) -> None:
        """Pass if holding priority, otherwise answer the prompt."""
        wait = self.game.waiting_for()
        if wait["type"] == "Priority":
            self.pass_priority()
        else:
            answer = self.prompts.answer(wait, self.game.actions())
            if wait["type"] == "OptionalEffectChoice" and self.open_resolution:
                self.rec.emit(ev.Choice, object=self.open_resolution[0], player=self.actor(),
                              choice=ev.ChoiceKind.MAY, value=bool(answer["data"]["accept"]),
                              causes=(self.open_resolution[1],))
            self.step(self.actor(), answer)

    def until(self, done: Any) -> None:
        while not done():
            self.answer_or_pass()

    def at_priority(self) -> bool:
        kind: str = self.game.waiting_for()["type"]
        return kind == "Priority"

    def illegal(self, index: int, action: Action, reason: str, code: ev.RefusalCode) -> None:
        self.rec.emit(ev.IllegalAction, player=action.player, action=index, reason=reason, code=code)

    def attempt(self, index: int, action: Action, seat: int, move: Json) -> bool:
        """Apply an action phase did not offer, so that phase says why not:
        its refusal (a ``ValueError``, nothing changed) is an illegal action
        with phase's reason and its code (``refusals.py``); False then. True
        when phase took it after all."""
        try:
            self.step(seat, move)
        except ValueError as refused:
            self.illegal(index, action, f"phase refused it: {refused}", code_of(str(refused)))
            return False
        return True

    def phase_step(self) -> str:
        return str(self.game.phase)

    def refuse(self, action: Action) -> None:
        raise Unsupported(f"the phase adapter cannot play {action.action} actions yet")

    def target_step_name(self, action: Action) -> str:
        assert action.step is not None
        return STEP_NAMES[action.step]


def _activation_end(events: list[Json]) -> int:
    """Index just past phase's ``AbilityActivated`` (or the end)."""
    done = next((i for i, e in enumerate(events) if e["type"] == "AbilityActivated"), None)
    return len(events) if done is None else done + 1


def _own_move(events: list[Json], pid: int) -> set[int]:
    """Indices of the resolving object's own move off the stack, recorded
    after its resolution: the ``ZoneChanged``, and for a permanent spell the
    counters it enters with and the "enters with" replacement just before
    it (CR 614.1c), which are part of that move."""
    out: set[int] = set()
    for k, e in enumerate(events):
        if e["type"] == "ZoneChanged" and e["data"]["object_id"] == pid and e["data"]["from"] == "Stack":
            out |= {k, *entering_counters(events, k)}
            if k and events[k - 1]["type"] == "ReplacementApplied":
                out.add(k - 1)
    return out


def _delayed(game: Any) -> list[str]:
    return [json.dumps(d, sort_keys=True) for d in game.state()["state"].get("delayed_triggers") or ()]


def _not_resolved(top: Json, before_done: list[Json], wait: Json) -> ev.RemovalReason | None:
    """Why phase took the top object off the stack without resolving it, if
    it did: no effect resolved and nothing was asked (phase's log then has no
    "effect resolves" line either). Only two checks of phase do that: a
    triggered ability's intervening "if" (CR 603.4) and targets all illegal
    (CR 608.2b). phase does not say which one failed when both apply."""
    arrived = any(e["type"] == "ZoneChanged" and e["data"]["object_id"] == top["id"]
                  and e["data"]["to"] == "Battlefield" for e in before_done)  # a permanent spell resolved
    if arrived or wait["type"] == "OptionalEffectChoice" or any(e["type"] == "EffectResolved" for e in before_done):
        return None
    data = top["kind"]["data"]
    ability = data.get("ability") or {}
    condition = data.get("condition") or ability.get("condition")
    conditional = top["kind"]["type"] == "TriggeredAbility" and condition is not None
    targeted = any(part.get("targets") for part in ability_parts(ability))
    if conditional and targeted:
        raise Unsupported("phase removed a targeted ability with an intervening \"if\" without "
                          "saying whether its condition or its targets stopped it")
    if conditional:
        return ev.RemovalReason.CONDITION_FALSE
    return ev.RemovalReason.ILLEGAL_ON_RESOLUTION if targeted else None
