"""The 7Seas rules engine: dealing, captures, the steal, round scoring and the race on the track.

Every rule is written down, with the sentence of the German or French description it
comes from, in ``engines/cards/RULES.md``; the section names below refer to it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engines.base import Event, Game, IllegalAction, Outcome, Rng, Standing, Termination
from engines.cards.actions import BOOTY, Action, Play, StealCard, StealFrom
from engines.cards.deck import (
    CARD_CODES,
    CARD_NAMES,
    KING_CODE,
    KRAKEN_CODE,
    LADY_CODE,
    STRENGTH,
    SUIT_INDEX,
    VALUE,
)

__all__ = [
    "CATEGORIES",
    "DECISION_OVER",
    "DECISION_PLAY",
    "DECISION_STEAL_CARD",
    "DECISION_STEAL_SOURCE",
    "FINISH_RULES",
    "LEFTOVER_RULES",
    "NO_SOURCE",
    "TARGETS",
    "TIE_RULES",
    "CardConfig",
    "CardGame",
]

# --- configuration ------------------------------------------------------------------------

TARGETS: tuple[int, ...] = (7, 11, 14)
TIE_RULES: tuple[str, ...] = ("nobody", "all")
"""A tie in a scoring category: nobody scores (default, Scopa) / every tied player scores."""
LEFTOVER_RULES: tuple[str, ...] = ("last_capturer", "nobody")
"""Display cards left at the end of a round: to the last player who captured (default) / to nobody."""
FINISH_RULES: tuple[str, ...] = ("play_on", "shared")
"""Ships tied in front at or beyond the goal: play another round (default) / share the win."""

#: Scoring categories in scoring order, with the points each is worth.
CATEGORIES: tuple[tuple[str, int], ...] = (("cards", 1), ("gold", 1), ("lady", 1), ("king", 1), ("booty", 2))

# players -> (hand size, booty pile size, deals per round)
_DEALS: dict[int, tuple[int, int, int]] = {2: (8, 4, 2), 3: (11, 3, 1), 4: (8, 4, 1)}
_DISPLAY = 4


@dataclass(frozen=True)
class CardConfig:
    """A game's settings: seats, goal on the track and the rule options.

    Attributes:
        players: 2, 3 or 4.
        target: the goal on the track: 7, 11 or 14.
        ties: ``TIE_RULES``.
        leftover: ``LEFTOVER_RULES``.
        finish: ``FINISH_RULES``.
    """

    players: int = 2
    target: int = 11
    ties: str = "nobody"
    leftover: str = "last_capturer"
    finish: str = "play_on"

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in _DEALS:
            raise ValueError("players must be 2, 3 or 4")
        if isinstance(self.target, bool) or self.target not in TARGETS:
            raise ValueError("target must be 7, 11 or 14")
        if self.ties not in TIE_RULES:
            raise ValueError(f"ties must be one of {TIE_RULES}")
        if self.leftover not in LEFTOVER_RULES:
            raise ValueError(f"leftover must be one of {LEFTOVER_RULES}")
        if self.finish not in FINISH_RULES:
            raise ValueError(f"finish must be one of {FINISH_RULES}")

    def options(self) -> dict[str, str]:
        """The rule options as a dict (``ties``, ``leftover``, ``finish``)."""
        return {"ties": self.ties, "leftover": self.leftover, "finish": self.finish}


# --- phases and decisions -------------------------------------------------------------------

PLAY, STEAL_SOURCE, STEAL_CARD, OVER = "play", "steal_source", "steal_card", "over"
NO_SOURCE = -2
"""``view()["steal"]["source"]`` while the thief has not chosen a source yet."""
DECISION_PLAY = "cards.decision.play"
DECISION_STEAL_SOURCE = "cards.decision.steal_source"
DECISION_STEAL_CARD = "cards.decision.steal_card"
DECISION_OVER = "cards.decision.over"
_DECISIONS = {
    PLAY: DECISION_PLAY,
    STEAL_SOURCE: DECISION_STEAL_SOURCE,
    STEAL_CARD: DECISION_STEAL_CARD,
    OVER: DECISION_OVER,
}

# --- interned actions: the legal list reuses these objects, so checking is an identity test ---

_PLAIN: tuple[Play, ...] = tuple(Play(name) for name in CARD_NAMES)
_MATCH: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(CARD_NAMES[c], (CARD_NAMES[d],)) for d in range(40)) for c in range(40)
)
_STEAL_FROM: dict[int, StealFrom] = {src: StealFrom(src) for src in range(-1, 4)}
_STEAL_CARD: tuple[StealCard, ...] = tuple(StealCard(name) for name in CARD_NAMES)
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


def _parsed_multi(card: int, taken: tuple[int, ...], sweep: bool) -> Play:
    """The play read from notation: the interned object when one exists, else a new one (never cached)."""
    cache = _SWEEP_ROWS[card] if sweep else _MULTI_ROWS[card]
    action = cache.get(taken)
    if action is None:
        action = Play(CARD_NAMES[card], tuple(CARD_NAMES[t] for t in taken), sweep)
    return action


#: The seat numbers ``from N`` accepts, in ASCII digits only (``str.isdigit`` also takes ``¹`` and ``٣``).
_SEAT_WORDS = {str(seat): seat for seat in range(4)}

_SUM_MEMO: dict[tuple[int, ...], dict[int, list[tuple[int, ...]]]] = {}
_BY_STRENGTH = tuple(STRENGTH[c] * 64 + c for c in range(40)).__getitem__


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


def _capture_options(strengths: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """What a card of each strength (index 0-10) must take from a display with these strengths.

    The strengths are in ascending order and the options are tuples of positions in it:
    same strength first; else, for a 1, a 10 (no 1 lies there, since there was no match);
    else the sums. An empty entry: nothing to take, the card joins the display.
    """
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


def _sum_table(display: Sequence[int]) -> dict[int, list[tuple[int, ...]]]:
    """Rule "Sums": every set of two or more display cards, by the total of their strengths.

    Each set appears exactly once, its cards in the canonical order (strength, then deck order).
    """
    ordered = sorted(display, key=_BY_STRENGTH)
    table = _index_sums(tuple([STRENGTH[d] for d in ordered]))
    return {total: [tuple([ordered[i] for i in idx]) for idx in sets] for total, sets in table.items()}


def _sum_sets(display: Sequence[int], target: int) -> list[tuple[int, ...]]:
    """Every set of two or more display cards whose strengths add up to ``target``, once each."""
    ordered = sorted(display, key=_BY_STRENGTH)
    sets = _index_sums(tuple([STRENGTH[d] for d in ordered])).get(target)
    if not sets:
        return []
    return [tuple([ordered[i] for i in idx]) for idx in sets]


def _event(key: str, params: dict[str, Any]) -> Event:
    """A public event built without copying ``params`` (the engine's hot path)."""
    return Event.public(key, params)


def _names(cards: Sequence[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def _codes(names: Sequence[str], where: str) -> list[int]:
    try:
        return [CARD_CODES[n] for n in names]
    except KeyError as exc:
        raise ValueError(f"unknown card in {where}: {exc}") from None


class CardGame(Game[CardConfig, Action]):
    """One game of 7Seas (see the package docstring for the public API)."""

    GAME_ID = "cards"
    STATE_VERSION = 1
    _playout = False
    """True only in an AI's imagined copy: the game then stops after a round's scoring."""

    def __init__(self, config: CardConfig, seed: int) -> None:
        n = config.players
        self.config = config
        self.seed = seed
        self.rng = Rng(seed)
        self.round = 0
        self.deal = 1
        self.starter = 0
        self.current = 0
        self.phase = PLAY
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.display: list[int] = []
        self.booty: list[int] = []
        self.stock: list[int] = []
        self.collections: list[list[int]] = [[] for _ in range(n)]
        #: cards stolen from the booty pile: card -> bit mask of the seats that know where it is
        self.secret: dict[int, int] = {}
        #: bit mask of the seats that have looked at the booty pile this round
        self.booty_seen = 0
        self.steal_source = BOOTY
        self.last_capturer = -1
        self.track = [0] * n
        self.winners: list[int] = []
        self.last_scoring: dict[str, Any] = {}
        self._legal: tuple[Action, ...] | None = None

    # --- creation and serialization -------------------------------------------------------

    @classmethod
    def new(cls, config: CardConfig, seed: int) -> CardGame:
        game = cls(config, seed)
        game._start_round([])
        return game

    @classmethod
    def config_from_dict(cls, data: Mapping[str, Any]) -> CardConfig:
        defaults = CardConfig()
        values: dict[str, Any] = {}
        for key, kind in (
            ("players", int),
            ("target", int),
            ("ties", str),
            ("leftover", str),
            ("finish", str),
        ):
            value = data.get(key, getattr(defaults, key))
            if not isinstance(value, kind) or isinstance(value, bool):
                raise TypeError(f"config {key} has the wrong type")
            values[key] = value
        return CardConfig(**values)

    @staticmethod
    def config_to_dict(config: CardConfig) -> dict[str, Any]:
        return {
            "players": config.players,
            "target": config.target,
            "ties": config.ties,
            "leftover": config.leftover,
            "finish": config.finish,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "config": self.config_to_dict(self.config),
            "seed": self.seed,
            "rng": self.rng.to_str(),
            "round": self.round,
            "deal": self.deal,
            "starter": self.starter,
            "current": self.current,
            "phase": self.phase,
            "hands": [_names(h) for h in self.hands],
            "display": _names(self.display),
            "booty": _names(self.booty),
            "stock": _names(self.stock),
            "collections": [_names(c) for c in self.collections],
            "secret": {CARD_NAMES[c]: mask for c, mask in sorted(self.secret.items())},
            "booty_seen": self.booty_seen,
            "steal_source": self.steal_source,
            "last_capturer": self.last_capturer,
            "track": list(self.track),
            "winners": list(self.winners),
            "last_scoring": _copy_plain(self.last_scoring),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CardGame:
        config = cls.config_from_dict(data["config"])
        game = cls(config, int(data["seed"]))
        game.rng = Rng.from_str(str(data["rng"]))
        game.round = int(data["round"])
        game.deal = int(data["deal"])
        game.starter = int(data["starter"])
        game.current = int(data["current"])
        phase = data["phase"]
        if phase not in _DECISIONS:
            raise ValueError(f"unknown phase {phase!r}")
        game.phase = phase
        n = config.players
        hands, collections = data["hands"], data["collections"]
        if len(hands) != n or len(collections) != n or len(data["track"]) != n:
            raise ValueError("state does not match the number of players")
        game.hands = [_codes(h, "hands") for h in hands]
        game.display = _codes(data["display"], "display")
        game.booty = _codes(data["booty"], "booty")
        game.stock = _codes(data["stock"], "stock")
        game.collections = [_codes(c, "collections") for c in collections]
        game.secret = {CARD_CODES[name]: int(mask) for name, mask in data["secret"].items()}
        game.booty_seen = int(data["booty_seen"])
        game.steal_source = int(data["steal_source"])
        game.last_capturer = int(data["last_capturer"])
        game.track = [int(x) for x in data["track"]]
        game.winners = [int(x) for x in data["winners"]]
        game.last_scoring = _copy_plain(data["last_scoring"])
        everything = sorted(
            game.display
            + game.booty
            + game.stock
            + [c for h in game.hands for c in h]
            + [c for coll in game.collections for c in coll]
        )
        if everything != list(range(40)):
            raise ValueError("the state does not hold each of the 40 cards exactly once")
        return game

    # --- the pending decision --------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self.config.players

    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def decision(self) -> str:
        return _DECISIONS[self.phase]

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            phase = self.phase
            if phase == PLAY:
                legal = self._play_actions()
            elif phase == STEAL_SOURCE:
                legal = self._source_actions()
            elif phase == STEAL_CARD:
                pile = self.booty if self.steal_source == BOOTY else self.collections[self.steal_source]
                legal = tuple(_STEAL_CARD[c] for c in sorted(pile))
            else:
                legal = ()
            self._legal = legal
        return legal

    def _play_actions(self) -> tuple[Action, ...]:
        """Rules "A turn" and "Captures": compulsory captures, same strength before sums."""
        hand = self.hands[self.current]
        display = self.display
        if not display:
            return tuple([_PLAIN[c] for c in hand])
        ordered = sorted(display, key=_BY_STRENGTH)
        key = tuple([STRENGTH[d] for d in ordered])
        options = _OPTIONS.get(key)
        if options is None:
            options = _capture_options(key)
        out: list[Action] = []
        append = out.append
        for c in hand:
            if c == KRAKEN_CODE:
                # The kraken may sweep the whole display; like any 1 it must take a 1 if
                # it takes nothing else. A one-card display holding a 1 is a sweep anyway.
                sweep = _multi(c, tuple(ordered), True)
                if key[0] == 1:
                    if len(ordered) > 1:
                        row = _MATCH[c]
                        for (i,) in options[1]:
                            append(row[ordered[i]])
                    append(sweep)
                else:
                    append(_PLAIN[c])
                    append(sweep)
                continue
            choices = options[STRENGTH[c]]
            if not choices:
                append(_PLAIN[c])
            elif len(choices[0]) == 1:
                row = _MATCH[c]
                for (i,) in choices:
                    append(row[ordered[i]])
            else:
                cache = _MULTI_ROWS[c]
                for idx in choices:
                    taken = tuple([ordered[i] for i in idx])
                    action = cache.get(taken)
                    append(action if action is not None else _multi(c, taken, False))
        return tuple(out)

    def _source_actions(self) -> tuple[Action, ...]:
        seat = self.current
        out: list[Action] = [_STEAL_FROM[BOOTY]] if self.booty else []
        for v, coll in enumerate(self.collections):
            if v != seat and coll:
                out.append(_STEAL_FROM[v])
        return tuple(out)

    # --- applying actions -----------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        for candidate in legal:
            if candidate is action:
                break
        else:
            if action not in legal:
                raise self._why_illegal(action)
        events: list[Event] = []
        self._do(action, events)
        return events

    def _do(self, action: Action, events: list[Event] | None) -> None:
        """Carry out a legal action (``events`` None: a silent step, for AI playouts)."""
        self._legal = None
        if type(action) is Play:
            self._do_play(action, events)
        elif type(action) is StealFrom:
            self._do_steal_from(action.source, events)
        else:
            self._do_steal_card(CARD_CODES[action.card], events)  # type: ignore[union-attr]

    def _do_play(self, action: Play, events: list[Event] | None) -> None:
        seat = self.current
        c = CARD_CODES[action.card]
        self.hands[seat].remove(c)
        display = self.display
        if action.take:
            if action.sweep:
                taken = list(display)
                display.clear()
                key = "cards.event.kraken_sweep"
            else:
                taken = [CARD_CODES[t] for t in action.take]
                for t in taken:
                    display.remove(t)
                if len(taken) > 1:
                    key = "cards.event.sum"
                elif STRENGTH[taken[0]] == STRENGTH[c]:
                    key = "cards.event.match"
                else:
                    key = "cards.event.one_takes_ten"
            coll = self.collections[seat]
            coll.append(c)
            coll.extend(taken)
            self.last_capturer = seat
            if events is not None:
                events.append(_event(key, {"seat": seat, "card": action.card, "taken": list(action.take)}))
            if not display:
                # Rule "Clearing the display": steal one card.
                if events is not None:
                    events.append(_event("cards.event.display_cleared", {"seat": seat}))
                if self._steal_possible(seat):
                    self.phase = STEAL_SOURCE
                    return
                if events is not None:
                    events.append(Event("cards.event.steal_nothing", {"seat": seat}))
        else:
            if events is not None:
                key = (
                    "cards.event.kraken_declined"
                    if c == KRAKEN_CODE and display
                    else "cards.event.to_display"
                )
                events.append(_event(key, {"seat": seat, "card": action.card}))
            display.append(c)
        self._end_turn(events)

    def _steal_possible(self, seat: int) -> bool:
        if self.booty:
            return True
        return any(coll for v, coll in enumerate(self.collections) if v != seat)

    def _do_steal_from(self, source: int, events: list[Event] | None) -> None:
        seat = self.current
        bit = 1 << seat
        self.steal_source = source
        self.phase = STEAL_CARD
        if source == BOOTY:
            self.booty_seen |= bit
            if events is not None:
                events.append(
                    Event("cards.event.steal_looks_booty", {"seat": seat, "count": len(self.booty)})
                )
                events.append(
                    Event(
                        "cards.event.booty_cards",
                        {"seat": seat, "cards": _names(sorted(self.booty))},
                        visible_to=(seat,),
                        reveals=True,
                    )
                )
        else:
            secret = self.secret
            for c in self.collections[source]:
                if c in secret:
                    secret[c] |= bit
            if events is not None:
                events.append(Event("cards.event.steal_looks_player", {"seat": seat, "victim": source}))
                events.append(
                    Event(
                        "cards.event.collection_cards",
                        {"seat": seat, "victim": source, "cards": _names(sorted(self.collections[source]))},
                        visible_to=(seat,),
                        reveals=True,
                    )
                )

    def _do_steal_card(self, c: int, events: list[Event] | None) -> None:
        seat = self.current
        source = self.steal_source
        if source == BOOTY:
            self.booty.remove(c)
            # Only the thief, and whoever else has looked at the booty pile, knows the card.
            self.secret[c] = (1 << seat) | self.booty_seen
            if events is not None:
                events.append(Event("cards.event.steal_booty", {"seat": seat}))
                events.append(
                    Event(
                        "cards.event.steal_booty_card",
                        {"seat": seat, "card": CARD_NAMES[c]},
                        visible_to=(seat,),
                    )
                )
        else:
            self.collections[source].remove(c)
            self.secret.pop(c, None)  # a steal from a collection happens in the open
            if events is not None:
                events.append(
                    Event("cards.event.steal_player", {"seat": seat, "victim": source, "card": CARD_NAMES[c]})
                )
        self.collections[seat].append(c)
        self.steal_source = BOOTY
        self.phase = PLAY
        self._end_turn(events)

    def _end_turn(self, events: list[Event] | None) -> None:
        nxt = self.current + 1
        if nxt == self.config.players:
            nxt = 0
        if self.hands[nxt]:
            self.current = nxt
            return
        if self.stock:
            # Two players: the second half of the round, no new display cards.
            size = _DEALS[2][0]
            stock = self.stock
            self.hands = [sorted(stock[i * size : (i + 1) * size]) for i in range(self.config.players)]
            self.stock = []
            self.deal = 2
            self.current = nxt
            if events is not None:
                events.append(
                    Event("cards.event.second_deal", {"round": self.round, "starter": nxt}, reveals=True)
                )
            return
        self._end_round(events)

    # --- rounds ---------------------------------------------------------------------------

    def _start_round(self, events: list[Event] | None) -> None:
        """Rule "Set-up of a round": reshuffle all 40 cards and deal."""
        n = self.config.players
        hand_size, booty_size, _ = _DEALS[n]
        self.round += 1
        self.deal = 1
        self.starter = (self.round - 1) % n
        self.current = self.starter
        self.phase = PLAY
        deck = list(range(40))
        self.rng.shuffle(deck)
        self.display = deck[:_DISPLAY]
        pos = _DISPLAY
        self.hands = []
        for _ in range(n):
            self.hands.append(sorted(deck[pos : pos + hand_size]))
            pos += hand_size
        self.booty = sorted(deck[pos : pos + booty_size])
        pos += booty_size
        self.stock = deck[pos:]
        self.collections = [[] for _ in range(n)]
        self.secret = {}
        self.booty_seen = 0
        self.steal_source = BOOTY
        self.last_capturer = -1
        self._legal = None
        if events is not None:
            events.append(
                Event(
                    "cards.event.round_start",
                    {"round": self.round, "starter": self.starter, "display": _names(self.display)},
                    reveals=True,
                )
            )

    def _end_round(self, events: list[Event] | None) -> None:
        """Rules "Cards left in the display", "Round scoring" and "Game end"."""
        cfg = self.config
        n = cfg.players
        leftover = list(self.display)
        leftover_to = -1
        if leftover:
            if cfg.leftover == "last_capturer" and self.last_capturer >= 0:
                leftover_to = self.last_capturer
                self.collections[leftover_to].extend(leftover)
                self.display = []
                if events is not None:
                    events.append(
                        Event("cards.event.leftover", {"seat": leftover_to, "cards": _names(leftover)})
                    )
            elif events is not None:
                events.append(Event("cards.event.leftover_lost", {"cards": _names(leftover)}))
        if events is not None:
            events.append(Event("cards.event.round_end", {"round": self.round}))
        rows = [_score_row(coll) for coll in self.collections]
        points = [0] * n
        awards: list[dict[str, Any]] = []
        for category, worth in CATEGORIES:
            values = [row[category] for row in rows]
            if category in ("lady", "king"):
                leaders = [s for s in range(n) if values[s]]
            else:
                top = max(values)
                leaders = [s for s in range(n) if values[s] == top]
                if category in ("cards", "gold") and top == 0:
                    leaders = []
            if not leaders:
                result, scorers = "nobody", []
            elif len(leaders) == 1 or cfg.ties == "all":
                result, scorers = "won", leaders
            else:
                result, scorers = "tied", []
            for s in scorers:
                points[s] += worth
            awards.append({"category": category, "result": result, "seats": leaders, "points": worth})
            if events is not None:
                if result == "won":
                    for s in scorers:
                        events.append(
                            Event("cards.event.award", {"category": category, "seat": s, "count": worth})
                        )
                elif result == "tied":
                    events.append(Event("cards.event.award_tied", {"category": category, "seats": leaders}))
                else:
                    events.append(Event("cards.event.award_nobody", {"category": category}))
        track = self.track
        for s in range(n):
            if points[s]:
                track[s] += points[s]
                if events is not None:
                    events.append(
                        Event("cards.event.ship_moves", {"seat": s, "count": points[s], "position": track[s]})
                    )
        for s in range(n):
            rows[s]["points"] = points[s]
            rows[s]["position"] = track[s]
        self.last_scoring = {
            "round": self.round,
            "seats": rows,
            "awards": awards,
            "leftover": _names(leftover),
            "leftover_to": leftover_to,
        }
        front = max(track)
        if front >= cfg.target:
            leaders = [s for s in range(n) if track[s] == front]
            if len(leaders) == 1 or cfg.finish == "shared":
                self.winners = leaders
                self.phase = OVER
                self._legal = ()
                if events is not None:
                    events.append(Event("cards.event.game_over", {"winners": leaders, "position": front}))
                return
            if events is not None:
                events.append(Event("cards.event.goal_tie", {"seats": leaders, "position": front}))
        if self._playout:
            # an AI playout stops at the scoring: the next deal is unknown anyway
            self.phase = OVER
            self._legal = ()
            return
        self._start_round(events)

    # --- notation ---------------------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise IllegalAction("cards.illegal.notation", text=repr(text))
        raw = text.strip()
        words = raw.lower().split()
        if len(words) == 2 and words[0] == "from":
            if words[1] == "booty":
                return _STEAL_FROM[BOOTY]
            if words[1] in _SEAT_WORDS:
                return _STEAL_FROM[_SEAT_WORDS[words[1]]]
            raise IllegalAction("cards.illegal.notation", text=text)
        if len(words) == 2 and words[0] == "take":
            name = words[1].upper()
            if name in CARD_CODES:
                return _STEAL_CARD[CARD_CODES[name]]
            raise IllegalAction("cards.illegal.notation", text=text)
        if len(words) != 1:
            raise IllegalAction("cards.illegal.notation", text=text)
        word = words[0].upper()
        card, sep, rest = word.partition("X")
        if card not in CARD_CODES:
            raise IllegalAction("cards.illegal.notation", text=text)
        if not sep:
            return _PLAIN[CARD_CODES[card]]
        if rest == "*":
            return _parsed_multi(CARD_CODES[card], tuple(sorted(self.display, key=_BY_STRENGTH)), True)
        parts = rest.split("+")
        if not all(p in CARD_CODES for p in parts) or len(set(parts)) != len(parts):
            raise IllegalAction("cards.illegal.notation", text=text)
        taken = tuple(sorted((CARD_CODES[p] for p in parts), key=_BY_STRENGTH))
        if len(taken) == 1:
            return _MATCH[CARD_CODES[card]][taken[0]]
        return _parsed_multi(CARD_CODES[card], taken, False)

    def format_action(self, action: Action) -> str:
        return str(action)

    # --- why an action is illegal (only computed when one is) ---------------------------------

    def _why_illegal(self, action: Any) -> IllegalAction:
        phase = self.phase
        if phase == OVER:
            return IllegalAction("cards.illegal.game_over")
        if isinstance(action, Play):
            if phase != PLAY:
                return IllegalAction("cards.illegal.not_now")
            if action.card not in CARD_CODES:
                return IllegalAction("cards.illegal.unknown_card", card=str(action.card))
            c = CARD_CODES[action.card]
            if c not in self.hands[self.current]:
                return IllegalAction("cards.illegal.not_in_hand", card=action.card)
            for t in action.take:
                if t not in CARD_CODES:
                    return IllegalAction("cards.illegal.unknown_card", card=str(t))
                if CARD_CODES[t] not in self.display:
                    return IllegalAction("cards.illegal.not_in_display", card=t)
            if action.sweep and not self.display:
                return IllegalAction("cards.illegal.display_empty", card=action.card)
            if action.sweep and c != KRAKEN_CODE:
                return IllegalAction("cards.illegal.only_kraken_sweeps", card=action.card)
            if action.sweep and len(action.take) != len(self.display):
                return IllegalAction("cards.illegal.sweep_takes_all", card=action.card)
            if not action.take:
                return IllegalAction("cards.illegal.must_capture", card=action.card)
            s = STRENGTH[c]
            if any(STRENGTH[d] == s for d in self.display) and (
                len(action.take) > 1 or STRENGTH[CARD_CODES[action.take[0]]] != s
            ):
                return IllegalAction("cards.illegal.same_strength_first", card=action.card)
            if (
                len(action.take) == 1
                and s == 1
                and STRENGTH[CARD_CODES[action.take[0]]] == 10
                and (c == KRAKEN_CODE or any(STRENGTH[d] == 1 for d in self.display))
            ):
                return IllegalAction("cards.illegal.one_takes_ten", card=action.card)
            return IllegalAction("cards.illegal.bad_capture", card=action.card, strength=s)
        if isinstance(action, StealFrom):
            if phase != STEAL_SOURCE:
                return IllegalAction("cards.illegal.not_now")
            return IllegalAction("cards.illegal.bad_source", source=str(action))
        if isinstance(action, StealCard):
            if phase != STEAL_CARD:
                return IllegalAction("cards.illegal.not_now")
            return IllegalAction("cards.illegal.not_in_pile", card=str(action.card))
        return IllegalAction("cards.illegal.not_an_action", action=repr(action))

    # --- information --------------------------------------------------------------------------

    def display_names(self) -> list[str]:
        """The display cards as text, in the order they were laid out."""
        return _names(self.display)

    def visible_cards(self, seat: int, owner: int) -> list[int]:
        """The cards of ``owner``'s collection that ``seat`` can see (internal codes)."""
        coll = self.collections[owner]
        secret = self.secret
        if owner == seat or not secret:
            return list(coll)
        bit = 1 << seat
        return [c for c in coll if c not in secret or secret[c] & bit]

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` can see; the keys are listed in the package docstring."""
        if not 0 <= seat < self.config.players:
            raise ValueError(f"no seat {seat}")
        collections = []
        for owner, coll in enumerate(self.collections):
            seen = self.visible_cards(seat, owner)
            row = _score_row(seen)
            collections.append(
                {
                    "count": len(coll),
                    "cards": _names(sorted(seen)),
                    "hidden": len(coll) - len(seen),
                    "gold": row["gold"],
                    "lady": row["lady"],
                    "king": row["king"],
                    "booty": row["booty"],
                    "best": row["best"],
                }
            )
        steal: dict[str, Any] = {}
        if self.phase == STEAL_CARD:
            source = self.steal_source
            pile = self.booty if source == BOOTY else self.collections[source]
            steal = {
                "thief": self.current,
                "stage": "card",
                "source": source,
                "count": len(pile),
                "cards": _names(sorted(pile)) if seat == self.current else [],
            }
        elif self.phase == STEAL_SOURCE:
            steal = {"thief": self.current, "stage": "source", "source": NO_SOURCE, "count": 0, "cards": []}
        over = self.phase == OVER
        return {
            "seat": seat,
            "players": self.config.players,
            "goal": self.config.target,
            "options": self.config.options(),
            "round": self.round,
            "deal": self.deal,
            "deals": _DEALS[self.config.players][2],
            "starter": self.starter,
            "to_act": -1 if over else self.current,
            "decision": _DECISIONS[self.phase],
            "display": _names(self.display),
            "hand": _names(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "booty_size": len(self.booty),
            "booty_cards": _names(sorted(self.booty)) if self.booty_seen >> seat & 1 else [],
            "collections": collections,
            "track": list(self.track),
            "last_capturer": self.last_capturer,
            "steal": steal,
            "last_scoring": _copy_plain(self.last_scoring),
            "over": over,
            "winners": list(self.winners),
        }

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        track = self.track
        standings = tuple(
            Standing(
                seat=s,
                rank=1 + sum(1 for t in track if t > track[s]),
                score=track[s],
                details={"rounds": self.round},
            )
            for s in range(self.config.players)
        )
        return Outcome(
            Termination.FINISHED,
            tuple(self.winners),
            standings,
            reason_key="cards.event.game_over",
            reason_params={"winners": list(self.winners), "position": max(track)},
        )

    def progress(self) -> tuple[str, dict[str, Any]]:
        track = "-".join(str(t) for t in self.track)
        if self.phase == OVER:
            return ("cards.progress.over", {"round": self.round, "track": track, "goal": self.config.target})
        return ("cards.progress.playing", {"round": self.round, "track": track, "goal": self.config.target})


def _score_row(cards: Sequence[int]) -> dict[str, Any]:
    """Rule "Round scoring" for one collection: counts, the 1s and the booty total.

    The booty total adds, for each suit, the highest booty value among the cards of
    that suit; a suit with no card adds 0 (ruling "Booty total").
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
    chosen = [b for b in best if b >= 0]
    return {
        "cards": len(cards),
        "gold": gold,
        "lady": LADY_CODE in cards,
        "king": KING_CODE in cards,
        "booty": sum(VALUE[b] for b in chosen),
        "best": _names(chosen),
    }


def _copy_plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_copy_plain(v) for v in value]
    return value
