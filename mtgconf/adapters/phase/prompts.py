"""Answering phase's prompts from the scenario's ChoicePolicy.

Trigger order: phase lists simultaneous triggers in the order they triggered,
so "as triggered" answers the listed order and "reverse" its reverse (the
first index of an answer goes on the stack first). Targets: the policy's
per-ability answer, else the first or last legal target, objects by History
id, then players by seat.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgconf.adapters.phase.board import Table
from mtgconf.adapters.protocol import Unsupported
from reference_engine.abilities import AbilityKind, EffectKind
from reference_engine.errors import ScenarioError
from reference_engine.refs import resolve_ref
from reference_engine.ids import TargetRef
from reference_engine.scenario import OrderPolicy, Scenario, TargetPolicy

Json = dict[str, Any]


def entry_target(state: Json, data: Json) -> int:
    """Whom a creature put onto the battlefield attacking attacks (CR 508.4),
    for phase's ``EntryAttackTargetChoice``: the scenario's rule is the player
    the ability's "it" attacks. phase does not say which ability put it there,
    so the adapter answers only when every attacker attacks one and the same
    player."""
    combat = (state.get("state") or {}).get("combat") or {}
    attacked = {a.get("defending_player") for a in combat.get("attackers") or ()}
    valid = [t.get("data") for t in data.get("valid_targets") or () if t.get("type") == "Player"]
    chosen = [p for p in valid if p in attacked]
    if len(attacked) != 1 or len(chosen) != 1:
        raise Unsupported("phase asks whom a creature put onto the battlefield attacking attacks, and the "
                          "attackers attack several players: the adapter cannot tell which one the scenario means")
    return int(chosen[0])


def is_reflexive(ability: Json) -> bool:
    """phase stacks a "when you do" trigger (CR 603.12) as the sub-ability of
    the one that made it, linked to it as a ``sub_link``."""
    return ability.get("sub_link") is not None


class GameOver(Exception):
    """phase ended the game: the rest of the script cannot be played."""


@dataclass(slots=True)
class Prompts:
    table: Table
    scenario: Scenario
    orders: list[tuple[list[Json], list[int]]] = field(default_factory=list)
    """Each OrderTriggers answered since the last flush: (listed, order)."""
    queued_targets: list[TargetRef] = field(default_factory=list)
    """Targets a script action chose, for the spell or ability being put on the stack."""
    mode_labels: dict[int, tuple[list[str], list[int]]] = field(default_factory=dict)
    """phase source id -> the mode descriptions of the modal trigger it last
    asked about, and the indices the adapter answered."""
    resolving: Json | None = None
    """The stack entry the last pass with priority may have begun resolving."""
    queued_division: list[tuple[TargetRef, int]] = field(default_factory=list)
    """The share of each target a script action divided an amount into (CR 601.2d)."""
    refused_target: TargetRef | None = None
    """A target a script action chose that phase did not offer: the action
    was cancelled (``CancelCast``), and is recorded as refused."""

    def answer(self, wait: Json, actions: list[Any]) -> Any:
        kind, data = wait["type"], wait.get("data") or {}
        if kind == "OrderTriggers":
            return self._order(data)
        if kind in ("TargetSelection", "TriggerTargetSelection"):
            return self._target(data, actions)
        if kind == "DistributeAmong":
            return self._distribution(actions)
        if kind == "AbilityModeChoice" and not data.get("is_activated"):
            return self._trigger_mode(data, actions)
        if kind == "OptionalEffectChoice":
            return {"type": "DecideOptionalEffect", "data": {"accept": self.may(data)}}
        if kind == "DeclareAttackers":
            return {"type": "DeclareAttackers", "data": {"attacks": [], "bands": []}}
        if kind == "DeclareBlockers":
            return {"type": "DeclareBlockers", "data": {"assignments": []}}
        if kind == "EntryAttackTargetChoice":
            return self._entry_target(data)
        if kind == "CopyRetarget":
            return self._copy_retarget(data)
        if kind == "GameOver":
            raise GameOver()
        raise Unsupported(f"phase asked {kind!r}, which the phase adapter cannot answer")

    def _entry_target(self, data: Json) -> Json:
        target = entry_target(self.table.game.state(), data)
        return {"type": "ChooseEntryAttackTarget", "data": {"target": {"type": "Player", "data": target}}}

    # ---------------------------------------------------------- abilities

    def ability_ref(self, entry: Json) -> str:
        """``card/index`` of a triggered ability on phase's stack."""
        ability = entry["kind"]["data"].get("ability") or {}
        if ability.get("trigger_definition_ref") is None:
            delayed = self.delayed_ref(int(entry["source_id"]))
            if delayed is not None:
                return delayed
        occurrence = (ability.get("trigger_definition_ref") or {}).get("occurrence") or {}
        if occurrence.get("type") == "Granted":
            return self._granted_ref(ability)
        ref = self._ref(int(entry["source_id"]), (occurrence.get("data") or {}).get("printed_index"), None)
        return f"{ref}/reflexive" if is_reflexive(ability) else ref

    def _granted_ref(self, ability: Json) -> str:
        """phase names a granted trigger's grant by an instance number only:
        it is ``K/i/granted`` of the one card whose static ability grants a
        triggered ability of that text, when only one does."""
        text = str(ability.get("description") or "")
        grants = [f"{c.key}/{i}/granted" for c in self.scenario.cards for i, a in enumerate(c.abilities)
                  if a.static is not None and a.static.ability is not None
                  and a.static.ability.kind is AbilityKind.TRIGGERED]
        if len(grants) != 1:
            raise Unsupported(f"phase does not say which of {len(grants)} grants made the trigger {text!r}")
        return grants[0]

    def delayed_ref(self, source: int) -> str | None:
        """phase gives a delayed trigger no printed definition: it is the one
        its source's ability created (``K/i/delayed``), when only one can."""
        translated = self.table.cards_by_name.get(self.table.name_of(source))
        if translated is None:
            return None
        makers = [i for i, a in enumerate(translated.card.abilities)
                  if any(e.kind is EffectKind.CREATE_DELAYED for e in a.effects)]
        return f"{translated.card.key}/{makers[0]}/delayed" if len(makers) == 1 else None

    def _ref(self, source: int, printed_index: int | None, description: str | None) -> str:
        name = self.table.name_of(source)
        translated = self.table.cards_by_name.get(name)
        if translated is None:
            return f"{name}/?"
        if printed_index is None and description is not None:
            faces = translated.face.get("triggers") or []
            printed_index = next((i for i, t in enumerate(faces) if t.get("description") == description), None)
        if printed_index is None and len(translated.trigger_abilities) == 1:
            printed_index = 0
        index = translated.ability_of_trigger(printed_index) if printed_index is not None else None
        return f"{translated.card.key}/{'?' if index is None else index}"

    def _copy_retarget(self, data: Json) -> Json:
        """"You may choose new targets for the copy" (CR 707.10c): the may
        policy of the copying ability; if it chooses anew, each target is the
        target policy's pick among those phase offers, as for any target."""
        if not self.scenario.choices.may_for(self._copier_ref()):
            return {"type": "KeepAllCopyTargets"}
        slot = data["target_slots"][int(data.get("current_slot") or 0)]
        ranked = sorted((t for t in slot["legal_alternatives"] if t is not None), key=self._rank)
        if not ranked:
            return {"type": "KeepAllCopyTargets"}
        pick = ranked[-1] if self.scenario.choices.targets is TargetPolicy.LAST_LEGAL else ranked[0]
        return {"type": "ChooseTarget", "data": {"target": pick}}

    def _copier_ref(self) -> str:
        """``K/i`` of the copy effect resolving: the top of phase's stack, a
        spell or an activated ability, and its card's one ability that copies."""
        top = self.resolving
        if top is None:
            raise Unsupported("phase asked to retarget a copy outside any resolution")
        source = int(top["id"]) if top["kind"]["type"] == "Spell" else int(top["source_id"])
        translated = self.table.cards_by_name.get(self.table.name_of(source))
        if translated is None:
            raise Unsupported("phase asked to retarget a copy whose copying card the adapter cannot name")
        index = next((i for i, a in enumerate(translated.card.abilities)
                      if any(e.kind is EffectKind.COPY for e in a.effects)), None)
        if index is None:
            raise Unsupported("phase asked to retarget a copy made by no copy effect of the scenario")
        return f"{translated.card.key}/{index}"

    def may(self, data: Json) -> bool:
        return self.scenario.choices.may_for(self._ref(int(data["source_id"]), None, data.get("description")))

    # ---------------------------------------------------------- order

    def _order(self, data: Json) -> Json:
        listed = list(data["triggers"])
        order = list(range(len(listed)))
        if self.scenario.choices.order_for(int(data["player"])) is OrderPolicy.REVERSE:
            order.reverse()
        self.orders.append((listed, order))
        return {"type": "OrderTriggers", "data": {"order": order}}

    def listed_index(self, entry: Json, pending: list[Json]) -> int:
        """Where phase listed this trigger when it asked for an order; without
        a prompt, its place among the new stack entries of its controller."""
        mine = [p for p in pending if p["controller"] == entry["controller"]]
        position = next(i for i, p in enumerate(mine) if p["id"] == entry["id"])
        for listed, order in self.orders:
            if len(listed) == len(mine) and all(
                    int(listed[order[i]]["source_id"]) == int(p["source_id"]) for i, p in enumerate(mine)):
                return order[position]
        return position

    # ---------------------------------------------------------- targets

    def _target(self, data: Json, actions: list[Any]) -> Json:
        legal = [a.data["target"] for a in actions if a.kind == "ChooseTarget"]
        if not legal:
            raise Unsupported("phase asked for a target and offered none")
        scripted = bool(self.queued_targets)
        wanted = self._wanted(data)
        for option in legal:
            if wanted is not None and self._as_ref(option) == wanted:
                return {"type": "ChooseTarget", "data": {"target": option}}
        if scripted and wanted is not None and any(a.kind == "CancelCast" for a in actions):
            # The player's own cast or activation names a target phase does
            # not offer: phase would not take it, so it is cancelled and
            # recorded as refused (CR 601.2c), never given another target.
            self.refused_target = wanted
            return {"type": "CancelCast"}
        # A trigger's scripted target is not among those phase offers (or none
        # was scripted): phase gets the policy's pick among its own, and the
        # History shows the targets phase then holds, which the properties judge.
        ranked = sorted(legal, key=self._rank)
        pick = ranked[-1] if self.scenario.choices.targets is TargetPolicy.LAST_LEGAL else ranked[0]
        return {"type": "ChooseTarget", "data": {"target": pick}}

    def _trigger_mode(self, data: Json, actions: list[Any]) -> Any:
        """phase's ``AbilityModeChoice`` for a modal triggered ability put on
        the stack (CR 603.3c, 700.2): the scenario's preferred mode for that
        ability when phase offers it, else phase's first offer. phase offers
        the modes it deems choosable; the History's ``put_on_stack`` carries
        the mode phase then holds, which the properties judge."""
        modal = data.get("modal") or {}
        if int(modal.get("min_choices", 1)) != 1 or int(modal.get("max_choices", 1)) != 1:
            raise Unsupported("phase asked for several modes of a triggered ability; the adapter chooses one only")
        offered = [a for a in actions if a.kind == "SelectModes"]
        if not offered:
            raise Unsupported("phase asked for a mode and offered none")
        source = int(data["source_id"])
        if self._ref(source, None, None) in self.scenario.choices.modes_by_ability:
            raise Unsupported("the scenario prefers several modes (modes_by_ability); the adapter passes one only")
        want = self.scenario.choices.mode_by_ability.get(self._ref(source, None, None))
        pick = next((a for a in offered if list(a.data.get("indices") or ()) == [want]), offered[0])
        self.mode_labels[source] = ([str(d) for d in modal.get("mode_descriptions") or ()],
                                    [int(i) for i in pick.data.get("indices") or ()])
        return pick

    def modes_of(self, entry: Json) -> tuple[int, ...]:
        """The modes a triggered ability on phase's stack holds: its
        ``selected_mode_labels`` among the descriptions phase listed when it
        asked for the mode."""
        ability = entry["kind"]["data"].get("ability") or {}
        labels = [str(x) for x in ability.get("selected_mode_labels") or ()]
        if not labels:
            return ()
        known, answered = self.mode_labels.get(int(entry["source_id"]), ([], []))
        modes: list[int] = []
        for label in labels:
            same = [i for i, d in enumerate(known) if d == label]
            if len(same) > 1:  # modes worded alike: phase took the one the adapter answered
                same = [i for i in same if i in answered]
            if len(same) != 1:
                raise Unsupported(f"phase holds mode {label!r}, which the adapter cannot number")
            modes.append(same[0])
        return tuple(modes)

    def _distribution(self, actions: list[Any]) -> Any:
        """phase's ``DistributeAmong``: the scripted split when phase offers
        it; else (none scripted, or not offered) phase's first offer. The
        History's ``cast`` carries the split phase then holds on its stack,
        which the properties compare with the scenario's."""
        offered = [a for a in actions if a.kind == "DistributeAmong"]
        if not offered:
            raise Unsupported("phase asked for a division and offered none")
        wanted = sorted(self.queued_division, key=_share_key)
        self.queued_division = []
        for a in offered:
            split = sorted(((self._as_ref(t), int(n)) for t, n in a.data["distribution"]), key=_share_key)
            if split == wanted:
                return a
        return offered[0]

    def _wanted(self, data: Json) -> TargetRef | None:
        if self.queued_targets:
            return self.queued_targets.pop(0)
        if "source_id" in data:
            ref = self._reflexive_if_only_it_targets(self._ref(int(data["source_id"]), None, data.get("description")))
            chosen = self.scenario.choices.targets_by_ability.get(ref)
            if chosen:
                return self.physical(chosen[0])
        return None

    def _reflexive_if_only_it_targets(self, ref: str) -> str:
        """phase's prompt names the printed trigger for its reflexive part too:
        when only that part has targets, the prompt is the reflexive trigger's."""
        try:
            ability = resolve_ref(self.scenario, ref)
        except ScenarioError:
            return ref
        made = ability.reflexive
        if made is not None and not ability.targets and made.targets:
            return f"{ref}/reflexive"
        return ref

    def physical(self, target: TargetRef) -> TargetRef:
        """A target given by scenario id names the physical card wherever it
        is now: translate it to that card's current History id."""
        if target.object is None:
            return target
        phase_id = self.table.ids.phase_id_of(target.object)
        if phase_id is None:
            raise Unsupported(f"target {target.object} is no scenario object")
        return TargetRef(object=self.table.ids.now(phase_id))

    def _as_ref(self, option: Json) -> TargetRef:
        if "Player" in option:
            return TargetRef(player=int(option["Player"]))
        return TargetRef(object=self.table.ids.target(int(option["Object"])))

    def _rank(self, option: Json) -> tuple[int, int]:
        ref = self._as_ref(option)
        return (0, ref.object) if ref.object is not None else (1, int(ref.player or 0))


def _share_key(share: tuple[TargetRef, int]) -> tuple[int, int, int]:
    ref, amount = share
    return (0, ref.object, amount) if ref.object is not None else (1, int(ref.player or 0), amount)
