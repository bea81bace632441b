"""Trigger detection (CR 603.2, 603.6, 603.8, 603.10).

Every state change reports its occurrences here right after it happens; the
matching abilities become ``Pending`` triggers. They are recorded as
``triggered`` events and put on the stack later, by ``stacking.py``, the next
time a player would receive priority (CR 603.3, 117.5).
"""
from __future__ import annotations

from dataclasses import dataclass

from reference_engine.abilities import (
    Ability, Condition, ConditionKind, ContinuousKind, EffectKind, ObjectFilter, Trigger, TriggerEvent, TriggerScope,
    Who,
)
from reference_engine.events import ZoneChange
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, Zone
from reference_engine.objects import Card, Chars, Pending
from reference_engine.records import fast_init
from reference_engine.rules.effects import (
    applies, chars, effects_of, filter_matches, triggered_abilities, who_matches,
)
from reference_engine.rules.mana import most_of_one_color
from reference_engine.state import Game

_SELF_ZONE_EVENTS = (TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.PUT_INTO_EXILE)
"""A card's own "when this is put into <zone> from anywhere" works from that zone."""
_PLAYER_EVENTS = (TriggerEvent.BEGINNING_OF_STEP, TriggerEvent.GAIN_LIFE, TriggerEvent.DRAW,
                  TriggerEvent.PLAYER_LOSES, TriggerEvent.IS_ATTACKED, TriggerEvent.PLAYER_ATTACKS,
                  TriggerEvent.ATTACKS_PLAYER)


@fast_init
@dataclass(frozen=True, slots=True)
class Occ:
    """One occurrence of a trigger event, in the terms trigger conditions use."""

    seq: int
    event: TriggerEvent
    subject: Chars | None = None
    player: PlayerId | None = None
    from_zone: Zone | None = None
    look_back: bool = False
    it: ObjectId | None = None
    count: int = 1
    step: Step | None = None
    counter: str | None = None
    printed: Chars | None = None
    """For enters: the entering object without continuous effects (CR 603.6b)."""
    defender: PlayerId | None = None
    """For "attacks [a player]": the attacked player (``player`` attacks)."""
    attackers: tuple[ObjectId, ...] = ()
    """For the player-level attack events: the creatures declared attacking
    (the attacked player, for "is attacked" and "attacks [a player]")."""
    players: tuple[PlayerId, ...] = ()
    """For "damage is prevented": the players whose damage the application prevented."""
    subjects: tuple[Chars, ...] = ()
    """For "damage is prevented": the permanents whose damage it prevented."""


View = list[Chars]


def board_view(game: Game) -> View:
    """The permanents, as trigger sources, right now."""
    view = [chars(game, o) for o in game.battlefield()]
    if game.rules.hidden_objects_trigger():  # pragma: no cover - mutant Rules only
        view += [chars(game, o) for z in (Zone.HAND, Zone.LIBRARY) for o in game.in_zone(z)]
    return view


def detect(game: Game, occs: list[Occ], before: View | None = None) -> None:
    """Turn occurrences into pending triggers, then check state triggers."""
    if occs:
        if _may_match(game, occs):
            _match(game, occs, before)
        if game.st.pending and game.rules.triggers_stacked_at_once():  # pragma: no cover - mutant Rules only
            _stack_now(game)
    if game.rules.state_triggers_checked_after_each_event():
        check_states(game)


def _may_match(game: Game, occs: list[Occ]) -> bool:
    """Whether some trigger condition of the scenario names an event of
    ``occs``. A trigger matches only an occurrence of its own event
    (``_event_matches``), and every ability an object can have comes from the
    scenario, so with none the sources need not be looked at."""
    events = game.trigger_events
    if events is None:
        from reference_engine.ability_checks import trigger_events

        events = game.trigger_events = trigger_events(game.scenario)
    return any(o.event in events for o in occs)


