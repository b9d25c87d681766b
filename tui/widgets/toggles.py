"""Translated radio buttons and a check box that reads without colour: the set-up and settings screens' widgets,
apart from :mod:`tui.widgets.localized` so the main menu's start does without Textual's toggle buttons."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.style import Style
from textual.widgets import Checkbox, RadioButton

from tui.widgets.localized import Localizable, Translate, initial_text

__all__ = ["ClearCheckbox", "TRadioButton"]


class TRadioButton(Localizable, RadioButton):
    """A :class:`RadioButton` with a translated label; the chosen one also shows a check mark,
    so the choice is visible without colour (``NO_COLOR``)."""

    def __init__(
        self, key: str, /, *, params: dict[str, Any] | None = None, value: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(initial_text(self, key, params or {}) or " ", value=value, **kwargs)

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
