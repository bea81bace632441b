"""A copy of a permanent spell becomes a token as it resolves (CR 608.3f,
111.12, 707.10a, 704.5d), read from the History.

A copy is a ``put_on_stack`` naming what it copies (``copy_of``); it is a
permanent spell's copy when the copied spell's card is a permanent card in the
scenario. If it resolves, it enters the battlefield by a ``zone_change`` from
the stack with ``token`` set, caused by its ``resolved``: it is a token but
was never created, so no ``token_created`` belongs to its resolution. If it
leaves the stack any other way (countered, no legal target), it ceases to
exist: no zone change names it. The token it became, once it has left the
battlefield, ceases to exist before anyone gets priority again. That it is
never cast is checked by ``spell-copies-are-not-cast``.
"""
from __future__ import annotations

from properties.catalogue import copies as _copies  # noqa: F401 - it declares the clause of CR 707.10
from properties.catalogue import tokens as _tokens  # noqa: F401 - it declares the clause of CR 704.5d
from properties.catalogue.common import Analysis, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import Zone

declare_clause(
    "608.3f", invariant=True,
    title_en="A permanent spell's copy resolves into a token",
    title_fr="La copie d'un sort de permanent se résout en jeton",
    paraphrase_en="When the object resolving is a copy of a permanent spell, it becomes a token as it is put "
                  "onto the battlefield; it is no longer a spell's copy, and it was not created for any rule or "
                  "effect about creating tokens.",
    paraphrase_fr="Quand l'objet qui se résout est la copie d'un sort de permanent, il devient un jeton en "
                  "arrivant sur le champ de bataille ; ce n'est plus la copie d'un sort, et il n'a pas été créé "
                  "pour les règles et effets qui parlent de créer des jetons.",
)
declare_clause(
    "111.12", invariant=True,
    title_en="A token that was not created",
    title_fr="Un jeton qui n'a pas été créé",
    paraphrase_en="A permanent spell's copy turns into a token as it resolves, with the spell's characteristics; "
                  "abilities and replacement effects about creating tokens do not see it.",
    paraphrase_fr="La copie d'un sort de permanent devient un jeton en se résolvant, avec les caractéristiques du "
                  "sort ; les capacités et effets de remplacement qui parlent de créer des jetons ne la voient pas.",
)
declare_clause(
    "707.10a", invariant=True,
    title_en="A spell's copy off the stack",
    title_fr="La copie d'un sort hors de la pile",
    paraphrase_en="A copy of a spell in a zone other than the stack ceases to exist; a permanent spell's copy "
                  "that resolves becomes a token on the battlefield instead.",
    paraphrase_fr="La copie d'un sort dans une autre zone que la pile cesse d'exister ; la copie d'un sort de "
                  "permanent qui se résout devient plutôt un jeton sur le champ de bataille.",
)


def _permanent_copies(a: Analysis) -> list[ev.PutOnStack]:
    """Copies of permanent spells: the copied spell's card is a permanent card."""
    cards = {c.key: c for c in a.scenario.cards}
    out = []
    for e in a.history.of_kind(ev.PutOnStack):
        if e.copy_of is None or e.seq in a.undone:
            continue
        orig = a.timeline.before(e.seq).get(e.copy_of)
        card = cards.get(orig.card) if orig is not None and orig.card else None
        if card is not None and any(t.is_permanent for t in card.types):
            out.append(e)
    return out


def _card_ceased(a: Analysis, events: list[ev.Event]) -> tuple[int, int] | None:
    """A card that ceased to exist as a token off the battlefield would
    (CR 704.5d), though the History never made it a token: neither created
    nor a permanent spell's copy that resolved. (Its id, the ``sba`` seq.)"""
    for e in events:
        if isinstance(e, ev.Sba) and e.rule == "704.5d" and e.object is not None:
            obj = a.timeline.before(e.seq).get(e.object)
            if obj is not None and not obj.token:
                return e.object, e.seq
    return None


@prop(id="permanent-spell-copy-becomes-an-uncreated-token", rules=("608.3f", "111.12", "707.10a", "704.5d"),
      title="A permanent spell's copy resolves into a token that was not created, and is gone once it leaves",
      title_fr="La copie d'un sort de permanent se résout en un jeton qui n'a pas été créé, et disparaît "
               "dès qu'elle part",
      features=("stack", "copies", "tokens", "permanent-copies"), families=("permanent_copies",),
      needs_events=("put_on_stack", "resolved", "removed_from_stack", "zone_change", "ceased_to_exist",
                    "priority"))
def permanent_spell_copy_becomes_an_uncreated_token(case: Case) -> Verdict:
    """A copy of a permanent spell that resolves enters the battlefield as a
    token (CR 608.3f): a ``zone_change`` from the stack with ``token``,
    caused by its ``resolved``. The token was not created, so no
    ``token_created`` comes of that resolution (CR 111.12). A copy that leaves
    the stack without resolving ceases to exist, with no zone change (CR
    707.10a). Once the token has left the battlefield it ceases to exist
    before any player gets priority (CR 704.5d); a card that never became a
    token (a permanent spell cast from a card, say) never ceases to exist
    that way. Exercised
    when a permanent spell's copy resolved or left the stack."""
    a = analyse(case)
    events = [e for e in a.history.events if e.seq not in a.undone]
    ceased = _card_ceased(a, events)
    if ceased is not None:
        return failed(*says("permcopies.card-ceased", obj=ceased[0]), (ceased[1],))
    seen = False
    for copy in _permanent_copies(a):
        ends = [e for e in events if isinstance(e, (ev.Resolved, ev.RemovedFromStack)) and e.object == copy.object]
        if not ends:
            continue
        seen = True
        end = ends[0]
        moves = [e for e in events if isinstance(e, ev.ZoneChange) and e.old_id == copy.object]
        if isinstance(end, ev.RemovedFromStack):
            if moves:
                return failed(*says("permcopies.moved", copy=copy.object, zone=moves[0].to_zone.value),
                              (end.seq, moves[0].seq))
            continue
        arrival = moves[0] if moves else None
        if arrival is None or arrival.to_zone is not Zone.BATTLEFIELD or not arrival.token:
            how = "none" if arrival is None else f"{arrival.to_zone.value}, token {str(arrival.token).lower()}"
            return failed(*says("permcopies.arrival", copy=copy.object, how=how),
                          (end.seq,) + ((arrival.seq,) if arrival else ()))
        start = next((e.seq for e in events if isinstance(e, ev.Resolving) and e.object == copy.object), -1)
        made = next((e for e in events if isinstance(e, ev.TokenCreated)
                     and ({end.seq, start, arrival.seq} & set(e.causes))), None)
        if made is not None:
            return failed(*says("permcopies.created", copy=copy.object, token=made.object), (end.seq, made.seq))
        lingering = _lingers(events, arrival.new_id)
        if lingering is not None:
            return failed(*says("permcopies.lingers", obj=lingering[0]), lingering[1:])
    return passed(seen)


def _lingers(events: list[ev.Event], token: int) -> tuple[int, int, int] | None:
    """(id, left seq, priority seq) if the token, off the battlefield, still
    existed when a player got priority; None if it ceased to exist in time."""
    left: ev.ZoneChange | None = None
    for e in events:
        if left is None:
            if isinstance(e, ev.ZoneChange) and e.old_id == token and e.from_zone is Zone.BATTLEFIELD:
                left = e
        elif isinstance(e, ev.CeasedToExist) and e.object == left.new_id:
            return None
        elif isinstance(e, ev.Priority):
            return left.new_id, left.seq, e.seq
    return None
