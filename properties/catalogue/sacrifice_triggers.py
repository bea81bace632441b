"""Sacrifice triggers (CR 701.21a, 603.10a).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): a ``zone_change`` from the battlefield
that the History says was a sacrifice (``how: sacrifice``) is one occurrence
of "whenever [a player] sacrifices [a permanent]", whatever zone it ended in,
and such abilities look back at the game just before it.
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from properties.rules_catalog import declare_clause
from reference_engine.abilities import TriggerEvent as T

declare_clause(
    "701.21a", invariant=True,
    title_en="Sacrifice", title_fr="Sacrifier",
    paraphrase_en="A player sacrifices a permanent by moving it from the battlefield straight to its "
                  "owner's graveyard; only its controller can sacrifice it, and only a permanent can be "
                  "sacrificed. Sacrificing is not destroying, so nothing that replaces destruction "
                  "applies to it.",
    paraphrase_fr="Un joueur sacrifie un permanent en le mettant directement du champ de bataille dans "
                  "le cimetière de son propriétaire ; seul son contrôleur peut le sacrifier, et seul un "
                  "permanent peut être sacrifié. Sacrifier n'est pas détruire : rien de ce qui remplace "
                  "une destruction ne s'y applique.",
)


@prop(id="sacrifice-triggers-look-back", rules=("701.21a", "603.10a"),
      title="\"Whenever a player sacrifices\" triggers once per sacrifice, looking back",
      title_fr="« Chaque fois qu'un joueur sacrifie » se déclenche une fois par sacrifice, en regardant "
               "dans le passé",
      features=("sacrifice", "look-back"), families=("sacrifices", "crossover"),
      needs_events=("zone_change", "triggered"))
def sacrifice_triggers_look_back(case: Case) -> Verdict:
    """Every permanent a player sacrifices, by a cost or an effect, is one
    occurrence of "whenever [a player] sacrifices [a permanent]": the
    sacrificing player is its controller, and it counts even if a
    replacement effect exiled it instead. A destroyed permanent was not
    sacrificed. Such abilities look back like leaves-the-battlefield ones:
    a sacrificed permanent's own "when you sacrifice this creature", and a
    watcher sacrificed together with what it watches, trigger. The example
    counts as exercised when one of them had to trigger or did."""
    return trigger_counts(case, event_is(T.SACRIFICES), "sacrificed, looking back")
