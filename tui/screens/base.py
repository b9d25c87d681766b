"""Base classes that keep every screen in the current language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from textual.screen import ModalScreen, Screen

from tui.screens.fit import FitsTerminal

if TYPE_CHECKING:
    from tui.app import SevenSeasApp

__all__ = ["BaseModal", "BaseScreen"]

T = TypeVar("T")


class _Localized:
    """Shared behaviour: translate on mount; subclasses refresh dynamic text in ``on_language``."""

    @property
    def seas(self) -> SevenSeasApp:
        return self.app  # type: ignore[attr-defined,no-any-return]

    def t(self, key: str, /, **params: Any) -> str:
        """Translate with the app's current language."""
        return self.app.t(key, **params)  # type: ignore[attr-defined,no-any-return]

    def on_mount(self) -> None:
        self.app.retranslate_screen(self, widgets=False)  # type: ignore[attr-defined]

    def on_language(self) -> None:
        """Called after a language switch (and once on mount): refresh non-widget text."""


class BaseScreen(FitsTerminal, _Localized, Screen[T]):
    """A full screen of the app."""


class BaseModal(FitsTerminal, _Localized, ModalScreen[T]):
    """A dialog over another screen, returning a value with ``dismiss``."""
