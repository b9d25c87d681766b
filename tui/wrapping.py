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
"""

from __future__ import annotations

import re

import rich._wrap
import textual._wrap

__all__ = ["NO_BREAK", "keep_no_break_spaces", "wraps_keep_no_break_spaces"]

#: Spaces a line must never break at: no-break space, figure space, narrow no-break space.
NO_BREAK = "\u00a0\u2007\u202f"
_SPACE = f"[^\\S{NO_BREAK}]"
_WORD = f"[\\S{NO_BREAK}]"
#: Rich's ``re_word`` (``\s*\S+\s*``) with the no-break spaces moved from the spaces to the word.
RICH_WORD = re.compile(f"{_SPACE}*{_WORD}+{_SPACE}*")
#: Textual's ``re_chunk`` (``\S+\s*|\s+``) likewise.
TEXTUAL_CHUNK = re.compile(f"{_WORD}+{_SPACE}*|{_SPACE}+")


def keep_no_break_spaces() -> None:
    """Make every later wrap (Rich and Textual) keep the text around a no-break space on one line."""
    rich._wrap.re_word = RICH_WORD
    textual._wrap.re_chunk = TEXTUAL_CHUNK


def wraps_keep_no_break_spaces() -> bool:
    """True when the libraries wrap with the expressions above (the patch is in place)."""
    return rich._wrap.re_word is RICH_WORD and textual._wrap.re_chunk is TEXTUAL_CHUNK
