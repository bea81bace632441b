"""Abilities as structured data (CR 113, 602, 603, 604).

An ability is never parsed from text: it is built from these records, and its
Oracle text is rendered from them (see ``reference_engine.oracle``). The same
records drive the reference engine and the property checkers, which read them
independently.
"""
from __future__ import annotations

from dataclasses import dataclass

from reference_engine.ids import CardType, Color, StrEnum, Step, Zone
from reference_engine.records import fast_init


class Who(StrEnum):
    """A player relative to an ability's controller."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"


class Subject(StrEnum):
    """Which object a filter may match, relative to the ability's source."""

    SELF = "self"
    ANOTHER = "another"
    ANY = "any"
    ENCHANTED = "enchanted"
    """The permanent the source (an Aura or Equipment) is attached to."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ObjectFilter:
    """Matches objects: every non-empty field must hold."""

    subject: Subject = Subject.ANY
    types: tuple[CardType, ...] = ()
    """The object must have every one of these card types."""
    any_types: tuple[CardType, ...] = ()
    """When non-empty, the object must have at least one of these card types
    ("artifacts, creatures, and enchantments" in one sweep)."""
    subtypes: tuple[str, ...] = ()
    controller: Who = Who.ANY
    not_colors: tuple[Color, ...] = ()
    """The object must have none of these colours ("nonblack")."""
    chosen_type: bool | None = None
    """"Of the chosen type" (format 1.1), when true; left out (null), any
    type, so a filter without it is written as format 1 wrote it. The
    object must have the creature
    type the filter's source chose as it entered the battlefield
    (``choose_creature_type``, CR 614.12a). Read on that source as it is now:
    a source that made no choice (one a scenario starts on the battlefield,
    or a new object that has not chosen, CR 400.7) matches nothing. Only in
    a trigger condition's ``subject`` or a static ability's ``filter`` of a
    card that makes that choice."""


class TriggerEvent(StrEnum):
    """The trigger events the suite models (CR 603.2, 603.6, 603.8, 508.3, 509.3)."""

    ENTERS = "enters"
    DIES = "dies"
    LEAVES = "leaves"
    RETURNED_TO_HAND = "returned_to_hand"
    """Put into a hand from the battlefield."""
    PUT_INTO_GRAVEYARD = "put_into_graveyard"
    """Put into a graveyard; from ``from_zone``, or from anywhere if unset."""
    PUT_INTO_EXILE = "put_into_exile"
    """Put into exile (format 1.1); from ``from_zone``, or from anywhere if
    unset: "Whenever a card is put into exile from anywhere", "When this
    creature is put into exile from the battlefield". Like a graveyard: from
    the battlefield it is a leaves-the-battlefield ability and looks back
    (CR 603.6c, 603.10a); from anywhere it is matched after the move, and a
    card's own "when this card is put into exile from anywhere" works from
    exile as it arrives. A move a replacement effect sends to exile instead
    ("exile it instead") is put into exile."""
    BEGINNING_OF_STEP = "beginning_of_step"
    DEALT_DAMAGE = "dealt_damage"
    DEALS_DAMAGE = "deals_damage"
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals_combat_damage_to_player"
    BECOMES_TAPPED = "becomes_tapped"
    BECOMES_UNTAPPED = "becomes_untapped"
    GAIN_LIFE = "gain_life"
    DRAW = "draw"
    COUNTER_PUT = "counter_put"
    """"Whenever a counter is put on": once per counter."""
    COUNTERS_PUT = "counters_put"
    """"Whenever one or more counters are put on": once per event."""
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    BLOCKS_A_CREATURE = "blocks_a_creature"
    BECOMES_BLOCKED = "becomes_blocked"
    BECOMES_BLOCKED_BY_A_CREATURE = "becomes_blocked_by_a_creature"
    ATTACKS_ALONE = "attacks_alone"
    """"Whenever <subject> attacks alone" (format 1.1, CR 506.5): at the
    declaration of attackers, for the creature declared, only when it is the
    only creature declared as an attacker; a creature put onto the
    battlefield attacking never attacks (CR 508.4)."""
    BLOCKS_OR_BECOMES_BLOCKED = "blocks_or_becomes_blocked"
    """"Whenever <subject> blocks or becomes blocked" (format 1.1, CR 509.3a,
    509.3c): once per combat for a creature declared as a blocker, however
    many attackers it blocks, and once for an attacker that becomes blocked
    (by declared blockers, or by a creature put onto the battlefield blocking
    it while it was unblocked), however many creatures block it. A creature
    put onto the battlefield blocking never blocks for it (CR 509.4)."""
    ATTACKS_UNBLOCKED = "attacks_unblocked"
    """"Attacks and isn't blocked" (CR 509.3g): in the declare blockers step,
    for an attacking creature no blocker was declared for."""
    LOSE_CONTROL = "lose_control"
    PLAYER_LOSES = "player_loses"
    CAST = "cast"
    SPELL_COUNTERED = "spell_countered"
    STATE = "state"
    """A state trigger (CR 603.8): fires whenever ``state`` holds."""
    PHASES_OUT = "phases_out"
    """A permanent phases out; it looks back (CR 603.10b), so a permanent's
    own ability triggers though it is phased out afterwards."""
    BECOMES_UNATTACHED = "becomes_unattached"
    """An Aura or Equipment stops being attached to a permanent; it looks back
    (CR 603.10c), so it triggers even if the attachment left in that event."""
    TAPPED_FOR_MANA = "tapped_for_mana"
    """``subject`` is tapped to pay the cost of a mana ability that ``player``
    activates ("Whenever you tap a land for mana"). It triggers from activating
    that mana ability, so with no target and an ADD_MANA effect it is itself a
    mana ability: it resolves right after the one that triggered it, without
    the stack (CR 605.1b, 605.4a)."""
    IS_ATTACKED = "is_attacked"
    """"Whenever you're attacked" (``player``: the attacked player): once per
    declaration of attackers in which one or more creatures are declared
    attacking that player, however many (CR 508.3b). Never for a creature put
    onto the battlefield attacking."""
    ATTACKS_WITH = "attacks_with"
    """"Whenever you attack with a Soldier" (``player``: the attacking player,
    ``subject``: the creature): once for each such creature that player
    controls declared as an attacker (CR 508.3c)."""
    PLAYER_ATTACKS = "player_attacks"
    """"Whenever you attack" (``player``: the attacking player): once per
    declaration in which one or more creatures that player controls are
    declared as attackers, however many and whoever they attack (CR 508.3d).
    Never for a creature put onto the battlefield attacking."""
    ATTACKS_PLAYER = "attacks_player"
    """"Whenever an opponent attacks you" (``player``: the attacking player,
    ``defender``: the attacked one): once per declaration for each player that
    one or more of the attacking player's creatures are declared attacking
    (CR 508.3e). Never for a creature put onto the battlefield attacking."""
    DAMAGE_PREVENTED = "damage_prevented"
    """"Whenever damage that would be dealt to you is prevented" (format 1.1):
    the recipient is a player matching ``player`` when ``subject`` is left
    unset, else a permanent matching ``subject`` ("to this creature", "to a
    creature you control"). Once each time a prevention effect is applied to
    one or more simultaneous damage events and prevents some of that damage,
    however many sources and recipients it covered in them (CR 615.13);
    never for damage nothing prevented."""
    SACRIFICES = "sacrifices"
    """"Whenever you sacrifice a creature" (``player``: the sacrificing player,
    ``subject``: the permanent; format 1.1): once per permanent a player
    sacrifices, by a cost or an effect, wherever a replacement effect puts it
    (CR 701.21a). Only its controller can sacrifice it, so the sacrificing
    player is whoever controlled it just before. It looks back like a
    leaves-the-battlefield ability (CR 603.10a): the permanent is seen as it
    last existed, and its own "when you sacrifice this" triggers."""
    DISCARDS = "discards"
    """"Whenever you discard a card" (``player``: the discarding player,
    ``subject``: the card, by its types only; format 1.1): once per card a
    player discards, by a cost or an effect, one at a time or a whole hand at
    once (CR 701.9a). A card is discarded only from its owner's hand. Matched
    after the discard, like most events (CR 603.10)."""
    BECOMES_TARGET = "becomes_target"
    """"Whenever this creature becomes the target of a spell or ability an
    opponent controls" (``subject``: the permanent, ``player``: the
    controller of the spell or ability; format 1.1): once per spell cast, or
    activated or triggered ability put on the stack, that targets a matching
    permanent, however many of its targets name it (CR 115.1, 601.2c, 602.2b,
    603.3d). Objects on the stack are not permanents: a spell targeted by a
    counterspell is no occurrence."""


class ConditionKind(StrEnum):
    """Game states used by intervening "if" clauses and state triggers."""

    LIFE_AT_LEAST = "life_at_least"
    """You have ``amount`` or more life."""
    NO_CARDS_IN_HAND = "no_cards_in_hand"
    """You have no cards in hand."""
    CONTROL_NO_CREATURES = "control_no_creatures"
    """You control no creatures."""
    CONTROL_CREATURES_AT_LEAST = "control_creatures_at_least"
    """You control ``amount`` or more creatures."""
    COUNTERS_AT_LEAST = "counters_at_least"
    """The source has ``amount`` or more ``counter`` counters on it."""
    NO_COUNTERS = "no_counters"
    """The source has no ``counter`` counters on it (as undying and persist ask)."""
    CREATURE_DIED_THIS_TURN = "creature_died_this_turn"
    """A creature died this turn (morbid; format 1.1): one was put into a
    graveyard from the battlefield during this turn (CR 700.4). A creature
    exiled instead never died. A scenario starts with no death this turn."""
    SOURCE_UNTAPPED = "source_untapped"
    """The source is untapped ("if this creature is untapped"; format 1.1):
    read on the source while it exists, else on it as it last existed
    (CR 603.10a at the event, CR 608.2h on resolution)."""
    YOUR_TURN = "your_turn"
    """It's your turn: you are the active player (format 1.1)."""
    NOT_YOUR_TURN = "not_your_turn"
    """It's not your turn: another player is the active player (format 1.1)."""
    OPPONENT_MORE_LIFE = "opponent_more_life"
    """An opponent still in the game has more life than you (format 1.1)."""
    CONTROL_AT_LEAST = "control_at_least"
    """You control ``amount`` or more permanents matching ``filter`` ("if you
    control three or more Elves"; format 1.1)."""
    SOURCE_IN_ZONE = "source_in_zone"
    """The card the source is, followed across its zone changes (CR 400.7),
    is in your ``zone``: graveyard or hand ("if this card is in your
    graveyard"; format 1.1). An intervening "if" only, of a trigger that does
    not look back in time (CR 603.10a)."""
    SAME_COLOR_MANA_SPENT = "same_color_mana_spent"
    """At least ``amount`` mana of one color was spent to cast the source
    (adamant: "if at least three mana of the same color was spent to cast
    it"; format 1.1, CR 601.2h). False for a permanent that was not cast. An
    intervening "if" of the source's own enters trigger only."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Condition:
    kind: ConditionKind
    amount: int = 0
    counter: str = "+1/+1"
    filter: ObjectFilter | None = None
    """For ``control_at_least``: the permanents counted (their controller is you)."""
    zone: Zone | None = None
    """For ``source_in_zone``: the zone of yours the source's card must be in."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Trigger:
    """A trigger condition (CR 603.1)."""

    event: TriggerEvent
    subject: ObjectFilter = ObjectFilter()
    """The object the event happens to (the one that enters, dies, attacks,
    is sacrificed...)."""
    player: Who = Who.ANY
    """The player of a player event: whose step, who gains life, draws, loses,
    sacrifices, discards; for ``becomes_target``, who controls the spell or
    ability."""
    step: Step | None = None
    from_zone: Zone | None = None
    counter: str | None = None
    """Counter kind for counter triggers; ``None`` means any kind."""
    state: Condition | None = None
    defender: Who | None = None
    """For ``attacks_player``: the attacked player, relative to the ability's
    controller (``player`` is the attacking one); unset means any player."""
    tapped: bool | None = None
    """For ``enters``: the permanent enters tapped (True, "enters tapped") or
    untapped (False, "enters untapped"); unset, either. Entering tapped is part
    of the entering event, whatever made it so (CR 614.1c), never a "becomes
    tapped" (CR 603.2e)."""
    once_each_turn: bool = False
    """"Do this only once each turn" (CR 603.2h): once an instance has resolved
    and done its action this turn, the ability does not trigger again this turn."""


