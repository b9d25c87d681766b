"""Translations: locale TOML files, ``{named}`` placeholders, plural forms, English fallback."""

from __future__ import annotations

import logging
import os
import string
import tomllib
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

__all__ = [
    "LANGUAGES",
    "Translator",
    "detect_language",
    "flatten",
    "load_catalog",
    "placeholders",
    "plural_form",
]

log = logging.getLogger("seven_seas.i18n")

LANGUAGES: tuple[str, ...] = ("en", "de", "fr")
DEFAULT_LANGUAGE = "en"
PLURAL_FORMS = ("one", "other")
_MISSING = "…"


def plural_form(language: str, count: float) -> str:
    """The plural category of ``count``: English/German "one" is exactly 1, French 0 and 1."""
    if language == "fr":
        return "one" if 0 <= abs(count) < 2 else "other"
    return "one" if count == 1 else "other"


def flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str | dict[str, str]]:
    """Dotted keys to strings; a table of only plural forms stays one entry."""
    out: dict[str, str | dict[str, str]] = {}
    for key, value in table.items():
        full = prefix + key
        if isinstance(value, Mapping):
            if value and set(value) <= set(PLURAL_FORMS) and "other" in value:
                out[full] = {k: str(v) for k, v in value.items()}
            else:
                out.update(flatten(value, full + "."))
        else:
            out[full] = str(value)
    return out


def placeholders(text: str) -> set[str]:
    """The ``{named}`` placeholders of a message."""
    names = set()
    for _, field_name, _, _ in string.Formatter().parse(text):
        if field_name:
            names.add(field_name.split(".")[0].split("[")[0])
    return names


@cache
def load_catalog(language: str) -> dict[str, str | dict[str, str]]:
    """The flattened catalog shipped in ``tui/locales/<language>.toml``."""
    data = resources.files("tui").joinpath("locales", f"{language}.toml").read_text("utf-8")
    return flatten(tomllib.loads(data))


def detect_language(cli: str | None = None, saved: str | None = None) -> str:
    """``--lang``, else the saved setting, else ``LC_ALL``/``LANG``, else English."""
    for choice in (cli, saved):
        if choice in LANGUAGES:
            return choice
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(".")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if var == "LC_ALL":
                break
    return DEFAULT_LANGUAGE


class _SafeDict(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        log.warning("missing placeholder %r", key)
        return "{" + key + "}"


class Translator:
    """Looks up message keys in the current language, falling back to English."""

    def __init__(self, language: str = DEFAULT_LANGUAGE) -> None:
        self.language = language if language in LANGUAGES else DEFAULT_LANGUAGE
        self._reported: set[tuple[str, str]] = set()

    def number(self, value: float, digits: int = 1) -> str:
        """A number written the local way: ``1.5`` in English, ``1,5`` in German and French."""
        text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
        return text.replace(".", ",") if self.language in ("de", "fr") else text

    def has(self, key: str) -> bool:
        """True when English (the reference) has ``key``."""
        return key in load_catalog(DEFAULT_LANGUAGE)

    def raw(self, key: str) -> str | dict[str, str] | None:
        """The unformatted entry, with the English fallback."""
        entry = load_catalog(self.language).get(key)
        if entry is None:
            if (self.language, key) not in self._reported:
                self._reported.add((self.language, key))
                log.warning("missing key %r in %s", key, self.language)
            entry = load_catalog(DEFAULT_LANGUAGE).get(key)
        return entry

    def __call__(self, key: str, /, **params: Any) -> str:
        """The message for ``key`` with its placeholders filled in.

        A plural entry picks its form from the ``count`` parameter.
        """
        entry = self.raw(key)
        if entry is None:
            log.error("unknown message key %r", key)
            return _MISSING
        if isinstance(entry, dict):
            count = params.get("count", 0)
            form = plural_form(self.language, count if isinstance(count, int | float) else 0)
            entry = entry.get(form) or entry["other"]
        if not params:
            return entry
        try:
            return entry.format_map(_SafeDict(params))
        except (ValueError, IndexError):
            log.error("bad format string for %r", key)
            return entry
