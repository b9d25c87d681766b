"""The app's header: Textual's ``Header`` with a title watcher that survives being taken down."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.dom import NoScreen
from textual.widget import Widget
from textual.widgets import Header
from textual.widgets._header import HeaderIcon, HeaderTitle

__all__ = ["AppHeader"]


class AppHeader(Header):
    """Textual's ``Header``, anchor icon included, whose title follows the app and the screen as before.

    Textual's header looks its title child up whenever the app's or the screen's title changes and only
    forgives a missing screen. While a screen is being taken down, its header can outlive its children for
    a moment; a title change then (the menu coming back, a language switch, quitting) raised ``NoMatches``
    for ``HeaderTitle`` at shutdown. Here a header without its title child simply has nothing to update.
    """

    def __init__(self, *, icon: str = "⚓", **kwargs: object) -> None:
        super().__init__(icon=icon, **kwargs)  # type: ignore[arg-type]

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, HeaderIcon) and not self.app.ENABLE_COMMAND_PALETTE:
                # disabled as it is built, not as it mounts: one restyle fewer before the first frame
                widget.disabled = True
            yield widget

    def update_title(self) -> None:
        """Show the current title and sub-title, if the header still has its title child and screen."""
        try:
            titles = list(self.query(HeaderTitle))
            if titles:
                titles[0].update(self.format_title())
        except NoScreen:
            pass

    def _on_mount(self, event: events.Mount) -> None:
        # Replaces Header._on_mount (its watchers are the unguarded ones): stop the handlers of the base
        # classes, and run Widget's own part of the mount by hand.
        event.prevent_default()
        Widget._on_mount(self, event)

        async def set_title() -> None:
            self.update_title()

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)
