"""The 7Seas state machine: dealing, turns, the steal, the round's end and the race on the track.

Every rule is written down, with the sentence of the German or French description it
comes from, in ``engines/cards/RULES.md``; the section names below refer to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.base import Event, Game, Outcome, Standing, Termination
from engines.cards.actions import BOOTY, Action, Play, StealCard, StealFrom
from engines.cards.captures import STEAL_CARDS, play_actions, source_actions
from engines.cards.config import DEALS, DISPLAY_SIZE, CardConfig, config_from_dict, config_to_dict
from engines.cards.decision import DECISION_OF_PHASE, OVER, PLAY, STEAL_CARD, STEAL_SOURCE
from engines.cards.deck import CARD_CODES, CARD_NAMES, KRAKEN_CODE, STRENGTH
from engines.cards.notation import parse_action
from engines.cards.refusals import why_illegal
from engines.cards.scoring import award_events, score_round
from engines.cards.state import CardState, card_names
from engines.cards.view import CardView, public_view, seat_view

__all__ = ["CardGame"]


#: A public event built without copying its parameters (the engine's hot path).
_event = Event.public


#: The game's actions: anything else given to :meth:`CardGame.apply` is refused before it is compared.
ACTION_TYPES = frozenset((Play, StealFrom, StealCard))


class CardGame(CardState, Game[CardConfig, Action]):
    """One game of 7Seas: the rules over a :class:`CardState` (see the package docstring for the public API)."""

    GAME_ID = "cards"
    STATE_VERSION = 1

    def __init__(self, config: CardConfig, seed: int) -> None:
        super().__init__(config, seed)
        #: True only in an AI's imagined game (:meth:`imagined`): it stops after the round's scoring
        self.playout = False
        self._legal: tuple[Action, ...] | None = None

    # --- creation and serialization -------------------------------------------------------

    @classmethod
    def new(cls, config: CardConfig, seed: int) -> CardGame:
        game = cls(config, seed)
        game._start_round([])
        return game

    @classmethod
    def imagined(
        cls,
        config: CardConfig,
        *,
        round: int,
        deal: int,
        starter: int,
        current: int,
        phase: str,
        hands: list[list[int]],
        display: list[int],
        booty: list[int],
        stock: list[int],
        collections: list[list[int]],
        steal_source: int,
        last_capturer: int,
        track: list[int],
    ) -> CardGame:
        """A position an AI imagines (card codes, the lists taken as they are): the game stops
        after the round's scoring, keeps no secrets and has no past scoring.

        The position is not checked: :func:`engines.cards.worlds.sample_world` builds consistent ones.
        """
        game = cls(config, 0)
        game.round = round
        game.deal = deal
        game.starter = starter
        game.current = current
        game.phase = phase
        game.hands = hands
        game.display = display
        game.booty = booty
        game.stock = stock
        game.collections = collections
        game.steal_source = steal_source
        game.last_capturer = last_capturer
        game.track = track
        game.playout = True
        return game

    @classmethod
    def config_from_dict(cls, data: Mapping[str, Any]) -> CardConfig:
        return config_from_dict(data)

    @staticmethod
    def config_to_dict(config: CardConfig) -> dict[str, Any]:
        return config_to_dict(config)

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
            if type(action) not in ACTION_TYPES or action not in legal:
                raise why_illegal(action, self.phase, self.hands[self.current], self.display)
        events: list[Event] = []
        self._do(action, events)
        return events

    def step(self, action: Action) -> None:
        """Carry out a legal action silently: no events, and no check (AI playouts)."""
        self._do(action, None)

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
                        {"seat": seat, "cards": card_names(sorted(self.booty))},
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
                        {
                            "seat": seat,
                            "victim": source,
                            "cards": card_names(sorted(self.collections[source])),
                        },
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
                    {"round": self.round, "starter": self.starter, "display": card_names(self.display)},
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
                        Event("cards.event.leftover", {"seat": leftover_to, "cards": card_names(leftover)})
                    )
            elif events is not None:
                events.append(Event("cards.event.leftover_lost", {"cards": card_names(leftover)}))
        if events is not None:
            events.append(Event("cards.event.round_end", {"round": self.round}))
        track = self.track
        scoring = score_round(self.round, self.collections, track, cfg.ties, leftover, leftover_to)
        if events is not None:
            events.extend(award_events(scoring))
        for s, row in enumerate(scoring.seats):
            if row.points:
                track[s] += row.points
                if events is not None:
                    events.append(
                        Event(
                            "cards.event.ship_moves", {"seat": s, "count": row.points, "position": track[s]}
                        )
                    )
        self.last_scoring = scoring
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
        if self.playout:
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

    def view(self, seat: int) -> CardView:
        """What ``seat`` can see (see :class:`engines.cards.view.CardView`).

        Raises:
            ValueError: no such seat.
        """
        return seat_view(self, seat)

    def public_view(self) -> CardView:
        """What every seat can see (``seat`` -1; see :func:`engines.cards.view.public_view`)."""
        return public_view(self)

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
