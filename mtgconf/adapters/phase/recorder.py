"""Turning phase's typed events into History events.

Only what phase reports is recorded. Simultaneity comes from phase itself:
zone changes that list each other in ``record.co_departed`` share a batch, and
so do the combat damage events of one damage step. A player leaving the game
is read with the state phase had just before the engine call
(``departure.py``).
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any

from mtgconf.adapters.phase.attachments import Ending, ending, explained_by, host_of, is_attach
from mtgconf.adapters.phase.board import Table
from mtgconf.adapters.phase.counters import at_arrival, counter_name, counts, on_battlefield, silent_changes
from mtgconf.adapters.phase.payment import Paying, paid_against, pays_now, spent
from mtgconf.adapters.phase.pt import by_effect, installed, modification, transients
from mtgconf.adapters.phase.sba import annihilated, aura_rule, creature_rule, planeswalker_rule, player_rule
from mtgconf.adapters.phase.prompts import entry_target
from mtgconf.adapters.phase.departure import EngineCall, Leaving, ceased, controller_before, returned
from mtgconf.adapters.protocol import Unsupported
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, ContinuousKind, EffectKind, TriggerEvent
from reference_engine.cards import CardDef, token_card
from reference_engine.ids import CardType, Color, ObjectId, Step, TargetRef, Zone
from reference_engine.scenario import ability_effects

Json = dict[str, Any]
ZONES = {"Library": Zone.LIBRARY, "Hand": Zone.HAND, "Battlefield": Zone.BATTLEFIELD,
         "Graveyard": Zone.GRAVEYARD, "Stack": Zone.STACK, "Exile": Zone.EXILE}
STEPS = {"Untap": Step.UNTAP, "Upkeep": Step.UPKEEP, "Draw": Step.DRAW,
         "PreCombatMain": Step.PRECOMBAT_MAIN, "BeginCombat": Step.BEGINNING_OF_COMBAT,
         "DeclareAttackers": Step.DECLARE_ATTACKERS, "DeclareBlockers": Step.DECLARE_BLOCKERS,
         "CombatDamage": Step.COMBAT_DAMAGE, "EndCombat": Step.END_OF_COMBAT,
         "PostCombatMain": Step.POSTCOMBAT_MAIN, "End": Step.END, "Cleanup": Step.CLEANUP}
_COLORS = {"White": Color.WHITE, "Blue": Color.BLUE, "Black": Color.BLACK, "Red": Color.RED,
           "Green": Color.GREEN}
_TYPES = {t.value.capitalize(): t for t in CardType}
_ONCE_PER_COMBAT = ("AttackersDeclared", "BlockersDeclared")
# phase gives "becomes blocked by a creature" triggers a per-pair event of
# their own; the pair was made by the one declaration (CR 509.1, 509.3c).
_SAME_AS = {"AttackerBecameBlockedByFilteredBlocker": "BlockersDeclared"}
_DEPARTURE_EVENTS = (TriggerEvent.PLAYER_LOSES, TriggerEvent.LEAVES, TriggerEvent.DIES)
"""Trigger events a leaving player's own permanents can meet as they leave."""
_MANA_SYMBOLS = {"White": "{W}", "Blue": "{U}", "Black": "{B}", "Red": "{R}", "Green": "{G}", "Colorless": "{C}"}


def _copies_an_ability(events: list[Json], i: int) -> bool:
    """phase's ``StackPushed`` of an ability's copy: the copy effect's
    ``EffectResolved`` follows it at once (a spell's copy has ``SpellCopied``)."""
    nxt = events[i + 1] if i + 1 < len(events) else {}
    return nxt.get("type") == "EffectResolved" and (nxt.get("data") or {}).get("kind") == "CopySpell"


def _loyalty_for_damage(events: list[Json], i: int) -> bool:
    """phase reports the loyalty that damage to a planeswalker removes just
    *before* the ``DamageDealt``; it is the damage's result (CR 120.3c)."""
    if i + 1 >= len(events) or events[i].get("type") != "CounterRemoved":
        return False
    removed, nxt = events[i].get("data") or {}, events[i + 1]
    target = ((nxt.get("data") or {}).get("target") or {}).get("Object")
    return (removed.get("counter_type") == "loyalty" and nxt.get("type") == "DamageDealt"
            and target == removed.get("object_id"))


def occurrence_key(event: Json) -> str:
    """A key naming one engine event, so a trigger's ``trigger_event`` can be
    matched to the History event recorded for it."""
    data = event.get("data") or {}
    kind = _SAME_AS.get(str(event.get("type")), event.get("type"))
    if kind in _ONCE_PER_COMBAT:
        return str(kind)  # a trigger's copy lists only the pairs it matched
    if event.get("type") == "ZoneChanged":
        record = data.get("record") or {}
        return f"ZoneChanged:{data.get('object_id')}:{record.get('turn_zone_change_index')}"
    return f"{event.get('type')}:{json.dumps(data, sort_keys=True)}"


def target_ref(table: Table, target: Json) -> TargetRef:
    if "Player" in target:
        return TargetRef(player=int(target["Player"]))
    return TargetRef(object=table.ids.target(int(target["Object"])))


def ability_targets(table: Table, ability: Json) -> tuple[TargetRef, ...]:
    """Every target of a stack entry's ability, in printed order: phase keeps
    each instruction's own targets on its part of the chain ("Put a counter
    on target creature. Put a counter on target creature an opponent
    controls." holds its second target on its ``sub_ability``)."""
    return tuple(target_ref(table, t) for part in ability_parts(ability) for t in part.get("targets") or ())


def ability_parts(ability: Json) -> list[Json]:
    """A phase ability and the ``sub_ability`` chain under it, in order."""
    parts: list[Json] = []
    part: Json | None = ability
    while part:
        parts.append(part)
        part = part.get("sub_ability")
    return parts


