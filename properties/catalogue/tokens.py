"""Tokens (CR 111.1, 111.7, 111.8, 603.6a, 704.5d, 707.2), read from the History.

A token is known from its ``token_created`` event, and stays a token through
its zone changes (the tracked board carries the mark). Where it goes after it
left the battlefield, when it ceases to exist, how many "enters" triggers its
arrival makes and what a token copy carries are all checked against the
scenario's definitions and the committed events only.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, trigger_counts
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import Obj
from reference_engine import events as ev
from reference_engine.abilities import Ability, EffectKind, TriggerEvent as T
from reference_engine.ids import Zone

declare_clause(
    "111.1", invariant=False,
    title_en="Tokens", title_fr="Les jetons",
    paraphrase_en="Some effects create tokens: objects that are not cards, put onto the battlefield "
                  "as they are created, each entering like any permanent.",
    paraphrase_fr="Certains effets créent des jetons : des objets qui ne sont pas des cartes, mis sur "
                  "le champ de bataille à leur création, chacun y arrivant comme tout permanent.",
)
declare_clause(
    "111.7", invariant=True,
    title_en="A token off the battlefield", title_fr="Un jeton hors du champ de bataille",
    paraphrase_en="A token that left the battlefield reaches its new zone (so its leaving is seen), "
                  "then ceases to exist when state-based actions are next checked.",
    paraphrase_fr="Un jeton qui a quitté le champ de bataille arrive dans sa nouvelle zone (son départ "
                  "est donc vu), puis cesse d'exister à la prochaine vérification des actions basées sur un état.",
)
declare_clause(
    "111.8", invariant=True,
    title_en="A token that left can't move again", title_fr="Un jeton parti ne peut plus changer de zone",
    paraphrase_en="Once a token has left the battlefield it can't move to another zone nor come back "
                  "to the battlefield; an effect that would move it leaves it where it is.",
    paraphrase_fr="Un jeton qui a quitté le champ de bataille ne peut ni changer de zone ni y revenir ; "
                  "un effet qui le déplacerait le laisse où il est.",
)
declare_clause(
    "704.5d", invariant=True,
    title_en="Tokens cease to exist off the battlefield", title_fr="Les jetons hors du champ de bataille cessent d'exister",
    paraphrase_en="As a state-based action, a token in any zone other than the battlefield ceases to exist.",
    paraphrase_fr="Par une action basée sur un état, un jeton dans une zone autre que le champ de bataille "
                  "cesse d'exister.",
)
declare_clause(
    "707.2", invariant=True,
    title_en="Copiable values", title_fr="Les valeurs copiables",
    paraphrase_en="A copy takes the original's printed characteristics, its abilities included, as "
                  "modified by other copy effects; not its counters, its status, nor what other effects give it.",
    paraphrase_fr="Une copie prend les caractéristiques imprimées de l'original, capacités comprises, "
                  "modifiées par d'autres effets de copie ; ni ses marqueurs, ni son statut, ni ce que "
                  "d'autres effets lui donnent.",
)


@prop(id="tokens-cease-after-leaving", rules=("704.5d", "111.7", "111.8"),
      title="A token that left the battlefield stays put, then ceases to exist",
      title_fr="Un jeton qui a quitté le champ de bataille reste où il est, puis cesse d'exister",
      features=("tokens", "sba"), families=("tokens",),
      needs_events=("token_created", "ceased_to_exist", "zone_change", "priority", "triggered"))
def tokens_cease_after_leaving(case: Case) -> Verdict:
    """A token leaves the battlefield by a zone change like any permanent, so
    its leaves and dies abilities trigger, looking back (CR 603.10a); then it
    never changes zones again (CR 111.8: a flickered token is not returned)
    and it ceases to exist before the next player receives priority, at the
    next state-based action check (CR 704.5d, 704.3). Only a token off the
    battlefield ceases to exist. Exercised when a token left the battlefield."""
    a = analyse(case)
    gone: dict[int, int] = {}
    """Token ids off the battlefield -> the seq at which they left."""
    exercised = False
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        problem = _token_problem(a, e, gone)
        if problem is not None:
            return problem
        if isinstance(e, ev.ZoneChange) and e.from_zone is Zone.BATTLEFIELD and _is_token(a, e.old_id, e.seq):
            gone[e.new_id] = e.seq
            exercised = True
    if exercised:
        looked = trigger_counts(case, _token_leaving, "a token leaving")
        if not looked.ok:
            return looked
    return passed(exercised)


def _token_problem(a: Analysis, e: ev.Event, gone: dict[int, int]) -> Verdict | None:
    if isinstance(e, ev.ZoneChange) and e.old_id in gone:
        return failed(*says("tokens.moved", obj=e.old_id, left=gone[e.old_id]), (gone[e.old_id], e.seq))
    if isinstance(e, ev.CeasedToExist):
        if e.object not in gone:
            return failed(*says("tokens.ceased-in-play", obj=e.object), (e.seq,))
        del gone[e.object]
    if isinstance(e, ev.Priority) and gone:
        obj, left = min(gone.items(), key=lambda kv: kv[1])
        return failed(*says("tokens.lingers", obj=obj, left=left), (left, e.seq))
    return None


def _is_token(a: Analysis, oid: int, seq: int) -> bool:
    obj: Obj | None = a.timeline.before(seq).get(oid)
    return obj is not None and obj.token


def _token_leaving(ability: Ability, _source: int, occ: ev.Event, a: Analysis) -> bool:
    """Look-back abilities, on a token leaving the battlefield."""
    t = ability.trigger
    return (t is not None and t.event in (T.LEAVES, T.DIES) and isinstance(occ, ev.ZoneChange)
            and occ.from_zone is Zone.BATTLEFIELD and _is_token(a, occ.old_id, occ.seq))


@prop(id="created-tokens-enter-together", rules=("603.6a", "111.1"),
      title="Tokens created at once each trigger enters abilities",
      title_fr="Des jetons créés ensemble déclenchent chacun les capacités d'arrivée",
      features=("tokens", "enters"), families=("tokens", "arrivals"),
      needs_events=("token_created", "triggered"))
def created_tokens_enter_together(case: Case) -> Verdict:
    """Tokens one effect creates enter the battlefield at the same time, in
    one batch, and each of them is an arrival: a "whenever a creature enters"
    ability triggers once per token (CR 603.6a, 603.2c), never once for the
    lot, and never for a token the watcher saw arrive before it was there.
    Exercised when an enters ability had to trigger on a token."""
    from properties.catalogue.general import split_batch  # general imports this module for CR 111.1

    problem = split_batch(case, (EffectKind.CREATE_TOKEN,))
    if problem:
        return failed(*says("tokens.apart", problem=problem[0]), problem[1])
    return trigger_counts(case, _on_a_token, "a token entering")


def _on_a_token(ability: Ability, _source: int, occ: ev.Event, _a: Analysis) -> bool:
    return ability.trigger is not None and ability.trigger.event is T.ENTERS and isinstance(occ, ev.TokenCreated)


@prop(id="token-copy-has-copiable-values", rules=("707.2",),
      title="A token copy has the original's printed abilities, not its counters",
      title_fr="Une copie-jeton a les capacités imprimées de l'original, pas ses marqueurs",
      features=("tokens", "enters"), families=("tokens",),
      needs_events=("token_created", "triggered"))
def token_copy_has_copiable_values(case: Case) -> Verdict:
    """A token that is a copy of a permanent is that permanent's card (or
    token definition) again: it has every ability the original prints,
    triggered abilities included, so its own enters abilities trigger as it
    arrives; it gets none of the original's counters (CR 707.2). Exercised
    when a token copy was created."""
    a = analyse(case)
    exercised = False
    for e in a.history.of_kind(ev.TokenCreated):
        if e.copy_of is None or e.seq in a.undone:
            continue
        original = a.timeline.before(e.seq).get(e.copy_of) or a.timeline.last_known(e.copy_of)
        if original is None or not original.card:
            continue
        exercised = True
        printed = [f"{original.card}/{i}" for i in range(len(a.scenario.card(original.card).abilities))]
        have = e.after.abilities if e.after is not None else ()
        missing = [r for r in printed if r not in have]
        if e.card != original.card or missing:
            return failed(*says("tokens.copy", obj=e.object, card=original.card, got=e.card,
                                missing=", ".join(missing) or "-"), (e.seq,))
        if e.after is not None and any(e.after.counters.values()):
            return failed(*says("tokens.copy-counters", obj=e.object, original=e.copy_of), (e.seq,))
    if exercised:
        arrivals = trigger_counts(case, _on_a_token, "a token copy entering")
        if not arrivals.ok:
            return arrivals
    return passed(exercised)
