"""Translations: locale TOML files, ``{named}`` placeholders, plural forms, English fallback."""

from __future__ import annotations

import contextlib
import io
import logging
import os
import pickle
import string
import tempfile
import zlib
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

__all__ = [
    "FORMS",
    "LANGUAGES",
    "Noun",
    "NounList",
    "Translator",
    "as_translator",
    "cache_dir",
    "detect_language",
    "flatten",
    "load_catalog",
    "placeholders",
    "plural_form",
]

log = logging.getLogger("seven_seas.i18n")

LANGUAGES: tuple[str, ...] = ("en", "de", "fr")
DEFAULT_LANGUAGE = "en"
PLURAL_FORMS = ("zero", "one", "other")
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


#: The layout of a cached catalog file; a file of another layout is parsed again from the TOML.
CACHE_FORMAT = 2


def cache_dir() -> Path:
    """``SEVEN_SEAS_CACHE_DIR`` or the platform's user cache folder for seven-seas."""
    env = os.environ.get("SEVEN_SEAS_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("seven-seas", appauthor=False))


def _valid_catalog(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    for entry in value.values():
        if isinstance(entry, dict):
            if "other" not in entry or not all(isinstance(v, str) for v in entry.values()):
                return False
        elif not isinstance(entry, str):
            return False
    return True


class _PlainUnpickler(pickle.Unpickler):
    """Reads plain data only (dictionaries, strings, numbers): a pickle that names any class or function is
    refused, so a damaged or foreign cache file can build nothing else."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"{module}.{name} is not plain data")


def _read_cached(path: Path, stamp: str) -> dict[str, str | dict[str, str]] | None:
    """The catalog cached at ``path`` if it was made from the TOML with ``stamp``; ``None`` otherwise."""
    try:
        if not path.is_file() or path.stat().st_size > 4_000_000:
            return None
        data = _PlainUnpickler(io.BytesIO(path.read_bytes())).load()
    except Exception:  # missing, damaged or foreign: parsed again from the TOML
        return None
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("stamp") != stamp:
        return None
    catalog = data.get("catalog")
    return catalog if _valid_catalog(catalog) else None


def _write_cached(path: Path, stamp: str, catalog: dict[str, str | dict[str, str]]) -> None:
    """Keep ``catalog`` at ``path`` for the next start (atomically; a failure only costs the next start)."""
    tmp = ""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        blob = pickle.dumps(
            {"format": CACHE_FORMAT, "stamp": stamp, "catalog": catalog}, protocol=pickle.HIGHEST_PROTOCOL
        )
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(blob)
        os.replace(tmp, path)
        tmp = ""
        # the JSON cache earlier versions kept beside it is never read again
        with contextlib.suppress(OSError):
            path.with_suffix(".json").unlink(missing_ok=True)
    except OSError as error:
        log.info("locale cache not written: %s", error)
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


@cache
def load_catalog(language: str) -> dict[str, str | dict[str, str]]:
    """The flattened catalog shipped in ``tui/locales/<language>.toml``.

    Parsing the TOML costs 20-40 ms at every start; the parsed catalog is kept in the user cache folder
    (:func:`cache_dir`), stamped with the TOML's length and checksum, as a pickle of plain data (read back in
    under a millisecond, through an unpickler that builds nothing else, and without importing ``json``). A
    missing, stale or damaged cache file is simply made again.
    """
    raw = resources.files("tui").joinpath("locales", f"{language}.toml").read_bytes()
    stamp = f"{len(raw)}-{zlib.crc32(raw):08x}"
    path = cache_dir() / f"locale-{language}.pickle"
    cached = _read_cached(path, stamp)
    if cached is not None:
        return cached
    import tomllib  # only when the cache cannot serve

    catalog = flatten(tomllib.loads(raw.decode("utf-8")))
    _write_cached(path, stamp, catalog)
    return catalog


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


#: Running-text forms a template may ask of a name: ``{card}`` is the subject form (German nominative,
#: French with its article), ``{card:acc}``/``{card:dat}`` the German accusative/dative, ``{card:de}``/``{card:a}``
#: the French forms after "de"/"à" (du, de la, au, à la); ``{card:label}`` is the bare label, ``{card:id}`` the id.
#: Places (the seas, the hideout) also give ``gen``, the owner after a noun ("of the Frozen Sea", "des Eismeers",
#: "de la mer Gelée"), ``in`` where something is ("in the Frozen Sea", "im Eismeer", "dans la mer Gelée") and
#: ``to`` where a ship goes ("to the Frozen Sea", "ins Eismeer", "vers la mer Gelée"): the preposition is part
#: of the form, so a template never guesses an article or a contraction.
FORMS: tuple[str, ...] = ("nom", "acc", "dat", "gen", "in", "to", "de", "a")
_PLAIN_SPECS = frozenset((*FORMS, "label", "id"))
#: Where a language keeps the running forms of the name whose label key is ``K``: ``text.K.<form>``.
RUNNING_PREFIX = "text."


class Noun:
    """A name (card, sea, resource) with its label and its running-text forms in one language.

    ``format(noun, "acc")`` gives a form; a missing form falls back to the subject form, then to the label.
    ``str(noun)`` is the subject form.
    """

    __slots__ = ("forms", "id", "label")

    def __init__(self, label: str, forms: Mapping[str, str] | None = None, id: str = "") -> None:
        self.label = label
        self.forms = dict(forms or {})
        self.id = id

    def form(self, spec: str = "") -> str:
        if spec == "label":
            return self.label
        if spec == "id":
            return self.id or self.label
        return self.forms.get(spec or "nom") or self.forms.get("nom") or self.label

    def __format__(self, spec: str) -> str:
        return self.form(spec)

    def __str__(self) -> str:
        return self.form()

    def __repr__(self) -> str:
        return f"Noun({self.label!r}, {self.forms!r})"


class NounList:
    """Several names in running text, joined with the language's "and": "den Kraken und die Gold-3"."""

    __slots__ = ("and_word", "items")

    def __init__(self, items: list[Noun], and_word: str = " and ") -> None:
        self.items = items
        self.and_word = and_word

    def __format__(self, spec: str) -> str:
        parts = [item.form(spec) for item in self.items]
        if len(parts) <= 1:
            return "".join(parts)
        return ", ".join(parts[:-1]) + self.and_word + parts[-1]

    def __str__(self) -> str:
        return format(self, "")


class _SafeDict(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        log.warning("missing placeholder %r", key)
        return "{" + key + "}"


class _Formatter(string.Formatter):
    """``str.format`` plus running-text forms (``{card:acc}``) and plural specs (``{planks:#board.amount.planks}``)."""

    def __init__(self, translator: Translator) -> None:
        self.translator = translator

    def get_value(self, key: int | str, args: Any, kwargs: Any) -> Any:
        return kwargs[key]

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("#"):
            # A count shown through a plural table: "{planks:#board.amount.planks}" -> "1 plank" / "3 planks".
            return self.translator(format_spec[1:], count=value)
        if isinstance(value, Noun | NounList):
            return format(value, format_spec)
        if format_spec in _PLAIN_SPECS:
            return str(value)
        return format(value, format_spec)


def as_translator(t: Any) -> Translator:
    """The ``Translator`` behind ``t``: itself, or the app's translator behind a screen's ``t`` method."""
    if isinstance(t, Translator):
        return t
    app = getattr(getattr(t, "__self__", None), "app", None)
    found = getattr(app, "t", None)
    return found if isinstance(found, Translator) else Translator(DEFAULT_LANGUAGE)


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

        A plural entry picks its form from the ``count`` parameter (and its optional ``zero`` form for 0:
        "no boarding", "kein Entern", "aucun abordage").
        """
        entry = self.raw(key)
        if entry is None:
            log.error("unknown message key %r", key)
            return _MISSING
        if isinstance(entry, dict):
            count = params.get("count", 0)
            count = count if isinstance(count, int | float) else 0
            form = "zero" if count == 0 and "zero" in entry else plural_form(self.language, count)
            entry = entry.get(form) or entry["other"]
        if not params:
            return entry
        try:
            return _Formatter(self).vformat(entry, (), _SafeDict(params))
        except (ValueError, IndexError, KeyError, AttributeError):
            log.error("bad format string for %r", key)
            return entry

    def forms(self, key: str, **params: Any) -> dict[str, str]:
        """The running-text forms this language gives the name at label key ``key`` (``text.<key>.<form>``)."""
        catalog = load_catalog(self.language)
        out = {}
        for form in FORMS:
            entry = catalog.get(f"{RUNNING_PREFIX}{key}.{form}")
            if isinstance(entry, str):
                out[form] = _Formatter(self).vformat(entry, (), _SafeDict(params)) if params else entry
        return out

    def noun(self, key: str, id: str = "", **params: Any) -> Noun:
        """A name for sentences: label ``key`` with its running forms, e.g. ``t.noun("board.sea.wild")``."""
        return Noun(self(key, **params), self.forms(key, **params), id or key.rsplit(".", 1)[-1])

    def nouns(self, keys: list[str], and_key: str = "cards.ui.and") -> NounList:
        """Several names joined for a sentence."""
        return NounList([self.noun(k) for k in keys], self(and_key))
