"""``seven-seas simulate GAME``: both games played headless, with the figures of the shared runner.

The games and their simulator hooks are listed here, each reached through its engine's package face
(``engines.board.sim_hooks``, ``engines.cards.sim_hooks``); the runner is ``engines.sim_runner``, whose
names the tools and tests also import from here. Never imports Textual.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from engines.sim_runner import SimHooks, SimSpec, format_report, run, wilson_interval

__all__ = ["SIMULATORS", "SimSpec", "format_report", "main", "run", "wilson_interval"]


def _cards() -> SimHooks:
    from engines.cards import sim_hooks

    return sim_hooks()


def _board() -> SimHooks:
    from engines.board import sim_hooks

    return sim_hooks()


#: Each game's sub-command: its help and its hooks (imported when the command line is read).
SIMULATORS: dict[str, tuple[str, Callable[[], SimHooks]]] = {
    "cards": ("7Seas, the card game", _cards),
    "board": ("The 7 Seas, the board game", _board),
}


def main(argv: Sequence[str] | None = None, prog: str = "seven-seas simulate") -> int:
    """Entry point of ``seven-seas simulate GAME ...``."""
    parser = argparse.ArgumentParser(prog=prog, description="Play games headless and report figures.")
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    hooks: dict[str, SimHooks] = {}
    for game, (help_text, load) in SIMULATORS.items():
        hooks[game] = load()
        p = sub.add_parser(game, help=help_text)
        p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
        p.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
        p.add_argument("--agents", default="random,random", help="comma-separated agents, one per seat")
        p.add_argument("--swap", action="store_true", help="rotate seats between games")
        p.add_argument("--budget", type=float, default=None, help="AI time budget per decision, seconds")
        p.add_argument("--json", action="store_true", help="print one JSON object")
        p.set_defaults(_game=game)
        hooks[game].add_arguments(p)
    args = parser.parse_args(argv)
    sim = hooks[args._game]
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
    result.update(sim.extra_result(args))
    result.update(sim.summarize(result))
    try:
        if args.json:
            print(json.dumps(result))
        else:
            print(format_report(result, spec.describe))
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
    return 1 if result["errors"] else 0
