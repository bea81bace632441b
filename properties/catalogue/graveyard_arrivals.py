"""Abilities that trigger when a card is put into a graveyard (CR 603.2, 603.6,
603.10): "from the stack", "from a library", "from anywhere", and a card's
own "when this is put into a graveyard from anywhere"."""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from reference_engine.abilities import TriggerEvent as T


@prop(id="graveyard-triggers-match-the-zone", rules=("603.6", "603.10"),
      title="\"Put into a graveyard from\" abilities trigger for cards from that zone",
      title_fr="« Mis dans un cimetière depuis » se déclenche pour les cartes venues de cette zone",
      features=("zone-change", "hidden-zones"), families=("hidden_zones",),
      needs_events=("zone_change", "triggered"))
def graveyard_triggers_match_the_zone(case: Case) -> Verdict:
    """An ability that triggers when a card is put into a graveyard from a
    zone triggers once for each card put into a graveyard from that zone and
    for no other card; "from anywhere" takes cards from every zone (milled,
    discarded, a spell that resolved, a permanent that died). A card's own
    "when this is put into a graveyard from anywhere" triggers from the
    graveyard it arrives in, wherever it came from."""
    return trigger_counts(case, event_is(T.PUT_INTO_GRAVEYARD), "put into a graveyard")
