"""\"Whenever damage that would be dealt to ... is prevented\" (CR 615.13).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): an application of a prevention effect is
that effect's ``damage_prevented`` events in one batch of simultaneous damage
(a hit that shares no batch is one of its own), however many sources and
recipients they cover; its first ``damage_prevented`` is the occurrence. Each
matching "damage is prevented" ability triggers exactly once for it, and
nothing else is an occurrence of such an ability: damage nobody prevented
triggers none of them.
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from reference_engine.abilities import TriggerEvent as T


@prop(id="prevented-damage-triggers-once-per-application", rules=("615.13", "615.6"),
      title="\"Damage is prevented\" triggers once per application of a prevention effect",
      title_fr="« Des blessures sont prévenues » se déclenche une fois par application d'un effet de prévention",
      features=("prevention", "damage"), families=("prevented_watchers", "shields"),
      needs_events=("damage_prevented", "triggered"))
def prevented_damage_triggers_once_per_application(case: Case) -> Verdict:
    """An ability that triggers when damage that would be dealt to a player
    or a permanent is prevented triggers once each time a prevention effect
    is applied to one or more simultaneous damage events and prevents some of
    that damage to a matching recipient: one effect stopping the damage of
    three attackers at once is one application, two effects applied to one
    hit are two. Prevented damage is never dealt (CR 615.6), so damage that
    was dealt is no occurrence of it, and nothing triggers it when nothing was
    prevented. The example counts as exercised when one of them had to trigger
    or did."""
    return trigger_counts(case, event_is(T.DAMAGE_PREVENTED), "an application of a prevention effect")
