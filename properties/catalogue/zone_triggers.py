"""How often and on what abilities trigger (CR 603.2, 603.6, 603.10, 700.4).

Each property compares, occurrence by occurrence, the triggers the scenario's
ability definitions require (``properties.matching``) with the ``triggered``
events in the History; they differ in which abilities they look at, so a
failure names the rule that was broken.
"""
from __future__ import annotations

from properties.tracked_board import Obj
from properties.catalogue.common import Analysis, ability_of, analyse, event_is, trigger_counts
from properties.characteristics import effects_of
from properties.matching import looks_back
from properties.messages import msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine.abilities import Ability, ContinuousKind, TriggerEvent as T
from reference_engine.events import Event, Triggered, ZoneChange
from reference_engine import events as ev
from reference_engine.ids import Zone

ALL_FAMILIES = ("simultaneous", "leave_return", "control", "players", "tapped", "shields",
                "hidden_zones", "intervening_if", "delayed", "blocks", "casting", "steps",
                "modal_targets", "counters_life_draw", "continuous")


@prop(id="trigger-once-per-occurrence", rules=("603.2", "603.2c"),
      title="An ability triggers once per occurrence of its event",
      title_fr="Une capacité se déclenche une fois par occurrence de son événement",
      features=("trigger-count", "simultaneous"), families=(*ALL_FAMILIES, "crossover", "misplays"),
      needs_events=("triggered",))
def trigger_once_per_occurrence(case: Case) -> Verdict:
    """Every committed event that matches a triggered ability's condition makes
    it trigger exactly once per occurrence: a sweeper killing three creatures
    triggers a "whenever a creature dies" ability three times, never once and
    never twice per creature (plus one per "additional time" effect)."""
    return trigger_counts(case, lambda *_: True, "one per occurrence")


@prop(id="additional-trigger-once-per-effect", rules=("603.2d",),
      title="Each \"triggers an additional time\" effect adds exactly one trigger",
      title_fr="Chaque effet « se déclenche une fois de plus » ajoute exactement un déclenchement",
      features=("trigger-count", "continuous"), families=("extra_triggers", "continuous"),
      needs_events=("triggered",))
def additional_trigger_once_per_effect(case: Case) -> Verdict:
    """An effect that makes a permanent's abilities trigger an additional time
    adds one trigger per occurrence for each such effect, no more."""
    return trigger_counts(case, _has_extra, "with additional-time effects")


def _has_extra(_ability: Ability, source: int, occ: Event, a: Analysis) -> bool:
    obj = _source_obj(a, source, occ)
    board = a.timeline.before_batch(occ)
    return obj is not None and bool(effects_of(a.scenario, board, ContinuousKind.EXTRA_TRIGGER, obj))


@prop(id="leaves-triggers-look-back", rules=("603.10a", "603.6c", "603.10"),
      title="Leaves-the-battlefield triggers look back in time",
      title_fr="Les déclenchements de départ du champ de bataille regardent en arrière",
      features=("look-back", "zone-change"), families=("simultaneous", "leave_return"),
      needs_events=("zone_change", "triggered"))
def leaves_triggers_look_back(case: Case) -> Verdict:
    """Abilities that trigger on a permanent leaving the battlefield are matched
    against the game as it was just before the event: a permanent leaving in
    the same event still triggers, with its characteristics as it last was."""
    return trigger_counts(case, lambda ab, _s, occ, _a: ab.trigger is not None and looks_back(ab.trigger)
                          and isinstance(occ, ZoneChange), "looking back")


@prop(id="enters-triggers-see-arrival", rules=("603.6a", "603.6b", "614.1c"),
      title="Enters triggers see every arrival, with continuous effects applied",
      title_fr="Les déclenchements d'arrivée voient chaque arrivant, effets continus appliqués",
      features=("enters", "continuous"),
      families=("tapped", "arrivals", "animated_lands", "simultaneous", "leave_return", "continuous", "crossover",
                "tokens"),
      needs_events=("zone_change", "triggered"))
def enters_triggers_see_arrival(case: Case) -> Verdict:
    """When permanents enter, every permanent then on the battlefield, the
    newcomers included, is checked for enters abilities, and continuous effects
    already apply to the newcomers: an entering creature that loses all
    abilities does not trigger its own enters ability. An "enters tapped"
    ("enters untapped") ability triggers only for a permanent that entered in
    that state, which its arrival records, whatever made it enter so: entering
    tapped is part of the event (CR 614.1c)."""
    return trigger_counts(case, event_is(T.ENTERS), "enters")


@prop(id="dies-means-battlefield-to-graveyard", rules=("700.4",),
      title="\"Dies\" triggers only on battlefield-to-graveyard moves",
      title_fr="« Meurt » ne se déclenche que du champ de bataille au cimetière",
      features=("dies", "replacement"), families=("deaths", "shields", "simultaneous", "tokens"),
      needs_events=("zone_change", "triggered"))
def dies_means_battlefield_to_graveyard(case: Case) -> Verdict:
    """A creature dies only when it is put into a graveyard from the
    battlefield; one exiled instead (by a replacement effect) never dies, so no
    dies ability triggers for it."""
    a = analyse(case)
    for t in case.history.of_kind(Triggered):
        ab = _ability(a, t)
        occ = next((a.by_seq[s] for s in t.causes if s in a.by_seq), None)
        if ab is not None and ab.trigger and ab.trigger.event is T.DIES and not (
                isinstance(occ, ZoneChange) and occ.from_zone is Zone.BATTLEFIELD
                and occ.to_zone is Zone.GRAVEYARD):
            return failed(*says("zone.dies-move", ability=t.ability, kind=occ.kind if occ else msg("targets.nothing")), (t.seq,))
    return trigger_counts(case, event_is(T.DIES), "dies")