def _match(game: Game, occs: list[Occ], before: View | None) -> None:
    after = board_view(game)
    found: list[Pending] = []
    for group in _groups(game, occs, before, after):
        found.extend(_match_group(game, *group))
    found.sort(key=lambda p: (p.cause, p.source, p.ref))
    # Triggered mana abilities skip the stack (CR 605.4a); the rest wait for it.
    at_once = not game.rules.triggered_mana_ability_uses_stack()
    quick = [at_once and mana_trigger(game, p.ability) for p in found]
    now = [p for p, q in zip(found, quick) if q]
    game.st.pending.extend(p for p, q in zip(found, quick) if not q)
    if now:
        from reference_engine.rules.mana import resolve_at_once

        resolve_at_once(game, now)


def _stack_now(game: Game) -> None:
    """Only when ``Rules.triggers_stacked_at_once`` breaks CR 117.2a."""
    from reference_engine.rules.stacking import put_pending, record_triggered

    record_triggered(game)
    put_pending(game)


def mana_trigger(game: Game, ab: Ability) -> bool:
    """Is this triggered ability a mana ability (CR 605.1b, 605.5a)? Only if it
    triggers from a mana ability (being tapped for mana) and could add mana,
    with no target."""
    assert ab.trigger is not None
    adds = not ab.targets and any(e.kind is EffectKind.ADD_MANA for e in ab.effects)
    return game.rules.trigger_is_mana_ability(ab.trigger.event is TriggerEvent.TAPPED_FOR_MANA, adds)


def _groups(game: Game, occs: list[Occ], before: View | None,
            after: View) -> list[tuple[list[Occ], View]]:
    # Each kind of look-back is its own decision (CR 603.10a-c).
    deciders = {TriggerEvent.BECOMES_UNATTACHED: game.rules.unattach_trigger_sources,
                TriggerEvent.PHASES_OUT: game.rules.phase_out_trigger_sources,
                TriggerEvent.SACRIFICES: game.rules.sacrifice_trigger_sources}
    plain = [o for o in occs if not o.look_back]
    out = []
    for decide in (game.rules.leaves_trigger_sources, *deciders.values()):
        looked = [o for o in occs if o.look_back and deciders.get(o.event, game.rules.leaves_trigger_sources) == decide]
        if looked:
            out.append((looked, decide(before or after, after)))
    if plain:
        out.append((plain, _with_arrivals(game, plain, after)))
    return out


def _with_arrivals(game: Game, occs: list[Occ], after: View) -> View:
    # Entering permanents are seen as the rules say they arrive (CR 603.6b);
    # a card put into a graveyard can trigger its own "from anywhere" ability.
    chosen = {o.subject.id: game.rules.enters_characteristics(o.subject, o.printed)
              for o in occs if o.event is TriggerEvent.ENTERS and o.subject and o.printed}
    view = [chosen.get(c.id, c) for c in after]
    seen = {c.id for c in view}
    for o in occs:
        if o.event in _SELF_ZONE_EVENTS and o.subject and o.subject.id not in seen:
            view.append(o.subject)
            seen.add(o.subject.id)
    return view


def _match_group(game: Game, occs: list[Occ], view: View) -> list[Pending]:
    out: list[Pending] = []
    for src in view:
        for ref, ab in triggered_abilities(src):
            if src.zone is not Zone.BATTLEFIELD and not _works_off_battlefield(src, ab):
                continue
            hits = [o for o in occs if _matches(game, ab, src, o)]
            hits = hits[: game.rules.simultaneous_instances(len(hits))]
            for occ in hits:
                out.extend(_instances(game, ref, ab, src, occ, view if occ.look_back else None))
    return out


def _works_off_battlefield(src: Chars, ab: Ability) -> bool:
    if src.zone in (Zone.HAND, Zone.LIBRARY):  # pragma: no cover - mutant Rules only
        return True  # only reached when a mutant lets hidden objects trigger
    trig = ab.trigger
    return trig is not None and trig.event in _SELF_ZONE_EVENTS and trig.subject.subject.value == "self"


