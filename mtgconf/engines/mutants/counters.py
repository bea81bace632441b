"""Mutants that get counters wrong (CR 704.5q, 614.1c, 122.6), each after a reported bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("counters-never-annihilate", rules=("704.5q",),
        killed_by=("annihilation-of-plus-and-minus-counters",),
        report="XMage issue #998 (https://github.com/magefree/mage/issues/998): a creature with a "
               "+1/+1 counter that got a -1/-1 counter kept both, so proliferate still offered each "
               "kind; the state-based action of 704.5q was missing")
class CountersNeverAnnihilate(Rules):
    """+1/+1 and -1/-1 counters on one permanent stay together: no
    state-based action removes them in pairs."""

    def counters_annihilated(self, plus: int, minus: int) -> int:
        return 0


@mutant("entering-counters-not-put", rules=("122.6",),
        killed_by=("enters-with-counters-is-no-trigger",),
        report="XMage issue #8112 (https://github.com/magefree/mage/issues/8112): Flourishing Defenses "
               "did not trigger for a creature entering with -1/-1 counters (Morselhoarder); also XMage "
               "issue #12194 (https://github.com/magefree/mage/issues/12194): Bold Plagiarist did not "
               "trigger for the +1/+1 counters a creature entered with from bloodthirst")
class EnteringCountersNotPut(Rules):
    """A permanent enters with its counters, but they do not count as put on
    it: "whenever a counter is put on" abilities do not see them."""

    def entering_counters_are_put(self) -> bool:
        return False


@mutant("counter-removal-takes-all", rules=("608.2c",),
        killed_by=("counter-removal-removes-what-it-says",),
        report="Forge issue #2837 (https://github.com/Card-Forge/forge/issues/2837): Glissa Sunslayer's "
               "ability removed three counters whatever number was chosen, more than the effect said")
class CounterRemovalTakesAll(Rules):
    """An effect that removes N counters of a kind removes every counter of
    that kind the permanent has."""

    def counters_removed(self, asked: int, present: int) -> int:
        return present


@mutant("entering-counters-come-late", rules=("614.1c",),
        killed_by=("enters-with-counters-is-no-trigger",),
        report="XMage issue #404 (https://github.com/magefree/mage/issues/404): Shinewend, a 0/0 that "
               "enters with a +1/+1 counter, died before the counter was put on it (Festercreep too)")
class EnteringCountersComeLate(Rules):
    """A permanent that enters with counters arrives without them; they are
    put on it only after the next state-based action check, which a 0/0 does
    not survive."""

    def entering_counters_with_arrival(self) -> bool:
        return False


@mutant("added-counters-do-not-add-up", rules=("122.1",),
        killed_by=("counters-and-power-toughness-add-up",),
        report="phase issue #4393 (https://github.com/phase-rs/phase/issues/4393): additional +1/+1 "
               "counters put on a creature did not count as +1/+1 counters and did not add to its "
               "power or toughness")
class AddedCountersDoNotAddUp(Rules):
    """Counters put on a permanent that already has counters of that kind
    are lost: it keeps the number it had, though the ``counters`` event
    says they were put on it."""

    def added_counters_add_up(self) -> bool:
        return False


@mutant("counter-put-triggers-once", rules=("603.2c", "122.6"),
        killed_by=("counter-put-triggers-once-per-counter",),
        report="XMage issue #137 (https://github.com/magefree/mage/issues/137): several +1/+1 counters "
               "put on Fathom Mage at once made its \"whenever a +1/+1 counter is put on\" ability "
               "trigger only once instead of once per counter")
class CounterPutTriggersOnce(Rules):
    """"Whenever a counter is put on" triggers once per event, however many
    counters the event put on the permanent, like "one or more counters"."""

    def counter_put_instances(self, counters: int) -> int:
        return min(counters, 1)
