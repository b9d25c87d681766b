"""Pilot tests of 7Seas in the terminal: a whole game by keys with a save and a resume, hot-seat,
undo, Ctrl+Q, and the live language switch."""

from __future__ import annotations

import re
from pathlib import Path

from textual.widgets import DataTable, OptionList

from engines.cards import CardGame, make_agent
from saves import SaveStore, SeatInfo
from tests.tui.cards.cards_ui_helpers import (
    HELD,
    direct_session,
    human_step,
    make_app,
    notices,
    screen_text,
    settle,
    setup_two_player,
    wait_quiet,
    wait_until,
)
from tui.cards.over import CardsGameOverScreen, standings_rows
from tui.cards.table import CardsTableScreen
from tui.cards.widgets.card import CardRow
from tui.dialogs.save_name import SaveNameDialog
from tui.i18n import load_catalog
from tui.screens.handoff import HandoffScreen
from tui.screens.load import LoadScreen
from tui.screens.rules import RulesText
from tui.session import GameSession
from tui.widgets.game_log import GameLog

SIZE = (100, 32)


async def _until_my_turn(app, pilot, limit: int = 200) -> CardsTableScreen:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        screen = app.screen
        if (
            isinstance(screen, CardsTableScreen)
            and screen.my_turn()
            and screen.session.game.decision == ("cards.decision.play")
        ):
            return screen
        await human_step(app, pilot)
    raise AssertionError("the human never got the turn")


async def test_whole_game_by_keys_with_save_and_resume(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await setup_two_player(pilot, second="easy", goal=7)
        await settle(app, pilot)
        table = app.screen
        assert isinstance(table, CardsTableScreen)
        session = table.session
        assert [(s.name, s.kind, s.level) for s in session.seats] == [
            ("Anne", "human", ""),
            ("Flint", "ai", "easy"),
        ]
        assert session.seed == 4242 and session.config.target == 7 and session.config.players == 2
        for _ in range(400):
            if session.game.view(0).round >= 2:
                break
            await human_step(app, pilot)
        table = await _until_my_turn(app, pilot)
        await pilot.press("s")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)
        await pilot.press("ctrl+u", *"midgame", "enter")
        await wait_quiet(pilot)
        assert app.screen is table
        saved_actions = list(session.actions)
        saved_log = table.query_one(GameLog).plain
        assert "Round 2" in saved_log
        await pilot.press("ctrl+q")  # just saved: quits without asking
        await wait_quiet(pilot)
    assert app.return_code == 0

    app2 = make_app(save_dir)
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.press("4", "enter")
        await settle(app2, pilot)
        assert isinstance(app2.screen, LoadScreen)
        rows = app2.screen.query_one(DataTable)
        names = [str(rows.get_row_at(r)[0]) for r in range(rows.row_count)]
        assert "midgame" in names and "7Seas (auto)" in names
        for _ in range(names.index("midgame")):
            await pilot.press("down")
        await pilot.press("enter")
        await settle(app2, pilot)
        table = app2.screen
        assert isinstance(table, CardsTableScreen)
        resumed = table.session
        assert resumed.actions == saved_actions
        assert table.query_one(GameLog).plain == saved_log
        for _ in range(2000):
            if not await human_step(app2, pilot):
                break
        over = app2.screen
        assert isinstance(over, CardsGameOverScreen)
        replay = CardGame.new(resumed.config, resumed.seed)
        for text in resumed.actions:
            replay.apply_text(text)
        assert replay.outcome() == resumed.game.outcome()
        text = screen_text(app2)
        outcome = replay.outcome()
        assert outcome is not None
        for standing in outcome.standings:
            assert (standing.rank, standing.seat, standing.score) in standings_rows(resumed)
        winner = resumed.seats[outcome.winners[0]].name
        assert f"{winner} wins the race!" in text
        # the finished game's autosave is kept for replays (finished, at the last action); the named save too
        kept = SaveStore(save_dir).finished_autosaves()
        assert [e.path for e in kept] == [resumed.autosave_path]
        assert kept[0].header is not None and kept[0].header.finished
        assert (save_dir / "midgame.toml").exists()


