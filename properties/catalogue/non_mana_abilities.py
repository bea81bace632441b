"""Mana producers that are not mana abilities use the stack (CR 605.5a-b).

Read from the scenario and the History alone: which abilities target and add
mana, and which spells add mana, comes from the scenario's card definitions
(never the engine's ``is_mana_ability``); what happened to them from the
``activated``, ``cast``, ``put_on_stack``, ``resolving`` and ``mana_added``
events.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, EffectKind

declare_clause(
    "605.1a", invariant=False,
    title_en="What makes an activated mana ability", title_fr="Ce qui fait une capacité de mana activée",
    paraphrase_en="An activated ability is a mana ability only when it has no target, could add mana as it "
                  "resolves, is not a loyalty ability, and does not move cards to or from a library.",
    paraphrase_fr="Une capacité activée n'est une capacité de mana que si elle n'a pas de cible, peut ajouter "
                  "du mana en se résolvant, n'est pas une capacité de loyauté et ne déplace pas de carte "
                  "vers ou depuis une bibliothèque.",
)


def _adds_mana(ability: Ability) -> bool:
    effects = list(ability.effects) + [e for m in ability.modes for e in m.effects]
    return any(e.kind is EffectKind.ADD_MANA for e in effects)


def _targeted_producer(a: Analysis, ref: str) -> bool:
    """An activated ability with a target that could add mana (CR 605.5a)."""
    ability = ability_of(a.scenario, ref)
    return ability is not None and ability.kind is AbilityKind.ACTIVATED and bool(ability.targets) \
        and _adds_mana(ability)


def _mana_spell(a: Analysis, key: str) -> bool:
    """A spell card whose spell ability could add mana (CR 605.5b)."""
    card = next((c for c in a.scenario.cards if c.key == key), None)
    return card is not None and any(ab.kind is AbilityKind.SPELL and _adds_mana(ab) for ab in card.abilities)


def _early_mana(a: Analysis, seq: int) -> list[int]:
    """``mana_added`` events the event ``seq`` caused directly."""
    return [e.seq for e in a.history.of_kind(ev.ManaAdded) if seq in e.causes and e.seq not in a.undone]


def _resolved(a: Analysis, obj: int, after: int) -> bool:
    return any(r.object == obj and r.seq > after for r in a.history.of_kind(ev.Resolving))


@prop(id="non-mana-abilities-use-the-stack", rules=("605.5a", "605.5b"),
      title="A targeted ability that adds mana, or a spell that adds mana, uses the stack",
      title_fr="Une capacité ciblée qui ajoute du mana, ou un sort qui ajoute du mana, utilise la pile",
      features=("mana", "stack", "activation", "casting"), families=("stacked_producers",),
      needs_events=("activated", "cast", "put_on_stack", "resolving", "mana_added"),
      needs_actions=("activate", "cast"))
def non_mana_abilities_use_the_stack(case: Case) -> Verdict:
    """An activated ability that has a target is no mana ability even if it
    could add mana (CR 605.5a, "{T}: Exile target land card from a
    graveyard. Add {G}."): its ``activated`` event says ``mana_ability:
    false``, it is put on the stack (``put_on_stack``) and adds its mana only
    as it resolves, never at activation. A spell that adds mana (Dark Ritual)
    is no mana ability either (CR 605.5b): it is cast, and its mana is added
    only as it resolves, never by the cast. Exercised when such an ability or
    spell was activated or cast and resolved."""
    a = analyse(case)
    seen = False
    for act in a.history.of_kind(ev.Activated):
        if act.seq in a.undone or not _targeted_producer(a, act.ability):
            continue
        early = _early_mana(a, act.seq)
        if act.mana_ability or early:
            return failed(f"{act.ability} targets, so it is no mana ability: it goes on the stack and adds its "
                          f"mana only as it resolves",
                          f"activated #{act.seq} " + ("is marked a mana ability" if act.mana_ability
                                                      else "added mana at once"), (act.seq, *early))
        pushed = any(p.object == act.object and p.seq > act.seq for p in a.history.of_kind(ev.PutOnStack))
        later = [p.seq for p in a.history.of_kind(ev.Priority) if p.seq > act.seq]
        if not pushed and later:
            return failed(f"{act.ability} targets, so it is no mana ability: it is put on the stack",
                          f"no put_on_stack for #{act.object} after activated #{act.seq}", (act.seq,))
        seen = seen or _resolved(a, act.object, act.seq)
    for cast in a.history.of_kind(ev.Cast):
        if cast.seq in a.undone or not _mana_spell(a, cast.card):
            continue
        early = _early_mana(a, cast.seq)
        if early:
            return failed(f"{cast.card} is a spell, never a mana ability: it adds its mana only as it resolves",
                          f"cast #{cast.seq} added mana at once", (cast.seq, *early))
        seen = seen or _resolved(a, cast.object, cast.seq)
    return passed(seen)
