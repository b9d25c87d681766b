"""``seven-seas simulate board``: the board game's part of the shared simulator (no Textual import).

``--mode discovery|advanced`` picks the rules; ``--players N`` the number of seats. When
``--players`` is larger than the ``--agents`` list, the last agent fills the remaining seats
(``--agents greedy,random --players 4`` is one greedy captain against three random ones); the
``seats`` entries of the report then follow the filled list.
"""

from __future__ import annotations

import argparse
from typing import Any

from engines.board.scoring import PARTS
from engines.simulate import SimSpec

__all__ = ["add_arguments", "build_spec", "extra_result"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mode", choices=("discovery", "advanced"), default="discovery",
                        help="game mode (default discovery)")
    parser.add_argument("--players", type=int, default=0,
                        help="number of players, 2-5 (default: one per agent); the last agent fills extra seats")


def _seat_stats(game: Any, seat: int) -> dict[str, float]:
    result = game.result
    parts = result["parts"][seat]
    stats = {"mean_score": float(result["scores"][seat])}
    for key in PARTS:
        stats[key] = float(parts[key])
    return stats


def _make_agent(name: str, seat: int, rng: Any, budget: float | None) -> Any:
    """A captain for the simulator: the hard captain's budget is its own thinking time (thread CPU
    time) with no wall-clock cap, so its strength does not depend on how busy the machine is."""
    from engines.agents import agent_from_rng

    agent = agent_from_rng("board", name, rng, budget)
    if hasattr(agent, "wall_factor"):
        agent.wall_factor = float("inf")
    return agent


def build_spec(args: argparse.Namespace) -> SimSpec:
    from engines.agents import agent_names
    from engines.board.config import BoardConfig
    from engines.board.game import BoardGame

    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    players = args.players or len(agents)
    if not 2 <= players <= 5:
        raise SystemExit("seven-seas simulate board: --players must be 2..5 (or give 2-5 agents)")
    if len(agents) > players:
        raise SystemExit("seven-seas simulate board: more agents than --players")
    if agents and len(agents) < players:
        agents += [agents[-1]] * (players - len(agents))
        args.agents = ",".join(agents)
    mode = args.mode

    return SimSpec(
        game_cls=BoardGame,
        config_for_seats=lambda n: BoardConfig(mode=mode, players=n),
        make_agent=_make_agent,
        agent_names=agent_names("board"),
        rounds=lambda game: game.round,  # type: ignore[attr-defined]
        seat_stats=_seat_stats,
        describe=f"The 7 Seas · {mode} · {players} players",
    )


def extra_result(args: argparse.Namespace) -> dict[str, Any]:
    return {"mode": args.mode, "players": len([a for a in args.agents.split(",") if a.strip()])}
