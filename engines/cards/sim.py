"""Simulator hooks for 7Seas: the ``seven-seas simulate cards`` options and the game spec.

No Textual on this path: only the engine and the agents are imported.
"""

from __future__ import annotations

import argparse
from typing import Any

from engines.base import Game, Rng
from engines.cards.agents import AGENT_LEVELS, agent_from_rng
from engines.cards.config import FINISH_RULES, LEFTOVER_RULES, TARGETS, TIE_RULES, CardConfig
from engines.cards.game import CardGame
from engines.sim_runner import SimHooks, SimSpec

__all__ = ["HOOKS", "add_arguments", "build_spec", "extra_result"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The card game's own options: seats, goal and the rule options."""
    parser.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4),
        default=None,
        help="seats at the table (default: one per agent; one agent fills every seat)",
    )
    parser.add_argument(
        "--target", type=int, choices=TARGETS, default=11, help="goal on the track (default 11)"
    )
    parser.add_argument(
        "--ties",
        choices=TIE_RULES,
        default="nobody",
        help="a tie in a scoring category (default: nobody scores)",
    )
    parser.add_argument(
        "--leftover",
        choices=LEFTOVER_RULES,
        default="last_capturer",
        help="display cards left at the end of a round (default: to the last capturer)",
    )
    parser.add_argument(
        "--finish",
        choices=FINISH_RULES,
        default="play_on",
        help="ships tied in front at the goal (default: play another round)",
    )


def _agents(args: argparse.Namespace) -> list[str]:
    return [a.strip() for a in str(args.agents).split(",") if a.strip()]


def build_spec(args: argparse.Namespace) -> SimSpec:
    """The spec the shared simulator runs; ``--players`` must match ``--agents``."""
    agents = _agents(args)
    if args.players is not None and len(agents) != args.players:
        if len(agents) != 1:
            raise SystemExit(
                f"seven-seas simulate cards: --players {args.players} needs {args.players} agents"
            )
        args.agents = ",".join(agents * args.players)

    def config_for_seats(n: int) -> CardConfig:
        return CardConfig(
            players=n, target=args.target, ties=args.ties, leftover=args.leftover, finish=args.finish
        )

    def make(name: str, seat: int, rng: Rng, budget: float | None) -> Any:
        return agent_from_rng(name, rng, budget)

    def rounds(game: Game[Any, Any]) -> int:
        assert isinstance(game, CardGame)
        return game.round

    def seat_stats(game: Game[Any, Any], seat: int) -> dict[str, float]:
        assert isinstance(game, CardGame)
        return {"mean_points_per_round": game.track[seat] / max(1, game.round)}

    return SimSpec(
        game_cls=CardGame,
        config_for_seats=config_for_seats,
        make_agent=make,
        agent_names=AGENT_LEVELS,
        rounds=rounds,
        seat_stats=seat_stats,
        describe=f"7Seas · goal {args.target} · ties {args.ties} · leftover {args.leftover} · finish {args.finish}",
    )


def extra_result(args: argparse.Namespace) -> dict[str, Any]:
    """The settings of the run, added to the JSON result."""
    return {
        "players": len(_agents(args)),
        "target": args.target,
        "options": {"ties": args.ties, "leftover": args.leftover, "finish": args.finish},
    }


#: The card game's part of ``seven-seas simulate`` (``engines.cards.sim_hooks()``).
HOOKS = SimHooks(add_arguments=add_arguments, build_spec=build_spec, extra_result=extra_result)
