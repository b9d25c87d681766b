"""The rules of one game at a time, in the current language, optionally opened at a section.

Open it with ``RulesScreen(game="board", section="encounters")``: ``game`` is ``"cards"`` or
``"board"``; ``section`` is a section's *anchor*, the slug of its English heading (lower case, words
joined by ``-``: ``## Sail at sea`` is ``sail-at-sea``, ``### Pirate ship (dangerous, combat)`` is
``pirate-ship-dangerous-combat``). The same anchor opens the same section in German and French, whose
rules have the same outline (``tests/tui/test_rules_screen.py`` checks that). :func:`rules_sections` lists
a game's anchors; an unknown anchor opens the rules at the top (and logs a warning).

Only the visible game's rules are rendered, in a thread, into lines that are drawn only when on
screen: the screen and its footer show at once, keys work while the text is prepared, and a language
switch (F2) re-renders only what is shown, staying at the same section. The thread hands its lines over
twice: once the view is filled, and when all is laid out (each hand-over lays the screen out again). The
Markdown parser is imported and built once, in the thread; the last few renderings are kept, so opening
the rules again (or Tab back to a game) shows them at once.
"""

from __future__ import annotations

import copy
import io
import logging
import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from rich.console import Console
from rich.segment import Segment
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Tab, Tabs
from textual.worker import get_current_worker

if TYPE_CHECKING:
    from collections.abc import Iterator

    from rich.markdown import Markdown

from tui.screens.base import BaseScreen
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader

__all__ = [
    "GAMES",
    "RulesScreen",
    "RulesText",
    "Section",
    "forget_renderings",
    "rules_outline",
    "rules_sections",
    "rules_text",
    "slug",
]

log = logging.getLogger("seven_seas.rules")

GAMES = ("cards", "board")

#: A Markdown heading line (outside code blocks, which the rules do not use).
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
#: Widest the text is laid out, for lines that stay readable on wide terminals.
MAX_TEXT_WIDTH = 100
#: Renderings kept (game, language, width): the rules opened again, or Tab back, show at once.
RENDERINGS_KEPT = 4


def rules_text(game: str, language: str) -> str:
    """The Markdown rules of ``game`` in ``language`` (English when missing)."""
    base = resources.files("tui").joinpath("rules")
    for lang in (language, "en"):
        path = base.joinpath(lang, f"{game}.md")
        if path.is_file():
            return path.read_text("utf-8")
    return ""


def slug(title: str) -> str:
    """A heading's anchor: lower case ASCII words joined by ``-`` (``"Sail at sea"`` -> ``"sail-at-sea"``)."""
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return "-".join(re.findall(r"[a-z0-9]+", ascii_text.lower()))


@dataclass(frozen=True)
class Section:
    """One heading of the rules and the Markdown up to the next heading."""

    anchor: str  # the slug of the English heading at the same place in the outline
    level: int
    title: str
    markdown: str


def _split(text: str) -> list[tuple[int, str, str]]:
    """(level, title, markdown) per heading; text before the first heading has level 0."""
    parts: list[tuple[int, str, list[str]]] = [(0, "", [])]
    for line in text.splitlines():
        match = _HEADING.match(line)
        if match:
            parts.append((len(match.group(1)), match.group(2), [line]))
        else:
            parts[-1][2].append(line)
    return [
        (level, title, "\n".join(lines).strip("\n"))
        for level, title, lines in parts
        if level or "".join(lines).strip()
    ]


@cache
def _english_anchors(game: str) -> tuple[tuple[int, str], ...]:
    return tuple((level, slug(title)) for level, title, _ in _split(rules_text(game, "en")))


def rules_outline(game: str, language: str) -> list[Section]:
    """The sections of ``game``'s rules in ``language``, each with its language-independent anchor.

    A section takes the anchor of the English heading at the same place in the outline; where the
    outlines differ (a translation behind), it falls back to the slug of its own heading.
    """
    english = _english_anchors(game)
    sections = []
    for index, (level, title, markdown) in enumerate(_split(rules_text(game, language))):
        if not level:
            anchor = ""
        elif index < len(english) and english[index][0] == level:
            anchor = english[index][1]
        else:
            anchor = slug(title)
        sections.append(Section(anchor, level, title, markdown))
    return sections


def rules_sections(game: str) -> list[str]:
    """The anchors ``RulesScreen(game=..., section=...)`` accepts for ``game``."""
    return [anchor for _, anchor in _english_anchors(game)]


#: The last renderings, newest last: (game, language, width) -> (lines, anchors); the rendering threads
#: write it, under the lock.
_RENDERINGS: dict[tuple[str, str, int], tuple[list[Strip], dict[str, int]]] = {}
_RENDERINGS_LOCK = threading.Lock()


