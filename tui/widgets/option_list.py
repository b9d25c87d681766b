"""Textual's ``OptionList`` whose page keys wait for its first layout, and whose lines follow its scrollbar.

Before the list has been laid out once it has no lines, and Textual's PgUp/PgDn looked the highlighted
option's line up anyway (``KeyError``): a PgDn that arrived with the dialog that opened the list crashed
the app (found by the monkey test).

Textual wraps the options at the list's width less its scrollbar and keeps the wrapped lines until the
list is resized. When the scrollbar appears or goes without a resize (a list of auto height reaching its
maximum), the lines stayed wrapped for the old width: an option's last word on a line of its own and the
last option cut off (seen in the board's decision bar, one snapshot run in eight).
"""

from __future__ import annotations

import contextlib

from textual.widgets import OptionList

__all__ = ["SafeOptionList"]


class SafeOptionList(OptionList):
    """An ``OptionList`` on which PgUp/PgDn do nothing until it has lines to page through."""

    def action_page_up(self) -> None:
        with contextlib.suppress(KeyError, IndexError):
            super().action_page_up()  # type: ignore[no-untyped-call]

    def action_page_down(self) -> None:
        with contextlib.suppress(KeyError, IndexError):
            super().action_page_down()  # type: ignore[no-untyped-call]

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        """Wrap the options again for the width the scrollbar leaves."""
        clear = getattr(self, "_clear_caches", None)
        if callable(clear):
            clear()
        else:  # a Textual without that cache: at least draw again
            self.refresh(layout=True)
