"""Issue 21 on the board table, by Pilot: a digit selects and only Enter carries out, the token to place belongs
to the placement, hot-seat turns pass without a hand-off, a roll's outcome stays, the captains' strip, browsing
any sea's cards, the card reference, the legend, the cheapest payment first, undo that says what it did, and
what happened since your last turn."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from engines.board import BoardConfig, BoardGame
from saves import SeatInfo
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import (
    FAST,
    board_direct,
    make_app,
    notices,
    play_until,
    screen_text,
    settle,
    wait_quiet,
    wait_until,
    widget_text,
)
from tui.board.card_reference import CardReferenceScreen
from tui.board.sheets import BoardSheet
from tui.board.table import PANES, BoardTableScreen
from tui.board.widgets.card_view import CardView
from tui.board.widgets.decision_bar import DecisionBar
from tui.board.widgets.dice import DicePanel
from tui.board.widgets.opponents import OpponentsStrip
from tui.screens.handoff import HandoffScreen
from tui.widgets.choice import Choice

ANNE_AND_AI = [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)]


async def _table(app, pilot, seats, seed, actions, mode="discovery"):  # type: ignore[no-untyped-def]
    session = board_direct(app, seats, seed=seed, mode=mode)
    session.replay(actions)
    table = BoardTableScreen(session)
    await app.push_screen(table)
    await settle(app, pilot)
    return session, table


def _highlighted(table: BoardTableScreen) -> int | None:
    return table.query_one(DecisionBar).choices.highlighted


async def test_a_digit_selects_a_row_and_only_enter_carries_it_out(save_dir: Path) -> None:
    """ "4 Enter" spent food that was not meant to be spent: the digit now only selects its row."""
    seed, actions = positions.roll_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        count = len(session.actions)
        await pilot.press("1")
        await settle(app, pilot)
        assert len(session.actions) == count and _highlighted(table) == 0
        chosen = table.actions[0]
        assert chosen.verb != "roll"  # a way to prepare the roll: the seat decides again after it
        await pilot.press("enter")
        await settle(app, pilot)
        assert session.actions[count:] == [str(chosen)]  # exactly one play: "2 Enter" made two
        assert "Enter" in table.hint("roll")


async def test_arrows_while_sailing_select_a_sea_and_enter_sails(save_dir: Path) -> None:
    seed, actions = positions.sail_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        count = len(session.actions)
        await pilot.press("right")
        await settle(app, pilot)
        assert len(session.actions) == count and table.cursor
        chosen = table.selected()
        assert chosen is not None and chosen.verb == "move" and chosen[1] == table.cursor
        await pilot.press("enter")
        await settle(app, pilot)
        assert session.actions[count] == str(chosen)


async def test_the_token_belongs_to_the_seat_and_the_placement(save_dir: Path) -> None:
    """`t` chose the officer for Anne's placement: Bonny's placement starts with her captain again (the flag
    was one for the whole table), and the hint names the token a digit places."""
    seed, actions = positions.placement_actions(players=2)
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session, table = await _table(app, pilot, [SeatInfo("Anne"), SeatInfo("Bonny")], seed, actions)
        assert table.token == "captain" and "for the captain token" in table.hint("place")
        await pilot.press("t")
        await settle(app, pilot)
        assert table.token == "officer" and "for the officer token" in table.hint("place")
        chosen = table.selected()
        assert chosen is not None and chosen[1] == "officer"  # the list shows the token that will be placed
        await pilot.press("enter")
        await settle(app, pilot)
        assert session.actions[len(actions)] == str(chosen)
        game = session.game
        await play_until(app, pilot, lambda: game.to_act == 1 and game.decision == "board.decision.place")
        assert not isinstance(app.screen, HandoffScreen)  # nothing is hidden between board captains
        assert table.viewer == 1 and app.screen is table
        assert table.token == "captain" and "for the captain token" in table.hint("place")
        assert any("Bonny, your turn" in message for message in notices(app))


async def test_a_roll_outcome_stays_until_the_player_moves_on(save_dir: Path) -> None:
    """At 80x24 the outcome vanished: the pane switched to an empty Card pane and the dice were cleared."""
    seed, actions = positions.roll_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        dice = table.query_one(DicePanel)
        roll = next(i for i, act in enumerate(table.actions) if act.verb == "roll")
        await pilot.press("home", *(["down"] * roll), "enter")
        await settle(app, pilot)
        assert any(e.key == "board.event.roll" for r in session.records for e in r.events)
        await wait_until(pilot, lambda: not dice.animating)
        if session.records[-1].seat == 0:  # the roll was the last play: its outcome is in sight
            assert dice.mode == "result" and PANES[table.pane] == "dice" and dice.display
        assert dice.mode == "result"  # a roll's outcome (Anne's, or a captain's after her) stays


async def test_the_captains_strip_shows_everyone_at_80x24_and_b_every_board(save_dir: Path) -> None:
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        _, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        strip = table.query_one("#strip-top", OpponentsStrip)
        assert strip.display and strip.region.height == 3
        text = str(strip.render())
        view = table.view()
        for seat, name in enumerate(("Anne", "Flint", "Bonny")):
            line = text.splitlines()[seat]
            assert name in line and "✪" in line and f"◎{view.players[seat].coins}" in line and "@" in line
        await pilot.press("b")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSheet))
        sheet = app.screen
        assert isinstance(sheet, BoardSheet)
        assert all(name in sheet.plain for name in ("Anne", "Flint", "Bonny"))
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is table)


async def test_any_sea_is_browsed_during_a_decision_and_n_brings_the_card_back(save_dir: Path) -> None:
    """`focus_card` always preferred the decision's card: the arrows could not show another sea."""
    seed, actions = positions.sail_encounter_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        view = table.view()
        at_hand = view.pending.card
        assert at_hand and table.query_one(CardView).card_id == at_hand
        count = len(session.actions)
        others = [s for s in view.ring if view.revealed.get(s) and view.revealed[s][-1] != at_hand]
        assert others
        for _ in range(7):
            await pilot.press("right")
            await settle(app, pilot)
            if table.cursor == others[0]:
                break
        assert len(session.actions) == count  # looking never acts
        assert table.query_one(CardView).card_id == view.revealed[others[0]][-1]
        await pilot.press("n")
        await settle(app, pilot)
        assert table.cursor == "" and table.query_one(CardView).card_id == at_hand


