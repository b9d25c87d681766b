"""Hand-built states for rule tests: fabricated content plus test cards, a fixed ring, forced dice."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from engines.board.actions import Act
from engines.board.config import BoardConfig
from engines.board.content import (
    Card,
    Content,
    Explore,
    Faces,
    Fight,
    Kind,
    Negative,
    NegativeKind,
    Pirate,
    Resource,
    Reward,
    Sea,
    Trade,
)
from engines.board.game import BoardGame
from engines.board.state import HIDEOUT
from engines.board.steps import GameStep, Step
from tests.board.fakes import fake_content

RING = [s.value for s in Sea]  # frozen 0, wild 1, azure 2, cursed 3, burning 4, plentiful 5, jade 6
R = Resource


def reward(*icons: str, treasures: int = 0) -> Reward:
    return Reward(
        icons=tuple(tuple(Resource(x) for x in icon.split("|")) for icon in icons), treasures=treasures
    )


def card(
    cid: str, kind: Kind, sea: Sea = Sea.FROZEN, *, negative: Negative | None = None, **fields: Any
) -> Card:
    return Card(
        id=cid,
        sea=sea,
        advanced=negative is not None,
        kind=kind,
        name=cid.replace("-", "_"),
        negative=negative,
        **fields,
    )


def neg(kind: str, amount: int = 0, actions: tuple[str, ...] = ()) -> Negative:
    from engines.board.content import Action

    return Negative(NegativeKind(kind), amount, tuple(Action(a) for a in actions))


# A small set of test cards, all of the Frozen sea unless said otherwise.
WILD = card("t-wild", Kind.WILD_ISLAND, explore=Explore(3, reward("food", "wood|fabric", treasures=1)))
FRIENDLY = card(
    "t-friendly",
    Kind.FRIENDLY_ISLAND,
    explore=Explore(4, reward("wood")),
    trade=Trade((R.FOOD, R.WOOD), reward("metal", "rum")),
)
HOSTILE = card(
    "t-hostile",
    Kind.HOSTILE_ISLAND,
    explore=Explore(4, reward("food|wood")),
    fight=Fight(2, reward("metal", "metal")),
)
PORT = card("t-port", Kind.ORDINARY_PORT, trade=Trade((R.FOOD, R.WOOD), reward("metal", "rum", "fabric")))
PERILOUS = card(
    "t-perilous", Kind.PERILOUS_PORT, seamanship=3, trade=Trade((R.WOOD,), reward("metal", "rum"))
)
INFAMOUS = card(
    "t-infamous",
    Kind.INFAMOUS_PORT,
    fight=Fight(3),
    trade=Trade((R.FOOD,), reward("metal", "rum", "fabric|food")),
)
PIRATE = card(
    "t-pirate",
    Kind.PIRATE_SHIP,
    pirate=Pirate(planks=3, cannons=1, boardings=3, unknown=0),
    reward=reward("rum", treasures=1),
)
PIRATE_UNKNOWN = card(
    "t-pirate2",
    Kind.PIRATE_SHIP,
    pirate=Pirate(planks=2, cannons=0, boardings=1, unknown=2),
    reward=reward("rum"),
)
HAZARD = card("t-hazard", Kind.SEA_HAZARD, seamanship=3, reward=reward("wood", "fabric"))
GIANT = card("t-giant", Kind.SEA_GIANT, faces=Faces(2, 1), reward=reward("rum", treasures=1))
CREATURE = card(
    "t-creature",
    Kind.SEA_CREATURE,
    seamanship=1,
    faces=Faces(1, 1),
    reward=reward("fabric", "rum"),
    negative=neg("lose_food", 4),
)
MERCHANT = card(
    "t-merchant",
    Kind.MERCHANT_SHIP,
    trade=Trade((R.FOOD,), reward("metal", "metal")),
    fight=Fight(2, reward("rum")),
)
FLEET = card("t-fleet", Kind.MERCHANT_FLEET, trade=Trade((R.FABRIC,), reward("food", "food")))
WILD_JADE = card("t-wild-jade", Kind.WILD_ISLAND, Sea.JADE, explore=Explore(1, reward("food")))
TEST_CARDS = (
    WILD,
    FRIENDLY,
    HOSTILE,
    PORT,
    PERILOUS,
    INFAMOUS,
    PIRATE,
    PIRATE_UNKNOWN,
    HAZARD,
    GIANT,
    CREATURE,
    MERCHANT,
    FLEET,
    WILD_JADE,
)

_CONTENT: dict[tuple[str, ...], Content] = {}


def make_content(*extra: Card) -> Content:
    """The fabricated content plus the test cards (test cards are in no deck: tests place them)."""
    cards = TEST_CARDS + extra
    key = tuple(c.id for c in cards)
    if key not in _CONTENT:
        base = fake_content()
        allcards = dict(base.cards)
        allcards.update({c.id: c for c in cards})
        _CONTENT[key] = dataclasses.replace(base, cards=allcards)
    return _CONTENT[key]


def start(
    mode: str = "discovery",
    players: int = 2,
    seed: int = 1,
    first: int = 0,
    content: Content | None = None,
    clear: bool = True,
) -> BoardGame:
    """A game at the first player's first placement: ring in sea order, seat s's hideout on space s
    (between ring seas s and s+1), ``first`` plays first, and (``clear``) no card revealed anywhere."""
    g = BoardGame.new(BoardConfig(mode=mode, players=players), seed, content or make_content())
    return arrange(g, first, clear)


def arrange(g: BoardGame, first: int = 0, clear: bool = True) -> BoardGame:
    """Bring a new game ``g`` to the first player's first placement as :func:`start` does: ring in sea order,
    seat s's hideout on space s, ``first`` plays first, and (``clear``) no card revealed anywhere."""
    players = g.config.players
    g.ring = list(RING)
    for p in g.players:
        p.coins = 1
    g.first = first
    g.players[first].coins += 1
    frame = top(g, GameStep, 0)
    frame.order = [(first + players - 1 - i) % players for i in range(players)]
    frame.seat = frame.order[0]
    if clear:
        for sea in RING:
            for cid in g.revealed[sea]:
                g.decks[sea].insert(0, cid)
            g.revealed[sea] = []
    while g.decision == "board.decision.hideout":
        g.apply(Act("hideout", str(g.to_act)))
    assert g.decision == "board.decision.place" and g.to_act == first
    return g


