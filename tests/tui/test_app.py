"""Pilot tests of the app shell: menu, live language switch, settings, rules, load list."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, DataTable, Footer

from saves import SaveStore, SeatInfo
from tests.toygame import ToyConfig, ToyGame
from tests.tui.cards.cards_ui_helpers import wait_quiet
from tui.app import SevenSeasApp
from tui.screens.load import LoadScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.rules import RulesScreen, RulesText
from tui.screens.settings import SettingsScreen
from tui.settings import load_settings
from tui.widgets.menu_list import MenuList

SIZE = (100, 32)


def visible_text(app: SevenSeasApp) -> str:
    """Every label, button, menu entry, static and footer entry on the current screen."""
    parts = []
    for widget in app.screen.walk_children():
        if isinstance(widget, Button):
            parts.append(str(widget.label))
        if isinstance(widget, MenuList):
            parts.extend(widget.labels)
        render = getattr(widget, "render", None)
        if widget.__class__.__name__ in ("Static", "TStatic", "Label", "TLabel"):
            parts.append(str(render()))
    return "\n".join(parts)


def footer_text(app: SevenSeasApp) -> str:
    app.screen.query_one(Footer)
    return " ".join(str(b.binding.description) for b in app.screen.active_bindings.values() if b.binding.show)


MENU_WORDS = {
    "en": ("Load a saved game", "Settings", "Quit", "Language"),
    "de": ("Gespeicherte Partie laden", "Einstellungen", "Beenden", "Sprache"),
    "fr": ("Charger une partie", "Réglages", "Quitter", "Langue"),
}


async def test_menu_lists_every_entry() -> None:
    app = SevenSeasApp(language="en")
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, MainMenuScreen)
        menu = app.screen.query_one(MenuList)
        assert menu.ids == [
            "board",
            "cards",
            "continue",
            "load",
            "rules",
            "settings",
            "quests",
            "records",
            "quit",
        ]
        assert [label.split("  ", 1)[0] for label in menu.labels] == [str(n) for n in range(1, 10)]


async def test_language_switch_three_times_everywhere() -> None:
    app = SevenSeasApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        for lang in ("de", "fr", "en"):
            await pilot.press("f2")
            await wait_quiet(pilot)
            assert app.language == lang
            text = visible_text(app)
            label, settings_word, quit_word, language_word = MENU_WORDS[lang]
            assert label in text and settings_word in text and quit_word in text
            footer = footer_text(app)
            assert language_word in footer and quit_word in footer
    assert load_settings().language == "en"


async def test_language_choice_persists() -> None:
    app = SevenSeasApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f2")
        await wait_quiet(pilot)
    assert load_settings().language == "de"
    app2 = SevenSeasApp()
    async with app2.run_test(size=SIZE):
        assert app2.language == "de"


async def test_switch_rerenders_screens_below_the_top() -> None:
    app = SevenSeasApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("f2")
        await wait_quiet(pilot)
        assert "Sprache" in visible_text(app)
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)
        assert "Einstellungen" in visible_text(app)
        assert "Einstellungen" in footer_text(app)


async def test_settings_screen_switches_language_and_pace() -> None:
    app = SevenSeasApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("6", "enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SettingsScreen)
        await pilot.click("#lang-fr")
        await wait_quiet(pilot)
        assert app.language == "fr"
        assert "Rythme des coups de l’IA" in visible_text(app)
        assert "Retour" in footer_text(app)
        await pilot.click("#delay-0")
        await wait_quiet(pilot)
        assert app.settings.ai_delay == 0.0
    assert load_settings().ai_delay == 0.0


async def test_rules_screen_follows_the_language() -> None:
    app = SevenSeasApp(language="de")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await wait_quiet(pilot)
        assert isinstance(app.screen, RulesScreen)
        text = app.screen.query_one(RulesText)
        assert "Auslage" in text.source
        await pilot.press("f2")
        await wait_quiet(pilot)
        assert "affichage" in text.source
        await pilot.press("tab")
        await wait_quiet(pilot)
        assert "Découverte" in text.source
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert "Découverte" in text.plain
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)


async def test_unavailable_game_says_so_in_the_language(save_dir: Path) -> None:
    _save_toy(save_dir, "toy game")  # a game the app does not have
    app = SevenSeasApp(language="fr", save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("3", "enter")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        messages = [n.message for n in app._notifications]
        assert any("n’est pas encore prêt" in m for m in messages)
        assert isinstance(app.screen, MainMenuScreen)


def _save_toy(directory: Path, name: str) -> Path:
    game = ToyGame.new(ToyConfig(), 4)
    actions = []
    for _ in range(3):
        action = game.legal_actions()[0]
        actions.append(game.format_action(action))
        game.apply(action)
    return SaveStore(directory).save(
        name, game, seed=4, actions=actions, seats=(SeatInfo("Anne"), SeatInfo("Flint", "ai", "hard"))
    )


async def test_load_screen_lists_damaged_and_deletes_with_confirmation(save_dir: Path) -> None:
    _save_toy(save_dir, "good one")
    (save_dir / "newer.toml").write_text("[header]\nformat = 'seven-seas-save'\nformat_version = 99\n")
    (save_dir / "bad.toml").write_text("[header]\nformat = 'seven-seas-save'\nformat_version = 1\n")
    app = SevenSeasApp(language="en", save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("4", "enter")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert not app.screen.loading  # the list is not hidden behind a loading indicator
        table = app.screen.query_one(DataTable)
        assert table.row_count == 3
        rows = {
            str(table.get_row_at(r)[0]): [str(c) for c in table.get_row_at(r)] for r in range(table.row_count)
        }
        assert "good one" in rows
        # a newer version's file says what it is; it is not called damaged
        assert "Made by a newer version of Seven Seas" in rows["newer"]
        assert not any("Damaged" in c for c in rows["newer"])
        assert any(c.startswith("Damaged") for c in rows["bad"])
        assert "Anne, Flint (AI, hard)" in rows["good one"]
        await pilot.press("f2")
        await wait_quiet(pilot)
        rows = {
            str(table.get_row_at(r)[0]): [str(c) for c in table.get_row_at(r)] for r in range(table.row_count)
        }
        assert any("Beschädigt" in c for c in rows["bad"])
        assert "Aus einer neueren Version von Seven Seas" in rows["newer"]
        assert "Spiel" in [str(c.label) for c in table.columns.values()]
        # delete the good one: cancel first, then confirm
        row = next(r for r in range(table.row_count) if "good one" in map(str, table.get_row_at(r)))
        table.move_cursor(row=row)
        await pilot.press("d")
        await wait_quiet(pilot)
        await pilot.press("n")
        await wait_quiet(pilot)
        assert (save_dir / "good one.toml").exists()
        await pilot.press("d")
        await wait_quiet(pilot)
        await pilot.press("y")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert not (save_dir / "good one.toml").exists()
        assert app.screen.query_one(DataTable).row_count == 2


async def test_resume_of_unavailable_game_keeps_the_list(save_dir: Path) -> None:
    _save_toy(save_dir, "toy game")
    app = SevenSeasApp(language="en", save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("4", "enter")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert any("not ready yet" in n.message for n in app._notifications)


async def test_continue_without_saves_says_so() -> None:
    app = SevenSeasApp(language="de")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("3", "enter")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert any("keine gespeicherte Partie" in n.message for n in app._notifications)


async def test_ctrl_c_explains_how_to_quit() -> None:
    app = SevenSeasApp(language="fr")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+c")
        await wait_quiet(pilot)
        assert any("Ctrl+Q" in n.message for n in app._notifications)
