"""Trigger conditions and game-state conditions as Oracle text (CR 603.1, 603.4, 603.8)."""
from __future__ import annotations

from dataclasses import replace

from reference_engine.abilities import Condition, ConditionKind, ObjectFilter, Subject, Trigger, TriggerEvent, Who
from reference_engine.cards import CardDef
from reference_engine.ids import Step, Zone
from reference_engine.oracle.words import (
    CHOSEN,
    STEP_WORDS, self_ref, subject_phrase, uncontrolled, noun, number, cards, article, plural,
)


# ---------------------------------------------------------------- triggers
# Events that happen to an object at most once: Oracle says "When" for them
# ("When this creature dies") and "Whenever" for repeatable ones.
_ONCE = frozenset({
    TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.PUT_INTO_GRAVEYARD,
    TriggerEvent.RETURNED_TO_HAND, TriggerEvent.LOSE_CONTROL, TriggerEvent.SPELL_COUNTERED,
    TriggerEvent.BECOMES_TARGET,  # "When this creature becomes the target of a spell or ability" (Illusions)
    TriggerEvent.PUT_INTO_EXILE,
})


def trigger_text(t: Trigger, card: CardDef) -> str:
    """The trigger condition, from "When"/"Whenever"/"At" to before the comma."""
    e, subj = t.event, t.subject
    when = "When" if e in _ONCE and subj.subject in (Subject.SELF, Subject.ENCHANTED) else "Whenever"
    thing = subject_phrase(subj, card)
    if e is TriggerEvent.BEGINNING_OF_STEP:
        return "At the beginning of " + _step_owner(t.step or Step.UPKEEP, t.player)
    if e is TriggerEvent.STATE:
        if t.state is None:
            raise ValueError("a state trigger needs its 'state'")
        return f"Whenever {condition_text(t.state, card)}"
    if e in _PLAYER_EVENTS:
        subject, verb = _who_does(t.player, *_PLAYER_EVENTS[e])
        return f"Whenever {subject} {verb}"
    if e is TriggerEvent.CAST:
        if subj.subject is Subject.SELF:
            return "When you cast this spell"
        subject, verb = _who_does(t.player, "cast", "casts")
        return f"Whenever {subject} {verb} {article(spell_noun(subj))}"
    if e is TriggerEvent.PUT_INTO_GRAVEYARD:
        return f"{when} {_graveyard_subject(t, card)} is put into a graveyard {_from(t.from_zone)}"
    if e is TriggerEvent.PUT_INTO_EXILE:  # "Whenever a card is put into exile from anywhere"
        return f"{when} {_graveyard_subject(t, card)} is put into exile {_from(t.from_zone)}"
    if e is TriggerEvent.RETURNED_TO_HAND:
        hand = {Who.YOU: "your hand", Who.OPPONENT: "an opponent's hand"}.get(subj.controller, "its owner's hand")
        return f"{when} {subject_phrase(uncontrolled(subj), card)} is returned to {hand} from the battlefield"
    if e in (TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT):
        kind = f"{t.counter} " if t.counter else ""
        if e is TriggerEvent.COUNTER_PUT:
            return f"Whenever {article(kind + 'counter')} is put on {thing}"
        return f"Whenever one or more {kind}counters are put on {thing}"
    if e is TriggerEvent.SPELL_COUNTERED:
        if subj.subject is Subject.SELF:
            return "When this spell is countered"
        return f"Whenever {article(spell_noun(subj, controlled=True))} is countered"
    if e is TriggerEvent.LOSE_CONTROL:
        return f"When you lose control of {thing}"
    if e is TriggerEvent.TAPPED_FOR_MANA:
        return _tapped_for_mana(t, card)
    if e is TriggerEvent.SACRIFICES:
        return _sacrifice_text(t, card)
    if e is TriggerEvent.DISCARDS:
        return _discard_text(t, card)
    if e is TriggerEvent.BECOMES_TARGET:  # Phantasmal Bear, Frost Titan
        whose = {Who.YOU: " you control", Who.OPPONENT: " an opponent controls"}.get(t.player, "")
        return f"{when} {thing} becomes the target of a spell or ability{whose}"
    if e in _ATTACK_EVENTS:
        return _attack_text(t, card)
    if e is TriggerEvent.DAMAGE_PREVENTED:
        return f"Whenever damage that would be dealt to {_prevented_recipient(t, card)} is prevented"
    if e is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER:
        whom = {Who.YOU: "you", Who.OPPONENT: "an opponent"}.get(t.player, "a player")
        return f"{when} {thing} deals combat damage to {whom}"
    if e is TriggerEvent.ENTERS and t.tapped is not None:  # Amulet of Vigor: "enters tapped"
        return f"{when} {thing} enters {'tapped' if t.tapped else 'untapped'}"
    return f"{when} {thing} {_OBJECT_EVENTS[e]}"


