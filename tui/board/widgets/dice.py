"""The roll panel: dice as faces with symbols and words, the goal, the options before rolling with their chance of
success (exact odds), and a short roll animation that any key (or a click) skips.

Use::

    from tui.board.widgets.dice import DicePanel

    panel = DicePanel(id="dice")                       # compose it in the board screen
    panel.show_prep(view, names=names)                 # the pending decision is a roll: goal, dice, options, odds
    panel.show_result(event.params, goal=goal, why=why, success=True, animate=settings_pace > 0)
    panel.clear()

``show_prep`` reads the roll from the view's pending decision (``view.pending.roll``); each option line is the
action's label (``tui.board.labels``) with the chance of success after it, the "roll" line the chance now.
``show_result`` takes the parameters of a ``board.event.roll`` event (``exploration`` and ``combat`` faces,
``stars``, ``cannons``, ``boardings``). With ``animate=True`` the dice tumble for a few frames (``set_interval``)
and then settle; any key, a click or :meth:`DicePanel.skip` shows the final faces at once; the panel posts
:class:`DicePanel.Settled` when the final faces are shown. ``animate=False`` shows them immediately (tests,
AI-only games). The text re-renders on a language switch (``apply_language``). Faces carry a symbol and a word,
so nothing depends on colour (``NO_COLOR`` safe).

:func:`roll_options` is the same data without the widget: ``(notation, label, chance)`` per legal roll action.
"""

from __future__ import annotations

import io
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.text import Text
from textual import events
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Static

from engines.board import COMBAT_DIE, EXPLORATION_DIE, BoardView, Roll, roll_after, roll_chance
from tui.board.labels import action_label, useless_spend
from tui.board.words import Translate, goal_text
from tui.widgets.localized import Localizable

__all__ = ["FACE_SYMBOL", "DicePanel", "die_text", "percent", "roll_options"]

#: A shape per die face, the same in every language; the face's word follows it.
FACE_SYMBOL: dict[str, str] = {
    "blank": "·",
    "star": "★",
    "two_stars": "★★",
    "cannon": "●",
    "boarding": "⚔",
}
UNROLLED = "?"
_DIE_STYLE = {"exploration": "bold #5fafff", "combat": "bold #ff875f"}
_ROW_KEYS = {"exploration": "board.dice.row_exploration", "combat": "board.dice.row_combat"}
FRAMES = 8
_HITS = (("board.amount.cannons", "cannons"), ("board.amount.boardings", "boardings"))
FRAME_SECONDS = 0.07


def percent(t: Translate, chance: Fraction | float | None) -> str:
    """A chance as a whole percentage in the current language ("42%", "42 %")."""
    if chance is None:
        return "–"
    value = float(chance) * 100
    shown = round(value)
    if shown == 0 and value > 0:
        return t("board.dice.percent_below_one")
    if shown == 100 and value < 100:
        return t("board.dice.percent_above_99")
    return t("board.dice.percent", value=shown)


def die_text(t: Translate, face: str | None, kind: str, *, fixed: bool = False) -> Text:
    """One die: ``[★ Star]``; ``face=None`` is a die still to roll (``[?]``); a face set before the roll is
    marked with a pin."""
    style = _DIE_STYLE.get(kind, "bold")
    text = Text("[", style=style)
    if face is None:
        text.append(UNROLLED, style=style)
    else:
        text.append(FACE_SYMBOL.get(face, "?"), style=style)
        text.append(" " + t(f"board.face.{face}"))
        if fixed:
            text.append(" " + t("board.dice.fixed_mark"), style="italic")
    text.append("]", style=style)
    return text


def _dice_row(t: Translate, kind: str, faces: Sequence[str | None], fixed: int = 0) -> Text:
    row = Text(t(_ROW_KEYS[kind]) + " ", style="bold")
    for i, face in enumerate(faces):
        if i:
            row.append(" ")
        row.append_text(die_text(t, face, kind, fixed=i < fixed))
    return row


