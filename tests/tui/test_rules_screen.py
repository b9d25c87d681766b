"""The Rules screen: only the visible game is rendered, off the UI thread, and it opens at a section."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import tui.screens.rules as rules_module
from tests.tui.cards.cards_ui_helpers import wait_quiet, wait_until
from tui.app import SevenSeasApp
from tui.screens.main_menu import MainMenuScreen
from tui.screens.rules import GAMES, RulesScreen, RulesText, rules_outline, rules_sections, slug
from tui.settings import Settings

SIZE = (100, 30)


def make_app(language: str = "en") -> SevenSeasApp:
    return SevenSeasApp(language=language, settings=Settings(), persist_settings=False)


async def rendered(app: SevenSeasApp, pilot: Any) -> RulesText:
    """Wait until the rules text is laid out (its worker has finished and handed over its lines)."""
    await app.workers.wait_for_complete()
    await wait_quiet(pilot)
    text = app.screen.query_one(RulesText)
    assert text.rendered
    return text


def top_line(text: RulesText) -> str:
    return text.lines[int(text.scroll_y)].text.strip()


@pytest.mark.parametrize("game", GAMES)
def test_outlines_match_across_languages(game: str) -> None:
    """An anchor opens the same section in every language: the outlines have the same shape."""
    shapes = {lang: [s.level for s in rules_outline(game, lang)] for lang in ("en", "de", "fr")}
    assert shapes["de"] == shapes["en"] == shapes["fr"]
    anchors = rules_sections(game)
    assert len(anchors) == len(set(anchors)), "two headings share an anchor"
    for lang in ("de", "fr"):
        assert [s.anchor for s in rules_outline(game, lang) if s.level] == anchors


def test_anchor_is_the_slug_of_the_english_heading() -> None:
    assert slug("Pirate ship (dangerous, combat)") == "pirate-ship-dangerous-combat"
    assert slug("Ausrüstung — Schiff") == "ausrustung-schiff"
    assert "encounters" in rules_sections("board")
    assert "sail-at-sea" in rules_sections("board")
    assert "booty-values" in rules_sections("cards")


async def test_only_the_visible_game_is_read_on_open_and_on_f2(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[tuple[str, str]] = []
    original = rules_module.rules_text

    def recording(game: str, language: str) -> str:
        read.append((game, language))
        return original(game, language)

    monkeypatch.setattr(rules_module, "rules_text", recording)
    rules_module._english_anchors.cache_clear()
    app = make_app("en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await rendered(app, pilot)
        assert {game for game, _ in read} == {"cards"}
        read.clear()
        await pilot.press("f2")
        text = await rendered(app, pilot)
        assert {game for game, _ in read} == {"cards"}
        assert "Auslage" in text.plain
        await pilot.press("tab")
        text = await rendered(app, pilot)
        assert text.game == "board"
        assert "Begegnungen" in text.plain
    rules_module._english_anchors.cache_clear()


async def test_keys_work_while_the_rules_are_prepared(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text is laid out in a worker: Escape pressed meanwhile leaves at once (not later)."""
    release = threading.Event()
    started = threading.Event()
    original = rules_module.rules_outline

    def slow_outline(game: str, language: str) -> list[rules_module.Section]:
        started.set()
        assert release.wait(300), "the test never released the rendering"
        return original(game, language)

    monkeypatch.setattr(rules_module, "rules_outline", slow_outline)
    rules_module.forget_renderings()  # laid out by an earlier test: it would show at once
    app = make_app("en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await wait_until(pilot, started.is_set, "the rules text being prepared")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)
        release.set()
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)


@pytest.mark.parametrize(
    ("language", "heading"), [("en", "Encounters"), ("de", "Begegnungen"), ("fr", "Rencontres")]
)
async def test_opens_at_a_section_in_every_language(language: str, heading: str) -> None:
    app = make_app(language)
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(RulesScreen(game="board", section="encounters"))
        text = await rendered(app, pilot)
        assert text.game == "board"
        assert text.scroll_y > 0
        assert top_line(text) == heading
        assert text.current_section() == "encounters"


async def test_language_switch_stays_at_the_section() -> None:
    app = make_app("en")
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(RulesScreen(game="board", section="sail-at-sea"))
        text = await rendered(app, pilot)
        english_top = top_line(text)
        await pilot.press("f2")
        text = await rendered(app, pilot)
        assert text.language == "de"
        assert text.current_section() == "sail-at-sea"
        assert top_line(text) != english_top
        assert top_line(text) == "In See stechen"


async def test_unknown_section_opens_at_the_top() -> None:
    app = make_app("en")
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(RulesScreen(game="cards", section="no-such-section"))
        text = await rendered(app, pilot)
        assert text.scroll_y == 0
        assert "7Seas" in top_line(text)


def full_text(game: str, language: str, width: int) -> list[str]:
    """Every line of the rules, all sections rendered (what the screen must show, wherever it is)."""
    layout = rules_module.RulesLayout(game, language, width, rules_outline(game, language))
    layout.render(list(range(len(layout.sections))))
    return [layout.line(y).text.rstrip() for y in range(layout.total)]  # type: ignore[union-attr]


def view(text: RulesText) -> list[str]:
    top = text.scroll_offset.y
    return [text.lines[y].text.rstrip() for y in range(top, min(len(text.lines), top + text.size.height))]


async def test_keys_scroll_through_text_rendered_as_it_comes_into_view() -> None:
    """PgDn, End, Home and the arrows show the same lines as the whole text laid out at once, though only the
    sections on screen are rendered; scrolling up from a section renders the one above in its place."""
    rules_module.forget_renderings()
    app = make_app("en")
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(RulesScreen(game="board"))
        text = await rendered(app, pilot)
        layout = text._layout
        assert layout is not None and len(layout.blocks) < len(layout.sections) // 4
        full = full_text("board", "en", text._width)
        height = text.size.height
        assert view(text) == full[:height]
        for page in (1, 2, 3):
            await pilot.press("pagedown")
            await wait_quiet(pilot)
            assert view(text) == full[page * height : (page + 1) * height]
        await pilot.press("end")
        await wait_quiet(pilot)
        assert view(text) == full[-height:]
        assert text.scroll_y == text.max_scroll_y  # the estimated middle is still counted, not rendered
        await pilot.press("home")
        await wait_quiet(pilot)
        assert text.scroll_y == 0 and view(text) == full[:height]
        assert len(layout.blocks) < len(layout.sections) // 2  # the middle was never on screen
        text.go_to("encounters")
        await wait_quiet(pilot)
        assert top_line(text) == "Encounters"
        heading = full.index("Encounters")
        for _ in range(3):
            await pilot.press("up")
        await wait_quiet(pilot)
        assert view(text) == full[heading - 3 : heading - 3 + height]
        await pilot.press("pageup")
        await wait_quiet(pilot)
        assert view(text) == full[heading - 3 - height : heading - 3]
