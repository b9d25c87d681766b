"""The 7Seas table: seats and ships, the display, your hand, the log; play by keys or mouse."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from engines.base import Event
from engines.cards import (
    ALL_CARDS,
    DECISION_OVER,
    DECISION_PLAY,
    DECISION_STEAL_CARD,
    DECISION_STEAL_SOURCE,
    SUITS,
    CardGame,
    CardView,
    Play,
    card_strength,
    card_suit,
)
from tui.cards.widgets.card import CardRow, CardSpec
from tui.cards.widgets.seats import SeatsPanel
from tui.cards.widgets.text import (
    SUIT_STYLE,
    SUIT_SYMBOL,
    card_chip,
    card_noun,
    event_text,
    mini_chip,
    option_text,
    seat_style,
    suit_letter,
)
from tui.dialogs.choice import DIGIT_BINDINGS, digit_index, number_label
from tui.screens.game import GameScreen
from tui.session import GameSession, LogRecord
from tui.widgets.footer import AppFooter
from tui.widgets.game_log import GameLog

__all__ = ["CardsTableScreen", "table_view"]

SPINNER = "◐◓◑◒"
WIDE = 110
TALL = 32


def table_view(game: CardGame, viewer: int | None) -> CardView:
    """What the screen may show: ``viewer``'s view, or only what every seat can see."""
    return game.public_view() if viewer is None else game.view(viewer)


