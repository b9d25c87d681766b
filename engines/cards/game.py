"""The 7Seas state machine: dealing, turns, the steal, round scoring and the race on the track.

Every rule is written down, with the sentence of the German or French description it
comes from, in ``engines/cards/RULES.md``; the section names below refer to it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.base import Event, Game, Outcome, Rng, Standing, Termination
from engines.cards.actions import BOOTY, Action, Play, StealFrom
from engines.cards.captures import STEAL_CARDS, play_actions, source_actions
from engines.cards.config import CATEGORIES, DEALS, DISPLAY_SIZE, CardConfig, config_from_dict, config_to_dict
from engines.cards.decision import (
    DECISION_OF_PHASE,
    NO_SOURCE,
    OVER,
    PLAY,
    STEAL_CARD,
    STEAL_SOURCE,
)
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
from engines.cards.notation import parse_action
from engines.cards.refusals import why_illegal

__all__ = ["CardGame"]


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
        return config_from_dict(data)

    @staticmethod
    def config_to_dict(config: CardConfig) -> dict[str, Any]:
        return config_to_dict(config)

    def to_dict(self) -> dict[str, Any]:
        return {
            "config": config_to_dict(self.config),
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
        config = config_from_dict(data["config"])
        game = cls(config, int(data["seed"]))
        game.rng = Rng.from_str(str(data["rng"]))
        game.round = int(data["round"])
        game.deal = int(data["deal"])
        game.starter = int(data["starter"])
        game.current = int(data["current"])
        phase = data["phase"]
        if phase not in DECISION_OF_PHASE:
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
        return DECISION_OF_PHASE[self.phase]

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            phase = self.phase
            if phase == PLAY:
                legal = play_actions(self.hands[self.current], self.display)
            elif phase == STEAL_SOURCE:
                legal = source_actions(self.current, self.booty, self.collections)
            elif phase == STEAL_CARD:
                pile = self.booty if self.steal_source == BOOTY else self.collections[self.steal_source]
                legal = tuple(STEAL_CARDS[c] for c in sorted(pile))
            else:
                legal = ()
            self._legal = legal
        return legal

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
                raise why_illegal(action, self.phase, self.hands[self.current], self.display)
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
            size = DEALS[2][0]
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
        hand_size, booty_size, _ = DEALS[n]
        self.round += 1
        self.deal = 1
        self.starter = (self.round - 1) % n
        self.current = self.starter
        self.phase = PLAY
        deck = list(range(40))
        self.rng.shuffle(deck)
        self.display = deck[:DISPLAY_SIZE]
        pos = DISPLAY_SIZE
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
        return parse_action(text, self.display)

    def format_action(self, action: Action) -> str:
        return str(action)

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
            "deals": DEALS[self.config.players][2],
            "starter": self.starter,
            "to_act": -1 if over else self.current,
            "decision": DECISION_OF_PHASE[self.phase],
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
