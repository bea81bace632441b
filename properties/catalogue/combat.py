"""Attack and block triggers (CR 508.3f, 509.1, 509.3)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, event_is, trigger_counts
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import TriggerEvent as T
from reference_engine.ids import Step, Zone

declare_clause(
    "508.3f", invariant=True,
    title_en="\"Attacks and isn't blocked\" waits for blockers",
    title_fr="« Attaque et n'est pas bloquée » attend les bloqueurs",
    paraphrase_en="An ability that triggers when a creature attacks and isn't blocked does not trigger "
                  "when attackers are declared: it triggers in the declare blockers step, once blockers "
                  "have been declared.",
    paraphrase_fr="Une capacité qui se déclenche quand une créature attaque et n'est pas bloquée ne se "
                  "déclenche pas à la déclaration des attaquants : elle se déclenche pendant l'étape de "
                  "déclaration des bloqueurs, une fois les bloqueurs déclarés.",
)

_BLOCK = dict(features=("combat", "blocks"), families=("blocks",),
              needs_events=("blockers_declared", "triggered"), needs_actions=("declare_blockers",))


@prop(id="blocks-triggers-once-per-combat", rules=("509.3a", "509.1"),
      title="\"Whenever this blocks\" triggers once, however many attackers it blocks",
      title_fr="« Chaque fois que ceci bloque » se déclenche une fois, quel que soit le nombre d'attaquants",
      **_BLOCK)
def blocks_triggers_once_per_combat(case: Case) -> Verdict:
    """A "blocks" ability triggers once when its creature is declared as a
    blocker, even if that creature blocks several attackers."""
    return trigger_counts(case, event_is(T.BLOCKS), "blocks")


@prop(id="blocks-a-creature-triggers-per-attacker", rules=("509.3b",),
      title="\"Whenever this blocks a creature\" triggers once per attacker blocked",
      title_fr="« Chaque fois que ceci bloque une créature » se déclenche une fois par attaquant bloqué",
      **_BLOCK)
def blocks_a_creature_triggers_per_attacker(case: Case) -> Verdict:
    """A "blocks a creature" ability triggers once for each attacker its
    creature blocks."""
    return trigger_counts(case, event_is(T.BLOCKS_A_CREATURE), "blocks a creature")


@prop(id="becomes-blocked-triggers-once", rules=("509.3c",),
      title="\"Whenever this becomes blocked\" triggers once, however many blockers",
      title_fr="« Chaque fois que ceci devient bloquée » se déclenche une fois, quel que soit le nombre de bloqueurs",
      **_BLOCK)
def becomes_blocked_triggers_once(case: Case) -> Verdict:
    """A "becomes blocked" ability triggers once when its attacker becomes
    blocked, whatever the number of creatures blocking it."""
    return trigger_counts(case, event_is(T.BECOMES_BLOCKED), "becomes blocked")


@prop(id="becomes-blocked-by-a-creature-per-blocker", rules=("509.3d",),
      title="\"Becomes blocked by a creature\" triggers once per blocker",
      title_fr="« Devient bloquée par une créature » se déclenche une fois par bloqueur",
      **_BLOCK)
def becomes_blocked_by_a_creature_per_blocker(case: Case) -> Verdict:
    """A "becomes blocked by a creature" ability triggers once for each
    creature that blocks its attacker."""
    return trigger_counts(case, event_is(T.BECOMES_BLOCKED_BY_A_CREATURE), "becomes blocked by")


@prop(id="attacker-stays-blocked", rules=("509.1h",),
      title="An attacker stays blocked after its blockers leave",
      title_fr="Un attaquant reste bloqué après le départ de ses bloqueurs",
      features=("combat", "blocks"), families=("lost_blockers", "blocks", "far_ids"),
      needs_events=("blockers_declared", "damage"), needs_actions=("declare_blockers",))
def attacker_stays_blocked(case: Case) -> Verdict:
    """An attacking creature that had a blocker declared stays blocked for the
    rest of combat even if every blocker leaves, so it deals no combat damage
    to the defending player."""
    a = analyse(case)
    seen = False
    for step in a.history.of_kind(ev.StepBegin):
        if step.step is Step.COMBAT_DAMAGE:
            seen |= bool(_abandoned(a, step.seq))
    for d in a.history.of_kind(ev.Damage):
        if d.combat and d.target.player is not None and d.source in _abandoned(a, d.seq):
            return failed(*says("combat.stays-blocked", source=d.source, amount=d.amount, player=d.target.player),
                          (d.seq,))
    return passed(seen)


def _abandoned(a: Analysis, seq: int) -> set[int]:
    """Blocked attackers none of whose blockers is still on the battlefield."""
    board = a.timeline.before(seq)
    blocks = _declared_blocks(a, seq)
    alive = {atk for b, atk in blocks if (o := board.get(b)) is not None and o.zone is Zone.BATTLEFIELD}
    return {atk for _, atk in blocks} - alive


def _declared_blocks(a: Analysis, seq: int) -> list[tuple[int, int]]:
    """Blocks declared in the combat still going on at ``seq``."""
    h = a.history
    starts = [e.seq for e in h.of_kind(ev.StepBegin) if e.seq < seq and e.step is Step.DECLARE_ATTACKERS]
    since = starts[-1] if starts else 0
    return [p for e in h.of_kind(ev.BlockersDeclared) if since < e.seq < seq for p in e.blocks]


@prop(id="unblocked-attack-triggers", rules=("509.3g", "508.3f"),
      title="\"Whenever this attacks and isn't blocked\" triggers for attackers no blocker was declared for",
      title_fr="« Chaque fois que ceci attaque et n'est pas bloquée » se déclenche pour les attaquants "
               "sans bloqueur déclaré",
      features=("combat", "unblocked"), families=("unblocked",),
      needs_events=("attackers_declared", "step_begin", "triggered"),
      needs_actions=("declare_attackers", "declare_blockers"))
def unblocked_attack_triggers(case: Case) -> Verdict:
    """An "attacks and isn't blocked" ability triggers once in the declare
    blockers step (naming that step's beginning), never when attackers are
    declared, for an attacking creature no blocker was declared for. A creature that was blocked does not trigger,
    even if its blockers are removed later."""
    return trigger_counts(case, event_is(T.ATTACKS_UNBLOCKED), "attacks and isn't blocked")
