"""Rule "Round scoring": each collection's counts, the five categories, and the round's typed record."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engines.base import Event
from engines.cards.config import CATEGORIES
from engines.cards.deck import CARD_NAMES, KING_CODE, LADY_CODE, SUIT_INDEX, VALUE

__all__ = [
    "Award",
    "RoundScoring",
    "SeatScore",
    "award_events",
    "collection_stats",
    "score_round",
    "scoring_from_dict",
    "scoring_to_dict",
]


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat's row of a round's scoring.

    Attributes:
        cards: how many cards its collection holds.
        gold: how many of them are gold.
        lady: it holds the pirate lady.
        king: it holds the pirate king.
        booty: its booty total (the best booty value of each suit, added).
        best: the cards that booty total adds up, in suit order.
        points: the points it scored this round.
        position: its ship's position after the round.
    """

    cards: int
    gold: int
    lady: bool
    king: bool
    booty: int
    best: tuple[str, ...]
    points: int
    position: int


@dataclass(frozen=True, slots=True)
class Award:
    """One scoring category's result.

    Attributes:
        category: the category id (``CATEGORIES``; message key ``cards.category.<id>``).
        result: ``"won"`` (the ``seats`` score), ``"tied"`` (nobody scores) or ``"nobody"``.
        seats: the leaders (empty for ``"nobody"``).
        points: what the category is worth.
    """

    category: str
    result: str
    seats: tuple[int, ...]
    points: int


@dataclass(frozen=True, slots=True)
class RoundScoring:
    """What the last round's scoring gave (rules "Cards left in the display" and "Round scoring").

    Attributes:
        round: the round scored.
        seats: one row per seat.
        awards: one result per category, in scoring order.
        leftover: the display cards left at the round's end.
        leftover_to: the seat that took them, or -1.
    """

    round: int
    seats: tuple[SeatScore, ...]
    awards: tuple[Award, ...]
    leftover: tuple[str, ...]
    leftover_to: int


def collection_stats(cards: Sequence[int]) -> tuple[int, bool, bool, int, tuple[str, ...]]:
    """Rule "Round scoring" for one collection (card codes): ``(gold, lady, king, booty, best)``.

    The booty total adds, for each suit, the highest booty value among the cards of that suit
    (``best``, in suit order; on equal values the card first in deck order); a suit with no card
    adds 0 (ruling "Booty total").
    """
    best = [-1, -1, -1, -1]
    gold = 0
    for c in cards:
        suit = SUIT_INDEX[c]
        if suit == 0:
            gold += 1
        b = best[suit]
        if b < 0 or VALUE[c] > VALUE[b] or (VALUE[c] == VALUE[b] and c < b):
            best[suit] = c
    booty = 0
    names = []
    for b in best:
        if b >= 0:
            booty += VALUE[b]
            names.append(CARD_NAMES[b])
    return gold, LADY_CODE in cards, KING_CODE in cards, booty, tuple(names)


def score_round(
    round_number: int,
    collections: Sequence[Sequence[int]],
    track: Sequence[int],
    ties: str,
    leftover: Sequence[int],
    leftover_to: int,
) -> RoundScoring:
    """Score a round: each category's leaders, who scores under the ``ties`` rule, and where each
    ship lands (``track`` is before the round's points; the caller moves the ships)."""
    n = len(collections)
    stats = [collection_stats(coll) for coll in collections]
    counts: dict[str, Sequence[int]] = {  # lady and king: bools
        "cards": [len(coll) for coll in collections],
        "gold": [row[0] for row in stats],
        "lady": [row[1] for row in stats],
        "king": [row[2] for row in stats],
        "booty": [row[3] for row in stats],
    }
    points = [0] * n
    awards: list[Award] = []
    for category, worth in CATEGORIES:
        values = counts[category]
        if category in ("lady", "king"):
            leaders = [s for s in range(n) if values[s]]
        else:
            top = max(values)
            leaders = [s for s in range(n) if values[s] == top]
            if category in ("cards", "gold") and top == 0:
                leaders = []
        if not leaders:
            result, scorers = "nobody", []
        elif len(leaders) == 1 or ties == "all":
            result, scorers = "won", leaders
        else:
            result, scorers = "tied", []
        for s in scorers:
            points[s] += worth
        awards.append(Award(category, result, tuple(leaders), worth))
    seats = tuple(
        SeatScore(len(collections[s]), *stats[s], points=points[s], position=track[s] + points[s])
        for s in range(n)
    )
    return RoundScoring(
        round_number, seats, tuple(awards), tuple([CARD_NAMES[c] for c in leftover]), leftover_to
    )


def award_events(scoring: RoundScoring) -> list[Event]:
    """The events of each category's result, in scoring order."""
    events: list[Event] = []
    for award in scoring.awards:
        if award.result == "won":
            for s in award.seats:
                events.append(
                    Event("cards.event.award", {"category": award.category, "seat": s, "count": award.points})
                )
        elif award.result == "tied":
            events.append(
                Event("cards.event.award_tied", {"category": award.category, "seats": list(award.seats)})
            )
        else:
            events.append(Event("cards.event.award_nobody", {"category": award.category}))
    return events


def scoring_to_dict(scoring: RoundScoring | None) -> dict[str, Any]:
    """The TOML-ready form of a round's scoring (``{}`` before the first scoring)."""
    if scoring is None:
        return {}
    return {
        "round": scoring.round,
        "seats": [
            {
                "cards": row.cards,
                "gold": row.gold,
                "lady": row.lady,
                "king": row.king,
                "booty": row.booty,
                "best": list(row.best),
                "points": row.points,
                "position": row.position,
            }
            for row in scoring.seats
        ],
        "awards": [
            {"category": a.category, "result": a.result, "seats": list(a.seats), "points": a.points}
            for a in scoring.awards
        ],
        "leftover": list(scoring.leftover),
        "leftover_to": scoring.leftover_to,
    }


def scoring_from_dict(data: Mapping[str, Any]) -> RoundScoring | None:
    """Read back :func:`scoring_to_dict` output.

    Raises:
        ValueError: a value of the wrong kind.
        KeyError: a missing entry.
    """
    if not data:
        return None
    try:
        seats = tuple(
            SeatScore(
                cards=int(row["cards"]),
                gold=int(row["gold"]),
                lady=bool(row["lady"]),
                king=bool(row["king"]),
                booty=int(row["booty"]),
                best=tuple(str(c) for c in row["best"]),
                points=int(row["points"]),
                position=int(row["position"]),
            )
            for row in data["seats"]
        )
        awards = tuple(
            Award(str(a["category"]), str(a["result"]), tuple(int(s) for s in a["seats"]), int(a["points"]))
            for a in data["awards"]
        )
        return RoundScoring(
            int(data["round"]),
            seats,
            awards,
            tuple(str(c) for c in data["leftover"]),
            int(data["leftover_to"]),
        )
    except TypeError as exc:
        raise ValueError(f"bad last_scoring: {exc}") from None
