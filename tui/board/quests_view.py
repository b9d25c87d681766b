"""Quests of The 7 Seas in words: a row's text, the rows a finished solo game completed (for the end screen), and
the Quests screen (every quest with its rows' checkboxes, the date and the game of each first completion)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from engines.board import QUEST_ROWS, row_message
from tui.board.profile import Profile, read_profile
from tui.i18n import as_translator
from tui.screens.base import BaseScreen
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader

__all__ = ["QuestsScreen", "completed_text", "quest_log_text", "row_text"]


def row_text(t: Any, row: str) -> str:
    """A quest row in words ("6+ exploration cards", "Kraken (Frozen Sea)", "7 gems in 5 rounds")."""
    key, params = row_message(row)
    words = dict(params)
    if "track" in words:
        words["track"] = as_translator(t).noun(f"board.track.{words['track']}", id=str(words["track"]))
    if "card" in words:
        words["card"] = t(f"board.card.{words['card']}")
    if "sea" in words:
        words["sea"] = t(f"board.sea.{words['sea']}")
    return str(t(key, **words))


def completed_text(t: Any, rows: list[str], new: set[str] | None = None) -> Text:
    """The end screen's lines: the quest rows this game completed (new ones marked)."""
    text = Text(t("board.extra.quests.completed_title"), style="bold")
    if not rows:
        text.append("\n" + t("board.extra.quests.none_completed"), style="dim")
    for row in rows:
        quest = row.split(".", 1)[0]
        text.append("\n☑ " + t(f"board.quest.name.{quest}") + t("ui.punct.colon") + row_text(t, row))
        if new is not None and row in new:
            text.append("  " + t("board.extra.quests.new"), style="bold #e8c547")
    return text


def quest_log_text(t: Any, profile: Profile) -> Text:
    """Every quest and its rows: a checkbox each, with the date and the game of its first completion."""
    text = Text()
    if profile.error:
        text.append(t(profile.error, **profile.error_params) + "\n\n", style="bold #ff875f")
    if profile.level >= 0:
        text.append(t("board.extra.setup.advice", level=profile.level, advice=profile.advice) + "\n\n")
    done = sum(1 for q, rows in QUEST_ROWS.items() for r in rows if f"{q}.{r}" in profile.quests)
    total = sum(len(rows) for rows in QUEST_ROWS.values())
    text.append(t("board.extra.quests.progress", done=done, total=total) + "\n", style="dim")
    for quest, rows in QUEST_ROWS.items():
        text.append("\n" + t(f"board.quest.name.{quest}") + "\n", style="bold")
        for value in rows:
            row = f"{quest}.{value}"
            entry = profile.quests.get(row)
            text.append("  ☑ " if entry else "  ☐ ", style="bold #87d75f" if entry else "dim")
            text.append(row_text(t, row))
            if entry:
                text.append(
                    "  " + t("board.extra.quests.when", date=entry.date, game=entry.game), style="dim"
                )
            text.append("\n")
    return text


class QuestsScreen(BaseScreen[None]):
    """The quest log of the solo journeys, from the main menu."""

    DEFAULT_CSS = """
    QuestsScreen #quests-scroll { height: 1fr; padding: 0 2; }
    QuestsScreen #quests-help { color: $text-muted; height: auto; }
    QuestsScreen #quests-log { height: auto; }
    """
    BINDINGS = [Binding("escape,q", "back", "Back", id="back")]

    def compose(self) -> ComposeResult:
        yield AppHeader()
        with VerticalScroll(id="quests-scroll"):
            yield Static("", id="quests-help")
            yield Static("", id="quests-log")
        yield AppFooter()

    def on_mount(self) -> None:
        self.query_one("#quests-scroll").focus()

    def on_language(self) -> None:
        t = self.t
        self.title = t("board.extra.quests.title")
        self.query_one("#quests-help", Static).update(t("board.extra.quests.help"))
        self.query_one("#quests-log", Static).update(quest_log_text(t, read_profile(self.seas)))

    def action_back(self) -> None:
        self.dismiss()