def _instances(game: Game, ref: str, ab: Ability, src: Chars, occ: Occ,
               looked_back: View | None = None) -> list[Pending]:
    """``looked_back``: the permanents before the event, for an ability that
    looks back (CR 603.10a): its intervening "if" counts those (CR 603.4)."""
    assert ab.trigger is not None
    controller = game.rules.trigger_controller(src.controller, src.owner)
    if occ.event is TriggerEvent.LOSE_CONTROL and occ.player is not None:
        controller = occ.player
    if ab.trigger.once_each_turn:
        done = (game.st.turn, ref, src.id) in game.st.done_once
        if not game.rules.once_each_turn_allows_trigger(done):
            return []
    if ab.intervening_if is not None:
        holds = condition_holds(game, ab.intervening_if, controller, src.id, dict(src.counters), looked_back,
                                last_tapped=src.tapped)
        if not game.rules.intervening_if_allows_trigger(holds):
            return []
    per_occ = occ.count if ab.trigger.event is TriggerEvent.COUNTER_PUT else 1
    if ab.trigger.event is TriggerEvent.COUNTER_PUT:
        per_occ = game.rules.counter_put_instances(per_occ)
    extra = _extra_triggers(game, src, occ)
    total = per_occ * game.rules.instances_per_occurrence(extra)
    return [Pending(ref, ab, src.id, src, controller, occ.seq, it=occ.it) for _ in range(total)]


def _extra_triggers(game: Game, src: Chars, occ: Occ) -> int:
    if src.zone is not Zone.BATTLEFIELD:
        return 0
    return sum(1 for a in effects_of(game, ContinuousKind.EXTRA_TRIGGER)
               if applies(game, a, src) and _in_scope(game, a.effect.scope, a.controller, occ))


def _in_scope(game: Game, scope: TriggerScope | None, controller: PlayerId, occ: Occ) -> bool:
    """Is the occurrence one a scoped additional-time effect multiplies
    (CR 603.2d)? The entering permanent is seen as it enters (CR 603.6b)."""
    if scope is None:
        return True
    subject = occ.subject
    if occ.event is TriggerEvent.ENTERS and subject is not None and occ.printed is not None:
        subject = game.rules.enters_characteristics(subject, occ.printed)
    fits = subject is not None and filter_matches(scope.subject, subject, controller, None)
    caster = (who_matches(scope.player, occ.player, controller) if occ.player is not None
              else scope.player is Who.ANY)
    return game.rules.extra_trigger_in_scope(occ.event is scope.event, fits, caster)


def _matches(game: Game, ab: Ability, src: Chars, occ: Occ) -> bool:
    trig = ab.trigger
    assert trig is not None
    you = src.controller
    if not _event_matches(trig.event, occ, trig.from_zone):
        return False
    if (trig.event is TriggerEvent.PUT_INTO_GRAVEYARD and trig.from_zone is None
            and not game.rules.graveyard_from_anywhere_matches(occ.from_zone)):
        return False
    if (trig.event is TriggerEvent.PUT_INTO_EXILE and trig.from_zone is None
            and not game.rules.exile_from_anywhere_matches(occ.from_zone)):
        return False
    # "Whenever you cast" names its caster, like the player events (CR 603.2).
    if trig.event in _PLAYER_EVENTS or trig.event in (TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
                                                      TriggerEvent.CAST, TriggerEvent.TAPPED_FOR_MANA,
                                                      TriggerEvent.ATTACKS_WITH, TriggerEvent.SACRIFICES,
                                                      TriggerEvent.DISCARDS, TriggerEvent.BECOMES_TARGET):
        if occ.player is None or not who_matches(trig.player, occ.player, you):
            return False
    if not _attack_matches(game, trig, src, occ):
        return False
    if trig.event is TriggerEvent.DAMAGE_PREVENTED:
        return _prevented_matches(trig, src, occ)
    if trig.step is not None and occ.step is not trig.step:
        return False
    if trig.counter is not None and occ.counter != trig.counter:
        return False
    if trig.tapped is not None and (occ.subject is None
                                    or not game.rules.enters_tapped_matches(trig.tapped, occ.subject.tapped)):
        return False
    if trig.event is TriggerEvent.LOSE_CONTROL and occ.player != you:
        return False
    if trig.event in _PLAYER_EVENTS:
        return True
    if occ.subject is None:
        return False
    return filter_matches(trig.subject, occ.subject, you, src.id, src.attached_to,
                          chosen_type=game.rules.chosen_type_read(src.chosen_type))


