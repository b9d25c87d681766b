"""Base classes of every screen and dialog: the current language, and input that answers once.

Two guards make quick or bunched-up keys harmless on every screen built on these classes
(both games' tables, set-ups, hand-offs and dialogs):

* **A screen answers once.** :meth:`dismiss` works the first time only, and only while the
  screen is on top: a second Enter that was already queued for a dialog can neither call the
  result callback again nor pop the screen below (the game table). Keys that still reach the
  screen after its answer are dropped.
* **Keys typed before a screen was opened are not meant for it.** A key whose time stamp is
  older than the screen (plus ``key_grace`` seconds, for screens such as the hot-seat
  hand-off that must not be dismissed by a double-tap meant for the previous screen) is
  dropped: when two Enters arrive together, the first opens a dialog and the second, read
  from the terminal before the dialog existed, does not answer it unseen. Key events carry
  the time they were read, so the guard needs no timer, and tests can drive it with events
  stamped at any time (a key pressed after the screen was pushed is always accepted). A key that
  reaches a screen before it is mounted (pushed by the key just before, still being composed) is
  dropped too: its bindings would find none of its widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from textual import events
from textual._time import get_time
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.screen import ModalScreen, Screen

from tui.screens.fit import FitsTerminal

if TYPE_CHECKING:
    from tui.shell import Shell

__all__ = ["BaseModal", "BaseScreen", "key_time"]

T = TypeVar("T")


def key_time() -> float:
    """The clock key events are stamped with (``events.Key(...).time``)."""
    return get_time()


class _Localized:
    """Shared behaviour: translate on mount; subclasses refresh dynamic text in ``on_language``."""

    key_grace: ClassVar[float] = 0.0
    """Seconds after the screen is shown during which keys are still ignored."""

    _answered: bool = False
    _shown_at: float | None = None
    _shown_once: bool = False
    language_behind: bool = False
    """True when the language changed while the screen was hidden under another: it is translated as it is
    shown again (a language switch translates only the screens on show)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._shown_at = key_time()

    @property
    def seas(self) -> Shell:
        """The app, as screens use it (its language, settings, saves and games)."""
        return cast("Shell", self.app)  # type: ignore[attr-defined]

    def t(self, key: str, /, **params: Any) -> str:
        """Translate with the app's current language."""
        return self.seas.t(key, **params)

    def on_mount(self) -> None:
        self.seas.retranslate_screen(self, widgets=False)  # type: ignore[arg-type]

    def on_language(self) -> None:
        """Called after a language switch (and once on mount): refresh non-widget text."""

    # --- input guards ----------------------------------------------------------------------
    @property
    def answered(self) -> bool:
        """True once :meth:`dismiss` has run: the screen takes no more input."""
        return self._answered

    def grace(self) -> float:
        """The current ``key_grace`` (a subclass may read it from the app)."""
        return self.key_grace

    def accepts_key(self, event: events.Key) -> bool:
        """False for keys that must not act here: after the answer, or typed before it was opened."""
        if self._answered:
            return False
        if self._shown_at is None or not self.ready_for_keys():
            return False
        return event.time >= self._shown_at + self.grace()

    def ready_for_keys(self) -> bool:
        """False while the screen's widgets are still being built (a screen with nested regions says when)."""
        return True

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.ScreenResume) and not self._shown_once:
            self._shown_once = True
            if self.is_mounted:  # type: ignore[attr-defined]
                # Textual styles the whole screen again as it is first shown, just after each widget got its
                # styles as it mounted (a tenth of a set-up screen's opening): nothing has changed since, and
                # each later change of a class or a state restyles what it touches.
                event.refresh_styles = False
        if isinstance(event, events.ScreenResume) and self.language_behind:
            self.language_behind = False  # before Textual's own resume lays it out and draws it
            self.seas.retranslate_screen(self)  # type: ignore[arg-type]
        if isinstance(event, events.Key) and not (self.is_mounted and self.accepts_key(event)):  # type: ignore[attr-defined]
            # a screen still being composed (pushed by the key before) has nothing to act on yet
            event.stop()
            event.prevent_default()
            return
        if isinstance(event, events.Mount) and not self._composed_for_good():
            # Pushed just before the app closed (a quit key right after opening it), or taken off the
            # stack by the next key before it was composed (leaving the table while its save dialog
            # opens): Textual mounts none of its widgets then, and its mount handlers would find none.
            return
        await super().on_event(event)  # type: ignore[misc]

    def _composed_for_good(self) -> bool:
        """False when Textual skipped (or is undoing) this screen's compose: the app is exiting, or the
        screen is off the stack, detached, closing or being taken down."""
        screen: Any = self
        app = screen.app
        if getattr(app, "_exit", False) or not screen.is_attached or screen not in app.screen_stack:
            return False
        return not (getattr(screen, "_closing", False) or getattr(screen, "_pruning", False))

    def when_built(self, selector: str, action: Callable[[], object], *, tries: int = 20) -> None:
        """Run ``action`` once a widget matching ``selector`` exists.

        A screen's nested widgets (a dialog's field inside its frame, a radio set, Textual's tabs) can
        still be mounting when the screen itself mounts, under load: then look again after the next
        refresh (a few times at most).
        """
        screen: Any = self
        if screen.query(selector):
            action()
        elif tries > 0 and screen.is_attached:
            screen.call_after_refresh(self.when_built, selector, action, tries=tries - 1)

    def focus_first(self, selector: str) -> None:
        """Focus the first focusable widget matching ``selector`` once it exists (see :meth:`when_built`)."""
        screen: Any = self

        def focus() -> None:
            for widget in screen.query(selector):
                if widget.focusable:
                    if screen.focused is not widget:
                        widget.focus()
                    return

        self.when_built(selector, focus)

    def can_answer(self) -> bool:
        """True while the screen has not answered yet and is the top screen (it may close or switch)."""
        app = self.app  # type: ignore[attr-defined]
        return not self._answered and bool(app.screen_stack) and app.screen is self

    def dismiss(self, result: Any = None) -> AwaitComplete:
        """Close the screen with ``result``: once, and only while it is the top screen."""
        if not self.can_answer():
            return cast(AwaitComplete, AwaitComplete.nothing())  # type: ignore[no-untyped-call]
        self._answered = True
        return super().dismiss(result)  # type: ignore[misc,no-any-return]

    def replace_with(self, screen: Screen[Any]) -> bool:
        """Put ``screen`` in this screen's place: once, and only while this one is the top screen.

        A second Enter already queued (two submits of the set-up's name field, say) must not replace
        the table that the first one opened: that popped the table and broke the screen stack.
        """
        if not self.can_answer():
            return False
        self._answered = True
        self.app.switch_screen(screen)  # type: ignore[attr-defined]
        return True


class BaseScreen(FitsTerminal, _Localized, Screen[T]):
    """A full screen of the app."""


class BaseModal(FitsTerminal, _Localized, ModalScreen[T]):
    """A dialog over another screen, returning a value with ``dismiss`` (once).

    A modal hides the app's bindings, so F2 (language) is bound again here: it works in
    every dialog.
    """

    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("f2", "app.cycle_language", "Language", id="language"),
    ]