async def test_a_sea_whose_card_was_taken_says_so_in_the_card_pane(save_dir: Path, monkeypatch: Any) -> None:
    """The card pane of a sea without a face-up card (its card was taken) was empty: it says there is no card
    there, as the ring's tile does."""
    from dataclasses import replace

    seed, actions = positions.sail_encounter_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        _, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        view = table.view()
        taken = next(
            s for s in view.ring if view.revealed.get(s) and view.revealed[s][-1] != view.pending.card
        )
        bare = replace(view, revealed={**view.revealed, taken: ()})
        monkeypatch.setattr(table, "view", lambda: bare)
        for _ in range(7):
            await pilot.press("right")
            await settle(app, pilot)
            if table.cursor == taken:
                break
        assert table.cursor == taken
        said = table.query_one(CardView).plain_text()
        assert table.t("board.ui.card.empty") in " ".join(said.split()), said


async def test_the_card_reference_lists_every_card_and_where_it_is(save_dir: Path) -> None:
    seed, actions = positions.sail_encounter_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        view = table.view()
        await pilot.press("c")
        await wait_until(pilot, lambda: isinstance(app.screen, CardReferenceScreen))
        ref = app.screen
        assert isinstance(ref, CardReferenceScreen)
        await settle(app, pilot)
        assert len(ref.rows) == len(view.content.cards)  # Discovery and Advanced cards alike
        assert ref.current_card() == view.pending.card  # it opens on the card at hand
        assert ref.places[view.pending.card].where == "top"
        sea = view.ring[0]
        ref.query_one("#ref-sea", Choice).value = sea
        await settle(app, pilot)
        assert ref.rows and all(view.content.cards[c].sea.value == sea for c in ref.rows)
        ref.query_one("#ref-where", Choice).value = "deck"
        await settle(app, pilot)
        assert all(ref.places[c].where == "deck" for c in ref.rows)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is table)
        assert len(session.actions) == len(actions)