def _keep_rendering(key: tuple[str, str, int], lines: list[Strip], anchors: dict[str, int]) -> None:
    with _RENDERINGS_LOCK:
        _RENDERINGS.pop(key, None)
        _RENDERINGS[key] = (lines, anchors)
        while len(_RENDERINGS) > RENDERINGS_KEPT:
            del _RENDERINGS[next(iter(_RENDERINGS))]


def forget_renderings() -> None:
    """Drop the kept renderings (the next opening lays the rules out again)."""
    with _RENDERINGS_LOCK:
        _RENDERINGS.clear()


def _kept_rendering(key: tuple[str, str, int]) -> tuple[list[Strip], dict[str, int]] | None:
    """A copy of a kept rendering (the lines are shared: a strip is never changed)."""
    with _RENDERINGS_LOCK:
        kept = _RENDERINGS.get(key)
        return None if kept is None else (list(kept[0]), dict(kept[1]))


def _markdowns(sections: list[Section]) -> Iterator[tuple[Section, Markdown]]:
    """Each section with its Markdown, parsed by one parser (rich's ``Markdown()`` builds a parser for each,
    a third of the time the board rules took) configured as rich's own."""
    from markdown_it import MarkdownIt
    from rich.markdown import Markdown  # here, in the rendering thread: the screen opens without it

    parser = MarkdownIt().enable("strikethrough").enable("table")
    blank = Markdown("")
    for section in sections:
        markdown = copy.copy(blank)
        markdown.markup = section.markdown
        markdown.parsed = parser.parse(section.markdown)
        yield section, markdown


class RulesText(ScrollView, can_focus=True):
    """Markdown rendered into lines in a worker thread; only the lines on screen are drawn.

    ``show(game, language)`` renders a game's rules; ``go_to(anchor)`` scrolls to a section (now, or
    as soon as the section is rendered). While a new rendering is prepared the previous one stays.
    """

    DEFAULT_CSS = """
    RulesText {
        height: 1fr;
        scrollbar-gutter: stable;
        padding: 0 1;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.game = ""
        self.language = ""
        self.source = ""  # the Markdown of what is shown (or being prepared)
        self.lines: list[Strip] = []
        self.anchors: dict[str, int] = {}
        self.rendered = False  # the whole text is laid out
        self.renders = 0  # how many renderings finished (tests wait for it)
        self._generation = 0
        self._width = 0
        self._next: list[Strip] = []
        self._next_anchors: dict[str, int] = {}
        self._pending: str | None = None  # a section to scroll to once rendered ("" the top)

    # --- what to show ------------------------------------------------------------------------
    def show(self, game: str, language: str, *, section: str | None = None) -> None:
        """Render ``game``'s rules in ``language``; keep the current section unless ``section`` is given."""
        if section is None:
            section = (self.current_section() or "") if game == self.game else ""
        self.game, self.language = game, language
        self.source = rules_text(game, language)
        self._pending = section
        self._start()

    def go_to(self, anchor: str) -> None:
        """Scroll to the section ``anchor`` (once it is rendered)."""
        if anchor in self.anchors and self.lines is self._next:
            self._pending = None
            self.scroll_y = self.anchors[anchor]
        else:
            self._pending = anchor

    def current_section(self) -> str | None:
        """The anchor of the section at the top of the view."""
        current = None
        for anchor, line in sorted(self.anchors.items(), key=lambda item: item[1]):
            if line > self.scroll_y:
                break
            current = anchor
        return current

    @property
    def plain(self) -> str:
        """The rendered text, as plain lines."""
        return "\n".join(strip.text.rstrip() for strip in self.lines)

    # --- rendering ----------------------------------------------------------------------------
    def on_resize(self) -> None:
        width = self._text_width()
        if width != self._width and self.game:
            if self._pending is None:
                self._pending = self.current_section() or ""
            self._start()

    def _text_width(self) -> int:
        return max(10, min(MAX_TEXT_WIDTH, self.scrollable_content_region.width))

    def _start(self) -> None:
        if not self.is_mounted or self.size.width == 0:
            return  # on_resize starts it once the size is known
        self._generation += 1
        self._width = self._text_width()
        self._next, self._next_anchors = [], {}
        self.rendered = False
        self._render_rules(self._generation, self.game, self.language, self._width)

    @work(thread=True, exclusive=True, group="rules-render")
    def _render_rules(self, generation: int, game: str, language: str, width: int) -> None:
        worker = get_current_worker()
        kept = _kept_rendering((game, language, width))
        if kept is not None:
            self._hand_over(generation, *kept, True)
            return
        lines: list[Strip] = []
        anchors: dict[str, int] = {}
        handed = 0  # lines already given to the UI thread
        console = Console(file=io.StringIO(), width=width, force_terminal=True, color_system="truecolor")
        options = console.options.update_width(width)
        for section, markdown in _markdowns(rules_outline(game, language)):
            if worker.is_cancelled:
                return
            if lines:
                lines.append(Strip.blank(width))
            if section.anchor:
                anchors.setdefault(section.anchor, len(lines))
            rendered = console.render_lines(markdown, options, pad=False)
            lines.extend(Strip(Segment.adjust_line_length(line, width), width) for line in rendered)
            if not handed:
                needed = self._lines_needed(anchors)
                if needed is not None and len(lines) >= needed:
                    # the view can be filled: show it now, the rest comes in one piece when done
                    if not self._hand_over(generation, lines[:], dict(anchors), False):
                        return
                    handed = len(lines)
        if worker.is_cancelled:
            return
        _keep_rendering((game, language, width), lines, anchors)
        self._hand_over(generation, lines[handed:], anchors, True)

    def _lines_needed(self, anchors: dict[str, int]) -> int | None:
        """How many lines fill the view at the section to show (None: that section is not rendered yet)."""
        target = anchors.get(self._pending) if self._pending else 0
        return None if target is None else target + max(1, self.size.height)

    def _hand_over(self, generation: int, strips: list[Strip], anchors: dict[str, int], done: bool) -> bool:
        """Give rendered lines to the UI thread; False when the app has stopped meanwhile."""
        try:
            self.app.call_from_thread(self._receive, generation, strips, anchors, done)
        except RuntimeError:  # the app is closing
            return False
        return True

    def _receive(self, generation: int, strips: list[Strip], anchors: dict[str, int], done: bool) -> None:
        if generation != self._generation:
            return  # an older rendering (the language or the width changed since)
        self._next.extend(strips)
        self._next_anchors.update(anchors)
        if self.lines is not self._next:
            target = self._next_anchors.get(self._pending) if self._pending else 0
            if not done and (target is None or len(self._next) < target + self.size.height):
                return  # keep the previous text until the new one fills the view
            self.lines, self.anchors = self._next, self._next_anchors
        self.virtual_size = Size(self._width, len(self.lines))
        if self._pending == "":
            self._pending = None
            self.scroll_y = 0
        elif self._pending is not None and self._pending in self.anchors:
            self.scroll_y = self.anchors[self._pending]
            self._pending = None
        if done:
            if self._pending:
                log.warning("no section %r in the %s rules", self._pending, self.game)
                self._pending = None
            self.rendered = True
            self.renders += 1
        self.refresh()

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = scroll_y + y
        width = self.scrollable_content_region.width
        if index >= len(self.lines):
            return Strip.blank(width, self.rich_style)
        return (
            self.lines[index]
            .crop_extend(scroll_x, scroll_x + width, self.rich_style)
            .apply_style(self.rich_style)
        )


