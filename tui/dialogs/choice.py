"""Numbered choices: a number key selects, Enter confirms (every numbered dialog, and hands).

The hint of such a dialog says "a number chooses · Enter confirms", so a number key only
moves the highlight; nothing is played before Enter. Lists longer than ten keep a key for
every entry: the number key ``d`` (``0`` stands for 10) selects entry ``d``, pressed again
entry ``d + 10``, then ``d + 20``…, and back; entry 11 is labelled "11" ("press 1 twice").
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from textual.binding import Binding
from textual.widgets import OptionList

from tui.screens.base import BaseModal

__all__ = ["DIGIT_BINDINGS", "NumberedChoiceModal", "digit_index", "number_label"]

T = TypeVar("T")

#: The number keys (hidden in the footer), each calling ``action_number(digit)``.
DIGIT_BINDINGS: tuple[Binding, ...] = tuple(
    Binding(str(d), f"number({d})", "", show=False) for d in range(10)
)


def digit_index(digit: int, current: int | None, count: int) -> int | None:
    """The entry a number key selects among ``count`` entries (``None``: no such entry).

    ``digit`` 1-9 is entry 1-9, ``0`` entry 10 (indexes 0-9); pressing the same key while its
    entry (or one ten further) is selected moves ten further, and wraps back to the first.
    """
    if not 0 <= digit <= 9:
        raise ValueError(digit)
    base = 9 if digit == 0 else digit - 1
    if base >= count:
        return None
    if current is not None and current >= base and (current - base) % 10 == 0:
        following = current + 10
        return following if following < count else base
    return base


def number_label(index: int) -> str:
    """The key label of entry ``index`` (0-based): "1"…"9", "0", then "11", "12"…"""
    if index < 9:
        return str(index + 1)
    if index == 9:
        return "0"
    return str(index + 1)


class NumberedChoiceModal(BaseModal[T]):
    """A dialog choosing from an :class:`OptionList`: number keys select, Enter confirms.

    Subclasses label their options with :func:`number_label` and answer in
    ``on_option_list_option_selected`` (sent by Enter or a click, never by a number key).
    """

    BINDINGS: ClassVar[list[Any]] = [*DIGIT_BINDINGS]

    def choice_list(self) -> OptionList:
        return self.query_one(OptionList)

    def action_number(self, digit: int) -> None:
        options = self.choice_list()
        index = digit_index(digit, options.highlighted, options.option_count)
        if index is not None:
            options.highlighted = index
            options.focus()
