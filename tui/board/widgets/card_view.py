"""A sea card in full, in the current language: its name, kind and sea, whether it is friendly or dangerous, each
activity with what it requires and its reward, the negative effect of an advanced card and the tracks it may join.

Use::

    from tui.board.widgets.card_view import CardView, card_lines

    view_widget = CardView(id="card-details")
    view_widget.show_card(view.content, card_id)      # e.g. the focused or hovered card; "" clears
    card_lines(app.t, view.content, card_id)          # the same lines as Rich Text (a tooltip, a list row)

Everything comes from the public content data (``view.content``); the text re-renders on a language switch
(``apply_language``). Symbols go with words, never colour alone.
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.text import Text
from textual.widgets import Static

from tui.board.text import sea_noun
from tui.board.words import Translate, cost_text, reward_text
from tui.widgets.localized import Localizable

__all__ = ["CardView", "card_lines", "card_title"]

_KIND_SYMBOL = {"island": "⛰", "port": "⚓", "encounter": "≈"}


def _reward(t: Translate, reward: Any) -> str:
    icons = ["|".join(r.value for r in icon) for icon in reward.icons]
    return reward_text(t, icons, reward.treasures)


def card_title(t: Translate, content: Any, card_id: str) -> Text:
    """The card's symbol, name and kind: ``⚓ Ashen Harbor — Ordinary port``."""
    card = content.cards[card_id]
    text = Text(_KIND_SYMBOL.get(card.kind.card_type.value, "•") + " ", style="bold")
    name, kind = t(f"board.card.{card.name}"), t(f"board.kind.{card.kind.value}")
    text.append(name, style="bold")
    if kind.casefold() != name.casefold():  # a merchant fleet is named after its kind: not twice
        text.append(" — " + kind)
    return text


def card_lines(t: Translate, content: Any, card_id: str) -> list[Text]:
    """Every line of a card's details (see the module docstring)."""
    card = content.cards[card_id]
    lines = [card_title(t, content, card_id)]
    lines.append(
        Text(
            t(
                "board.cardview.where",
                sea=sea_noun(t, card.sea.value),
                kind=t(f"board.card_type.{card.kind.card_type.value}"),
            )
        )
    )
    if card.kind.card_type.value == "encounter":
        key = "board.cardview.dangerous" if card.kind.dangerous else "board.cardview.friendly"
        lines.append(Text(t(key), style="bold"))
    if card.explore is not None:
        lines.append(
            Text(
                t(
                    "board.cardview.explore",
                    need=t("board.amount.stars", count=card.explore.stars),
                    reward=_reward(t, card.explore.reward),
                )
            )
        )
    if card.seamanship:
        lines.append(
            Text(t("board.cardview.seamanship", need=t("board.amount.stars", count=card.seamanship)))
        )
    if card.faces is not None:
        parts = []
        if card.faces.cannons:
            parts.append(t("board.amount.cannons", count=card.faces.cannons))
        if card.faces.boardings:
            parts.append(t("board.amount.boardings", count=card.faces.boardings))
        lines.append(Text(t("board.cardview.faces", need=", ".join(parts) or t("board.label.nothing"))))
    if card.pirate is not None:
        pirate = card.pirate
        if pirate.cannons and pirate.boardings:
            line = t(
                "board.cardview.pirate",
                planks=pirate.planks,
                cannons=pirate.cannons,
                boardings=pirate.boardings,
            )
        elif pirate.boardings:  # no "fires 0 cannonballs"
            line = t("board.cardview.pirate_boards", planks=pirate.planks, boardings=pirate.boardings)
        else:
            line = t("board.cardview.pirate_fires", planks=pirate.planks, cannons=pirate.cannons)
        lines.append(Text(line))
        if pirate.unknown:
            lines.append(
                Text(
                    t(
                        "board.cardview.pirate_unknown",
                        dice=t("board.label.dice_combat", count=pirate.unknown),
                    )
                )
            )
    if card.fight is not None:
        need = t("board.amount.successes", count=card.fight.successes)
        if card.fight.reward.icons or card.fight.reward.treasures:
            lines.append(Text(t("board.cardview.fight", need=need, reward=_reward(t, card.fight.reward))))
        else:
            lines.append(Text(t("board.cardview.fight_protect", need=need)))
    if card.trade is not None:
        lines.append(
            Text(
                t(
                    "board.cardview.trade",
                    cost=cost_text(t, [r.value for r in card.trade.cost]),
                    reward=_reward(t, card.trade.reward),
                )
            )
        )
    if card.reward is not None:
        lines.append(Text(t("board.cardview.reward", reward=_reward(t, card.reward))))
    if card.negative is not None:
        neg = card.negative
        actions = ", ".join(t(f"board.action.{a.value}") for a in neg.actions)
        effect = t(f"board.negative.{neg.kind.value}", amount=neg.amount, actions=actions)
        lines.append(Text(t("board.cardview.negative", effect=effect), style="bold"))
    tracks = sorted(track.value for track in card.tracks())
    lines.append(
        Text(
            t(
                "board.cardview.tracks",
                tracks=", ".join(t(f"board.track.{x}") for x in tracks),
                count=len(tracks),
            )
        )
    )
    if card.advanced:
        lines.append(Text(t("board.cardview.advanced"), style="italic"))
    return lines


class CardView(Localizable, Static):
    """The details of one card (see the module docstring)."""

    DEFAULT_CSS = """
    CardView {
        height: auto;
        width: 100%;
        padding: 0 1;
    }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", name=name, id=id, classes=classes)
        self.i18n_params = {}
        self._content: Any = None
        self._card = ""
        self._empty = ""
        self._translate: Translate | None = None
        self._last: RenderableType = Text("")

    @property
    def card_id(self) -> str:
        return self._card

    def show_card(self, content: Any, card_id: str, empty: str = "") -> None:
        """Show ``card_id`` of ``content`` (the view's ``content``); ``""`` clears the panel, or says the message
        ``empty`` (a key: a sea whose card was taken says there is none)."""
        if content is self._content and (card_id, empty) == (self._card, self._empty):
            return
        self._content = content
        self._card = card_id
        self._empty = empty
        self._render_now()

    def apply_language(self, t: Translate) -> None:
        self._translate = t
        self._render_now()

    def plain_text(self, width: int = 100) -> str:
        """What the panel shows, as plain text."""
        console = Console(width=width, record=True, color_system=None, file=io.StringIO())
        console.print(self._last)
        return console.export_text()

    def _render_now(self) -> None:
        t = self._translate
        if t is None:
            return
        if self._card and self._content is not None and self._card in self._content.cards:
            self._last = Group(*card_lines(t, self._content, self._card))
        else:
            self._last = Text(t(self._empty) if self._empty else "", style="dim")
        self.update(self._last)
