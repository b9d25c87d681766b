"""The advisor at the board table: a key asks what the hard captain would do, in a worker, cancellable,
translated, never playing; the game's save and replay say it was asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.board import Act, Advice, BoardView
from saves import SeatInfo
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import FAST, board_direct, make_app, screen_text, settle, wait_until
from tui.board.advisor import AdvisorDialog, advice_lines
from tui.board.replay import advisor_count, replay_log
from tui.board.table import BoardTableScreen
from tui.i18n import Translator
from tui.replay import Replay


def advice_text(t: Translator, view: BoardView, advice: Advice, names: list[str]) -> str:
    """The advisor's body as plain text, each line after its margin (the rank, or blanks under it)."""
    return "\n".join(margin + line.plain for margin, line in advice_lines(t, view, advice, names))


SEATS = [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)]


def _advising(app) -> bool:  # type: ignore[no-untyped-def]
    return isinstance(app.screen, AdvisorDialog) and app.screen.advice is not None


@pytest.mark.parametrize("language", ["en", "de", "fr"])
async def test_the_advisor_key_shows_the_hard_captains_choices(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    monkeypatch.setattr(AdvisorDialog, "budget", 0.05)
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        app.set_language(language)
        session = board_direct(app, list(SEATS), seed=seed)
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await settle(app, pilot)
        before = list(session.actions)
        await pilot.press("i")
        await wait_until(pilot, lambda: _advising(app), "the advice")
        await settle(app, pilot)
        t = Translator(language)
        text = screen_text(app)
        assert t("board.advisor.title") in text
        assert "1. " in text and "★" in text  # the hard captain's choice is marked
        dialog = app.screen
        assert isinstance(dialog, AdvisorDialog) and dialog.advice is not None
        assert dialog.advice.searched and dialog.advice.choice in session.game.legal_actions()
        assert session.extra["advisor"] == 1
        await pilot.press("enter")  # closes; the advisor never plays
        await wait_until(pilot, lambda: isinstance(app.screen, BoardTableScreen), "the table")
        assert session.actions == before
        # the save keeps the fact and the replay tells it
        session.save("advised")
        assert session.store is not None
        loaded = session.store.load("advised")
        assert advisor_count(loaded.extra) == 1
        log = replay_log(Replay.from_loaded(loaded), t)
        assert log[0] == t("board.advisor.used", count=1)
        if language == "en":  # the replay screen's log opens with it too
            from tests.tui.test_replay import open_on, shown

            await open_on(app, pilot, Replay.from_loaded(loaded))
            await wait_until(
                pilot, lambda: t("board.advisor.used", count=1) in shown(app), "the replay says so"
            )


async def test_escape_cancels_the_advisor_search(save_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(AdvisorDialog, "budget", 60.0)
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session = board_direct(app, list(SEATS), seed=seed)
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await settle(app, pilot)
        await pilot.press("i")
        await wait_until(pilot, lambda: isinstance(app.screen, AdvisorDialog), "the dialog")
        dialog = app.screen
        assert isinstance(dialog, AdvisorDialog) and dialog.thinking
        thinking = Translator("en")("board.advisor.thinking")
        await wait_until(pilot, lambda: thinking in screen_text(app), "the thinking line")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardTableScreen), "the table")
        await wait_until(
            pilot,
            lambda: not any(w.group == "advisor" and w.is_running for w in app.workers),
            "the search stops",
        )
        assert dialog.advice is None and session.actions == list(actions)


def test_games_saved_before_the_advisor_never_asked_it() -> None:
    assert (
        advisor_count({}) == 0 and advisor_count({"advisor": "x"}) == 0 and advisor_count({"advisor": 3}) == 3
    )


