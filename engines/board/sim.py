"""``seven-seas simulate board``: the board game's part of the shared simulator (no Textual import).

``--mode discovery|advanced`` picks the rules; ``--players N`` the number of seats. When
``--players`` is larger than the ``--agents`` list, the last agent fills the remaining seats
(``--agents greedy,random --players 4`` is one greedy captain against three random ones); the
``seats`` entries of the report then follow the filled list. ``--modules hen,fisherman`` adds the
Extra modules (either or both); with the hen, each seat's ``hen`` figure is its share of the hen's point.
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
    parser.add_argument("--modules", default="",
                        help="Extra modules, comma-separated: hen, fisherman (default none)")


def _seat_stats(game: Any, seat: int) -> dict[str, float]:
    result = game.result
    parts = result["parts"][seat]
    stats = {"mean_score": float(result["scores"][seat])}
    for key in PARTS:
        stats[key] = float(parts[key])
    if "hen" in parts:
        stats["hen"] = float(parts["hen"])
    return stats


def build_spec(args: argparse.Namespace) -> SimSpec:
    from engines.board.agents import AGENTS, make_agent
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
    modules = _modules(args)

    return SimSpec(
        game_cls=BoardGame,
        config_for_seats=lambda n: BoardConfig(mode=mode, players=n, modules=modules),
        make_agent=make_agent,
        agent_names=AGENTS,
        rounds=lambda game: game.round,  # type: ignore[attr-defined]
        seat_stats=_seat_stats,
        describe=f"The 7 Seas · {mode} · {players} players" + "".join(f" · {m}" for m in modules),
    )


def _modules(args: argparse.Namespace) -> tuple[str, ...]:
    from engines.board.config import MODULES

    modules = tuple(m.strip() for m in getattr(args, "modules", "").split(",") if m.strip())
    bad = [m for m in modules if m not in MODULES]
    if bad or len(set(modules)) != len(modules):
        raise SystemExit(f"seven-seas simulate board: --modules takes {', '.join(MODULES)}, each once")
    return modules


def extra_result(args: argparse.Namespace) -> dict[str, Any]:
    return {"mode": args.mode, "players": len([a for a in args.agents.split(",") if a.strip()]),
            "modules": list(_modules(args))}
