"""Parsed CSS kept across starts: the style sheets the main menu's first frame needs, parsed once.

Parsing the CSS of Textual's widgets (the buttons' alone is ~7 ms), the header, the footer and ``app.tcss``
is about a fifth of the start's own time. The first start keeps the parsed rules in the user cache folder
(``tui.i18n.cache_dir``), after its first frame; later starts read them back in a few milliseconds.

A kept parse is used only for exactly the same CSS text from the same place (the whole text is the key),
parsed with exactly the same variables (theme, ``NO_COLOR``), by the same Textual files and Python. The
file is a pickle read through an unpickler that builds nothing but Textual's CSS classes (the names in
:data:`ALLOWED`), so a damaged or foreign file is ignored (and replaced), never trusted: the CSS is parsed
again as without the file.
"""

from __future__ import annotations

import contextlib
import enum
import functools
import io
import logging
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.css.model import RuleSet

__all__ = ["ALLOWED", "KeptParses", "textual_stamp"]

log = logging.getLogger("seven_seas.css_cache")

#: The layout of the file; another layout is ignored.
CACHE_FORMAT = 1
#: The largest file read (the menu's rules take ~50 kB).
MAX_BYTES = 2_000_000

#: What a kept parse may be built from: Textual's CSS model and values (anything else: the file is ignored).
ALLOWED = frozenset(
    {
        ("textual.color", "Color"),
        ("textual.css.model", "CombinatorType"),
        ("textual.css.model", "RuleSet"),
        ("textual.css.model", "Selector"),
        ("textual.css.model", "SelectorSet"),
        ("textual.css.model", "SelectorType"),
        ("textual.css.model", "_check_class"),
        ("textual.css.model", "_check_id"),
        ("textual.css.model", "_check_type"),
        ("textual.css.model", "_check_universal"),
        ("textual.css.scalar", "Scalar"),
        ("textual.css.scalar", "ScalarOffset"),
        ("textual.css.scalar", "Unit"),
        ("textual.css.styles", "Styles"),
        ("textual.geometry", "Spacing"),
        ("textual.layouts.horizontal", "HorizontalLayout"),
        ("textual.layouts.vertical", "VerticalLayout"),
        ("textual.layouts.grid", "GridLayout"),
        ("textual.layouts.stream", "StreamLayout"),
    }
)
#: Functions a kept parse may use through pickle's ``partial``: the selector checks above.
_CHECKS = frozenset(name for module, name in ALLOWED if name.startswith("_check_"))


def _safe_getattr(obj: object, name: str) -> object:
    """``getattr`` as pickle uses it in parsed rules, for nothing else: an enum member, or a dictionary's
    ``get`` or ``__contains__`` (a rule's styles keep those of their rules)."""
    if isinstance(obj, type) and issubclass(obj, enum.Enum) and name in obj.__members__:
        return obj.__members__[name]
    if type(obj) is dict and name == "get":
        return obj.get
    if type(obj) is dict and name == "__contains__":
        return obj.__contains__
    raise pickle.UnpicklingError(f"not part of a parsed style sheet: {name!r}")


def _check_partial(func: Callable[..., Any], *args: Any, **kwargs: Any) -> functools.partial[Any]:
    """``functools.partial`` for the selector checks only."""
    if getattr(func, "__module__", None) != "textual.css.model" or func.__name__ not in _CHECKS:
        raise pickle.UnpicklingError("not a selector check")
    return functools.partial(func, *args, **kwargs)


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) == ("builtins", "getattr"):
            return _safe_getattr
        if (module, name) == ("functools", "partial"):
            return _check_partial
        if (module, name) not in ALLOWED:
            raise pickle.UnpicklingError(f"{module}.{name} is not part of a parsed style sheet")
        return super().find_class(module, name)


def textual_stamp() -> tuple[object, ...]:
    """What the parse depends on besides the CSS and the variables: Python's version and Textual's CSS parser
    and model files (where they are, their sizes and times: another Textual version changes them)."""
    import textual.css.model
    import textual.css.parse
    import textual.css.styles

    files = []
    for module in (textual.css.parse, textual.css.model, textual.css.styles):
        path = module.__file__ or ""
        try:
            stat = os.stat(path)
        except OSError:
            return ()
        files.append((path, stat.st_size, stat.st_mtime_ns))
    return (CACHE_FORMAT, sys.version_info[:3], tuple(files))


ParseKey = tuple[str, tuple[str, str], bool, int, str]


class KeptParses:
    """The parses kept in one file for one set of variables: read once; written (the parses this start used)
    when they differ from those read."""

    def __init__(self, path: Path, variables: dict[str, str]) -> None:
        self.path = path
        self.variables = dict(variables)
        self.stamp = textual_stamp()
        self.rules: dict[ParseKey, list[RuleSet]] = self._read() if self.stamp else {}
        self.used: dict[ParseKey, list[RuleSet]] = {}
        """The parses this start asked for: what the file keeps (a source no longer used drops out)."""

    def get(self, key: ParseKey) -> list[RuleSet] | None:
        return self.rules.get(key)

    def add(self, key: ParseKey, rules: list[RuleSet]) -> None:
        self.used.setdefault(key, rules)

    def _read(self) -> dict[ParseKey, list[RuleSet]]:
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return {}
            data = _Unpickler(io.BytesIO(self.path.read_bytes())).load()
        except Exception:  # missing, damaged or foreign: parse as without it
            return {}
        if not (
            isinstance(data, dict)
            and data.get("stamp") == self.stamp
            and data.get("variables") == self.variables
            and isinstance(data.get("rules"), dict)
        ):
            return {}
        kept: dict[ParseKey, list[RuleSet]] = {}
        for key, rules in data["rules"].items():
            if not (
                isinstance(key, tuple)
                and len(key) == 5
                and isinstance(rules, list)
                and all(isinstance(rule, RuleSet) for rule in rules)
            ):
                return {}
            kept[key] = rules
        return kept

    def write(self) -> None:
        """Keep the parses for the next start (atomically; a failure costs the next start only)."""
        if not self.stamp or self.used.keys() == self.rules.keys():
            return  # nothing new, nothing gone
        self.rules = dict(self.used)
        tmp = ""
        try:
            blob = pickle.dumps(
                {"stamp": self.stamp, "variables": self.variables, "rules": self.rules},
                protocol=pickle.HIGHEST_PROTOCOL,
            )
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=self.path.parent)
            with os.fdopen(fd, "wb") as handle:
                handle.write(blob)
            os.replace(tmp, self.path)
            tmp = ""
        except (OSError, pickle.PicklingError, TypeError, AttributeError) as error:
            log.info("parsed CSS not kept: %s", error)
        finally:
            if tmp:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
