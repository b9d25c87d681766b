"""The player's settings, kept in a TOML file in the user config dir."""

from __future__ import annotations

import logging
import os
import tomllib
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from tui.i18n import LANGUAGES

__all__ = ["AI_DELAYS", "Settings", "config_dir", "load_settings", "save_settings"]

log = logging.getLogger("seven_seas.settings")

#: Seconds an AI move stays on screen before the next one (the Settings choices).
AI_DELAYS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.5)


@dataclass(frozen=True)
class Settings:
    """Everything the Settings screen changes."""

    language: str = ""  # empty: not chosen yet (environment decides)
    ai_delay: float = 1.0

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
    try:
        data = tomllib.loads(_path().read_text("utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        log.warning("settings file unreadable, using defaults: %s", exc)
        return Settings()
    settings = Settings()
    language = data.get("language")
    if language in LANGUAGES:
        settings = settings.with_(language=language)
    delay = data.get("ai_delay")
    if isinstance(delay, int | float) and not isinstance(delay, bool) and 0 <= delay <= 10:
        settings = settings.with_(ai_delay=float(delay))
    return settings


def save_settings(settings: Settings) -> None:
    """Write the settings atomically; a failure is logged, never fatal."""
    import tomli_w

    from saves import atomic_write_text

    data = {f.name: getattr(settings, f.name) for f in fields(settings)}
    try:
        atomic_write_text(_path(), tomli_w.dumps(data))
    except OSError as exc:
        log.warning("could not write settings: %s", exc)


