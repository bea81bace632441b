""""Blocks or becomes blocked" triggers (CR 509.3a, 509.3c).

Read from the scenario and the History alone, with the checkers' own
matching (``properties.matching``): in a ``blockers_declared`` event each
declared blocker and each attacker it makes blocked (that was not blocked
already) is one occurrence of "whenever <it> blocks or becomes blocked",
however many blocking pairs name it; a creature put onto the battlefield
blocking makes the attacker it blocks become blocked, if it was not, but
never blocks itself (CR 509.4).
"""
from __future__ import annotations

from properties.catalogue.common import event_is, trigger_counts
from properties.registry import Case, Verdict, prop
from reference_engine.abilities import TriggerEvent as T


@prop(id="blocks-or-becomes-blocked-once-per-combat", rules=("509.3a", "509.3c"),
      title="\"Blocks or becomes blocked\" triggers once per combat for each creature",
      title_fr="« Bloque ou devient bloquée » se déclenche une fois par combat pour chaque créature",
      features=("combat", "blocks"), families=("alone_or_blocked",),
      needs_events=("blockers_declared", "triggered"))
def blocks_or_becomes_blocked_once_per_combat(case: Case) -> Verdict:
    """"Whenever <a creature> blocks or becomes blocked" triggers once for a
    creature declared as a blocker, even of several attackers, and once for
    an attacker that becomes blocked, even by several creatures; never for an
    attacker no creature blocks. The example counts as exercised when such an
    ability had to trigger or did."""
    return trigger_counts(case, event_is(T.BLOCKS_OR_BECOMES_BLOCKED), "blocks or becomes blocked")
