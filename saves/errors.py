"""The one error of the saves package: a file that cannot be written or read, with a message key."""

from __future__ import annotations

from typing import Any

__all__ = ["SaveError"]


class SaveError(Exception):
    """A save that cannot be written or read; ``key`` and ``params`` make the message."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(f"{key} {params}" if params else key)
        self.key = key
        self.params: dict[str, Any] = params
