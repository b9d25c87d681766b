"""``seven-seas simulate GAME``: both games played headless, with the figures of the shared runner
(``engines.sim_runner``), whose names the tools and tests also import from here. Never imports Textual."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Sequence
from typing import Any

from engines.sim_runner import SimSpec, format_report, run, wilson_interval

__all__ = ["SimSpec", "format_report", "main", "run", "wilson_interval"]


def _load_sim(game: str) -> Any:
    import importlib

    try:
        return importlib.import_module(f"engines.{game}.sim")
    except ModuleNotFoundError as exc:
        raise SystemExit(f"seven-seas simulate: no simulator for {game!r} yet") from exc


def main(argv: Sequence[str] | None = None, prog: str = "seven-seas simulate") -> int:
    """Entry point of ``seven-seas simulate GAME ...``."""
    parser = argparse.ArgumentParser(prog=prog, description="Play games headless and report figures.")
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    for game, help_text in (("cards", "7Seas, the card game"), ("board", "The 7 Seas, the board game")):
        p = sub.add_parser(game, help=help_text)
        p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
        p.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
        p.add_argument("--agents", default="random,random", help="comma-separated agents, one per seat")
        p.add_argument("--swap", action="store_true", help="rotate seats between games")
        p.add_argument("--budget", type=float, default=None, help="AI time budget per decision, seconds")
        p.add_argument("--json", action="store_true", help="print one JSON object")
        p.set_defaults(_game=game)
        with contextlib.suppress(SystemExit):
            _load_sim(game).add_arguments(p)
    args = parser.parse_args(argv)
    sim = _load_sim(args._game)
    spec = sim.build_spec(args)
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    unknown = [a for a in agents if a not in spec.agent_names]
    if unknown:
        parser.error(f"unknown agent(s) {', '.join(unknown)}; choose from {', '.join(spec.agent_names)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        result = run(spec, agents, args.games, args.seed, swap=args.swap, budget=args.budget)
    except ValueError as exc:
        parser.error(str(exc))
    result.update(getattr(sim, "extra_result", lambda a: {})(args))
    result.update(getattr(sim, "summarize", lambda r: {})(result))
    try:
        if args.json:
            print(json.dumps(result))
        else:
            print(format_report(result, spec.describe))
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
    return 1 if result["errors"] else 0
