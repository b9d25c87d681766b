"""The parsed CSS kept across starts (tui/css_cache.py): used only when it is exactly what a parse would give,
never trusted when damaged or foreign."""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

import pytest
import textual.css.stylesheet

from tests.tui.cards.cards_ui_helpers import screen_strips, screen_text
from tui.app import SevenSeasApp
from tui.css_cache import KeptParses
from tui.screens.main_menu import MainMenuScreen


async def _start(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    """Start the app with ``path`` as its CSS cache: the CSS parsed up to the menu, and what the menu shows
    (text, colours and styles)."""
    parsed: list[Any] = []
    parse = textual.css.stylesheet.parse

    def counted(*args: Any, **kwargs: Any) -> Any:
        parsed.append(args[2])
        return parse(*args, **kwargs)

    monkeypatch.setattr(textual.css.stylesheet, "parse", counted)
    app = SevenSeasApp(language="en", persist_settings=False, css_cache=path)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        # colours and text styles too: the whole picture must be the same with kept rules
        text += "\n" + repr([list(strip) for strip in screen_strips(app)])
        count = len(parsed)
        app.keep_parsed_css()
    monkeypatch.setattr(textual.css.stylesheet, "parse", parse)
    return count, text


async def test_a_second_start_parses_no_css_and_shows_the_same_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "css-rules.pickle"
    first, first_text = await _start(path, monkeypatch)
    assert first > 10 and path.is_file()
    again, again_text = await _start(path, monkeypatch)
    assert again == 0
    assert again_text == first_text


def test_kept_rules_are_those_a_parse_gives(tmp_path: Path) -> None:
    app = SevenSeasApp(language="en", persist_settings=False)
    sheet = app.stylesheet
    variables = sheet._variables
    css = "MainMenuScreen #menu-buttons Button:focus { width: 50%; color: $accent; margin: 0 1; }"
    key = (css, ("x.tcss", ""), False, 0, "")
    rules = sheet._parse_rules(*key)
    kept = KeptParses(tmp_path / "c.pickle", variables)
    kept.add(key, rules)
    kept.write()
    back = KeptParses(tmp_path / "c.pickle", variables).get(key)
    assert back is not None and back is not rules
    assert [rule.css for rule in back] == [rule.css for rule in rules]
    assert [rule.selector_set for rule in back] == [rule.selector_set for rule in rules]
    assert [rule.styles.get_rules() for rule in back] == [rule.styles.get_rules() for rule in rules]
    # a source this start did not use (CSS changed since) drops out of the file
    other = KeptParses(tmp_path / "c.pickle", variables)
    other_key = (css + " ", *key[1:])
    other.add(other_key, sheet._parse_rules(*other_key))
    other.write()
    assert list(KeptParses(tmp_path / "c.pickle", variables).rules) == [other_key]
    # parsed with other variables (another theme, NO_COLOR): not used
    assert KeptParses(tmp_path / "c.pickle", {**variables, "accent": "red"}).get(key) is None


class _Forged:
    def __reduce__(self) -> tuple[Any, ...]:
        return (os.system, ("touch forged",))


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not a pickle at all",
        pickle.dumps({"stamp": (), "variables": {}, "rules": {}})[:-3],
        pickle.dumps({"stamp": "other", "variables": {}, "rules": {}}),
        pickle.dumps(_Forged()),
        pickle.dumps({"rules": [_Forged()]}),
    ],
)
async def test_a_damaged_or_foreign_file_is_ignored_and_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
) -> None:
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "css-rules.pickle"
    path.write_bytes(content)
    count, text = await _start(path, monkeypatch)
    assert count > 10 and "Quit" in text
    assert not (tmp_path / "forged").exists()
    assert path.read_bytes() != content  # made again
    assert await _start(path, monkeypatch) == (0, text)
