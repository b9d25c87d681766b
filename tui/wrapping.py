"""Line wrapping that keeps no-break spaces unbroken, wherever the app wraps text.

French puts a no-break space before ":" and inside « », and a narrow no-break space before ";", "!" and "?"
(``tui/locales/fr.toml``), so that a wrapped line never starts with ":" or "»". Rich and Textual find the places
where a line may break with a regular expression in which ``\\s`` matches every Unicode space, the no-break ones
included, so a French line wrapped at 40 columns could start with ": …". Both libraries (Rich's ``Text.wrap``,
Textual's ``Content`` — the log, the dialogs, the rules, the replay, the decision bar — and Textual's text areas)
look that expression up at every call in one module attribute; :func:`keep_no_break_spaces` replaces it with one
that treats U+00A0, U+2007 and U+202F as part of a word. The app module calls it when it is imported (and the
game log's module, for a log shown outside the app); ``tests/tui/test_wrapping.py`` checks that both libraries
still look the attribute up, at several widths.

:class:`Hanging` shows lines one under the other with a hanging indent: a line that starts with spaces (a
captain's line in the summary, under the captain's name) keeps them on the lines it wraps to.
:class:`HangingRow` is one line whose first cells (a choice's number, "4 ") stand out: the lines it wraps to
start under the text after them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import rich._wrap
import textual._wrap
from rich.console import Console, ConsoleOptions, RenderableType
from rich.measure import Measurement
from rich.text import Text

__all__ = [
    "NO_BREAK",
    "Hanging",
    "HangingRow",
    "keep_no_break_spaces",
    "short_name",
    "unbroken_name",
    "wraps_keep_no_break_spaces",
]

#: Spaces a line must never break at: no-break space, figure space, narrow no-break space.
NO_BREAK = "\u00a0\u2007\u202f"
_SPACE = f"[^\\S{NO_BREAK}]"
_WORD = f"[\\S{NO_BREAK}]"
#: Rich's ``re_word`` (``\s*\S+\s*``) with the no-break spaces moved from the spaces to the word.
RICH_WORD = re.compile(f"{_SPACE}*{_WORD}+{_SPACE}*")
#: Textual's ``re_chunk`` (``\S+\s*|\s+``) likewise.
TEXTUAL_CHUNK = re.compile(f"{_WORD}+{_SPACE}*|{_SPACE}+")


_NUMBERED = re.compile(r" +(?=\d+$)")


def unbroken_name(name: str) -> str:
    """A name that ends in a number ("Capitaine 1", "Flint 2") with a no-break space before the number: a
    wrapped line never leaves the number alone at the start of the next line."""
    return _NUMBERED.sub("\u00a0", name)


def short_name(name: str, width: int) -> str:
    """``name`` in at most ``width`` columns: cut with "…", and a name ending in a number keeps the number
    ("Capitaine 1" -> "Capita… 1": default captains stay apart)."""
    if len(name) <= width:
        return name
    numbered = re.fullmatch(r"(.*\S)[ \u00a0]+(\d+)", name)
    if numbered and len(numbered[2]) + 3 < width:
        number = numbered[2]
        return numbered[1][: width - len(number) - 2] + "…\u00a0" + number
    return name[: width - 1] + "…"


def keep_no_break_spaces() -> None:
    """Make every later wrap (Rich and Textual) keep the text around a no-break space on one line."""
    rich._wrap.re_word = RICH_WORD
    textual._wrap.re_chunk = TEXTUAL_CHUNK


def wraps_keep_no_break_spaces() -> bool:
    """True when the libraries wrap with the expressions above (the patch is in place)."""
    return rich._wrap.re_word is RICH_WORD and textual._wrap.re_chunk is TEXTUAL_CHUNK


class Hanging:
    """Lines one under the other, each wrapped on its own; the spaces a line starts with indent every line it
    wraps to. Equal when the lines are (a widget shown the same lines again is not repainted)."""

    def __init__(self, lines: Iterable[Text]) -> None:
        self.lines = list(lines)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hanging) and self.lines == other.lines

    __hash__ = None  # type: ignore[assignment]

    def _parts(self) -> Iterator[RenderableType]:
        for line in self.lines:
            indent = len(line.plain) - len(line.plain.lstrip(" "))
            yield HangingRow(line, indent) if indent else line

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[RenderableType]:
        yield from self._parts()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        sizes = [Measurement.get(console, options, part) for part in self._parts()]
        if not sizes:
            return Measurement(0, 0)
        return Measurement(max(size.minimum for size in sizes), max(size.maximum for size in sizes))


class HangingRow:
    """One line whose first ``head`` characters (a choice's number) hang: the lines it wraps to start under the
    text after them. Reads as its plain text (``str``), for tests and screen readers."""

    def __init__(self, text: Text, head: int) -> None:
        self.text = text
        self.head = head

    def __str__(self) -> str:
        return self.text.plain

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HangingRow) and (self.text, self.head) == (other.text, other.head)

    __hash__ = None  # type: ignore[assignment]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[RenderableType]:
        head, body = self.text[: self.head], self.text[self.head :]
        width = max(1, options.max_width - head.cell_len)
        for index, line in enumerate(body.wrap(console, width, justify="left", overflow="fold")):
            row = (head if index == 0 else Text(" " * head.cell_len)).copy()
            row.append_text(line)
            row.rstrip()
            row.end = "\n"
            yield row

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        body = Measurement.get(console, options, self.text[self.head :])
        return Measurement(body.minimum + self.text[: self.head].cell_len, self.text.cell_len)
