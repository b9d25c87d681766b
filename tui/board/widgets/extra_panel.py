"""Solo and the Extra modules on the board screen: the Vagabond (his sea, intensity and tokens), the mist tile,
every favor and curse with what it does, the hen and hook tokens' owners; the marks the ring, the action board
and the captains' boards show for them."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from engines.board import BoardView
from tui.board.text import Seats, Translate, sea_noun
from tui.board.widgets import show
from tui.i18n import Noun

__all__ = ["VAGABOND", "ExtraPanel", "extra_text", "mist_mark", "module_marks", "vagabond_mark"]

#: The Vagabond's mark, the same in every language.
VAGABOND = "☠"
VAGABOND_STYLE = "bold #b48ead"
MIST_STYLE = "#8fbcbb"


def _sea(t: Translate, view: BoardView, index: int) -> Noun | str:
    ring = view.ring
    return sea_noun(t, ring[index % len(ring)]) if ring else ""


def vagabond_mark(t: Translate, view: BoardView, index: int) -> Text | None:
    """The Vagabond's ship on ring sea ``index`` (or None)."""
    solo = view.solo
    if solo is None or solo.vsea != index:
        return None
    return Text(
        f"{VAGABOND} " + t("board.extra.board.ring_vagabond", intensity=solo.intensity),
        style=VAGABOND_STYLE,
    )


def mist_mark(t: Translate, view: BoardView, index: int) -> Text | None:
    """The mist tile on the space after ring sea ``index`` (or None)."""
    solo = view.solo
    if solo is None or solo.mist != index:
        return None
    return Text("≋ " + t("board.extra.board.ring_mist", intensity=solo.intensity), style=MIST_STYLE)


def module_marks(t: Translate, view: BoardView, seat: int) -> str:
    """The hen and hook tokens ``seat`` holds, as words for the captain's board ("" when none)."""
    marks = []
    if view.hen == seat and seat >= 0:
        marks.append("◆ " + t("board.modules.hen_token"))
    if view.hook == seat and seat >= 0:
        marks.append("⚓ " + t("board.modules.hook_token"))
    return "  ".join(marks)


def extra_text(t: Translate, view: BoardView, seats: Seats) -> Text | None:
    """The panel's text: Solo's Vagabond, mist tile, favors and curses; the modules' tokens; None otherwise."""
    solo = view.solo
    modules = view.modules
    if solo is None and not modules:
        return None
    text = Text()
    if solo is not None:
        text.append(t("board.solo.mode"), style="bold")
        if solo.level >= 0:
            text.append("  " + t("board.solo.level", level=solo.level), style="dim")
        text.append("\n")
        text.append(f"{VAGABOND} ", style=VAGABOND_STYLE)
        if solo.vsea >= 0:
            text.append(
                t("board.extra.board.vagabond", sea=_sea(t, view, solo.vsea), intensity=solo.intensity)
            )
        else:
            text.append(t("board.extra.board.vagabond_waiting"))
        if solo.captain >= 0 or solo.officer >= 0:
            spots = [str(spot + 1) for spot in (solo.captain, solo.officer) if spot >= 0]
            text.append(" · " + t("board.extra.board.vagabond_tokens", spots=", ".join(spots)))
        if solo.mist >= 0:
            text.append("\n≋ ", style=MIST_STYLE)
            text.append(
                t(
                    "board.extra.board.mist",
                    first=_sea(t, view, solo.mist),
                    second=_sea(t, view, solo.mist + 1),
                    intensity=solo.intensity,
                )
            )
        favors, curses = solo.favors, solo.curses
        for sea in favors:
            text.append("\n✚ ", style="bold #87d75f")
            text.append(t("board.extra.board.favor", sea=sea_noun(t, sea)), style="bold")
            text.append(" " + t(f"board.solo.favor.{sea}"))
        for sea in curses:
            text.append("\n✖ ", style="bold #ff5f5f")
            text.append(t("board.extra.board.curse", sea=sea_noun(t, sea)), style="bold")
            text.append(" " + t(f"board.solo.curse.{sea}"))
        if not favors and not curses:
            text.append("\n" + t("board.extra.board.no_tokens"), style="dim")
    if modules:
        if solo is not None:
            text.append("\n")
        text.append(t("board.extra.setup.modules_label"), style="bold")
        for module, key in (("hen", "hen_token"), ("fisherman", "hook_token")):
            if module not in modules:
                continue
            owner = view.hen if module == "hen" else view.hook
            text.append(
                "\n"
                + ("◆ " if module == "hen" else "⚓ ")
                + t(f"board.modules.{module}")
                + t("ui.punct.colon")
            )
            if 0 <= owner < len(seats):
                text.append(t(f"board.modules.{key}") + " ")
                text.append_text(seats.name(owner))
            else:
                text.append(t("board.extra.board.nobody"), style="dim")
    return text


class ExtraPanel(Static):
    """Shown above the captains' boards in a Solo game or a game with an Extra module; hidden otherwise."""

    DEFAULT_CSS = """
    ExtraPanel { height: auto; width: 100%; border-bottom: hkey $panel; }
    """

    def update_view(self, t: Translate, view: BoardView, seats: Seats) -> None:
        text = extra_text(t, view, seats)
        self.display = text is not None
        # The captains' pane grows in the full layout to keep the captain's board in sight below the panel.
        pane = self.parent
        if pane is not None:
            grow = text is not None and not self.screen.has_class("-compact")
            if grow != getattr(self, "_grown", None):  # setting a style lays the whole screen out again
                self._grown = grow
                pane.styles.max_height = "70%" if grow else None
        if text is not None:
            show(self, text)