def test_the_medium_choice_always_shows_as_the_reference() -> None:
    from engines.board import Act, Advice, Estimate
    from tests.board.test_advice import _placement
    from tui.board.advisor import SHOWN

    game = _placement()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    legal = list(game.legal_actions())
    ranked = [
        Estimate(a, 10, 1.0 - i, 5.0, 1.0 - i, 0.1, plain=i == SHOWN + 1, chosen=i == 0)
        for i, a in enumerate(legal[: SHOWN + 3])
    ]
    t = Translator("en")
    text = advice_text(t, view, Advice(tuple(ranked), True, 10), ["Anne", "Flint"])
    assert t("board.advisor.plain") in text and f"{SHOWN + 2}. " in text  # numbered by its rank
    assert f"{SHOWN + 1}. " not in text and f"{SHOWN + 3}. " not in text
    assert isinstance(ranked[0].action, Act)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_choices_are_listed_by_the_gain_shown_first(language: str) -> None:
    """The list was ranked by the paired gain but showed the mean glory first, which looked out of order; the
    hard captain's choice (here the medium one it kept) came first whatever its gain."""
    from engines.board import Advice, Estimate
    from tests.board.test_advice import _placement
    from tui.board.advisor import shown_order
    from tui.board.labels import action_label

    game = _placement()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    legal = list(game.legal_actions())[:4]
    gains = [0.0, 1.5, -0.5, 0.8]  # the first is the medium choice, kept by the hard captain
    glories = [9.0, 8.0, 12.0, 10.0]  # the mean glory in another order
    ranked = [
        Estimate(a, 20, g, glory, g, 0.3, plain=i == 0, chosen=i == 0)
        for i, (a, g, glory) in enumerate(zip(legal, gains, glories, strict=True))
    ]
    advice = Advice(tuple(ranked), True, 20)
    assert [e.gain for e in shown_order(advice)] == [1.5, 0.8, 0.0, -0.5]
    t = Translator(language)
    text = advice_text(t, view, advice, ["Anne", "Flint"])
    assert t("board.advisor.order") in text and t("board.advisor.chosen_lower") in text
    labels = [str(action_label(t, view, e.action, names=["Anne", "Flint"])) for e in shown_order(advice)]
    places = [text.index(f"{rank}. {label}") for rank, label in enumerate(labels, 1)]
    assert places == sorted(places)
    lines = [line.strip() for line in text.splitlines()]
    first = [line for line in lines if line.startswith(("+", "−", "±"))]
    point = "." if language == "en" else ","
    assert [line.split()[0].rstrip(":") for line in first] == [
        f"+1{point}5",
        f"+0{point}8",
        "±0",
        f"−0{point}5",
    ]


async def test_the_advice_scrolls_with_the_keys_its_help_names(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 80x24 the advice's last lines lay below its box; the keys scrolled it but its help named only Esc."""
    from textual.containers import VerticalScroll

    monkeypatch.setattr(AdvisorDialog, "budget", 0.05)
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        session = board_direct(app, list(SEATS), seed=seed)
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await settle(app, pilot)
        await pilot.press("i")
        await wait_until(pilot, lambda: _advising(app), "the advice")
        await settle(app, pilot)
        assert "PgDn" in screen_text(app)
        scroll = app.screen.query_one("#advisor-scroll", VerticalScroll)
        assert scroll.max_scroll_y > 0
        await pilot.press("pagedown")
        await wait_until(pilot, lambda: scroll.scroll_y > 0, "the advice scrolled")


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "−1 resource", "+2 gems"),
        ("de", "−1 Ressource", "+2 Meeresjuwelen"),
        ("fr", "−1 ressource", "+2 gemmes"),
    ],
)
def test_a_stat_change_of_one_is_singular(language: str, one: str, two: str) -> None:
    """ "−1 Ressourcen" had no singular: the stat words go through plural forms counted by the number shown."""
    from engines.board import Act, Estimate
    from tui.board.advisor import why_text

    def estimate(gems: float, resources: float) -> Estimate:
        return Estimate(Act("pass"), 10, 0.0, 0.0, 0.0, 0.0, changes={"gems": gems, "resources": resources})

    text = why_text(Translator(language), estimate(2.0, -1.0), [estimate(0.0, 0.0), estimate(0.0, 0.0)])
    assert text.endswith(one) and two in text  # "−1 Ressource", not "−1 Ressourcen"


