"""Balance report for The 7 Seas: which seas, card kinds and cards get played and won, and how each
strategy profile fares (no Textual on this path).

``python -m engines.board.balance --mode advanced --players 4 --games 400 --agents explorer,fighter,trader,greedy``
``python -m engines.board.balance --mode discovery --players 2 --games 100 --agents easy,medium,hard --budget 0.05``

Seats rotate between games: with as many agents as players every strategy sits in every seat equally often
(fewer agents repeat to fill the table); with more agents than players the games cycle through every ordered
choice of distinct agents (4 strategies at 2 players: 12 seatings), so every pairing is played alike. The games are played on the engine directly and counted from its events:

- per sea and per card kind: cards **revealed** (set-up and play), **attempted** (an activity started:
  ``board.event.activity``), **won** (collected: ``board.event.collect``), **failed** (``board.event.fail``)
  and **avoided** (``board.event.avoid``);
- per card: the ones never won (with how often they were revealed, attempted and avoided) and the ones
  always won (won at least ``min_won`` times, never failed; trades and ports left out);
- per strategy: games, wins (a shared win counts as a share), the win share with its 95% Wilson interval,
  the mean score, the mean of every scoring part, and per card kind what its captains attempted, won,
  failed and avoided.

``run_balance`` returns the same figures as a JSON-ready dict (``--json`` prints it).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Sequence
from typing import Any

from engines.base import Rng
from engines.board.captains import CAPTAINS, make_captain
from engines.board.config import BoardConfig
from engines.board.content import Kind, Sea, content
from engines.board.game import BoardGame
from engines.board.scoring import PARTS
from engines.sim_runner import wilson_interval

__all__ = ["COUNTS", "format_balance", "main", "run_balance"]

#: What is counted per sea, kind and card.
COUNTS = ("revealed", "attempted", "won", "failed", "avoided")
_EVENT_COUNT = {
    "board.event.reveal": "revealed",
    "board.event.activity": "attempted",
    "board.event.collect": "won",
    "board.event.fail": "failed",
    "board.event.avoid": "avoided",
}


#: Kinds whose activity is a trade that cannot fail (ports fail only when their rocks capsize the ship).
_NO_ROLL = (Kind.ORDINARY_PORT, Kind.MERCHANT_FLEET, Kind.PERILOUS_PORT, Kind.INFAMOUS_PORT)


def _seatings(agents: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The seatings the games cycle through: with at least as many seats as agents, the list rotated
    (repeated to fill the table); with fewer seats, every ordered choice of distinct agents, so each
    strategy meets each other one in every seat equally often."""
    n = len(agents)
    if n > players:
        return list(itertools.permutations(agents, players))
    return [tuple(agents[(s + g) % n] for s in range(players)) for g in range(n)]


def run_balance(
    mode: str,
    players: int,
    games: int,
    seed: int,
    agents: Sequence[str],
    min_won: int = 5,
    budget: float | None = None,
) -> dict[str, Any]:
    """Play ``games`` games and count what the report shows (see the module docstring); a card is "always
    won" when it was won at least ``min_won`` times and never failed. Any captain of
    ``engines.board.captains.CAPTAINS`` plays (``hard`` thinks ``budget`` seconds of CPU per decision)."""
    if not 2 <= players <= 5:
        raise ValueError("players must be 2..5")
    unknown = [a for a in agents if a not in CAPTAINS]
    if not agents or unknown:
        raise ValueError(f"unknown agent(s) {', '.join(unknown)}; choose from {', '.join(CAPTAINS)}")
    c = content()
    config = BoardConfig(mode=mode, players=players)
    in_play = [cid for sea in Sea for cid in c.decks[sea] if mode == "advanced" or not c.cards[cid].advanced]
    per_card = {cid: dict.fromkeys(COUNTS, 0) for cid in in_play}
    names = list(dict.fromkeys(agents))
    strat: dict[str, dict[str, Any]] = {
        a: {
            "games": 0,
            "wins": 0.0,
            "score": 0.0,
            "parts": dict.fromkeys(PARTS, 0.0),
            "kinds": {k.value: dict.fromkeys(COUNTS[1:], 0) for k in Kind},
        }
        for a in names
    }
    master = Rng(seed)
    errors = 0
    decisions = 0
    seatings = _seatings(agents, players)
    for g in range(games):
        game_seed = master.next64() >> 1
        seats = seatings[g % len(seatings)]
        bots = [
            make_captain(name, Rng(game_seed ^ (0x5EED * (s + 1))), budget) for s, name in enumerate(seats)
        ]
        for bot in bots:
            if hasattr(bot, "wall_factor"):
                bot.wall_factor = float("inf")  # a CPU budget, whatever the machine's load
        game = BoardGame.new(config, game_seed)
        events = list(game.setup_events)
        try:
            while True:
                seat = game.to_act
                if seat is None:
                    break
                legal = game.legal_actions()
                bot = bots[seat]
                view = game.view(seat) if bot.needs_view else None
                events.extend(game.apply(bot.choose(view, legal)))
                decisions += 1
        except Exception:
            errors += 1
            continue
        for e in events:
            what = _EVENT_COUNT.get(e.key)
            if what is not None:
                cid = e.params.get("card")
                if cid in per_card:
                    per_card[cid][what] += 1
                    seat = e.params.get("seat", -1)
                    if what != "revealed" and seat >= 0:
                        strat[seats[seat]]["kinds"][c.cards[cid].kind.value][what] += 1
        outcome = game.outcome()
        assert outcome is not None
        share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
        result = game.result
        for s, name in enumerate(seats):
            st = strat[name]
            st["games"] += 1
            if s in outcome.winners:
                st["wins"] += share
            st["score"] += result["scores"][s]
            for key in PARTS:
                st["parts"][key] += result["parts"][s][key]

    def total(cids: Sequence[str]) -> dict[str, int]:
        out = dict.fromkeys(COUNTS, 0)
        for cid in cids:
            for k in COUNTS:
                out[k] += per_card[cid][k]
        return out

    seas = {sea.value: total([cid for cid in in_play if c.cards[cid].sea is sea]) for sea in Sea}
    kinds = {k.value: total([cid for cid in in_play if c.cards[cid].kind is k]) for k in Kind}
    never = sorted(
        (cid for cid in in_play if per_card[cid]["won"] == 0),
        key=lambda cid: (-per_card[cid]["attempted"], cid),
    )
    always = sorted(
        cid
        for cid in in_play
        if per_card[cid]["won"] >= min_won
        and per_card[cid]["failed"] == 0
        and c.cards[cid].kind not in _NO_ROLL
    )
    strategies = {}
    for name, st in strat.items():
        n = st["games"]
        low, high = wilson_interval(st["wins"], n)
        strategies[name] = {
            "games": n,
            "wins": round(st["wins"], 3),
            "win_share": round(st["wins"] / n, 4) if n else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(st["score"] / n, 3) if n else 0.0,
            "parts": {k: round(v / n, 3) if n else 0.0 for k, v in st["parts"].items()},
            "kinds": st["kinds"],
        }
    return {
        "mode": mode,
        "players": players,
        "games": games,
        "seed": seed,
        "agents": list(agents),
        "errors": errors,
        "decisions": decisions,
        "seas": seas,
        "kinds": kinds,
        "cards": {
            "in_play": len(in_play),
            "per_card": per_card,
            "never_won": [{"card": cid, "kind": c.cards[cid].kind.value, **per_card[cid]} for cid in never],
            "always_won": [{"card": cid, "kind": c.cards[cid].kind.value, **per_card[cid]} for cid in always],
        },
        "strategies": strategies,
    }


