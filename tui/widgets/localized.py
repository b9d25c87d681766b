"""Widgets that hold a message key instead of text, and re-render when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from textual.content import Content
from textual.dom import DOMNode
from textual.style import Style
from textual.widgets import Button, Checkbox, Label, RadioButton, Static

__all__ = [
    "KEY_WORDS",
    "ClearCheckbox",
    "Localizable",
    "TButton",
    "TLabel",
    "TRadioButton",
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


def _initial(self: Any, key: str, params: dict[str, Any]) -> str:
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
        super().__init__(_initial(self, key, params or {}), **kwargs)

    def apply_language(self, t: Translate) -> None:
        self.update(t(self.i18n_key, **self.i18n_params) if self.i18n_key else "")


class TLabel(TStatic, Label):
    """A :class:`Label` showing a translated message."""


class TButton(Localizable, Button):
    """A :class:`Button` with a translated label."""

    def __init__(self, key: str, /, *, params: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(_initial(self, key, params or {}) or " ", **kwargs)

    def apply_language(self, t: Translate) -> None:
        self.label = Content(t(self.i18n_key, **self.i18n_params))  # plain text: no markup in names


class TRadioButton(Localizable, RadioButton):
    """A :class:`RadioButton` with a translated label; the chosen one also shows a check mark,
    so the choice is visible without colour (``NO_COLOR``)."""

    def __init__(
        self, key: str, /, *, params: dict[str, Any] | None = None, value: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(_initial(self, key, params or {}) or " ", value=value, **kwargs)

    def apply_language(self, t: Translate) -> None:
        self._translated = t(self.i18n_key, **self.i18n_params)
        self.label = Content(self._translated + ("  ✓" if self.value else ""))

    def watch_value(self) -> None:
        super().watch_value()
        translated = getattr(self, "_translated", None)
        if translated is not None:
            self.label = Content(translated + ("  ✓" if self.value else ""))


class ClearCheckbox(Checkbox):
    """A :class:`Checkbox` whose unticked box is empty (``▐ ▌``), ticked ``▐X▌``: Textual draws the X in both
    states and tells them apart by colour only, so without colour (``NO_COLOR``) an unticked box read as
    ticked."""

    @property
    def _button(self) -> Content:
        button_style = self.get_visual_style("toggle--button")
        side_style = Style(foreground=button_style.background, background=self.background_colors[1])
        return Content.assemble(
            (self.BUTTON_LEFT, side_style),
            (self.BUTTON_INNER if self.value else " ", button_style),
            (self.BUTTON_RIGHT, side_style),
        )


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