def placement_view() -> tuple[BoardView, list[Act]]:
    """The view and legal actions of the seat to place in ``tests.board.test_advice``'s placement position."""
    from tests.board.test_advice import _placement

    game = _placement()
    seat = game.to_act
    assert seat is not None
    return game.view(seat), list(game.legal_actions())


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_choice_that_plays_out_as_the_medium_one_says_so(language: str) -> None:
    """A choice whose rollouts ended exactly as the medium choice's in every world read "+0.0 ± 0.0"."""
    from engines.board import Advice, Estimate

    view, legal = placement_view()
    ranked = (
        Estimate(legal[0], 20, 0.0, 9.0, 0.0, 0.0, plain=True, chosen=True),
        Estimate(legal[1], 20, 0.0, 9.0, 0.01, 0.02),  # the same outcome, up to rounding
        Estimate(legal[2], 20, 0.0, 9.0, 0.04, 0.3),  # no gain on average, but not the same outcome
    )
    t = Translator(language)
    text = advice_text(t, view, Advice(ranked, True, 20), ["Anne", "Flint"])
    assert text.count(t("board.advisor.same")) == 1
    point = "." if language == "en" else ","
    assert f"± 0{point}3" in text and "± 0 " not in text  # the other one keeps its gain and error


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_small_error_is_not_shown_as_none(language: str) -> None:
    """A gain measured to within 0.05 read "+0.3 ± 0" (the number format drops trailing zeros): its error
    shows in two digits."""
    from engines.board import Advice, Estimate

    view, legal = placement_view()
    ranked = (
        Estimate(legal[0], 20, 0.0, 9.0, 0.0, 0.0, plain=True, chosen=True),
        Estimate(legal[1], 20, 0.3, 9.3, 0.3, 0.03),
    )
    text = advice_text(Translator(language), view, Advice(ranked, True, 20), ["Anne", "Flint"])
    point = "." if language == "en" else ","
    assert f"+0{point}3 ± 0{point}03" in text and "± 0 " not in text


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_choice_s_wrapped_details_keep_their_indent(language: str) -> None:
    """At 80 columns the dialog's body is about 74 wide: a choice's second line wrapped back to the first column,
    under the numbers, and the list read as one block. Every wrapped part keeps the indent of its line."""
    from rich.console import Console

    from engines.board import Advice, Estimate
    from tests.board.test_advice import _placement
    from tui.board.advisor import INDENT, advice_body, advice_lines

    game = _placement()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    legal = list(game.legal_actions())[:3]
    changes = {"gems": 1.0, "cards": 1.0, "treasures": 0.5, "upgrades": 0.5, "planks": -1.0, "coins": -2.0}
    ranked = tuple(
        Estimate(a, 20, 1.0 - i, 9.0, 1.0 - i, 0.3, plain=i == 2, chosen=i == 0, changes=dict(changes))
        for i, a in enumerate(legal)
    )
    advice = Advice(ranked, True, 20)
    t = Translator(language)
    detailed = {str(line) for indent, line in advice_lines(t, view, advice, ["Anne", "Flint"]) if indent}
    assert detailed
    console = Console(width=40, record=True, color_system=None)
    console.print(advice_body(t, view, advice, ["Anne", "Flint"]))
    rendered = console.export_text().splitlines()
    heads = [row for row in rendered if row[:1].isdigit()]
    assert len(heads) == 3  # every choice's name starts at the first column...
    wrapped = [row for row in rendered if row and not row[:1].isdigit() and row.startswith(" ")]
    assert len(wrapped) > 2 * len(legal)  # ... and its details wrap at this width, indented all the way
    start = rendered.index(heads[0])
    end = rendered.index(heads[-1])
    assert all(
        row.startswith(" " * INDENT) or not row.strip() or row[:1].isdigit() for row in rendered[start:end]
    )
