"""The rules of one game at a time, in the current language, optionally opened at a section.

Open it with ``RulesScreen(game="board", section="encounters")``: ``game`` is ``"cards"`` or
``"board"``; ``section`` is a section's *anchor*, the slug of its English heading (lower case, words
joined by ``-``: ``## Sail at sea`` is ``sail-at-sea``, ``### Pirate ship (dangerous, combat)`` is
``pirate-ship-dangerous-combat``). The same anchor opens the same section in German and French, whose
rules have the same outline (``tests/tui/test_rules_screen.py`` checks that). :func:`rules_sections` lists
a game's anchors; an unknown anchor opens the rules at the top (and logs a warning).

Only what is on screen is rendered, a section at a time (the board rules have 63; laying them all out
took most of an opening). The first view of a game and language is rendered in a thread that hands it
over once (one new layout of the screen): the screen and its footer show at once, and keys work while
the text is prepared. Sections not rendered yet count their estimated height, so the scroll bar, End and
a jump to a section work at once; scrolling renders the sections that come into view (in the UI thread,
a few milliseconds each) and keeps what was on screen in its place. A language switch (F2) renders the
view at the same section. The Markdown modules are imported, and the parser built, once, in the thread;
the last few layouts are kept, so opening the rules again (or Tab back to a game) shows them at once.
"""

from __future__ import annotations

import contextlib
import copy
import io
import logging
import re
import threading
import unicodedata
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import accumulate
from typing import Any, overload

from rich.console import Console, ConsoleOptions
from rich.segment import Segment
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Tab, Tabs
from textual.worker import get_current_worker

from tui.screens.base import BaseScreen
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader

