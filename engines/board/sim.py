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
from engines.sim_runner import SimHooks, SimSpec

__all__ = ["HOOKS", "add_arguments", "build_spec", "extra_result", "summarize"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mode", choices=("discovery", "advanced"), default="discovery", help="game mode (default discovery)"
    )
    parser.add_argument(
        "--players",
        type=int,
        default=0,
        help="number of players, 2-5 (default: one per agent); the last agent fills extra seats",
    )
    parser.add_argument(
        "--modules", default="", help="Extra modules, comma-separated: hen, fisherman (default none)"
    )
    parser.add_argument(
        "--solo",
        action="store_true",
        help="Solo mode against the Vagabond (Advanced, one agent); reports the score titles",
    )
    parser.add_argument(
        "--level",
        type=int,
        default=-1,
        choices=range(-1, 8),
        metavar="L",
        help="with --solo: the Favors & Curses level 0-7 (default: none)",
    )


def _seat_stats(game: Any, seat: int) -> dict[str, float]:
    result = game.result
    parts = result["parts"][seat]
    stats = {"mean_score": float(result["scores"][seat])}
    for key in PARTS:
        stats[key] = float(parts[key])
    if "hen" in parts:
        stats["hen"] = float(parts["hen"])
    return stats


def _make_agent(name: str, seat: int, rng: Any, budget: float | None) -> Any:
    """A captain for the simulator: the hard captain's budget is its own thinking time (thread CPU
    time) with no wall-clock cap, so its strength does not depend on how busy the machine is."""
    from engines.board.captains import make_captain

    agent = make_captain(name, rng, budget)
    if hasattr(agent, "wall_factor"):
        agent.wall_factor = float("inf")
    if hasattr(agent, "max_wall"):  # nor the table's absolute cap (MAX_WALL), which a loaded machine hits
        agent.max_wall = float("inf")
    return agent


def build_spec(args: argparse.Namespace) -> SimSpec:
    from engines.board.captains import CAPTAINS
    from engines.board.config import BoardConfig
    from engines.board.game import BoardGame

    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    if getattr(args, "solo", False):
        if _modules(args):
            raise SystemExit("seven-seas simulate board: the Extra modules are for 2-5 players, not --solo")
        return _solo_spec(args, agents)
    if getattr(args, "level", -1) >= 0:
        raise SystemExit("seven-seas simulate board: --level needs --solo")
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
        make_agent=_make_agent,
        agent_names=CAPTAINS,
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


def _solo_spec(args: argparse.Namespace, agents: list[str]) -> SimSpec:
    from engines.board.captains import CAPTAINS
    from engines.board.config import BoardConfig
    from engines.board.game import BoardGame

    if len(agents) != 1 or args.players not in (0, 1):
        raise SystemExit("seven-seas simulate board: --solo plays one agent")
    level = args.level
    args.mode = "advanced"

    def titles(game: Any) -> list[str]:
        return [game.result["title"]]

    return SimSpec(
        game_cls=BoardGame,
        config_for_seats=lambda n: BoardConfig(mode="advanced", players=1, solo=True, level=level),
        make_agent=_make_agent,
        agent_names=CAPTAINS,
        rounds=lambda game: game.round,  # type: ignore[attr-defined]
        seat_stats=_seat_stats,
        describe="The 7 Seas · solo against the Vagabond · "
        + (f"level {level}" if level >= 0 else "no favors or curses"),
        tally=titles,
        tally_name="titles",
    )


def extra_result(args: argparse.Namespace) -> dict[str, Any]:
    extra: dict[str, Any] = {
        "mode": args.mode,
        "players": len([a for a in args.agents.split(",") if a.strip()]),
    }
    extra["modules"] = list(_modules(args))
    if getattr(args, "solo", False):
        extra.update(solo=True, level=args.level)
    return extra


def summarize(result: dict[str, Any]) -> dict[str, Any]:
    """Solo: the agent's mean score at the top of the report too."""
    if result.get("solo") and result["seats"]:
        return {"mean_score": result["seats"][0].get("mean_score", 0.0)}
    return {}


#: The board game's part of ``seven-seas simulate`` (``engines.board.sim_hooks()``).
HOOKS = SimHooks(
    add_arguments=add_arguments, build_spec=build_spec, extra_result=extra_result, summarize=summarize
)
