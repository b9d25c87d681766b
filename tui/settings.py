"""The player's settings, kept in a TOML file in the user config dir."""

from __future__ import annotations

import logging
import os
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from tui.i18n import LANGUAGES

__all__ = [
    "AI_DELAYS",
    "UNDO_CHOICES",
    "Settings",
    "config_dir",
    "load_settings",
    "load_settings_checked",
    "save_settings",
]

log = logging.getLogger("seven_seas.settings")

#: A settings file is a few lines; anything larger is not ours.
MAX_SETTINGS_BYTES = 64 * 1024

#: Seconds an AI move stays on screen before the next one (the Settings choices).
AI_DELAYS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.5)
#: The undo rules (the same names as ``tui.session.UNDO_RULES``), the default first.
UNDO_CHOICES: tuple[str, ...] = ("strict", "casual")


@dataclass(frozen=True)
class Settings:
    """Everything the Settings screen changes."""

    language: str = ""  # empty: not chosen yet (environment decides)
    ai_delay: float = 1.0
    undo: str = "strict"
    """``strict`` or ``casual`` (see ``tui.session.UNDO_RULES``)."""

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)


def config_dir() -> Path:
    """``SEVEN_SEAS_CONFIG_DIR`` or the platform user config dir."""
    env = os.environ.get("SEVEN_SEAS_CONFIG_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir("seven-seas", appauthor=False))


def _path() -> Path:
    return config_dir() / "settings.toml"


def load_settings() -> Settings:
    """The saved settings; defaults for anything missing or unreadable (never raises)."""
    return load_settings_checked()[0]


def load_settings_checked() -> tuple[Settings, str]:
    """The saved settings and, when the file could not be used, the message key of the reason.

    Never raises: a missing file gives the defaults and no reason; an unreadable one (not a
    regular file, too large, not UTF-8, not TOML, nested absurdly deep) gives the defaults and
    a ``settings.more.problem.*`` key for a notice.
    """
    path = _path()
    if not os.path.lexists(path):
        return Settings(), ""  # the usual first start: the saves package is not needed yet
    from saves import SaveError, read_bounded

    try:
        raw = read_bounded(path, MAX_SETTINGS_BYTES)
    except SaveError as exc:
        if exc.key == "saves.error.not_found":
            return Settings(), ""
        log.warning("settings file unusable, using defaults: %s", exc)
        reason = {"saves.error.too_large": "too_large", "saves.more.error.not_a_file": "not_a_file"}.get(
            exc.key, "unreadable"
        )
        return Settings(), f"settings.more.problem.{reason}"
    import tomllib  # here, not at the top: a first start (no settings file) does not pay for it

    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError, ValueError) as exc:
        log.warning("settings file unreadable, using defaults: %s", type(exc).__name__)
        return Settings(), "settings.more.problem.not_toml"
    settings = Settings()
    language = data.get("language")
    if isinstance(language, str) and language in LANGUAGES:
        settings = settings.with_(language=language)
    delay = data.get("ai_delay")
    if isinstance(delay, int | float) and not isinstance(delay, bool) and 0 <= delay <= 10:
        settings = settings.with_(ai_delay=float(delay))
    undo = data.get("undo")
    if undo in UNDO_CHOICES:
        settings = settings.with_(undo=undo)
    return settings, ""


def save_settings(settings: Settings) -> None:
    """Write the settings atomically; a failure is logged, never fatal."""
    import tomli_w

    from saves import atomic_write_text

    data = asdict(settings)
    try:
        atomic_write_text(_path(), tomli_w.dumps(data))
    except OSError as exc:
        log.warning("could not write settings: %s", exc)
