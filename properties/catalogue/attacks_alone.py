""""Attacks alone" triggers (CR 506.5).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): an ``attackers_declared`` event naming
exactly one attacker is one occurrence of "whenever <that creature> attacks
alone"; one naming two or more is none, for any of them.
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from properties.rules_catalog import declare_clause
from reference_engine.abilities import TriggerEvent as T

declare_clause(
    "506.5", invariant=True,
    title_en="Attacking alone", title_fr="Attaquer seule",
    paraphrase_en="A creature attacks alone when no other creature was declared as an attacker in the "
                  "same declaration; it blocks alone when no other creature was declared as a blocker.",
    paraphrase_fr="Une créature attaque seule quand aucune autre créature n'a été déclarée attaquante "
                  "dans la même déclaration ; elle bloque seule quand aucune autre n'a été déclarée "
                  "bloqueuse.",
)


@prop(id="attacks-alone-only-when-declared-alone", rules=("506.5", "603.2"),
      title="\"Attacks alone\" triggers only for the one creature declared as an attacker",
      title_fr="« Attaque seule » ne se déclenche que pour la seule créature déclarée attaquante",
      features=("combat", "attack-triggers"), families=("alone_or_blocked",),
      needs_events=("attackers_declared", "triggered"))
def attacks_alone_only_when_declared_alone(case: Case) -> Verdict:
    """"Whenever <a creature> attacks alone" triggers once when that
    creature is the only one declared as an attacker, and never when two or
    more are declared together, whichever of them it watches. The example
    counts as exercised when such an ability had to trigger or did."""
    return trigger_counts(case, event_is(T.ATTACKS_ALONE), "attacks alone")