async def test_the_legend_explains_the_symbols_and_the_bonus_tokens(save_dir: Path) -> None:
    seed, actions = positions.placement_actions(mode="advanced")
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        _, table = await _table(app, pilot, ANNE_AND_AI, seed, actions, mode="advanced")
        await pilot.press("l")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSheet))
        sheet = app.screen
        assert isinstance(sheet, BoardSheet)
        text = sheet.plain
        for symbol in ("▮", "✹", "⚓", "◈", "✪", "◎"):
            assert symbol in text
        view = table.view()
        for sea in view.ring:
            token = str(view.content.seas[next(s for s in view.content.seas if s.value == sea)].token)
            assert app.t(f"board.token.text.{token}")[:30] in " ".join(text.split())


@cache
def _pay_position() -> tuple[int, tuple[str, ...]]:
    """Seat 0 pays with a choice of ways (substitutions on offer)."""
    for seed in range(1, 200):
        found = positions.find_actions(
            "discovery",
            3,
            seed,
            lambda g: g.to_act == 0 and g.decision == "board.decision.pay" and len(g.legal_actions()) >= 3,
        )
        if found is not None:
            return seed, found
    raise AssertionError("no payment with a choice in 200 games")  # pragma: no cover


async def test_the_cheapest_sensible_payment_comes_first(save_dir: Path) -> None:
    seed, actions = _pay_position()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        _, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        decision = table.view().pending
        first = list(table.actions[0][1:])
        assert first == ["all"] or (decision.cost and first == [decision.cost[0]]) or first == ["token"]
        rum_at = [i for i, act in enumerate(table.actions) if "rum" in act[1:] and "rum" not in decision.cost]
        plain_at = [i for i, act in enumerate(table.actions) if set(act[1:]) <= set(decision.cost)]
        assert not rum_at or not plain_at or min(plain_at) < min(rum_at)
        assert _highlighted(table) == 0  # Enter pays the cheapest way; one arrow or digit changes it


async def test_undo_says_why_it_stops_after_a_roll(save_dir: Path) -> None:
    """Undo said only that it did not work: it names the roll that stops it (the captains are all human, so
    the roll is the last play whatever its outcome)."""
    seed, actions = positions.roll_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        humans = [SeatInfo("Anne"), SeatInfo("Bonny"), SeatInfo("Cody")]
        _, table = await _table(app, pilot, humans, seed, actions)
        roll = next(i for i, act in enumerate(table.actions) if act.verb == "roll")
        await pilot.press("home", *(["down"] * roll), "enter")
        await settle(app, pilot)
        await pilot.press("u")
        await settle(app, pilot)
        said = " ".join(notices(app))
        assert "the dice were rolled" in said


async def test_a_turn_coming_back_shows_what_happened_since(save_dir: Path) -> None:
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        _, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        recap = widget_text(table.query_one("#recap"))
        assert "Since Anne’s last turn" in recap and ("Flint" in recap or "Bonny" in recap)
        assert table.query_one("#recap").display


async def test_f_skips_the_ai_pace_and_keeps_the_summary(save_dir: Path) -> None:
    seed, actions = positions.placement_actions()
    game = BoardGame.new(BoardConfig(mode="discovery", players=3), seed)
    before_ai = 0  # where the AI captains' run of plays before Anne's placement starts
    for index, action in enumerate(actions):
        if game.to_act == 0:
            before_ai = index + 1
        game.apply(game.parse_action(action))
    assert len(actions) - before_ai >= 3
    app = make_app(save_dir, delay=30.0)  # an AI move would stay 30 s on screen
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(app, ANNE_AND_AI, seed=seed)
        session.replay(actions[:before_ai])
        table = BoardTableScreen(session)
        await app.push_screen(table)
        count = len(session.actions)
        await wait_until(pilot, lambda: table.thinking is not None, "an AI captain thinking")
        assert table.ai_delay == 30.0 and not table.my_turn()
        await wait_quiet(pilot)
        await pilot.press("f")
        await wait_until(
            pilot,
            lambda: table.my_turn() and len(session.actions) > count + 1,
            lambda: (
                f"Anne's turn ({len(session.actions) - count} plays, {table.thinking=}, {table.ai_delay=})"
            ),
        )
        await wait_quiet(pilot)
        assert table.ai_delay == 30.0  # the pace is back for the next AI turn
        recap = widget_text(table.query_one("#recap"))
        assert "Since Anne’s last turn" in recap  # the summary of what was skipped