async def test_resume_keeps_the_ai_randomness(save_dir: Path) -> None:
    seats = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "medium"))
    from engines.cards import CardConfig

    store = SaveStore(save_dir)
    session = GameSession.start(
        CardGame, CardConfig(players=2, target=7), 99, seats, store=store, agent_factory=make_agent
    )
    choices = []
    for _ in range(30):
        if session.is_ai(session.game.to_act):  # type: ignore[arg-type]
            choices.append(session.choose_ai())
            session.apply(choices[-1])
        else:
            session.apply(session.game.legal_actions()[0])
    while not session.is_ai(session.game.to_act):  # type: ignore[arg-type]
        session.apply(session.game.legal_actions()[0])
    session.save("ai check")
    resumed = GameSession.from_loaded(store.load("ai check"), store=store, agent_factory=make_agent)
    assert resumed.choose_ai() == session.choose_ai()


async def test_hot_seat_never_shows_the_other_hand(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await setup_two_player(pilot, second="human", second_name="Bo", seed="77")
        assert isinstance(app.screen, HandoffScreen)
        handoffs = 0
        for _ in range(120):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                text = screen_text(app)
                assert "hand (" not in text  # no hand on the hand-off screen
                handoffs += 1
                await pilot.press("enter")
                await wait_quiet(pilot)
                table = app.screen
                assert isinstance(table, CardsTableScreen)
                viewer = table.viewer
                assert viewer == table.session.game.to_act
                game = table.session.game
                other = 1 - viewer  # type: ignore[operator]
                mine = list(game.view(viewer).hand)
                theirs = set(game.view(other).hand)
                shown = [spec.card for spec in table.query_one("#hand", CardRow).specs]
                assert shown == mine and not theirs & set(shown)
                text = screen_text(app)
                names = [s.name for s in table.session.seats]
                assert f"{names[viewer]}’s hand" in text and f"{names[other]}’s hand" not in text
                log = table.query_one(GameLog)
                assert 0 <= log.scroll_offset.y == log.max_scroll_y  # the newest lines are in view
                if handoffs == 1:
                    assert "Round 1 begins" in text
                if handoffs >= 8:
                    break
                continue
            await human_step(app, pilot)
        assert handoffs >= 8


async def test_undo_takes_back_a_play_until_the_ai_moves(save_dir: Path) -> None:
    app = make_app(save_dir, delay=HELD)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")], seed=5)
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        assert table.my_turn()
        start = session.game.to_dict()
        await pilot.press("enter")
        await wait_quiet(pilot)
        while app.screen is not table:  # a capture choice: take the first
            await pilot.press("enter")
            await wait_quiet(pilot)
        assert session.actions and table.thinking == 1
        assert "Flint is thinking" in screen_text(app)
        await pilot.press("u")
        await wait_quiet(pilot)
        assert session.actions == [] and session.game.to_dict() == start and table.thinking is None
        assert any("taken back" in message for message in notices(app))


async def test_the_footer_offers_enter_only_on_the_seats_turn(save_dir: Path) -> None:
    """The footer kept "⏎ Play" (dimmed, which NO_COLOR does not show) while the AI captains played."""
    app = make_app(save_dir, delay=HELD)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")], seed=5)
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        play = app.t("bind.play_card")
        assert table.my_turn() and play in screen_text(app).splitlines()[-1]
        await pilot.press("enter")
        await wait_quiet(pilot)
        while app.screen is not table:  # a capture choice: take the first
            await pilot.press("enter")
            await wait_quiet(pilot)
        assert table.thinking == 1
        assert play not in screen_text(app).splitlines()[-1]


async def test_undo_refused_after_the_ai_moved(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")], seed=5)
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await _until_my_turn(app, pilot)
        await human_step(app, pilot)
        await _until_my_turn(app, pilot)
        count = len(session.actions)
        await pilot.press("u")
        await wait_quiet(pilot)
        assert len(session.actions) == count
        assert any("another player has moved" in n.message for n in app._notifications)


def _english_words() -> set[str]:
    """Words of the English texts that neither German nor French use."""

    def words(lang: str) -> set[str]:
        out: set[str] = set()
        for entry in load_catalog(lang).values():
            texts = entry.values() if isinstance(entry, dict) else [entry]
            for text in texts:
                out.update(w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", "", text)))
        return out

    return words("en") - words("de") - words("fr")


async def test_language_switch_mid_game_leaves_no_english(save_dir: Path) -> None:
    english = _english_words()
    assert {"display", "turn", "thinking", "round"} <= english
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = direct_session(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"), SeatInfo("Bonny", "ai", "easy")], seed=21
        )
        await app.push_screen(CardsTableScreen(session))
        await settle(app, pilot)
        for _ in range(12):
            await human_step(app, pilot)
        await _until_my_turn(app, pilot)
        assert "Display" in screen_text(app)
        for lang in ("de", "fr"):
            await pilot.press("f2")
            await wait_quiet(pilot)
            assert app.language == lang
            text = screen_text(app)
            found = {w for w in re.findall(r"[A-Za-z]{4,}", text) if w.lower() in english}
            assert not found, f"English left on the {lang} table: {sorted(found)}"
            if lang == "de":  # ? opens the rules in the current language
                await pilot.press("question_mark")
                await wait_quiet(pilot)
                rules = app.screen.query_one(RulesText)
                assert rules.game == "cards" and "Auslage" in rules.source
                await pilot.press("escape")
                await wait_quiet(pilot)


async def test_dialog_styles_do_not_leak_into_each_other(save_dir: Path) -> None:
    """Screen CSS is global in Textual: each dialog's rules are scoped to its own class."""
    from tests.tui.cards.test_cards_snapshots import (
        THREE,
        advance,
        after_round,
        ready_to_steal,
        steal_from_booty,
    )
    from tui.cards.dialogs.round import RoundSummaryDialog
    from tui.cards.dialogs.steal import StealDialog
    from tui.cards.table import table_view
    from tui.dialogs.confirm import ConfirmDialog

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        scored = direct_session(app, THREE, seed=4)
        advance(scored, after_round(1))
        view = table_view(scored.game, None)
        await app.push_screen(RoundSummaryDialog(view.last_scoring, ["A", "B", "C"], goal=11, animate=False))
        await wait_quiet(pilot)
        await pilot.press("enter")
        await app.push_screen(ConfirmDialog("load.confirm_delete", params={"name": "x"}))
        await wait_quiet(pilot)
        await pilot.press("n")
        steal = direct_session(app, THREE, seed=3)
        advance(steal, ready_to_steal, steer=steal_from_booty)
        await app.push_screen(
            StealDialog(steal.game.view(0), list(steal.game.legal_actions()), names=["A", "B", "C"])
        )
        await wait_quiet(pilot)
        await pilot.press("escape")
        await wait_quiet(pilot)
        await app.push_screen(RoundSummaryDialog(view.last_scoring, ["A", "B", "C"], goal=11, animate=False))
        await wait_quiet(pilot)
        dialog = app.screen.query_one("#dialog")
        assert dialog.outer_size.width == 80
        ships = app.screen.query_one("#round-ships")
        assert ships.size.height == 3 and ships.region.bottom <= dialog.region.bottom


async def test_the_mouse_selects_plays_and_chooses(save_dir: Path) -> None:
    """Click a card to select it, click it again to play; click a capture option."""
    from tests.tui.cards.test_cards_snapshots import THREE, advance, with_choice
    from tui.cards.dialogs.capture import CaptureChoiceDialog
    from tui.cards.widgets.card import CardWidget

    app = make_app(save_dir, delay=HELD)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, THREE, seed=19)
        advance(session, with_choice)
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        legal = [a for a in session.game.legal_actions()]
        cards = [a.card for a in legal if a.card != "K1"]
        card = next(c for c in cards if cards.count(c) > 1)
        hand = session.game.view(0).hand
        index = hand.index(card)
        row = table.query_one("#hand", CardRow)

        def hand_laid_out() -> bool:  # every card widget mounted and placed on screen
            widgets = [w for w in row.query(CardWidget) if w.display]
            return len(widgets) == len(hand) and all(w.region.width > 0 for w in widgets)

        await wait_until(pilot, hand_laid_out)
        widget = list(row.query(CardWidget))[index]
        before = len(session.actions)
        await pilot.click(widget, offset=(2, 1))
        await wait_quiet(pilot)
        assert table.selected == index and len(session.actions) == before
        await pilot.click(widget, offset=(2, 1))
        await wait_quiet(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, CaptureChoiceDialog))
        dialog = app.screen
        assert isinstance(dialog, CaptureChoiceDialog)
        options = dialog.options
        option_list = dialog.query_one("#capture-options", OptionList)
        await wait_until(
            pilot,
            lambda: (
                option_list.option_count == len(options) and option_list.region.height >= len(options) + 2
            ),
        )
        await pilot.click("#capture-options", offset=(4, 2))  # the second option's line
        await wait_quiet(pilot)
        assert not isinstance(app.screen, CaptureChoiceDialog)
        assert session.actions[before:] == [str(options[1])]


async def test_game_over_plays_again_with_the_same_seats_or_goes_back(save_dir: Path) -> None:
    from tests.tui.cards.test_cards_snapshots import advance
    from tui.screens.main_menu import MainMenuScreen

    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        seats = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")]
        session = direct_session(app, seats, seed=2)
        advance(session, lambda s: s.game.is_over, limit=5000)
        await app.push_screen(CardsGameOverScreen(session))
        await wait_quiet(pilot)
        text = screen_text(app)
        outcome = session.game.outcome()
        assert outcome is not None
        assert f"{seats[outcome.winners[0]].name} wins the race!" in text
        await pilot.press("a")
        await settle(app, pilot)
        table = app.screen
        assert isinstance(table, CardsTableScreen)
        assert table.session.seats == session.seats and table.session.config == session.config
        assert table.session.seed != session.seed and not table.session.actions
        await app.push_screen(CardsGameOverScreen(session))
        await wait_quiet(pilot)
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert isinstance(app.screen, CardsTableScreen)  # the over screen was on top of the new table
        await pilot.press("q")  # no move yet: straight back to the menu
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)


async def test_continue_resumes_the_newest_good_save(save_dir) -> None:  # type: ignore[no-untyped-def]
    """Main menu entry 3 opens the most recently saved game at its exact position (damaged files skipped)."""
    from engines.cards import CardConfig, CardGame
    from saves import SaveStore, SeatInfo
    from tui.cards.table import CardsTableScreen

    game = CardGame.new(CardConfig(players=2, target=7), 21)
    actions = []
    for _ in range(5):
        action = game.legal_actions()[0]
        actions.append(game.format_action(action))
        game.apply(action)
    SaveStore(save_dir).save(
        "older",
        CardGame.new(CardConfig(players=2, target=7), 3),
        seed=3,
        actions=[],
        seats=(SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")),
    )
    SaveStore(save_dir).save(
        "newest", game, seed=21, actions=actions, seats=(SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"))
    )
    (save_dir / "zz-broken.toml").write_text("not a save", "utf-8")
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("3", "enter")
        await settle(app, pilot)
        assert isinstance(app.screen, CardsTableScreen)
        assert app.screen.session.actions[:5] == actions
