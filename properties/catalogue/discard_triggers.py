"""Discard triggers (CR 701.9a).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): each ``discard`` event is one
occurrence of "whenever [a player] discards [a card]", for the player it
names, whether the card went alone to a cost or with its whole hand.
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from properties.rules_catalog import declare_clause
from reference_engine.abilities import TriggerEvent as T

declare_clause(
    "701.9a", invariant=True,
    title_en="Discard", title_fr="Défausser",
    paraphrase_en="A player discards a card by moving it from their own hand to their graveyard; each "
                  "card so moved is discarded, whether one goes alone or a whole hand goes at once.",
    paraphrase_fr="Un joueur défausse une carte en la mettant de sa propre main dans son cimetière ; "
                  "chaque carte ainsi déplacée est défaussée, qu'elle parte seule ou avec toute la main.",
)


@prop(id="discard-triggers-per-card", rules=("701.9a", "603.2"),
      title="\"Whenever a player discards a card\" triggers once per card discarded",
      title_fr="« Chaque fois qu'un joueur défausse une carte » se déclenche une fois par carte défaussée",
      features=("discard",), families=("discards",),
      needs_events=("discard", "triggered"))
def discard_triggers_per_card(case: Case) -> Verdict:
    """Every card a player discards, to a cost or by an effect, one card or
    a whole hand at once, is one occurrence of "whenever [a player]
    discards [a card]": the discarding player is the one the ``discard``
    event names, and the card's types decide "a creature card". The example
    counts as exercised when one of them had to trigger or did."""
    return trigger_counts(case, event_is(T.DISCARDS), "one per card discarded")
