"""The legend (``l``) and the F1 key list: every meaning starts in the same cell, a wide symbol (⛵, ⚓: two
cells) counted by its width as the terminal draws it (issue 22 read-through; a guard, it held already)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.console import Console

from tui.board.help import KEYS, LEGEND, SYMBOLS, _rows
from tui.i18n import Translator


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_meaning_starts_in_the_same_cell(lang: str) -> None:
    t = Translator(lang)
    groups = [[(symbol, t(key)) for symbol, key in rows] for _, rows in LEGEND]
    groups.append([(key, t(what)) for key, what in KEYS])
    console = Console(width=80, color_system=None, legacy_windows=False)
    for rows in groups:
        lines = console.render_lines(_rows(rows), console.options.update_width(80))
        texts = ["".join(segment.text for segment in line) for line in lines]
        starts = [text for text in texts if text.strip() and not text.startswith(" " * SYMBOLS)]
        assert len(starts) == len(rows), texts
        for (symbol, meaning), text in zip(rows, starts, strict=True):
            head = f"  {symbol}"
            assert text.startswith(head), (text, symbol)
            rest = text[len(head) :]
            pad = len(rest) - len(rest.lstrip(" "))
            assert cell_len(head) + pad == SYMBOLS and rest.lstrip(" ").startswith(meaning.split()[0]), text
