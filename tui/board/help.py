"""The board table's reading help: the context help of the decision at hand (F1: what is asked, how to answer,
the table's keys and the rulebook section that explains it) and the legend of every symbol on the board
(``l``), bonus tokens included. Both are drawn for :class:`tui.board.sheets.BoardSheet`."""

from __future__ import annotations

from rich.console import RenderableType
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from engines.board import BoardView, Sea
from tui.board.text import COLOURS, Translate
from tui.screens.rules import rules_outline
from tui.wrapping import Hanging

__all__ = [
    "KEYS",
    "RULES_SECTIONS",
    "SOLO_RULES_SECTIONS",
    "help_renderables",
    "legend_renderables",
    "rules_section",
]

#: The rules section (``RulesScreen`` anchor) that explains each decision: F1 shows it, Enter opens the rules there.
RULES_SECTIONS = {
    "board.decision.hideout": "set-up",
    "board.decision.place": "your-turn",
    "board.decision.reduce": "reduced-actions",
    "board.decision.action": "performing-your-actions",
    "board.decision.home": "performing-your-actions",
    "board.decision.sail": "sail-at-sea",
    "board.decision.encounter": "resolve-the-encounter",
    "board.decision.roll": "boost-your-crew-with-rum-and-food",
    "board.decision.pay": "resources-coins-and-treasures",
    "board.decision.track": "succeed-an-activity",
    "board.decision.forgo": "succeed-an-activity",
    "board.decision.reward": "succeed-an-activity",
    "board.decision.extra": "bonus-tokens-advanced",
    "board.decision.overload": "overloaded-ship",
    "board.decision.planks_token": "bonus-tokens-advanced",
    "board.decision.repair": "renovate-your-ship",
    "board.decision.offer": "trade-with-a-player",
    "board.decision.answer": "trade-with-a-player",
    "board.decision.escape": "attack-a-player",
    "board.decision.parrot": "attack-a-player",
    "board.decision.steal": "attack-a-player",
    "board.decision.over": "end-of-the-game",
    # Solo mode, Favors & Curses and the Extra modules
    "board.solo.decision.mist": "solo-set-up",
    "board.solo.decision.curse": "how-to-use-favors-curses",
    "board.modules.decision.last_fish": "the-last-fisherman",
}

#: In Solo mode, the decisions whose rules the Solo chapter changes open there instead.
SOLO_RULES_SECTIONS = {
    "board.decision.hideout": "solo-set-up",
    "board.decision.over": "solo-end-of-the-game",
}

#: The table's keys, in the order the help lists them: (key as shown, message key of what it does).
KEYS: tuple[tuple[str, str], ...] = (
    ("↑ ↓ 1-9", "board.ui.help.key.select"),
    ("Enter", "board.ui.help.key.confirm"),
    ("← →", "board.ui.help.key.browse"),
    ("n", "board.ui.help.key.now"),
    ("c", "board.ui.help.key.cards"),
    ("b", "board.ui.help.key.boards"),
    ("l", "board.ui.help.key.legend"),
    ("i", "board.ui.help.key.advisor"),
    ("Tab", "board.ui.help.key.pane"),
    ("PgUp PgDn", "board.ui.help.key.scroll"),
    ("f", "board.ui.help.key.hurry"),
    ("u", "board.ui.help.key.undo"),
    ("s", "board.ui.help.key.save"),
    ("Esc", "board.ui.help.key.menu"),
    ("F1", "board.ui.help.key.help"),
    ("F2", "board.ui.help.key.language"),
)


def rules_section(decision_key: str, solo: bool) -> str:
    """The rules anchor that explains the decision ``decision_key`` (in Solo, the Solo chapter's where it changes
    the rule); ``""``: the top of the rules."""
    if solo and decision_key in SOLO_RULES_SECTIONS:
        return SOLO_RULES_SECTIONS[decision_key]
    return RULES_SECTIONS.get(decision_key, "")


#: Cells the legend gives a symbol (its indent included).
SYMBOLS = 12


def _rows(rows: list[tuple[str, str]]) -> Table:
    """Symbols or keys with what they mean; a wrapped meaning goes on under itself, not under the symbol."""
    grid = Table.grid()
    grid.add_column(width=SYMBOLS, no_wrap=True, style="bold")
    grid.add_column()
    for symbol, meaning in rows:
        grid.add_row(Text(f"  {symbol}"), Text(meaning))
    return grid


def _heading(text: str) -> Text:
    return Text(text, style="bold underline")


