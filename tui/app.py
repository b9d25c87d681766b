"""The Seven Seas Textual application: language, settings, saves and the screen stack."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from saves import SaveError, SaveStore, default_save_dir
from tui.i18n import LANGUAGES, Translator, detect_language
from tui.settings import Settings, load_settings_checked, save_settings
from tui.widgets.localized import Localizable, localize_bindings

__all__ = ["SevenSeasApp"]

log = logging.getLogger("seven_seas.app")


class SevenSeasApp(App[None]):
    """Both pirate games in one terminal app."""

    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = False
    TITLE = "Seven Seas"
    BINDINGS = [
        Binding("f2", "cycle_language", "Language", id="language"),
        Binding("ctrl+q", "quit", "Quit", id="quit", priority=True),
    ]

    def __init__(
        self,
        *,
        language: str | None = None,
        save_dir: str | Path | None = None,
        settings: Settings | None = None,
        persist_settings: bool = True,
        settings_problem: str = "",
        data_dir: str | Path | None = None,
    ) -> None:
        super().__init__()
        if settings is None:
            settings, settings_problem = load_settings_checked()
        self.settings = settings
        self.settings_problem = settings_problem
        """The message key saying why the settings file was not used (empty: it was fine or absent)."""
        self.persist_settings = persist_settings
        self.t = Translator(detect_language(language, self.settings.language or None))
        self.store = SaveStore(default_save_dir(save_dir))
        from saves.records import default_data_dir

        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        """The user data folder: the captain's record (records.toml) lives here."""

    # --- start ----------------------------------------------------------------------------
    def on_mount(self) -> None:
        from tui.screens.main_menu import MainMenuScreen

        localize_bindings(self, self.t)
        self.title = self.t("ui.title")
        self.push_screen(MainMenuScreen())
        if self.settings_problem:
            self.tell("settings.more.defaults_used", severity="warning", timeout=12, reason=self.t(self.settings_problem))

    # --- language -------------------------------------------------------------------------
    @property
    def language(self) -> str:
        return self.t.language

    def set_language(self, language: str, *, persist: bool = True) -> None:
        """Switch every visible text to ``language`` now, on every screen of the stack."""
        if language not in LANGUAGES:
            raise ValueError(language)
        self.t.language = language
        if persist:
            self.update_settings(language=language)
        self.retranslate_all()
        self.clear_notifications()
        self.notify(self.t("settings.language_changed"), timeout=2)

    def action_cycle_language(self) -> None:
        """Switch to the next language (English, German, French)."""
        index = LANGUAGES.index(self.language)
        self.set_language(LANGUAGES[(index + 1) % len(LANGUAGES)])

    def retranslate_all(self) -> None:
        """Re-render every translated text, binding and title on all screens."""
        localize_bindings(self, self.t)
        self.title = self.t("ui.title")
        for screen in list(self.screen_stack):
            self.retranslate_screen(screen)

    def retranslate_screen(self, screen: Screen[Any]) -> None:
        """Re-render one screen: its bindings, its localized widgets, then its own hook."""
        t = self.t
        localize_bindings(screen, t)
        for node in screen.walk_children(with_self=False):
            localize_bindings(node, t)
            if isinstance(node, Localizable):
                node.apply_language(t)
        hook = getattr(screen, "on_language", None)
        if callable(hook):
            hook()
        screen.refresh_bindings()

    # --- settings -------------------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Change settings and keep them for the next start."""
        self.settings = self.settings.with_(**changes)
        if self.persist_settings:
            save_settings(self.settings)

    # --- messages -------------------------------------------------------------------------
    def tell(self, key: str, *, severity: str = "information", timeout: float | None = None, **params: Any) -> None:
        """Show a translated notification."""
        self.notify(self.t(key, **params), severity=severity, timeout=timeout, markup=False)  # type: ignore[arg-type]

    def explain_save_error(self, error: SaveError) -> str:
        """The translated sentence for a saves error."""
        return self.t(error.key, **error.params)

    def action_help_quit(self) -> None:
        """Ctrl+C does not quit: say which key does, in the current language."""
        self.tell("ui.how_to_quit")

    async def action_quit(self) -> None:
        """Quit, letting the active screen ask first (an unsaved game)."""
        guard = getattr(self.screen, "confirm_quit", None)
        if callable(guard):
            guard()
            return
        self.exit()
