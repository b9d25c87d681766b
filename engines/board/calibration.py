"""Card calibration: the best chance a given ship has on each card, for the design notes and balance checks.

A :class:`Ship` is what a player brings to a roll (levels, food, rum, fortune coins). :func:`card_chance` spends
them the best way the rules allow (rulebook: Land on an island, Sea hazard, Sea creature, Boost your crew with
rum, Set your dice with fortune) and returns the exact chance of success from :mod:`engines.board.odds`.
It does not count what the spending costs: it answers "can this ship win this card, and how likely".

Assumptions (written in ``engines/board/RULES.md``, Content design):

- exploration on an island: 1 free die + 1 per food + 1 rum; seamanship: sail level + at most 1 food + 1 rum;
  combat: weaponry level + 1 rum; a sea creature's single rum goes to whichever roll gains most;
- fortune: 1 coin sets a star or a cannonball, 2 coins a two-stars or a boarding (on dice the ship rolls);
- trades always succeed (ports, fleets), so only their rolls (perilous and infamous ports) are rated;
- an infamous port "succeeds" when the outlaws take nothing (all successes rolled).

``python -m engines.board.calibration`` prints the per-card and per-bucket tables used in RULES.md.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from engines.board import odds
from engines.board.content import Card, Content, Kind, Sea, content

__all__ = ["BUCKETS", "SHIPS", "Ship", "bucket", "card_chance", "main"]


@dataclass(frozen=True, slots=True)
class Ship:
    """What a ship brings to one roll."""

    sail: int = 1
    weapons: int = 1
    food: int = 1
    rum: int = 1
    coins: int = 1


#: Reference ships for the tables. "start" is the starting kit (Game setup, step 5), all of it spent.
SHIPS: dict[str, Ship] = {
    "bare": Ship(food=0, rum=0, coins=0),
    "start": Ship(),
    "level 2": Ship(sail=2, weapons=2, food=2, rum=1, coins=1),
    "level 3": Ship(sail=3, weapons=3, food=3, rum=1, coins=2),
    "level 4": Ship(sail=4, weapons=4, food=3, rum=1, coins=2),
}

#: Buckets by the starting ship's chance (all its kit spent): lower bound of each bucket.
BUCKETS: tuple[tuple[str, Fraction], ...] = (
    ("easy", Fraction(6, 10)),
    ("medium", Fraction(3, 10)),
    ("hard", Fraction(1, 10)),
    ("epic", Fraction(0)),
)


def _fixings(dice: int, coins: int, cheap: str, dear: str) -> Iterator[tuple[str, ...]]:
    """Every way to set faces on at most ``dice`` dice with at most ``coins`` coins."""
    for dear_n in range(min(dice, coins // 2) + 1):
        for cheap_n in range(min(dice - dear_n, coins - 2 * dear_n) + 1):
            yield (dear,) * dear_n + (cheap,) * cheap_n


def _explore(dice: int, stars: int, coins: int) -> Fraction:
    dice = min(dice, odds.MAX_DICE)
    return max(odds.explore_odds(dice, stars, f) for f in _fixings(dice, coins, "star", "two_stars"))


def _successes(dice: int, need: int, coins: int) -> Fraction:
    dice = min(dice, odds.MAX_DICE)
    return max(odds.combat_odds(dice, need, f) for f in _fixings(dice, coins, "cannon", "boarding"))


def _faces(dice: int, cannons: int, boardings: int, coins: int) -> Fraction:
    dice = min(dice, odds.MAX_DICE)
    return max(
        odds.faces_odds(dice, cannons, boardings, f) for f in _fixings(dice, coins, "cannon", "boarding")
    )


def _pirate(card: Card, dice: int, coins: int) -> Fraction:
    p = card.pirate
    assert p is not None
    dice = min(dice, odds.MAX_DICE)
    return max(
        odds.pirate_odds(dice, p.planks, p.cannons, p.boardings, p.unknown, f).win
        for f in _fixings(dice, coins, "cannon", "boarding")
    )


def _creature(card: Card, ship: Ship) -> Fraction:
    assert card.faces is not None
    best = Fraction(0)
    food = min(ship.food, 1)
    for rum_on_sail in (True, False) if ship.rum else (False,):
        sail = ship.sail + food + (1 if ship.rum and rum_on_sail else 0)
        weapons = ship.weapons + (1 if ship.rum and not rum_on_sail else 0)
        for star_coins in range(ship.coins + 1):
            chance = _explore(sail, card.seamanship, star_coins) * _faces(
                weapons, card.faces.cannons, card.faces.boardings, ship.coins - star_coins
            )
            best = max(best, chance)
    return best


def card_chance(card: Card, ship: Ship) -> Fraction | None:
    """The best chance of ``ship`` to succeed the card's hardest-to-avoid roll; None when it has no roll.

    For cards with a choice (hostile island, merchant ship, friendly island) the better roll counts; a friendly
    island or merchant ship can always be traded instead, so the roll rated is the optional one.
    """
    rum = min(ship.rum, 1)
    seamanship_dice = ship.sail + min(ship.food, 1) + rum
    combat_dice = ship.weapons + rum
    kind = card.kind
    if kind is Kind.WILD_ISLAND or kind is Kind.FRIENDLY_ISLAND:
        assert card.explore is not None
        return _explore(1 + ship.food + rum, card.explore.stars, ship.coins)
    if kind is Kind.HOSTILE_ISLAND:
        assert card.explore is not None and card.fight is not None
        return max(
            _explore(1 + ship.food + rum, card.explore.stars, ship.coins),
            _successes(combat_dice, card.fight.successes, ship.coins),
        )
    if kind in (Kind.SEA_HAZARD, Kind.PERILOUS_PORT):
        return _explore(seamanship_dice, card.seamanship, ship.coins)
    if kind in (Kind.INFAMOUS_PORT, Kind.MERCHANT_SHIP):
        assert card.fight is not None
        return _successes(combat_dice, card.fight.successes, ship.coins)
    if kind is Kind.SEA_GIANT:
        assert card.faces is not None
        return _faces(combat_dice, card.faces.cannons, card.faces.boardings, ship.coins)
    if kind is Kind.SEA_CREATURE:
        return _creature(card, ship)
    if kind is Kind.PIRATE_SHIP:
        return _pirate(card, combat_dice, ship.coins)
    return None  # ordinary port, merchant fleet: a trade always succeeds


def bucket(chance: Fraction) -> str:
    """The bucket of a starting-ship chance."""
    for name, low in BUCKETS:
        if chance >= low:
            return name
    return BUCKETS[-1][0]


def value(card: Card) -> tuple[int, int]:
    """(resource icons, treasures) of the card's best reward, a rough measure of what it pays."""
    best = max(card.rewards(), key=lambda r: (r.treasures, r.resource_count))
    return best.resource_count, best.treasures