S = TypeVar("S", bound=Step)


def top(g: BoardGame, kind: type[S], index: int = -1) -> S:
    """The pending step at ``index`` of the stack (the top by default), which must be of ``kind``."""
    step = g.frames[index]
    assert isinstance(step, kind), step
    return step


def put(g: BoardGame, cid: str, sea: str | None = None) -> None:
    """Put card ``cid`` on top of the revealed pile of ``sea`` (default: its own sea)."""
    sea = sea or g.content.cards[cid].sea.value
    for s in g.ring:
        if cid in g.decks[s]:
            g.decks[s].remove(cid)
        if cid in g.revealed[s]:
            g.revealed[s].remove(cid)
    g.revealed[sea].append(cid)
    g.legal_cache = None


def at(g: BoardGame, seat: int, sea: str | None) -> None:
    """Move a ship to a sea (or to its hideout with ``None``)."""
    g.players[seat].loc = HIDEOUT if sea is None else g.ring.index(sea)
    g.legal_cache = None


def res(
    g: BoardGame, seat: int, food: int = 0, wood: int = 0, fabric: int = 0, metal: int = 0, rum: int = 0
) -> None:
    g.players[seat].res = [food, wood, fabric, metal, rum]
    g.legal_cache = None


def play(g: BoardGame, *actions: str) -> list[Any]:
    """Apply actions written in notation; returns all events."""
    events = []
    for text in actions:
        events.extend(g.apply(g.parse_action(text)))
    return events


def keys(events: list[Any]) -> list[str]:
    return [e.key for e in events]


def legal(g: BoardGame) -> set[str]:
    return {str(a) for a in g.legal_actions()}


#: A round of solo play that only fishes: both tokens placed, every main action replaced by fishing, the home
#: action taking food (a round in which nothing is collected).
FISHING_ROUND = (
    "place captain 1",
    "fish sail",
    "fish land",
    "home food",
    "place officer 2",
    "fish sail",
    "fish dock",
    "home food",
)
