"""Scenario v1: what an engine is asked to play.

A scenario is a board (players, cards, objects, effects in force), a script of
game actions and a deterministic choice policy. Its JSON form is validated on
load (``reference_engine.codec``); its JSON Schema is generated from these
records and committed under ``reference_engine/schemas/``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

from reference_engine.abilities import Ability, ContinuousEffect, Effect, TokenSpec
from reference_engine.cards import CardDef, token_card
from reference_engine.ids import CardType, ObjectId, PlayerId, StrEnum, Step, TargetRef, Zone
from reference_engine.records import fast_init

SCENARIO_FORMAT: Final = "mtgconf-scenario/1.1"
"""1.1 adds the effect kinds ``modify_pt`` (with ``power`` and ``toughness``),
``create_token``, ``create_token_copy``, ``put_onto_battlefield_attacking``
and ``put_onto_battlefield_blocking``, ``remove_counters`` and
``return_all_from_graveyard``, ``regenerate``, ``exile_if_would_die`` ("if
that creature would die this turn, exile it instead"), ``attach`` (an Equipment's
equip ability) and ``counter_ability`` (with the target field ``ability``,
"target activated or triggered ability"), ``return_to_hand`` aimed at a
target on the stack ("return target spell to its owner's hand"), ``copy``
("copy target instant or sorcery spell", "copy target triggered ability you
control", with the target ability ``triggered_you_control``; "copy target
creature spell you control", whose copy becomes a token; "copy target
activated or triggered ability you control", with the target ability
``activated_or_triggered_you_control``), ``make_blocked``
("target creature becomes blocked", with the target field
``unblocked_attacking`` and the timing ``after_blockers``), the continuous
kinds ``indestructible``, ``cant_block``, ``first_strike``, ``double_strike``, ``enchant`` (an Aura's
"Enchant creature"), ``modify_pt`` (an Aura's or Equipment's "Enchanted
creature gets +N/+M", with ``power`` and ``toughness``) and ``enters_with_counters`` (with ``counter`` and
``x``), ``amount`` on ``return_to_battlefield`` ("return it with a +1/+1
counter on it"), and the trigger events ``is_attacked``, ``attacks_with``,
``player_attacks`` and ``attacks_player`` (with the trigger field
``defender``), the trigger events ``damage_prevented`` ("whenever damage
that would be dealt to you is prevented"), ``sacrifices``, ``discards``,
``becomes_target`` and ``put_into_exile``, the trigger field ``tapped``
("enters tapped"), the condition kind ``creature_died_this_turn``
(morbid), the continuous kind ``choose_creature_type`` ("as this enters,
choose a creature type") with the filter field ``chosen_type`` ("of the
chosen type") and the choice field ``creature_types``, the continuous kind
``anthem`` ("Creatures you control get +N/+M", with ``power``,
``toughness`` and, per counter on its source, ``x`` and ``counter``), and the condition kinds ``source_untapped``, ``your_turn``,
``not_your_turn``, ``opponent_more_life``, ``control_at_least`` (with the
condition field ``filter``) and ``source_in_zone`` (with ``zone``), and the
choice fields ``regenerate_first``, ``regenerate_first_by_player``,
``prevention_first`` and ``prevention_first_by_player``, the continuous
kinds ``prevent_some_damage`` and ``double_damage``; a 1 file
still loads, but may not use them (``reference_engine.validate``)."""
FORMATS_1_1: Final = ("modify_pt", "indestructible", "cant_block", "first_strike", "double_strike", "create_token", "create_token_copy",
                       "put_onto_battlefield_attacking", "put_onto_battlefield_blocking",
                       "remove_counters", "enters_with_counters", "creature_died_this_turn",
                       "return_all_from_graveyard", "regenerate", "exile_if_would_die", "enchant", "attach",
                       "counter_ability", "copy", "source_untapped", "your_turn", "not_your_turn", "opponent_more_life",
                       "control_at_least", "source_in_zone",
                       "is_attacked", "attacks_with", "player_attacks", "attacks_player",
                       "sacrifices", "discards", "becomes_target", "put_into_exile",
                       "attacks_alone", "blocks_or_becomes_blocked", "make_blocked",
                       "cost_increase", "cost_minimum", "prevent_some_damage", "double_damage",
                       "choose_creature_type", "anthem", "same_color_mana_spent")
"""The ``kind`` and trigger ``event`` values a ``mtgconf-scenario/1`` file may not use."""
EVENTS_1_1: Final = ("damage_prevented",)
"""Trigger ``event`` values a ``mtgconf-scenario/1`` file may not use whose
name is also a History event kind (an expected fact's ``kind`` may name it)."""
FIELDS_1_1: Final = ("defender", "tapped")
"""Trigger fields a ``mtgconf-scenario/1`` file may not set."""
GAME_START_STEP = Step.UNTAP
"""The step turn 1 of a ``game_start`` scenario begins with."""

@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Meta:
    """test262-style metadata, used by fixtures and saved counterexamples."""

    id: str = ""
    title: str = ""
    title_fr: str = ""
    rules: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    description: str = ""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerSetup:
    id: PlayerId
    name: str = ""
    life: int = 20
    mana_pool: str = ""
    """Mana in the pool at the start, e.g. "{B}{B}{2}"."""
    lands_played: int = 0


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ObjectSetup:
    """One object in a zone at the start. Library and graveyard lists are
    ordered top first, in the order the objects are listed."""

    id: ObjectId
    card: str
    owner: PlayerId
    zone: Zone
    controller: PlayerId | None = None
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: ObjectId | None = None
    summoning_sick: bool = False
    damage: int = 0


class ActionKind(StrEnum):
    """Script actions. Object ids in actions are the scenario's ids; they name
    the physical card wherever it is when the action is taken."""

    PASS = "pass"
    """The player holding priority passes (CR 117.3d)."""
    RESOLVE_TOP = "resolve_top"
    """Every player passes in turn until the top object resolves (CR 117.4)."""
    RESOLVE_ALL = "resolve_all"
    """Players pass until the stack is empty."""
    ADVANCE_TO = "advance_to"
    """Players pass, resolving everything, until ``step`` begins (next turn's,
    if it is not later in this turn)."""
    CAST = "cast"
    ACTIVATE = "activate"
    PLAY_LAND = "play_land"
    DECLARE_ATTACKERS = "declare_attackers"
    """Advance into the declare-attackers step and declare ``attackers``."""
    DECLARE_BLOCKERS = "declare_blockers"
    """Advance into the declare-blockers step and declare ``blocks``."""
    SPECIAL_ACTION = "special_action"
    """Take the special action that static ability ``ability`` of ``object``
    permits (CR 116.2): pay its cost; it does not use the stack."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Attack:
    attacker: ObjectId
    defender: PlayerId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Block:
    blocker: ObjectId
    attacker: ObjectId


MAX_PLAN_DEPTH = 3
"""How deep payment plans may nest: a spell's plan, a mana ability's plan inside it, and one more."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ManaActivation:
    """A mana ability activated while paying a cost (CR 601.2g, 605.3a)."""

    object: ObjectId
    ability: int = 0
    """Index of the mana ability among the source's abilities."""
    mana_abilities: tuple[ManaActivation, ...] = ()
    """Mana abilities activated while paying this mana ability's own cost, once
    its total is locked in (CR 602.2b, 601.2g); at most ``MAX_PLAN_DEPTH`` levels
    of plans in all. Naming this same ability of this same object again, at any
    depth, is an illegal action (CR 605.3c)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Action:
    action: ActionKind
    player: PlayerId | None = None
    object: ObjectId | None = None
    ability: int = 0
    """Index of the activated ability among the source's abilities."""
    targets: tuple[TargetRef, ...] = ()
    mode: int | None = None
    modes: tuple[int, ...] = ()
    """The modes announced, for an ability that chooses several (format 1.1,
    CR 601.2b, 700.2); in any order, each once. Not with ``mode``."""
    entwined: bool | None = None
    """True: the caster announces paying the spell's entwine cost (format 1.1,
    CR 702.42a). Unset (or false), they don't; left out of files when unset,
    so that engines reading format 1 actions see no new key."""
    x: int = 0
    step: Step | None = None
    attackers: tuple[Attack, ...] = ()
    blocks: tuple[Block, ...] = ()
    sacrifice: tuple[ObjectId, ...] = ()
    """Objects sacrificed to pay a cost."""
    discard: tuple[ObjectId, ...] = ()
    """Cards discarded to pay a cost."""
    kicked: bool = False
    """The caster announces paying the spell's kicker (CR 601.2b)."""
    alternative: int | None = None
    """Index of the alternative cost paid instead of the mana cost (CR 601.2b)."""
    mana_abilities: tuple[ManaActivation, ...] = ()
    """Mana abilities activated once the total cost is locked in (CR 601.2g)."""
    division: tuple[int, ...] = ()
    """How a divided effect is split: one share per target, in target order (CR 601.2d)."""
    convoke: tuple[ObjectId, ...] = ()
    """Creatures the caster taps to pay for a spell with convoke (format 1.1, CR 702.51a)."""
    phyrexian_life: tuple[bool, ...] = ()
    """For a cast: one answer per Phyrexian mana symbol of the spell's costs,
    in the order written (format 1.1, CR 107.4f, 601.2b): true pays 2 life
    for it, false one mana of its colour. Left out, each is paid with mana
    when the pool holds enough of its colour as the spell is announced, else
    with life."""


class OrderPolicy(StrEnum):
    """How a player orders their simultaneous triggers (CR 603.3b)."""

    AS_TRIGGERED = "as_triggered"
    """The first to trigger goes on the stack first (it resolves last)."""
    REVERSE = "reverse"


class TargetPolicy(StrEnum):
    FIRST_LEGAL = "first_legal"
    """Lowest object id first, then players in seat order."""
    LAST_LEGAL = "last_legal"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ChoicePolicy:
    """Deterministic answers to every choice an engine may ask for.

    Per-ability entries are keyed by ability reference ("<card key>/<index>").
    """

    trigger_order: OrderPolicy = OrderPolicy.AS_TRIGGERED
    trigger_order_by_player: dict[str, OrderPolicy] = field(default_factory=dict)
    may: bool = True
    may_by_ability: dict[str, bool] = field(default_factory=dict)
    unless_pay: bool = False
    unless_pay_by_player: dict[str, bool] = field(default_factory=dict)
    targets: TargetPolicy = TargetPolicy.FIRST_LEGAL
    targets_by_ability: dict[str, tuple[TargetRef, ...]] = field(default_factory=dict)
    mode_by_ability: dict[str, int] = field(default_factory=dict)
    """Preferred mode; when it is not legal the first legal mode is taken."""
    modes_by_ability: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Preferred modes of an ability that chooses several (format 1.1); when
    they can't all be chosen, or are too few or too many, the fewest modes it
    allows are taken, the first legal ones."""
    payments: int = 0
    """How many times a player pays a cost their resolving ability lets them
    pay "any number of times" (CR 603.12a); they stop early once they can't
    afford another payment (CR 119.4 for life; mana only from the pool)."""
    payments_by_ability: dict[str, int] = field(default_factory=dict)
    offer_answers: dict[str, tuple[bool, ...]] = field(default_factory=dict)
    """Per player id: that player's answers to an offer, in the order they are
    asked during one resolution (each offer starts again from the first). A
    missing answer declines."""
    regenerate_first: bool | None = None
    """Format 1.1: when a regeneration shield and an "exile it instead" effect
    would both replace the destruction of a permanent, its controller chooses
    which applies first (CR 616.1): true, the regeneration (the permanent
    stays); false, the exile (once it would be exiled, no destruction is left
    to regenerate from, CR 616.1f). Left out (null), true."""
    regenerate_first_by_player: dict[str, bool] = field(default_factory=dict)
    """Per player id, overriding ``regenerate_first`` (format 1.1)."""
    prevention_first: bool | None = None
    """Format 1.1: when prevention effects and damage-doubling replacement
    effects would all change one damage event, the player dealt the damage,
    or the controller of the permanent dealt it, chooses their order
    (CR 616.1): true, the prevention effects first (3 damage, doubled after
    1 is prevented, is 4); false, the doubling first (6, then 1 prevented: 5).
    Left out (null), true."""
    prevention_first_by_player: dict[str, bool] = field(default_factory=dict)
    """Per player id, overriding ``prevention_first`` (format 1.1)."""
    creature_types: dict[str, str] = field(default_factory=dict)
    """Format 1.1: per ``choose_creature_type`` ability reference ("<card
    key>/<index>"), the creature type its permanent's controller chooses each
    time it enters (CR 614.12a). Left out, ``default_creature_type``."""

    def creature_type_for(self, scenario: "Scenario", ability_ref: str) -> str:
        return self.creature_types.get(ability_ref) or default_creature_type(scenario)

    def order_for(self, player: PlayerId) -> OrderPolicy:
        return self.trigger_order_by_player.get(str(player), self.trigger_order)

    def may_for(self, ability_ref: str) -> bool:
        return self.may_by_ability.get(ability_ref, self.may)

    def pays_unless(self, player: PlayerId) -> bool:
        return self.unless_pay_by_player.get(str(player), self.unless_pay)

    def payments_for(self, ability_ref: str) -> int:
        return self.payments_by_ability.get(ability_ref, self.payments)

    def regenerates_first(self, player: PlayerId) -> bool:
        return self.regenerate_first_by_player.get(str(player), self.regenerate_first is not False)

    def prevents_first(self, player: PlayerId) -> bool:
        return self.prevention_first_by_player.get(str(player), self.prevention_first is not False)

    def offer_answer(self, player: PlayerId, asked_before: int) -> bool:
        """The answer ``player`` gives when asked for the ``asked_before + 1``-th time."""
        answers = self.offer_answers.get(str(player), ())
        return answers[asked_before] if asked_before < len(answers) else False


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Scenario:
    format: Literal["mtgconf-scenario/1", "mtgconf-scenario/1.1"] = SCENARIO_FORMAT
    meta: Meta = Meta()
    players: tuple[PlayerSetup, ...]
    turn_order: tuple[PlayerId, ...] = ()
    """Seats in turn order; empty means seat order."""
    active_player: PlayerId = 0
    turn: int = 1
    step: Step = Step.PRECOMBAT_MAIN
    game_start: bool = False
    """The game is being started (CR 103): ``active_player`` is the starting
    player, ``turn`` must be 1 and ``step`` the untap step (``GAME_START_STEP``). Players first take
    their opening-hand actions, the starting player first (CR 101.4e, 103.6);
    then turn 1 begins with its untap step."""
    cards: tuple[CardDef, ...] = ()
    objects: tuple[ObjectSetup, ...] = ()
    effects: tuple[ContinuousEffect, ...] = ()
    """Effects in force at the start; "you" in their filters means ``controller``."""
    effect_controllers: tuple[PlayerId, ...] = ()
    """Controller of each entry of ``effects`` (default: the active player)."""
    script: tuple[Action, ...] = ()
    choices: ChoicePolicy = ChoicePolicy()
    expect: tuple[dict[str, Any], ...] = ()
    """Facts a fixture expects of the History (see ``properties.fixture_facts``)."""

    @property
    def order(self) -> tuple[PlayerId, ...]:
        """Turn order, seats listed from the first seat of the turn order."""
        return self.turn_order or tuple(p.id for p in self.players)

    def card(self, key: str) -> CardDef:
        """The card, or the token definition (CR 111.3), that ``key`` names."""
        for c in self.cards:
            if c.key == key:
                return c
        return token_defs(self)[key]

    def effect_controller(self, index: int) -> PlayerId:
        if index < len(self.effect_controllers):
            return self.effect_controllers[index]
        return self.active_player


DEFAULT_CREATURE_TYPE: Final = "Human"


def default_creature_type(scenario: Scenario) -> str:
    """The creature type chosen when the choice policy names none: the first,
    in alphabetical order, of the subtypes the scenario's creature cards
    print; with none, ``DEFAULT_CREATURE_TYPE``."""
    found = sorted({s for c in scenario.cards if CardType.CREATURE in c.types for s in c.subtypes})
    return found[0] if found else DEFAULT_CREATURE_TYPE


_TOKENS: dict[int, tuple[Scenario, dict[str, CardDef]]] = {}


def token_defs(scenario: Scenario) -> dict[str, CardDef]:
    """Every token definition the scenario's abilities can create, by key.
    Cached by identity (the entry holds the scenario, so its id is not reused)."""
    hit = _TOKENS.get(id(scenario))
    if hit is None or hit[0] is not scenario:
        if len(_TOKENS) > 256:  # a bound: scenarios are short-lived
            _TOKENS.clear()
        found: dict[str, CardDef] = {}
        for spec in token_specs(scenario):
            found.setdefault(spec.key, token_card(spec))
        hit = _TOKENS[id(scenario)] = (scenario, found)
    return hit[1]


def token_specs(scenario: Scenario) -> list[TokenSpec]:
    """The token specs of every effect in the scenario, tokens' own abilities included."""
    found: list[TokenSpec] = []
    todo: list[Ability] = [a for c in scenario.cards for a in c.abilities]
    todo += [e.ability for e in scenario.effects if e.ability is not None]
    while todo:
        for eff in ability_effects(todo.pop()):
            if eff.token is not None:
                found.append(eff.token)
                todo.extend(eff.token.abilities)
    return found


def ability_effects(ability: Ability) -> list[Effect]:
    """Every effect an ability can produce: its own, its modes', kicked,
    reflexive, delayed ones, and those of abilities it grants."""
    out: list[Effect] = []
    groups = [ability.effects, ability.kicked_effects, *(m.effects for m in ability.modes)]
    if ability.reflexive is not None:
        groups.append(ability.reflexive.effects)
    static = ability.static
    if static is not None:
        if static.delayed is not None:
            groups.append(static.delayed.effects)
        if static.ability is not None:
            out.extend(ability_effects(static.ability))
    while groups:
        for eff in groups.pop():
            out.append(eff)
            if eff.delayed is not None:
                groups.append(eff.delayed.effects)
    return out