async def test_unticked_boxes_do_not_read_as_ticked_without_colour(save_dir: Path) -> None:
    """With NO_COLOR the Extra modules' unticked boxes rendered as "▐X▌", like ticked ones."""
    from textual.widgets import Checkbox

    from tui.board.setup import BoardSetupScreen

    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen))
        await wait_quiet(pilot)
        box = app.screen.query_one("#module-hen", Checkbox)
        assert not box.value
        assert "X" not in str(box.render()).split(app.t("board.modules.hen"))[0]
        box.value = True
        await wait_quiet(pilot)
        assert "▐X▌" in str(box.render())


@cache
def _after_another_roll(players: int = 3) -> tuple[int, tuple[str, ...]]:
    """Seat 0's turn comes back right after another captain's play that rolled dice."""
    from engines.base import Rng
    from engines.board.captains import make_captain

    for seed in range(1, 100):
        game = BoardGame.new(BoardConfig(mode="discovery", players=players), seed)
        actions: list[str] = []
        for number in range(3000):
            seat = game.to_act
            if seat is None:
                break
            legal = list(game.legal_actions())
            action = make_captain("greedy", Rng(seed * 7919 + number)).choose(game.view(seat), legal)
            events = game.apply(action)
            actions.append(str(action))
            rolled = any(e.key == "board.event.roll" for e in events)
            if rolled and seat != 0 and game.to_act == 0 and game.round >= 2:
                return seed, tuple(actions)
    raise AssertionError("no such position")  # pragma: no cover


async def test_at_80x24_a_turn_coming_back_opens_on_the_summary(save_dir: Path) -> None:
    """The small terminal shows the summary pane when a turn comes back, not the dice of the captain who
    played last, with the captains' strip above it."""
    seed, actions = _after_another_roll()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        assert any(e.key == "board.event.roll" for e in session.records[-1].events)
        assert PANES[table.pane] == "players"
        recap = table.query_one("#recap")
        assert recap.display and "Since Anne’s last turn" in widget_text(recap)
        assert table.query_one("#strip-top").display


async def test_the_footer_offers_enter_only_when_the_seat_at_the_screen_decides(save_dir: Path) -> None:
    """ "⏎ Choose" showed in the footer while AI captains played, when Enter did nothing."""
    seed, actions = positions.placement_actions()
    game = BoardGame.new(BoardConfig(mode="discovery", players=3), seed)
    before_ai = 0
    for index, action in enumerate(actions):
        if game.to_act == 0:
            before_ai = index + 1
        game.apply(game.parse_action(action))
    app = make_app(save_dir, delay=30.0)
    async with app.run_test(size=(80, 24)) as pilot:
        session = board_direct(app, ANNE_AND_AI, seed=seed)
        session.replay(actions[:before_ai])
        table = BoardTableScreen(session)
        await app.push_screen(table)
        await wait_until(pilot, lambda: table.thinking is not None, "an AI captain thinking")
        await wait_quiet(pilot)
        choose = app.t("bind.choose")

        def footer() -> str:
            return screen_text(app).splitlines()[-1]

        assert choose not in footer() and "enter" not in table.active_bindings
        await pilot.press("f")
        await wait_until(pilot, table.my_turn, "Anne's turn")
        await wait_until(pilot, lambda: choose in footer(), lambda: f"⏎ {choose} in the footer: {footer()!r}")