@prop(id="hidden-zones-do-not-trigger", rules=("603.2f",),
      title="Objects in hidden zones do not trigger",
      title_fr="Les objets dans une zone cachée ne se déclenchent pas",
      features=("hidden-zones",), families=("hidden_zones",),
      needs_events=("triggered",))
def hidden_zones_do_not_trigger(case: Case) -> Verdict:
    """An ability whose source sits in a hand or library throughout the event
    does not trigger: no player could see it happen."""
    a = analyse(case)
    for t in case.history.of_kind(Triggered):
        occ = next((a.by_seq[s] for s in t.causes if s in a.by_seq), None)
        if t.delayed or occ is None:
            continue
        zones = {o.zone for b in (a.timeline.before_batch(occ), a.timeline.after(occ.seq))
                 if (o := b.get(t.source)) is not None}
        if zones and all(z.is_hidden for z in zones):
            return failed(*says("zone.hidden", ability=t.ability, source=t.source, zone=sorted(zones)[0].value), (t.seq,))
    return passed(_hidden_triggers_exist(a))


def _hidden_triggers_exist(a: Analysis) -> bool:
    hidden = [o for o in a.timeline.boards[0].objects.values() if o.zone.is_hidden and o.card]
    return any(ab.trigger is not None for o in hidden for ab in a.scenario.card(o.card).abilities)


@prop(id="beginning-of-step-triggers", rules=("603.2b",),
      title="\"At the beginning of\" abilities trigger once when their step begins",
      title_fr="Les capacités « au début de » se déclenchent une fois au début de leur étape",
      features=("steps",), families=("steps", "delayed"), needs_events=("step_begin", "triggered"),
      needs_actions=("advance_to",))
def beginning_of_step_triggers(case: Case) -> Verdict:
    """When a step begins, each "at the beginning of" ability for that step
    (and for that player, if it names one) triggers exactly once."""
    return trigger_counts(case, event_is(T.BEGINNING_OF_STEP), "beginning of step")


@prop(id="cant-activate-does-not-stop-triggers", rules=("603.2a",),
      title="\"Can't activate\" effects do not stop triggered abilities",
      title_fr="Les effets « ne peut pas être activée » n'empêchent pas les déclenchements",
      features=("continuous",), families=("banned_sources", "casting"), needs_events=("triggered",))
def cant_activate_does_not_stop_triggers(case: Case) -> Verdict:
    """Triggered abilities are never activated, so an effect that forbids
    activating a permanent's abilities leaves its triggers working."""
    def banned(_ab: Ability, source: int, occ: Event, a: Analysis) -> bool:
        obj = _source_obj(a, source, occ)
        board = a.timeline.before_batch(occ)
        return obj is not None and bool(effects_of(a.scenario, board, ContinuousKind.CANT_ACTIVATE, obj))
    return trigger_counts(case, banned, "despite a can't-activate effect")


@prop(id="player-loses-triggers", rules=("603.9", "603.10f"),
      title="\"A player loses\" triggers fire, looking back in time",
      title_fr="Les déclenchements « un joueur perd » ont lieu en regardant en arrière",
      features=("players", "look-back"), families=("losers", "players"),
      needs_events=("player_lost", "triggered"))
def player_loses_triggers(case: Case) -> Verdict:
    """When a player loses, abilities that trigger on a player losing trigger,
    including those of the loser's own permanents (the game is seen as it was
    just before)."""
    return trigger_counts(case, event_is(T.PLAYER_LOSES), "player loses")


@prop(id="lose-control-looks-back", rules=("603.10d",),
      title="Losing-control triggers look back in time",
      title_fr="Les déclenchements de perte de contrôle regardent en arrière",
      features=("control", "look-back"), families=("control",),
      needs_events=("control_change", "triggered"))
def lose_control_looks_back(case: Case) -> Verdict:
    """An ability that triggers when its controller loses control of a
    permanent is matched against the game just before the change, so it
    triggers for its old controller."""
    return trigger_counts(case, event_is(T.LOSE_CONTROL), "lose control")


@prop(id="countered-triggers-only-on-counter", rules=("603.10e", "608.2b"),
      title="\"Countered\" triggers fire only for spells actually countered",
      title_fr="« Contrecarré » ne se déclenche que pour un sort réellement contrecarré",
      features=("casting", "look-back"), families=("counterspells", "modal_targets"),
      needs_events=("removed_from_stack", "triggered"))
def countered_triggers_only_on_counter(case: Case) -> Verdict:
    """"Whenever a spell is countered" triggers when a spell is countered, and
    never when a spell fails to resolve because all its targets became illegal:
    that spell is not countered. So a spell counts as countered only when a
    resolving spell or ability counters it."""
    a = analyse(case)
    resolving = {e.seq for e in a.history.of_kind(ev.Resolving)}
    for r in a.history.of_kind(ev.RemovedFromStack):
        if r.reason is ev.RemovalReason.COUNTERED and r.seq not in a.undone and not resolving & set(r.causes):
            return failed(*says("zone.countered", obj=r.object), (r.seq,))
    return trigger_counts(case, event_is(T.SPELL_COUNTERED), "spell countered")


def _ability(a: Analysis, t: Triggered) -> Ability | None:
    return ability_of(a.scenario, t.ability)


def _source_obj(a: Analysis, source: int, occ: Event) -> Obj | None:
    return a.timeline.before_batch(occ).get(source) or a.timeline.after(occ.seq).get(source)
