"""The rules of both games, in the current language."""

from __future__ import annotations

from importlib import resources

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, Markdown, TabbedContent, TabPane

from tui.games import GAME_NAME_KEYS
from tui.screens.base import BaseScreen

__all__ = ["RulesScreen", "rules_text"]

GAMES = ("cards", "board")


def rules_text(game: str, language: str) -> str:
    """The Markdown rules of ``game`` in ``language`` (English when missing)."""
    base = resources.files("tui").joinpath("rules")
    for lang in (language, "en"):
        path = base.joinpath(lang, f"{game}.md")
        if path.is_file():
            return path.read_text("utf-8")
    return ""


class RulesScreen(BaseScreen[None]):
    """Tabs with each game's rules; opens on ``game`` when given."""

    CSS_PATH = "rules.tcss"
    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("tab", "next_tab", "Other game", id="other_game"),
        Binding("pageup", "scroll('page_up')", "", show=False),
        Binding("pagedown", "scroll('page_down')", "", show=False),
    ]

    def __init__(self, game: str = "cards") -> None:
        super().__init__()
        self.initial = game if game in GAMES else "cards"

    def compose(self) -> ComposeResult:
        yield Header(icon="⚓")
        with TabbedContent(initial=f"rules-{self.initial}", id="rules-tabs"):
            for game in GAMES:
                with TabPane(" ", id=f"rules-{game}"):
                    with VerticalScroll(id=f"scroll-{game}", classes="rules-scroll"):
                        yield Markdown("", id=f"md-{game}")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(f"#scroll-{self.initial}").focus()

    def on_language(self) -> None:
        self.title = self.t("rules.title")
        tabs = self.query_one(TabbedContent)
        for game in GAMES:
            tabs.get_tab(f"rules-{game}").label = self.t(GAME_NAME_KEYS[game])
            self.query_one(f"#md-{game}", Markdown).update(rules_text(game, self.seas.language))

    def action_next_tab(self) -> None:
        tabs = self.query_one(TabbedContent)
        current = (tabs.active or "rules-cards").removeprefix("rules-")
        nxt = GAMES[(GAMES.index(current) + 1) % len(GAMES)]
        tabs.active = f"rules-{nxt}"
        self.query_one(f"#scroll-{nxt}").focus()

    def action_scroll(self, how: str) -> None:
        tabs = self.query_one(TabbedContent)
        scroll = self.query_one(f"#scroll-{(tabs.active or 'rules-cards').removeprefix('rules-')}", VerticalScroll)
        getattr(scroll, f"scroll_{how}")()

    def action_back(self) -> None:
        self.dismiss()