class CardsTableScreen(GameScreen):
    """The card table for the seat at the screen (``viewer``)."""

    MIN_SIZE = (56, 20)  # below it the screen says the terminal is too small

    CSS_PATH = "table.tcss"
    RULES_GAME = "cards"
    BINDINGS = [
        Binding("enter", "play", "Play", id="play_card"),
        Binding("left", "move(-1)", "", show=False),
        Binding("right", "move(1)", "", show=False),
        Binding("home", "move_to(0)", "", show=False),
        Binding("end", "move_to(-1)", "", show=False),
        *DIGIT_BINDINGS,
        *GameScreen.GAME_BINDINGS,
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        opening = session.game_cls.new(session.config, session.seed).view(0)
        self.opening = [
            Event(
                "cards.event.round_start",
                {"round": opening.round, "starter": opening.starter, "display": list(opening.display)},
            )
        ]
        self.selected = 0
        self.preview: Play | None = None
        """A capture option highlighted in the choice dialog (its cards are marked in the display)."""
        self._spin = 0
        self._deciding = False
        self._selection_seat: int | None = None

    # --- layout -------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Vertical(id="table-body"):
            with Vertical(id="table-main"):
                yield SeatsPanel(id="seats")
                yield Static("", id="display-title", classes="row-title")
                yield CardRow(id="display")
                yield Static("", id="status")
                yield Static("", id="preview")
                yield Static("", id="hand-title", classes="row-title")
                yield CardRow(id="hand")
                yield Static("", id="collections")
                yield Static("", id="legend")
            yield GameLog(id="log")
        yield AppFooter(compact=True, keys_at_once=False)

    def on_compose(self) -> None:
        self._layout_classes()  # before the widgets get their styles (in on_mount: styled twice more)

    def on_mount(self) -> None:
        self.set_interval(0.2, self._tick)
        # Enter is in the footer's keys from their first build when the table opens on the seat's turn, set up
        # just after the first frame (the keys were built without it, then again with it)
        self._deciding = self.plays(self.first_viewer())

    def on_resize(self, event: events.Resize) -> None:
        self._layout_classes()

    def _layout_classes(self) -> None:
        width, height = self.app.size
        self.update_classes({"-wide": width >= WIDE, "-tall": height >= TALL})  # one restyle, not two

    def _tick(self) -> None:
        if self.thinking is not None:
            self._spin = (self._spin + 1) % len(SPINNER)
            self._render_seats()
            self._render_status()

    def watch_thinking(self) -> None:
        if self.is_mounted:
            self._render_seats()
            self._render_status()

    # --- rendering ----------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.seat_names()

    @property
    def game(self) -> CardGame:
        """The card game on the table."""
        game = self.session.game
        assert isinstance(game, CardGame)
        return game

    def view(self) -> CardView:
        return table_view(self.game, self.viewer)

    def viewer_hand(self) -> tuple[str, ...]:
        """The cards in the viewer's hand (none when nobody looks)."""
        return () if self.viewer is None else self.game.view(self.viewer).hand

    def my_turn(self) -> bool:
        return self.plays(self.viewer)

    def plays(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (a seat at the screen, or None) decides now."""
        game = self.session.game
        return not game.is_over and viewer is not None and game.to_act == viewer

    def hand_options(self, card: str) -> list[Play]:
        """The legal plays of ``card`` (one per capture option)."""
        if not self.my_turn() or self.session.game.decision != DECISION_PLAY:
            return []
        return [a for a in self.session.game.legal_actions() if isinstance(a, Play) and a.card == card]

    def selected_card(self) -> str | None:
        if self.viewer is None:
            return None
        hand = self.viewer_hand()
        if not hand:
            return None
        self.selected = max(0, min(self.selected, len(hand) - 1))
        return hand[self.selected]

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        if self.my_turn() != self._deciding:
            self._deciding = self.my_turn()
            self.refresh_bindings()  # Enter shows in the footer only while it plays
        self._render_seats()
        self._render_display_and_hand()
        self._render_status()
        self._render_log()

    def on_language(self) -> None:
        self._log_key = None
        self.refresh_view()

    def _letters(self, suit: str) -> str:
        return suit_letter(self.t, suit)

    def _render_seats(self) -> None:
        game = self.session.game
        view = self.view()
        self.query_one(SeatsPanel).show(
            self.t,
            view,
            self.names,
            kinds=[s.kind for s in self.session.seats],
            to_act=game.to_act,
            thinking=self.thinking is not None,
            spinner=SPINNER[self._spin],
            viewer=self.viewer,
        )

    def _render_display_and_hand(self) -> None:
        t = self.t
        game = self.session.game
        view = self.view()
        card = self.selected_card()
        options = self.hand_options(card) if card else []
        if self.preview is not None:
            targets = set(self.preview.take)
        else:
            targets = {c for option in options for c in option.take}
        display = [CardSpec(c, target=c in targets) for c in view.display]
        self.query_one("#display", CardRow).set_cards(display, self._letters, t("cards.ui.display_empty"))
        title = Text(t("cards.ui.display"), style="bold")
        title.append("  ")
        title.append(t("cards.ui.booty_pile", count=view.booty_size))
        title.append("  ·  ")
        if view.deals > 1:
            title.append(t("cards.ui.round_deal", round=view.round, deal=view.deal, deals=view.deals))
        else:
            title.append(t("cards.ui.round", round=view.round))
        self.query_one("#display-title", Static).update(title)

        hand_row = self.query_one("#hand", CardRow)
        hand_title = self.query_one("#hand-title", Static)
        if self.viewer is None:
            hand_row.set_cards([], self._letters)
            key = "cards.ui.hand_ai_only" if self.session.all_ai else "cards.ui.hand_hidden"
            hand_title.update(Text(t(key), style="dim"))
        else:
            playable = self.my_turn() and game.decision == DECISION_PLAY
            capturing = (
                {a.card for a in game.legal_actions() if isinstance(a, Play) and a.take}
                if playable
                else set()
            )
            hand = view.hand
            specs = [
                CardSpec(
                    c,
                    hint=number_label(i) if playable else "",
                    playable=playable and c in capturing,
                    selected=playable and i == self.selected,
                    dim=not playable,
                )
                for i, c in enumerate(hand)
            ]
            hand_row.set_cards(specs, self._letters)
            title = Text(t("cards.ui.your_hand", name=self.names[self.viewer], count=len(hand)), style="bold")
            if capturing:
                title.append("  ")
                title.append(t("cards.ui.hand_capture_hint"), style="dim")
            hand_title.update(title)
        self._render_preview(card, options)
        self._render_collections(view)
        legend = Text()
        for suit in ("gold", "rum", "crystals", "curses"):
            legend.append(f"{SUIT_SYMBOL[suit]} {suit_letter(t, suit)} ", style=f"bold {SUIT_STYLE[suit]}")
            legend.append(t(f"cards.suit.{suit}") + "   ")
        legend.append(t("cards.ui.legend_special"), style="dim")
        self.query_one("#legend", Static).update(legend)

    def _render_collections(self, view: CardView) -> None:
        """Every collection card by card (shown when the terminal is tall enough)."""
        t = self.t
        text = Text(t("cards.ui.collections"), style="bold")
        for seat, coll in enumerate(view.collections):
            text.append("\n")
            text.append(self.names[seat], style=seat_style(seat))
            text.append(": ")
            cards = sorted(coll.cards, key=lambda c: (SUITS.index(card_suit(c)), card_strength(c)))
            if cards:
                text.append_text(Text(" ").join(mini_chip(c) for c in cards))
            elif not coll.hidden:
                text.append("—", style="dim")
            if coll.hidden:
                text.append("  " + t("cards.ui.hidden_cards", count=coll.hidden), style="dim")
        self.query_one("#collections", Static).update(text)

    def _own_collection(self) -> list[str] | None:
        """The cards of the viewer's collection (all known to them), for the booty-total preview."""
        if self.viewer is None:
            return None
        coll = self.game.view(self.viewer).collections[self.viewer]
        return None if coll.hidden else list(coll.cards)

    def _render_preview(self, card: str | None, options: list[Play]) -> None:
        t = self.t
        preview = self.query_one("#preview", Static)
        if card is None or not options:
            preview.update("")
            return
        text = card_chip(t, card, value=True)
        text.append(" → ")
        shown = [self.preview] if self.preview is not None and self.preview in options else options
        for i, option in enumerate(shown[:3]):
            if i:
                text.append(f"  {t('cards.ui.or')}  ", style="dim")
            text.append_text(option_text(t, option, self._own_collection()))
        if len(shown) > 3:
            text.append("  " + t("cards.ui.more_options", count=len(shown) - 3), style="dim")
        preview.update(text)

    def _render_status(self) -> None:
        t = self.t
        decision = self.view().decision
        status = self.query_one("#status", Static)
        if decision.key == DECISION_OVER:
            status.update(Text(t("cards.decision.over"), style="bold"))
            return
        seat = decision.seat
        name = Text(self.names[seat], style=seat_style(seat))
        if self.thinking is not None:
            text = Text(SPINNER[self._spin] + " ", style=seat_style(seat))
            text.append(t("play.thinking", name=self.names[seat]))
            status.update(text)
            return
        if self.viewer is None or seat != self.viewer:
            text = Text("▶ ", style=seat_style(seat))
            text.append_text(name)
            status.update(text)
            return
        text = Text("▶ ", style=seat_style(seat))
        if decision.key == DECISION_PLAY:
            text.append(t("cards.ui.status.play", name=self.names[seat]))
        elif decision.key == DECISION_STEAL_SOURCE:
            text.append(t("cards.ui.status.steal_source"))
        elif decision.key == DECISION_STEAL_CARD:
            text.append(t("cards.ui.status.steal_card"))
        status.update(text)

    def log_key(self) -> object:
        """The log shows what ``viewer`` may see: another seat, another log."""
        return (self.viewer, self.seas.language)

    def opening_lines(self) -> list[Text]:
        return [self._styled(event) for event in self.opening]

    def record_lines(self, record: LogRecord) -> list[Text]:
        """The log lines of one action, as ``viewer`` may see them."""
        return [self._styled(event) for event in record.visible_events(self.viewer)]

    def _styled(self, event: Event) -> Text:
        line = event_text(self.t, event, self.names)
        if event.key in ("cards.event.round_start", "cards.event.round_end", "cards.event.game_over"):
            line.stylize("bold")
        return line

    # --- the human's decisions ----------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        decision = self.session.game.decision
        if seat != self._selection_seat:
            self.selected = 0  # each player starts at their own first card
            self._selection_seat = seat
        if decision == DECISION_PLAY:
            self.preview = None
            self.selected_card()
            self.refresh_view()
        elif decision in (DECISION_STEAL_SOURCE, DECISION_STEAL_CARD):
            self.open_steal()

    def on_undo(self) -> None:
        self.preview = None

    def action_move(self, step: int) -> None:
        hand = self.viewer_hand()
        if hand:
            self.selected = (self.selected + step) % len(hand)
            self.preview = None
            self._render_display_and_hand()

    def action_move_to(self, index: int) -> None:
        hand = self.viewer_hand()
        if hand:
            self.selected = index % len(hand)
            self._render_display_and_hand()

    def action_number(self, digit: int) -> None:
        """A number key selects a card of the hand (pressed again: ten further); Enter plays it."""
        hand = self.viewer_hand()
        index = digit_index(digit, self.selected, len(hand))
        if index is not None:
            self.action_pick(index)

    def action_pick(self, index: int) -> None:
        """Select the card at ``index`` of the hand (it is played with Enter)."""
        hand = self.viewer_hand()
        if 0 <= index < len(hand):
            self.selected = index
            self.preview = None
            self._render_display_and_hand()

    def action_play(self) -> None:
        """Enter: play the selected card (asking which capture when there are several)."""
        if not self.my_turn():
            return
        decision = self.session.game.decision
        if decision != DECISION_PLAY:
            self.open_steal()
            return
        card = self.selected_card()
        if card is None:
            return
        self.play_card(card, self.hand_options(card))

    def play_card(self, card: str, options: list[Play]) -> None:
        if not options:
            return
        if len(options) == 1:
            self.preview = None
            self.play(options[0])
            return
        from tui.cards.dialogs.capture import CaptureChoiceDialog

        def chosen(action: Play | None) -> None:
            self.preview = None
            if action is not None:
                self.play(action)
            else:
                self._render_display_and_hand()

        self.app.push_screen(
            CaptureChoiceDialog(
                card,
                options,
                names=self.names,
                on_highlight=self._highlight,
                collection=self._own_collection(),
            ),
            chosen,
        )

    def _highlight(self, action: Play | None) -> None:
        self.preview = action
        self._render_display_and_hand()

    def open_steal(self) -> None:
        from tui.cards.dialogs.steal import StealDialog

        if not self.my_turn() or self.viewer is None:
            return
        game = self.session.game
        view = game.view(self.viewer)

        def chosen(action: Any) -> None:
            if action is not None:
                self.play(action)

        self.app.push_screen(StealDialog(view, list(game.legal_actions()), names=self.names), chosen)

    def on_card_row_picked(self, message: CardRow.Picked) -> None:
        message.stop()
        if message.row.id == "hand":
            if self.my_turn() and self.session.game.decision == DECISION_PLAY:
                if message.index == self.selected:
                    self.action_play()
                else:
                    self.selected = message.index
                    self.preview = None
                    self._render_display_and_hand()
        elif message.row.id == "display":
            card = self.selected_card()
            if card is None:
                return
            options = [o for o in self.hand_options(card) if message.card in o.take]
            self.play_card(card, options)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "play":
            # Enter plays on the seat's own turn, as the table shows it: hidden from the footer while others play
            # (it does nothing then), and shown from the start when the table opens on the seat's turn
            return self._deciding
        return True

    # --- round end and game over --------------------------------------------------------------
    def _tell_steal(self, record: LogRecord) -> None:
        """A notice when an AI captain steals from a human's collection (the log alone is easy to miss)."""
        if not self.session.is_ai(record.seat):
            return
        for event in record.events:
            victim = event.params.get("victim")
            if (
                event.key == "cards.event.steal_player"
                and isinstance(victim, int)
                and not self.session.is_ai(victim)
            ):
                self.seas.tell(
                    "play.more.seat.stolen_from",
                    severity="warning",
                    thief=self.seat_name(record.seat),
                    victim=self.seat_name(victim),
                    card=card_noun(self.t, str(event.params["card"])),
                )

    def message_params(self, params: dict[str, Any]) -> dict[str, Any]:
        """Card ids in a refusal become names with their running forms ("Du hast die Gold-7 nicht…")."""
        card = params.get("card")
        if isinstance(card, str) and card in ALL_CARDS:
            params["card"] = card_noun(self.t, card)
        return params

    def after_play(self, record: LogRecord) -> None:
        keys = {event.key for event in record.events}
        self._tell_steal(record)
        if "cards.event.second_deal" in keys:
            self.seas.tell("cards.ui.second_deal")
        if "cards.event.round_end" in keys:
            from tui.cards.dialogs.round import RoundSummaryDialog

            view = table_view(self.game, None)
            assert view.last_scoring is not None
            self.autosave()
            self.app.push_screen(
                RoundSummaryDialog(
                    view.last_scoring, self.names, goal=view.config.target, animate=self.ai_delay > 0
                )
            )
