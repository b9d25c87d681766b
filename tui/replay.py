"""Replays: a game re-created from its seed, config and action list, shown at any action, read-only.

A :class:`Replay` plays the whole action list once when it is opened (the log records of every action,
and a snapshot of the engine state every :data:`CHECKPOINT_EVERY` actions). Moving to action ``k`` then
restores the nearest snapshot at or before ``k`` and applies at most ``CHECKPOINT_EVERY - 1`` actions, so
stepping back costs about as little as stepping forward. It holds a :class:`~tui.session.GameSession`
(no save store, no AI) whose ``game`` and ``records`` are the position shown, so each game's table screen
renders a replay exactly as it renders play.

A replay never writes a save, and never counts in the captain's record.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.base import Game
from saves import LoadedGame, SeatInfo, atomic_write_text
from tui.session import GameSession, LogRecord

__all__ = ["CHECKPOINT_EVERY", "Replay", "export_path"]

#: A snapshot of the engine state is kept every this many actions.
CHECKPOINT_EVERY = 16


@dataclass(frozen=True)
class _Source:
    game_cls: type[Game[Any, Any]]
    config: Any
    seed: int
    actions: tuple[str, ...]
    seats: tuple[SeatInfo, ...]
    extra: dict[str, Any]
    game_key: str
    name: str
    path: Path | None


class Replay:
    """One game, re-created from its seed and actions, positioned at action :attr:`index` (0: the start)."""

    def __init__(self, source: _Source) -> None:
        self.source = source
        game = source.game_cls.new(source.config, source.seed)
        self.records: list[LogRecord] = []
        self._checkpoints: dict[int, bytes] = {0: pickle.dumps(game.to_dict())}
        for number, text in enumerate(source.actions):
            seat = game.to_act
            decision = game.decision
            events = game.apply_text(text)
            self.records.append(
                LogRecord(
                    number=number,
                    seat=-1 if seat is None else seat,
                    decision=decision,
                    action=text,
                    events=tuple(events),
                )
            )
            if (number + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints[number + 1] = pickle.dumps(game.to_dict())
        self.final = game
        """The engine state after the last action."""
        self.finished = game.is_over
        """Whether the game was played to its end (then the replay may show every seat)."""
        self.session = GameSession.start(
            source.game_cls,
            source.config,
            source.seed,
            source.seats,
            extra=dict(source.extra),
            game_key=source.game_key or "replay",
            save_name=source.name,
        )
        self.index = 0
        self.round_starts = self._round_starts()

    # --- opening ------------------------------------------------------------------------------
    @classmethod
    def from_loaded(cls, loaded: LoadedGame) -> Replay:
        """The replay of a save read with ``SaveStore.load``."""
        extra = dict(loaded.extra)
        extra.pop("save_name", None)
        return cls(
            _Source(
                type(loaded.game),
                loaded.game.config,
                loaded.seed,
                tuple(loaded.actions),
                tuple(loaded.header.seats),
                extra,
                loaded.header.game_key,
                loaded.header.name,
                loaded.path,
            )
        )

    @classmethod
    def from_session(cls, session: GameSession) -> Replay:
        """The replay of a game just played (its game-over screen)."""
        return cls(
            _Source(
                session.game_cls,
                session.config,
                session.seed,
                tuple(session.actions),
                tuple(session.seats),
                dict(session.extra),
                session.game_key,
                session.save_name,
                None,
            )
        )

    # --- facts ------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """How many actions the game has."""
        return len(self.records)

    @property
    def game(self) -> Game[Any, Any]:
        """The engine state at :attr:`index`."""
        return self.session.game

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.source.seats

    @property
    def game_id(self) -> str:
        return self.session.game_id

    def _round_starts(self) -> list[int]:
        """The action indices at which a round begins (0 and every position right after a round start)."""
        starts = {0}
        for record in self.records:
            if any(event.key.endswith(".event.round_start") for event in record.events):
                starts.add(record.number + 1)
        return sorted(s for s in starts if s <= self.total)

    def seat_choices(self) -> list[int | None]:
        """The seats whose eyes the replay may take: any seat of a finished game; otherwise only the human
        seats (a replay of an unfinished game never shows an AI captain's hidden cards); ``None`` (the
        public view) when no human played an unfinished game."""
        if self.finished:
            return list(range(len(self.seats)))
        humans: list[int | None] = [i for i, seat in enumerate(self.seats) if seat.kind != "ai"]
        return humans or [None]

    def default_seat(self) -> int | None:
        """The seat shown first: the first human seat (else the first seat a finished game may show)."""
        humans = [i for i, seat in enumerate(self.seats) if seat.kind != "ai"]
        if humans:
            return humans[0]
        return self.seat_choices()[0]

    # --- moving ------------------------------------------------------------------------------
    def goto(self, index: int) -> int:
        """Show the position after ``index`` actions (clamped to 0..total); returns the index reached."""
        index = max(0, min(index, self.total))
        session = self.session
        if index == self.index + 1:
            session.game.apply_text(self.source.actions[self.index])
        elif index != self.index:
            session.game = self.state_at(index)
        session.records = self.records[:index]
        self.index = index
        return index

    def state_at(self, index: int) -> Game[Any, Any]:
        """A fresh engine state after ``index`` actions (from the nearest snapshot); the replay does not move."""
        index = max(0, min(index, self.total))
        base = max(k for k in self._checkpoints if k <= index)
        game = self.source.game_cls.from_dict(pickle.loads(self._checkpoints[base]))
        for text in self.source.actions[base:index]:
            game.apply_text(text)
        return game

    def step(self, delta: int) -> int:
        return self.goto(self.index + delta)

    def round_start(self, direction: int) -> int:
        """The start of the next round (``direction`` 1) or of this round, or the previous one when already at
        its start (-1)."""
        if direction > 0:
            later = [s for s in self.round_starts if s > self.index]
            return self.goto(later[0] if later else self.total)
        earlier = [s for s in self.round_starts if s < self.index]
        return self.goto(earlier[-1] if earlier else 0)

    # --- export ------------------------------------------------------------------------------
    def export_text(
        self, t: Callable[..., str], log_lines: Sequence[str], title: str, result: Sequence[str] = ()
    ) -> str:
        """The readable record of a finished game: a heading, the log and the final standings, then the
        game's ``result`` lines (a solo journey's title, level and advice) or else its winners."""
        outcome = self.final.outcome()
        names = self.session.display_names(t)
        lines = [title, "=" * len(title), ""]
        lines.append(t("replay.export.seed", seed=self.source.seed, count=self.total))
        lines.append("")
        lines.extend(log_lines)
        lines.append("")
        lines.append(t("replay.export.standings"))
        if outcome is not None:
            for standing in sorted(outcome.standings, key=lambda s: (s.rank, s.seat)):
                lines.append(
                    t(
                        "replay.export.standing",
                        rank=standing.rank,
                        name=names[standing.seat],
                        score=standing.score,
                    )
                )
            if result:
                lines.extend(result)
            elif outcome.winners:
                winners = ", ".join(names[s] for s in outcome.winners)
                lines.append(t("replay.export.winners", names=winners))
        return "\n".join(lines) + "\n"


def export_path(replay: Replay, save_dir: Path | None, fallback_name: str) -> Path:
    """Where a finished game's text record goes: beside its save (same name, ``.txt``); a game never saved
    under a name goes into ``save_dir`` under the name its save would have."""
    path = replay.source.path
    if path is not None:
        return path.with_suffix(".txt")
    from saves import sanitize_name

    folder = save_dir if save_dir is not None else Path.cwd()
    return folder / (sanitize_name(replay.source.name or fallback_name) + ".txt")


def write_export(path: Path, text: str) -> Path:
    """Write the text record atomically (a temp file and a rename); returns ``path``."""
    atomic_write_text(path, text)
    return path
