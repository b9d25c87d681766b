"""Rules "Captures" and "Sums": what a played card takes from the display, and the legal plays.

The legal plays are interned: the engine lists the same action objects every time, so checking
an action against the legal list is an identity test. Inside the engine cards are codes 0-39
(:mod:`engines.cards.deck`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engines.cards.actions import BOOTY, Action, Play, StealCard, StealFrom
from engines.cards.deck import CARD_NAMES, KRAKEN_CODE, STRENGTH

__all__ = [
    "MATCH_PLAYS",
    "PLAIN_PLAYS",
    "STEAL_CARDS",
    "STEAL_FROM",
    "by_strength",
    "capture_options",
    "known_play",
    "play_actions",
    "source_actions",
    "sum_sets",
]

#: The ordering key of the canonical card order (strength, then deck order), for ``sorted(cards, key=...)``.
by_strength: Callable[[int], int] = tuple(STRENGTH[c] * 64 + c for c in range(40)).__getitem__

#: ``PLAIN_PLAYS[c]``: play card ``c`` and take nothing.
PLAIN_PLAYS: tuple[Play, ...] = tuple(Play(name) for name in CARD_NAMES)
#: ``MATCH_PLAYS[c][d]``: play card ``c`` and take card ``d``.
MATCH_PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(CARD_NAMES[c], (CARD_NAMES[d],)) for d in range(40)) for c in range(40)
)
#: ``STEAL_FROM[source]``: look at the booty pile (``BOOTY``) or at a seat's collection.
STEAL_FROM: dict[int, StealFrom] = {src: StealFrom(src) for src in range(-1, 4)}
#: ``STEAL_CARDS[c]``: take card ``c`` from the pile looked at.
STEAL_CARDS: tuple[StealCard, ...] = tuple(StealCard(name) for name in CARD_NAMES)

# Plays taking several cards (sums, sweeps), by card played, keyed by the cards taken (canonical order).
_MULTI_ROWS: tuple[dict[tuple[int, ...], Play], ...] = tuple({} for _ in range(40))
_SWEEP_ROWS: tuple[dict[tuple[int, ...], Play], ...] = tuple({} for _ in range(40))


def _multi(card: int, taken: tuple[int, ...], sweep: bool) -> Play:
    """The interned play taking several cards (a sum, or the kraken's sweep).

    Only the legal-move generator calls this, so the caches hold legal plays alone: they are
    keyed by the card played and the cards taken, and no input text ever adds to them.
    """
    cache = _SWEEP_ROWS[card] if sweep else _MULTI_ROWS[card]
    action = cache.get(taken)
    if action is None:
        if len(cache) > 100_000:
            cache.clear()
        action = Play(CARD_NAMES[card], tuple(CARD_NAMES[t] for t in taken), sweep)
        cache[taken] = action
    return action


def known_play(card: int, taken: tuple[int, ...], sweep: bool) -> Play:
    """A play taking several cards, read from notation: the interned object when one exists,
    else a new one (never cached). ``taken`` is in the canonical order."""
    cache = _SWEEP_ROWS[card] if sweep else _MULTI_ROWS[card]
    action = cache.get(taken)
    if action is None:
        action = Play(CARD_NAMES[card], tuple(CARD_NAMES[t] for t in taken), sweep)
    return action


_SUM_MEMO: dict[tuple[int, ...], dict[int, list[tuple[int, ...]]]] = {}


def _index_sums(strengths: tuple[int, ...]) -> dict[int, list[tuple[int, ...]]]:
    """For strengths in ascending order: every set of two or more positions, by their total.

    Only totals up to 10 matter (no card is stronger), which keeps the table small.
    Memoized: displays differ in cards far more often than in strengths.
    """
    table = _SUM_MEMO.get(strengths)
    if table is None:
        subsets: list[tuple[tuple[int, ...], int]] = [((), 0)]
        for i, strength in enumerate(strengths):
            if strength < 10:
                subsets += [((*idx, i), total + strength) for idx, total in subsets if total + strength <= 10]
        table = {}
        for idx, total in subsets:
            if len(idx) > 1:
                if total in table:
                    table[total].append(idx)
                else:
                    table[total] = [idx]
        if len(_SUM_MEMO) > 50_000:
            _SUM_MEMO.clear()
        _SUM_MEMO[strengths] = table
    return table


_OPTIONS: dict[tuple[int, ...], tuple[tuple[tuple[int, ...], ...], ...]] = {}


def capture_options(strengths: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """What a card of each strength (index 0-10) must take from a display with these strengths.

    The strengths are in ascending order (the display sorted with :data:`by_strength`) and the
    options are tuples of positions in it: same strength first; else, for a 1, a 10 (no 1 lies
    there, since there was no match); else the sums. An empty entry: nothing to take, the card
    joins the display. Memoized.
    """
    result = _OPTIONS.get(strengths)
    if result is not None:
        return result
    singles: list[list[tuple[int, ...]]] = [[] for _ in range(11)]
    for i, strength in enumerate(strengths):
        singles[strength].append((i,))
    sums = _index_sums(strengths)
    options: list[tuple[tuple[int, ...], ...]] = [()]
    for strength in range(1, 11):
        if singles[strength]:
            options.append(tuple(singles[strength]))
        elif strength == 1:
            options.append(tuple(singles[10]))
        else:
            options.append(tuple(sums.get(strength, ())))
    result = tuple(options)
    if len(_OPTIONS) > 50_000:
        _OPTIONS.clear()
    _OPTIONS[strengths] = result
    return result


def sum_sets(display: Sequence[int], target: int) -> list[tuple[int, ...]]:
    """Rule "Sums": every set of two or more display cards whose strengths add up to ``target``, once
    each, its cards in the canonical order."""
    ordered = sorted(display, key=by_strength)
    sets = _index_sums(tuple([STRENGTH[d] for d in ordered])).get(target)
    if not sets:
        return []
    return [tuple([ordered[i] for i in idx]) for idx in sets]


def play_actions(hand: Sequence[int], display: Sequence[int]) -> tuple[Action, ...]:
    """Rules "A turn" and "Captures": every legal play of ``hand`` on ``display`` (compulsory
    captures, same strength before sums, the kraken's sweep), interned."""
    if not display:
        return tuple([PLAIN_PLAYS[c] for c in hand])
    ordered = sorted(display, key=by_strength)
    key = tuple([STRENGTH[d] for d in ordered])
    options = _OPTIONS.get(key)
    if options is None:
        options = capture_options(key)
    out: list[Action] = []
    append = out.append
    for c in hand:
        if c == KRAKEN_CODE:
            # The kraken may sweep the whole display; like any 1 it must take a 1 if
            # it takes nothing else. A one-card display holding a 1 is a sweep anyway.
            sweep = _multi(c, tuple(ordered), True)
            if key[0] == 1:
                if len(ordered) > 1:
                    row = MATCH_PLAYS[c]
                    for (i,) in options[1]:
                        append(row[ordered[i]])
                append(sweep)
            else:
                append(PLAIN_PLAYS[c])
                append(sweep)
            continue
        choices = options[STRENGTH[c]]
        if not choices:
            append(PLAIN_PLAYS[c])
        elif len(choices[0]) == 1:
            row = MATCH_PLAYS[c]
            for (i,) in choices:
                append(row[ordered[i]])
        else:
            cache = _MULTI_ROWS[c]
            for idx in choices:
                taken = tuple([ordered[i] for i in idx])
                action = cache.get(taken)
                append(action if action is not None else _multi(c, taken, False))
    return tuple(out)


def source_actions(
    seat: int, booty: Sequence[int], collections: Sequence[Sequence[int]]
) -> tuple[Action, ...]:
    """Rule "Clearing the display": where ``seat`` may steal from (the booty pile, opponents with cards)."""
    out: list[Action] = [STEAL_FROM[BOOTY]] if booty else []
    for v, coll in enumerate(collections):
        if v != seat and coll:
            out.append(STEAL_FROM[v])
    return tuple(out)
