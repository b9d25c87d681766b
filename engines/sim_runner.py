"""The headless simulator's runner both games share: what a game gives it, the games played, the figures.

A game's part is a :class:`SimSpec` (its class, config, agents and figures), built by its :class:`SimHooks`
from the command line; ``engines.simulate`` is the ``seven-seas simulate`` command that puts them together.
Never imports Textual, nor any game.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.base import Agent, Game, Rng

__all__ = ["AgentFactory", "SimHooks", "SimSpec", "format_report", "run", "wilson_interval"]


AgentFactory = Callable[[str, int, Rng, float | None], Agent]
"""(agent name, seat, its own generator, time budget or None) -> agent."""


@dataclass
class SimSpec:
    """What one game family gives the simulator."""

    game_cls: type[Game[Any, Any]]
    config_for_seats: Callable[[int], Any]
    """Builds the config for a given number of seats."""
    make_agent: AgentFactory
    agent_names: tuple[str, ...]
    rounds: Callable[[Game[Any, Any]], int]
    """Rounds played in a finished game."""
    seat_stats: Callable[[Game[Any, Any], int], dict[str, float]] = lambda game, seat: {}
    """Extra per-seat numbers for a finished game (averaged per agent)."""
    describe: str = ""
    tally: Callable[[Game[Any, Any]], Sequence[str]] | None = None
    """Names counted over the finished games (e.g. the solo score titles), reported as ``tally_name``."""
    tally_name: str = "tallies"


def _nothing_more(_: Any) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class SimHooks:
    """One game's part of ``seven-seas simulate GAME`` (its ``sim`` module's ``HOOKS``)."""

    add_arguments: Callable[[argparse.ArgumentParser], None]
    """Adds the game's own options to its sub-command."""
    build_spec: Callable[[argparse.Namespace], SimSpec]
    """The spec of the games the parsed options ask for (``SystemExit`` with a message when they do not fit)."""
    extra_result: Callable[[argparse.Namespace], dict[str, Any]] = _nothing_more
    """The run's settings, added to the result."""
    summarize: Callable[[dict[str, Any]], dict[str, Any]] = _nothing_more
    """Figures added to the result from the result itself."""


@dataclass
class _AgentTally:
    agent: str
    wins: float = 0.0
    games: int = 0
    sums: dict[str, float] = field(default_factory=dict)
    sumsq: dict[str, float] = field(default_factory=dict)
    times: list[float] = field(default_factory=list)
    choice_times: list[float] = field(default_factory=list)


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (works at 0 and n)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    idx = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[idx]


