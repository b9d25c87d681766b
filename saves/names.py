"""Save names and places: the name a save is kept under, the file stem it maps to, the saves folder."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

from saves.errors import SaveError

__all__ = ["MAX_NAME", "canonical_name", "default_save_dir", "sanitize_name"]

_UNSAFE = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]+")
#: Names Windows keeps for devices, with or without an extension (``CON``, ``nul.txt``, ``COM1``).
_RESERVED = frozenset(
    {"con", "prn", "aux", "nul", "conin$", "conout$", "clock$"}
    | {f"{port}{n}" for port in ("com", "lpt") for n in (*"123456789", "¹", "²", "³")}
)
MAX_NAME = 64


def canonical_name(name: str) -> str:
    """A save's name as it is kept: NFC, no control characters, single spaces, at most 64 characters.

    Two names that look the same (``é`` composed or not, extra spaces) are the same name.
    """
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    return " ".join(text.split())[:MAX_NAME].strip()


def sanitize_name(name: str) -> str:
    """A safe file stem for a save name: no separators, no ``..``, no control characters.

    Raises:
        SaveError: nothing usable is left of the name, or it is a name Windows keeps for a device.
    """
    text = canonical_name(name)
    text = _UNSAFE.sub("-", text)
    text = re.sub(r"\.{2,}", ".", text)
    text = re.sub(r"\s+", " ", text).strip(" .-")
    text = text[:MAX_NAME].strip(" .-")
    if not text:
        raise SaveError("saves.error.bad_name")
    if text.split(".")[0].rstrip(" ").casefold() in _RESERVED:
        raise SaveError("saves.more.error.reserved_name", name=text)
    return text


def default_save_dir(cli_dir: str | os.PathLike[str] | None = None) -> Path:
    """``--save-dir``, else ``SEVEN_SEAS_SAVE_DIR``, else the platform user-data dir."""
    if cli_dir:
        return Path(cli_dir).expanduser()
    env = os.environ.get("SEVEN_SEAS_SAVE_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("seven-seas", appauthor=False)) / "saves"