def _attack_matches(game: Game, trig: Trigger, src: Chars, occ: Occ) -> bool:
    """The player-level attack events beyond their player (CR 508.3b-e)."""
    if trig.event is TriggerEvent.IS_ATTACKED:
        return game.rules.attacked_trigger_matches(src.id in occ.attackers)
    if trig.event is TriggerEvent.PLAYER_ATTACKS:
        return game.rules.player_attacks_matches(len(occ.attackers), src.id in occ.attackers)
    if trig.event is TriggerEvent.ATTACKS_PLAYER:
        return occ.defender is not None and who_matches(trig.defender or Who.ANY, occ.defender, src.controller)
    return True


def _prevented_matches(trig: Trigger, src: Chars, occ: Occ) -> bool:
    """"Damage that would be dealt to <recipient> is prevented" (CR 615.13):
    a player recipient when the trigger names no object, else a permanent;
    the application matches if it prevented damage to any such recipient."""
    if trig.subject == ObjectFilter():
        return any(who_matches(trig.player, p, src.controller) for p in occ.players)
    return any(filter_matches(trig.subject, c, src.controller, src.id, src.attached_to) for c in occ.subjects)


def _event_matches(event: TriggerEvent, occ: Occ, from_zone: Zone | None) -> bool:
    if event in _SELF_ZONE_EVENTS:  # put into a graveyard, into exile
        if occ.event is not event:
            return False
        # "From the battlefield" is a leaves ability and looks back (CR 603.6c, 603.10a).
        if from_zone is Zone.BATTLEFIELD:
            return occ.look_back and occ.from_zone is Zone.BATTLEFIELD
        return not occ.look_back and (from_zone is None or occ.from_zone is from_zone)
    return event is occ.event


def condition_holds(game: Game, cond: Condition, you: PlayerId, source: ObjectId,
                    last_known: dict[str, int] | None = None, permanents: View | None = None, *,
                    last_tapped: bool | None = None) -> bool:
    """A game state of an intervening "if" or state trigger, for player ``you``.
    ``last_known``: the source's counters as it last existed, read once it has
    left its zone ("when this dies, if it had no +1/+1 counters on it");
    ``last_tapped``: likewise whether it was tapped. ``permanents``: the
    battlefield to count permanents on, when not the game now (a
    leaves-the-battlefield ability looks back, CR 603.10a)."""
    kind = cond.kind
    if kind is ConditionKind.LIFE_AT_LEAST:
        return game.st.players[you].life >= cond.amount
    if kind is ConditionKind.NO_CARDS_IN_HAND:
        return not game.in_zone(Zone.HAND, you)
    if kind is ConditionKind.CREATURE_DIED_THIS_TURN:
        return game.st.died_on_turn == game.st.turn
    if kind in (ConditionKind.YOUR_TURN, ConditionKind.NOT_YOUR_TURN):
        return game.rules.turn_condition_holds(game.st.active, you, kind is ConditionKind.YOUR_TURN)
    if kind is ConditionKind.OPPONENT_MORE_LIFE:
        # A player who has left the game is no one's opponent (CR 800.4a).
        mine = game.st.players[you].life
        return any(game.st.players[p].life > mine for p in game.living() if p != you)
    if kind is ConditionKind.SOURCE_UNTAPPED:
        return _source_untapped(game, source, last_tapped)
    if kind is ConditionKind.SOURCE_IN_ZONE:
        card = _card_now(game, source)
        return card is not None and card.zone is cond.zone and card.owner == you
    if kind is ConditionKind.SAME_COLOR_MANA_SPENT:
        # kept by id, so the permanent that has left is read as it last existed (CR 603.10a)
        return most_of_one_color(game.st.mana_spent.get(source, "")) >= cond.amount
    field = permanents if permanents is not None else [chars(game, o) for o in game.battlefield()]
    yours = [c for c in field if c.zone is Zone.BATTLEFIELD and c.controller == you]
    if kind is ConditionKind.CONTROL_AT_LEAST:
        assert cond.filter is not None
        flt = cond.filter
        return sum(1 for c in yours if filter_matches(flt, c, you, source)) >= cond.amount
    creatures = [c for c in yours if CardType.CREATURE in c.types]
    if kind is ConditionKind.CONTROL_NO_CREATURES:
        return not creatures
    if kind is ConditionKind.CONTROL_CREATURES_AT_LEAST:
        return len(creatures) >= cond.amount
    counters = source_counters(game, source, last_known)
    if counters is None:
        return False
    if kind is ConditionKind.NO_COUNTERS:
        return counters.get(cond.counter, 0) == 0
    return counters.get(cond.counter, 0) >= cond.amount