class RulesScreen(BaseScreen[None]):
    """One game's rules (Tab shows the other game's); see the module docstring for ``section``."""

    CSS_PATH = "rules.tcss"
    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("tab", "next_tab", "Other game", id="other_game"),
    ]

    def __init__(self, game: str = "cards", section: str | None = None) -> None:
        super().__init__()
        self.initial = game if game in GAMES else "cards"
        self.section = section

    def compose(self) -> ComposeResult:
        yield AppHeader()
        # No ``active=`` here: Textual's Tabs checks it as it mounts, and under load its tabs could still be
        # mounting (ValueError, found by the monkey test); the screen selects the tab once it is there.
        yield Tabs(*(Tab(" ", id=f"rules-{game}") for game in GAMES), id="rules-tabs")
        yield RulesText(id="rules-text")
        yield AppFooter()

    @property
    def game(self) -> str:
        """The game whose rules are shown."""
        return self.query_one(RulesText).game or self.initial

    def on_mount(self) -> None:
        text = self.query_one(RulesText)
        text.show(self.initial, self.seas.language, section=self.section)
        text.focus()
        self.when_built(f"#rules-{self.initial}", self._select_initial_tab)

    def _select_initial_tab(self) -> None:
        self.query_one(Tabs).active = f"rules-{self.initial}"

    def on_language(self) -> None:
        self.title = self.t("rules.title")
        tabs = self.query_one(Tabs)
        for game in GAMES:
            for tab in tabs.query(f"#rules-{game}").results(Tab):  # none yet while the tabs compose
                tab.label = self.t(self.seas.games.name_key(game))
        text = self.query_one(RulesText)
        if text.game and text.language != self.seas.language:
            text.show(text.game, self.seas.language)

    def on_tabs_tab_activated(self, event: Tabs.TabActivated) -> None:
        event.stop()
        if event.tab.id != self.query_one(Tabs).active:
            return  # an older activation (the first tab, before the screen selected its own)
        game = (event.tab.id or "").removeprefix("rules-")
        text = self.query_one(RulesText)
        if game in GAMES and game != text.game and text.game:
            text.show(game, self.seas.language, section="")
            text.focus()

    def action_next_tab(self) -> None:
        nxt = GAMES[(GAMES.index(self.game) + 1) % len(GAMES)]
        self.query_one(Tabs).active = f"rules-{nxt}"

    def action_back(self) -> None:
        self.dismiss()
