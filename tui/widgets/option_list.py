"""Textual's ``OptionList`` whose page keys wait for its first layout.

Before the list has been laid out once it has no lines, and Textual's PgUp/PgDn looked the highlighted
option's line up anyway (``KeyError``): a PgDn that arrived with the dialog that opened the list crashed
the app (found by the monkey test).
"""

from __future__ import annotations

import contextlib

from textual.widgets import OptionList

__all__ = ["SafeOptionList"]


class SafeOptionList(OptionList):
    """An ``OptionList`` on which PgUp/PgDn do nothing until it has lines to page through."""

    def action_page_up(self) -> None:
        with contextlib.suppress(KeyError, IndexError):
            super().action_page_up()

    def action_page_down(self) -> None:
        with contextlib.suppress(KeyError, IndexError):
            super().action_page_down()
