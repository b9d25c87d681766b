"""Snapshot tests: layouts that must not drift."""

from __future__ import annotations

import pytest

from tui.app import SevenSeasApp
from tui.settings import Settings


class TestMainMenu:
    """The main menu in each language, at 80x24."""

    @pytest.mark.parametrize("lang", ["en", "de", "fr"])
    def test_main_menu(self, snap_compare, lang: str) -> None:  # type: ignore[no-untyped-def]
        app = SevenSeasApp(language=lang, settings=Settings(), persist_settings=False)
        assert snap_compare(app, terminal_size=(80, 24))
