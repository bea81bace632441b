"""An attacker an effect made blocked, with no creature blocking it (CR 509.1h).

Read from the scenario and the History alone: a ``became_blocked`` event
names the attacker; the tracked board keeps it blocked until combat ends.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, event_is, trigger_counts
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability
from reference_engine.abilities import TriggerEvent as T
from reference_engine.ids import Step, Zone


def _at_effect_block(_ability: Ability, _src: int, occ: ev.Event, _a: Analysis) -> bool:
    """Every ability an effect's block is an occurrence for: "becomes blocked"
    and "blocks or becomes blocked" once, "becomes blocked by a creature" never."""
    return isinstance(occ, ev.BecameBlocked)


def _unblocked_after_effect_block(ability: Ability, src: int, occ: ev.Event, a: Analysis) -> bool:
    """"Attacks and isn't blocked" abilities of a combat in which an effect made an attacker blocked."""
    return event_is(T.ATTACKS_UNBLOCKED)(ability, src, occ, a) and bool(a.timeline.before(occ.seq).blocked_by_effect)


@prop(id="blocked-by-effect-deals-no-combat-damage", rules=("509.1h", "509.3c", "509.3d", "509.3g"),
      title="An attacker an effect made blocked deals no combat damage to a player and is not unblocked",
      title_fr="Un attaquant qu'un effet a rendu bloqué n'inflige aucune blessure de combat à un joueur "
               "et n'est pas non bloqué",
      features=("combat", "blocks"), families=("made_blocked",),
      needs_events=("became_blocked", "damage", "triggered", "step_begin"))
def blocked_by_effect_deals_no_combat_damage(case: Case) -> Verdict:
    """An effect that makes an attacking creature become blocked makes it
    blocked with no creature blocking it. Its "becomes blocked" and "blocks or
    becomes blocked" abilities trigger once for it, its "becomes blocked by a
    creature" ones do not; it is not a creature that "attacks and isn't
    blocked"; and it stays blocked for the rest of combat, so it deals no
    combat damage to a player. The example counts as exercised when such an
    attacker was still on the battlefield as combat damage began."""
    a = analyse(case)
    for d in a.history.of_kind(ev.Damage):
        if d.combat and d.target.player is not None and d.source in a.timeline.before(d.seq).blocked_by_effect:
            return failed(*says("combat.stays-blocked", source=d.source, amount=d.amount, player=d.target.player),
                          (d.seq,))
    for select, what in ((_at_effect_block, "becomes blocked (by an effect)"),
                         (_unblocked_after_effect_block, "attacks and isn't blocked")):
        verdict = trigger_counts(case, select, what)
        if not verdict.ok:
            return verdict
    return passed(any(_still_there(a, s.seq) for s in a.history.of_kind(ev.StepBegin)
                      if s.step is Step.COMBAT_DAMAGE))


def _still_there(a: Analysis, seq: int) -> bool:
    board = a.timeline.before(seq)
    return any((o := board.get(x)) is not None and o.zone is Zone.BATTLEFIELD for x in board.blocked_by_effect)
