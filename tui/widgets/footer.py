"""The app's footer: Textual's ``Footer``, rebuilt only when what it shows changes.

Textual's footer throws its keys away and builds them again each time a screen says its bindings may have
changed: on every change of focus, every language switch, every ``refresh_bindings()``. A set-up screen
opening asked for it about fifteen times before its first frame, and each rebuild restyles the new keys
(a quarter of the set-up's time to open). Here requests that arrive together make one rebuild, and none
at all when the keys, their labels, tooltips and enabled states are the same as on show.

:class:`LineFooter` (the main menu's) draws the same keys itself, in one line, without a widget per key.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.style import Style
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from tui.widgets.localized import localize_bindings

__all__ = ["AppFooter", "LineFooter"]


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


class LineFooter(AppFooter):
    """The footer drawn as one line by the footer itself, for the main menu: Textual's look (each key, then
    its description) without a widget per key (the menu's six keys were a third of its widgets, and about a
    fifth of the work before its first frame).

    The key under the mouse is highlighted and shows its tooltip, and pressing the mouse on it presses its
    key, as on Textual's footer keys; a disabled key is dimmed and only rings the bell. Keys that do not fit
    are cut at the right edge (Textual's footer scrolls them with the mouse wheel). Bindings of a group show
    one by one, each with its own description: for screens whose bindings have no group.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "footer-key--key",
        "footer-key--description",
        "footer-key--hover",
    }
    # The rules of Textual's FooterKey (not compact), and its hover background.
    DEFAULT_CSS = """
    LineFooter > .footer-key--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
        padding: 0 1;
    }
    LineFooter > .footer-key--description {
        padding: 0 1 0 0;
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    LineFooter > .footer-key--hover {
        background: $block-hover-background;
    }
    LineFooter:hover {
        pointer: pointer;
    }
    """

    _hover: int | None = None
    _mouse_x: int | None = None  # where the mouse is over the footer (None: elsewhere)

    def compose(self) -> ComposeResult:
        """No key widgets: the keys are drawn by :meth:`render` from the screen's bindings."""
        if self.is_attached:
            self.set_reactive(Footer._bindings_ready, True)
            self._shown = self._signature()
        yield from ()

    async def recompose(self) -> None:
        """The keys changed (a language switch, a focus): draw them again, with the key now under the mouse
        and its tooltip (a key's label, hence where each key is, changes with the language)."""
        self._hover_at(self._mouse_x, again=True)
        self.refresh()

    def keys(self) -> list[tuple[Binding, bool, str]]:
        """The keys shown, left to right: each binding shown (the first of those with the same action),
        whether it is enabled, and its tooltip."""
        by_action: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                by_action.setdefault(binding.action, (binding, enabled, tooltip))
        return list(by_action.values())

    def _spans(self) -> list[tuple[str, str, Binding, bool, str]]:
        """Each key as drawn: its key text and its description text (with their padding), its binding, whether
        it is enabled, its tooltip."""
        key_padding = self.get_component_styles("footer-key--key").padding
        padding = self.get_component_styles("footer-key--description").padding
        spans = []
        for binding, enabled, tooltip in self.keys():
            key_display = self.app.get_key_display(binding)
            if binding.description:
                key = " " * key_padding.left + key_display + " " * key_padding.right
                description = " " * padding.left + binding.description + " " * padding.right
            else:
                key, description = key_display, ""
            spans.append((key, description, binding, enabled, tooltip or binding.description))
        return spans

    def cut_keys(self) -> list[str]:
        """The keys (as "key description") that do not show whole in the footer's width."""
        width = self.size.width
        return [
            f"{self.app.get_key_display(span[2])} {span[2].description}"
            for span, right in zip(self._spans(), self._right_edges(), strict=True)
            if right > width
        ]

    def _right_edges(self) -> list[int]:
        """Where each key's span ends, left to right."""
        edges, right = [], 0
        for key, description, *_rest in self._spans():
            right += cell_len(key) + cell_len(description)
            edges.append(right)
        return edges

    def render(self) -> Content:
        key_style = Style.from_rich_style(self.get_component_rich_style("footer-key--key"))
        description_style = Style.from_rich_style(self.get_component_rich_style("footer-key--description"))
        hover = Style(
            background=self.background_colors[1] + self.get_component_styles("footer-key--hover").background
        )
        parts: list[tuple[str, Style]] = []
        for index, (key, description, _binding, enabled, _tooltip) in enumerate(self._spans()):
            extra = Style(dim=True) if not enabled else Style()
            if index == self._hover:
                extra = extra + hover
            parts.append((key, key_style + extra))
            if description:
                parts.append((description, description_style + extra))
        return Content.assemble(*parts).stylize_before(Style.from_rich_style(self.rich_style))

    def _key_at(self, x: int) -> int | None:
        return next((index for index, right in enumerate(self._right_edges()) if x < right), None)

    def _hover_at(self, x: int | None, again: bool = False) -> None:
        """Highlight the key at ``x`` (none: ``None``) and show its tooltip; ``again``: its label may have changed."""
        index = None if x is None else self._key_at(x)
        if index != self._hover or again:
            self._hover = index
            self.tooltip = self._spans()[index][4] if index is not None else None
            self.refresh()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._mouse_x = event.x
        self._hover_at(event.x)

    def on_leave(self, event: events.Leave) -> None:
        self._mouse_x = None
        self._hover_at(None)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        index = self._key_at(event.x)
        if index is None:
            return
        _key, _description, binding, enabled, _tooltip = self._spans()[index]
        if enabled:
            self.app.simulate_key(binding.key)
        else:
            self.app.bell()