class ObjectRef(StrEnum):
    """Which object an effect acts on."""

    SELF = "self"
    IT = "it"
    """The object the trigger event happened to, in its new zone (CR 603.6);
    for "becomes unattached", the permanent it was attached to ("that permanent")."""
    TARGET = "target"
    ALL = "all"
    """Every permanent matching the effect's ``filter``."""
    ENCHANTED = "enchanted"
    TRACKED = "tracked"
    """For a delayed trigger: the object its creator referred to as "it"."""


class PlayerRef(StrEnum):
    """Which player an effect acts on."""

    YOU = "you"
    EACH_OPPONENT = "each_opponent"
    EACH_PLAYER = "each_player"
    TARGET = "target"
    IT_CONTROLLER = "it_controller"
    """The controller of the object the effect refers to (target or "it")."""


class EffectKind(StrEnum):
    """One-shot effects (CR 610) the suite models."""

    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    DRAW = "draw"
    DISCARD_HAND_DRAW_THAT_MANY = "discard_hand_draw_that_many"
    MILL = "mill"
    DEAL_DAMAGE = "deal_damage"
    DESTROY = "destroy"
    EXILE = "exile"
    SACRIFICE = "sacrifice"
    RETURN_TO_HAND = "return_to_hand"
    RETURN_TO_BATTLEFIELD = "return_to_battlefield"
    """Return the object to the battlefield under its owner's control; with
    ``amount`` above 0 (format 1.1), "with ``amount`` ``counter`` counters on
    it", as undying and persist say: it enters with them (CR 614.1c, 122.6)."""
    RETURN_ALL_FROM_GRAVEYARD = "return_all_from_graveyard"
    """"Return all <``filter``> cards from your graveyard to the battlefield"
    (Replenish, Brilliant Restoration; format 1.1): every card in its
    controller's graveyard that the filter matches enters the battlefield
    under its owner's control at once, in one event, so each arrival's enters
    abilities see the others arrive (CR 603.6a, 400.7). The filter reads the
    cards' types, subtypes and colours only."""
    PUT_ON_LIBRARY = "put_on_library"
    PUT_COUNTERS = "put_counters"
    TAP = "tap"
    UNTAP = "untap"
    GAIN_CONTROL = "gain_control"
    ADD_MANA = "add_mana"
    COUNTER_SPELL = "counter_spell"
    COUNTER_ABILITY = "counter_ability"
    """"Counter target activated or triggered ability" (Stifle; format 1.1):
    its ``object`` is a target whose phrase names an ability on the stack
    (``TargetSpec.ability``). The ability is removed from the stack and none
    of its instructions happen, so a delayed trigger it would have created
    never exists (CR 701.6a). Its source is untouched. Mana abilities
    never use the stack, so they are never its target (CR 605.3b)."""
    COPY = "copy"
    """"Copy target instant or sorcery spell" (Twincast) or "Copy target
    triggered ability you control" (Strionic Resonator), each followed by "You
    may choose new targets for the copy" (format 1.1): its ``object`` is a
    target on the stack. The copy is put on the stack above it under the
    control of this effect's controller; it is not cast, so "whenever you
    cast" abilities don't see it, and an ability's copy did not trigger (CR
    707.10). If the may answer for this ability is yes, each of the copy's
    targets is chosen anew by the target policy among the targets legal for
    it, otherwise (or with no legal choice) it keeps the original's (CR
    707.10c). It resolves like the original; a spell's copy then ceases to
    exist (CR 704.5e), with no zone change. "Copy target creature spell you
    control" (Double Major) or "Copy target permanent spell you control"
    (Lithoform Engine): a permanent spell's copy resolving becomes a token as
    it enters the battlefield (CR 608.3f, 111.12); the token was not created,
    and like any token it ceases to exist once it has left the battlefield
    (CR 704.5d). Countered, it ceases to exist like any spell's copy (CR
    707.10a)."""
    PREVENT_NEXT_DAMAGE = "prevent_next_damage"
    REGENERATE = "regenerate"
    """"Regenerate <object>" (format 1.1): a one-shot shield on each permanent
    it names, for this turn. The next time that permanent would be destroyed
    this turn (a destroy effect, or lethal damage as a state-based action),
    instead it is tapped, all damage is removed from it and it is removed
    from combat (CR 701.19a, 614.8). A toughness of 0 or less and a sacrifice
    are not destruction: the shield does not apply (CR 701.19c). The damage
    was still dealt, so damage triggers are not undone."""
    EXILE_IF_WOULD_DIE = "exile_if_would_die"
    """"If that creature would die this turn, exile it instead" (Magma Spray;
    format 1.1): a replacement effect the resolution creates (CR 614.1a),
    limited to the permanent ``object`` names (``target`` or ``it``) as it
    resolves and lasting until the cleanup step of this turn (CR 611.2a,
    514.2). Whatever way that permanent would be put into a graveyard from
    the battlefield this turn (lethal damage, a destroy effect, a toughness of
    0 or less, a sacrifice), it is exiled instead (CR 614.6, 700.4). It never
    applies to another object, nor to the card once it has left the
    battlefield and come back (CR 400.7)."""
    CREATE_DELAYED = "create_delayed"
    PHASE_OUT = "phase_out"
    """The object phases out: treated as though it does not exist until it
    phases in during its controller's next untap step (CR 702.26)."""
    PUT_ONTO_BATTLEFIELD_ATTACKING = "put_onto_battlefield_attacking"
    """"You may put a <filter> creature card from your hand onto the
    battlefield tapped and attacking" (Kaalia of the Vast, Preeminent
    Captain): the lowest-id matching card in its controller's hand enters
    tapped and attacking the player the ability's "it" attacks, else the next
    opponent in turn order from the controller. It is attacking but was never
    declared as an attacker (CR 508.4). Outside combat, or if the controller
    is not the attacking player, it enters but is not attacking (CR 508.4a)."""
    PUT_ONTO_BATTLEFIELD_BLOCKING = "put_onto_battlefield_blocking"
    """"Put a <filter> creature card from your hand onto the battlefield
    blocking that creature": the lowest-id matching card in its controller's
    hand enters blocking the ability's "it", an attacking creature. It is
    blocking but never "blocked" (no "blocks" trigger); the attacker becomes
    blocked by it (CR 509.4, 509.3c-d). If "it" is no longer attacking, or the
    controller is not the player it attacks, it enters but is not blocking
    (CR 509.4a)."""
    MAKE_BLOCKED = "make_blocked"
    """"<object> becomes blocked" (Dazzling Beauty, Curtain of Light; format
    1.1): each attacking creature it names that is not yet blocked becomes
    blocked, with no creature blocking it (CR 509.1h). That is an occurrence
    of "becomes blocked" and "blocks or becomes blocked" for it, once, but
    not of "becomes blocked by a creature" (CR 509.3c-d). It stays blocked
    for the rest of combat: it deals no combat damage (CR 510.1c) and is not
    an attacker that "isn't blocked" (CR 509.3g). An attacker already
    blocked, or a creature not attacking, is unaffected."""
    OFFER = "offer"
    """"Each player may choose to draw ``amount`` cards. Each time a player
    chooses to, each player who declined may choose again. Then each player
    who chose to draws ``amount`` cards." Players choose in APNAP order; an
    acceptance re-opens the decliners' choices, and the earliest outstanding
    player in APNAP order chooses next (CR 101.4, 101.4d). An accepter is not
    asked again. The draws happen together after the last choice. It must be
    its ability's only effect."""
    MODIFY_PT = "modify_pt"
    """The object (or each object ``filter`` matches, for ``all``) gets
    +``power``/+``toughness`` until end of turn (CR 611.2a, 613.4c); negative
    values shrink. The objects are fixed as it resolves: a creature entering
    later is not affected (CR 611.2c). The change ends in the cleanup step,
    as marked damage is removed (CR 514.2)."""

    CREATE_TOKEN = "create_token"
    """Create ``amount`` tokens with the characteristics ``token`` defines
    (CR 111.1, 111.3), under the ability's controller's control; all of them
    enter the battlefield at once, in one event (CR 603.6a)."""
    REMOVE_COUNTERS = "remove_counters"
    """Remove ``amount`` ``counter`` counters from the object (or each object
    ``filter`` matches, for ``all``): as many as it has, if it has fewer
    (CR 122.1). Each removal is a ``counters`` event with a negative amount."""
    ATTACH = "attach"
    """"Attach this Equipment to <target>" (format 1.1): the source, an
    Equipment on the battlefield, becomes attached to the permanent its
    ``target`` names; first it becomes unattached from the permanent it
    equipped, if any (CR 701.3a, 701.3b). It does nothing if the source has
    left the battlefield or is already attached to that permanent, or if that
    permanent is no longer a creature its controller controls. "Equip {N}" is
    such an ability: activated, sorcery timing, one target "creature you
    control" (CR 702.6a)."""
    CREATE_TOKEN_COPY = "create_token_copy"
    """Create ``amount`` tokens that are copies of the permanent ``object``
    names: its copiable values only, its printed characteristics and
    abilities, none of its counters, status or granted abilities (CR 707.2,
    111.1). Nothing is created once that permanent has left the battlefield."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class TokenSpec:
    """The characteristics an effect gives the tokens it creates (CR 111.3):
    "a 1/1 white Spirit creature token with flying". ``key`` names the token
    the way a card key names a card: in Histories (``card``), in ability
    references (``key/i``) and among the scenario's cards, where it must be
    unique. Its name is its subtypes followed by "Token" unless given."""

    key: str
    name: str = ""
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    """Colours the effect gives it; none means colourless (CR 111.3, 105.2c)."""
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Ability, ...] = ()


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class DelayedTrigger:
    """A delayed triggered ability an effect creates (CR 603.7)."""

    step: Step = Step.END
    """It triggers at the beginning of the next such step, once (CR 603.7b)."""
    effects: tuple[Effect, ...] = ()
    resolutions: int = 0
    """When non-zero, instead: "when this ability has resolved the Nth time this
    turn". Only the ability's first resolution in a turn creates it; it
    triggers as the Nth resolution of that turn ends (CR 603.7h)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Effect:
    kind: EffectKind
    amount: int = 0
    player: PlayerRef = PlayerRef.YOU
    object: ObjectRef = ObjectRef.SELF
    target: int = 0
    """Index into the ability's targets, for ``object`` or ``player`` TARGET."""
    filter: ObjectFilter | None = None
    """For ``object`` ALL."""
    counter: str = "+1/+1"
    mana: str = ""
    """For ADD_MANA, e.g. "{G}"."""
    delayed: DelayedTrigger | None = None
    power: int = 0
    """For MODIFY_PT and ANTHEM: the change to power."""
    toughness: int = 0
    """For MODIFY_PT and ANTHEM: the change to toughness."""
    divided: bool = False
    """DEAL_DAMAGE or PUT_COUNTERS: ``amount`` divided as the caster chooses
    among all the ability's targets, at least one each (CR 601.2d)."""
    token: TokenSpec | None = None
    """For CREATE_TOKEN: what the tokens are."""