def run(
    spec: SimSpec,
    agents: Sequence[str],
    games: int,
    seed: int,
    *,
    swap: bool = False,
    budget: float | None = None,
    stderr: Any = sys.stderr,
) -> dict[str, Any]:
    """Play ``games`` games and return the figures as a JSON-ready dict."""
    n = len(agents)
    config = spec.config_for_seats(n)
    tallies = [_AgentTally(agent=name) for name in agents]
    master = Rng(seed)
    total_decisions = 0
    total_rounds = 0
    finished = 0
    errors = 0
    counts: dict[str, int] = {}
    loop_seconds = 0.0
    perf = time.perf_counter
    for g in range(games):
        game_seed = master.next64() >> 1
        shift = g % n if swap else 0
        # seat s is played by agent index (s + shift) % n
        order = [(s + shift) % n for s in range(n)]
        players = [
            spec.make_agent(agents[order[s]], s, Rng(game_seed ^ (0x5EED * (s + 1))), budget)
            for s in range(n)
        ]
        start = perf()
        try:
            game = spec.game_cls.new(config, game_seed)
            decisions = 0
            while True:
                seat = game.to_act
                if seat is None:
                    break
                legal = game.legal_actions()
                player = players[seat]
                t0 = perf()
                view = game.view(seat) if player.needs_view else None
                action = player.choose(view, legal)
                spent = perf() - t0
                tally = tallies[order[seat]]
                tally.times.append(spent)
                if len(legal) > 1:
                    tally.choice_times.append(spent)
                game.apply(action)
                decisions += 1
        except Exception:
            errors += 1
            loop_seconds += perf() - start
            if errors <= 3:
                print(f"game {g} (seed {game_seed}) failed:", file=stderr)
                traceback.print_exc(file=stderr)
            continue
        loop_seconds += perf() - start
        finished += 1
        total_decisions += decisions
        total_rounds += spec.rounds(game)
        outcome = game.outcome()
        assert outcome is not None
        if spec.tally is not None:
            for name in spec.tally(game):
                counts[name] = counts.get(name, 0) + 1
        share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
        for s in range(n):
            tally = tallies[order[s]]
            tally.games += 1
            if s in outcome.winners:
                tally.wins += share
            for key, value in spec.seat_stats(game, s).items():
                tally.sums[key] = tally.sums.get(key, 0.0) + value
                tally.sumsq[key] = tally.sumsq.get(key, 0.0) + value * value
    seats = []
    for tally in tallies:
        entry: dict[str, Any] = {
            "agent": tally.agent,
            "wins": round(tally.wins, 4),
            "win_rate": round(tally.wins / tally.games, 4) if tally.games else 0.0,
            "ci95": [round(x, 4) for x in wilson_interval(tally.wins, tally.games)],
        }
        for key, total in tally.sums.items():
            mean = total / tally.games if tally.games else 0.0
            var = tally.sumsq[key] / tally.games - mean * mean if tally.games else 0.0
            entry[key] = round(mean, 4)
            entry[key + "_sd"] = round(math.sqrt(max(0.0, var)), 4)
        entry["decision_ms_median"] = round(statistics.median(tally.times) * 1000 if tally.times else 0.0, 4)
        entry["decision_ms_p95"] = round(_percentile(tally.times, 0.95) * 1000, 4)
        entry["decisions"] = len(tally.times)
        # the same over the decisions with a real choice (two legal actions or more)
        entry["choice_ms_median"] = round(
            statistics.median(tally.choice_times) * 1000 if tally.choice_times else 0.0, 4
        )
        entry["choice_ms_p95"] = round(_percentile(tally.choice_times, 0.95) * 1000, 4)
        entry["choices"] = len(tally.choice_times)
        seats.append(entry)
    seconds = loop_seconds
    result = {
        "game": spec.game_cls.GAME_ID,
        "games": games,
        "finished": finished,
        "seed": seed,
        "swap": swap,
        "budget": budget,
        "seconds": round(seconds, 4),
        "games_per_s": round(finished / seconds, 3) if seconds else 0.0,
        "decisions": total_decisions,
        "decisions_per_s": round(total_decisions / seconds, 1) if seconds else 0.0,
        "mean_decisions": round(total_decisions / finished, 2) if finished else 0.0,
        "errors": errors,
        "mean_rounds": round(total_rounds / finished, 3) if finished else 0.0,
        "seats": seats,
    }
    if spec.tally is not None:
        result[spec.tally_name] = dict(sorted(counts.items()))
    return result


def format_report(result: dict[str, Any], describe: str = "") -> str:
    """The human-readable report printed without ``--json``."""
    lines = [
        f"{result['game']} simulation{(' · ' + describe) if describe else ''}",
        (
            f"games {result['finished']}/{result['games']}  seed {result['seed']}"
            f"  swap {'on' if result['swap'] else 'off'}  errors {result['errors']}"
        ),
        f"mean rounds per game {result['mean_rounds']}  mean decisions per game {result['mean_decisions']}",
        (
            f"decisions {result['decisions']}  in {result['seconds']:.2f} s  ->"
            f"  {result['decisions_per_s']:,.0f} decisions/s  {result['games_per_s']:,.2f} games/s"
        ),
        "",
    ]
    extra_keys = [
        k
        for k in (result["seats"][0] if result["seats"] else {})
        if k
        not in {
            "agent",
            "wins",
            "win_rate",
            "ci95",
            "decisions",
            "decision_ms_median",
            "decision_ms_p95",
            "choices",
            "choice_ms_median",
            "choice_ms_p95",
        }
        and not k.endswith("_sd")
    ]
    header = f"{'seat':<5}{'agent':<10}{'wins':>9}{'rate':>8}{'95% CI':>17}"
    for key in extra_keys:
        header += f"{key:>{max(12, len(key) + 2)}}"
    header += f"{'med ms':>10}{'p95 ms':>10}"
    lines.append(header)
    for i, seat in enumerate(result["seats"]):
        low, high = seat["ci95"]
        row = (
            f"{i:<5}{seat['agent']:<10}{seat['wins']:>9.1f}{seat['win_rate']:>8.3f}"
            f"{f'[{low:.3f}, {high:.3f}]':>17}"
        )
        for key in extra_keys:
            row += f"{seat[key]:>{max(12, len(key) + 2)}.3f}"
        row += f"{seat['decision_ms_median']:>10.3f}{seat['decision_ms_p95']:>10.3f}"
        lines.append(row)
    return "\n".join(lines)
