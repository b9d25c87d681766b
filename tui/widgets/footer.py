"""The app's footer: Textual's ``Footer``, rebuilt only when what it shows changes.

Textual's footer throws its keys away and builds them again each time a screen says its bindings may have
changed: on every change of focus, every language switch, every ``refresh_bindings()``. A set-up screen
opening asked for it about fifteen times before its first frame, and each rebuild restyles the new keys
(a quarter of the set-up's time to open). Here requests that arrive together make one rebuild, and none
at all when the keys, their labels, tooltips and enabled states are the same as on show.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen
from textual.widgets import Footer

__all__ = ["AppFooter"]


class AppFooter(Footer):
    """A ``Footer`` that coalesces rebuilds and skips those that would change nothing."""

    _rebuild_pending = False
    _shown: tuple[Any, ...] | None = None

    def _signature(self) -> tuple[Any, ...]:
        """What the footer would show now: every shown binding with its label, tooltip and state."""
        keys = []
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                keys.append(
                    (binding.key, binding.action, binding.description, binding.group, enabled, tooltip)
                )
        return (self.compact, self.app.ENABLE_COMMAND_PALETTE, tuple(keys))

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._rebuild_pending:
            self._rebuild_pending = True
            self.call_after_refresh(self._rebuild)

    async def _rebuild(self) -> None:
        self._rebuild_pending = False
        if not self.is_attached:
            return
        signature = self._signature()
        if signature == self._shown:
            return
        self._shown = signature
        await self.recompose()
