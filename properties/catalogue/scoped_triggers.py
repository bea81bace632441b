"""Scoped "triggers an additional time" effects (CR 603.2d).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): an effect like Panharmonicon or Veyran
adds one trigger only to what an occurrence of its event triggers, never to
the same permanents' other triggers.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, trigger_counts
from properties.characteristics import effects_of
from properties.registry import Case, Verdict, prop
from reference_engine.abilities import Ability, ContinuousKind
from reference_engine.events import Event


@prop(id="scoped-additional-triggers", rules=("603.2d", "603.2c"),
      title="A scoped \"triggers an additional time\" effect adds one trigger to its own event only",
      title_fr="Un effet « se déclenche une fois de plus » limité à un événement n'ajoute "
               "un déclenchement qu'à cet événement",
      features=("trigger-count", "continuous"), families=("scoped_extra_triggers",),
      needs_events=("triggered",))
def scoped_additional_triggers(case: Case) -> Verdict:
    """A triggered ability of a permanent that a scoped additional-time
    effect covers triggers 1 + (number of such effects whose event caused
    it) times per occurrence: Panharmonicon doubles what an artifact or
    creature entering triggers, but not a dies or leaves trigger, nor what a
    land entering triggers; Veyran doubles what its controller casting an
    instant or sorcery triggers, not what an opponent's spell triggers. The
    example counts as exercised when such an ability had to trigger or did."""
    return trigger_counts(case, _under_scope, "under scoped additional-time effects")


def _under_scope(_ability: Ability, source: int, occ: Event, a: Analysis) -> bool:
    """Is the source covered by a scoped effect, before or after the event
    (a permanent entering sees Panharmonicon once it is there)?"""
    for board in (a.timeline.before_batch(occ), a.timeline.after(occ.seq)):
        obj = board.get(source)
        if obj is not None and any(x.effect.scope is not None
                                   for x in effects_of(a.scenario, board, ContinuousKind.EXTRA_TRIGGER, obj)):
            return True
    return False
