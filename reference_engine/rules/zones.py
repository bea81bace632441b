"""Zone changes (CR 400): every move makes a new object (CR 400.7).

A permanent that enters with counters (CR 614.1c) has them as it arrives:
its ``zone_change`` shows them in ``after``, and a ``counters`` event caused
by that zone change, in its batch, puts them on it (CR 122.6)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from reference_engine.abilities import ContinuousKind, TriggerEvent
from reference_engine.events import Counters, Replaced, Snapshot, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, ObjectId, PlayerId, Zone
from reference_engine.objects import Active, Card, Chars
from reference_engine.rules import copies, delayed, entering_choices, entering_combat, tokens, unattachment
from reference_engine.rules.effects import applies, chars, effects_of, filter_matches, printed_chars
from reference_engine.rules.triggers import Occ, View, board_view, detect
from reference_engine.state import Game


@dataclass(slots=True)
class Move:
    obj: Card
    to: Zone
    how: ZoneChangeCause = ZoneChangeCause.EFFECT
    controller: PlayerId | None = None
    """Controller in the new zone (the caster for the stack); default: the owner."""
    top: bool = True
    """Library and graveyard: put on top (else on the bottom)."""
    causes: tuple[int, ...] = ()
    triggers: bool = True
    """False: this move is an occurrence of no trigger event (CR 603.6c, 702.26b)."""
    tapped: bool = False
    """It enters the battlefield tapped ("tapped and attacking")."""
    attacking: PlayerId | None = None
    """It enters the battlefield attacking this player (CR 508.4)."""
    blocking: ObjectId | None = None
    """It enters the battlefield blocking this attacker (CR 509.4)."""
    x: int = 0
    """The X paid for the spell that becomes this permanent (CR 107.3m)."""
    attached_to: ObjectId | None = None
    """It enters the battlefield attached to this permanent: an Aura spell
    resolving onto its target (CR 608.3b)."""
    counters: tuple[tuple[str, int], ...] = ()
    """Counters the effect moving it onto the battlefield gives it ("return it
    with a +1/+1 counter on it"): it enters with them (CR 614.1c)."""


def snapshot(c: Chars) -> Snapshot:
    return Snapshot(
        card=c.card, name=c.name, types=c.types, subtypes=c.subtypes, colors=c.colors,
        power=c.power, toughness=c.toughness, controller=c.controller,
        abilities=tuple(r for r, _ in c.abilities), tapped=c.tapped, counters=dict(c.counters),
        attached_to=c.attached_to, damage=c.damage,
    )


def move(game: Game, moves: list[Move], causes: tuple[int, ...] = (),
         batch: int | None = None, before: View | None = None) -> list[tuple[int, Card]]:
    """Move objects simultaneously; returns (zone_change seq, new object) pairs.
    ``before``: the game leaves-the-battlefield abilities look back at, when it
    is not the game just before these moves (a batch begun earlier)."""
    moves = [m for m in moves if tokens.may_move(game, m.obj)]  # CR 111.8
    moves = [m for m in moves if not copies.vanishes(game, m.obj, m.to)]  # CR 704.5e, 707.10a
    if game.rules.permanent_copy_is_created():  # pragma: no cover - mutant Rules only
        moves = copies.created_instead(game, moves, causes)
    moves = unattachment.choose_aura_hosts(game, moves)  # CR 303.4f, 303.4g
    if any(tokens.vanishes_on_leaving(game, m.obj) for m in moves):  # pragma: no cover - mutant Rules only
        for m in moves:
            if tokens.vanishes_on_leaving(game, m.obj):
                tokens.cease(game, m.obj, causes + m.causes, batch)
        moves = [m for m in moves if m.obj.id in game.st.objects]
    if not moves:
        return []
    leaving = any(m.obj.zone is Zone.BATTLEFIELD for m in moves)
    if leaving and before is None:
        before = board_view(game)
    olds = [chars(game, m.obj) for m in moves]
    ended = unattachment.endings(game, [m.obj for m in moves]) if leaving else []
    if batch is None and (len(moves) > 1 or ended):
        batch = game.log.new_batch()
    replaced = [_replace_death(game, m, causes + m.causes) for m in moves]
    dead_marks = [seq for seq, _ in replaced]
    news = [_relocate(game, m, causes + m.causes) for m in moves]
    game.touch()
    if batch is None and any(n.counters for n in news if n.zone is Zone.BATTLEFIELD):
        batch = game.log.new_batch()  # the counters are put on as it enters (CR 614.1c)
    if game.st.sweeps:  # pragma: no cover - mutant Rules only
        _swept_on_arrival(game, [n for n in news if n.zone is Zone.BATTLEFIELD])
    out: list[tuple[int, Card]] = []
    occs: list[Occ] = []
    for m, old, new, mark in zip(moves, olds, news, dead_marks):
        after = chars(game, new)
        seq = game.emit(
            ZoneChange, causes=causes + m.causes + ((mark,) if mark else ()), batch=batch,
            old_id=old.id, new_id=new.id, from_zone=old.zone, to_zone=new.zone, owner=new.owner,
            how=m.how, before=None if old.zone.is_hidden else snapshot(old),
            after=None if new.zone.is_hidden or not new.zone.in_game else snapshot(after),
            attacking=m.attacking, blocking=m.blocking, token=True if new.token and m.obj.spell_copy else None,
        )
        if mark:
            game.log.replaced_death.add(seq)
            if not game.rules.replaced_move_names_replacement():  # pragma: no cover - mutant Rules only
                _forget_cause(game, mark)
        if old.zone is Zone.BATTLEFIELD and CardType.CREATURE in old.types \
                and game.rules.counts_as_died(new.zone is Zone.GRAVEYARD, bool(mark)):
            game.st.died_on_turn = game.st.turn  # for "if a creature died this turn" (CR 700.4)
        out.append((seq, new))
        if game.st.late_counters:  # pragma: no cover - mutant Rules only
            game.st.late_counters = [(i, c, seq if i == new.id and not s else s)
                                     for i, c, s in game.st.late_counters]
        if m.triggers:
            occs.extend(zone_occurrences(game, seq, old, after, printed_chars(new, game), bool(mark), m.how))
        if m.attacking is not None or m.blocking is not None:
            occs.extend(entering_combat.arrive(game, seq, new, m.attacking, m.blocking))
        if new.zone is Zone.BATTLEFIELD and new.counters:
            occs.extend(put_entering_counters(game, new, seq, batch))
    for (mark, act), (_, new) in zip(replaced, out):
        if act is not None:
            delayed.from_replacement(game, act, mark, new.id)
    occs.extend(unattachment.record(game, ended, {old.id: seq for old, (seq, _) in zip(olds, out)}, batch))
    detect(game, occs, before if leaving else None)
    return out


def _forget_cause(game: Game, cause: int) -> None:  # pragma: no cover - mutant Rules only
    """The last event, without ``cause`` among its causes."""
    last = game.log.events[-1]
    game.log.events[-1] = replace(last, causes=tuple(c for c in last.causes if c != cause))


def _swept_on_arrival(game: Game, arrivals: list[Card]) -> None:  # pragma: no cover - mutant Rules only
    """A sweeper recorded as lasting applies to arrivals too (what CR 611.2c forbids)."""
    for new in arrivals:
        for turn, flt, controller, source, power, toughness in game.st.sweeps:
            if turn == game.st.turn and filter_matches(flt, chars(game, new), controller, source):
                new.pumps = new.pumps + ((power, toughness, 0),)
    game.touch()


def _replace_death(game: Game, m: Move, causes: tuple[int, ...]) -> tuple[int, Active | None]:
    """"Exile it instead" (CR 614.6): the death never happens (CR 700.4).
    Returns the ``replaced`` seq (0 if none) and the effect that applied."""
    if m.obj.zone is not Zone.BATTLEFIELD or m.to is not Zone.GRAVEYARD:
        return 0, None
    act = death_replacement(game, m.obj, m.how)
    if act is None:
        return 0, None
    m.to = Zone.EXILE
    c = chars(game, m.obj)
    return game.emit(Replaced, causes=causes, original=f"zone_change {c.id} battlefield->graveyard",
                     object=c.id, effect=act.ref), act


def death_replacement(game: Game, obj: Card, how: ZoneChangeCause) -> Active | None:
    """The "exile it instead" effect that would replace the death of ``obj``, if any."""
    c = chars(game, obj)
    if CardType.CREATURE not in c.types:
        return None
    return next((act for act in effects_of(game, ContinuousKind.EXILE_INSTEAD_OF_DYING)
                 if applies(game, act, c) and _covers(game, act, c.id, how)), None)


def _covers(game: Game, act: Active, oid: ObjectId, how: ZoneChangeCause) -> bool:
    """An "exile it instead" limited to one object (``exile_if_would_die``)
    covers that object only, not the card once it has moved on (CR 400.7),
    and every way it would die (CR 614.1a, 700.4)."""
    if act.effect.object is None:
        return True
    return act.effect.object == oid and game.rules.one_object_death_replaced(how)


def _relocate(game: Game, m: Move, causes: tuple[int, ...] = ()) -> Card:
    st = game.st
    old = m.obj
    del st.objects[old.id]
    if (old.owner, old.zone) in st.ordered and old.id in st.ordered[(old.owner, old.zone)]:
        st.ordered[(old.owner, old.zone)].remove(old.id)
    st.timestamp += 1
    new = Card(id=game.new_id() if game.rules.zone_change_makes_new_object() else old.id, card=old.card, owner=old.owner, zone=m.to,
               controller=m.controller if m.controller is not None else old.owner,
               physical=old.physical, timestamp=st.timestamp,
               summoning_sick=m.to is Zone.BATTLEFIELD,
               token=old.token or copies.becomes_token(game, old, m.to))  # CR 608.3f
    st.objects[new.id] = new
    st.physical[old.physical] = new.id
    game.touch()  # the zones changed: what is cached for the old state is stale
    if m.to in (Zone.LIBRARY, Zone.GRAVEYARD):
        pile = st.ordered.setdefault((new.owner, m.to), [])
        pile.insert(0, new.id) if m.top else pile.append(new.id)
    # A new object remembers no choice (CR 400.7); only a mutant's card keeps one across zones.
    kept = old.chosen_type if old.chosen_type is not None and not game.rules.chooses_again_on_entering() else None
    new.chosen_type = kept
    if old.zone is Zone.STACK and m.to is Zone.BATTLEFIELD and old.id in st.mana_spent:  # a spell's permanent (CR 608.3)
        st.mana_spent[new.id] = game.rules.mana_spent_kept(st.mana_spent[old.id])
    if m.to is Zone.BATTLEFIELD:
        entering_choices.choose_as_entering(game, new, causes, kept)  # before it is there (CR 614.12a)
    if m.to is Zone.BATTLEFIELD and m.attached_to is not None:
        new.attached_to = m.attached_to  # part of the arrival, as entering tapped is
    if m.to is Zone.BATTLEFIELD and (m.tapped or enters_tapped(game, new)):
        new.tapped = True  # part of the entering event, not "becoming tapped" (CR 614.1d)
    if m.to is Zone.BATTLEFIELD:
        owed = entering_counters(game, new, m.x)
        for kind, n in m.counters:
            owed[kind] = owed.get(kind, 0) + n
        if game.rules.entering_counters_with_arrival():
            new.counters = owed
        elif owed:  # pragma: no cover - mutant Rules only
            game.st.late_counters.append((new.id, tuple(sorted(owed.items())), 0))
    return new


def entering_counters(game: Game, new: Card, x: int) -> dict[str, int]:
    """The counters ``new`` enters the battlefield with (CR 614.1c): every
    "enters with" effect that applies to it, its own included; X is what was
    paid for its spell, else 0 (CR 107.3m)."""
    base = printed_chars(new, game)
    out: dict[str, int] = {}
    for act in effects_of(game, ContinuousKind.ENTERS_WITH_COUNTERS):
        if applies(game, act, base):
            n = x if act.effect.x else act.effect.amount
            if n > 0:
                out[act.effect.counter] = out.get(act.effect.counter, 0) + n
    from reference_engine.rules.loyalty import LOYALTY, starting_loyalty

    if (loyal := starting_loyalty(new)) > 0:  # CR 306.5b
        out[LOYALTY] = out.get(LOYALTY, 0) + loyal
    return out


def put_entering_counters(game: Game, new: Card, arrival: int, batch: int | None) -> list[Occ]:
    """The counters ``new`` entered with are put on it (CR 122.6): one
    ``counters`` event per kind, caused by its arrival ``arrival``, and the
    occurrences "whenever a counter is put on" abilities see."""
    occs: list[Occ] = []
    c = chars(game, new)
    for kind, amount in sorted(new.counters.items()):
        seq = game.emit(Counters, causes=(arrival,), batch=batch, object=new.id, counter=kind, amount=amount)
        if game.rules.entering_counters_are_put():  # pragma: no branch - mutant Rules only
            occs.append(Occ(seq, TriggerEvent.COUNTER_PUT, c, counter=kind, count=amount, it=new.id))
            occs.append(Occ(seq, TriggerEvent.COUNTERS_PUT, c, counter=kind, it=new.id))
    return occs


def enters_tapped(game: Game, new: Card) -> bool:
    base = printed_chars(new, game)
    return any(game.rules.enters_tapped_applies(applies(game, a, base))
               for a in effects_of(game, ContinuousKind.ENTERS_TAPPED))


def zone_occurrences(game: Game, seq: int, old: Chars, new: Chars, printed: Chars,
                     replaced_death: bool, how: ZoneChangeCause = ZoneChangeCause.EFFECT) -> list[Occ]:
    """The trigger events one zone change is an occurrence of."""
    frm, to = old.zone, new.zone
    occs: list[Occ] = []
    if to is Zone.BATTLEFIELD:
        occs.append(Occ(seq, TriggerEvent.ENTERS, new, it=new.id, printed=printed))
        if new.tapped and game.rules.entering_tapped_is_becoming_tapped():  # pragma: no cover - mutant Rules only
            occs.append(Occ(seq, TriggerEvent.BECOMES_TAPPED, new, it=new.id))
    if frm is Zone.BATTLEFIELD:
        occs.append(Occ(seq, TriggerEvent.LEAVES, old, from_zone=frm, look_back=True, it=new.id))
        dies = to is Zone.GRAVEYARD or (replaced_death and game.rules.replaced_death_is_dies())
        if dies:
            occs.append(Occ(seq, TriggerEvent.DIES, old, from_zone=frm, look_back=True, it=new.id))
        if to is Zone.HAND:
            occs.append(Occ(seq, TriggerEvent.RETURNED_TO_HAND, old, from_zone=frm, look_back=True,
                            it=new.id))
        if to is Zone.GRAVEYARD:
            occs.append(Occ(seq, TriggerEvent.PUT_INTO_GRAVEYARD, old, from_zone=frm, look_back=True,
                            it=new.id))
        if to is Zone.EXILE:  # "put into exile from the battlefield" leaves it (CR 603.6c)
            occs.append(Occ(seq, TriggerEvent.PUT_INTO_EXILE, old, from_zone=frm, look_back=True, it=new.id))
        if how is ZoneChangeCause.SACRIFICE:  # wherever it went instead (CR 701.21a)
            occs.append(Occ(seq, TriggerEvent.SACRIFICES, old, player=old.controller, from_zone=frm,
                            look_back=True, it=new.id))
    if to is Zone.GRAVEYARD:
        occs.append(Occ(seq, TriggerEvent.PUT_INTO_GRAVEYARD, new, from_zone=frm, it=new.id))
    if to is Zone.EXILE:
        occs.append(Occ(seq, TriggerEvent.PUT_INTO_EXILE, new, from_zone=frm, it=new.id))
    return occs