_OBJECT_EVENTS = {
    TriggerEvent.ENTERS: "enters", TriggerEvent.DIES: "dies",
    TriggerEvent.LEAVES: "leaves the battlefield", TriggerEvent.DEALT_DAMAGE: "is dealt damage",
    TriggerEvent.DEALS_DAMAGE: "deals damage", TriggerEvent.BECOMES_TAPPED: "becomes tapped",
    TriggerEvent.BECOMES_UNTAPPED: "becomes untapped", TriggerEvent.ATTACKS: "attacks",
    TriggerEvent.BLOCKS: "blocks", TriggerEvent.BLOCKS_A_CREATURE: "blocks a creature",
    TriggerEvent.BECOMES_BLOCKED: "becomes blocked",
    TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE: "becomes blocked by a creature",
    TriggerEvent.ATTACKS_UNBLOCKED: "attacks and isn't blocked",
    TriggerEvent.ATTACKS_ALONE: "attacks alone",
    TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED: "blocks or becomes blocked",
    TriggerEvent.SPELL_COUNTERED: "is countered",
    TriggerEvent.BECOMES_UNATTACHED: "becomes unattached from a permanent",
    TriggerEvent.PHASES_OUT: "phases out",
}
_PLAYER_EVENTS = {
    TriggerEvent.GAIN_LIFE: ("gain life", "gains life"),
    TriggerEvent.DRAW: ("draw a card", "draws a card"),
    TriggerEvent.PLAYER_LOSES: ("lose the game", "loses the game"),
}


_ATTACK_EVENTS = frozenset({TriggerEvent.IS_ATTACKED, TriggerEvent.ATTACKS_WITH,
                            TriggerEvent.PLAYER_ATTACKS, TriggerEvent.ATTACKS_PLAYER})


def _attack_text(t: Trigger, card: CardDef) -> str:
    """The player-level attack triggers (CR 508.3b-e): "Whenever you're
    attacked", "Whenever you attack with a Soldier", "Whenever you attack",
    "Whenever an opponent attacks you", "Whenever a player attacks one of your
    opponents"."""
    e = t.event
    if e is TriggerEvent.IS_ATTACKED:
        return {Who.YOU: "Whenever you're attacked", Who.OPPONENT: "Whenever an opponent is attacked"}.get(
            t.player, "Whenever a player is attacked")
    who, verb = _who_does(t.player, "attack", "attacks")
    if e is TriggerEvent.PLAYER_ATTACKS:
        return f"Whenever {who} {verb}"
    if e is TriggerEvent.ATTACKS_WITH:
        return f"Whenever {who} {verb} with {subject_phrase(uncontrolled(t.subject), card)}"
    defender = t.defender or Who.ANY
    if t.player is Who.YOU and defender is Who.YOU:
        raise ValueError("an attacks_player trigger's attacking player can't attack themselves")
    whom = {Who.YOU: "you", Who.OPPONENT: "an opponent" if t.player is Who.YOU else "one of your opponents"}.get(
        defender, "a player" if t.player is Who.YOU else "another player")
    if t.player is Who.OPPONENT and defender is Who.OPPONENT:
        whom = "another opponent"
    return f"Whenever {who} {verb} {whom}"


def _prevented_recipient(t: Trigger, card: CardDef) -> str:
    """Whose damage a "damage is prevented" trigger watches (CR 615.13):
    "you" (Selfless Squire), "an opponent", "a player" when it names no
    object, else "this creature", "a creature you control"."""
    if t.subject == ObjectFilter():
        return {Who.YOU: "you", Who.OPPONENT: "an opponent"}.get(t.player, "a player")
    return subject_phrase(t.subject, card)
def _sacrifice_text(t: Trigger, card: CardDef) -> str:
    """"Whenever you sacrifice another creature", "Whenever an opponent
    sacrifices a nontoken permanent", "When you sacrifice this artifact"
    (CR 701.21a: only a permanent's controller sacrifices it)."""
    subj = t.subject
    when = "When" if subj.subject in (Subject.SELF, Subject.ENCHANTED) else "Whenever"
    who, verb = _who_does(t.player, "sacrifice", "sacrifices")
    # "you sacrifice a creature you control" says it twice: the sacrificing player is the controller.
    thing = subject_phrase(replace(subj, controller=Who.ANY) if subj.controller is t.player else subj, card)
    return f"{when} {who} {verb} {thing}"


def _discard_text(t: Trigger, card: CardDef) -> str:
    """"Whenever you discard a card", "Whenever an opponent discards a
    creature card" (CR 701.9a: a player discards from their own hand)."""
    who, verb = _who_does(t.player, "discard", "discards")
    f = t.subject
    if f.subject is not Subject.ANY:  # refused by validation; rendered all the same
        return f"Whenever {who} {verb} {subject_phrase(f, card)}"
    bare = uncontrolled(f)
    thing = article(noun(bare, "card", suffix=" card")) if bare != ObjectFilter() else "a card"
    return f"Whenever {who} {verb} {thing}"


