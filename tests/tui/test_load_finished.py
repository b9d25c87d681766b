"""Finished games are kept and listed for replay (issue 21, "keep every game"): a finished game's autosave
stays (see also tests/saves/test_saves_files.py for the bound), and the load list shows finished games
after the games to continue, marked, with Replay on them."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable

from saves import SaveStore
from tests.tui.cards.cards_ui_helpers import make_app, screen_text, wait_quiet, wait_until
from tests.tui.replay_helpers import SEATS, played, save_played
from tui.i18n import Translator
from tui.screens.load import LoadScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.replay import ReplayShell


def finished_autosave(folder: Path, game_id: str, seed: int) -> Path:
    game, actions = played(game_id, seed)
    store = SaveStore(folder)
    return store.save(
        "auto",
        game,  # type: ignore[arg-type]
        seed=seed,
        actions=actions,
        seats=SEATS,
        game_key=f"done{seed}",
        path=store.autosave_path(game_id, f"done{seed}"),
    )


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_load_list_shows_finished_games_apart_with_replay(
    save_dir: Path, lang: str, size: tuple[int, int]
) -> None:
    save_played(save_dir, "cards", 3, "half", stop=20)
    finished_autosave(save_dir, "cards", 4)  # newer than the unfinished one
    t = Translator(lang)
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        await pilot.press("4", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, LoadScreen) and not app.screen.reading)
        await wait_quiet(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        assert [e.header.finished for e in screen.entries if e.header] == [
            False,
            True,
        ]  # finished apart, below
        table = screen.query_one(DataTable)
        assert str(table.get_row_at(1)[3]) == t("load.finished")
        await pilot.press("down")
        await wait_quiet(pilot)
        shown = " ".join(screen_text(app).split())  # the detail line may wrap at 80 columns
        assert t("load.finished") in shown
        assert " ".join(t("bind.replay_keys.open").split()) in shown  # the footer's "r Replay"
        assert shown.rstrip().count(t("load.finished")) == 1
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))
