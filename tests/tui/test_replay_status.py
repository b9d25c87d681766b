"""The replay's status line is never cut (issue 21: it was at 120 columns): the longest wording that fits the
room the buttons leave, at every size and in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from saves import SeatInfo, load_file
from tests.tui.cards.cards_ui_helpers import make_app, wait_quiet, wait_until
from tests.tui.replay_helpers import save_played
from tui.replay import Replay
from tui.screens.replay import ReplayShell, open_replay

SEATS = (SeatInfo("Annemarie-Lou"), SeatInfo("Bartholomew", "ai", "easy"))


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (200, 60)])
@pytest.mark.parametrize("game_id", ["board", "cards"])
async def test_the_status_line_of_an_unfinished_replay_fits(
    save_dir: Path, lang: str, size: tuple[int, int], game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = save_played(save_dir, game_id, 5, "half", stop=40, seats=SEATS)
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=size) as pilot:
        open_replay(app, Replay.from_loaded(load_file(path)), seat=0)
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell) and app.screen.is_mounted)
        await wait_quiet(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayShell)
        for playing in (False, True):
            # the longest line: an unfinished game, a seat's eyes, playing (without a timer moving it on)
            monkeypatch.setattr(type(screen), "playing", property(lambda _self, p=playing: p))
            screen.render_bar()
            await wait_quiet(pilot)
            status = screen.query_one("#replay-status", Static)  # type: ignore[attr-defined]
            shown = status.render()  # what the line shows
            width = status.content_size.width
            assert shown.cell_length <= width, (shown.plain, width)  # type: ignore[union-attr]
            assert "Annemarie-Lou" in shown.plain  # type: ignore[union-attr]
        if size[0] >= 120 and lang == "en":
            assert "through the eyes of" in shown.plain  # type: ignore[union-attr]  # the long words fit


@pytest.mark.parametrize(("lang", "word"), [("en", "Space"), ("de", "Leer"), ("fr", "Espace")])
async def test_the_footer_names_the_space_key_in_the_players_language(
    save_dir: Path, lang: str, word: str
) -> None:
    """The replay's footer said "Space" in German and French (a key name written in the binding)."""
    from textual.widgets import Footer

    path = save_played(save_dir, "cards", 5, "half", stop=10, seats=SEATS)
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        open_replay(app, Replay.from_loaded(load_file(path)), seat=0)
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell) and app.screen.is_mounted)
        await wait_quiet(pilot)

        def footer_text() -> str:
            footer = app.screen.query_one(Footer)
            return " ".join(str(item.render()) for item in footer.query("FooterKey"))

        await wait_until(pilot, lambda: word in footer_text())
        assert lang == "en" or "Space" not in footer_text()
