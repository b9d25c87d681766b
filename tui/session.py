"""The game being played: engine state, seats, action list, log, saves, undo and AI moves.

A :class:`GameSession` is shared by every game's screens. It owns the engine game and
everything needed to save, resume and replay it exactly; screens only render what it holds
and hand it the players' choices. AI decisions are computed in a Textual thread worker
(:meth:`GameSession.start_ai`), from the seat's view only, so the screen never freezes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engines.agents import AgentFactory
from engines.base import Event, Game
from saves import LoadedGame, Occupant, SaveError, SaveStore, SeatInfo, actions_of, header_of

if TYPE_CHECKING:
    from textual.dom import DOMNode
    from textual.worker import Worker

__all__ = [
    "AUTOSAVE_PREFIX",
    "UNDO_RULES",
    "AgentFactory",
    "AiMove",
    "GameSession",
    "LogRecord",
    "UndoCheck",
    "decision_seed",
    "new_game_key",
]

#: The undo rules the Settings offer: ``strict`` takes back a play only while nothing was
#: revealed and nobody else moved since; ``casual`` also takes back the AI captains' replies.
UNDO_RULES: tuple[str, ...] = ("strict", "casual")

#: The default name of a game's autosave (``autosave-cards``); each game has its own autosave file.
AUTOSAVE_PREFIX = "autosave-"


def new_game_key() -> str:
    """A key naming one game: its saves and its autosave carry it."""
    return secrets.token_hex(6)


def decision_seed(seed: int, number: int, seat: int) -> int:
    """The AI's random seed for decision ``number`` of a game (the same after a resume).

    Every AI decision gets its own seed derived from the deal, the move number and the
    seat, so a resumed game continues with exactly the same AI randomness.
    """
    digest = hashlib.blake2b(f"{seed}:{number}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@dataclass(frozen=True)
class LogRecord:
    """One applied action and what it caused."""

    number: int
    """Index of the action in the action list (0 is the first move of the game)."""
    seat: int
    decision: str
    """The decision key the seat was answering (``cards.decision.play``)."""
    action: str
    """The action in the engine's notation."""
    events: tuple[Event, ...]

    @property
    def revealed(self) -> bool:
        """True when the action showed new information (a deal, a look at hidden cards)."""
        return any(event.reveals for event in self.events)

    def visible_events(self, viewer: int | None) -> list[Event]:
        """The events ``viewer`` may see (``None``: only public events)."""
        return [
            e for e in self.events if e.visible_to is None or (viewer is not None and viewer in e.visible_to)
        ]


@dataclass(frozen=True)
class UndoCheck:
    """Whether a seat may take back its last play, and if not, the message key saying why."""

    target: int | None
    """Action index to rewind to (the actions from there on are removed), or None."""
    reason: str = ""
    stopped_at: int = -1
    """The action whose revealed information stops the undo there (a die rolled, a card drawn), or -1: the undo
    goes back to the start of the seat's turn (or is refused for ``reason``)."""

    @property
    def possible(self) -> bool:
        return self.target is not None


@dataclass(frozen=True)
class AiMove:
    """An AI decision delivered back to the main thread."""

    token: int
    """The number of actions when the AI started thinking: a stale move is dropped."""
    seat: int
    action: Any
    error: BaseException | None = None


