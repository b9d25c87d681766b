"""Settings: language (switched live), the pace of AI moves and the undo rule."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import RadioSet

from tui.i18n import LANGUAGES
from tui.screens.base import BaseScreen
from tui.settings import AI_DELAYS, UNDO_CHOICES
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader
from tui.widgets.localized import TButton, TStatic
from tui.widgets.radio import ChosenRadioSet
from tui.widgets.toggles import TRadioButton

__all__ = ["SettingsScreen"]


def _delay_key(delay: float) -> tuple[str, dict[str, float]]:
    if delay == 0:
        return "settings.ai_delay.instant", {}
    return "settings.ai_delay.seconds", {"seconds": delay}


class SettingsScreen(BaseScreen[None]):
    """Change how the app looks and plays; changes apply at once and are kept (in a browser tab: for this tab,
    and for new tabs when the player keeps them as the default)."""

    CSS_PATH = "settings.tcss"
    BINDINGS = [Binding("escape", "back", "Back", id="back")]

    def compose(self) -> ComposeResult:
        yield AppHeader()
        with VerticalScroll(id="settings-body"):
            with Vertical(classes="setting"):
                yield TStatic("settings.language", classes="setting-title")
                with ChosenRadioSet(id="language"):
                    for code in LANGUAGES:
                        yield TRadioButton(
                            f"lang.{code}", id=f"lang-{code}", value=code == self.seas.language
                        )
            with Vertical(classes="setting"):
                yield TStatic("settings.ai_delay_label", classes="setting-title")
                yield TStatic("settings.ai_delay_help", classes="setting-help")
                with ChosenRadioSet(id="ai-delay"):
                    for index, delay in enumerate(AI_DELAYS):
                        key, params = _delay_key(delay)
                        yield TRadioButton(
                            key,
                            params=params,
                            id=f"delay-{index}",
                            value=delay == self.seas.settings.ai_delay,
                        )
            with Vertical(classes="setting"):
                yield TStatic("play.more.undo.setting_label", classes="setting-title")
                yield TStatic("play.more.undo.setting_help", classes="setting-help")
                with ChosenRadioSet(id="undo-rule"):
                    for rule in UNDO_CHOICES:
                        yield TRadioButton(
                            f"play.more.undo.setting.{rule}",
                            id=f"undo-{rule}",
                            value=rule == self.seas.settings.undo,
                        )
            if self.seas.own_settings:  # a browser tab: its settings are its own until kept as the default
                yield TStatic("settings.more.own_note", classes="setting-help", id="own-note")
                yield TButton("settings.more.keep_default", id="keep-default")
            yield TButton("common.back", id="back")
        yield AppFooter()

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
        elif event.radio_set.id == "undo-rule" and pressed.id:
            self.seas.update_settings(undo=pressed.id.removeprefix("undo-"))

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        if event.button.id == "back":
            self.action_back()
        elif event.button.id == "keep-default" and self.seas.save_settings_as_default():
            self.seas.tell("settings.more.kept_default")

    def action_back(self) -> None:
        self.dismiss()
