"""Illegal attempts an engine must refuse (CR 305.2, 508.1b, 601.2c, 602.2b, 115.5).

Read from the scenario and the History alone: an attempt stood when its
event (a land's ``zone_change`` with ``how: play``, an ``activated``, a
``cast``, an ``attackers_declared``, a ``special_action``) is not rolled back. The attempts judged
are a second land play by a player in one turn, an activation announcing
another number of targets than its ability has, a division into another
number of shares than targets, a spell or ability that
targets itself, an attack on the attacking player or on a player who has
left the game, and a special action through a static ability that permits
none.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.catalogue.refusal_reasons import lands_played
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import specs_for
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, ContinuousKind
from reference_engine.ids import CardType, TargetRef
from reference_engine.refs import printed_ref
from reference_engine.scenario import Action, ActionKind, Scenario

declare_clause(
    "508.1b", invariant=True,
    title_en="Attacking an opponent", title_fr="Attaquer un adversaire",
    paraphrase_en="Each attacking creature attacks one opponent of its controller who is still in the "
                  "game (or a planeswalker or battle such an opponent has); never its own controller.",
    paraphrase_fr="Chaque créature attaquante attaque un adversaire de son contrôleur encore dans la "
                  "partie (ou un planeswalker ou une bataille de cet adversaire) ; jamais son propre contrôleur.",
)


def _named_targets(sc: Scenario, action: Action) -> int | None:
    """How many targets the ability an activate action names has (its
    chosen mode's, when one is announced); None when that can't be known."""
    setup = next((o for o in sc.objects if o.id == action.object), None)
    ability = ability_of(sc, printed_ref(setup.card, action.ability)) if setup is not None else None
    if ability is None or (ability.is_modal and action.mode is None):
        return None
    return len(specs_for(ability, (action.mode,) if action.mode is not None else ()))


def tried(sc: Scenario) -> bool:
    """Whether the script tries one of the judged illegal attempts."""
    a_attack = any(atk.defender == sc.active_player for act in sc.script for atk in act.attackers)
    a_self = any(TargetRef(object=act.object) in act.targets for act in sc.script if act.object is not None)
    a_targets = any(act.action is ActionKind.ACTIVATE and act.targets
                    and (_named_targets(sc, act) or 0) not in (0, len(act.targets)) for act in sc.script)
    lands = sum(1 for act in sc.script if act.action is ActionKind.PLAY_LAND) + sum(
        p.lands_played for p in sc.players)
    a_shares = any(act.action is ActionKind.CAST and act.division and len(act.division) != len(act.targets)
                   for act in sc.script)
    a_special = any(act.action is ActionKind.SPECIAL_ACTION and not _permits(sc, act) for act in sc.script)
    return a_attack or a_self or a_targets or a_special or a_shares or lands >= 2


def _spells(sc: Scenario, key: str) -> list[Ability]:
    """The spell abilities of the card ``key`` names (none for an unknown key)."""
    card = next((c for c in sc.cards if c.key == key), None)
    return [ab for ab in card.abilities if ab.kind is AbilityKind.SPELL] if card is not None else []


def _divides(sc: Scenario, key: str) -> bool:
    """Whether the card's spell ability divides an amount (CR 601.2d)."""
    return any(e.divided for ab in _spells(sc, key)
               for e in (*ab.effects, *(x for m in ab.modes for x in m.effects), *ab.kicked_effects))


def _spell_targets(sc: Scenario, cast: ev.Cast) -> int | None:
    """How many targets the cast spell's phrases ask for, with its modes and
    kicker as cast (CR 601.2c); None when its card has not exactly one spell
    ability, or is modal and was cast with no mode recorded."""
    spells = _spells(sc, cast.card)
    if len(spells) != 1 or (spells[0].is_modal and not cast.modes):
        return None
    return len(specs_for(spells[0], cast.modes, cast.kicked))


def _permits(sc: Scenario, action: Action) -> bool:
    """Whether a special action names a static ability that permits one."""
    setup = next((o for o in sc.objects if o.id == action.object), None)
    ability = ability_of(sc, printed_ref(setup.card, action.ability)) if setup is not None else None
    static = ability.static if ability is not None and ability.kind is AbilityKind.STATIC else None
    return static is not None and static.kind is ContinuousKind.PERMITS_ACTION


def _foreign_sacrifice(a: Analysis, paid: ev.CostPaid) -> bool:
    """A cost that sacrificed a permanent its payer did not control, or one permanent twice (CR 701.21a)."""
    if len(set(paid.sacrificed)) != len(paid.sacrificed):
        return True
    moves = {z.old_id: z for z in a.history.of_kind(ev.ZoneChange)
             if z.how is ev.ZoneChangeCause.SACRIFICE and z.old_id in paid.sacrificed and z.seq not in a.undone}
    return any(z.before is not None and z.before.controller is not None and z.before.controller != paid.player
               for z in moves.values())


def _discards_off(a: Analysis, act: ev.Activated) -> tuple[int, int] | None:
    """(cards the activation cost discards, cards its payment discarded),
    when they differ: a cost is paid as written, "discard two cards" with two
    cards, neither fewer nor more (CR 602.2b, 601.2h)."""
    ability = ability_of(a.scenario, act.ability)
    if ability is None:
        return None
    want = ability.cost.discard if ability.cost is not None else 0
    paid = _payment(a, act)
    got = len(paid.discarded) if paid is not None else 0
    return (want, got) if want != got else None


def _sacrifices_off(a: Analysis, act: ev.Activated) -> tuple[int, int] | None:
    """(permanents the activation cost sacrifices, permanents its payment
    sacrificed), when they differ: "sacrifice a creature" sacrifices one, and
    "sacrifice this" its source (CR 602.2b, 601.2h, 701.21a)."""
    ability = ability_of(a.scenario, act.ability)
    if ability is None or ability.cost is None:
        return None
    want = (ability.cost.sacrifice is not None) + ability.cost.sacrifice_self
    paid = _payment(a, act)
    got = len(paid.sacrificed) if paid is not None else 0
    return (want, got) if want != got else None


def _payment(a: Analysis, act: ev.Activated) -> ev.CostPaid | None:
    return next((p for p in a.history.of_kind(ev.CostPaid) if p.object == act.object and p.seq not in a.undone), None)


@prop(id="illegal-attempts-are-refused",
      rules=("305.2", "508.1b", "601.2c", "601.2d", "601.2h", "602.2b", "115.5", "116.2"),
      title="A second land, a self-target, a wrong number of targets, shares or discarded cards, an attack on oneself "
            "or an unpermitted special action is refused",
      title_fr="Un second terrain, une cible sur soi-même, un mauvais nombre de cibles, de parts ou de cartes "
               "défaussées, une attaque contre soi ou une action spéciale non permise est refusé",
      features=("illegal-action", "activation", "combat", "special-action"), families=("attempts",),
      needs_events=("zone_change", "activated", "attackers_declared"),
      needs_actions=("play_land", "activate", "declare_attackers"))
def illegal_attempts_are_refused(case: Case) -> Verdict:
    """Some attempts the rules never allow, whatever the moment: a player
    plays a second land in one turn (CR 305.2), or plays as a land a card
    that is not one, or one from another player's hand (CR 116.2); an ability is activated, or a
    spell cast, with more or fewer targets than it has (CR 601.2c, 602.2b); a spell divides an
    amount into more or fewer shares than it has targets (CR 601.2d); a spell
    or ability targets itself (CR 115.5); a creature attacks its own controller or a
    player who has left the game (CR 508.1b); a special action is taken
    through a static ability that permits none (CR 116.2); an activation
    cost discards more or fewer cards, or sacrifices more or fewer
    permanents, than it says (CR 602.2b, 601.2h).
    Each must be refused, leaving no event of it standing."""
    a = analyse(case)
    sc, h = case.scenario, case.history
    for e in h.events:
        if e.seq in a.undone:
            continue
        if isinstance(e, ev.ZoneChange) and e.how is ev.ZoneChangeCause.PLAY:
            player = e.after.controller if e.after is not None and e.after.controller is not None else e.owner
            card = sc.card(e.after.card) if e.after is not None else None
            if e.owner != player or (card is not None and CardType.LAND not in card.types):
                return failed(*says("attempts.not-own-land", obj=e.old_id, player=player), (e.seq,))
            if lands_played(sc, h, a.undone, e.seq, player) >= 1:
                return failed(*says("attempts.second-land", player=player), (e.seq,))
        elif isinstance(e, ev.CostPaid) and e.sacrificed and _foreign_sacrifice(a, e):
            return failed(*says("attempts.sacrifice", player=e.player, objects=list(e.sacrificed)), (e.seq,))
        elif isinstance(e, (ev.Cast, ev.Activated)) and TargetRef(object=e.object) in e.targets:
            return failed(*says("attempts.self-target", obj=e.object), (e.seq,))
        elif isinstance(e, ev.Cast) and e.division and len(e.division) != len(e.targets) and _divides(sc, e.card):
            return failed(*says("attempts.shares", shares=len(e.division), targets=len(e.targets)), (e.seq,))
        elif isinstance(e, ev.Cast) and e.targets and _spell_targets(sc, e) not in (None, len(e.targets)):
            return failed(*says("attempts.cast-targets", card=e.card, want=_spell_targets(sc, e),
                                got=len(e.targets)), (e.seq,))
        elif isinstance(e, ev.Activated) and (off := _discards_off(a, e)) is not None:
            return failed(*says("attempts.discards", ref=e.ability, want=off[0], got=off[1]), (e.seq,))
        elif isinstance(e, ev.Activated) and (off := _sacrifices_off(a, e)) is not None:
            return failed(*says("attempts.sacrifices", ref=e.ability, want=off[0], got=off[1]), (e.seq,))
        elif isinstance(e, ev.Activated) and not e.mana_ability:
            ability = ability_of(sc, e.ability)
            if ability is not None and (not ability.is_modal or e.modes):
                want = len(specs_for(ability, e.modes))
                if want != len(e.targets):
                    return failed(*says("attempts.targets", ref=e.ability, want=want, got=len(e.targets)), (e.seq,))
        elif isinstance(e, ev.SpecialAction):
            ability = ability_of(sc, e.ability)
            static = ability.static if ability is not None and ability.kind is AbilityKind.STATIC else None
            if static is None or static.kind is not ContinuousKind.PERMITS_ACTION or static.ability is None:
                return failed(*says("attempts.special", ref=e.ability), (e.seq,))
        elif isinstance(e, ev.AttackersDeclared):
            board = a.timeline.before(e.seq)
            for attacker, defender in e.attackers:
                if defender == board.active or defender in board.lost:
                    return failed(*says("attempts.defender", obj=attacker, player=defender), (e.seq,))
    return passed(tried(sc))
