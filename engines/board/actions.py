"""Actions of The 7 Seas: frozen word tuples whose text notation is the words joined by spaces.

An action is what the seat to act answers to the pending decision, for example ``place captain 3``,
``land explore``, ``move azure reveal``, ``set boarding``, ``pay food wood`` or ``accept``. The same
text goes into saves, logs, tests and AI traces; ``Act.parse(str(a)) == a`` always holds.
The verbs and what they mean are listed in the package docstring (``engines/board/__init__.py``).
"""

from __future__ import annotations

import re
from typing import Self

__all__ = ["VERBS", "Act"]

_WORD = re.compile(r"^[a-z0-9_|]+$")

#: Every verb an action may start with.
VERBS = frozenset(
    {
        # set-up
        "hideout",
        "ate",  # the last fisherman: when you last ate fish
        # turn: place a token, announce the reduced action, choose the next action
        "place",
        "reduce",
        "sail",
        "coast",
        "land",
        "scavenge",
        "dock",
        "work",
        "upgrade",
        "repair",
        "both",
        "fix",
        "fish",
        "await",
        "trade",
        "attack",
        "end",
        "home",
        # sail at sea and encounters
        "move",
        "explore",
        "boost",
        "stop",
        "avoid",
        "handle",
        # dice rolls
        "food",
        "rum",
        "die",
        "stars",
        "set",
        "roll",
        # payments, repairs, rewards, overload, tokens
        "pay",
        "spend",
        "take",
        "forgo",
        "track",
        "extra",
        "skip",
        "use",
        "discard",
        # trade and attack between players
        "give",
        "ask",
        "propose",
        "cancel",
        "accept",
        "refuse",
        "escape",
        "fight",
        "steal",
        "parrot",
        "done",
        # Solo mode: the mist tile, the curses' starting malus
        "mist",
        "curse",
    }
)


class Act(tuple[str, ...]):
    """One action: a tuple of lowercase words (verb first). Immutable and hashable."""

    __slots__ = ()

    def __new__(cls, *words: str) -> Self:
        return tuple.__new__(cls, words)

    @property
    def verb(self) -> str:
        return str(self[0])

    def arg(self, i: int, default: str = "") -> str:
        """The ``i``-th word after the verb, or ``default``."""
        return self[i + 1] if len(self) > i + 1 else default

    def __str__(self) -> str:
        return " ".join(self)

    def __repr__(self) -> str:
        return f"Act({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Act | None:
        """The action written as ``text``, or ``None`` when it is not well formed."""
        if not isinstance(text, str):
            return None
        words = text.split()
        if not words or len(words) > 4 or words[0] not in VERBS:
            return None
        if not all(_WORD.match(w) for w in words):
            return None
        return cls(*words)
