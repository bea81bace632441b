""""Becomes the target" triggers (CR 115.1, 601.2c, 602.2b, 603.3d).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): a ``cast`` event (a spell) or a
``put_on_stack`` event (an activated or triggered ability) naming targets is
an occurrence of "whenever [a permanent] becomes the target of a spell or
ability [a player] controls" for each permanent on the battlefield it
targets, once however many of its targets name that permanent.
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from properties.rules_catalog import declare_clause
from reference_engine.abilities import TriggerEvent as T

declare_clause(
    "115.1", invariant=False,
    title_en="Targets", title_fr="Cibles",
    paraphrase_en="Some spells and abilities have their controller choose targets, objects or players they "
                  "will affect, as part of putting them on the stack; only an effect that says so changes "
                  "them afterwards.",
    paraphrase_fr="Certains sorts et capacités font choisir à leur contrôleur des cibles, objets ou joueurs "
                  "qu'ils affecteront, au moment de les mettre sur la pile ; seul un effet qui le dit les "
                  "change ensuite.",
)


@prop(id="target-triggers-once-per-spell-or-ability", rules=("601.2c", "602.2b", "603.3d", "115.1", "603.2c"),
      title="\"Becomes the target\" triggers once per spell or ability that targets the permanent",
      title_fr="« Devient la cible » se déclenche une fois par sort ou capacité qui cible le permanent",
      features=("targets",), families=("target_triggers", "crossover"),
      needs_events=("cast", "put_on_stack", "triggered"))
def target_triggers_once_per_spell_or_ability(case: Case) -> Verdict:
    """A permanent becomes the target of a spell as the spell is cast and of
    an activated or triggered ability as the ability is put on the stack:
    each matching "becomes the target of a spell or ability [a player]
    controls" ability triggers once for it, even if two of the spell's
    targets name that permanent, and never for a spell on the stack. The
    example counts as exercised when one of them had to trigger or did."""
    return trigger_counts(case, event_is(T.BECOMES_TARGET), "once per spell or ability")
