"""The contract every Seven Seas rules engine implements (see ``engines/README.md``)."""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

__all__ = [
    "Agent",
    "Event",
    "Game",
    "IllegalAction",
    "Outcome",
    "Rng",
    "Standing",
    "Termination",
    "toml_ready",
]

ParamValue = str | int | float | bool | list[Any] | tuple[Any, ...] | dict[str, Any]


class IllegalAction(ValueError):
    """An action the rules do not allow now. The state is left exactly as it was.

    Attributes:
        key: A message key in the locale files, e.g. ``"cards.illegal.not_in_hand"``.
        params: Values for the key's ``{named}`` placeholders.
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(f"{key} {params}" if params else key)
        self.key = key
        self.params: dict[str, Any] = params


class Event:
    """Something that happened, as a message key plus parameters (never prose).

    ``visible_to`` is ``None`` for a public event, or the seats that may see it (a
    stolen card seen only by the thief). ``reveals`` marks events that show new
    information (a die, a drawn card): play cannot be undone past them.
    """

    __slots__ = ("key", "params", "reveals", "visible_to")

    def __init__(
        self,
        key: str,
        params: Mapping[str, Any] | None = None,
        *,
        visible_to: Iterable[int] | None = None,
        reveals: bool = False,
    ) -> None:
        self.key = key
        self.params: dict[str, Any] = dict(params) if params else {}
        self.visible_to: frozenset[int] | None = None if visible_to is None else frozenset(visible_to)
        self.reveals = reveals

    @classmethod
    def public(cls, key: str, params: dict[str, Any], reveals: bool = False) -> Event:
        """A public event that takes ``params`` as it is, without a copy (the engines' hot paths hand over
        a dict built for it)."""
        event = cls.__new__(cls)
        event.key = key
        event.params = params
        event.visible_to = None
        event.reveals = reveals
        return event

    def visible(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (``None`` means an all-seeing observer)."""
        return self.visible_to is None or seat is None or seat in self.visible_to

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.key, self.params, self.visible_to, self.reveals) == (
            other.key,
            other.params,
            other.visible_to,
            other.reveals,
        )

    def __repr__(self) -> str:
        extra = "" if self.visible_to is None else f", visible_to={sorted(self.visible_to)}"
        return f"Event({self.key!r}, {self.params!r}{extra})"


class Termination(enum.Enum):
    """Why a game ended."""

    FINISHED = "finished"  # the rules' own end (a goal reached, the last round scored)


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place at the end: ``rank`` 1 is best; equal ranks are shared."""

    seat: int
    rank: int
    score: int
    details: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game."""

    termination: Termination
    winners: tuple[int, ...]
    standings: tuple[Standing, ...]
    reason_key: str = ""
    reason_params: Mapping[str, Any] = field(default_factory=dict)


_MASK64 = (1 << 64) - 1


class Rng:
    """A small seeded generator (SplitMix64) whose whole state is one integer.

    Kept inside a game state, it serializes to a short string, so a saved game
    resumes with exactly the same dice and shuffles.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[Any]) -> Any:
        """One element chosen uniformly."""
        return items[self.randrange(len(items))]

    def to_str(self) -> str:
        """The state as 16 hex digits (TOML integers are signed 64-bit)."""
        return f"{self.state:016x}"

    @classmethod
    def from_str(cls, text: str) -> Rng:
        """Rebuild a generator from :meth:`to_str`."""
        rng = cls(0)
        rng.state = int(text, 16) & _MASK64
        return rng

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        other = Rng(0)
        other.state = self.state
        return other


ConfigT = TypeVar("ConfigT")
ActionT = TypeVar("ActionT")


class Game(ABC, Generic[ConfigT, ActionT]):
    """One playthrough of a game: plain-data state plus the pending decision.

    Subclasses keep every piece of state in plain attributes that :meth:`to_dict`
    turns into a TOML-ready dict (strings, ints, bools, lists, tables: no ``None``)
    and :meth:`from_dict` rebuilds exactly. Chance comes only from ``self.rng``.
    """

    GAME_ID: ClassVar[str]
    """Stable id used in saves and on the command line (``"cards"``, ``"board"``)."""
    STATE_VERSION: ClassVar[int] = 1
    """Version of the :meth:`to_dict` layout."""

    config: ConfigT
    seed: int
    rng: Rng

    # --- creation and serialization -------------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, config: ConfigT, seed: int) -> Game[ConfigT, ActionT]:
        """Set up a fresh game; every shuffle and die comes from ``seed``."""

    @classmethod
    @abstractmethod
    def config_from_dict(cls, data: Mapping[str, Any]) -> ConfigT:
        """Rebuild a config; raises ``ValueError`` or ``TypeError`` on bad data."""

    @staticmethod
    @abstractmethod
    def config_to_dict(config: ConfigT) -> dict[str, Any]:
        """A TOML-ready dict for the config."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state, TOML-ready."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game[ConfigT, ActionT]:
        """Rebuild a state from :meth:`to_dict` output."""

    # --- the pending decision ---------------------------------------------------------
    @property
    @abstractmethod
    def num_seats(self) -> int:
        """How many seats play."""

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must decide now, or ``None`` when the game is over."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.to_act is None

    @property
    @abstractmethod
    def decision(self) -> str:
        """A message key naming what the seat to act is deciding (``"cards.decision.play"``)."""

    @abstractmethod
    def legal_actions(self) -> Sequence[ActionT]:
        """Everything the seat to act may do now, each exactly once. Empty when over."""

    @abstractmethod
    def apply(self, action: ActionT) -> list[Event]:
        """Carry out ``action`` for the seat to act and return what happened.

        Raises:
            IllegalAction: the action is not legal now; nothing has changed.
        """

    # --- notation ---------------------------------------------------------------------
    @abstractmethod
    def parse_action(self, text: str) -> ActionT:
        """Read an action from its short text notation (as in saves and logs).

        Raises:
            IllegalAction: ``text`` is not a well-formed action.
        """

    def format_action(self, action: ActionT) -> str:
        """The short text notation of ``action``; ``str(action)`` by default."""
        return str(action)

    def apply_text(self, text: str) -> list[Event]:
        """Parse and apply an action written in notation."""
        return self.apply(self.parse_action(text))

    # --- information and results --------------------------------------------------------
    @abstractmethod
    def view(self, seat: int) -> Any:
        """What ``seat`` can see: hidden cards of others are absent, not just masked."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    def progress(self) -> tuple[str, dict[str, Any]]:
        """A message key and parameters summing up how far the game is (for the load list)."""
        return ("common.progress.unknown", {})


def toml_ready(value: Any) -> Any:
    """Normalize nested data the way a TOML round trip would (tuples become lists).

    Raises:
        TypeError: ``value`` holds something TOML cannot represent (``None``, objects).
    """
    if isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Mapping):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise TypeError(f"TOML keys must be strings, not {type(k).__name__}")
            out[k] = toml_ready(v)
        return out
    if isinstance(value, list | tuple):
        return [toml_ready(v) for v in value]
    raise TypeError(f"{type(value).__name__} cannot be written to TOML")


class Agent(Protocol):
    """A player that decides from its seat's view only (both games' AI captains; ``engines.agents`` makes them).

    ``needs_view`` False lets a caller skip building a view (random agents).
    """

    name: str
    needs_view: bool

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """Pick one of ``legal``."""