def _division(table: Table, ability: Json, targets: tuple[TargetRef, ...]) -> tuple[int, ...]:
    """The split of a divided amount phase holds on its stack (CR 601.2d):
    its ``distribution``, one share per target. With a single target phase
    asks nothing and stores no split: its ability's whole fixed amount goes
    to that target."""
    if not ability.get("distribute"):
        return ()
    shares = [(target_ref(table, t), int(n)) for t, n in ability.get("distribution") or ()]
    if shares:
        return tuple(next((n for ref, n in shares if ref == t), 0) for t in targets)
    amount = ((ability.get("effect") or {}).get("amount") or {})
    if len(targets) == 1 and amount.get("type") == "Fixed":
        return (int(amount["value"]),)
    return ()


@dataclass(slots=True)
class Recorder:
    table: Table
    turn: int
    active: int
    turn_offset: int = 0
    """How far phase's turn numbers run ahead of the scenario's (``board.turn_offset``)."""
    events: list[Any] = field(default_factory=list)
    occurrences: dict[str, int] = field(default_factory=dict)
    batches: dict[frozenset[int], int] = field(default_factory=dict)
    next_batch: int = 1
    call: EngineCall = field(default_factory=EngineCall)
    """The engine call whose events are being recorded."""
    leaving: Leaving | None = None
    """The players leaving in that call."""
    lost: dict[int, int] = field(default_factory=dict)
    """Every player who lost -> the seq of their ``player_lost``."""
    removed: dict[int, int] = field(default_factory=dict)
    """phase id of a stack object -> its ``removed_from_stack`` seq, a cause of its move."""
    tokens: dict[int, str] = field(default_factory=dict)
    """phase id of every token made -> its token definition's key."""
    ceased: set[int] = field(default_factory=set)
    """phase ids of the tokens recorded as having ceased to exist."""
    pt_seen: set[int] = field(default_factory=set)
    """Ids of phase's "until end of turn" entries already recorded (``pt.py``)."""
    pt_events: dict[int, tuple[int, int, int]] = field(default_factory=dict)
    """phase entry id -> (phase object id, its History id then, ``pt_modified`` seq)."""
    paying: Paying | None = None
    """A cost locked in whose payment phase has not yet reported (``payment.py``)."""
    copied_abilities: set[int] = field(default_factory=set)
    """phase stack ids of abilities copied on the stack: they did not trigger."""
    copies: set[int] = field(default_factory=set)
    """phase ids of the spell copies made (``SpellCopied``): no card, no zone change."""
    equipped: dict[int, int] = field(default_factory=dict)
    """phase id of an Equipment -> that of the permanent an equip ability last attached it to."""
    endings: dict[int, list[tuple[Ending, ObjectId, ObjectId]]] = field(default_factory=dict)
    """Index in the call's events -> the ``Unattached`` it explains (``attachments.py``),
    with the History ids of attachment and host before the move."""

    def emit(self, cls: type, **fields: Any) -> int:
        seq = len(self.events) + 1
        self.events.append(cls(seq=seq, **fields))
        return seq

    def new_batch(self) -> int:
        self.next_batch += 1
        return self.next_batch - 1

    def begin(self, call: EngineCall) -> None:
        """A new engine call: its events follow."""
        self.call, self.leaving = call, None

    # ---------------------------------------------------------- engine events

    def absorb(self, events: list[Json], causes: tuple[int, ...] = (), *, resolving: int | None = None) -> None:
        """Record one run of engine events, in order; ``causes`` is added to
        each (the ``resolving`` seq while an object resolves). Events outside
        any resolution, or after phase's ``StackResolved``, are where phase
        performs state-based actions (``sba.py``)."""
        sba_region = resolving is None and not causes
        damage_batch: int | None = None
        token_batch: int | None = None
        run_batch: int | None = None
        replaced: tuple[int, ...] = ()
        entering: dict[int, tuple[int, int | None]] = {}
        """Index of a counter event -> (seq, batch) of the arrival it is part of."""
        for i, event in enumerate(events):
            kind, data = event.get("type"), event.get("data") or {}
            seq: int | None = None
            if self.paying is not None and pays_now(self.paying, str(kind), data):
                self.cost_paid()
            if i in entering:
                arrival, batch = entering.pop(i)
                name, amount = counter_name(str(data["counter_type"])), int(data["count"])
                seq = self.emit(ev.Counters, object=self.table.ids.now(int(data["object_id"])), counter=name,
                                amount=amount, causes=(arrival,), batch=batch)
                self.occurrences[occurrence_key(event)] = seq
                continue
            if kind == "Unattached":
                self._unattached(events, i, causes)
                continue
            if kind != (events[i - 1].get("type") if i else None):
                run_batch = None  # a run of taps (or untaps) ends at any other event
            made_token = kind == "ZoneChanged" and data.get("from", "") is None
            if not made_token and kind != "TokenCreated":
                token_batch = None  # the tokens one effect makes come together, with nothing in between
            if kind == "TokenCreated":
                continue  # recorded with the arrival it follows
            if made_token:
                if token_batch is None:
                    token_batch = self.new_batch()
                seq = self._token(data, events[i + 1:], causes, token_batch, resolving)
                made = next((e for e in events[i + 1:] if e.get("type") == "TokenCreated"), {})
                self.occurrences[occurrence_key(made)] = self.occurrences[occurrence_key(event)] = seq
                continue
            if kind == "ReplacementApplied":
                if not self._enters_with(data, events[i + 1:]):
                    replaced = self._replaced(data, events[i - 1] if i else {}, events[i + 1:], causes)
                continue
            if kind == "StackResolved":
                sba_region = True
            if kind == "Regenerated" and sba_region:
                raise Unsupported("phase regenerated a permanent in a state-based action check, "
                                  "which the adapter cannot name")
            if kind == "ZoneChanged" and int(data["object_id"]) in self.copies:
                continue  # a spell's copy ceases to exist as it leaves the stack: no zone change (CR 707.10a)
            if kind == "ZoneChanged":
                with_counters = entering_counters(events, i)
                seq = self._zone_change(data, events[i + 1:], causes + replaced, resolving, bool(with_counters),
                                        sba_region)
                replaced = ()
                entering.update({j: (seq, self.events[seq - 1].batch) for j in with_counters})
            elif kind == "DamageDealt":
                if data.get("is_combat") and damage_batch is None:
                    damage_batch = self.new_batch()
                seq = self.emit(ev.Damage, source=self.table.ids.now(int(data["source_id"])),
                                target=target_ref(self.table, data["target"]), amount=int(data["amount"]),
                                combat=bool(data.get("is_combat")), causes=causes,
                                batch=damage_batch if data.get("is_combat") else None)
                if i and _loyalty_for_damage(events, i - 1):
                    removed = events[i - 1]["data"]
                    self.emit(ev.Counters, object=self.table.ids.now(int(removed["object_id"])), counter="loyalty",
                              amount=-int(removed["count"]), causes=(seq,))
            elif kind == "DamagePrevented":
                seq = self.emit(ev.DamagePrevented, source=self.table.ids.now(int(data["source_id"])),
                                target=target_ref(self.table, data["target"]), amount=int(data["amount"]),
                                causes=causes)
            elif kind == "LifeChanged":
                seq = self.emit(ev.Life, player=int(data["player_id"]), amount=int(data["amount"]),
                                total=int(data["new_total"]), causes=causes)
            elif kind == "CardDrawn":
                seq = self.emit(ev.Draw, player=int(data["player_id"]),
                                object=self.table.ids.now(int(data["object_id"])), causes=causes)
            elif kind in ("PermanentTapped", "PermanentUntapped"):
                run_batch = self._run_batch(events, i, run_batch) if resolving is not None else None
                cls = ev.Tapped if kind == "PermanentTapped" else ev.Untapped
                seq = self.emit(cls, object=self.table.ids.now(int(data["object_id"])), causes=causes,
                                batch=run_batch)
            elif kind == "TurnStarted":
                self.turn, self.active = int(data["turn_number"]) - self.turn_offset, int(data["player_id"])
            elif kind == "PhaseChanged" and data.get("phase") in STEPS:
                seq = self.emit(ev.StepBegin, turn=self.turn, step=STEPS[data["phase"]],
                                active_player=self.active)
                if data["phase"] == "Cleanup":
                    self._wore_off(seq, events, i)
            elif kind == "AttackersDeclared":
                pairs = tuple((self.table.ids.now(int(a)), int(d["data"])) for a, d in data.get("attacks", ())
                              if d.get("type") == "Player")
                seq = self.emit(ev.AttackersDeclared, attackers=pairs)
            elif kind == "BlockersDeclared":
                pairs = tuple((self.table.ids.now(int(b)), self.table.ids.now(int(a)))
                              for b, a in data.get("assignments", ()))
                seq = self.emit(ev.BlockersDeclared, blocks=pairs)
            elif kind in ("CounterAdded", "CounterRemoved"):
                if _loyalty_for_damage(events, i):
                    continue  # recorded after the damage that removes it (CR 120.3c)
                sign = 1 if kind == "CounterAdded" else -1
                seq = self.emit(ev.Counters, object=self.table.ids.now(int(data["object_id"])),
                                counter=counter_name(str(data["counter_type"])),
                                amount=sign * int(data["count"]), causes=causes)
            elif kind == "ControllerChanged":
                seq = self.emit(ev.ControlChange, object=self.table.ids.now(int(data["object_id"])),
                                old_controller=int(data["old_controller"]),
                                new_controller=int(data["new_controller"]), causes=causes)
            elif kind == "PlayerLost":
                seq = self._player_lost(int(data["player_id"]), causes, sba_region)
            elif kind == "PlayerEliminated":
                self._eliminated(int(data["player_id"]))
            elif kind == "SpellCountered":
                seq = self._countered(int(data["object_id"]), causes)
            elif kind == "SpellCast":
                seq = self._cast(data, causes)
            elif kind == "PermanentPhasedOut":
                seq = self.emit(ev.PhasedOut, object=self.table.ids.now(int(data["object_id"])), causes=causes)
            elif kind == "PermanentPhasedIn":
                seq = self.emit(ev.PhasedIn, object=self.table.ids.now(int(data["object_id"])), causes=causes)
            elif "Phased" in str(kind):
                raise Unsupported(f"phase reported {kind}, which the adapter does not map")
            elif kind == "PermanentSacrificed":
                # Not a History event of its own: the sacrifice is the move
                # phase reported just before, which "whenever [a player]
                # sacrifices" triggers name (CR 701.21a).
                now = self.table.ids.now(int(data["object_id"]))
                seq = next((e.seq for e in reversed(self.events) if isinstance(e, ev.ZoneChange)
                            and e.new_id == now and e.how is ev.ZoneChangeCause.SACRIFICE), None)
                if seq is None:
                    raise Unsupported("phase reported a sacrifice the adapter recorded no move for")
            elif kind == "Discarded":
                pid = int(data["object_id"])
                moved = [e.seq for e in self.events[-3:] if isinstance(e, ev.ZoneChange)
                         and e.new_id == self.table.ids.now(pid)]
                seq = self.emit(ev.Discard, player=int(data["player_id"]), object=self.table.ids.now(pid),
                                causes=causes + tuple(moved))
            elif kind == "ManaAdded":
                seq = self.emit(ev.ManaAdded, player=int(data["player_id"]),
                                mana=_MANA_SYMBOLS.get(str(data["mana_type"]), "{C}"), causes=causes)
            elif kind == "SpellCopied":
                seq = self._spell_copied(data, causes)
            elif kind == "StackPushed" and _copies_an_ability(events, i):
                seq = self._ability_copied(int(data["object_id"]), causes)
            elif is_attach(event):
                seq = self._attached(int(data["source_id"]), i, causes)
            if seq is not None:
                self.occurrences[occurrence_key(event)] = seq
            if i in self.endings and kind == "ZoneChanged" and seq is not None:
                self._ended_by(self.endings.pop(i), seq)
        if self.endings:
            raise Unsupported("phase unattached an object with no move or attach the adapter recorded after it")

    def cost_paid(self) -> int:
        """``cost_paid`` of the payment under way: the mana phase's journal
        shows spent on it, against the locked cost; for an activation, the
        life its payer lost and whether its source became tapped since the
        ``cost_locked`` (phase's own events, CR 602.2b, 601.2h)."""
        p, self.paying = self.paying, None
        assert p is not None
        mana = paid_against(p.mana, spent(self.table.game, p.journal, p.pid, p.player))
        since = self.events[p.lock:]
        source = self.table.ids.now(p.pid)
        was = {source} | {e.old_id for e in since if isinstance(e, ev.ZoneChange) and e.new_id == source}
        life = -sum(e.amount for e in since if isinstance(e, ev.Life) and e.player == p.player and e.amount < 0)
        tapped = not p.cast and any(isinstance(e, ev.Tapped) and e.object in was for e in since)
        sacrificed = [e for e in since if isinstance(e, ev.ZoneChange) and e.how is ev.ZoneChangeCause.SACRIFICE]
        costs = tuple(e.seq for e in since if isinstance(e, ev.Life) and e.player == p.player
                      or isinstance(e, ev.Tapped) and e.object in was and not p.cast) + tuple(
                          e.seq for e in sacrificed)
        return self.emit(ev.CostPaid, object=p.object, player=p.player, mana=mana, life=0 if p.cast else life,
                         sacrificed=tuple(e.old_id for e in sacrificed), tapped_source=tapped,
                         causes=tuple(sorted(costs)))

    def _replaced(self, data: Json, previous: Json, later: list[Json], causes: tuple[int, ...]) -> tuple[int, ...]:
        """phase's ``ReplacementApplied``: a prevention (its ``DamagePrevented``
        just before) is that event alone; a replaced move is ``replaced``, a
        cause of the move that happened instead. phase does not say what the
        move would have been, only the object and the permanent replacing it."""
        if previous.get("type") == "DamagePrevented":
            return ()
        moved = next((e["data"] for e in later if e.get("type") == "ZoneChanged"), None)
        if data.get("event_type") != "Moved" or moved is None:
            raise Unsupported(f"phase applied a replacement to {data.get('event_type')!r}, "
                              "which the adapter does not report")
        pid = int(moved["object_id"])
        return (self.emit(ev.Replaced, original=f"zone_change {self.table.ids.now(pid)} {moved['from'].lower()}->?",
                          object=self.table.ids.now(pid), effect=self._replacing(int(data["source_id"])),
                          causes=causes),)

    def _replacing(self, pid: int) -> str:
        """``K/i``: the one static ability of the permanent that replaced."""
        name = self.table.name_of(pid)
        translated = self.table.cards_by_name.get(name)
        if translated is None:
            return ""
        statics = [i for i, a in enumerate(translated.card.abilities) if a.kind is AbilityKind.STATIC]
        return f"{translated.card.key}/{statics[0]}" if len(statics) == 1 else ""

    def _enters_with(self, data: Json, later: list[Json]) -> bool:
        """Whether phase's ``ReplacementApplied`` is an "enters with counters"
        effect (CR 614.1c) modifying the move that follows: its source has
        one, and the move brings a permanent onto the battlefield with
        counters put on it at once. It changes how the permanent enters,
        not where it goes: no ``replaced``; the counters are part of the
        arrival (``entering_counters``)."""
        moved = next((k for k, e in enumerate(later) if e.get("type") == "ZoneChanged"), None)
        if data.get("event_type") != "Moved" or moved is None or not entering_counters(later, moved):
            return False  # checked first: a prevention shield's source is no object
        source = self._source_card(data.get("source_id"))
        if source is None:
            return False
        statics = [a for a in source.abilities if a.static is not None
                   and a.static.kind is ContinuousKind.ENTERS_WITH_COUNTERS]
        return bool(statics)

    def _spell_copied(self, data: Json, causes: tuple[int, ...]) -> int:
        """phase's ``SpellCopied``: the copy is put on the stack by the
        resolving copy effect, neither cast nor triggered (CR 707.10), with
        the targets phase's stack entry holds for it."""
        pid, original = int(data["object_id"]), int(data["original_id"])
        self.copies.add(pid)
        entry = next((e for e in self.table.game.stack() if int(e["id"]) == pid), None)
        if entry is None:
            raise Unsupported("phase reported a spell copy that is not on its stack")
        ability = entry["kind"]["data"].get("ability") or {}
        targets = ability_targets(self.table, ability)
        return self.emit(ev.PutOnStack, object=self.table.ids.now(pid), controller=int(data["controller"]),
                         targets=targets, copy_of=self.table.ids.now(original), causes=causes)

    def _ability_copied(self, pid: int, causes: tuple[int, ...]) -> int:
        """A triggered ability copied by a resolving copy effect (Strionic
        Resonator): phase pushes a new entry; it did not trigger (CR 707.10).
        The original is the other entry of the same source and text."""
        stack = self.table.game.stack()
        entry = next((e for e in stack if int(e["id"]) == pid), None)
        twins = [e for e in stack if int(e["id"]) != pid and entry is not None
                 and e["kind"]["type"] == entry["kind"]["type"] and e.get("source_id") == entry.get("source_id")
                 and e["kind"]["data"].get("description") == entry["kind"]["data"].get("description")]
        if entry is None or len(twins) != 1:
            raise Unsupported("phase copied an ability the adapter cannot match to its original")
        self.copied_abilities.add(pid)
        ability = entry["kind"]["data"].get("ability") or {}
        targets = ability_targets(self.table, ability)
        return self.emit(ev.PutOnStack, object=self.table.ids.ability(pid), controller=int(entry["controller"]),
                         targets=targets, copy_of=self.table.ids.ability(int(twins[0]["id"])), causes=causes)

    def _unattached(self, events: list[Json], i: int, causes: tuple[int, ...]) -> None:
        """phase's ``Unattached``, recorded after the event that explains it
        (``attachments.py``); with none to follow, at once."""
        end = ending(events[i])
        if end is None:
            raise Unsupported("phase unattached an object from something other than a permanent")
        ids = (self.table.ids.now(end.attachment), self.table.ids.now(end.host))
        k = explained_by(end, events[i + 1:])
        if k is None:
            seq = self.emit(ev.Unattached, object=ids[0], host=ids[1], causes=causes)
            self.occurrences[occurrence_key(events[i])] = seq
            return
        self.endings.setdefault(i + 1 + k, []).append((end, *ids))

    def _ended_by(self, ends: list[tuple[Ending, ObjectId, ObjectId]], move: int) -> None:
        """Each ``unattached`` a move ended: caused by it, in its batch
        (CR 301.5, 303.4; docs/formats.md)."""
        batch = self.events[move - 1].batch
        if batch is None:
            batch = self.new_batch()
            self.events[move - 1] = dataclasses.replace(self.events[move - 1], batch=batch)
        for end, attachment, host in ends:
            seq = self.emit(ev.Unattached, object=attachment, host=host, causes=(move,), batch=batch)
            self.occurrences[occurrence_key(end.event)] = seq

    def _attached(self, pid: int, i: int, causes: tuple[int, ...]) -> int | None:
        """An equip ability attached ``pid`` (CR 701.3a, 702.6a): ``attached``,
        after the ``unattached`` from its former host, if any, in one batch;
        nothing when it was already attached to that permanent (CR 701.3b)."""
        host = host_of(self.table.game.object(pid))
        if host is None:
            raise Unsupported("phase resolved an attach effect that left the Equipment unattached")
        moved = self.endings.pop(i, [])
        if not moved and self.equipped.get(pid) == host:
            return None
        self.equipped[pid] = host
        batch = self.new_batch() if moved else None
        for end, attachment, old in moved:
            seq = self.emit(ev.Unattached, object=attachment, host=old, causes=causes, batch=batch)
            self.occurrences[occurrence_key(end.event)] = seq
        return self.emit(ev.Attached, object=self.table.ids.now(pid), host=self.table.ids.now(host),
                         causes=causes, batch=batch)

    def _run_batch(self, events: list[Json], i: int, current: int | None) -> int | None:
        """phase reports what one "tap all" (or "untap all") instruction does
        as a run of events of one kind with nothing in between: they happen at
        once, so they share a batch (docs/formats.md). A lone one has none."""
        if current is not None:
            return current
        follows = i + 1 < len(events) and events[i + 1].get("type") == events[i].get("type")
        return self.new_batch() if follows else None

    def _zone_change(self, data: Json, later: list[Json], causes: tuple[int, ...],
                     resolving: int | None, own_batch: bool = False, sba_region: bool = False) -> int:
        pid = int(data["object_id"])
        record = data.get("record") or {}
        reference = ((record.get("trigger_source_context") or {}).get("identity") or {}).get("reference") or {}
        left = self._departure_cause(data)
        old, new = self.table.ids.moved(pid, reference.get("incarnation"))
        src, dst = ZONES[data["from"]], ZONES[data["to"]]
        batch = None
        if record.get("co_departed"):
            group = frozenset([pid, *map(int, record["co_departed"])])
            batch = self.batches.setdefault(group, self.new_batch())
        if batch is None and own_batch:
            batch = self.new_batch()  # the counters it enters with share it (CR 614.1c)
        how = _how(pid, src, dst, later, old == resolving)
        if left is not None and self.leaving is not None:
            causes, how, batch = causes + (left,), ev.ZoneChangeCause.LEFT_GAME, self.leaving.batch
        if src is Zone.STACK and pid in self.removed:
            causes = causes + (self.removed.pop(pid),)
        rule = self._sba_rule(pid, record, later, sba_region) if (src, dst) == (Zone.BATTLEFIELD, Zone.GRAVEYARD) \
            and left is None else None
        if rule is not None:
            batch = batch if batch is not None else self.new_batch()
            causes = causes + (self.emit(ev.Sba, rule=rule, object=old, batch=batch),)
            how = ev.ZoneChangeCause.DESTROY if rule == "704.5g" else ev.ZoneChangeCause.SBA  # CR 704.5g destroys
        attacking, blocking = self._into_combat(pid) if dst is Zone.BATTLEFIELD else (None, None)
        return self.emit(ev.ZoneChange, old_id=old, new_id=new, from_zone=src, to_zone=dst,
                         owner=int(record.get("owner", 0)), how=how,
                         before=None if src.is_hidden else self._lki(record),
                         after=None if dst.is_hidden else self._arrived(pid, dst, later),
                         causes=causes, batch=batch, attacking=attacking, blocking=blocking)

    def _sba_rule(self, pid: int, record: Json, later: list[Json], sba_region: bool) -> str | None:
        """The state-based action that put a permanent into a graveyard
        (``sba.py``), or ``None`` for a move of another kind; ``Unsupported``
        for one made where phase performs them that the adapter cannot name."""
        nxt = [e for e in later[:2] if (e.get("data") or {}).get("object_id") == pid]
        destroyed = any(e["type"] == "CreatureDestroyed" and e["data"].get("source_id") is None for e in nxt)
        if any(e["type"] in ("PermanentSacrificed", "CreatureDestroyed") for e in nxt) and not destroyed:
            return None
        if not (sba_region or destroyed):
            return None
        lki = (record.get("trigger_source_context") or {}).get("lki") or {}
        rule = creature_rule(lki, destroyed, self._damage_of(pid)) or (
            (aura_rule(lki, record) or planeswalker_rule(lki)) if sba_region else None)
        if rule is None:
            raise Unsupported(f"phase put object {pid} from the battlefield into a graveyard as a state-based "
                              "action the adapter cannot name")
        return rule

    def _damage_of(self, pid: int) -> int:
        """Damage marked on a permanent: before the engine call, plus what the call dealt it."""
        dealt = sum(int(e["data"]["amount"]) for e in self.call.events if e.get("type") == "DamageDealt"
                    and (e["data"].get("target") or {}).get("Object") == pid)
        return self.call.damage.get(pid, 0) + dealt

    def _token(self, data: Json, later: list[Json], causes: tuple[int, ...], batch: int,
               resolving: int | None) -> int:
        """phase's arrival from no zone, followed by its ``TokenCreated``: a
        token made (CR 111.1). The tokens of one effect share ``batch``. A
        copy bears the copied card's name (CR 707.2); phase does not name the
        permanent copied, which is the resolving object's target (cards.py
        refuses any other copy effect)."""
        pid = int(data["object_id"])
        made = next((e["data"] for e in later if e.get("type") == "TokenCreated"
                     and int((e.get("data") or {}).get("object_id", -1)) == pid), None)
        if made is None:
            raise Unsupported(f"phase put object {pid} onto the battlefield from no zone without a TokenCreated")
        record = data.get("record") or {}
        copied = self._copied(str(made["name"]), made.get("source_id"), resolving)
        key = self._token_key(str(made["name"]), made.get("source_id")) if copied is None else copied[0]
        self.tokens[pid], self.table.token_names[pid] = key, str(made["name"]).lower()
        incarnation = (((record.get("trigger_source_context") or {}).get("identity") or {})
                       .get("reference") or {}).get("incarnation")
        new = self.table.ids.now(pid)
        if incarnation is not None:
            self.table.ids.by_incarnation.setdefault((pid, int(incarnation)), new)
        # phase's record of the arrival, when the token is gone by the end of the engine call
        gone = str(pid) not in self.table.game.state()["state"]["objects"]
        after = self._lki(record) if gone else self._arrived(pid, Zone.BATTLEFIELD, later)
        return self.emit(ev.TokenCreated, object=new, card=key, owner=int(record["owner"]),
                         controller=int(record["controller"]), copy_of=None if copied is None else copied[1],
                         after=after, causes=causes, batch=batch)

    def _copied(self, name: str, source: Any, resolving: int | None) -> tuple[str, ObjectId] | None:
        """For a token copy: the copied card's key and the permanent copied,
        the target its source's copy effect names; ``None`` for another token."""
        source_card = self._source_card(source)
        copies = {e.target for a in (() if source_card is None else source_card.abilities)
                  for e in ability_effects(a) if e.kind is EffectKind.CREATE_TOKEN_COPY}
        translated = self.table.cards_by_name.get(name.lower())
        if not copies or translated is None:
            return None
        stacked = next((e for e in reversed(self.events) if isinstance(e, (ev.PutOnStack, ev.Cast))
                        and e.object == resolving), None)
        if len(copies) != 1 or stacked is None or len(stacked.targets) <= min(copies) \
                or stacked.targets[min(copies)].object is None:
            raise Unsupported(f"phase made a token copy of {name!r} whose original the adapter cannot name")
        original = stacked.targets[min(copies)].object
        assert original is not None
        return translated.card.key, original

    def _source_card(self, source: Any) -> CardDef | None:
        if source is None:
            return None
        translated = self.table.cards_by_name.get(self.table.name_of(int(source)))
        return None if translated is None else translated.card

    def _token_key(self, name: str, source: Any) -> str:
        """The token definition phase's token came from: the one of that name
        among the source card's token effects (any card's, if phase names no source)."""
        wanted = name.lower()
        source_card = self._source_card(source)
        cards = [t.card for t in self.table.cards_by_name.values()] if source_card is None else [source_card]
        keys = {spec.key for c in cards for a in c.abilities for e in ability_effects(a)
                if (spec := e.token) is not None
                and wanted in (token_card(spec).name.lower(), token_card(spec).name.lower().removesuffix(" token"))}
        if len(keys) != 1:
            raise Unsupported(f"phase made a token named {name!r} that the adapter cannot tie to one token "
                              f"definition ({sorted(keys) or 'none'})")
        return keys.pop()

    def _into_combat(self, pid: int) -> tuple[int | None, ObjectId | None]:
        """Whether phase put the arriving permanent into combat (CR 508.4, 509.4):
        the player it attacks, or the attacker it blocks, from phase's combat state."""
        state = self.table.game.state()
        combat = (state.get("state") or {}).get("combat") or {}
        attacking = next((int(a["defending_player"]) for a in combat.get("attackers") or ()
                          if a.get("object_id") == pid and a.get("defending_player") is not None), None)
        wait = self.table.game.waiting_for() or {}
        if attacking is None and wait.get("type") == "EntryAttackTargetChoice" \
                and (wait.get("data") or {}).get("object_id") == pid:
            attacking = entry_target(state, wait.get("data") or {})  # the answer the prompt will give
        blocked = (combat.get("blocker_to_attacker") or {}).get(str(pid))
        if isinstance(blocked, list):
            blocked = blocked[0] if blocked else None
        return attacking, None if blocked is None else self.table.ids.now(int(blocked))

    # ---------------------------------------------------------- leaving the game

    def _player_lost(self, player: int, causes: tuple[int, ...], sba_region: bool = False) -> int:
        """phase does not say which rule made them lose: where it performs
        state-based actions, the rule is read from its state (``sba.py``).
        Players losing in one engine call lose together: one batch for their
        departure."""
        self._refuse_unseen_triggers(player)
        if self.leaving is None:
            self.leaving = Leaving(batch=self.new_batch())
        rule = ""
        if sba_region:
            rule = player_rule(self.table.game.player(player)) or ""
            if not rule:
                raise Unsupported(f"player {player} lost in a state-based action check for a reason "
                                  "the adapter cannot name")
            causes = causes + (self.emit(ev.Sba, rule=rule, player=player, batch=self.leaving.batch),)
        seq = self.emit(ev.PlayerLost, player=player, causes=causes, batch=self.leaving.batch, rule=rule)
        self.leaving.lost[player] = self.lost[player] = seq
        return seq

    def _refuse_unseen_triggers(self, player: int) -> None:
        """A loser's permanents can trigger on the loss or on their own
        departure; those triggers cease to exist at once (CR 800.4a), and
        phase drops them before they reach its stack, where the adapter sees
        triggers. Whether phase triggered them cannot be observed."""
        if len(self.table.game.state()["state"]["players"]) < 3:
            return
        for pid, controller in self.call.controllers.items():
            name = self.table.name_of(pid)
            translated = self.table.cards_by_name.get(name)
            if controller != player or translated is None:
                continue
            for i, a in enumerate(translated.card.abilities):
                if a.trigger is not None and a.trigger.event in _DEPARTURE_EVENTS:
                    raise Unsupported(f"{translated.card.key}/{i}: a trigger of a player leaving the game is "
                                      "dropped by phase before it reaches the stack, so cannot be observed")

    def _departure_cause(self, data: Json) -> int | None:
        """For one of phase's departure moves (to its exile zone: phase has
        no zone outside the game) of an object a losing player owns or
        controlled, the loss of its owner, else of its controller."""
        if self.leaving is None or data.get("to") != "Exile":
            return None
        owner = int((data.get("record") or {}).get("owner", -1))
        return self.leaving.cause(owner, controller_before(self.call, data))

    def _eliminated(self, player: int) -> None:
        """What phase does silently as it eliminates the player: control of
        what they had taken goes back, their abilities leave the stack. phase
        gives no order: both are put here, between its two groups of moves."""
        if self.leaving is None or player not in self.leaving.lost:
            return
        cause, batch = (self.leaving.lost[player],), self.leaving.batch
        for pid, back in returned(self.table.game, self.call, player):
            self.emit(ev.ControlChange, object=self.table.ids.now(pid), old_controller=player,
                      new_controller=back, causes=cause, batch=batch)
        for entry in ceased(self.table.game, self.call, player):
            if int(entry["id"]) not in self.table.ids.stack:
                continue  # not recorded yet: the driver reports it with the triggers it stacks
            self.emit(ev.RemovedFromStack, object=self.table.ids.ability(int(entry["id"])),
                      reason=ev.RemovalReason.CONTROLLER_LEFT, causes=cause, batch=batch)

    def _countered(self, pid: int, causes: tuple[int, ...]) -> int:
        """phase's ``SpellCountered``; the countered object's move follows."""
        hist = self.table.ids.ability(pid) if pid in self.table.ids.stack else self.table.ids.now(pid)
        seq = self.emit(ev.RemovedFromStack, object=hist, reason=ev.RemovalReason.COUNTERED, causes=causes)
        self.removed[pid] = seq
        return seq

    def _cast(self, data: Json, causes: tuple[int, ...]) -> int:
        pid = int(data["object_id"])
        entry = next((e for e in self.table.game.stack() if e["id"] == pid), None)
        ability = {} if entry is None else entry["kind"]["data"].get("ability") or {}  # none for a permanent spell
        targets = ability_targets(self.table, ability)
        division = _division(self.table, ability, targets)
        zone_seq = [e.seq for e in self.events if isinstance(e, ev.ZoneChange)
                    and e.new_id == self.table.ids.now(pid)]
        return self.emit(ev.Cast, object=self.table.ids.now(pid), card=self._card_key(pid),
                         player=int(data["controller"]), targets=targets, division=division,
                         causes=causes + tuple(zone_seq))

    # ---------------------------------------------------------- snapshots

    def _card_key(self, pid: int) -> str:
        if pid in self.tokens:
            return self.tokens[pid]
        name = self.table.name_of(pid)
        return self.table.cards_by_name[name].card.key if name in self.table.cards_by_name else name

    def _refs(self, key: str) -> tuple[str, ...]:
        for t in self.table.cards_by_name.values():
            if t.card.key == key:
                return tuple(f"{key}/{i}" for i in range(len(t.card.abilities)))
        return ()  # a token: its abilities are refused (cards.py), so it has none

    def _lki(self, record: Json) -> ev.Snapshot:
        lki: Json = (record.get("trigger_source_context") or {}).get("lki") or {}
        key = self._card_key(int(record["object_id"]))
        printed: list[str] = record.get("core_types", [])
        types: list[str] = lki.get("card_types", printed)
        return ev.Snapshot(
            card=key, name=str(lki.get("name", record.get("name", ""))),
            types=tuple(_TYPES[t] for t in types if t in _TYPES),
            subtypes=tuple(lki.get("subtypes", ())), colors=_colors(lki.get("colors", ())),
            power=lki.get("power"), toughness=lki.get("toughness"), controller=lki.get("controller"),
            abilities=self._refs(key), tapped=bool(lki.get("tapped", False)), counters=counts(lki),
            attached_to=self._host(record))

    def _host(self, obj: Json) -> ObjectId | None:
        """The History id of what ``obj`` (phase's object or zone-change
        record) is attached to, while that is on the battlefield."""
        host = host_of(obj)
        if host is None or str(host) not in self.table.game.state()["state"]["objects"]:
            return None
        return self.table.ids.now(host)

    def _arrived(self, pid: int, zone: Zone, later: list[Json] | None = None) -> ev.Snapshot | None:
        """What the object looks like in its new zone; ``None`` when it has
        already moved on within the same engine step, or a token has ceased
        to exist in it (nothing to observe). A permanent's counters are
        those it has now, less what the call's ``later`` events changed."""
        if str(pid) not in self.table.game.state()["state"]["objects"]:
            return None
        obj = self.table.game.object(pid)
        if ZONES.get(obj.get("zone")) is not zone:
            return None
        key = self._card_key(pid)
        types = (obj.get("card_types") or {})
        return ev.Snapshot(
            card=key, name=str(obj["name"]),
            types=tuple(_TYPES[t] for t in types.get("core_types", ()) if t in _TYPES),
            subtypes=tuple(types.get("subtypes", ())), colors=_colors(obj.get("color", ())),
            power=obj.get("power"), toughness=obj.get("toughness"), controller=obj.get("controller"),
            abilities=self._refs(key), tapped=bool(obj.get("tapped")), damage=int(obj.get("damage_marked") or 0),
            attached_to=self._host(obj),
            counters=at_arrival(pid, counts(obj), later or [])
            if zone is Zone.BATTLEFIELD else {})

    def pt_modified(self, resolving: int, events: list[Json]) -> None:
        """The "until end of turn" changes the resolution ``resolving`` made
        (its engine ``events``): phase's new entries (``pt.py``), one
        ``pt_modified`` each, those of one effect in one batch."""
        new = [e for tid, e in installed(self.table.game).items() if tid not in self.pt_seen]
        for group in by_effect(new, events):
            batch = self.new_batch() if len(group) > 1 else None
            for entry in group:
                pid, power, toughness = modification(entry)
                hist = self.table.ids.now(pid)
                seq = self.emit(ev.PtModified, object=hist, power=power, toughness=toughness,
                                causes=(resolving,), batch=batch)
                self.pt_seen.add(int(entry["id"]))
                self.pt_events[int(entry["id"])] = (pid, hist, seq)

    def unseen_pt(self) -> None:
        """An "until end of turn" entry phase made outside any resolution
        would have no ``pt_modified``: such a scenario is unsupported."""
        if any(tid not in self.pt_seen for tid in installed(self.table.game)):
            raise Unsupported("phase made an \"until end of turn\" change outside a resolution")

    def _wore_off(self, step: int, events: list[Json], at: int) -> None:
        """CR 514.2 as phase does it in the cleanup step that began at
        ``events[at]``: ``DamageCleared`` for each damaged permanent, and its
        entries for "until end of turn" changes dropped with no event (those
        recorded that are gone after the engine call, on a permanent that has
        not moved since). One ``wore_off`` per permanent, in one batch, caused
        by the step's beginning. The damage removed is what the permanent had
        before the call, plus what the call dealt it before the step."""
        damage = dict(self.call.damage)
        for e in events[:at]:
            target = (e.get("data") or {}).get("target") or {}
            if e.get("type") == "DamageDealt" and "Object" in target:
                damage[int(target["Object"])] = damage.get(int(target["Object"]), 0) + int(e["data"]["amount"])
        cleared: set[int] = set()
        for e in events[at + 1:]:
            if e.get("type") in ("PhaseChanged", "TurnStarted"):
                break
            if e.get("type") == "DamageCleared":
                cleared.add(int(e["data"]["object_id"]))
        live = transients(self.table.game) if self.pt_events else {}
        ended: dict[int, list[int]] = {}
        for tid, (pid, hist, seq) in list(self.pt_events.items()):
            if tid in live:
                continue
            del self.pt_events[tid]
            if pid in self.call.controllers and self.table.ids.now(pid) == hist:
                ended.setdefault(pid, []).append(seq)
        batch: int | None = None
        for pid in sorted(cleared | set(ended)):
            amount = damage.get(pid, 0) if pid in cleared else 0
            if not amount and not ended.get(pid):
                continue
            batch = batch if batch is not None else self.new_batch()
            self.emit(ev.WoreOff, object=self.table.ids.now(pid), damage=amount,
                      ended=tuple(sorted(ended.get(pid, ()))), causes=(step,), batch=batch)

    def silent_counters(self, call: EngineCall) -> None:
        """Counter changes phase made in the call without an event (see
        ``counters.py``): +1/+1 and -1/-1 counters removed in pairs are the
        state-based action of CR 704.5q, one ``sba`` causing both removals;
        any other is recorded with no cause, as phase names none."""
        now = on_battlefield(self.table.game)
        changes = silent_changes(call.counters, list(call.events), now)
        sbas: dict[int, tuple[int, int]] = {}
        """Permanent -> (batch, seq) of its ``sba`` under CR 704.5q."""
        for pid in sorted(annihilated(changes)):
            batch = self.new_batch()
            sbas[pid] = batch, self.emit(ev.Sba, rule="704.5q", object=self.table.ids.now(pid), batch=batch)
        for pid, name, amount in changes:
            made = sbas.get(pid)
            self.emit(ev.Counters, object=self.table.ids.now(pid), counter=name, amount=amount,
                      causes=() if made is None else (made[1],), batch=None if made is None else made[0])

    def ceased_tokens(self) -> None:
        """Tokens off the battlefield that phase has removed from its state:
        they ceased to exist as a state-based action (CR 704.5d, 111.7), one
        ``sba`` each causing its ``ceased_to_exist``, where the token was last
        seen. A token gone from the battlefield with no move is unsupported."""
        present = self.table.game.state()["state"]["objects"] if self.tokens else {}
        for pid in sorted(self.tokens):
            if str(pid) in present or pid in self.ceased:
                continue
            hist = self.table.ids.now(pid)
            moved = next((e for e in reversed(self.events) if isinstance(e, ev.ZoneChange) and e.new_id == hist), None)
            if moved is None or moved.to_zone is Zone.BATTLEFIELD:
                raise Unsupported(f"phase removed token {pid} from the battlefield with no zone change")
            self.ceased.add(pid)
            batch = self.new_batch()
            sba = self.emit(ev.Sba, rule="704.5d", object=hist, batch=batch)
            self.emit(ev.CeasedToExist, object=hist, zone=moved.to_zone, causes=(sba,), batch=batch)