def rows(c: Content, seas: Sequence[Sea] = tuple(Sea)) -> list[tuple[Card, dict[str, Fraction]]]:
    out = []
    for sea in seas:
        for cid in c.decks[sea]:
            card = c.cards[cid]
            chances = {name: card_chance(card, ship) for name, ship in SHIPS.items()}
            if all(v is not None for v in chances.values()):
                out.append((card, {k: v for k, v in chances.items() if v is not None}))
    return out


def _pct(x: Fraction) -> str:
    return f"{round(100 * float(x))}%"


def bucket_table(c: Content) -> str:
    """Markdown: per bucket, how many cards and the mean chance of each reference ship and mean reward."""
    groups: dict[str, list[tuple[Card, dict[str, Fraction]]]] = {name: [] for name, _ in BUCKETS}
    for card, ch in rows(c):
        groups[bucket(ch["start"])].append((card, ch))
    head = "| bucket (start ship) | cards | " + " | ".join(SHIPS) + " | icons | treasure |"
    lines = [head, "|" + "---|" * (len(SHIPS) + 4)]
    for name, items in groups.items():
        if not items:
            continue
        n = len(items)
        means = [sum((ch[s] for _, ch in items), Fraction(0)) / n for s in SHIPS]
        icons = sum(value(card)[0] for card, _ in items) / n
        treasure = sum(1 for card, _ in items if card.treasure_icon) / n
        lines.append(
            f"| {name} | {n} | "
            + " | ".join(_pct(m) for m in means)
            + f" | {icons:.1f} | {round(100 * treasure)}% |"
        )
    return "\n".join(lines)


def main() -> None:  # pragma: no cover - a report for the design notes
    c = content()
    print(bucket_table(c))
    print()
    for sea in Sea:
        counts: dict[str, int] = {}
        for _card, ch in rows(c, (sea,)):
            counts[bucket(ch["start"])] = counts.get(bucket(ch["start"]), 0) + 1
        print(sea.value, counts)
    print()
    for card, ch in rows(c):
        print(
            f"{card.id:14} {card.kind.value:16} {card.name:20} "
            + " ".join(f"{_pct(v):>5}" for v in ch.values())
            + f"  {bucket(ch['start']):6} {value(card)}"
        )


if __name__ == "__main__":  # pragma: no cover
    main()
