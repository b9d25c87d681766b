"""The app's footer: Textual's ``Footer``, rebuilt only when what it shows changes.

Textual's footer throws its keys away and builds them again each time a screen says its bindings may have
changed: on every change of focus, every language switch, every ``refresh_bindings()``. A set-up screen
opening asked for it about fifteen times before its first frame, and each rebuild restyles the new keys
(a quarter of the set-up's time to open). Here requests that arrive together make one rebuild, and none
at all when the keys, their labels, tooltips and enabled states are the same as on show.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from tui.widgets.localized import localize_bindings

__all__ = ["AppFooter"]


class AppFooter(Footer):
    """A ``Footer`` that coalesces rebuilds and skips those that would change nothing."""

    _rebuild_pending = False
    _shown: tuple[Any, ...] | None = None

    def __init__(self, *args: Any, keys_at_once: bool = True, **kwargs: Any) -> None:
        """``keys_at_once=False``: compose empty, as Textual does, for a screen whose focus, set as it opens,
        brings other keys (a table's list of choices): keys composed at once would be built twice."""
        super().__init__(*args, **kwargs)
        self.keys_at_once = keys_at_once

    def _signature(self) -> tuple[Any, ...]:
        """What the footer would show now: every shown binding with its label, tooltip and state."""
        keys = []
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                keys.append(
                    (binding.key, binding.action, binding.description, binding.group, enabled, tooltip)
                )
        return (self.compact, self.app.ENABLE_COMMAND_PALETTE, tuple(keys))

    def compose(self) -> ComposeResult:
        """The keys at once: Textual's footer composes empty and waits for the screen to announce its
        bindings, then builds its keys (a second compose, and the screen laid out again, just after a
        screen's first frame). The keys known now are shown with the screen's first layout; the
        announcement rebuilds them only if they differ by then (a focus that brings its own keys)."""
        if self.is_attached and self.keys_at_once:
            t = getattr(self.app, "t", None)
            if callable(t):  # the screen translates its keys as it mounts, after this: translate them now
                for node in self.screen.walk_children(with_self=True):
                    localize_bindings(node, t)
            self.set_reactive(Footer._bindings_ready, True)
            self._shown = self._signature()
        compact = self.compact
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                # Textual's key starts non-compact and is made compact by its binding to the footer after it
                # is mounted: two restyles of each key before the first frame. Set as it will be, they are none.
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget

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