def roll_options(
    t: Translate, view: BoardView, *, names: Sequence[str] | None = None
) -> list[tuple[str, str, Fraction | None]]:
    """Every legal action of the pending roll decision: ``(notation, label, chance of success after it)``.

    The ``roll`` action's chance is the chance as the roll stands now.
    """
    d = view.pending
    if d.roll is None:
        return []
    out = []
    for action in d.legal:
        chance = roll_chance(roll_after(d.roll, action))
        out.append((action, action_label(t, view, action, names=names), chance))
    return out


def _useless_warnings(t: Translate, view: BoardView, options: Sequence[str]) -> list[Text]:
    """A clear warning under the options when one of them spends for nothing (``labels.useless_spend``), and
    why when a curse's cut makes the first food useless."""
    roll = view.pending.roll
    useless = [a for a in options if useless_spend(view, a)]
    if roll is None or not useless:
        return []
    lines = [Text(t("board.dice.useless_warning", chance=percent(t, roll_chance(roll))), style="bold yellow")]
    if "food" in useless and roll.exploration_cut:
        lines.append(Text(t("board.dice.useless_cut"), style="yellow"))
    return lines


def _plain(renderable: RenderableType, width: int) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


class DicePanel(Localizable, Static):
    """The dice of the roll being prepared or just rolled (see the module docstring)."""

    DEFAULT_CSS = """
    DicePanel {
        height: auto;
        width: 100%;
        padding: 0 1;
    }
    """
    can_focus = True

    class Settled(Message):
        """The rolled dice show their final faces (the animation ended or was skipped)."""

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", name=name, id=id, classes=classes)
        self.i18n_params = {}
        self._mode = ""  # "", "prep" or "result"
        self._view: BoardView | None = None
        self._names: Sequence[str] | None = None
        self._result: dict[str, Any] = {}
        self._frame = 0
        self._timer: Timer | None = None
        self._shuffle = random.Random(7)  # display only: the tumbling faces before the real ones
        self._last: RenderableType = Text("")
        self._translate: Translate | None = None

    # --- public API ---------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        """True while the dice are still tumbling."""
        return self._timer is not None

    @property
    def mode(self) -> str:
        """What the panel shows: ``""`` (nothing), ``"prep"`` or ``"result"``."""
        return self._mode

    def show_prep(self, view: BoardView, *, names: Sequence[str] | None = None) -> None:
        """Show the roll being prepared (``view.pending``): the goal, the dice so far, each option with its
        chance."""
        self._stop()
        self._mode = "prep"
        self._view = view
        self._names = names
        self._render_now()

    def show_result(
        self,
        params: Mapping[str, Any],
        *,
        goal: Mapping[str, int] | None = None,
        why: str = "",
        success: bool | None = None,
        animate: bool = True,
        names: Sequence[str] | None = None,
        other: int = -1,
    ) -> None:
        """Show the faces of a ``board.event.roll`` (its ``params``), tumbling first when ``animate``."""
        self._stop()
        self._mode = "result"
        if names is not None:
            self._names = names
        self._result = {
            "exploration": list(params.get("exploration", ())),
            "combat": list(params.get("combat", ())),
            "stars": int(params.get("stars", 0)),
            "cannons": int(params.get("cannons", 0)),
            "boardings": int(params.get("boardings", 0)),
            "goal": dict(goal or {}),
            "why": why or str(params.get("why", "")),
            "success": success,
            "other": other,
        }
        if animate:
            self._frame = 0
            self._timer = self.set_interval(FRAME_SECONDS, self._tick)
            self._render_now()
        else:
            self._settle()

    def skip(self) -> None:
        """Show the final faces now (no-op when nothing is tumbling)."""
        if self._timer is not None:
            self._settle()

    def clear(self) -> None:
        self._stop()
        self._mode = ""
        self._render_now()

    idle_key = ""
    """What the panel says while it shows no dice (a message key; "" nothing): the compact layout's Dice pane."""

    def plain_text(self, width: int = 100) -> str:
        """What the panel shows, as plain text (for tests and screen readers)."""
        return _plain(self._last, width)

    def apply_language(self, t: Translate) -> None:
        self._translate = t
        self._render_now()

    # --- animation ----------------------------------------------------------------------------------------
    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _tick(self) -> None:
        self._frame += 1
        if self._frame >= FRAMES:
            self._settle()
        else:
            self._render_now()

    def _settle(self) -> None:
        self._stop()
        self._frame = FRAMES
        self._render_now()
        self.post_message(self.Settled())

    def on_key(self, event: events.Key) -> None:
        if self.animating:
            event.stop()
            event.prevent_default()
            self.skip()

    def on_click(self, event: events.Click) -> None:
        if self.animating:
            event.stop()
            self.skip()

    # --- rendering ----------------------------------------------------------------------------------------
    def _render_now(self) -> None:
        t = self._translate
        if t is None:
            return  # not mounted yet: ``on_mount`` renders (``Localizable.apply_language``)
        renderable: RenderableType = Text(t(self.idle_key) if self.idle_key else "", style="dim")
        if self._mode == "prep" and self._view is not None:
            renderable = self._prep_renderable(t, self._view)
        elif self._mode == "result":
            renderable = self._result_renderable(t)
        self._last = renderable
        self.update(renderable)

    def _prep_renderable(self, t: Translate, view: BoardView) -> RenderableType:
        roll = view.pending.roll
        if roll is None:
            return Text("")
        lines: list[RenderableType] = [Text(t("board.dice.title_prep"), style="bold underline")]
        lines.append(Text(t("board.dice.goal", goal=goal_text(t, roll, self._names))))
        rolled_e, rolled_c = roll.rolled()  # after a curse's cut
        for kind, count, fixed in (
            ("exploration", rolled_e, roll.set_exploration),
            ("combat", rolled_c, roll.set_combat),
        ):
            if count:
                faces: list[str | None] = [*fixed, *([None] * max(0, count - len(fixed)))]
                lines.append(_dice_row(t, kind, faces, fixed=len(fixed)))
        lines.append(Text(t("board.dice.chance_now", chance=percent(t, roll_chance(roll))), style="bold"))
        options = [o for o in roll_options(t, view, names=self._names) if o[0] != "roll"]
        if options:
            lines.append(Text(t("board.dice.options")))
            for notation, label, chance in options:
                line = Text("  • ")
                line.append(label)
                if not useless_spend(view, notation):  # "changes nothing to your chance" needs no arrow
                    line.append(" → ")
                    line.append(t("board.dice.chance_after", chance=percent(t, chance)), style="bold")
                lines.append(line)
        lines.extend(_useless_warnings(t, view, [o[0] for o in options]))
        return Group(*lines)

    def _result_renderable(self, t: Translate) -> RenderableType:
        r = self._result
        settled = self._timer is None
        lines: list[RenderableType] = [Text(t("board.dice.title_result"), style="bold underline")]
        if r["goal"] or r["why"] in ("escape", "player_combat"):
            roll = Roll(why=r["why"], goal=r["goal"], other=r["other"])
            lines.append(Text(t("board.dice.goal", goal=goal_text(t, roll, self._names))))
        for kind, faces_all in (("exploration", EXPLORATION_DIE), ("combat", COMBAT_DIE)):
            faces: list[str | None] = list(r[kind])
            if not faces:
                continue
            if not settled:
                faces = [self._shuffle.choice(faces_all) for _ in faces]
            lines.append(_dice_row(t, kind, faces))
        if settled:
            totals = []
            if r["exploration"]:
                totals.append(t("board.amount.stars", count=r["stars"]))
            if r["combat"]:  # no "0 boardings" row: the faces rolled, or none at all
                hits = [(key, r[name]) for key, name in _HITS if r[name]]
                for key, count in hits or [("board.amount.cannons", 0)]:
                    totals.append(t(key, count=count))
            lines.append(Text(t("board.dice.total", total=", ".join(totals)), style="bold"))
            if r["success"] is not None:
                key = "board.dice.success" if r["success"] else "board.dice.failure"
                lines.append(Text(t(key), style="bold reverse" if r["success"] else "bold"))
        else:
            lines.append(Text(t("board.dice.skip_hint"), style="dim"))
        return Group(*lines)
