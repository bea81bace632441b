"""Card translation for phase: structured cards to phase's parsed CardFaces.

phase reads Oracle text, so each card's text box is rendered by
``reference_engine.oracle`` and handed to ``phase.build_oracle_face``. phase
marks what it cannot read (an ``Unknown`` trigger mode, an ``Unimplemented``
effect) instead of dropping it; any such mark, or a part count that does not
match the card's abilities, makes the scenario unsupported.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mtgconf.adapters.protocol import Unsupported
from reference_engine.abilities import (
    Ability, AbilityKind, CastTiming, ConditionKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectRef, Subject, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef, mana_value
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability, render_card
from reference_engine.scenario import ability_effects

Json = dict[str, Any]

# Which list of a parsed face holds each kind of ability.
_PART_LIST = {
    AbilityKind.TRIGGERED: "triggers",
    AbilityKind.ACTIVATED: "abilities",
    AbilityKind.SPELL: "abilities",
    AbilityKind.STATIC: "static_abilities",
}


@dataclass(frozen=True, slots=True)
class Translated:
    """A card as phase understood it."""

    card: CardDef
    face: Json
    trigger_abilities: tuple[int, ...]
    """For phase's i-th trigger, the index of the card's ability it came from."""

    def ability_of_trigger(self, printed_index: int) -> int | None:
        if 0 <= printed_index < len(self.trigger_abilities):
            return self.trigger_abilities[printed_index]
        return None


def mtgjson(card: CardDef, text: str) -> Json:
    """The MTGJSON AtomicCard-shaped dict that ``build_oracle_face`` reads
    (camelCase keys: a snake_case ``mana_cost`` would be ignored silently)."""
    types = [t.value.capitalize() for t in card.types]
    type_line = " ".join([*card.supertypes, *types])
    if card.subtypes:
        type_line += " — " + " ".join(card.subtypes)
    colors = [c.value for c in card.colors]
    d: Json = {
        "name": card.name, "colors": colors, "colorIdentity": colors, "layout": "normal",
        "manaValue": mana_value(card.mana_cost), "identifiers": {}, "type": type_line,
        "types": types, "subtypes": list(card.subtypes), "supertypes": list(card.supertypes),
        "text": text,
    }
    if card.mana_cost is not None:
        d["manaCost"] = card.mana_cost
    if card.power is not None and card.toughness is not None:
        d["power"], d["toughness"] = str(card.power), str(card.toughness)
    if card.loyalty is not None:
        d["loyalty"] = str(card.loyalty)
    # phase takes a card's own keyword abilities from the MTGJSON keyword list,
    # not from its text: the bare line "First strike" alone reads as nothing.
    keywords = [_KEYWORDS[k][0] for k in own_keywords(card, text)]
    if _enchant_line(card, text):
        keywords.append("Enchant")  # phase reads the line's filter only when the keyword is listed
    if keywords:
        d["keywords"] = keywords
    return d


_KEYWORDS = {ContinuousKind.FIRST_STRIKE: ("First strike", "FirstStrike"),
             ContinuousKind.DOUBLE_STRIKE: ("Double strike", "DoubleStrike")}
"""Keyword abilities passed in the keyword list: (MTGJSON name, phase's name)."""


def own_keywords(card: CardDef, text: str) -> list[ContinuousKind]:
    """The keyword abilities the card itself has (CR 702.7a, 702.4a) whose
    line is in ``text``."""
    lines = text.splitlines()
    return [a.static.kind for a in card.abilities
            if a.static is not None and _keyword(a) is not None and render_ability(a, card) in lines]


def unread_parts(node: Any, path: str = "$") -> list[str]:
    """JSON paths of the parts phase marked as not understood."""
    found: list[str] = []
    if isinstance(node, dict):
        if "Unknown" in node:
            found.append(f"{path}.Unknown")
        if node.get("type") in ("Unimplemented", "Unknown"):
            found.append(path)
        for key, value in node.items():
            found += unread_parts(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += unread_parts(value, f"{path}[{i}]")
    return found


def translate(card: CardDef) -> Translated:
    """Build the card's face; ``Unsupported`` names the first ability phase
    did not understand, with its text."""
    if "/P}" in (card.mana_cost or "") or any("/P}" in c.mana for a in card.abilities for c in (
            a.cost, a.kicker, a.entwine, *a.alternative_costs, *(m.cost for m in a.modes)) if c is not None):
        # phase asks its player how to pay Phyrexian mana, not the script, and reports no answers
        raise Unsupported(f"{card.key}: Phyrexian mana is paid as phase's player chooses, not as announced")
    for index, ability in enumerate(card.abilities):
        refusal = _refusal(card, index, ability)
        if refusal:
            raise Unsupported(refusal)
        text = render_ability(ability, card)
        face = build_face(json.dumps(mtgjson(card, text), sort_keys=True))
        expected = _PART_LIST[ability.kind]
        if ability.static is not None and ability.static.kind is ContinuousKind.ENCHANT:
            wanted = _enchant_filter(ability.static)
            if wanted is None or _read_enchant(face) != wanted:
                raise Unsupported(f"phase does not read the enchant keyword {card.key}/{index}: {text!r}")
            continue
        keyword = _keyword(ability)
        if keyword is not None:
            if unread_parts(face) or keyword not in (face.get("keywords") or ()):
                raise Unsupported(f"phase does not read the keyword {card.key}/{index}: {text!r}")
            continue
        if unread_parts(face) or not face.get(expected) and not face.get("replacements"):
            raise Unsupported(f"phase does not understand {card.key}/{index}: {text!r}")
        if ability.intervening_if is not None and not _read_condition(face):
            # phase reads some intervening "if" clauses into nothing ("when
            # this creature dies, if it was untapped"): the ability would
            # trigger and resolve whatever the condition says.
            raise Unsupported(f"phase reads no condition in {card.key}/{index} (an intervening \"if\", "
                              f"CR 603.4): {text!r}")
        if ability.cast_timing is not None and _read_cast_window(face) != _CAST_WINDOWS[ability.cast_timing]:
            raise Unsupported(f"phase does not read the cast window of {card.key}/{index} (CR 601.3): {text!r}")
        lost = _sacrificer_lost(ability, face)
        if lost:
            raise Unsupported(f"phase reads {card.key}/{index} {lost}: {text!r}")
        divided = _divided_targets(ability, face.get(expected) or [])
        if divided:
            raise Unsupported(f"phase reads {card.key}/{index} with {divided}: {text!r}")
    face = build_face(json.dumps(mtgjson(card, render_card(card)), sort_keys=True))
    if unread_parts(face):
        raise Unsupported(f"phase does not understand the text of {card.key}: {render_card(card)!r}")
    triggered = tuple(i for i, a in enumerate(card.abilities) if a.kind is AbilityKind.TRIGGERED)
    if len(face.get("triggers") or ()) != len(triggered):
        raise Unsupported(
            f"phase read {len(face.get('triggers') or ())} triggers in {card.key}, "
            f"which has {len(triggered)} triggered abilities")
    return Translated(card=card, face=face, trigger_abilities=triggered)


_CAST_WINDOWS: dict[CastTiming, tuple[str, ...]] = {
    CastTiming.DECLARE_BLOCKERS: ("DeclareBlockersStep",),
    CastTiming.COMBAT: ("DuringCombat",),
    CastTiming.AFTER_BLOCKERS: ("AfterBlockersDeclared", "DuringCombat"),
    CastTiming.OPPONENT_TURN: ("DuringOpponentsTurn",),
}
"""Each "Cast this spell only during ..." as phase-python 0.103.0 parses it
(the face's ``casting_restrictions`` types, sorted)."""


def _read_cast_window(face: Json) -> tuple[str, ...]:
    return tuple(sorted(str(r.get("type")) for r in face.get("casting_restrictions") or ()))


def _enchant_line(card: CardDef, text: str) -> bool:
    lines = text.splitlines()
    return any(a.static is not None and a.static.kind is ContinuousKind.ENCHANT
               and render_ability(a, card) in lines for a in card.abilities)


def _read_enchant(face: Json) -> tuple[tuple[str, ...], str | None] | None:
    """What phase read the "Enchant ..." line as: (card types, controller)."""
    for keyword in face.get("keywords") or ():
        if isinstance(keyword, dict) and isinstance(keyword.get("Enchant"), dict):
            read = keyword["Enchant"]
            if read.get("type") != "Typed" or read.get("properties"):
                return None
            return tuple(read.get("type_filters") or ()), read.get("controller")
    return None


def _enchant_filter(static: ContinuousEffect) -> tuple[tuple[str, ...], str | None] | None:
    """The "Enchant ..." filter as phase would read it; ``None`` for a filter
    with more than card types and a controller."""
    f = static.filter
    if f.any_types or f.not_colors or f.subtypes or f.subject is not Subject.ANY:
        return None
    return tuple(t.value.capitalize() for t in f.types), _CONTROLLERS.get(f.controller)


def _keyword(ability: Ability) -> str | None:
    """phase's name of the keyword ability this static ability is, if it is one."""
    static = ability.static
    if static is None or static.kind not in _KEYWORDS or static.filter.subject is not Subject.SELF:
        return None
    return _KEYWORDS[static.kind][1]


_CONTROLLERS = {Who.YOU: "You", Who.OPPONENT: "Opponent"}


def _sacrificer_lost(ability: Ability, face: Json) -> str:
    """Only a permanent's controller sacrifices it (CR 701.21a), so "whenever
    an opponent sacrifices [a permanent]" means one an opponent controls.
    phase keeps only the permanent's own controller in its reading (its
    ``Sacrificed`` mode has no sacrificing player): "when an opponent
    sacrifices this creature", which never triggers, reads as "when a player
    sacrifices this creature". Returns what phase lost, or ""."""
    trigger = ability.trigger
    if trigger is None or trigger.event is not TriggerEvent.SACRIFICES:
        return ""
    wanted = {w for w in (trigger.player, trigger.subject.controller) if w is not Who.ANY}
    if trigger.subject.subject is Subject.SELF:
        wanted.discard(Who.YOU)  # whoever sacrifices this permanent controls it, and so this ability
    read = ((face.get("triggers") or [{}])[0].get("valid_card") or {}).get("controller")
    if len(wanted) > 1 or read != (_CONTROLLERS.get(next(iter(wanted))) if wanted else None):
        return f"without who sacrifices the permanent ({trigger.player.value}, CR 701.21a)"
    return ""


def _read_condition(face: Json) -> bool:
    """Whether phase's reading of a one-trigger text keeps its condition."""
    triggers = face.get("triggers") or []
    return bool(triggers) and triggers[0].get("condition") is not None


def _may_copy_a_permanent_spell(ability: Ability) -> bool:
    """Whether a spell target phrase of ``ability`` may name a permanent spell."""
    for spec in ability.targets:
        if spec.zone is Zone.STACK and spec.objects is not None:
            kinds = spec.objects.types + spec.objects.any_types
            if not kinds or any(k not in (CardType.INSTANT, CardType.SORCERY) for k in kinds):
                return True
    return False


def _refusal(card: CardDef, index: int, ability: Ability) -> str:
    """Why the adapter can't pass this ability to phase faithfully, or ""."""
    where = f"{card.key}/{index}"
    if ability.repeatable is not None:  # the policy's payment count has no phase prompt answer
        return f"{where}: the phase adapter cannot say how many times a cost is paid 'any number of times'"
    if ability.intervening_if is not None and ability.intervening_if.kind is ConditionKind.SAME_COLOR_MANA_SPENT:
        # phase pays a cost from the pool as it sees fit and reports no mana
        # spent, so the History could not say what the condition reads.
        return (f"{where}: \"if ... mana was spent to cast it\" is not passed to phase: the adapter cannot report "
                f"the mana spent (cost_paid's spent, CR 601.2h)")
    if _offers(ability):
        # Refused whatever phase reads: its answers come from the scenario's
        # offer_answers, which no phase prompt this adapter answers asks for.
        return (f"{where}: an offer (players choosing in APNAP order, CR 101.4d) "
                "is not passed to phase: the adapter has no prompt for its offer_answers")
    effects = ability_effects(ability)
    if any(e.kind is EffectKind.CREATE_TOKEN_COPY and e.object is not ObjectRef.TARGET for e in effects):
        # phase names neither in its TokenCreated nor in the arrival's record
        # the permanent a token copies; the adapter reads it from the target.
        return (f"{where}: phase does not say which permanent a token copies (copy_of, CR 707.2), "
                f"and the adapter reads it only from a target: {render_ability(ability, card)!r}")
    if any(e.token is not None and e.token.abilities for e in effects):
        # The adapter maps phase's triggers to abilities by their source's card;
        # a token's own abilities belong to no card of the scenario.
        return (f"{where}: the phase adapter does not map the abilities of the tokens it creates: "
                f"{render_ability(ability, card)!r}")
    if any(e.kind is EffectKind.COPY for e in effects) and _may_copy_a_permanent_spell(ability):
        # The recorder writes phase's SpellCopied as a put_on_stack, but has no
        # record of the copy becoming a token as it resolves (zone_change with
        # token, CR 608.3f), so the History would show no such arrival.
        return (f"{where}: the phase adapter does not record a permanent spell's copy resolving into a token "
                f"(zone_change with token, CR 608.3f): {render_ability(ability, card)!r}")
    if any(e.kind is EffectKind.MAKE_BLOCKED for e in effects):
        # The adapter's recorder has no phase event to write a became_blocked
        # from: the History could not show the attacker blocked by no creature.
        return (f"{where}: the phase adapter records no attacker made blocked by an effect "
                f"(became_blocked, CR 509.1h): {render_ability(ability, card)!r}")
    if any(e.kind is EffectKind.ATTACH for e in effects) and "Equipment" not in card.subtypes:
        # phase keeps attachments in order by the attachment's subtype
        return f"{where}: phase attaches only Auras and Equipment: {render_ability(ability, card)!r}"
    if ability.static is not None and ability.static.kind is ContinuousKind.CHOOSE_CREATURE_TYPE:
        # phase asks its own prompt for the type and keeps the answer on the
        # object; the adapter neither answers it from the choice policy nor
        # records the chose event the History needs (CR 614.12a).
        return (f"{where}: the phase adapter does not answer or record a choice made as a permanent enters "
                f"(chose, CR 614.12a): {render_ability(ability, card)!r}")
    if ability.static is not None and ability.static.kind is ContinuousKind.MODIFY_PT:
        # "Enchanted (equipped) creature gets +N/+M": not yet checked against
        # what phase reads of it.
        return (f"{where}: the phase adapter does not pass an Aura's or Equipment's bonus yet: "
                f"{render_ability(ability, card)!r}")
    if ability.static is not None and ability.static.kind is ContinuousKind.ANTHEM:
        # "Creatures you control get +N/+M": the adapter's P/T reporting is
        # built on phase's "until end of turn" entries (pt.py); what phase's
        # layers make of a static anthem is not yet checked against it.
        return (f"{where}: the phase adapter does not pass anthems yet (static P/T changes, CR 613.4c): "
                f"{render_ability(ability, card)!r}")
    if ability.static is not None and ability.static.kind in (ContinuousKind.DOUBLE_DAMAGE,
                                                              ContinuousKind.PREVENT_SOME_DAMAGE):
        # phase reads both wordings, but its recorder reports a replacement
        # only for a move, and no prompt of phase's is answered from the
        # scenario's prevention_first: the History could show neither the
        # doubling nor whose order applied (CR 616.1).
        return (f"{where}: the phase adapter does not pass damage doubling or \"prevent N of that damage\" "
                f"yet (no doubling record, no CR 616.1 order answer): {render_ability(ability, card)!r}")
    if ability.kind not in _PART_LIST:
        return (f"the phase adapter does not pass {ability.kind.value} abilities: "
                f"{where}: {render_ability(ability, card)!r}")
    if ability.trigger is not None and ability.trigger.event is TriggerEvent.TAPPED_FOR_MANA:
        # phase reads it, but settles it inside its own mana payment: no activation
        # or trigger of it would reach the History.
        return (f"the phase adapter does not observe abilities that trigger on tapping "
                f"for mana ({where}: {render_ability(ability, card)!r})")
    if any(a.trigger is not None and a.trigger.event is TriggerEvent.DAMAGE_PREVENTED for a in _with_granted(ability)):
        # phase parses "whenever damage that would be dealt to you is prevented"
        # into its DamagePreventedOnce trigger mode, which it lists among the
        # modes recognized but never matched against events: it would never fire.
        return (f"{where}: phase recognizes \"damage is prevented\" triggers (CR 615.13) but never matches "
                f"them against events: {render_ability(ability, card)!r}")
    unprinted = next((a for a in _with_granted(ability) if a.trigger is not None
                      and a.trigger.event in _PLAYER_ATTACK_EVENTS and not _printed_attack_wording(a.trigger)), None)
    if unprinted is not None:
        # phase reads several of these wordings, but the player-level attack
        # triggers are passed only in the wordings cards print; phase's reading
        # of the others (e.g. "whenever a player attacks", once per attacked
        # player) is not triaged.
        return (f"{where}: the phase adapter passes player-level attack triggers (CR 508.3b-e) only in "
                f"printed wordings, not {render_ability(ability, card)!r}")
    if ability.static is not None and ability.static.scope is not None \
            and render_ability(ability, card) not in _PRINTED_SCOPES:
        # phase reads wordings no card prints ("if an opponent casting ...")
        # as a doubler of every trigger: they are not passed, nor triaged.
        return (f"{where}: the phase adapter passes scoped additional triggers (CR 603.2d) only in printed "
                f"wordings, not {render_ability(ability, card)!r}")
    return ""


_PRINTED_SCOPES = frozenset({
    "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you "
    "control to trigger, that ability triggers an additional time.",  # Panharmonicon
    "If a permanent entering the battlefield causes a triggered ability of a permanent you control to "
    "trigger, that ability triggers an additional time.",  # Yarok, the Desecrated
    "If you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you "
    "control to trigger, that ability triggers an additional time.",  # Veyran, Voice of Duality
})


_PLAYER_ATTACK_EVENTS = (TriggerEvent.IS_ATTACKED, TriggerEvent.ATTACKS_WITH, TriggerEvent.PLAYER_ATTACKS,
                         TriggerEvent.ATTACKS_PLAYER)
_PRINTED_ATTACK_WORDINGS = {
    (TriggerEvent.PLAYER_ATTACKS, Who.YOU, None),  # "Whenever you attack" (Augusta, Dean of Order)
    (TriggerEvent.ATTACKS_PLAYER, Who.YOU, None),  # "Whenever you attack a player" (Soaring Lightbringer)
    (TriggerEvent.ATTACKS_PLAYER, Who.OPPONENT, Who.YOU),  # "Whenever an opponent attacks you" (Lulu)
    (TriggerEvent.ATTACKS_PLAYER, Who.ANY, Who.OPPONENT),  # "... attacks one of your opponents" (Breena)
}


def _printed_attack_wording(t: Trigger) -> bool:
    return (t.event, t.player, t.defender) in _PRINTED_ATTACK_WORDINGS


def _with_granted(ability: Ability) -> list[Ability]:
    """The ability and the one its static ability grants, if any."""
    static = ability.static
    return [ability] + ([static.ability] if static is not None and static.ability is not None else [])


def _divided_targets(ability: Ability, parts: list[Json]) -> str:
    """A divided amount among several target phrases ("among target creature
    and target creature") that phase reads as one target: its split and its
    second target would be lost. Returns what phase read, or ""."""
    wanted = len(ability.targets)
    if wanted < 2 or not any(e.divided for e in ability_effects(ability)):
        return ""
    most = 1
    for part in parts:
        top = ((part.get("multi_target") or {}).get("max") or {})
        if top.get("type") == "Fixed":
            most = max(most, int(top["value"]))
    return "" if most >= wanted else f"at most {most} target(s) where the card has {wanted}"


def _offers(ability: Ability) -> bool:
    """Whether the ability, or one it grants, creates or makes, holds an offer."""
    effects: list[Effect] = [*ability.effects, *ability.kicked_effects]
    effects += [e for mode in ability.modes for e in mode.effects]
    if ability.reflexive is not None:
        effects += ability.reflexive.effects
    static = ability.static
    if static is not None and static.delayed is not None:
        effects += static.delayed.effects
    nested = any(e.delayed is not None and _offers(Ability(kind=AbilityKind.TRIGGERED, effects=e.delayed.effects))
                 for e in effects)
    granted = static is not None and static.ability is not None and _offers(static.ability)
    return nested or granted or any(e.kind is EffectKind.OFFER for e in effects)


@lru_cache(maxsize=512)
def build_face(card_json: str) -> Json:
    """Parsing is slow (milliseconds) and pure, so faces are cached by input."""
    import phase

    face: Json = phase.build_oracle_face(json.loads(card_json), None)
    return face