async def test_page_keys_scroll_the_summary_on_show_at_80x24(save_dir: Path) -> None:
    """At 80x24 the summary of what happened since a turn was cut, and PgDn scrolled the hidden log instead."""
    from textual.containers import VerticalScroll

    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        _, table = await _table(app, pilot, ANNE_AND_AI, seed, actions)
        await wait_until(pilot, table.my_turn, "Anne's turn")
        await wait_quiet(pilot)
        box = table.query_one("#pane-players", VerticalScroll)
        assert table.compact and PANES[table.pane] == "players" and table.recap
        assert box.max_scroll_y > 0  # the summary is longer than the room it has
        await pilot.press("pagedown")
        await wait_until(pilot, lambda: box.scroll_y > 0, "the summary scrolled")
        await pilot.press("pageup")
        await wait_until(pilot, lambda: box.scroll_y == 0, "back at its top")


async def test_a_notice_never_covers_the_choices_at_80x24(save_dir: Path) -> None:
    """ "Mary, your turn: the keyboard is yours." lay over the decision bar's rows for four seconds."""
    from textual.widgets._toast import Toast

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        seats = [SeatInfo("Anne"), SeatInfo("Mary")]
        _, table = await _table(app, pilot, seats, 11, [])
        await pilot.press("enter")  # Anne places her hideout: Mary's turn, with a notice
        await wait_until(pilot, lambda: bool(table.query(Toast)), "the notice")
        await wait_quiet(pilot)
        choices = table.query_one(DecisionBar).choices.region
        assert choices.height
        for toast in table.query(Toast):
            assert not toast.region.overlaps(choices), (toast.region, choices)


async def test_a_replay_never_offers_f_to_skip_to_your_turn(save_dir: Path) -> None:
    """The replay's decision bar said "f: skip to your next turn" where f does nothing."""
    from tests.tui.board.test_board_over_chart import over_session
    from tests.tui.test_replay import open_on
    from tui.replay import Replay

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session = over_session(app)
        await open_on(app, pilot, Replay.from_session(session))
        hint = app.t("board.ui.hurry.hint")
        for _ in range(12):  # positions where an AI captain is to play among them
            assert hint not in screen_text(app)
            await pilot.press("right")
            await wait_quiet(pilot)
        assert any(session.is_ai(seat) for seat in range(len(session.seats)))


async def test_page_keys_scroll_the_summary_when_the_log_has_no_room(save_dir: Path) -> None:
    """At 120x40 the dice of the last roll and a long summary took all the log's rows: PgDn scrolled the
    hidden log and the summary's end could not be read with the keyboard."""
    from textual.containers import VerticalScroll

    from tui.widgets.game_log import GameLog

    seed, actions = _after_another_roll(4)
    app = make_app(save_dir)
    async with app.run_test(size=(120, 34)) as pilot:  # the smallest full layout
        seats = [*ANNE_AND_AI, SeatInfo("Kidd", "ai", FAST)]
        session, table = await _table(app, pilot, seats, seed, actions)
        roll = [e for e in session.records[-1].events if e.key == "board.event.roll"][-1]
        table.query_one(DicePanel).show_result(roll.params, animate=False, names=table.seats.names)
        table.refresh_view()
        await wait_quiet(pilot)
        box = table.query_one("#pane-players", VerticalScroll)
        assert not table.compact and table.query_one(GameLog).size.height < 3 and box.max_scroll_y > 0
        await pilot.press("pagedown")
        await wait_until(pilot, lambda: box.scroll_y > 0, "the summary scrolled")


async def test_the_captains_strip_shows_every_hold_whole_at_120x40(save_dir: Path) -> None:
    """At 120x40 the strip cut each captain's hold after the fourth resource ("Metal 1 Rum…")."""
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        seats = [*ANNE_AND_AI, SeatInfo("Kidd", "ai", FAST)]
        _, table = await _table(app, pilot, seats, 11, [])
        strip = table.query_one("#strip", OpponentsStrip)
        await wait_until(pilot, lambda: strip.size.width > 0, "the strip laid out")
        table.refresh_view()
        await wait_quiet(pilot)
        rows = [line.rstrip() for line in screen_text(app).splitlines()]
        rum = app.t("board.resource.rum")
        shown = "\n".join(row[strip.region.x : strip.region.right] for row in rows)
        assert shown.count(f"{rum} 1") == 4, shown
        assert "…" not in shown
