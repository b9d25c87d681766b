"""The 7 Seas board screen: the sea ring, the action board, the captains at a glance, card details, the dice,
what happened since your last turn, the log and the decision bar.

Choosing is deliberate: a digit, an arrow, ``h``/``a``/``r`` or a click on the board *selects* (the list's
highlight follows it, the board shows it) and only Enter or a click on the list carries the choice out. Looking
never acts: ← → and clicks on the ring move a cursor over the seas whose cards the card pane shows (``n``
brings back the card at hand); ``c`` opens every card of the game, ``b`` every captain's board, ``l`` the
legend of the symbols, F1 the help of the decision at hand with its rulebook section.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from engines.base import Event
from engines.board import Act, BoardView
from tui.board.advisor import AdvisorDialog
from tui.board.card_places import card_places, focus_card
from tui.board.choices import (
    decision_name,
    digit_choice,
    find,
    legal_spots,
    offered_order,
    place_choice,
    place_token,
    ring_step,
)
from tui.board.help import RULES_SECTIONS, SOLO_RULES_SECTIONS, rules_section
from tui.board.log import opening_lines, record_lines
from tui.board.prompts import decision_prompt
from tui.board.recap import recap_lines, recap_view, undo_message, undo_stop_reason
from tui.board.rows import choice_labels, numbered
from tui.board.text import Seats
from tui.board.widgets import show
from tui.board.widgets.action_board import ActionBoard
from tui.board.widgets.card_view import CardView, card_lines
from tui.board.widgets.decision_bar import DecisionBar
from tui.board.widgets.dice import DicePanel
from tui.board.widgets.extra_panel import ExtraPanel
from tui.board.widgets.opponents import OpponentsStrip
from tui.board.widgets.sea_ring import RingState, SeaRing
from tui.i18n import as_translator
from tui.screens.base import key_time
from tui.screens.game import GameScreen
from tui.session import GameSession, LogRecord, UndoCheck
from tui.widgets.footer import AppFooter
from tui.widgets.game_log import GameLog
from tui.wrapping import HangingRow

__all__ = [
    "PANES",
    "RULES_SECTIONS",
    "SOLO_RULES_SECTIONS",
    "BoardTableScreen",
    "choice_labels",
]

SPINNER = "◐◓◑◒"
#: The full layout needs this many columns and rows; below, the regions become panes switched by Tab.
WIDE = 110
TALL = 34
#: The regions, in the order Tab shows them in the compact layout ("players": the captains and what they did
#: since your last turn).
PANES = ("ring", "action", "players", "dice", "card", "log")


def table_view(game: Any, viewer: int | None) -> BoardView:
    """What the screen shows: the public view (everything in this game is public)."""
    view: BoardView = game.view(viewer)
    return view


class BoardTableScreen(GameScreen):
    """The board for the captain at the screen (``viewer``)."""

    CSS_PATH = "table.tcss"
    AUTO_FOCUS: ClassVar[str | None] = ""  # not Textual's: the list takes it when a captain here decides
    RULES_GAME = "board"
    HIDES_HANDS = False  # every captain sees the same: hot-seat turns pass without a hand-off
    DICE_IDLE = "board.ui.dice_idle.text"  # the empty dice pane's words (a replay has no choice to make)

    BINDINGS = [
        Binding("enter", "confirm", "Choose", id="choose", key_display="⏎"),
        *(Binding(str(i), f"digit({i})", "", show=False) for i in range(1, 10)),
        Binding("left", "ring(-1)", "", show=False),
        Binding("right", "ring(1)", "", show=False),
        # The decision bar's hint line names the keys of the decision at hand, so these stay out of the
        # footer (rebuilding the footer at every decision would cost more than the whole board).
        Binding("t", "toggle_token", "Captain/officer", id="board_keys.token", show=False),
        Binding("h", "quick('handle')", "Handle", id="board_keys.handle", show=False),
        Binding("a", "quick('avoid')", "Avoid", id="board_keys.avoid", show=False),
        Binding("r", "quick('roll')", "Roll", id="board_keys.roll", show=False),
        Binding("i", "advisor", "Advisor", id="board_keys.advisor", show=False),
        Binding("n", "card_now", "Card at hand", id="board_keys.now", show=False),
        Binding("c", "cards", "Cards", id="board_keys.cards", show=False),
        Binding("b", "boards", "Boards", id="board_keys.boards", show=False),
        Binding("l", "legend", "Legend", id="board_keys.legend", show=False),
        # Tab is named by the region tabs above (the compact layout's only one to use it): the footer keeps its
        # room for the keys that act.
        Binding("tab", "pane(1)", "Next region", id="board_keys.pane", show=False),
        Binding("shift+tab", "pane(-1)", "", show=False),
        *GameScreen.GAME_BINDINGS,
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.opening: list[Event] = list(getattr(session.game, "setup_events", []))
        self.actions: list[Act] = []
        """The choices on offer, in the list's order (the engine's legal actions; a payment's cheapest first)."""
        self.token = "captain"
        """The token a spot digit or a click places (chosen again at every placement)."""
        self.cursor = ""
        """The sea under the ring cursor (its cards are shown in the card details); "" the card at hand."""
        self.pane = 0
        self.compact = False
        self.recap: list[Text] = []
        """What the other captains did since the captain to play last played (shown during that turn)."""
        self.recap_seat = -1
        self._spin = 0
        self._choices_at = -1
        self._question_at = 0.0
        self._render_pending = False
        self._dice_key: tuple[int, str] | None = None
        self._dice_pane_at = -1
        self._roll_goal: tuple[dict[str, int], str, int] = ({}, "", -1)
        self._banner = -1
        self._deciding = False

    # --- layout -------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static("", id="pane-tabs")
        yield OpponentsStrip(id="strip-top")
        with Horizontal(id="board-main"):
            with VerticalScroll(id="col-left"):
                yield SeaRing(id="ring")  # the action board sits inside the ring
                with Vertical(id="card"):
                    yield Static("", id="card-title", classes="region-title")
                    yield CardView(id="card-view")
                    yield Static("", id="card-below")
            with Vertical(id="col-right"):
                yield OpponentsStrip(id="strip")
                with VerticalScroll(id="pane-players"):
                    yield ExtraPanel("", id="extra")
                    yield Static("", id="recap")
                yield DicePanel(id="dice")
                yield GameLog(id="log")
        yield DecisionBar(id="decision")
        yield AppFooter(compact=True, keys_at_once=False)

    def on_mount(self) -> None:
        self._layout()
        self._fill_regions()  # the regions before the first layout (not empty, then full); the turn waits
        self.set_interval(0.25, self._tick)
        self.query_one(DecisionBar).open(self.first_viewer() == self.session.game.to_act is not None)

    def _fill_regions(self) -> None:
        viewer, self.viewer = self.viewer, self.first_viewer()
        view, legal = self.view(), self.legal()
        self._render_ring(view, legal)
        self._render_action(view, legal)
        self._render_players(view)
        self._render_card(view)
        self._render_log()
        self.viewer = viewer

    def on_resize(self, event: events.Resize) -> None:
        self._layout()

    _regions_ready = False

    def ready_for_keys(self) -> bool:
        """Keys act once the nested regions are built: the sea ring composes its parts (the action board
        among them) after the table itself is mounted, and a key that re-drew the ring before raised."""
        if not self._regions_ready:
            self._regions_ready = bool(
                self.is_mounted and self.query("#ring-title") and self.query(ActionBoard)
            )
        return self._regions_ready

    def accepts_key(self, event: events.Key) -> bool:
        """An Enter typed before the question on show appeared was meant for the one before (keys sent
        together): it carries nothing out."""
        if event.key == "enter" and event.time < self._question_at:
            return False
        return super().accepts_key(event)

    def on_key(self, event: events.Key) -> None:
        """Any key shows tumbling dice at once."""
        dice = self.query_one(DicePanel)
        if dice.animating:
            dice.skip()

    def _layout(self) -> None:
        """Wide: the ring around the action board and the card on the left, the captains, what happened, the
        dice and log on the right. Compact: one region at a time (Tab), the captains' strip above it (but
        over the ring, which needs every row), the decision bar always below."""
        width, height = self.app.size
        compact = width < WIDE or height < TALL
        if compact != self.compact:
            self.refresh_view()  # the captains' strip takes the other form
        self.compact = compact
        self.set_class(self.compact, "-compact")
        active = PANES[self.pane]
        wide = not self.compact
        dice = self.query_one(DicePanel)
        idle = self.DICE_IDLE if self.compact else ""
        if dice.idle_key != idle:
            dice.idle_key = idle
            if dice.mode == "":
                dice.clear()
        self.query_one(SeaRing).show_parts(
            seas=wide or active == "ring", action=wide or active == "action", compact=self.compact
        )
        self.query_one("#ring").display = wide or active in ("ring", "action")
        self.query_one("#card").display = wide or active == "card"
        self.query_one("#strip").display = wide
        self.query_one("#strip-top").display = self.compact and active != "ring"
        self.query_one("#pane-players").display = (wide and self._players_shown()) or active == "players"
        dice.display = dice.mode != "" if wide else active == "dice"
        self.query_one("#log").display = wide or active == "log"
        self.query_one("#col-left").display = wide or active in ("ring", "action", "card")
        self.query_one("#col-right").display = wide or active in ("players", "dice", "log")
        self._render_tabs()
        self.refresh_bindings()

    def _players_shown(self) -> bool:
        """Wide layout: the region under the strip shows while it has something (Solo, a module, a summary)."""
        return bool(self.recap) or self.query_one(ExtraPanel).display

    def _render_tabs(self) -> None:
        tabs = self.query_one("#pane-tabs", Static)
        tabs.display = self.compact
        if not self.compact:
            return
        text = Text()
        for index, name in enumerate(PANES):
            label = f" {self.t(f'board.ui.pane.{name}')} "
            text.append(label, style="bold reverse" if index == self.pane else "dim")
            text.append(" ")
        text.append(" " + self.t("board.ui.pane_keys.hint"), style="dim")
        tabs.update(text)

    def action_pane(self, step: int) -> None:
        """Tab: the next region (compact layout)."""
        self.pane = (self.pane + step) % len(PANES)
        self._layout()

    def action_log_scroll(self, pages: int) -> None:
        """PgUp/PgDn: the log, the region on show (compact layout), or the summary where the log has no room."""
        squeezed = self.query_one(GameLog).size.height < 3  # the dice and the summary left it no room
        pane = PANES[self.pane] if self.compact else "players" if squeezed else "log"
        if pane in ("log", "dice"):
            return super().action_log_scroll(pages)
        box = self.query_one("#pane-players" if pane == "players" else "#col-left")
        box.scroll_to(y=box.scroll_y + pages * max(1, box.size.height - 1), animate=False)

    def show_pane(self, name: str) -> None:
        """Compact layout: show region ``name``."""
        if self.compact and PANES[self.pane] != name:
            self.pane = PANES.index(name)
            self._layout()

    def _tick(self) -> None:
        if self.thinking is not None:
            self._spin = (self._spin + 1) % len(SPINNER)
            self._render_decision(self.view())

    def watch_thinking(self) -> None:
        if self.is_mounted:
            self.refresh_view()

    # --- rendering ----------------------------------------------------------------------------
    @property
    def seats(self) -> Seats:
        colours = self.session.extra.get("colours")
        return Seats(self.session.display_names(self.t), colours if isinstance(colours, list) else None)

    def view(self) -> BoardView:
        return table_view(self.session.game, self.viewer)

    def my_turn(self) -> bool:
        game = self.session.game
        return not game.is_over and self.viewer is not None and game.to_act == self.viewer

    def legal(self) -> list[Act]:
        return list(self.session.game.legal_actions()) if self.my_turn() else []

    def refresh_view(self) -> None:
        """Re-render every region (several calls in one turn of the event loop render once)."""
        if not self.is_mounted or self._render_pending:
            return
        self._render_pending = True
        self.call_later(self.render_now)

    def render_now(self) -> None:
        """Re-render every region from the session now."""
        self._render_pending = False
        if not self.is_mounted:
            return
        view = self.view()
        legal = self.legal()
        if bool(legal) != self._deciding:
            self._deciding = bool(legal)
            self.refresh_bindings()  # Enter shows in the footer only while it acts
        self._render_ring(view, legal)
        self._render_action(view, legal)
        self._render_players(view)
        self._render_dice(view)
        self._render_card(view)
        self._render_log()
        self._render_decision(view)

    def on_language(self) -> None:
        self._log_key = None
        self._render_tabs()
        if self.recap_seat >= 0:
            self.recap = self._recap_for(self.recap_seat)
        self.refresh_view()

    def _render_action(self, view: BoardView, legal: list[Act]) -> None:
        self.query_one(ActionBoard).update(
            self.t, view, self.seats, legal_spots(legal) if legal else {}, token=self.token
        )

    def _render_ring(self, view: BoardView, legal: list[Act]) -> None:
        targets = {a[1] for a in legal if a.verb == "move" and a[1] != "home"}
        self.query_one(SeaRing).update(
            self.t, view, self.seats, RingState(targets=targets, cursor=self.cursor)
        )

    def _render_players(self, view: BoardView) -> None:
        seats = self.seats
        strip = self.query_one("#strip-top" if self.compact else "#strip", OpponentsStrip)
        strip.update_view(
            self.t,
            view,
            seats,
            compact=self.compact,
            viewer=self.viewer,
            kinds=[s.kind for s in self.session.seats],
        )
        self.query_one(ExtraPanel).update_view(self.t, view, seats)
        recap = self.query_one("#recap", Static)
        shown = bool(self.recap) and view.to_act == self.recap_seat
        name = seats.names[self.recap_seat] if shown else ""
        summary = recap_view(self.t, name, self.recap, compact=self.compact)
        recap.display = bool(summary.lines)
        show(recap, summary)
        if not self.compact:
            self.query_one("#pane-players").display = shown or self.query_one(ExtraPanel).display

    def _render_dice(self, view: BoardView) -> None:
        """A roll being prepared (by anyone) shows its goal, dice and odds; a result stays until the player
        moves on (the next roll, or their next choice)."""
        dice = self.query_one(DicePanel)
        decision = view.pending
        if decision.name == "roll":
            key = (len(self.session.records), self.seas.language)
            if self._dice_key != key:
                self._dice_key = key
                if decision.roll is not None:
                    self._roll_goal = (dict(decision.roll.goal), decision.roll.why, decision.other)
                dice.show_prep(view, names=self.seats.names)
                if self.compact and self.my_turn() and self._dice_pane_at != key[0]:
                    self._dice_pane_at = key[0]
                    self.show_pane("dice")
        if not self.compact:
            dice.display = dice.mode != ""

    def focus_card(self, view: BoardView) -> tuple[str, str]:
        """The card to show in full and where it lies (see :func:`tui.board.card_places.focus_card`)."""
        return focus_card(view, self.cursor, self.viewer, self.t)

    def _render_card(self, view: BoardView) -> None:
        card, where = self.focus_card(view)
        title = Text(self.t("board.ui.card.title"), style="bold")
        if where:
            title.append("  " + where, style="dim")
        if not card:
            title.append("  " + self.t("board.ui.browse.browse"), style="dim")
        elif self.cursor and view.pending.card and view.pending.card != card:
            title.append("  " + self.t("board.ui.browse.back"), style="dim")
        show(self.query_one("#card-title", Static), title)
        empty = "board.ui.card.empty" if where and not card else ""  # a sea whose card was taken
        self.query_one(CardView).show_card(view.content, card, empty)
        below = self.query_one("#card-below", Static)
        pile = list(view.revealed.get(self.cursor, ())) if self.cursor else []
        under = [c for c in reversed(pile[:-1])]
        below.display = bool(under)
        if under:
            parts: list[Any] = [Text(self.t("board.ui.browse.below", count=len(under)), style="bold")]
            for cid in under:
                parts.extend(card_lines(self.t, view.content, cid))
            below.update(Group(*parts))

    def opening_lines(self) -> list[Text]:
        return opening_lines(self.t, self.opening, self.seats, getattr(self.session.game, "content", None))

    def record_lines(self, record: LogRecord) -> list[Text]:
        events = record.visible_events(self.viewer)
        return record_lines(self.t, events, self.seats, getattr(self.session.game, "content", None))

    # --- the decision bar ---------------------------------------------------------------------
    def labels(self, view: BoardView, legal: list[Act]) -> list[Text | str | HangingRow]:
        return numbered(choice_labels(self.t, view, legal, self.seats.names), view.pending.name)

    def _render_decision(self, view: BoardView) -> None:
        bar = self.query_one(DecisionBar)
        game = self.session.game
        seats = self.seats
        if game.is_over:
            bar.show(Text(self.t("board.decision.over"), style="bold"), "", [])
            return
        seat = game.to_act
        assert seat is not None
        if not self.my_turn():
            text = Text("▶ ", style=seats.style(seat))
            text.append_text(seats.name(seat))
            if self.thinking is not None:
                text.append("  " + SPINNER[self._spin] + " " + self.t("board.ui.thinking"), style="italic")
            elif self.session.is_ai(seat):
                text.append("  " + self.t("board.ui.waiting"), style="dim")
            hint = ""
            hurry = any(a.binding.action == "hurry" for a in self.active_bindings.values())  # not in replays
            if self.session.is_ai(seat) and not self.session.all_ai and hurry:
                hint = self.t("board.ui.hurry.on" if self._hurry else "board.ui.hurry.hint")
            self.actions = []
            bar.show(text, hint, [])
            return
        legal = offered_order(view, list(game.legal_actions()))
        keep = self._choices_at == len(self.session.records)
        self._choices_at = len(self.session.records)
        self.actions = legal
        prompt = Text()
        if self._banner == seat and self.session.hot_seat:
            prompt.append(
                " " + self.t("board.ui.turns.banner", name=seats.names[seat]) + " ", style="bold reverse"
            )
            prompt.append(" ")
        prompt.append("▶ ", style=seats.style(seat))
        prompt.append(seats.names[seat] + self.t("ui.punct.colon"), style=seats.style(seat))
        prompt.append(decision_prompt(self.t, view, names=seats.names))
        if not keep:
            self._question_at = key_time()
        hint = self.hint(view.pending.name, str(getattr(view.pending, "nature", "") or ""))
        bar.show(prompt, hint, self.labels(view, legal), keep=keep)
        if not keep:
            self._sync_selection()

    def hint(self, decision: str, nature: str = "") -> str:
        """The keys of the direct manipulation for this decision: they select; Enter or a click carries out.
        Keys are named as bound (a keymap may move them); a friendly encounter is met, not faced."""
        if decision == "place":
            token = place_token(self.actions, self.token)
            piece = as_translator(self.t).noun(f"board.piece.{token}", id=token)  # "die Kapitänsfigur"
            other = "officer" if token == "captain" else "captain"
            if not find(self.actions, "place", other):  # one token left: no toggle to name
                return self.t("board.ui.select.place_one", token=piece)
            return self.t("board.ui.select.place", token=piece, toggle=self.bound_key("board_keys.token"))
        if decision == "encounter":
            keys = {name: self.bound_key(f"board_keys.{name}") for name in ("handle", "avoid")}
            friendly = "_friendly" if nature == "friendly" else ""
            return self.t(f"board.ui.select.encounter{friendly}", **keys)
        if decision == "roll":
            return self.t("board.ui.select.roll", roll=self.bound_key("board_keys.roll"))
        if decision in ("hideout", "sail"):
            return self.t(f"board.ui.select.{decision}")
        return self.t("board.ui.select.list")

    def selected(self) -> Act | None:
        """The choice the list highlights now (the one Enter carries out)."""
        index = self.query_one(DecisionBar).choices.highlighted
        return self.actions[index] if index is not None and 0 <= index < len(self.actions) else None

    def _sync_selection(self) -> None:
        """The board follows the list's highlight: the token and spot a placement would use, the sea a move
        would reach (under the ring cursor)."""
        act = self.selected()
        if act is None or not self.my_turn():
            return
        view = self.view()
        if act.verb == "place" and len(act) == 3:
            if self.token != act[1]:
                self.token = act[1]
                self._render_decision_hint(view)
            self.query_one(ActionBoard).select(int(act[2]))
            self._render_action(view, self.actions)
        elif act.verb == "move" and len(act) >= 2 and act[1] in view.ring and self.cursor != act[1]:
            self.cursor = act[1]
            self._render_ring(view, self.actions)
            self._render_card(view)

    def _render_decision_hint(self, view: BoardView) -> None:
        hint = self.query_one("#hint", Static)
        show(hint, self.hint(view.pending.name, str(getattr(view.pending, "nature", "") or "")))

    def on_decision_bar_highlighted(self, message: DecisionBar.Highlighted) -> None:
        message.stop()
        self._sync_selection()

    def bound_key(self, binding_id: str) -> str:
        """The key bound to ``binding_id`` now (a keymap may move it), as the footer shows it: hints name it."""
        for key, active in self.active_bindings.items():
            if active.binding.id == binding_id:
                return self.app.get_key_display(active.binding) or key
        return "?"

    # --- the human's decisions ----------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        self._choices_at = -1
        self.cursor = ""
        view = self.view()
        if view.pending.name == "place":
            self.token = place_token(view.pending.actions, "captain")
        self._update_recap(seat)
        if self.compact:
            self._follow_decision()
        self.refresh_view()
        self.query_one(DecisionBar).choices.focus()

    def turn_passed(self, seat: int, previous: int | None) -> None:
        """Hot-seat: another human's turn, shown in the decision bar (and a notice), without a hand-off."""
        self._banner = seat
        self.seas.tell("board.ui.turns.notice", name=self.seat_name(seat), timeout=4)

    def _recap_for(self, seat: int) -> list[Text]:
        return recap_lines(
            self.t, self.session.records, seat=seat, seats=self.seats, content=self.view().content
        )

    def _update_recap(self, seat: int) -> None:
        """A captain's turn comes back: what the others did since (kept for the whole turn)."""
        records = self.session.records
        if records and records[-1].seat == seat and self.recap_seat == seat:
            return  # the same turn goes on
        self.recap_seat = seat
        self.recap = self._recap_for(seat)

    def _follow_decision(self) -> None:
        """Compact layout: show the pane the decision at hand is about (the player may Tab elsewhere). A roll's
        outcome on show stays in sight, and so does the summary when a turn comes back."""
        decision = self.view().pending
        name = decision.name
        records = self.session.records
        last = records[-1] if records else None
        rolled = last is not None and any(e.key == "board.event.roll" for e in last.events)
        if rolled and last is not None and last.seat == decision.seat and name != "roll":
            self.show_pane("dice")  # the captain's own roll: its outcome stays in sight
            return
        if self.recap and (not records or records[-1].seat != self.recap_seat):
            self.show_pane("players")
            return
        if name == "roll":
            pane = "dice"
        elif name in ("place", "reduce"):
            pane = "action"
        elif name in ("hideout", "sail"):
            pane = "ring"
        elif decision.card:
            pane = "card"
        else:
            return
        self.show_pane(pane)

    def on_undo(self) -> None:
        self._choices_at = -1
        self.cursor = ""

    def choose(self, act: Act) -> None:
        """Play one of the offered actions. A key that comes after a play but before the decision bar shows
        the next question (keys sent together) was meant for the old one: it is dropped."""
        if self._choices_at != len(self.session.records):
            return
        if act in self.actions and self.my_turn():
            self.cursor = ""
            self._banner = -1
            self.play(act)

    def on_decision_bar_chosen(self, message: DecisionBar.Chosen) -> None:
        message.stop()
        if 0 <= message.index < len(self.actions):
            self.choose(self.actions[message.index])

    def highlight(self, act: Act | None) -> None:
        """Select ``act`` in the list (the board follows); Enter or a click carries it out."""
        if act is not None and act in self.actions:
            self.query_one(DecisionBar).choices.highlighted = self.actions.index(act)
            self._sync_selection()

    def action_confirm(self) -> None:
        """Enter (when the list does not have the focus): carry out the selected choice."""
        act = self.selected()
        if act is not None and self.my_turn():
            self.choose(act)

    def action_digit(self, n: int) -> None:
        """Digits select: a spot (placement), a hideout space, else the n-th row of the list."""
        if self.my_turn():
            self.highlight(digit_choice(decision_name(self.session.game), self.actions, n, self.token))

    def action_toggle_token(self) -> None:
        """``t``: the other token for this placement; the selected spot keeps its place in the list."""
        if not self.my_turn() or decision_name(self.session.game) != "place":
            return
        other = "officer" if self.token == "captain" else "captain"
        if not find(self.actions, "place", other):
            return
        self.token = other
        act = self.selected()
        spot = int(act[2]) if act is not None and act.verb == "place" else 0
        choice = place_choice(self.actions, other, spot) if spot else None
        if choice is None or choice[1] != other:
            choice = find(self.actions, "place", other)[0]
        self.highlight(choice)
        view = self.view()
        self._render_action(view, self.actions)
        self._render_decision_hint(view)

    def _move_cursor(self, sea: str) -> None:
        """Put the ring cursor on ``sea``; while sailing, a legal move there is selected."""
        view = self.view()
        self.cursor = sea
        if self.my_turn() and decision_name(self.session.game) == "sail":
            moves = find(self.actions, "move", sea)
            plain = [a for a in moves if len(a) == 2]
            if moves:
                self.highlight((plain or moves)[0])
        self._render_ring(view, self.legal())
        self._render_card(view)

    def action_ring(self, step: int) -> None:
        """← →: the ring cursor to the next sea (it shows that sea's cards; while sailing it selects the move
        there). Looking never acts."""
        view = self.view()
        ring = view.ring
        if not ring:
            return
        if self.cursor in ring:
            sea = ring[(ring.index(self.cursor) + step) % len(ring)]
        elif self.my_turn() and decision_name(self.session.game) == "sail" and self.viewer is not None:
            act = ring_step(view, self.viewer, step, self.actions)
            sea = act[1] if act is not None and act[1] in ring else ring[0 if step > 0 else -1]
        else:
            seat = self.viewer if self.viewer is not None else view.to_act
            loc = view.players[seat].loc if 0 <= seat < len(view.players) else -1
            sea = ring[(loc + step) % len(ring)] if loc >= 0 else ring[0 if step > 0 else -1]
        self._move_cursor(sea)

    def action_card_now(self) -> None:
        """``n``: the card details show the card at hand again (the ring cursor leaves)."""
        self.cursor = ""
        view = self.view()
        self._render_ring(view, self.legal())
        self._render_card(view)
        self.show_pane("card")

    def action_quick(self, verb: str) -> None:
        """h/a/r select handle, avoid, roll (the plain action; the list has the variants)."""
        wanted = {"handle": "encounter", "avoid": "encounter", "roll": "roll"}
        if not self.my_turn() or decision_name(self.session.game) != wanted.get(verb):
            return
        matches = find(self.actions, verb)
        plain = [a for a in matches if len(a) == 1]
        self.highlight((plain or matches or [None])[0])

    def action_advisor(self) -> None:
        """i: what would the hard captain do here? Its top choices for the human seat to act, from that seat's
        own view (``tui/board/advisor.py``); it never plays. The game counts the questions (``extra``)."""
        game = self.session.game
        seat = game.to_act
        if not self.my_turn() or seat is None or self.session.is_ai(seat):
            return
        extra = self.session.extra
        extra["advisor"] = int(extra.get("advisor", 0) or 0) + 1
        seed = self.session.seed * 7919 + len(self.session.records)
        self.app.push_screen(AdvisorDialog(game.view(seat), self.legal(), self.seats.names, seed))

    def on_sea_ring_clicked(self, message: SeaRing.Clicked) -> None:
        message.stop()
        self._move_cursor(message.sea)

    def on_action_board_clicked(self, message: ActionBoard.Clicked) -> None:
        message.stop()
        if self.my_turn() and decision_name(self.session.game) == "place":
            self.highlight(place_choice(self.actions, self.token, message.spot))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The compact layout's Tab; Enter only on the seat's own decision (hidden while others play)."""
        return self.compact if action == "pane" else self.my_turn() if action == "confirm" else True

    def handoff_note(self, seat: int) -> tuple[str, dict[str, Any]]:
        """A hand-off in the middle of another captain's turn says why (a trade offer, an attack)."""
        decision = self.view().pending
        names = self.seats.names
        if decision.name == "answer" and decision.offer is not None:
            return "board.ui.handoff.answer", {"name": names[decision.offer.proposer]}
        if decision.name == "escape" and 0 <= decision.other < len(names):
            return "board.ui.handoff.escape", {"name": names[decision.other]}
        if decision.turn is not None and decision.turn.seat != seat and 0 <= decision.turn.seat < len(names):
            return "board.ui.handoff.other", {"name": names[decision.turn.seat]}
        return "", {}

    # --- reading sheets -----------------------------------------------------------------------
    def rules_section(self) -> str:
        """The rules section of the pending decision (in Solo, the Solo chapter's where it changes the rule)."""
        return rules_section(self.session.game.decision, bool(self.session.config.solo))

    def action_rules(self) -> None:
        """F1 / ?: the help of the decision at hand, with its rulebook section; Enter opens the whole rules
        there."""
        from tui.board.sheets import help_sheet

        view = self.view()
        hint = self.hint(view.pending.name) if self.my_turn() else ""
        sheet = help_sheet(
            view, self.seats, hint=hint, section=self.rules_section(), language=self.seas.language
        )

        def done(answer: str | None) -> None:
            if answer == "rules":
                GameScreen.action_rules(self)

        self.app.push_screen(sheet, done)

    def action_legend(self) -> None:
        """``l``: every symbol of the board and what it means."""
        from tui.board.sheets import legend_sheet

        self.app.push_screen(legend_sheet(self.view()))

    def action_boards(self) -> None:
        """``b``: every captain's full board (cards and gems by name), to scroll."""
        from tui.board.sheets import boards_sheet

        kinds = [s.kind for s in self.session.seats]
        self.app.push_screen(boards_sheet(self.view(), self.seats, viewer=self.viewer, kinds=kinds))

    def action_cards(self) -> None:
        """``c``: every card of the game and where it is, at the sea under the cursor, on the card at hand."""
        from tui.board.card_reference import CardReferenceScreen

        view = self.view()
        places = card_places(view)
        card, _ = self.focus_card(view)
        self.app.push_screen(
            CardReferenceScreen(view, places, self.seats, sea=self.cursor or "all", card=card)
        )

    # --- undo ---------------------------------------------------------------------------------
    def _stop_record(self, check: UndoCheck) -> LogRecord | None:
        records = self.session.records
        return records[check.stopped_at] if 0 <= check.stopped_at < len(records) else None

    def undo_text(self, removed: list[LogRecord], check: UndoCheck) -> str:
        return undo_message(self.t, removed, self._stop_record(check), self.seats, self.view().content)

    def undo_refused_text(self, check: UndoCheck) -> str:
        record = self._stop_record(check)
        if record is None:
            return super().undo_refused_text(check)
        why = undo_stop_reason(self.t, record, self.seats, self.view().content)
        return self.t("board.ui.undo.refused", why=why)

    # --- round end and game over --------------------------------------------------------------
    def after_play(self, record: LogRecord) -> None:
        dice = self.query_one(DicePanel)
        keys = [e.key for e in record.events]
        rolls = [e for e in record.events if e.key == "board.event.roll"]
        if rolls:
            goal, why, other = self._roll_goal
            success = True if "board.event.success" in keys else False if "board.event.fail" in keys else None
            dice.show_result(
                rolls[-1].params,
                goal=goal,
                why=why,
                names=self.seats.names,
                other=other,
                success=success,
                animate=self.ai_delay > 0,
            )
            self._dice_key = None
        elif dice.mode == "result" and record.seat == self.viewer and not self.session.is_ai(record.seat):
            dice.clear()  # the player moved on from the roll's outcome
            self._dice_key = None
        for event in record.events:
            if event.key == "board.event.maintenance":
                self.seas.tell("board.ui.round_over", round=event.params.get("round", 0))