def _rate(won: int, attempted: int) -> str:
    return f"{100 * won / attempted:.0f}%" if attempted else "-"


def format_balance(r: dict[str, Any]) -> str:
    """The human-readable report."""
    lines = [
        (
            f"The 7 Seas balance · {r['mode']} · {r['players']} players · {r['games']} games · seed {r['seed']}"
            f" · errors {r['errors']}"
        ),
        "",
    ]
    head = f"{'':18}" + "".join(f"{k:>10}" for k in COUNTS) + f"{'won/att':>9}"
    for title, table in (("sea", r["seas"]), ("kind", r["kinds"])):
        lines.append(f"{'per ' + title:18}" + head[18:])
        for name, row in table.items():
            lines.append(
                f"{name:18}"
                + "".join(f"{row[k]:>10}" for k in COUNTS)
                + f"{_rate(row['won'], row['attempted']):>9}"
            )
        lines.append("")
    cards = r["cards"]
    lines.append(
        f"cards in play {cards['in_play']}, never won {len(cards['never_won'])}"
        f", always won (rolls only, won 5+ times, never failed) {len(cards['always_won'])}"
    )
    for row in cards["never_won"]:
        lines.append(
            f"  never won   {row['card']:16}{row['kind']:18} revealed {row['revealed']:>4}"
            f"  attempted {row['attempted']:>4}  avoided {row['avoided']:>4}"
        )
    for row in cards["always_won"]:
        lines.append(f"  always won  {row['card']:16}{row['kind']:18} won {row['won']:>4}")
    lines.append("")
    parts = list(PARTS)
    lines.append(
        f"{'strategy':14}{'games':>7}{'wins':>8}{'share':>7}{'95% CI':>16}{'score':>7}"
        + "".join(f"{p[:6]:>7}" for p in parts)
    )
    for name, st in r["strategies"].items():
        low, high = st["ci95"]
        lines.append(
            f"{name:14}{st['games']:>7}{st['wins']:>8.1f}{st['win_share']:>7.3f}"
            f"{f'[{low:.3f}, {high:.3f}]':>16}{st['mean_score']:>7.2f}"
            + "".join(f"{st['parts'][p]:>7.2f}" for p in parts)
        )
    kinds = [k.value for k in Kind if r["kinds"][k.value]["revealed"]]
    lines.append("")
    lines.append("cards won/attempted per strategy and kind")
    lines.append(f"{'strategy':14}" + "".join(f"{k[:13]:>14}" for k in kinds))
    for name, st in r["strategies"].items():
        lines.append(
            f"{name:14}"
            + "".join(
                f"{str(st['kinds'][k]['won']) + '/' + str(st['kinds'][k]['attempted']):>14}" for k in kinds
            )
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engines.board.balance",
        description="Balance report of The 7 Seas (seas, card kinds, cards, strategies).",
    )
    parser.add_argument("--mode", choices=("discovery", "advanced"), default="advanced")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--agents",
        default="explorer,fighter,trader,greedy",
        help=f"comma-separated captains, rotated over the seats ({', '.join(CAPTAINS)})",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=None,
        help="the hard captains' thinking time per decision, seconds (default: theirs)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    try:
        result = run_balance(args.mode, args.players, args.games, args.seed, agents, budget=args.budget)
    except ValueError as exc:
        parser.error(str(exc))
    print(json.dumps(result) if args.json else format_balance(result))
    sys.stdout.flush()
    return 1 if result["errors"] else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
