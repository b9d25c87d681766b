"""A save's header in words: who sits at the table and when it was saved (the load list, and the questions
before a save replaces or an autosave is discarded)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from saves import SeatInfo

__all__ = ["describe_seats", "saved_time"]


def saved_time(when: object) -> str:
    """A header date in local time; empty when it cannot be shown (never raises)."""
    try:
        return when.astimezone().strftime("%Y-%m-%d %H:%M")  # type: ignore[attr-defined,no-any-return]
    except (AttributeError, OverflowError, ValueError, OSError):
        return ""


def describe_seats(t: object, seats: tuple[SeatInfo, ...]) -> str:
    """ "Anne, Bo (AI, hard)" in the current language."""
    parts = []
    for seat in seats:
        if seat.kind == "ai":
            parts.append(t("load.seat_ai", name=seat.name, level=t(f"ai.level.{seat.level or 'medium'}")))  # type: ignore[operator]
        else:
            parts.append(seat.name)
    return ", ".join(parts)