@dataclass
class GameSession:
    """Everything about one game in progress: engine state, seats, actions and log.

    Build it with :meth:`start` (a new game) or :meth:`from_loaded` (a save). Every action
    goes through :meth:`apply`, which keeps the notation list that saves, undo and replays
    use, and the records that the log renders.
    """

    game_cls: type[Game[Any, Any]]
    config: Any
    seed: int
    seats: tuple[SeatInfo, ...]
    game: Game[Any, Any]
    store: SaveStore | None = None
    agent_factory: AgentFactory | None = None
    ai_budget: float | None = None
    """Seconds per AI decision (None: each agent's default)."""
    turn_decisions: frozenset[str] = frozenset()
    """Decision keys that begin a turn (undo takes back a whole turn). Empty: a turn begins
    whenever the seat to act changes."""
    created: dt.datetime | None = None
    save_name: str = ""
    """The last name the game was saved under (offered again by the save dialog)."""
    autosave_slot: str = ""
    """The name the autosave is listed under (default ``autosave-<game id>``)."""
    game_key: str = ""
    """Which game this is (new games get a fresh key): each game has its own autosave file."""
    autosave_file: Path | None = None
    """Where the autosave goes (None: ``store.autosave_path(game, key)``); set when resuming an old-style autosave."""
    extra: dict[str, Any] = field(default_factory=dict)
    records: list[LogRecord] = field(default_factory=list)
    saved_at: int = -1
    """How many actions the game had when it was last saved under a name."""
    held: list[str] = field(default_factory=list)
    """Keys under which the app holds this game besides its own key (a save older than game keys is held by its
    file, see ``saves.lock_key``): let go of by :meth:`release`."""
    _ai_token: int = -1
    _ai_worker: Worker[Any] | None = None
    _hurry: threading.Event | None = None
    _pruned: bool = False

    # --- creation ---------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        game_cls: type[Game[Any, Any]],
        config: Any,
        seed: int,
        seats: Sequence[SeatInfo],
        **options: Any,
    ) -> GameSession:
        """A new game."""
        game = game_cls.new(config, seed)
        if len(seats) != game.num_seats:
            raise ValueError("one SeatInfo per seat is needed")
        if not options.get("game_key"):
            options["game_key"] = new_game_key()
        return cls(game_cls=game_cls, config=config, seed=seed, seats=tuple(seats), game=game, **options)

    @classmethod
    def from_loaded(cls, loaded: LoadedGame, **options: Any) -> GameSession:
        """Resume a save: the game is replayed from its seed so the log is complete."""
        extra = dict(loaded.extra)
        save_name = str(extra.pop("save_name", ""))
        header = loaded.header
        session = cls.start(
            type(loaded.game),
            loaded.game.config,
            loaded.seed,
            header.seats,
            created=header.created,
            save_name=save_name,
            extra=extra,
            game_key=header.game_key or new_game_key(),
            **options,
        )
        session.replay(loaded.actions)
        path = loaded.path
        store = session.store
        in_autosave_dir = path is not None and store is not None and path.parent == store.autosave_dir
        # a save written before games had keys, under the autosave's name, was that game's autosave
        legacy_autosave = path is not None and not header.game_key and header.name == session.autosave_name
        if in_autosave_dir or legacy_autosave:
            session.autosave_file = path
        else:
            session.save_name = header.name
            session.saved_at = len(session.records)
            if store is not None:
                session.autosave_file = session._branch_autosave(store, header.saved, loaded.actions)
        return session

    def _branch_autosave(
        self, store: SaveStore, named_saved: dt.datetime, named_actions: Sequence[str]
    ) -> Path | None:
        """Where a game resumed from a named save autosaves: its own autosave, unless that holds
        play newer than the named save (then it is kept, and this branch gets a file of its own).
        Newer play is other actions saved later: an autosave written a second after the named save with the
        same actions holds nothing more."""
        own = store.autosave_path(self.game_id, self.game_key)
        try:
            newer = header_of(own).saved > named_saved and actions_of(own) != list(named_actions)
        except SaveError as exc:
            newer = exc.key != "saves.error.not_found"  # an unreadable autosave is not overwritten either
        if not newer:
            return None
        return store.autosave_path(self.game_id, f"{self.game_key}-{new_game_key()[:6]}")

    def replay(self, actions: Sequence[str]) -> None:
        """Apply a list of actions in notation (from a save, or for undo)."""
        for text in actions:
            self.apply(self.game.parse_action(text))

    def rematch(self, seed: int) -> GameSession:
        """A new game with the same seats, rules and options, dealt from ``seed``."""
        return GameSession.start(
            self.game_cls,
            self.config,
            seed,
            self.seats,
            store=self.store,
            agent_factory=self.agent_factory,
            ai_budget=self.ai_budget,
            turn_decisions=self.turn_decisions,
            autosave_slot=self.autosave_slot,
            extra={
                key: self.extra[key] for key in ("default_names", "default_name_key") if key in self.extra
            },
        )  # a new game: a new key, so its autosave never replaces this one's

    # --- who plays --------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game_cls.GAME_ID

    @property
    def actions(self) -> list[str]:
        """The action list in notation, as saves store it."""
        return [record.action for record in self.records]

    def is_ai(self, seat: int) -> bool:
        return self.seats[seat].kind == "ai"

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind != "ai"]

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the screen: hands are hidden between their turns."""
        return len(self.human_seats) >= 2

    @property
    def all_ai(self) -> bool:
        return not self.human_seats

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def default_name_number(self, seat: int) -> int:
        """``n`` when ``seat`` keeps the default name "Player n" (shown in the current language),
        else 0. The set-up records it in ``extra["default_names"]`` (one number per seat)."""
        numbers = self.extra.get("default_names")
        if not isinstance(numbers, list) or seat >= len(numbers):
            return 0
        number = numbers[seat]
        return number if isinstance(number, int) and not isinstance(number, bool) and 0 < number < 100 else 0

    def display_name(self, seat: int, t: Callable[..., str]) -> str:
        """The name to show for ``seat``: a default name in the language of ``t``, else as typed.

        The default name's message key is the game's (``extra["default_name_key"]``, a set-up's
        ``…name_placeholder``: "Captain n" on the board), else "Player n"."""
        number = self.default_name_number(seat)
        if not number:
            return self.seats[seat].name
        key = self.extra.get("default_name_key")
        if not (isinstance(key, str) and key.endswith(".name_placeholder")):
            key = "play.more.seat.default_name"
        return t(key, n=number)

    def display_names(self, t: Callable[..., str]) -> list[str]:
        """:meth:`display_name` of every seat."""
        return [self.display_name(seat, t) for seat in range(len(self.seats))]

    # --- playing ----------------------------------------------------------------------------
    def apply(self, action: Any) -> list[Event]:
        """Carry out an action for the seat to act; raises ``IllegalAction`` if not legal."""
        game = self.game
        seat = game.to_act
        if seat is None:
            from engines.base import IllegalAction

            raise IllegalAction("play.illegal.game_over")
        decision = game.decision
        text = game.format_action(action)
        events = game.apply(action)
        self.records.append(
            LogRecord(
                number=len(self.records), seat=seat, decision=decision, action=text, events=tuple(events)
            )
        )
        return events

    # --- undo -------------------------------------------------------------------------------
    def _turn_start(self, index: int) -> bool:
        record = self.records[index]
        if self.turn_decisions:
            return record.decision in self.turn_decisions
        return index == 0 or self.records[index - 1].seat != record.seat

    def undo_check(self, seat: int | None, *, rule: str = "strict") -> UndoCheck:
        """Whether ``seat`` may take back its last play now.

        ``strict`` (the default): possible while every action since the start of that seat's
        last turn is its own; an action that revealed something (a new deal, a look at hidden cards,
        a die rolled) is never taken back: the undo stops just after it (``stopped_at``), and is
        refused when it was the seat's last play. ``casual``: the AI captains' moves since then are taken back
        too, revealed or not; another human's move still ends it (it is theirs to keep).
        """
        if rule not in UNDO_RULES:
            raise ValueError(f"unknown undo rule {rule!r}")
        if seat is None or self.is_ai(seat):
            return UndoCheck(None, "play.undo.nothing")
        own = [r for r in self.records if r.seat == seat]
        if not own:
            return UndoCheck(None, "play.undo.nothing")
        casual = rule == "casual"
        last = len(self.records) - 1
        for index in range(last, -1, -1):
            record = self.records[index]
            if record.seat != seat:
                if casual and self.is_ai(record.seat):
                    continue
                return UndoCheck(None, "play.undo.other_moved")
            if record.revealed and not casual:
                # Nothing revealed is ever taken back: the plays after it are, back to just after it.
                if index == last:
                    return UndoCheck(None, "play.undo.revealed", stopped_at=index)
                return UndoCheck(index + 1, stopped_at=index)
            if self._turn_start(index):
                return UndoCheck(index)
        return UndoCheck(None, "play.undo.nothing")  # pragma: no cover - index 0 is a turn start

    def undo(self, seat: int | None, *, rule: str = "strict") -> UndoCheck:
        """Take back ``seat``'s last play if ``rule`` allows: replay the actions before it."""
        check = self.undo_check(seat, rule=rule)
        if check.target is None:
            return check
        self.cancel_ai()
        kept = self.actions[: check.target]
        self.game = self.game_cls.new(self.config, self.seed)
        self.records = []
        self.replay(kept)
        return check

    # --- saving -----------------------------------------------------------------------------
    @property
    def autosave_name(self) -> str:
        return self.autosave_slot or AUTOSAVE_PREFIX + self.game_id

    @property
    def unsaved(self) -> bool:
        """True when moves were made since the last save under a name (or there was none)."""
        return bool(self.records) and len(self.records) != self.saved_at

    def _store(self) -> SaveStore:
        if self.store is None:
            raise RuntimeError("this session has no save store")
        return self.store

    def save(self, name: str) -> Path:
        """Save under ``name`` (raises ``SaveError``); the name is offered again next time.

        Whatever the file held is replaced: ask first when :meth:`save_would_replace` says so.
        """
        if self.created is None:
            self.created = dt.datetime.now(dt.UTC).replace(microsecond=0)
        path = self._store().save(
            name,
            self.game,
            seed=self.seed,
            actions=self.actions,
            seats=self.seats,
            created=self.created,
            extra={**self.extra, "save_name": name},
            game_key=self.game_key,
            hold=True,
        )
        self.save_name = name
        self.saved_at = len(self.records)
        return path

    def save_would_replace(self, name: str) -> Occupant | None:
        """The save that saving under ``name`` would replace, when it is another game or another name.

        None when the file is free or holds an earlier position of this very game under this name.
        Raises ``SaveError`` for a name that cannot be used.
        """
        occupant = self._store().occupant(name)
        if occupant is None or occupant.same_game(self.game_key):
            return None
        return occupant

    @property
    def autosave_path(self) -> Path:
        """This game's own autosave file."""
        if self.autosave_file is not None:
            return self.autosave_file
        return self._store().autosave_path(self.game_id, self.game_key)

    def autosave(self) -> Path | None:
        """Write this game's autosave (every turn). Returns None when there is no store.

        Each game has its own autosave file, so starting another game never replaces it; the
        first autosave of a session prunes the oldest autosaves of finished games.
        """
        if self.store is None:
            return None
        if self.created is None:
            self.created = dt.datetime.now(dt.UTC).replace(microsecond=0)
        path = self.store.save(
            self.autosave_name,
            self.game,
            seed=self.seed,
            actions=self.actions,
            seats=self.seats,
            created=self.created,
            extra={**self.extra, "save_name": self.save_name},
            game_key=self.game_key,
            path=self.autosave_path,
            hold=True,
        )
        if not self._pruned:
            self._pruned = True
            self.store.prune_autosaves(protect=path)
        return path

    def hold(self, key: str) -> None:
        """Remember that the app holds this game under ``key`` too (let go of by :meth:`release`)."""
        if key and key not in self.held:
            self.held.append(key)

    def release(self) -> None:
        """Let go of this game (its table closed): another app may open it now. Writing it again holds it
        again."""
        if self.store is not None:
            for key in (self.game_key, *self.held):
                self.store.release(key)
        self.held.clear()

    def prune_finished(self) -> list[Path]:
        """The game is over and its autosave written: prune the oldest autosaves of finished games beyond the
        bound (``saves.MAX_FINISHED``), never this one nor an unfinished one."""
        if self.store is None:
            return []
        try:
            return self.store.prune_autosaves(protect=self.autosave_path)
        except OSError:
            return []

    def drop_autosave(self) -> None:
        """Remove this game's autosave (a game of AI captains alone: nothing to continue or replay)."""
        if self.store is not None:
            self.store.delete(self.autosave_path)

    # --- AI ---------------------------------------------------------------------------------
    def ai_seed(self) -> int:
        """The seed of the pending AI decision."""
        seat = self.game.to_act
        return decision_seed(self.seed, len(self.records), -1 if seat is None else seat)

    def choose_ai(self) -> Any:
        """Decide the pending AI move synchronously (tests, headless play)."""
        seat = self.game.to_act
        assert seat is not None and self.is_ai(seat)
        return self._decide(seat, self.game.view(seat), list(self.game.legal_actions()), self.ai_seed())

    def _decide(self, seat: int, view: Any, legal: list[Any], seed: int) -> Any:
        if self.agent_factory is None:
            raise RuntimeError("this session has no AI")
        level = self.seats[seat].level or "medium"
        agent = self.agent_factory(level, seed, self.ai_budget)
        return agent.choose(view, legal)

    @property
    def ai_thinking(self) -> bool:
        """True while an AI worker is deciding a move for the current position."""
        return self._ai_worker is not None and self._ai_token == len(self.records)

    def start_ai(
        self,
        node: DOMNode,
        on_move: Callable[[AiMove], None],
        *,
        delay: float = 0.0,
    ) -> Worker[Any]:
        """Let the AI seat to act decide in a thread worker owned by ``node``.

        The seat's view and legal actions are taken now, on the main thread; the worker
        only computes. The move is handed to ``on_move`` on the main thread no sooner than
        ``delay`` seconds after the start, so a person can follow the play.
        """
        seat = self.game.to_act
        if seat is None or not self.is_ai(seat):
            raise RuntimeError("no AI seat to act")
        self.cancel_ai()
        token = len(self.records)
        view = self.game.view(seat)
        legal = list(self.game.legal_actions())
        seed = self.ai_seed()
        app = node.app
        cancelled = threading.Event()
        hurry = self._hurry
        if hurry is None or hurry.is_set():
            hurry = self._hurry = threading.Event()

        def think() -> None:
            started = time.monotonic()
            try:
                action = self._decide(seat, view, legal, seed)
                move = AiMove(token, seat, action)
            except Exception as exc:
                move = AiMove(token, seat, None, exc)
            while not cancelled.is_set():
                left = delay - (time.monotonic() - started)
                if left <= 0 or hurry.is_set():
                    break
                cancelled.wait(min(left, 0.05))
            if cancelled.is_set():
                return
            app.call_from_thread(self._deliver, move, on_move)

        self._ai_token = token
        worker = node.run_worker(think, name=f"ai-{seat}", group="ai", thread=True, exit_on_error=False)
        worker._seas_cancel = cancelled  # type: ignore[attr-defined]
        self._ai_worker = worker
        return worker

    def _deliver(self, move: AiMove, on_move: Callable[[AiMove], None]) -> None:
        if move.token != len(self.records) or self._ai_token != move.token:
            return  # the position changed (undo, load): a stale decision
        self._ai_worker = None
        self._ai_token = -1
        on_move(move)

    def hurry_ai(self) -> None:
        """Deliver the AI decision in progress as soon as it is made (the player skips the pace)."""
        if self._hurry is not None:
            self._hurry.set()

    def cancel_ai(self) -> None:
        """Forget any AI decision in progress (its result will be dropped)."""
        worker = self._ai_worker
        if worker is not None:
            cancel = getattr(worker, "_seas_cancel", None)
            if cancel is not None:
                cancel.set()
            worker.cancel()
        self._ai_worker = None
        self._ai_token = -1

    # --- reading ----------------------------------------------------------------------------
    def records_since(self, number: int) -> list[LogRecord]:
        return self.records[number:]

    def describe(self) -> Mapping[str, Any]:
        """A small summary for debugging and tests."""
        return {
            "game": self.game_id,
            "seed": self.seed,
            "actions": len(self.records),
            "to_act": self.game.to_act,
        }