def entering_counters(events: list[Json], i: int) -> list[int]:
    """Indices of the counter events that are part of the arrival ``events[i]``:
    phase puts the counters a permanent enters with (CR 614.1c, 122.6) on it
    right after its ``ZoneChanged`` onto the battlefield, before any other
    event; an effect that puts counters on it afterwards closes with
    ``EffectResolved`` or reports something else first."""
    data = events[i].get("data") or {}
    if events[i].get("type") != "ZoneChanged" or data.get("to") != "Battlefield":
        return []
    out: list[int] = []
    for j in range(i + 1, len(events)):
        nxt = events[j]
        if nxt.get("type") != "CounterAdded" or int((nxt.get("data") or {}).get("object_id", -1)) != data["object_id"]:
            break
        out.append(j)
    return out


def _colors(names: Any) -> tuple[Color, ...]:
    return tuple(_COLORS[n] for n in names or () if n in _COLORS)


def _how(pid: int, src: Zone, dst: Zone, later: list[Json], resolved_spell: bool) -> ev.ZoneChangeCause:
    """Why the object moved, read from the engine event that follows it."""
    if resolved_spell:
        return ev.ZoneChangeCause.RESOLVED
    if src is Zone.HAND and dst is Zone.STACK:
        return ev.ZoneChangeCause.CAST
    for nxt in later[:2]:
        data = nxt.get("data") or {}
        if data.get("object_id") != pid:
            continue
        if nxt["type"] == "CardDrawn":
            return ev.ZoneChangeCause.DRAW
        if nxt["type"] == "PermanentSacrificed":
            return ev.ZoneChangeCause.SACRIFICE
        if nxt["type"] == "CreatureDestroyed":
            return ev.ZoneChangeCause.DESTROY if data.get("source_id") is not None else ev.ZoneChangeCause.SBA
    return ev.ZoneChangeCause.EFFECT