class StackAbility(StrEnum):
    """Which abilities on the stack a target phrase names (CR 113.3b-c, 115.1)."""

    ACTIVATED_OR_TRIGGERED = "activated_or_triggered"
    TRIGGERED = "triggered"
    TRIGGERED_YOU_CONTROL = "triggered_you_control"
    """"Target triggered ability you control" (format 1.1; Strionic Resonator)."""
    ACTIVATED_OR_TRIGGERED_YOU_CONTROL = "activated_or_triggered_you_control"
    """"Target activated or triggered ability you control" (format 1.1; Lithoform Engine)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSpec:
    """One "target ..." phrase: objects, players, or both ("any target")."""

    objects: ObjectFilter | None = None
    players: Who | None = None
    zone: Zone = Zone.BATTLEFIELD
    """Zone of target objects; STACK for "target spell"."""
    ability: StackAbility | None = None
    """"Target activated or triggered ability" (format 1.1): an ability on the
    stack, never a spell; with ``zone`` ``stack`` and neither ``objects`` nor
    ``players``."""
    unblocked_attacking: bool = False
    """"Target unblocked attacking creature" (format 1.1; Trap Runner): only
    an attacking creature that is not blocked, by a creature or by an effect
    (CR 506.4, 509.1h); with ``objects`` on the battlefield."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Reflexive:
    """"When you do, ..." after an optional action (CR 603.12): a reflexive
    triggered ability the resolving ability creates, which triggers at once if
    its controller took that action during the resolution. Referenced as
    ``R/reflexive``; it is put on the stack after that resolution ends."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Mode:
    """One mode of a modal ability (CR 700.2). An effect's ``target`` indexes
    this mode's own ``targets``; when several modes are chosen, the stack
    object's targets are the chosen modes' in printed order."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    cost: Cost | None = None
    """Spree (CR 702.172a, format 1.1): the additional cost paid when this
    mode is chosen ("+ {2} — ..."). Set on every mode of a spell or on none;
    a spree spell's caster chooses one or more modes."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ModeCount:
    """How many modes are chosen (CR 700.2, format 1.1): "choose two" is
    ``min`` = ``max`` = 2, "choose one or more" ``min`` 1 and ``max`` the
    number of modes, "choose one or both" 1 and 2. A mode is never chosen
    twice (CR 700.2d)."""

    min: int = 1
    max: int = 1


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Unless:
    """"... unless [payer] pays N life" (CR 603.5)."""

    payer: PlayerRef = PlayerRef.IT_CONTROLLER
    life: int = 1


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Cost:
    """An activation cost or an additional casting cost (CR 118, 602.1a)."""

    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: ObjectFilter | None = None
    pay_life: int = 0
    discard: int = 0
    loyalty: int | None = None
    """A loyalty ability's cost (CR 606, format 1.1): put this many loyalty
    counters on the source ("+1:", "0:") or, negative, remove that many
    ("−2:"). Set, the ability is a loyalty ability: its controller may
    activate it only as a sorcery and only if none of that permanent's loyalty
    abilities has been activated this turn (CR 606.3); a removal it can't pay
    in full is refused (CR 118.3)."""


class ContinuousKind(StrEnum):
    """Continuous, replacement and prevention effects (CR 611, 614, 615)."""

    LANDS_ARE_CREATURES = "lands_are_creatures"
    """Matching lands are also 1/1 creatures."""
    LOSE_ALL_ABILITIES = "lose_all_abilities"
    GRANT_ABILITY = "grant_ability"
    PREVENT_ALL_DAMAGE = "prevent_all_damage"
    """Prevent all damage that would be dealt to matching objects (and players
    when ``players`` is set)."""
    PREVENT_NEXT_DAMAGE = "prevent_next_damage"
    """A shield: prevent the next ``amount`` damage to ``object``/``player``."""
    PREVENT_SOME_DAMAGE = "prevent_some_damage"
    """"If a source would deal damage to you, prevent ``amount`` of that
    damage." (format 1.1; Urza's Armor, Daunting Defender; CR 615.1): with
    ``players`` set, it covers those players only; unset, the permanents its
    ``filter`` matches ("to this creature", "to a Cleric creature you
    control"). It is never used up: it prevents up to ``amount`` of each
    damage event it covers, once per event (CR 614.5)."""
    DOUBLE_DAMAGE = "double_damage"
    """"If a source would deal damage to a permanent or player, it deals
    double that damage to that permanent or player instead." (format 1.1;
    Furnace of Rath; CR 614.1a): a replacement effect on every damage event,
    applied once to each (CR 614.5). When a prevention effect would change
    the same damage event too, the player dealt the damage, or the
    controller of the permanent dealt it, chooses which applies first
    (CR 616.1), and the others are checked again against the changed event:
    damage wholly prevented is no longer doubled (CR 616.1f)."""
    EXILE_INSTEAD_OF_DYING = "exile_instead_of_dying"
    """"If a <``filter``> would die, exile it instead"; with ``object`` set,
    only that object (the effect ``exile_if_would_die`` creates makes one)."""
    ENTERS_TAPPED = "enters_tapped"
    CANT_ACTIVATE = "cant_activate"
    COST_REDUCTION = "cost_reduction"
    """Spells of ``colors`` that the controller casts cost {amount} less."""
    COST_INCREASE = "cost_increase"
    """Spells cost {amount} more to cast (format 1.1): every player's spells,
    or only those with none of the card types ``not_types`` ("Noncreature
    spells cost {1} more to cast.", CR 601.2f). Increases are added to the
    total cost before reductions are taken off it."""
    COST_MINIMUM = "cost_minimum"
    """"As long as this permanent is untapped, each spell that would cost less
    than ``amount`` mana to cast costs ``amount`` mana to cast" (format 1.1,
    Trinisphere; CR 601.2f): applied last, once increases and reductions are
    counted, by adding generic mana until the total's mana value reaches
    ``amount``. Only on a permanent's static ability: it reads its source's
    tapped state as the cost is determined."""
    EXTRA_TRIGGER = "extra_trigger"
    """Matching permanents' triggered abilities trigger an additional time
    (CR 603.2d); with a ``scope``, only those a scoped event triggers."""
    PERMITS_ACTION = "permits_action"
    """``players`` (relative to the controller; default any player) may pay
    ``ability.cost`` any time they could cast an instant, a special action
    (CR 116.2) that creates the delayed triggers of ``ability.effects`` at once:
    their source is this permanent and their controller its controller then
    (CR 603.7g). Only CREATE_DELAYED effects are allowed."""
    CANT_BLOCK = "cant_block"
    """Matching creatures can't block ("This creature can't block."): a
    restriction on declaring blockers (CR 509.1b), so a declaration that names
    one as a blocker is illegal; it does not apply to a creature put onto the
    battlefield blocking (CR 509.4b)."""
    ENCHANT = "enchant"
    """"Enchant <``filter``>" (format 1.1), printed on an Aura card: what the
    Aura may enchant (CR 702.5a). As a spell the Aura targets one such
    permanent (CR 303.4a); if that target is still legal as it resolves, the
    Aura enters the battlefield attached to it (CR 608.3b), else it does not
    resolve (CR 608.2b). It is no continuous effect; the state-based actions
    read it too: an Aura attached to something it no longer allows is put
    into its owner's graveyard (CR 704.5m)."""
    INDESTRUCTIBLE = "indestructible"
    """Matching permanents have indestructible (CR 702.12): destroy effects and
    lethal damage do not destroy them (CR 702.12b, 704.5g), but a toughness of
    0 or less still puts them into the graveyard (CR 704.5f)."""
    FIRST_STRIKE = "first_strike"
    """Matching creatures have first strike (CR 702.7): when one is attacking
    or blocking as the combat damage step begins, that step is split in two
    and only first strikers and double strikers deal combat damage in the
    first (CR 510.4, 702.7b)."""
    DOUBLE_STRIKE = "double_strike"
    """Matching creatures have double strike (CR 702.4): they deal combat
    damage in both combat damage steps (CR 510.4, 702.4b)."""
    MODIFY_PT = "modify_pt"
    """"Enchanted creature gets +``power``/+``toughness``" (format 1.1),
    printed on an Aura or an Equipment card ("Equipped creature gets ..."):
    the permanent it is attached to, if the ``filter`` (subject ``enchanted``)
    matches it, gets that much more power and toughness, negative values
    shrinking, in layer 7c with counters and "until end of turn" changes
    (CR 613.4c, 303.4b, 301.5a). It applies only while the Aura or Equipment
    is on the battlefield attached to it, and stops at once when it becomes
    unattached or leaves."""
    ANTHEM = "anthem"
    """"Creatures you control get +``power``/+``toughness``" (format 1.1;
    Glorious Anthem; "of the chosen type" with the filter's ``chosen_type``,
    Vanquisher's Banner), printed on a permanent card: every creature on the
    battlefield the ``filter`` matches gets that much more power and
    toughness, negative values shrinking, in layer 7c with counters and the
    other changes (CR 613.4c). A static ability's effect, it applies to each
    permanent that matches at any moment, one entering later included, and
    stops as soon as its source leaves the battlefield (CR 611.3a). With
    ``x``: that much for each ``counter`` counter on its source ("+1/+1 for
    each charge counter on this artifact", Door of Destinies)."""
    CHOOSE_CREATURE_TYPE = "choose_creature_type"
    """"As this permanent enters, choose a creature type." (format 1.1;
    Vanquisher's Banner, Door of Destinies): a replacement effect that
    modifies how the permanent enters (CR 614.1c, 614.12): its controller
    chooses as it enters, before it is on the battlefield, without the stack
    and with no player receiving priority in between. Only on a permanent
    card's own static ability, filter subject ``self``. The choice is the
    choice policy's ``creature_types`` answer for the ability, else the
    default (``default_creature_type``); the permanent's filters with
    ``chosen_type`` read it while that object stays on the battlefield, and
    a new object made by a zone change chooses again (CR 400.7)."""
    ENTERS_WITH_COUNTERS = "enters_with_counters"
    """Matching permanents enter the battlefield with ``amount`` ``counter``
    counters on them, or with X counters when ``x`` is set ("This creature
    enters with X +1/+1 counters on it": the X paid as it was cast, else 0,
    CR 107.3m). A replacement effect that modifies how they enter, never a
    trigger (CR 614.1c): a permanent is never on the battlefield without them,
    and the counters are put on it as it enters, so abilities that trigger
    when counters are put on a permanent see them (CR 122.6)."""