__all__ = [
    "GAMES",
    "RulesLayout",
    "RulesScreen",
    "RulesText",
    "Section",
    "estimate_height",
    "forget_renderings",
    "render_section",
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


#: A list item's marker (``-``, ``*``, ``+`` or ``1.``) and its indent; emphasis marks rich does not draw.
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+")
_MARKS = re.compile(r"\*\*|__|\*|`")


def _wrapped(text: str, width: int) -> int:
    """Lines ``text`` takes wrapped at ``width`` (greedy, by words)."""
    width = max(1, width)
    lines, used = 1, 0
    for word in _MARKS.sub("", text).split():
        if used and used + 1 + len(word) > width:
            lines += 1 + (len(word) - 1) // width
            used = len(word) % width or width
        else:
            used += len(word) + (1 if used else 0)
    return lines


def estimate_height(markdown: str, width: int) -> int:
    """About how many lines rich lays ``markdown`` out in at ``width``, without parsing or rendering it.

    Headings take a line, tables a line per row and their margins, paragraphs and list items their wrapped
    words, with a blank line between blocks. Within a line or two of the truth for the rules' sections; a
    section's real height replaces the estimate once it is rendered."""
    blocks = [block for block in re.split(r"\n\s*\n", markdown) if block.strip()]
    total = 0
    for block in blocks:
        rows = block.splitlines()
        if rows[0].startswith("#"):
            total += 1
        elif all(row.lstrip().startswith("|") for row in rows):
            total += len(rows) + 2
        else:
            items: list[list[Any]] = []  # [depth, text]: depth 0 a paragraph, 1 a list item, 2 one in it
            for row in rows:
                match = _ITEM.match(row)
                if match:
                    items.append([len(match.group(1)) // 2 + 1, row[match.end() :]])
                elif items:
                    items[-1][1] += " " + row.strip()
                else:
                    items.append([0, row.strip()])
            total += sum(_wrapped(text, width - 3 * depth) for depth, text in items)
    return total + max(0, len(blocks) - 1)


class _Renderer:
    """rich's Markdown with one markdown-it parser configured as rich's own (rich's ``Markdown()`` builds a
    parser for each text), and a console per width. Built on first use: importing the Markdown modules is
    most of a first opening, so the rendering thread does it, not the screen."""

    def __init__(self) -> None:
        from markdown_it import MarkdownIt
        from rich.markdown import Markdown

        self.parser = MarkdownIt().enable("strikethrough").enable("table")
        self.blank = Markdown("")
        self.consoles: dict[int, tuple[Console, ConsoleOptions]] = {}

    def lines(self, markdown: str, width: int) -> list[Strip]:
        if width not in self.consoles:
            console = Console(file=io.StringIO(), width=width, force_terminal=True, color_system="truecolor")
            self.consoles[width] = (console, console.options.update_width(width))
        console, options = self.consoles[width]
        document = copy.copy(self.blank)
        document.markup = markdown
        document.parsed = self.parser.parse(markdown)
        rendered = console.render_lines(document, options, pad=False)
        return [Strip(Segment.adjust_line_length(line, width), width) for line in rendered]


_RENDERER: list[_Renderer] = []
#: One section is rendered at a time (a rendering thread and the UI thread share the parser and consoles).
_RENDER_LOCK = threading.Lock()


def render_section(markdown: str, width: int) -> list[Strip]:
    """One section's Markdown as lines ``width`` cells wide."""
    with _RENDER_LOCK:
        if not _RENDERER:
            _RENDERER.append(_Renderer())
        return _RENDERER[0].lines(markdown, width)


class RulesLayout:
    """One game's rules in one language at one width, rendered a section at a time when first shown.

    A section not rendered yet counts its estimated height (:func:`estimate_height`), so the whole text has
    a height to scroll at once; each section ends with a blank line (but the last). Only the thread that
    made a layout changes it until it hands it to the UI thread, which alone changes it from then on.
    """

    def __init__(self, game: str, language: str, width: int, sections: list[Section]) -> None:
        self.key = (game, language, width)
        self.width = width
        self.sections = sections
        last = len(sections) - 1
        self.heights = [estimate_height(s.markdown, width) + (i < last) for i, s in enumerate(sections)]
        self.blocks: dict[int, list[Strip]] = {}
        self.anchors: dict[str, int] = {}
        for index, section in enumerate(sections):
            if section.anchor:
                self.anchors.setdefault(section.anchor, index)
        self._tops: list[int] | None = None

    @property
    def tops(self) -> list[int]:
        """The first line of each section, and the total height last."""
        if self._tops is None:
            self._tops = list(accumulate(self.heights, initial=0))
        return self._tops

    @property
    def total(self) -> int:
        return self.tops[-1]

    def section_at(self, y: int) -> int:
        """The section line ``y`` is in."""
        return max(0, min(len(self.sections) - 1, bisect_right(self.tops, y) - 1))

    def missing(self, top: int, bottom: int) -> list[int]:
        """The sections not rendered yet in lines ``top`` to ``bottom`` (exclusive)."""
        tops = self.tops
        out = []
        for index in range(self.section_at(top), len(self.sections)):
            if tops[index] >= bottom:
                break
            if index not in self.blocks:
                out.append(index)
        return out

    def render(self, indexes: list[int]) -> None:
        for index in indexes:
            strips = render_section(self.sections[index].markdown, self.width)
            if index < len(self.sections) - 1:
                strips.append(Strip.blank(self.width))
            self.blocks[index] = strips
            self.heights[index] = len(strips)
        self._tops = None

    def line(self, y: int) -> Strip | None:
        """Line ``y``, or None when its section is not rendered (or there is no such line)."""
        index = self.section_at(y)
        block = self.blocks.get(index)
        offset = y - self.tops[index]
        return block[offset] if block is not None and 0 <= offset < len(block) else None

    def top_for(self, index: int, height: int) -> int:
        """The first line shown when section ``index`` is scrolled to the top of a view ``height`` high."""
        return max(0, min(self.tops[index], self.total - height))

    def lay_out_view(self, index: int, height: int) -> None:
        """Render what a view ``height`` lines high shows with section ``index`` at its top."""
        while missing := self.missing(self.top_for(index, height), self.top_for(index, height) + height):
            self.render(missing)


#: The last layouts, newest last (the UI thread's alone): the rules opened again, or Tab back, show at once.
_LAYOUTS: dict[tuple[str, str, int], RulesLayout] = {}


def _keep(layout: RulesLayout) -> None:
    _LAYOUTS.pop(layout.key, None)
    _LAYOUTS[layout.key] = layout
    while len(_LAYOUTS) > RENDERINGS_KEPT:
        del _LAYOUTS[next(iter(_LAYOUTS))]


def forget_renderings() -> None:
    """Drop the kept layouts (the next opening lays the rules out again)."""
    _LAYOUTS.clear()


class _Lines(Sequence[Strip]):
    """A layout's lines as a sequence (a line of a section not rendered yet is blank)."""

    def __init__(self, layout: RulesLayout | None) -> None:
        self._layout = layout

    def __len__(self) -> int:
        return self._layout.total if self._layout else 0

    @overload
    def __getitem__(self, index: int) -> Strip: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Strip]: ...
    def __getitem__(self, index: int | slice) -> Strip | Sequence[Strip]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if not 0 <= index < len(self) or self._layout is None:
            raise IndexError(index)
        return self._layout.line(index) or Strip.blank(self._layout.width)


class RulesText(ScrollView, can_focus=True):
    """Markdown laid out a section at a time: only the sections on screen are rendered.

    ``show(game, language)`` shows a game's rules; ``go_to(anchor)`` scrolls to a section. The first view
    of a game and language is rendered in a worker thread (which imports the Markdown modules); while it
    is prepared the previous text stays. Scrolling renders the sections that come into view, in the UI
    thread (a few milliseconds each), keeping what was on screen where it was.
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
        self.rendered = False  # the view of the wanted game and language is laid out
        self.renders = 0  # how many layouts were put on show (tests wait for it)
        self._layout: RulesLayout | None = None
        self._generation = 0
        self._width = 0
        self._pending: str | None = None  # a section to scroll to once laid out ("" the top)
        self._filling = False

    # --- what to show ------------------------------------------------------------------------
    def show(self, game: str, language: str, *, section: str | None = None) -> None:
        """Show ``game``'s rules in ``language``; keep the current section unless ``section`` is given."""
        if section is None:
            section = (self.current_section() or "") if game == self.game else ""
        self.game, self.language = game, language
        self.source = rules_text(game, language)
        self._pending = section
        self._start()

    def go_to(self, anchor: str) -> None:
        """Scroll to the section ``anchor`` (once it is laid out)."""
        layout = self._layout
        if layout is not None and self.rendered and anchor in layout.anchors:
            self._pending = None
            self._scroll_to_section(layout, layout.anchors[anchor])
        else:
            self._pending = anchor

    def current_section(self) -> str | None:
        """The anchor of the section at the top of the view."""
        layout = self._layout
        if layout is None or not layout.sections:
            return None
        for index in range(layout.section_at(self.scroll_offset.y), -1, -1):
            if layout.sections[index].anchor:
                return layout.sections[index].anchor
        return None

    @property
    def lines(self) -> Sequence[Strip]:
        """The lines shown (a section not rendered yet is blank)."""
        return _Lines(self._layout)

    @property
    def plain(self) -> str:
        """The whole text, as plain lines (renders every section: for tests)."""
        layout = self._layout
        if layout is None:
            return ""
        layout.render([i for i in range(len(layout.sections)) if i not in layout.blocks])
        self._set_virtual_height(layout.total)
        return "\n".join(strip.text.rstrip() for strip in self.lines)

    # --- laying out ---------------------------------------------------------------------------
    def on_resize(self) -> None:
        width = self._text_width()
        if width != self._width and self.game:
            if self._pending is None:
                self._pending = self.current_section() or ""
            self._start()
        else:
            self._fill_view()

    def _text_width(self) -> int:
        return max(10, min(MAX_TEXT_WIDTH, self.scrollable_content_region.width))

    def _view_height(self) -> int:
        return max(1, self.scrollable_content_region.height)

    def _start(self) -> None:
        if not self.is_mounted or self.size.width == 0:
            return  # on_resize starts it once the size is known
        self._generation += 1
        self._width = self._text_width()
        kept = _LAYOUTS.get((self.game, self.language, self._width))
        if kept is not None:
            self._put_on_show(kept)
            return
        self.rendered = False
        self._lay_out(
            self._generation, self.game, self.language, self._width, self._pending, self._view_height()
        )

    @work(thread=True, exclusive=True, group="rules-render")
    def _lay_out(
        self, generation: int, game: str, language: str, width: int, section: str | None, height: int
    ) -> None:
        layout = RulesLayout(game, language, width, rules_outline(game, language))
        if get_current_worker().is_cancelled:
            return
        layout.lay_out_view(layout.anchors.get(section or "", 0), height)
        if get_current_worker().is_cancelled:
            return
        with contextlib.suppress(RuntimeError):  # the app is closing
            self.app.call_from_thread(self._receive, generation, layout)

    def _receive(self, generation: int, layout: RulesLayout) -> None:
        _keep(layout)
        if generation == self._generation:  # else the language or the width changed since
            self._put_on_show(layout)

    def _put_on_show(self, layout: RulesLayout) -> None:
        _keep(layout)
        self._layout = layout
        self._set_virtual_height(layout.total)
        pending, self._pending = self._pending, None
        index = layout.anchors.get(pending) if pending else 0
        if index is None:
            log.warning("no section %r in the %s rules", pending, self.game)
            index = 0
        self._scroll_to_section(layout, index)
        self.rendered = True
        self.renders += 1
        self.refresh()

    def _scroll_to_section(self, layout: RulesLayout, index: int) -> None:
        layout.lay_out_view(index, self._view_height())  # nothing to do when the thread did it
        self._set_virtual_height(layout.total)
        self._filling = True  # all on show is rendered: no filling while the position is set
        try:
            self.scroll_to(y=layout.top_for(index, self._view_height()), animate=False, force=True)
        finally:
            self._filling = False
        self.refresh()

    def _set_virtual_height(self, height: int) -> None:
        """The scrollable height, without a new layout of the screen (the widget's own size is fixed)."""
        size = Size(self._width, height)
        if size != self.virtual_size:
            self.set_reactive(ScrollView.virtual_size, size)
            self._scroll_update(size)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self._fill_view()

    def _fill_view(self) -> None:
        """Render the sections that came into view, keeping what was on screen in its place."""
        layout = self._layout
        if layout is None or self._filling:
            return
        height = self._view_height()
        self._filling = True
        try:
            while missing := layout.missing(top := self.scroll_offset.y, top + height):
                at_end = top > 0 and top >= self.max_scroll_y
                tops = layout.tops
                shown = [i for i in range(layout.section_at(top), len(tops) - 1) if tops[i] < top + height]
                steady = next((i for i in shown if i in layout.blocks), shown[0])
                row = tops[steady] - top  # where its first line is on screen (<= 0 for the top one)
                layout.render(missing)
                self._set_virtual_height(layout.total)
                if at_end:
                    y = self.max_scroll_y
                elif steady in missing:  # nothing on screen was rendered: keep the position in the section
                    y = layout.tops[steady] + min(-row, layout.heights[steady] - 1)
                else:
                    y = layout.tops[steady] - row
                self.scroll_to(y=y, animate=False, force=True)
        finally:
            self._filling = False
        self.refresh()

    # --- keys: scroll at once (an animated jump would render every section on the way) ------------
    def action_scroll_home(self) -> None:
        self.scroll_to(y=0, animate=False)

    def action_scroll_end(self) -> None:
        self.scroll_to(y=self.max_scroll_y, animate=False)

    def action_page_up(self) -> None:
        self.scroll_to(y=self.scroll_y - self._view_height(), animate=False)

    def action_page_down(self) -> None:
        self.scroll_to(y=self.scroll_y + self._view_height(), animate=False)

    def action_scroll_up(self) -> None:
        self.scroll_to(y=self.scroll_y - 1, animate=False)

    def action_scroll_down(self) -> None:
        self.scroll_to(y=self.scroll_y + 1, animate=False)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        line = self._layout.line(scroll_y + y) if self._layout is not None else None
        if line is None:
            return Strip.blank(width, self.rich_style)
        return line.crop_extend(scroll_x, scroll_x + width, self.rich_style).apply_style(self.rich_style)


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
