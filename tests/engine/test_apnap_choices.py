"""Offers: every player chooses in APNAP order, and an acceptance re-opens
the decliners' choices, the earliest in APNAP order first (CR 101.4, 101.4d)."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, PlayerRef, TriggerEvent, Who
from reference_engine.cards import CardDef
from reference_engine.events import Choice, ChoiceKind, Draw
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import Action, ChoicePolicy, ObjectSetup, PlayerSetup, Scenario

from tests.engine.builder import act, on, permanent, play, spell, trig

OFFER = spell("offer", Effect(kind=EffectKind.OFFER, amount=1), cost="{U}")
"""Each player may choose to draw a card. Each time a player chooses to, each
player who declined may choose again. Then each player who chose to draws a card."""
BOOK = CardDef(key="book", name="Book", types=(CardType.ARTIFACT,))


def offered(players: int, answers: dict[int, tuple[bool, ...]], *, active: int = 0,
            order: tuple[int, ...] = (), extra: tuple[CardDef, ...] = (), more: tuple[ObjectSetup, ...] = (),
            before: tuple[Action, ...] = (), pool: str = "{U}", offer: int = 1,
            life: dict[int, int] | None = None) -> Scenario:
    """The active player casts object ``offer`` (the offer spell unless told),
    after the ``before`` actions; every player has two cards in library."""
    library = [on("book", 10 + 2 * p + i, owner=p, zone=Zone.LIBRARY) for p in range(players) for i in (0, 1)]
    seats = tuple(PlayerSetup(id=p, life=(life or {}).get(p, 20), mana_pool=pool if p == active else "")
                  for p in range(players))
    return Scenario(players=seats, turn_order=order, active_player=active, cards=(OFFER, BOOK, *extra),
                    objects=(on("offer", 1, owner=active, zone=Zone.HAND), *library, *more),
                    script=(*before, act("cast", player=active, object=offer), act("resolve_all")),
                    choices=ChoicePolicy(offer_answers={str(p): a for p, a in answers.items()}))


def choices(h: History) -> list[tuple[int, bool]]:
    return [(e.player, e.value) for e in h.events if isinstance(e, Choice) and e.choice is ChoiceKind.OFFER]


def drawers(h: History) -> list[int]:
    return [e.player for e in h.events if isinstance(e, Draw)]


def test_101_4_everyone_declines_in_apnap_order() -> None:
    h = play(offered(4, {}, active=2))
    assert choices(h) == [(2, False), (3, False), (0, False), (1, False)]
    assert drawers(h) == []


def test_101_4d_worked_example_earlier_decliner_chooses_before_the_next_player() -> None:
    # A (active) declines, B accepts: A chooses again before C chooses.
    h = play(offered(3, {0: (False, False), 1: (True,)}))
    assert choices(h) == [(0, False), (1, True), (0, False), (2, False)]
    assert drawers(h) == [1]


def test_101_4d_turn_order_other_than_seat_order() -> None:
    # Turn order 0, 2, 3, 1 with seat 3 active: APNAP is 3, 1, 0, 2.
    answers = {3: (False, False), 1: (False, True), 0: (True,), 2: (False,)}
    h = play(offered(4, answers, active=3, order=(0, 2, 3, 1)))
    assert choices(h) == [(3, False), (1, False), (0, True), (3, False), (1, True), (3, False), (2, False)]
    assert drawers(h) == [1, 0]  # together, in APNAP order


def test_101_4d_an_accepter_is_not_asked_again() -> None:
    h = play(offered(3, {0: (True,), 1: (True,), 2: (True,)}, active=1))
    assert choices(h) == [(1, True), (2, True), (0, True)]


def test_101_4d_late_acceptance_reopens_every_decliner() -> None:
    h = play(offered(3, {0: (False, False), 1: (False, False), 2: (True,)}, active=0))
    assert choices(h) == [(0, False), (1, False), (2, True), (0, False), (1, False)]


def test_101_4_the_draws_come_after_the_last_choice_in_one_batch() -> None:
    h = play(offered(4, {0: (False, True), 1: (True,), 3: (True,)}))
    last_choice = max(e.seq for e in h.events if isinstance(e, Choice))
    draws = [e for e in h.events if isinstance(e, Draw)]
    assert [d.player for d in draws] == [0, 1, 3]
    assert all(d.seq > last_choice for d in draws) and len({d.batch for d in draws}) == 1
    assert draws[0].batch is not None


def test_101_4_players_who_lost_are_not_asked() -> None:
    # Player 1 lost to an earlier spell: it is skipped, and the game goes on.
    drain = spell("drain", Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT))
    h = play(offered(3, {0: (False,), 1: (True,), 2: (True,)}, extra=(drain,), pool="{U}{B}",
                     more=(on("drain", 2, owner=0, zone=Zone.HAND),), life={1: 1},
                     before=(act("cast", player=0, object=2), act("resolve_all"))))
    assert [e.player for e in h.events if e.kind == "player_lost"] == [1]
    assert choices(h) == [(0, False), (2, True), (0, False)]


def test_101_4d_offer_on_a_trigger_and_draw_watchers() -> None:
    watcher = permanent("eye", (CardType.ENCHANTMENT,), trig(TriggerEvent.DRAW, player=Who.ANY))
    tome = permanent("tome", (CardType.ARTIFACT,),
                     trig(TriggerEvent.ENTERS, Effect(kind=EffectKind.OFFER, amount=1)), mana_cost="{1}")
    h = play(offered(3, {0: (False, True), 1: (True,)}, extra=(watcher, tome), offer=4, pool="{1}",
                     more=(on("eye", 3, owner=2), on("tome", 4, owner=0, zone=Zone.HAND))))
    assert choices(h) == [(0, False), (1, True), (0, True), (2, False)]
    assert drawers(h) == [0, 1]
    assert sum(1 for e in h.events if e.kind == "triggered") == 3  # the offer, then one per draw


def test_101_4d_oracle_text() -> None:
    assert render_card(OFFER) == (
        "Each player may choose to draw a card. Each time a player chooses to, each player who declined "
        "may choose again. Then each player who chose to draws a card.")
