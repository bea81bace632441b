""""Do this only once each turn" (CR 603.2h)."""
from __future__ import annotations

from properties.catalogue.common import trigger_counts
from properties.registry import Case, Verdict, prop


@prop(id="once-each-turn-stops-after-the-action", rules=("603.2h",),
      title="A \"do this only once each turn\" ability stops triggering once its action is done",
      title_fr="Une capacité « une seule fois par tour » ne se déclenche plus une fois son action faite",
      features=("once-each-turn", "optional"), families=("once_each_turn", "leave_return"),
      needs_events=("triggered", "resolved", "choice", "step_begin"))
def once_each_turn_stops_after_the_action(case: Case) -> Verdict:
    """An ability that says to do its action only once each turn triggers as
    usual until an instance of it, from that same permanent, has resolved and
    done the action this turn (its "may" accepted, no "unless" paid); after
    that it does not trigger again that turn. A declined action does not count,
    and a new turn starts afresh."""
    return trigger_counts(case, lambda ab, *_: ab.trigger is not None and ab.trigger.once_each_turn,
                          "only once each turn")
