""""Put into exile" triggers (CR 603.2, 603.6c, 603.10a).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): a ``zone_change`` to exile is an
occurrence of "whenever [a card] is put into exile from [a zone]" when it
came from that zone (any zone, for "from anywhere"); from the battlefield the
ability looks back at the game before the move, otherwise it is matched
after it, and a card's own "from anywhere" ability works from exile.
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from reference_engine.abilities import TriggerEvent as T


@prop(id="exile-triggers-match-the-zone", rules=("603.2", "603.6c", "603.10a"),
      title="\"Put into exile from\" abilities trigger for cards from that zone",
      title_fr="« Mis en exil depuis » se déclenche pour les cartes venues de cette zone",
      features=("zone-change", "exile"), families=("exiles", "crossover"),
      needs_events=("zone_change", "triggered"))
def exile_triggers_match_the_zone(case: Case) -> Verdict:
    """An ability that triggers when a card is put into exile from a zone
    triggers once for each card put into exile from that zone and for no
    other; "from anywhere" takes cards from every zone, a permanent exiled
    (or exiled instead of dying) as much as a card exiled from a graveyard.
    "From the battlefield" is a leaves-the-battlefield ability: it looks
    back, so a permanent's own such ability triggers as it is exiled. A
    card's own "when this is put into exile from anywhere" triggers from
    exile. The example counts as exercised when one of them had to trigger
    or did."""
    return trigger_counts(case, event_is(T.PUT_INTO_EXILE), "put into exile")
