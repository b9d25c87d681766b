"""Settings: language (switched live) and the pace of AI moves."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer, Header, RadioSet

from tui.i18n import LANGUAGES
from tui.screens.base import BaseScreen
from tui.settings import AI_DELAYS
from tui.widgets.localized import TButton, TRadioButton, TStatic

__all__ = ["SettingsScreen"]


def _delay_key(delay: float) -> tuple[str, dict[str, float]]:
    if delay == 0:
        return "settings.ai_delay.instant", {}
    return "settings.ai_delay.seconds", {"seconds": delay}


class SettingsScreen(BaseScreen[None]):
    """Change how the app looks and plays; changes apply at once and are kept."""

    CSS_PATH = "settings.tcss"
    BINDINGS = [Binding("escape", "back", "Back", id="back")]

    def compose(self) -> ComposeResult:
        yield Header(icon="⚓")
        with VerticalScroll(id="settings-body"):
            with Vertical(classes="setting"):
                yield TStatic("settings.language", classes="setting-title")
                with RadioSet(id="language"):
                    for code in LANGUAGES:
                        yield TRadioButton(
                            f"lang.{code}", id=f"lang-{code}", value=code == self.seas.language
                        )
            with Vertical(classes="setting"):
                yield TStatic("settings.ai_delay_label", classes="setting-title")
                yield TStatic("settings.ai_delay_help", classes="setting-help")
                with RadioSet(id="ai-delay"):
                    for index, delay in enumerate(AI_DELAYS):
                        key, params = _delay_key(delay)
                        yield TRadioButton(
                            key,
                            params=params,
                            id=f"delay-{index}",
                            value=delay == self.seas.settings.ai_delay,
                        )
            yield TButton("common.back", id="back")
        yield Footer()

    def on_language(self) -> None:
        self.title = self.t("settings.title")
        for index, delay in enumerate(AI_DELAYS):
            if delay:
                button = self.query_one(f"#delay-{index}", TRadioButton)
                button.i18n_params = {"seconds": self.seas.t.number(delay)}
                button.apply_language(self.seas.t)
        button = self.query_one(f"#lang-{self.seas.language}", TRadioButton)
        if not button.value:
            button.value = True

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        pressed = event.pressed
        if event.radio_set.id == "language" and pressed.id:
            code = pressed.id.removeprefix("lang-")
            if code != self.seas.language:
                self.seas.set_language(code)
        elif event.radio_set.id == "ai-delay" and pressed.id:
            index = int(pressed.id.removeprefix("delay-"))
            self.seas.update_settings(ai_delay=AI_DELAYS[index])

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        if event.button.id == "back":
            self.action_back()

    def action_back(self) -> None:
        self.dismiss()
