"""Auras put onto the battlefield without being cast (CR 303.4f)."""
from __future__ import annotations

from properties import characteristics as ch
from properties.card_facts import enchant_filter
from properties.catalogue.common import Analysis, ability_of, analyse, occurrence_of
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import TriggerEvent
from reference_engine.ids import Zone

declare_clause(
    "303.4f", invariant=True,
    title_en="An Aura entering without being cast", title_fr="Une Aura qui arrive sans être lancée",
    paraphrase_en="An Aura put onto the battlefield other than by resolving as an Aura spell, when the effect "
                  "does not say what it enchants, is attached as it enters to something its controller chooses "
                  "among what its enchant ability allows; nothing is targeted.",
    paraphrase_fr="Une Aura mise sur le champ de bataille autrement qu'en se résolvant comme sort d'Aura, quand "
                  "l'effet ne dit pas ce qu'elle enchante, s'attache en arrivant à ce que son contrôleur choisit "
                  "parmi ce que sa capacité d'enchantement autorise ; rien n'est ciblé.",
)

declare_clause(
    "303.4g", invariant=True,
    title_en="An Aura with nothing to enchant stays", title_fr="Une Aura qui n'a rien à enchanter reste",
    paraphrase_en="An Aura about to enter the battlefield with nothing it may legally enchant stays in the zone "
                  "it was in (from the stack, it goes to its owner's graveyard).",
    paraphrase_fr="Une Aura sur le point d'arriver sur le champ de bataille sans rien qu'elle puisse légalement "
                  "enchanter reste dans sa zone (depuis la pile, elle va au cimetière de son propriétaire).",
)

@prop(id="aura-put-onto-battlefield-enchants-a-legal-choice", rules=("303.4f",),
      title="An Aura put onto the battlefield without being cast enters attached to something it may enchant",
      title_fr="Une Aura mise sur le champ de bataille sans être lancée arrive attachée à ce qu'elle peut enchanter",
      features=("attachments", "zone-change"), families=("returned_auras",),
      needs_events=("zone_change",))
def aura_put_onto_battlefield_enchants_a_legal_choice(case: Case) -> Verdict:
    """An Aura card with an enchant ability that enters the battlefield from
    anywhere but the stack (returned from a graveyard by "return all
    enchantment cards", say) enters attached: its arrival's
    ``after.attached_to`` names a permanent that was on the battlefield just
    before (not one arriving with it) and that its enchant ability allows
    under its new controller (CR 303.4f). That choice targets nothing: no
    "becomes the target" ability triggers on the arrival. Exercised when
    such an Aura entered."""
    a = analyse(case)
    exercised = False
    for e in a.history.of_kind(ev.ZoneChange):
        if e.to_zone is not Zone.BATTLEFIELD or e.from_zone is Zone.STACK or e.after is None or e.seq in a.undone:
            continue
        card = a.scenario.card(e.after.card) if e.after.card else None
        enchant = enchant_filter(card) if card is not None and "Aura" in card.subtypes else None
        if enchant is None:
            continue
        exercised = True
        host_id = e.after.attached_to
        if host_id is None:
            return failed(*says("aura.entered-unattached", obj=e.new_id, zc=e.seq), (e.seq,))
        board = a.timeline.before_batch(e)
        host = board.get(host_id)
        you = e.after.controller if e.after.controller is not None else e.owner
        legal = host is not None and host.zone is Zone.BATTLEFIELD and not host.phased_out and bool(host.card) \
            and ch.matches(enchant[1], ch.chars(a.scenario, board, host), you, None, board, host.id)
        if not legal:
            return failed(*says("aura.entered-on-illegal", obj=e.new_id, zc=e.seq, host=host_id), (e.seq,))
    targeted = _targeted_by_arrival(a)
    if targeted is not None:
        return targeted
    return passed(exercised)


def _targeted_by_arrival(a: Analysis) -> Verdict | None:
    """A "becomes the target" ability triggered by such an arrival: choosing
    what the Aura enchants targets nothing (CR 303.4f)."""
    arrivals = {e.seq for e in a.history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD
                and e.from_zone is not Zone.STACK and e.after is not None and e.after.attached_to is not None}
    for fired in a.history.of_kind(ev.Triggered):
        ability = ability_of(a.scenario, fired.ability)
        if ability is None or ability.trigger is None or ability.trigger.event is not TriggerEvent.BECOMES_TARGET:
            continue
        cause = occurrence_of(fired, a.by_seq)
        if cause is not None and cause.seq in arrivals:
            return failed(*says("aura.entered-targeting", zc=cause.seq, ability=fired.ability), (fired.seq,))
    return None
