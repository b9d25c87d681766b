"""Board positions for the screen tests, found by playing seeded captains (engine only, fast and repeatable)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engines.base import Rng
from engines.board import BoardGame
from engines.board.captains import make_captain
from engines.board.config import BoardConfig

__all__ = [
    "find_actions",
    "officer_placement_actions",
    "over_actions",
    "placement_actions",
    "roll_actions",
    "sail_actions",
    "sail_encounter_actions",
    "trade_answer_actions",
    "trade_offer_actions",
    "weak_placement_actions",
]


def find_actions(
    mode: str,
    players: int,
    seed: int,
    until: Callable[[BoardGame], bool],
    *,
    agent: str = "greedy",
    trade_seat: int | None = None,
    limit: int = 5000,
) -> tuple[str, ...] | None:
    """The actions from ``seed`` to the first position where ``until`` holds (None: the game ended first).

    ``trade_seat``: that seat proposes a trade whenever it may (so trade offers happen)."""
    game = BoardGame.new(BoardConfig(mode=mode, players=players), seed)
    actions: list[str] = []
    for number in range(limit):
        if until(game):
            return tuple(actions)
        seat = game.to_act
        if seat is None:
            return None
        legal = list(game.legal_actions())
        trades = [a for a in legal if a.verb == "trade"]
        if trade_seat is not None and seat == trade_seat and trades:
            action = trades[0]
        elif trade_seat is not None and seat == trade_seat and game.decision == "board.decision.offer":
            verbs = [a.verb for a in legal]
            offered = describe_offer(game)
            if not offered[0] and "give" in verbs:
                action = next(a for a in legal if a.verb == "give")
            elif not offered[1] and "ask" in verbs:
                action = next(a for a in legal if a.verb == "ask")
            else:
                action = next((a for a in legal if a.verb == "propose"), legal[-1])
        else:
            action = make_captain(agent, Rng(seed * 7919 + number)).choose(game.view(seat), legal)
        actions.append(str(action))
        game.apply(action)
    return None


def describe_offer(game: BoardGame) -> tuple[bool, bool]:
    offer = game.pending().offer
    if offer is None:
        return False, False
    return bool(offer.give or offer.give_parrots), bool(offer.ask or offer.ask_parrots)


def _seek(
    mode: str, players: int, until: Callable[[BoardGame], bool], **kw: object
) -> tuple[int, tuple[str, ...]]:
    for seed in range(1, 200):
        found = find_actions(mode, players, seed, until, **kw)  # type: ignore[arg-type]
        if found is not None:
            return seed, found
    raise AssertionError("no such position in 200 games")


@cache
def placement_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0 places a token in round 2."""
    return _seek(
        mode, players, lambda g: g.to_act == 0 and g.decision == "board.decision.place" and g.round >= 2
    )


@cache
def officer_placement_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0 places a token with its captain already on the board (only the officer is left)."""
    return _seek(
        mode,
        players,
        lambda g: (
            g.to_act == 0
            and g.decision == "board.decision.place"
            and not any(a[1] == "captain" for a in g.legal_actions())
        ),
        agent="random",
    )


@cache
def weak_placement_actions(players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Advanced: seat 0 places a token with both weak and strong spots on offer (weak ones for its captain)."""

    def until(g: BoardGame) -> bool:
        if g.to_act != 0 or g.decision != "board.decision.place":
            return False
        weak = g.pending().weak
        return any(" captain " in w for w in weak) and len(weak) < len(g.legal_actions())

    return _seek("advanced", players, until)


@cache
def sail_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0 sails with a move to another sea on offer."""
    return _seek(
        mode,
        players,
        lambda g: (
            g.to_act == 0
            and g.decision == "board.decision.sail"
            and any(a.verb == "move" and a[1] != "home" for a in g.legal_actions())
        ),
    )


@cache
def sail_encounter_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0 meets an encounter while sailing."""
    return _seek(mode, players, lambda g: g.to_act == 0 and g.decision == "board.decision.encounter")


@cache
def roll_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0 prepares a roll with at least one option besides rolling."""
    return _seek(
        mode,
        players,
        lambda g: g.to_act == 0 and g.decision == "board.decision.roll" and len(g.legal_actions()) >= 3,
    )


@cache
def trade_offer_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0 builds a trade offer (something given and asked already)."""
    return _seek(
        mode,
        players,
        lambda g: g.to_act == 0 and g.decision == "board.decision.offer" and all(describe_offer(g)),
        trade_seat=0,
    )


@cache
def trade_answer_actions(mode: str = "discovery", players: int = 2) -> tuple[int, tuple[str, ...]]:
    """Seat 0 has proposed a trade: seat 1 must answer."""
    return _seek(
        mode, players, lambda g: g.to_act == 1 and g.decision == "board.decision.answer", trade_seat=0
    )


@cache
def over_actions(mode: str = "discovery", players: int = 3) -> tuple[int, tuple[str, ...]]:
    """A finished game."""
    return _seek(mode, players, lambda g: g.is_over)
