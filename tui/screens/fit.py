"""Screens that fit: below a screen's minimum size, a translated notice replaces its layout.

Every screen and dialog built on :class:`tui.screens.base.BaseScreen` / ``BaseModal`` has this
behaviour; a screen only sets ``MIN_SIZE`` (columns, rows) to what its layout needs. While the
terminal is smaller, the screen's widgets are hidden, the notice "The terminal is too small (WxH).
Please make it at least MxN." is shown in the current language, the screen's own key bindings are
off (so no key acts on a layout nobody can see), and focus waits on the notice; F2 and Ctrl+Q still
work. Enlarging the terminal brings the screen back as it was, focus included. The CSS (the class
``-too-small`` on the screen) is in ``tui/app.tcss``.
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar

from textual import events
from textual.widget import Widget

from tui.widgets.localized import TStatic

__all__ = ["DEFAULT_MIN_SIZE", "FitsTerminal", "TooSmallNotice"]

#: Below this a screen says so unless it sets its own ``MIN_SIZE``.
DEFAULT_MIN_SIZE = (40, 12)


class TooSmallNotice(TStatic, can_focus=True):
    """The message shown instead of a screen that does not fit; it holds focus meanwhile."""

    def __init__(self) -> None:
        super().__init__("ui.fit.too_small", id="too-small")


class FitsTerminal:
    """Mixin for screens: hide the layout and say so when the terminal is below ``MIN_SIZE``."""

    MIN_SIZE: ClassVar[tuple[int, int]] = DEFAULT_MIN_SIZE
    too_small: bool = False
    _focus_before: Widget | None = None

    app: Any

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("check_action")
        if own is not None and not getattr(own, "_fits_terminal", False):

            @functools.wraps(own)
            def check_action(self: Any, action: str, parameters: tuple[object, ...]) -> bool | None:
                if self.too_small:
                    return False
                result: bool | None = own(self, action, parameters)
                return result

            check_action._fits_terminal = True  # type: ignore[attr-defined]
            setattr(cls, "check_action", check_action)  # noqa: B010 - replaces the subclass's own method

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The screen's own bindings are off while it does not fit."""
        return not self.too_small

    def on_compose(self) -> None:
        """The width and height classes (the app's breakpoints: ``-narrow``, ``-broad``) before the widgets are
        built: Textual sets them on the screen's first resize, after every widget got its styles, and styles
        the whole screen again."""
        screen: Any = self
        app = self.app
        width, height = app.size
        classes: dict[str, bool] = {}
        for size, own, default in (
            (width, screen.HORIZONTAL_BREAKPOINTS, app.HORIZONTAL_BREAKPOINTS),
            (height, screen.VERTICAL_BREAKPOINTS, app.VERTICAL_BREAKPOINTS),
        ):
            breakpoints = (default if own is None else own) or []
            classes.update((name, False) for _, name in breakpoints)
            classes.update((name, True) for name in screen._get_breakpoint_classes(size, breakpoints))
        if classes:
            screen.update_classes(classes, animate=False)  # the screen alone: it has no widget yet

    def on_mount(self) -> None:
        self.check_fit()

    def on_resize(self, event: events.Resize) -> None:
        self.check_fit()

    def on_screen_resume(self) -> None:
        self.check_fit()

    def check_fit(self) -> None:
        """Compare the terminal with ``MIN_SIZE``; show or hide the notice."""
        screen: Any = self
        width, height = self.app.size
        min_width, min_height = self.MIN_SIZE
        small = width < min_width or height < min_height
        notice = self._notice() if small or self.too_small else None
        if small and notice is not None:
            notice.set_text(
                "ui.fit.too_small", width=width, height=height, min_width=min_width, min_height=min_height
            )
        if small == self.too_small:
            return
        self.too_small = small
        screen.set_class(small, "-too-small")
        if small and notice is not None:
            focused = screen.focused
            self._focus_before = focused if focused is not notice else None
            notice.focus()
        elif self._focus_before is not None and self._focus_before.is_attached:
            self._focus_before.focus()
            self._focus_before = None
        screen.refresh_bindings()

    def _notice(self) -> TooSmallNotice | None:
        screen: Any = self
        found = screen.query_children(TooSmallNotice)
        if found:
            notice: TooSmallNotice = found.first()
            return notice
        if not screen.is_attached:
            return None
        notice = TooSmallNotice()
        screen.mount(notice)
        return notice
