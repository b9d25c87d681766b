"""The player's settings, kept in a TOML file in the user config dir with the care of the saves
(:class:`saves.player_file.PlayerFile`: atomic writes with a backup, a damaged file kept aside)."""

from __future__ import annotations

import logging
import os
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tui.i18n import LANGUAGES

if TYPE_CHECKING:
    from saves.player_file import FileNotice, PlayerFile

__all__ = [
    "AI_DELAYS",
    "UNDO_CHOICES",
    "Settings",
    "config_dir",
    "load_settings",
    "load_settings_checked",
    "save_settings",
    "settings_file",
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


def _settings_of(data: Any) -> Settings:
    """The settings of a parsed file: each good value taken, anything else left at its default."""
    if not isinstance(data, dict):
        raise TypeError("not a table")
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
    return settings


def _salvage(data: dict[str, Any]) -> Settings | None:
    settings = _settings_of(data)
    return settings if settings != Settings() else None


def _merge(found: Settings | None, backup: Settings | None) -> Settings:
    """What was read of the damaged file, else of its backup, value by value."""
    if found is None or backup is None:
        kept = found if found is not None else backup
        assert kept is not None
        return kept
    default = asdict(Settings())
    changes = {k: v for k, v in asdict(backup).items() if v != default[k]}
    changes.update({k: v for k, v in asdict(found).items() if v != default[k]})
    return Settings().with_(**changes)


def _dump(settings: Settings) -> str:
    import tomli_w

    return tomli_w.dumps(asdict(settings))


def settings_file() -> PlayerFile[Settings]:
    """The settings file (``settings.toml`` in :func:`config_dir`) as a :class:`saves.player_file.PlayerFile`."""
    from saves.player_file import PlayerFile

    return PlayerFile(
        _path(),
        limit=MAX_SETTINGS_BYTES,
        parse=_settings_of,
        salvage=_salvage,
        merge=_merge,
        newer=lambda data: False,
        dump=_dump,
    )


def load_settings_checked() -> tuple[Settings, FileNotice | None]:
    """The saved settings and, when the file could not be used as it was, what to tell the player.

    Never raises: a missing file gives the defaults and no notice. A damaged one (not UTF-8, not TOML, too
    large, nested absurdly deep) is moved aside, and what can be read of it and of its backup is used and
    written back; a file that cannot be moved (a folder or a pipe in its place) is left alone and the defaults
    apply. Values out of range are ignored one by one (they are not damage).
    """
    path = _path()
    if not os.path.lexists(path) and not os.path.lexists(path.with_name(path.name + ".bak")):
        return Settings(), None  # the usual first start: the saves package is not needed yet
    read = settings_file().read()
    if read.notice is not None:
        log.warning("settings file: %s (%s)", read.notice.reason, read.notice.kind)
    return (read.value if read.value is not None else Settings()), read.notice


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (the previous file becomes ``settings.toml.bak``); a damaged file is moved
    aside first, never written over.

    Raises:
        OSError: they could not be written (``saves.player_file.PlayerFileError``: a file that cannot be used
            is in the way and was left alone).
    """
    settings_file().update(lambda _old: settings)
