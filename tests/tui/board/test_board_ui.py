"""Pilot tests of The 7 Seas in the terminal: whole games by keys (Discovery against one AI with a save and a
resume, Advanced against two), the choices offered, a hot-seat trade answered after a hand-off, undo and the
live language switch."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engines.base import Rng
from engines.board import BoardGame
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from saves import SaveStore, SeatInfo
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import (
    FAST,
    board_direct,
    make_app,
    notices,
    offered_exactly_the_legal_actions,
    pick,
    play_until,
    screen_text,
    settle,
    setup_board,
    wait_until,
)
from tests.tui.cards.cards_ui_helpers import wait_quiet
from tests.tui.cards.test_cards_ui import _english_words
from tui.board.over import BoardGameOverScreen
from tui.board.prompts import decision_prompt
from tui.board.sheets import BoardSheet
from tui.board.table import BoardTableScreen, choice_labels
from tui.board.widgets.decision_bar import DecisionBar
from tui.board.widgets.sea_ring import TOP_BOX, SeaBand, tile_name
from tui.dialogs.save_name import SaveNameDialog
from tui.i18n import Translator
from tui.screens.rules import RulesScreen, RulesText
from tui.widgets.game_log import GameLog

SIZE = (80, 24)


def replayed(session) -> BoardGame:  # type: ignore[no-untyped-def]
    game = BoardGame.new(session.config, session.seed)
    for action in session.actions:
        game.apply(game.parse_action(action))
    return game


async def test_discovery_game_by_keys_saved_resumed_and_finished(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await setup_board(pilot, mode="discovery", kinds=("human", FAST))
        await settle(app, pilot)
        table = app.screen
        assert isinstance(table, BoardTableScreen)
        session = table.session
        assert [(s.name, s.kind, s.level) for s in session.seats] == [
            ("Anne", "human", ""),
            ("Flint", "ai", FAST),
        ]
        assert session.config == BoardConfig(mode="discovery", players=2) and session.seed == 4242
        await play_until(app, pilot, lambda: session.game.view(None).round >= 3 and table.my_turn())
        await pilot.press("s")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, BoardTableScreen)
        saved = list(session.actions)
        assert session.save_name and not session.unsaved
    named = [
        e
        for e in SaveStore(save_dir).entries()
        if e.loaded is not None and e.loaded.header.name == session.save_name
    ]
    assert named and named[0].loaded is not None and named[0].loaded.actions == saved

    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("3", "enter")  # Continue: the newest save (this position)
        await settle(app, pilot)
        table = app.screen
        assert isinstance(table, BoardTableScreen)
        session = table.session
        assert session.actions == saved and session.extra.get("colours") == ["red", "blue"]
        await play_until(app, pilot, lambda: isinstance(app.screen, BoardGameOverScreen))
        assert isinstance(app.screen, BoardGameOverScreen)
        assert session.actions[: len(saved)] == saved
        text = screen_text(app)
        assert "Total" in text or "Glory" in text
        assert "Anne" in text and "Flint" in text
        assert replayed(session).outcome() == session.game.outcome()
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert type(app.screen).__name__ == "MainMenuScreen"


async def test_advanced_game_by_keys_against_two_ai_captains(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await setup_board(pilot, mode="advanced", kinds=("human", FAST, FAST), seed="77")
        await settle(app, pilot)
        table = app.screen
        assert isinstance(table, BoardTableScreen)
        session = table.session
        assert session.config == BoardConfig(mode="advanced", players=3)
        await play_until(app, pilot, lambda: isinstance(app.screen, BoardGameOverScreen))
        assert isinstance(app.screen, BoardGameOverScreen)
        outcome = session.game.outcome()
        assert outcome is not None and replayed(session).outcome() == outcome
        text = screen_text(app)
        for seat in outcome.winners:
            assert session.seats[seat].name in text
        assert session.game.view(None).round == 7


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
def test_every_choice_has_a_translated_label(mode: str) -> None:
    """Over random games of 2-5 captains, every legal action gets a label in each language, never notation."""
    translators = [Translator(lang) for lang in ("en", "de", "fr")]
    for players in range(2, 6):
        game = BoardGame.new(BoardConfig(mode=mode, players=players), 100 + players)
        names = [f"P{i}" for i in range(players)]
        for number in range(400):
            seat = game.to_act
            if seat is None:
                break
            legal = list(game.legal_actions())
            view = game.view(None)  # type: ignore[arg-type]
            for t in translators:
                labels = choice_labels(t, view, legal, names)
                assert len(labels) == len(legal)
                for act, label in zip(legal, labels, strict=True):
                    text = str(label)
                    assert text and text != str(act) and "…" not in text, (t.language, act, text)
            game.apply(make_captain("random", Rng(number)).choose(game.view(seat), legal))


async def test_hot_seat_trade_offer_is_answered_without_a_hand_off(save_dir: Path) -> None:
    """Nothing is hidden between captains: the table never blocks on a "pass the keyboard" screen; it shows
    whose turn it is (the answer to a trade offer too) and lets that captain decide at once."""
    seed, actions = positions.trade_answer_actions()
    assert actions[-1] == "propose"
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(app, [SeatInfo("Anne"), SeatInfo("Bonny")], seed=seed)
        session.replay(actions[:-1])
        table = BoardTableScreen(session)
        await app.push_screen(table)
        await settle(app, pilot)
        assert app.screen is table and table.viewer == 0  # no hand-off: Anne plays at once
        assert "hidden" not in screen_text(app)
        offered_exactly_the_legal_actions(table)
        await pick(pilot, table.actions.index(session.game.parse_action("propose")))
        await settle(app, pilot)
        assert app.screen is table and table.viewer == 1
        assert session.game.decision == "board.decision.answer"
        text = screen_text(app)
        assert "Bonny’s turn" in text and "Anne offers you" in text
        assert any("Bonny, your turn" in message for message in notices(app))
        offered_exactly_the_legal_actions(table)
        await pick(pilot, table.actions.index(session.game.parse_action("accept")))
        await settle(app, pilot)
        assert "Bonny accepts the trade." in table.query_one(GameLog).plain


async def test_undo_takes_back_a_placement(save_dir: Path) -> None:
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await settle(app, pilot)
        spot = next(a for a in session.game.legal_actions() if a[1] == "captain")[2]
        await pilot.press(spot)  # a digit selects the spot ...
        await settle(app, pilot)
        assert len(session.actions) == len(actions)
        await pilot.press("enter")  # ... and Enter places the captain there
        await settle(app, pilot)
        assert session.actions[len(actions)] == f"place captain {spot}"
        assert session.game.decision != "board.decision.place"
        await pilot.press("u")
        await settle(app, pilot)
        assert session.actions == list(actions) and session.game.decision == "board.decision.place"
        assert any(
            "Taken back: Anne places" in m and f"captain token on spot {spot}" in m for m in notices(app)
        )


async def test_placement_hint_names_the_token_a_digit_places(save_dir: Path) -> None:
    """With the captain already placed, the hint names the officer, and a digit places it."""
    seed, actions = positions.officer_placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        screen = BoardTableScreen(session)
        await app.push_screen(screen)
        await settle(app, pilot)
        assert screen.token == "officer"  # the token follows the placement: only the officer is left
        assert "for the officer token" in screen.hint("place") and "captain token" not in screen.hint("place")
        assert "the other token" not in screen.hint("place")  # no toggle to offer with one token left
        assert decision_prompt(screen.t, screen.view()).startswith("Place your officer token (round")
        spot = next(a for a in session.game.legal_actions() if a[1] == "officer")[2]
        await pilot.press(spot, "enter")
        await settle(app, pilot)
        assert session.actions[len(actions)] == f"place officer {spot}"


async def test_advanced_spots_say_weak_or_strong_for_the_token_placed(save_dir: Path) -> None:
    """Advanced placement: each spot on offer shows, in words, whether the token a digit places there is on a
    weak or a strong spot (as the engine then treats it); t switches the token and the words follow."""
    seed, actions = positions.weak_placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app,
            [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)],
            seed=seed,
            mode="advanced",
        )
        session.replay(actions)
        table = BoardTableScreen(session)
        await app.push_screen(table)
        await settle(app, pilot)
        await wait_until(
            pilot,
            lambda: (
                "strong" in str(table.query_one("#spot-1").render())
                or "weak" in str(table.query_one("#spot-1").render())
            ),
        )

        def engine_weak(token: str, spot: int) -> bool:
            after = BoardGame.from_dict(session.game.to_dict())
            events = after.apply(after.parse_action(f"place {token} {spot}"))
            return any(e.key == "board.event.place" and e.params["weak"] for e in events)

        seen: set[bool] = set()
        for _ in range(2):  # the captain first, then the officer (t)
            legal = session.game.legal_actions()
            for spot in range(1, 7):
                row = str(table.query_one(f"#spot-{spot}").render())
                tokens = [a[1] for a in legal if a[2] == str(spot)]
                if not tokens:
                    assert "strong" not in row and "weak" not in row
                    continue
                token = table.token if table.token in tokens else tokens[0]
                weak = engine_weak(token, spot)
                seen.add(weak)
                assert ("↓ weak" if weak else "↑ strong") in row, (spot, token, row)
            await pilot.press("t")
            await wait_quiet(pilot)
        assert seen == {True, False}
        weak_spot = next(a for a in session.game.legal_actions() if str(a) in session.game.pending().weak)
        table.token = weak_spot[1]
        await pilot.press(weak_spot[2], "enter")
        await settle(app, pilot)
        assert session.game.decision == "board.decision.reduce"


async def test_the_ring_is_drawn_in_ring_order_and_a_click_on_a_sea_sails_there(save_dir: Path) -> None:
    """120x40: the seven seas are boxes around the action board (1-4 along the top, 5-7 back along the bottom),
    each with its name and ships; a click on a box of a legal target sails there."""
    seed, actions = positions.sail_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        table = BoardTableScreen(session)
        await app.push_screen(table)
        await settle(app, pilot)
        view = table.view()
        ring = list(view.ring)
        top, bottom = table.query_one("#band-top", SeaBand), table.query_one("#band-bottom", SeaBand)
        await wait_until(pilot, lambda: top.regions and bottom.regions)
        assert [sea for _, _, sea in top.regions] == ring[:4]
        assert [sea for _, _, sea in bottom.regions] == [ring[6], ring[5], ring[4]]
        names = Translator("en")
        first_line = str(top.render()).splitlines()[0]
        at = [first_line.find(tile_name(names, sea, TOP_BOX - 2)[:12]) for sea in ring[:4]]
        assert -1 not in at and at == sorted(at)
        assert table.query_one("#action").region.y > top.region.y  # the action board inside the ring
        assert table.query_one("#action").region.y < bottom.region.y
        me = view.players[0]
        here = str((bottom if me.loc in (4, 5, 6) else top).render()) if me.loc >= 0 else ""
        assert me.loc < 0 or "●A" in here
        target = next(a for a in session.game.legal_actions() if a.verb == "move" and a[1] != "home")
        band = top if target[1] in ring[:4] else bottom
        x0 = next(x for x, _, sea in band.regions if sea == target[1])
        count = len(session.actions)
        await pilot.click(band, offset=(x0 + 3, 2))  # a click selects the move (the list highlights it) ...
        await settle(app, pilot)
        assert len(session.actions) == count and table.cursor == target[1]
        chosen = table.actions[table.query_one(DecisionBar).choices.highlighted or 0]
        assert chosen.verb == "move" and chosen[1] == target[1]
        await pilot.press("enter")  # ... and Enter sails there
        await settle(app, pilot)
        assert session.actions[count] == str(chosen)


async def test_language_switch_on_the_board_leaves_no_english(save_dir: Path) -> None:
    english = _english_words()
    seed, actions = positions.roll_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await settle(app, pilot)
        # under load the first paint of the board can come after the workers settle: wait for it
        await wait_until(pilot, lambda: "Captains" in screen_text(app) and "chance" in screen_text(app))
        for lang in ("de", "fr"):
            await pilot.press("f2")
            await settle(app, pilot)
            assert app.language == lang
            text = screen_text(app)
            found = {w for w in re.findall(r"[A-Za-z]{4,}", text) if w.lower() in english}
            assert not found, f"English left on the {lang} board: {sorted(found)}"
        await pilot.press("question_mark")  # the help of the decision at hand; Enter: the rules there
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSheet), "the help")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules screen")
        await settle(app, pilot)  # the rules text is laid out in a worker
        rules = app.screen.query_one(RulesText)
        assert rules.game == "board" and "Découverte" in rules.source


async def test_rules_key_opens_the_section_of_the_pending_decision(save_dir: Path) -> None:
    """``?`` on the board opens the board rules at the section that explains the decision at hand."""
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await settle(app, pilot)
        assert session.game.decision == "board.decision.place"
        await pilot.press("f1")
        await settle(app, pilot)
        sheet = app.screen
        assert isinstance(sheet, BoardSheet)
        text = sheet.plain
        assert "Place your captain or your officer" in text and "Rulebook: Your turn" in text
        await pilot.press("enter")
        await settle(app, pilot)
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.initial == "board" and app.screen.section == "your-turn"


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_key_hints_name_the_bound_keys_in_every_language(save_dir: Path, lang: str) -> None:
    """The decision bar's hints take their keys from the bindings (no English initials written into German or
    French text), and follow a keymap that moves them."""
    seed, actions = positions.officer_placement_actions()
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        screen = BoardTableScreen(session)
        await app.push_screen(screen)
        await settle(app, pilot)
        t = Translator(lang)
        for key in ("place", "encounter", "roll"):
            assert "{" in str(t.raw(f"board.ui.hint.{key}"))  # the keys are placeholders
            assert not re.search(r"(^|· )[a-z] ", str(t.raw(f"board.ui.hint.{key}"))), (
                key
            )  # no key written in
        assert screen.hint("encounter").startswith("h") and " a" in screen.hint("encounter")
        app.set_keymap({"board_keys.handle": "x", "board_keys.avoid": "y", "board_keys.roll": "w"})
        await settle(app, pilot)
        assert screen.hint("encounter").startswith("x") and " y" in screen.hint("encounter")
        assert screen.hint("roll").startswith("w")