SCOPE_EVENTS: tuple[TriggerEvent, ...] = (TriggerEvent.ENTERS, TriggerEvent.CAST)
"""The trigger events a ``TriggerScope`` may name."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerScope:
    """The events an ``extra_trigger`` effect is limited to (format 1.1):
    "If an artifact or creature entering the battlefield causes a triggered
    ability of a permanent you control to trigger, that ability triggers an
    additional time." (Panharmonicon). Only a triggered ability that triggers
    on an occurrence of ``event`` (``enters`` or ``cast``) whose object
    matches ``subject`` (the entering permanent as it enters, CR 603.6b; the
    spell cast) triggers the additional time; for ``cast``, ``player`` (the
    caster, relative to the effect's controller) must match too. The scope is
    that of the triggering event, never of the ability: a dies or leaves
    trigger is outside an enters scope, and a delayed or reflexive trigger is
    never multiplied (CR 603.2d, 603.12)."""

    event: TriggerEvent
    subject: ObjectFilter = ObjectFilter()
    """The entering permanent or the cast spell; its ``subject`` must be ``any``."""
    player: Who = Who.ANY
    """For ``cast``: who casts ("you casting"); ``any`` for ``enters``."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ContinuousEffect:
    kind: ContinuousKind
    filter: ObjectFilter = ObjectFilter()
    ability: Ability | None = None
    amount: int = 0
    colors: tuple[Color, ...] = ()
    players: Who | None = None
    object: int | None = None
    player: int | None = None
    counter: str = "+1/+1"
    """For ENTERS_WITH_COUNTERS: the kind of counter; for ANTHEM with ``x``:
    the kind counted on its source."""
    x: bool = False
    """For ENTERS_WITH_COUNTERS: X counters instead of ``amount`` (CR 107.3m).
    For ANTHEM: the change once for each ``counter`` counter on its source."""
    scope: TriggerScope | None = None
    """For EXTRA_TRIGGER (format 1.1): only occurrences of this event count;
    unset, every triggered ability of a matching permanent is multiplied."""
    power: int = 0
    """For MODIFY_PT and ANTHEM: the change to power."""
    toughness: int = 0
    """For MODIFY_PT and ANTHEM: the change to toughness."""
    not_types: tuple[CardType, ...] = ()
    """For COST_INCREASE (format 1.1): only spells with none of these card
    types ("noncreature spells")."""
    delayed: DelayedTrigger | None = None
    """EXILE_INSTEAD_OF_DYING of a permanent's static ability: each time the
    replacement applies it also creates this delayed trigger, tracking the
    exiled card (CR 603.7f). Referenced as ``K/i/delayed``."""


class AbilityKind(StrEnum):
    TRIGGERED = "triggered"
    ACTIVATED = "activated"
    STATIC = "static"
    SPELL = "spell"
    """The effect of an instant or sorcery."""
    OPENING_HAND = "opening_hand"
    """"You may reveal this card from your opening hand. If you do, at the
    beginning of the first upkeep, ..." (CR 103.6): taken only while a
    ``game_start`` scenario starts the game, before turn 1. Its only effect
    creates a delayed trigger for the upkeep (referenced ``K/i/delayed``),
    controlled by the revealer, whose source is the revealed card."""


class Timing(StrEnum):
    ANY = "any"
    SORCERY = "sorcery"
    INSTANT = "instant"
    """"Activate only as an instant" (CR 602.5e): any time its controller has
    priority, as for ``ANY``; the text only says so."""
    AFTER_BLOCKERS = "after_blockers"
    """"Activate only during combat after blockers are declared" (format 1.1;
    Trap Runner, CR 602.5b): while its controller has priority in the declare
    blockers step, a combat damage step or the end of combat step."""


class CastTiming(StrEnum):
    """"Cast this spell only during ..." (format 1.1, CR 601.3): printed on a
    spell, it narrows when the spell may be cast, on top of its card type's
    timing. Outside the window the cast is illegal (CR 601.2e)."""

    DECLARE_BLOCKERS = "declare_blockers"
    """"Cast this spell only during the declare blockers step" (Dazzling Beauty)."""
    COMBAT = "combat"
    """"Cast this spell only during combat" (Spinal Embrace): any step of the
    combat phase (CR 506.1)."""
    AFTER_BLOCKERS = "after_blockers"
    """"Cast this spell only during combat after blockers are declared"
    (Curtain of Light): the declare blockers step, a combat damage step or
    the end of combat step, but not in a combat whose declare blockers step
    was skipped for want of attackers (CR 508.8)."""
    OPPONENT_TURN = "opponent_turn"
    """"Cast this spell only during an opponent's turn" (Delirium): while the
    caster is not the active player."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Ability:
    kind: AbilityKind
    trigger: Trigger | None = None
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    intervening_if: Condition | None = None
    optional: bool = False
    unless: Unless | None = None
    cost: Cost | None = None
    timing: Timing = Timing.ANY
    static: ContinuousEffect | None = None
    kicker: Cost | None = None
    """A spell's optional additional cost (CR 702.33): the caster may pay it."""
    kicked_targets: tuple[TargetSpec, ...] = ()
    """Targets chosen only when the kicker is paid (CR 601.2c); indexed after ``targets``."""
    kicked_effects: tuple[Effect, ...] = ()
    """What the spell also does if it was kicked."""
    alternative_costs: tuple[Cost, ...] = ()
    """Costs a spell may be cast for instead of its mana cost (CR 118.9); one at most."""
    choose: ModeCount | None = None
    """How many of ``modes`` are chosen (format 1.1); unset, one (CR 700.2)."""
    entwine: Cost | None = None
    """Entwine (CR 702.42a, format 1.1), on a modal spell: an additional cost
    the caster may pay; if they do, every mode is chosen."""
    reflexive: Reflexive | None = None
    """"When you do, ..." (CR 603.12), for an ``optional`` ability: triggers
    when its "may" is accepted and its effects do something. With
    ``repeatable``: "when you pay this cost one or more times"."""
    repeatable: Cost | None = None
    """"You may pay <cost> any number of times" (CR 603.12a), for a triggered
    or activated ability with a ``reflexive`` trigger: as it resolves, after
    its effects, its controller pays this cost (mana from the pool, life) as
    many times as they choose and can. The reflexive trigger then triggers
    once if the cost was paid at least once, however many times."""
    convoke: bool = False
    """Convoke (format 1.1, CR 702.51), on a spell ability only: while the
    spell's total cost is paid, its caster may tap untapped creatures they
    control (the cast action's ``convoke``), each paying for {1} or for one
    mana of one of that creature's colours. Each is tapped as it pays: a
    "becomes tapped" occurrence (CR 603.2e)."""
    cast_timing: CastTiming | None = None
    """"Cast this spell only during ..." (format 1.1, CR 601.3), on a spell
    ability only: the window in which the spell may be cast."""
    limit_per_turn: int = 0
    """"Activate only once each turn" (1), "twice" (2)...; 0 means no limit.
    It counts this turn's activations of this ability of this object, whoever
    controlled it then (CR 602.5b)."""

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a-b: no target, could add mana, and either activated or
        triggered from activating a mana ability (being tapped for mana)."""
        if self.targets or not any(e.kind is EffectKind.ADD_MANA for e in self.effects):
            return False
        if self.kind is AbilityKind.ACTIVATED:
            return True
        return (self.kind is AbilityKind.TRIGGERED and self.trigger is not None
                and self.trigger.event is TriggerEvent.TAPPED_FOR_MANA)

    @property
    def is_modal(self) -> bool:
        return bool(self.modes)
