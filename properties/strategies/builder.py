"""A small builder that assembles a valid Scenario piece by piece.

Family strategies draw their choices from Hypothesis, then describe the board
through this builder, which hands out unique card keys and object ids, keeps the
mana each scripted cast needs in its caster's pool, and emits a frozen Scenario.
Keeping id bookkeeping here means every family produces references that
``reference_engine.validate.check_references`` accepts.
"""
from __future__ import annotations

from typing import TypedDict, Unpack

from properties.card_facts import mana_symbols
from reference_engine.abilities import Ability, ContinuousEffect
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import (
    Action,
    ActionKind,
    Attack,
    Block,
    ChoicePolicy,
    ManaActivation,
    Meta,
    ObjectSetup,
    PlayerSetup,
    Scenario,
)


class Announced(TypedDict, total=False):
    """What a cast or activation announces: the ``Action`` fields besides who and what."""

    targets: tuple[TargetRef, ...]
    mode: int | None
    modes: tuple[int, ...]
    entwined: bool | None
    x: int
    sacrifice: tuple[ObjectId, ...]
    discard: tuple[ObjectId, ...]
    kicked: bool
    alternative: int | None
    mana_abilities: tuple[ManaActivation, ...]
    division: tuple[int, ...]
    convoke: tuple[ObjectId, ...]
    phyrexian_life: tuple[bool, ...]


class ScenarioBuilder:
    """Mutable while a strategy draws; ``build`` freezes it into a Scenario."""

    def __init__(
        self,
        *,
        players: int = 2,
        active: PlayerId = 0,
        step: Step = Step.PRECOMBAT_MAIN,
        turn_order: tuple[PlayerId, ...] = (),
    ) -> None:
        self.n_players = players
        self.active = active
        self.step = step
        self.turn_order = turn_order
        self.cards: list[CardDef] = []
        self.objects: list[ObjectSetup] = []
        self.effects: list[ContinuousEffect] = []
        self.effect_controllers: list[PlayerId] = []
        self.script: list[Action] = []
        self.pools: dict[PlayerId, list[str]] = {p: [] for p in range(players)}
        self.life: dict[PlayerId, int] = {}

    @property
    def opponent(self) -> PlayerId:
        """The player after the active one in turn order."""
        order = list(self.turn_order or range(self.n_players))
        return order[(order.index(self.active) + 1) % len(order)]

    def card(
        self,
        name: str,
        types: tuple[CardType, ...],
        *,
        abilities: tuple[Ability, ...] = (),
        mana_cost: str | None = None,
        power: int | None = None,
        toughness: int | None = None,
        subtypes: tuple[str, ...] = (),
        extra_blocks: int = 0,
        loyalty: int | None = None,
    ) -> str:
        """Define a card (``loyalty``: a planeswalker's printed loyalty); returns its unique key."""
        key = f"{name.lower().replace(' ', '-')}-{len(self.cards) + 1}"
        if CardType.CREATURE in types and power is None:
            power, toughness = 2, 2
        self.cards.append(CardDef(
            key=key, name=f"{name} {len(self.cards) + 1}", mana_cost=mana_cost, types=types,
            subtypes=subtypes, power=power, toughness=toughness, abilities=abilities,
            extra_blocks=extra_blocks, loyalty=loyalty,
        ))
        return key

    def put(
        self,
        key: str,
        *,
        owner: PlayerId | None = None,
        zone: Zone = Zone.BATTLEFIELD,
        controller: PlayerId | None = None,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        damage: int = 0,
        attached_to: ObjectId | None = None,
    ) -> ObjectId:
        """Place one object of card ``key``; returns its scenario id."""
        oid = len(self.objects) + 1
        owner = self.active if owner is None else owner
        if zone is not Zone.BATTLEFIELD:
            controller = None
        self.objects.append(ObjectSetup(
            id=oid, card=key, owner=owner, zone=zone, controller=controller, tapped=tapped,
            counters=counters or {}, damage=damage, attached_to=attached_to,
        ))
        return oid

    def effect(self, effect: ContinuousEffect, controller: PlayerId | None = None) -> int:
        self.effects.append(effect)
        self.effect_controllers.append(self.active if controller is None else controller)
        return len(self.effects) - 1

    def add_mana(self, player: PlayerId, cost: str | None) -> None:
        """Float exactly the mana ``cost`` asks for (generic paid with {C})."""
        for sym in mana_symbols(cost or ""):
            self.pools[player].extend(["C"] * int(sym) if sym.isdigit() else [sym])

    def cost_of(self, oid: ObjectId) -> str | None:
        key = self.objects[oid - 1].card
        return next(c.mana_cost for c in self.cards if c.key == key)

    def cast(self, oid: ObjectId, *, player: PlayerId | None = None, pay: bool = True,
             **fields: Unpack[Announced]) -> None:
        """Script a cast; ``pay`` floats its mana cost first."""
        who = self.active if player is None else player
        if pay:
            self.add_mana(who, self.cost_of(oid))
        self.script.append(Action(action=ActionKind.CAST, player=who, object=oid, **fields))

    def activate(self, oid: ObjectId, ability: int = 0, *, player: PlayerId | None = None,
                 **fields: Unpack[Announced]) -> None:
        who = self.active if player is None else player
        self.script.append(Action(action=ActionKind.ACTIVATE, player=who, object=oid,
                                  ability=ability, **fields))

    def resolve_all(self) -> None:
        self.script.append(Action(action=ActionKind.RESOLVE_ALL))

    def resolve_top(self) -> None:
        self.script.append(Action(action=ActionKind.RESOLVE_TOP))

    def advance_to(self, step: Step) -> None:
        self.script.append(Action(action=ActionKind.ADVANCE_TO, step=step))

    def attack(self, attackers: tuple[ObjectId, ...], defender: PlayerId) -> None:
        self.script.append(Action(
            action=ActionKind.DECLARE_ATTACKERS, player=self.active,
            attackers=tuple(Attack(attacker=a, defender=defender) for a in attackers),
        ))

    def block(self, pairs: tuple[tuple[ObjectId, ObjectId], ...], player: PlayerId) -> None:
        self.script.append(Action(
            action=ActionKind.DECLARE_BLOCKERS, player=player,
            blocks=tuple(Block(blocker=b, attacker=a) for b, a in pairs),
        ))

    def build(self, family: str, *, choices: ChoicePolicy = ChoicePolicy()) -> Scenario:
        return Scenario(
            meta=Meta(id=f"generated-{family}", features=(family,)),
            players=tuple(
                PlayerSetup(id=p, life=self.life.get(p, 20), mana_pool=_pool(self.pools[p]))
                for p in range(self.n_players)
            ),
            turn_order=self.turn_order,
            active_player=self.active,
            step=self.step,
            cards=tuple(self.cards),
            objects=tuple(self.objects),
            effects=tuple(self.effects),
            effect_controllers=tuple(self.effect_controllers),
            script=tuple(self.script),
            choices=choices,
        )


def _pool(symbols: list[str]) -> str:
    return "".join(f"{{{s}}}" for s in symbols)
