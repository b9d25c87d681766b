"""Widgets that hold a message key instead of text, and re-render when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from textual.content import Content
from textual.dom import DOMNode
from textual.widgets import Button, Label, Static

__all__ = [
    "KEY_WORDS",
    "Localizable",
    "TButton",
    "TLabel",
    "TStatic",
    "Translate",
    "localize_bindings",
]


#: Keys the footer names by a word, and the locale key of that word ("Space", "Leertaste", "Espace").
KEY_WORDS = {"space": "keyname.space"}


class Translate(Protocol):
    """What translates: the app's :class:`tui.i18n.Translator` or a screen's ``t``."""

    def __call__(self, key: str, /, **params: Any) -> str: ...


class Localizable:
    """Mixin: ``i18n_key`` and ``i18n_params`` describe the text; ``apply_language`` renders it."""

    i18n_key: str = ""
    i18n_params: dict[str, Any]
    apply_language: Callable[[Translate], None]
    """Render the text in the language of ``t`` (each widget class says how)."""

    def set_text(self, key: str, **params: Any) -> None:
        """Show another message (rendered now in the app's language)."""
        self.i18n_key = key
        self.i18n_params = params
        app = getattr(self, "app", None)
        if app is not None and hasattr(app, "t"):
            self.apply_language(app.t)

    def on_mount(self) -> None:
        self.apply_language(self.app.t)  # type: ignore[attr-defined]


def initial_text(self: Any, key: str, params: dict[str, Any]) -> str:
    self.i18n_key = key
    self.i18n_params = params
    return ""


class TStatic(Localizable, Static):
    """A :class:`Static` showing a translated message, as plain text.

    Messages carry no markup, and their parameters are often typed by players (names, save
    names, action text): ``[/]`` in a name must show as itself, never be read as markup.
    """

    def __init__(self, key: str, /, *, params: dict[str, Any] | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("markup", False)
        super().__init__(initial_text(self, key, params or {}), **kwargs)

    def apply_language(self, t: Translate) -> None:
        self.update(t(self.i18n_key, **self.i18n_params) if self.i18n_key else "")


class TLabel(TStatic, Label):
    """A :class:`Label` showing a translated message."""


class TButton(Localizable, Button):
    """A :class:`Button` with a translated label."""

    def __init__(self, key: str, /, *, params: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(initial_text(self, key, params or {}) or " ", **kwargs)

    def apply_language(self, t: Translate) -> None:
        label = Content(t(self.i18n_key, **self.i18n_params))  # plain text: no markup in names
        resized = label.cell_length != Content.from_text(self.label).cell_length
        self.label = label
        if resized and self.is_mounted:
            # Textual redraws a new label in the old width: an auto-wide button (the end screens') cut a longer
            # one ("Revoir la partie" in the width of "Nachspielen" after F2)
            self.refresh(layout=True)


def localize_bindings(node: DOMNode, t: Translate) -> None:
    """Give every binding of ``node`` that has an ``id`` the description ``bind.<id>``.

    Textual has no i18n of its own: descriptions are rebuilt on the node's own copy of
    its bindings map, so the footer shows the current language after ``refresh_bindings``.
    """
    bindings = node._bindings.key_to_bindings
    for key, items in list(bindings.items()):
        bindings[key] = [
            replace(
                b,
                description=t(f"bind.{b.id}"),
                tooltip=t(f"bind.{b.id}"),
                key_display=t(KEY_WORDS[b.key]) if b.key in KEY_WORDS else b.key_display,
            )
            if b.id and b.show
            else b
            for b in items
        ]
