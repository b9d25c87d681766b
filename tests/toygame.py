"""A tiny game that proves the engine contract and the saves (tests only).

"Twenty-one": a deck of cards 1-9 (twice) is shuffled; each of 2-3 seats holds 3 hidden
cards. On your turn you play a card onto the shared total and draw a replacement, or,
once per game, pass. Whoever makes the total exceed 21 is out of that hand; the last
seat standing scores a point. First to ``target`` points wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.base import Event, Game, IllegalAction, Outcome, Rng, Standing, Termination
from engines.registry import register


@dataclass(frozen=True)
class ToyConfig:
    seats: int = 2
    target: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.seats <= 3:
            raise ValueError("seats must be 2 or 3")
        if not 1 <= self.target <= 9:
            raise ValueError("target must be 1..9")


@dataclass(frozen=True)
class ToyAction:
    kind: str  # "play" or "pass"
    card: int = 0

    def __str__(self) -> str:
        return f"play {self.card}" if self.kind == "play" else "pass"


@register
class ToyGame(Game[ToyConfig, ToyAction]):
    GAME_ID = "toy"

    def __init__(self, config: ToyConfig, seed: int) -> None:
        self.config = config
        self.seed = seed
        self.rng = Rng(seed)
        self.scores = [0] * config.seats
        self.hands: list[list[int]] = [[] for _ in range(config.seats)]
        self.deck: list[int] = []
        self.total = 0
        self.alive = [True] * config.seats
        self.passed = [False] * config.seats
        self.current = 0
        self.over = False
        self.hand_number = 0

    @classmethod
    def new(cls, config: ToyConfig, seed: int) -> ToyGame:
        game = cls(config, seed)
        game._deal()
        return game

    def _deal(self) -> None:
        self.hand_number += 1
        self.deck = list(range(1, 10)) * 2
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(3)] for _ in range(self.config.seats)]
        self.total = 0
        self.alive = [True] * self.config.seats
        self.passed = [False] * self.config.seats

    # serialization
    @classmethod
    def config_from_dict(cls, data: Mapping[str, Any]) -> ToyConfig:
        seats, target = data["seats"], data["target"]
        if not isinstance(seats, int) or not isinstance(target, int):
            raise TypeError("config values must be integers")
        return ToyConfig(seats=seats, target=target)

    @staticmethod
    def config_to_dict(config: ToyConfig) -> dict[str, Any]:
        return {"seats": config.seats, "target": config.target}

    def to_dict(self) -> dict[str, Any]:
        return {
            "config": self.config_to_dict(self.config),
            "seed": self.seed,
            "rng": self.rng.to_str(),
            "scores": list(self.scores),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "total": self.total,
            "alive": list(self.alive),
            "passed": list(self.passed),
            "current": self.current,
            "over": self.over,
            "hand_number": self.hand_number,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ToyGame:
        game = cls(cls.config_from_dict(data["config"]), data["seed"])
        game.rng = Rng.from_str(data["rng"])
        game.scores = list(data["scores"])
        game.hands = [list(h) for h in data["hands"]]
        game.deck = list(data["deck"])
        game.total = data["total"]
        game.alive = list(data["alive"])
        game.passed = list(data["passed"])
        game.current = data["current"]
        game.over = data["over"]
        game.hand_number = data["hand_number"]
        return game

    # decision
    @property
    def num_seats(self) -> int:
        return self.config.seats

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.current

    @property
    def decision(self) -> str:
        return "toy.decision.play"

    def legal_actions(self) -> list[ToyAction]:
        if self.over:
            return []
        actions = [ToyAction("play", c) for c in sorted(set(self.hands[self.current]))]
        if not self.passed[self.current]:
            actions.append(ToyAction("pass"))
        return actions

    def parse_action(self, text: str) -> ToyAction:
        parts = text.split()
        if parts == ["pass"]:
            return ToyAction("pass")
        if len(parts) == 2 and parts[0] == "play" and parts[1].isdigit():
            return ToyAction("play", int(parts[1]))
        raise IllegalAction("toy.illegal.notation", text=text)

    def apply(self, action: ToyAction) -> list[Event]:
        if self.over:
            raise IllegalAction("toy.illegal.game_over")
        if action not in self.legal_actions():
            raise IllegalAction("toy.illegal.action", action=str(action))
        seat = self.current
        events: list[Event] = []
        if action.kind == "pass":
            self.passed[seat] = True
            events.append(Event("toy.event.pass", {"seat": seat}))
        else:
            self.hands[seat].remove(action.card)
            self.total += action.card
            events.append(Event("toy.event.play", {"seat": seat, "card": action.card, "total": self.total}))
            if self.deck:
                card = self.deck.pop()
                self.hands[seat].append(card)
                events.append(
                    Event("toy.event.draw", {"seat": seat, "card": card}, visible_to=[seat], reveals=True)
                )
            if self.total > 21:
                self.alive[seat] = False
                events.append(Event("toy.event.bust", {"seat": seat}))
        standing = [s for s in range(self.num_seats) if self.alive[s]]
        if len(standing) == 1 or not any(self.hands[s] for s in standing):
            for s in standing:
                self.scores[s] += 1
            events.append(Event("toy.event.hand_won", {"seats": standing}))
            if max(self.scores) >= self.config.target:
                self.over = True
                events.append(Event("toy.event.game_over", {}))
                return events
            self._deal()
            events.append(Event("toy.event.deal", {"hand": self.hand_number}, reveals=True))
            self.current = (self.hand_number - 1) % self.num_seats
            return events
        nxt = (seat + 1) % self.num_seats
        while not self.alive[nxt] or not self.hands[nxt]:
            nxt = (nxt + 1) % self.num_seats
        self.current = nxt
        return events

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "seat": seat,
            "hand": sorted(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "total": self.total,
            "scores": list(self.scores),
            "deck_size": len(self.deck),
        }

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        best = max(self.scores)
        winners = tuple(s for s in range(self.num_seats) if self.scores[s] == best)
        ranks = sorted(set(self.scores), reverse=True)
        standings = tuple(
            Standing(seat=s, rank=ranks.index(self.scores[s]) + 1, score=self.scores[s])
            for s in range(self.num_seats)
        )
        return Outcome(Termination.FINISHED, winners, standings)

    def progress(self) -> tuple[str, dict[str, Any]]:
        return ("common.progress.unknown", {})


GAME_CLASS = ToyGame
