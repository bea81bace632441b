"""Damage, prevention and replacement as far as triggers care (CR 603.2g, 614.6, 615.6)."""
from __future__ import annotations

from properties.catalogue.common import ability_of, describe, event_is, trigger_counts
from properties.catalogue.general import unnamed_replacement
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine.abilities import TriggerEvent as T
from reference_engine.events import Damage, DamagePrevented, Replaced, Triggered


@prop(
    id="prevented-events-trigger-nothing",
    rules=("603.2g", "614.6", "615.6"),
    title="Prevented or replaced events trigger nothing",
    title_fr="Les événements prévenus ou remplacés ne déclenchent rien",
    features=("prevention", "replacement", "damage"),
    families=("shields", "shield_spells", "simultaneous"),
    needs_events=("triggered", "damage_prevented", "replaced"),
)
def prevented_events_trigger_nothing(case: Case) -> Verdict:
    """Only events that actually happen can trigger abilities. Damage that a
    prevention effect stopped was never dealt, and an event a replacement effect
    replaced never happened, so no ``triggered`` may name either as its
    occurrence, nor name a damage event that dealt no damage; only an
    ability that triggers on damage being prevented names the prevention
    (CR 615.13). What happened
    instead of a replaced move ("exile it instead") names the ``replaced``
    event among its causes, so that it is told from an ordinary move."""
    h = case.history
    problem = unnamed_replacement(case)
    if problem:
        return failed(*says("damage.instead", problem=problem[0]), problem[1])
    by_seq = h.by_seq()
    unreal = {e.seq for e in h.events if isinstance(e, (DamagePrevented, Replaced))}
    unreal |= {e.seq for e in h.of_kind(Damage) if e.amount <= 0}
    prevented = {e.seq for e in h.events if isinstance(e, DamagePrevented)}
    for trig in h.of_kind(Triggered):
        ability = ability_of(case.scenario, trig.ability)
        watches = ability is not None and ability.trigger is not None and ability.trigger.event is T.DAMAGE_PREVENTED
        bad = [s for s in trig.causes if s in unreal and not (watches and s in prevented)]
        if bad:
            return failed(*says("damage.unreal", ability=trig.ability, event=describe(by_seq[bad[0]])),
                          (trig.seq, bad[0]))
    return passed(bool(unreal))


@prop(
    id="damage-triggers-match-dealt-damage",
    rules=("603.2c", "603.2g", "615.6", "120.3"),
    title="Damage triggers fire once per damage event actually dealt",
    title_fr="Les déclenchements de blessures ont lieu une fois par blessure réellement infligée",
    features=("damage", "prevention"),
    families=("damage_dealt", "shields", "shrinks", "crossover"),
    needs_events=("damage", "triggered"),
)
def damage_triggers_match_dealt_damage(case: Case) -> Verdict:
    """Abilities that trigger on damage being dealt trigger once for each
    damage event that was actually dealt (for the part not prevented), and
    never for damage that a prevention effect stopped entirely. Damage dealt
    at the same time (one spell's, or all combat damage) is one event: a
    permanent dealt damage by two sources at once triggers its "is dealt
    damage" abilities once, and a source dealing damage to two recipients at
    once triggers its "deals damage" abilities once (CR 603.2c, 120.3)."""
    return trigger_counts(case, event_is(T.DEALT_DAMAGE, T.DEALS_DAMAGE, T.DEALS_COMBAT_DAMAGE_TO_PLAYER),
                          "damage dealt")
