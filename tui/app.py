"""The Seven Seas Textual application: language, settings, saves, the games and the screen stack.

The app is where the shell is assembled: it holds the games (``tui.games.GAMES``) and is the
:class:`tui.shell.Shell` every screen reaches as ``seas``; no screen imports this module.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App, ScreenStackError
from textual.binding import Binding
from textual.dom import DOMNode
from textual.screen import ModalScreen, Screen

from tui.games import GAMES
from tui.i18n import LANGUAGES, Translator, detect_language
from tui.memory import collect_after_start
from tui.settings import Settings, load_settings_checked, save_settings
from tui.stylesheet import KeptParsesStylesheet
from tui.widgets.localized import Localizable, localize_bindings
from tui.wrapping import keep_no_break_spaces

if TYPE_CHECKING:
    from saves import SaveError, SaveStore
    from saves.player_file import FileNotice
    from tui.shell import Games

__all__ = ["SevenSeasApp"]

log = logging.getLogger("seven_seas.app")

keep_no_break_spaces()  # French no-break spaces never start a wrapped line (tui/wrapping.py)

#: Without colour (``NO_COLOR``) the cursor of every list (menus, the board's decision bar, set-up fields and
#: radio sets, drop-downs, the Load list) is underlined (and reversed where Textual keeps reverse: its option
#: lists drop it), underlined only where the list has not the focus: Textual's grey bar and bold text alone
#: barely told the selected row from the others.
NO_COLOR_CURSOR = {
    "block-cursor-text-style": "bold reverse underline",
    "block-cursor-blurred-text-style": "underline",
}


class SevenSeasApp(App[None]):
    """Both pirate games in one terminal app."""

    #: App-wide rules and the main menu's (the first screen: a screen's own CSS file would make
    #: Textual parse every style sheet again before the first frame).
    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = False
    #: Every screen gets ``-narrow`` below 100 columns, ``-broad`` from 100 on (for layouts that fit).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-broad")]
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
        settings_notice: FileNotice | None = None,
        data_dir: str | Path | None = None,
        replay: Any = None,
        own_settings: bool | None = None,
        css_cache: Path | None = None,
    ) -> None:
        """``css_cache``: a file that keeps the parsed CSS of the first frame for the next start
        (:mod:`tui.css_cache`; the command line gives one in the user cache folder)."""
        super().__init__()
        # a screen's first push parses only its own CSS, not every source again (tui/stylesheet.py); the
        # variables are those Textual's style sheet was just given (working out the theme's costs milliseconds)
        variables = self.stylesheet._variables
        kept = None
        if css_cache is not None:
            from tui.css_cache import KeptParses

            kept = KeptParses(css_cache, variables)
        self.stylesheet = KeptParsesStylesheet(variables=variables, kept=kept)
        self.games: Games = GAMES
        """The games of the app (``tui.games.GAMES``), as the screens reach them."""
        self.start_replay = replay
        """A :class:`tui.replay.Replay` to open over the menu at the start (``seven-seas replay FILE``)."""
        if settings is None:
            settings, settings_notice = load_settings_checked()
        self.settings = settings
        self.settings_notice = settings_notice
        """What happened to a settings file that could not be used as it was (None: it was fine or absent)."""
        self.persist_settings = persist_settings
        self._own_settings = own_settings
        self._settings_warned = False
        self.t = Translator(detect_language(language, self.settings.language or None))
        self._save_dir = save_dir
        self._store: SaveStore | None = None
        self._data_dir = Path(data_dir) if data_dir is not None else None
        localize_bindings(self, self.t)
        self.title = self.t("ui.title")

    def get_css_variables(self) -> dict[str, str]:
        """Textual's theme variables, with :data:`NO_COLOR_CURSOR` when the terminal asks for no colour."""
        variables = super().get_css_variables()
        if self.no_color:
            variables = {**variables, **NO_COLOR_CURSOR}
            self.theme_variables = variables
        return variables

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        """Textual's, except for a node outside the DOM: nothing to update yet.

        Textual restyles a node (and its children) whenever a class changes, even one being built in a
        ``compose`` that is not mounted yet: a button's ``compact`` and ``flat`` settings in its constructor
        cost two full style-sheet matches each, nine buttons on the menu before its first frame. Every
        widget gets its styles from the current classes when it is mounted (``App._register`` applies the
        style sheet to each new widget), so a change before that is already seen then.
        """
        if node is self or node.is_attached:
            super().update_styles(node, animate=animate)

    def get_default_screen(self) -> Screen[Any]:
        """The main menu is the bottom screen, so the first frame already shows it."""
        from tui.screens.main_menu import MainMenuScreen

        return MainMenuScreen()

    @property
    def data_dir(self) -> Path:
        """The user data folder: the captain's record and the quest log live here.

        ``data_dir=`` or ``SEVEN_SEAS_DATA_DIR`` name it; otherwise ``--save-dir DIR`` puts it beside
        ``DIR`` (its parent), so a second profile keeps everything in one place; otherwise it is the
        platform's user data folder.
        """
        if self._data_dir is None:
            import os

            if self._save_dir is not None and not os.environ.get("SEVEN_SEAS_DATA_DIR"):
                self._data_dir = Path(self.store.directory).expanduser().resolve().parent
            else:
                from saves.records import default_data_dir

                self._data_dir = default_data_dir()
        return self._data_dir

    @property
    def store(self) -> SaveStore:
        """The saved games (the saves package, and so the engines, load on first use, not at start)."""
        if self._store is None:
            from saves import SaveStore, default_save_dir

            self._store = SaveStore(default_save_dir(self._save_dir))
        return self._store

    def keep_parsed_css(self) -> None:
        """Keep the CSS parsed for the first frame for the next start (when the app has a ``css_cache``)."""
        kept = getattr(self.stylesheet, "kept", None)
        if kept is not None:
            kept.write()

    def on_mount(self) -> None:
        self.call_after_refresh(collect_after_start)  # collection paused by the command line (tui/memory.py)
        self.call_after_refresh(self.keep_parsed_css)
        if self.start_replay is not None:
            from tui.screens.replay import open_replay

            open_replay(self, self.start_replay)
        if self.settings_notice is not None:
            from tui.player_files import tell_file_notice

            tell_file_notice(self, self.settings_notice, "settings")

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            if not self._has_screens():
                return  # closing: the screens are gone, and a key still queued has nothing to act on
            if not event.is_forwarded and not self._screen_accepts(event):
                # Typed before the top screen opened (or after it answered): not meant for it. The
                # screen's own guard sees only the keys that reach it; this one also stops those the
                # app would hand to its focused widget (the first Enter opens a list, the second must
                # not pick from it unseen).
                return
            if event.is_forwarded and (
                not self.screen.is_mounted or getattr(event, "_for_screen", self.screen) is not self.screen
            ):
                # A key that went to one screen and comes back unhandled while another one is on top
                # (the key before opened it; it may still be being composed): the app's bindings would
                # run that other screen's actions, unseen, or before it has its widgets.
                return
            if not event.is_forwarded:
                event._for_screen = self.screen  # type: ignore[attr-defined]
        await super().on_event(event)

    def _screen_accepts(self, event: events.Key) -> bool:
        """Whether the top screen takes ``event`` (screens without the guard take every key); a priority
        binding of the app (Ctrl+Q) always goes through."""
        accepts = getattr(self.screen, "accepts_key", None)
        if accepts is None or accepts(event):
            return True
        return any(b.priority for b in self._bindings.key_to_bindings.get(event.key, ()))

    def _has_screens(self) -> bool:
        try:
            return bool(self.screen_stack) and self.screen is not None
        except ScreenStackError:
            return False

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
        """Re-render every translated text, binding and title on the screens on show; a screen hidden under
        another is translated when it is shown again (``language_behind``)."""
        localize_bindings(self, self.t)
        self.title = self.t("ui.title")
        shown = self._screens_on_show()
        for screen in list(self.screen_stack):
            if not screen.is_mounted:
                continue  # one still being composed (F2 right after it opened) translates as it mounts
            if screen in shown or not hasattr(screen, "language_behind"):
                self.retranslate_screen(screen)
            else:
                screen.language_behind = True

    def _screens_on_show(self) -> list[Screen[Any]]:
        """The top screen, and those beneath it that show through dialogs."""
        shown: list[Screen[Any]] = []
        for screen in reversed(self.screen_stack):
            shown.append(screen)
            if not isinstance(screen, ModalScreen):
                break
        return shown

    def retranslate_screen(self, screen: Screen[Any], *, widgets: bool = True) -> None:
        """Re-render one screen: its bindings, its localized widgets, then its own hook.

        ``widgets=False`` (when the screen mounts) leaves the localized widgets alone: each one
        renders its text when it mounts itself.
        """
        t = self.t
        localize_bindings(screen, t)
        for node in screen.walk_children(with_self=False):
            localize_bindings(node, t)
            if widgets and isinstance(node, Localizable):
                node.apply_language(t)
        hook = getattr(screen, "on_language", None)
        if callable(hook):
            hook()
        screen.refresh_bindings()

    # --- settings -------------------------------------------------------------------------
    @property
    def own_settings(self) -> bool:
        """This window's settings are its own (a browser tab of ``seven-seas serve``): a change lasts while the
        window is open and is kept for new windows only when the player asks (:meth:`save_settings_as_default`).
        In a terminal, changes are kept for the next start."""
        return self.is_web if self._own_settings is None else self._own_settings

    def update_settings(self, **changes: Any) -> None:
        """Change settings (kept for the next start, except in a window with settings of its own)."""
        self.settings = self.settings.with_(**changes)
        if self.persist_settings and not self.own_settings:
            self._write_settings(quiet_after_first=True)

    def save_settings_as_default(self) -> bool:
        """Keep this window's settings for new windows and the next start; False (and why) when they cannot
        be written."""
        return self._write_settings(quiet_after_first=False)

    def _write_settings(self, *, quiet_after_first: bool) -> bool:
        from saves.player_file import PlayerFileError

        try:
            save_settings(self.settings)
        except PlayerFileError as exc:
            if not (quiet_after_first and self._settings_warned):
                from tui.player_files import tell_file_notice

                tell_file_notice(self, exc.notice, "settings", written=False)
            self._settings_warned = True
            return False
        except OSError as exc:
            log.warning("could not write settings: %s", exc)
            if not (quiet_after_first and self._settings_warned):
                self.tell(
                    "files.write_failed.settings",
                    severity="warning",
                    timeout=20,
                    reason=exc.strerror or str(exc),
                )
            self._settings_warned = True
            return False
        return True

    # --- messages -------------------------------------------------------------------------
    def tell(
        self, key: str, *, severity: str = "information", timeout: float | None = None, **params: Any
    ) -> None:
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