def _tapped_for_mana(t: Trigger, card: CardDef) -> str:
    """"Whenever you tap a land for mana", "Whenever enchanted land is tapped for mana"."""
    subj = t.subject
    own = subj.subject in (Subject.SELF, Subject.ENCHANTED)
    if own and t.player is Who.ANY:
        return f"Whenever {subject_phrase(subj, card)} is tapped for mana"
    who, verb = _who_does(t.player, "tap", "taps")
    # "you tap a land you control" says it twice: the tapping player is the controller.
    thing = subject_phrase(uncontrolled(subj) if subj.controller is t.player else subj, card)
    return f"Whenever {who} {verb} {thing} for mana"


def spell_noun(f: ObjectFilter, *, controlled: bool = False) -> str:
    """ "creature spell", "spell an opponent controls" (casting says who separately)."""
    bare = uncontrolled(f)
    if bare == ObjectFilter(chosen_type=True):
        text = "spell" + CHOSEN  # "a spell of the chosen type" (Door of Destinies)
    else:
        text = noun(bare, "spell", suffix=" spell") if bare != ObjectFilter() else "spell"
    owner = {Who.YOU: " you control", Who.OPPONENT: " an opponent controls"}.get(f.controller, "")
    return text + owner if controlled else text


def _who_does(who: Who, plain: str, third: str) -> tuple[str, str]:
    if who is Who.YOU:
        return "you", plain
    return ("an opponent" if who is Who.OPPONENT else "a player"), third


def _step_owner(step: Step, who: Who) -> str:
    name = STEP_WORDS[step]
    if step is Step.BEGINNING_OF_COMBAT:
        return {Who.YOU: "combat on your turn", Who.OPPONENT: "combat on each opponent's turn"}.get(who, "each combat")
    if who is Who.YOU:
        return f"your {name}"
    if who is Who.OPPONENT:
        return f"each opponent's {name}"
    return f"each player's {name}" if step.is_main else f"each {name}"


def _graveyard_subject(t: Trigger, card: CardDef) -> str:
    if t.subject.subject is Subject.SELF or t.from_zone is Zone.BATTLEFIELD:
        return subject_phrase(t.subject, card)
    return subject_phrase(t.subject, card, noun_suffix=" card")


def _from(zone: Zone | None) -> str:
    if zone is None:
        return "from anywhere"
    return {Zone.BATTLEFIELD: "from the battlefield", Zone.EXILE: "from exile",
            Zone.STACK: "from the stack"}.get(zone, f"from a {zone.value}")


def condition_text(c: Condition, card: CardDef, *, past: bool = False) -> str:
    """A game state, as in an intervening "if" or a state trigger. ``past``: a
    leaves-the-battlefield trigger's condition about its source ("if it had")."""
    k = c.kind
    if k is ConditionKind.LIFE_AT_LEAST:
        return f"you have {c.amount} or more life"
    if k is ConditionKind.NO_CARDS_IN_HAND:
        return "you have no cards in hand"
    if k is ConditionKind.CONTROL_NO_CREATURES:
        return "you control no creatures"
    if k is ConditionKind.CONTROL_CREATURES_AT_LEAST:
        return f"you control {number(c.amount)} or more creatures"
    if k is ConditionKind.CREATURE_DIED_THIS_TURN:
        return "a creature died this turn"
    if k is ConditionKind.YOUR_TURN:
        return "it's your turn"
    if k is ConditionKind.NOT_YOUR_TURN:
        return "it's not your turn"
    if k is ConditionKind.OPPONENT_MORE_LIFE:
        return "an opponent has more life than you"
    if k is ConditionKind.CONTROL_AT_LEAST:
        assert c.filter is not None
        return f"you control {number(c.amount)} or more {plural(uncontrolled(c.filter))}"
    if k is ConditionKind.SOURCE_IN_ZONE:
        # A card in a graveyard or a hand is "this card" in modern templating.
        where = {Zone.GRAVEYARD: "your graveyard", Zone.HAND: "your hand"}.get(c.zone or Zone.GRAVEYARD, "")
        return f"this card is in {where}"
    if k is ConditionKind.SOURCE_UNTAPPED:
        return "it was untapped" if past else f"{self_ref(card)} is untapped"
    if k is ConditionKind.SAME_COLOR_MANA_SPENT:
        return f"at least {number(c.amount)} mana of the same color was spent to cast it"
    who, has = ("it", "had") if past else (self_ref(card), "has")
    if k is ConditionKind.NO_COUNTERS:
        return f"{who} {has} no {c.counter} counters on it"
    return f"{who} {has} {number(c.amount)} or more {c.counter} counters on it"


