"""The set-up's extra options: Solo against the Vagabond (the Favors & Curses level with the advice remembered
from the last solo game, Quests tracking) and the two Extra modules for multiplayer games."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from textual.containers import Vertical
from textual.widget import Widget

from engines.board import BoardConfig
from tui.board.profile import read_profile
from tui.widgets.choice import Choice
from tui.widgets.localized import TStatic
from tui.widgets.toggles import ClearCheckbox as Checkbox

__all__ = [
    "MODULE_IDS",
    "compose_module_options",
    "compose_solo_options",
    "extra_config",
    "quests_tracked",
    "show_solo_options",
    "translate_extra_options",
]

MODULE_IDS = ("hen", "fisherman")
NO_LEVEL = -1


def compose_solo_options(t: Any) -> Iterator[Widget]:
    with Vertical(classes="setup-option", id="solo-options"):
        yield TStatic("board.extra.setup.level_label", classes="setup-title")
        yield TStatic("board.extra.setup.level_help", classes="setup-help")
        yield Choice(_level_options(t), value=NO_LEVEL, id="solo-level")
        yield TStatic("", id="solo-advice", classes="setup-help")
        yield Checkbox("", value=True, compact=True, id="solo-quests")
        # the box's label is one line: what it does is said below it (at 80 columns it was cut)
        yield TStatic("board.extra.setup.quests_help", classes="setup-help")


def compose_module_options() -> Iterator[Widget]:
    with Vertical(classes="setup-option", id="module-options"):
        yield TStatic("board.extra.setup.modules_label", classes="setup-title")
        for module in MODULE_IDS:
            yield Checkbox("", value=False, compact=True, id=f"module-{module}")


def _level_options(t: Any) -> list[tuple[str, int]]:
    return [(t("board.extra.setup.level_none"), NO_LEVEL)] + [
        (t("board.extra.setup.level_n", level=n), n) for n in range(8)
    ]


def translate_extra_options(screen: Any) -> None:
    t = screen.t
    level = screen.query_one("#solo-level", Choice)
    profile = read_profile(screen.seas)
    chosen = level.value
    if not getattr(screen, "_level_set", False):
        chosen = profile.advice if profile.level >= 0 else NO_LEVEL
        screen._level_set = True
    level.set_options(_level_options(t))
    level.value = chosen
    advice = screen.query_one("#solo-advice", TStatic)
    if profile.error:
        advice.set_text(profile.error, **profile.error_params)
    elif profile.level >= 0:
        advice.set_text("board.extra.setup.advice", level=profile.level, advice=profile.advice)
    else:
        advice.set_text("board.extra.setup.no_advice")
    screen.query_one("#solo-quests", Checkbox).label = t("board.extra.setup.quests")
    for module in MODULE_IDS:
        screen.query_one(f"#module-{module}", Checkbox).label = t(f"board.modules.{module}")


def show_solo_options(screen: Any, solo: bool) -> None:
    screen.query_one("#solo-options").display = solo
    screen.query_one("#module-options").display = not solo


def quests_tracked(screen: Any) -> bool:
    return bool(screen.query_one("#solo-quests", Checkbox).value)


def extra_config(screen: Any, mode: str, players: int) -> BoardConfig:
    """The config of the form: solo with its level, or ``mode`` for ``players`` with the modules ticked."""
    if screen.solo():
        value = screen.query_one("#solo-level", Choice).value
        level = value if isinstance(value, int) else NO_LEVEL
        return BoardConfig(mode="advanced", players=1, solo=True, level=level)
    modules = tuple(m for m in MODULE_IDS if screen.query_one(f"#module-{m}", Checkbox).value)
    return BoardConfig(mode=mode, players=players, modules=modules)
