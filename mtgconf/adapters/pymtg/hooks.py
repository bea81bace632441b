"""Observation points inside python-mtg.

A ``push`` can run many steps, so the adapter wraps a few driver functions
(for one run only, then restores them) and records what changed at each:

- ``env._advance_one``: one step of the turn (step begins, combat, deaths);
- ``driver._stack_push``: a spell was cast (hand to stack, then ``cast``);
- ``driver._apply_effects``: triggered abilities are being applied; the
  changes that fired them are recorded first, then one ``triggered`` per row;
- ``driver._resolve_top``: the top object resolves (``resolving``, its
  effect's events, ``resolved``, then the spell leaves the stack);
- ``driver._resolve_one_target``: which spell is choosing a target, for the
  choice policy;
- ``driver._cast_instant_response``: a player's response window with a spell
  on the engine's stack (``has_priority``), recorded as ``priority`` and, when
  they cast nothing, ``pass``.

Triggered abilities are applied by ``_apply_effects`` at once: the engine
never puts them on its stack, so the History shows ``triggered`` and the
effect's events, with no ``put_on_stack`` (CR 603.3 is then judged).

The driver's play-by-play (printed on stdout, normally discarded by
``env.step``) is kept for fault evidence.
"""
from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, Iterator

from mtgconf.adapters.pymtg.recorder import Recorder
from mtgconf.adapters.pymtg.triggers import TriggerLog
from reference_engine import events as ev

State = dict[str, Any]


@dataclass(slots=True)
class Hooks:
    rec: Recorder
    triggers: TriggerLog
    out: io.StringIO = field(default_factory=io.StringIO)
    choosing: str | None = None
    """The engine label (spell or ability instance) choosing a target now."""

    def advance_one(self, orig: Any, state: State) -> Any:
        step, attacks, blocks = _step(state), set(state.get("attacks", ())), set(state.get("blocks", ()))
        self.rec.observe(state)
        result = orig(state)
        if step == "declare_attackers" and state.get("attacks") and state["attacks"] != attacks:
            self.rec.emit(ev.AttackersDeclared, attackers=tuple(
                (self.rec.current[a], self.rec.table.seat(d)) for a, d in sorted(state["attacks"])))
        if step == "declare_blockers" and state.get("blocks") and state["blocks"] != blocks:
            self.rec.emit(ev.BlockersDeclared, blocks=tuple(
                (self.rec.current[b], self.rec.current[a]) for b, a in sorted(state["blocks"])))
        self.rec.observe(state)  # after the declarations: the next step begins after them
        return result

    def stack_push(self, orig: Any, state: State, obj: str, controller: str) -> Any:
        result = orig(state, obj, controller)
        seqs = self.rec.observe(state, how=ev.ZoneChangeCause.CAST)
        t = self.rec.table.cards.get(obj)
        if t is not None:
            self.rec.emit(ev.Cast, object=self.rec.current[obj], card=t.card.key,
                          player=self.rec.table.seat(controller), causes=tuple(seqs))
        return result

    def apply_effects(self, orig: Any, state: State, pending: Any, pending_dyn: Any = None) -> Any:
        if self.triggers.fired(pending):  # only then: empty calls would split one sweep in two
            self.rec.observe(state)
            self.rec.resolving = None  # what follows is the triggered ability's, not the resolution's
            self.triggers.record(pending)
        return orig(state, pending, pending_dyn)

    def resolve_top(self, orig: Any, state: State) -> Any:
        """python-mtg resolves the top object of its stack, one per call.

        ``resolving`` names it before, ``resolved`` after its effect's events
        (which name the ``resolving`` among their causes); the spell then
        leaves the stack. A spell python-mtg finds with no legal target
        ("fizzles") does not resolve: nothing is recorded for it but its move
        to the graveyard. A triggered ability applied during the resolution
        (an "enters" ability of a resolving permanent) ends what the
        resolution itself did: the events after it are that ability's."""
        self.rec.observe(state)
        top, fizzles = _top_of_stack(state)
        if top is None or fizzles or top not in self.rec.table.cards or top not in self.rec.current:
            return orig(state)
        obj = self.rec.current[top]
        self.rec.resolving = self.rec.emit(ev.Resolving, object=obj)
        try:
            result = orig(state)
        finally:
            self.rec.observe(state, closing=lambda: self._resolved(obj))
            self.rec.resolving = None
        return result

    def _resolved(self, obj: int) -> None:
        self.rec.resolving = None
        self.rec.emit(ev.Resolved, object=obj)

    def resolve_one_target(self, orig: Any, state: State, label: str, *rest: Any) -> Any:
        self.choosing = label
        try:
            return orig(state, label, *rest)
        finally:
            self.choosing = None

    def response_window(self, orig: Any, state: State, player: str) -> Any:
        """python-mtg gives ``player`` priority with its stack as it is now."""
        self.rec.observe(state)
        stack = tuple(self.rec.current[o] for o, _ in sorted(state.get("on_stack", ()), key=lambda r: r[1])
                      if o in self.rec.current)
        seat = self.rec.table.seat(player)
        self.rec.emit(ev.Priority, player=seat, stack=stack)
        responded = orig(state, player)
        if not responded:
            self.rec.emit(ev.PassPriority, player=seat)
        return responded

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        """Wrap the driver for the duration of one run; always restore it."""
        from mtg import driver
        from mtg.engine import env

        saved = {(env, "_advance_one"): env._advance_one, (driver, "_stack_push"): driver._stack_push,
                 (driver, "_apply_effects"): driver._apply_effects,
                 (driver, "_resolve_one_target"): driver._resolve_one_target,
                 (driver, "_cast_instant_response"): driver._cast_instant_response,
                 (driver, "_resolve_top"): driver._resolve_top,
                 (env, "contextlib"): env.contextlib}
        env._advance_one = lambda s, o=env._advance_one: self.advance_one(o, s)
        driver._stack_push = lambda s, obj, c, o=driver._stack_push: self.stack_push(o, s, obj, c)
        driver._apply_effects = lambda s, p, d=None, o=driver._apply_effects: self.apply_effects(o, s, p, d)
        driver._resolve_one_target = lambda s, label, *r, o=driver._resolve_one_target: \
            self.resolve_one_target(o, s, label, *r)
        driver._cast_instant_response = lambda s, pl, o=driver._cast_instant_response: \
            self.response_window(o, s, pl)
        driver._resolve_top = lambda s, o=driver._resolve_top: self.resolve_top(o, s)
        # env.step sends the play-by-play to a throwaway buffer; keep it instead.
        env.contextlib = SimpleNamespace(redirect_stdout=lambda _buf: contextlib.redirect_stdout(self.out))
        try:
            with contextlib.redirect_stdout(self.out):
                yield
        finally:
            for (module, name), value in saved.items():
                setattr(module, name, value)


def _top_of_stack(state: State) -> tuple[str | None, bool]:
    """The object python-mtg's ``_resolve_top`` is about to resolve, and
    whether it will fizzle: the same query of the engine's rules, with all
    players passed as the driver sets it."""
    from mtg import driver

    saved = state.get("all_passed", set())
    state["all_passed"] = {("yes",)}
    try:
        out = driver.run(state, ["stack_top", "fizzles"])
    finally:
        state["all_passed"] = saved
    top = next((str(o) for (o,) in out["stack_top"]), None)
    return top, (top,) in out["fizzles"]


def _step(state: State) -> str:
    step: str = next(iter(state["current_step"]))[0]
    return step