def help_renderables(
    t: Translate, *, prompt: Text, hint: str, section: str, language: str
) -> list[RenderableType]:
    """The context help: the question at hand (``prompt``, as the decision bar asks it), how to answer it
    (``hint``), the table's keys, then the rulebook section ``section`` in ``language``."""
    out: list[RenderableType] = [_heading(t("board.ui.help.now")), prompt]
    if hint:
        out.append(Text(t("board.ui.help.answer", hint=hint)))
    out.append(Text(""))
    out.append(_heading(t("board.ui.help.keys")))
    out.append(_rows([(key, t(what)) for key, what in KEYS]))
    found = next((s for s in rules_outline("board", language) if section and s.anchor == section), None)
    if found is not None:
        out.append(Text(""))
        out.append(_heading(t("board.ui.help.rulebook", section=found.title)))
        out.append(Markdown(found.markdown))
    return out


#: The legend's groups: (title key, ((symbol, message key), ...)).
LEGEND: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "board.ui.legend.ring",
        (
            ("1-7", "board.ui.legend.sea_number"),
            ("✦ ⚔ ⚖", "board.ui.legend.scroll"),
            ("▤", "board.ui.legend.deck"),
            ("⌂", "board.ui.legend.hideout"),
            ("⛵", "board.ui.legend.home"),
            ("◇", "board.ui.legend.target"),
            ("▶", "board.ui.legend.cursor"),
            ("◈", "board.ui.legend.bonus"),
            ("☠ ☺", "board.ui.legend.nature"),
        ),
    ),
    (
        "board.ui.legend.cards",
        (
            ("⛰ ⚓ ≈", "board.ui.legend.card_type"),
            ("✦ 3★", "board.ui.legend.need_stars"),
            ("≈ 2★", "board.ui.legend.need_seamanship"),
            ("2▮ 1✹ 1⚓", "board.ui.legend.need_pirate"),
            ("1✹ + 1⚓", "board.ui.legend.need_faces"),
            ("⚔", "board.ui.legend.need_hits"),
            ("⚖", "board.ui.legend.need_trade"),
        ),
    ),
    (
        "board.ui.legend.action",
        (
            ("♚ ♟", "board.ui.legend.tokens"),
            ("[3]", "board.ui.legend.spot"),
            ("↑ ↓", "board.ui.legend.strength"),
            ("◉ ○", "board.ui.legend.golden"),
            ("⚑", "board.ui.legend.first"),
        ),
    ),
    (
        "board.ui.legend.captains",
        (
            ("✪", "board.ui.legend.glory"),
            ("◎", "board.ui.legend.coins"),
            ("▮", "board.ui.legend.planks"),
            ("⛵ ✹", "board.ui.legend.levels"),
            ("@", "board.ui.legend.where"),
            ("✦ ⚔ ⚖", "board.ui.legend.tracks"),
            ("✗", "board.ui.legend.token_used"),
        ),
    ),
    (
        "board.ui.legend.dice",
        (
            ("· ★ ★★", "board.ui.legend.exploration_faces"),
            ("● ⚔", "board.ui.legend.combat_faces"),
            ("?", "board.ui.legend.unrolled"),
        ),
    ),
)


def legend_renderables(t: Translate, view: BoardView) -> list[RenderableType]:
    """Every symbol of the board with what it means, the captains' marks, and (Advanced) each sea's bonus token
    with its effect."""
    out: list[RenderableType] = []
    for title, rows in LEGEND:
        out.append(_heading(t(title)))
        out.append(_rows([(symbol, t(key)) for symbol, key in rows]))
        out.append(Text(""))
    out.append(_heading(t("board.ui.legend.marks")))
    marks = Text("  ")
    for style, symbol in COLOURS.values():
        marks.append(symbol + " ", style=style)
    marks.append(t("board.ui.legend.marks_text"))
    out.append(Hanging([marks]))
    out.append(Text(""))
    out.append(_heading(t("board.ui.legend.tokens_title")))
    if not view.advanced:
        out.append(Hanging([Text("  " + t("board.ui.legend.tokens_advanced_only"), style="dim")]))
    for sea in view.ring or tuple(s.value for s in Sea):
        token = str(view.content.seas[Sea(sea)].token)
        line = Text("  " + t(f"board.sea.{sea}") + t("ui.punct.colon"), style="bold")
        line.append(t(f"board.token.name.{token}"), style="bold")
        line.append(" — " + t(f"board.token.text.{token}"))
        out.append(Hanging([line]))
    return out