def _source_untapped(game: Game, source: ObjectId, last_tapped: bool | None) -> bool:
    """"If this permanent is untapped": the source while it exists, else as it
    last existed (CR 603.10a at the event, 608.2h on resolution); with nothing
    known of it, the condition is false."""
    obj = game.obj(source)
    if obj is not None:
        return not obj.tapped
    return last_tapped is False


def source_counters(game: Game, source: ObjectId, last_known: dict[str, int] | None) -> dict[str, int] | None:
    """The source's counters: live while it exists, else as it last existed
    (CR 603.10a for the trigger check, CR 608.2h on resolution)."""
    obj = game.obj(source)
    if obj is not None:
        return obj.counters
    if not game.rules.condition_reads_last_known():  # pragma: no cover - mutant Rules only
        return None
    return game.rules.left_source_counters(last_known, _counters_of_card_now(game, source))


def _counters_of_card_now(game: Game, source: ObjectId) -> dict[str, int]:
    """The counters of the object the card that was ``source`` is now (none
    once it has gone where nothing follows it)."""
    obj = _card_now(game, source)
    return dict(obj.counters) if obj is not None else {}


def _card_now(game: Game, source: ObjectId) -> Card | None:
    """The object the card that was ``source`` is now, following its zone
    changes (each makes a new object, CR 400.7); None once nothing follows it."""
    now = source
    for e in game.log.events:
        if isinstance(e, ZoneChange) and e.old_id == now:
            now = e.new_id
    return game.obj(now)


def last_known_counters(game: Game, source: ObjectId) -> dict[str, int] | None:
    """Counters the object ``source`` had as it last left a public zone, from the log."""
    for e in reversed(game.log.events):
        if isinstance(e, ZoneChange) and e.old_id == source:
            return dict(e.before.counters) if e.before is not None else None
    return None


def last_known_tapped(game: Game, source: ObjectId) -> bool | None:
    """Whether the object ``source`` was tapped as it last left a public zone, from the log."""
    for e in reversed(game.log.events):
        if isinstance(e, ZoneChange) and e.old_id == source:
            return e.before.tapped if e.before is not None else None
    return None


def check_states(game: Game) -> None:
    """State triggers (CR 603.8), checked after every change."""
    found = _state_triggers(game)
    if not found:
        return
    cause = game.last_seq()
    for src, ref, ab, trig in found:
        key = (src.id, ref)
        if not game.rules.state_trigger_may_trigger(key in game.st.active_states):
            continue
        assert trig.state is not None
        if condition_holds(game, trig.state, src.controller, src.id):
            game.st.active_states.add(key)
            game.st.pending.append(Pending(ref, ab, src.id, src, src.controller, cause, state_key=key))


def _state_triggers(game: Game) -> list[tuple[Chars, str, Ability, Trigger]]:
    """Permanents' state triggers, cached per state version: most boards have none."""
    if game.state_triggers_possible is None:
        game.state_triggers_possible = _any_state_trigger(game)
    if not game.state_triggers_possible:
        return []
    cache = game.cache()
    hit = cache.state_triggers
    if hit is None:
        hit = cache.state_triggers = [
            (src, ref, ab, trig) for src in (chars(game, o) for o in game.battlefield())
            for ref, ab in triggered_abilities(src)
            if (trig := ab.trigger) is not None and trig.event is TriggerEvent.STATE and trig.state is not None]
    return hit


def _any_state_trigger(game: Game) -> bool:
    """Does any printed or granted ability of the scenario have a state trigger?"""
    sc = game.scenario
    abilities = [a for c in sc.cards for a in c.abilities]
    abilities += [a.static.ability for a in abilities if a.static is not None and a.static.ability]
    abilities += [e.ability for e in sc.effects if e.ability is not None]
    return any(a.trigger is not None and a.trigger.event is TriggerEvent.STATE for a in abilities)
