"""Helpers for the replay tests: finished and unfinished games of both games, played by AI captains and saved."""

from __future__ import annotations

from pathlib import Path

from engines.agents import make_agent
from engines.board.config import BoardConfig
from engines.cards.game import CardConfig
from engines.registry import get_engine
from saves import SaveStore, SeatInfo

SEATS = (SeatInfo("Anne"), SeatInfo("Bo", "ai", "easy"))


def played(game_id: str, seed: int, *, stop: int | None = None, players: int = 2) -> tuple[object, list[str]]:
    """A game played by easy AI captains from ``seed`` (``stop`` actions at most); the game and its actions."""
    cls = get_engine(game_id)
    config = CardConfig(players=players, target=7) if game_id == "cards" else BoardConfig(players=players)
    game = cls.new(config, seed)
    actions: list[str] = []
    while not game.is_over and (stop is None or len(actions) < stop):
        seat = game.to_act
        assert seat is not None
        action = make_agent(game_id, "easy", len(actions), 0.01).choose(
            game.view(seat), list(game.legal_actions())
        )
        actions.append(game.format_action(action))
        game.apply(action)
    return game, actions


def save_played(
    folder: Path,
    game_id: str,
    seed: int,
    name: str,
    *,
    stop: int | None = None,
    seats: tuple[SeatInfo, ...] = SEATS,
) -> Path:
    """Play (see :func:`played`) and save under ``name`` in ``folder``; returns the file."""
    game, actions = played(game_id, seed, stop=stop, players=len(seats))
    return SaveStore(folder).save(
        name,
        game,
        seed=seed,
        actions=actions,
        seats=seats,  # type: ignore[arg-type]
        game_key=f"key{seed}{game_id}",
    )


def first_moves(seed: int = 21, moves: int = 4) -> tuple[object, list[str]]:
    """A 2-seat 7Seas game after its first ``moves`` legal actions, each the first one offered; the game and
    those actions."""
    from engines.cards import CardGame

    game = CardGame.new(CardConfig(players=2, target=7), seed)
    actions = []
    for _ in range(moves):
        action = game.legal_actions()[0]
        actions.append(game.format_action(action))
        game.apply(action)
    return game, actions


def save_first_moves(
    folder: Path, name: str, *, seed: int = 21, moves: int = 4, game_key: str | None = None
) -> list[str]:
    """:func:`first_moves` with Anne and Flint (an easy AI), saved under ``name`` in ``folder``; returns the
    actions."""
    game, actions = first_moves(seed, moves)
    seats = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"))
    SaveStore(folder).save(name, game, seed=seed, actions=actions, seats=seats, game_key=game_key)  # type: ignore[arg-type]
    return actions
