"""The AI player factory both games share (the app, the simulator and the tests use it).

``make_agent(game_id, level, seed, budget)`` returns an :class:`engines.base.Agent` for either game: the levels
``easy``, ``medium`` and ``hard`` exist for both (plus ``random``); each game may know more names
(the board game's strategy profiles, e.g. ``hard:fighter``). ``agent_names(game_id)`` lists them.
An agent decides from its seat's view and the legal actions only.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.base import Agent, Rng

__all__ = ["LEVELS", "Agent", "AgentFactory", "agent_from_rng", "agent_names", "factory_for", "make_agent"]

#: The levels every game offers, weakest first.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


def agent_names(game_id: str) -> tuple[str, ...]:
    """Every agent name ``game_id`` knows (levels, ``random`` and the game's own names).

    Raises:
        ValueError: no agents for ``game_id``.
    """
    if game_id == "board":
        from engines.board import CAPTAINS

        return CAPTAINS
    if game_id == "cards":
        from engines.cards import AGENT_LEVELS

        return tuple(AGENT_LEVELS)
    raise ValueError(f"no agents for game {game_id!r}")


def agent_from_rng(game_id: str, level: str, rng: Rng, budget: float | None = None) -> Agent:
    """Like :func:`make_agent`, with a generator the caller already made (the simulator's)."""
    if game_id == "board":
        from engines.board import make_captain

        captain: Agent = make_captain(level, rng, budget)
        return captain
    if game_id == "cards":
        from engines.cards import agent_from_rng as cards_agent

        agent: Agent = cards_agent(level, rng, budget)
        return agent
    raise ValueError(f"no agents for game {game_id!r}")


def make_agent(game_id: str, level: str, seed: int, budget: float | None = None) -> Agent:
    """The AI player ``level`` of ``game_id`` with its own generator seeded by ``seed``.

    ``budget`` is the thinking time per decision in seconds (search levels only; ``None``: the
    level's default).

    Raises:
        ValueError: unknown game or level.
    """
    return agent_from_rng(game_id, level, Rng(seed), budget)


AgentFactory = Callable[[str, int, "float | None"], Agent]
"""(level, seed, time budget in seconds or None for the level's default) -> agent, for one game."""


def factory_for(game_id: str) -> AgentFactory:
    """The :data:`AgentFactory` of ``game_id`` (what an app session keeps to make its AI seats)."""

    def make(level: str, seed: int, budget: float | None = None) -> Agent:
        return make_agent(game_id, level, seed, budget)

    make.__name__ = f"make_{game_id}_agent"
    return make
