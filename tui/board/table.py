"""The 7 Seas board screen: the sea ring, the action board, the captains' boards, card details, the log and the
decision bar; play by keys (spot digits, ring arrows, h/a/r) or the mouse, or pick from the list of choices."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from engines.base import Event
from engines.board import Act, BoardView
from tui.board.choices import find, legal_spots, ring_step
from tui.board.labels import action_label
from tui.board.log import opening_lines, record_lines
from tui.board.prompts import decision_prompt
from tui.board.text import Seats
from tui.board.widgets import show
from tui.board.widgets.action_board import ActionBoard
from tui.board.widgets.card_view import CardView
from tui.board.widgets.decision_bar import DecisionBar
from tui.board.widgets.dice import DicePanel, percent, roll_options
from tui.board.widgets.extra_panel import ExtraPanel
from tui.board.widgets.player_boards import PlayerBoards
from tui.board.widgets.sea_ring import RingState, SeaRing
from tui.i18n import as_translator
from tui.screens.game import GameScreen
from tui.session import GameSession, LogRecord
from tui.widgets.footer import AppFooter
from tui.widgets.game_log import GameLog

__all__ = ["PANES", "BoardTableScreen", "choice_labels", "table_view"]

SPINNER = "◐◓◑◒"
#: The full layout needs this many columns and rows; below, the regions become panes switched by Tab.
WIDE = 110
TALL = 34
#: The regions, in the order Tab shows them in the compact layout.
PANES = ("ring", "action", "players", "dice", "card", "log")


def table_view(game: Any, viewer: int | None) -> BoardView:
    """What the screen shows: the public view (everything in this game is public)."""
    view: BoardView = game.view(viewer)
    return view


def choice_labels(t: Any, view: BoardView, legal: list[Act], names: list[str]) -> list[Text | str]:
    """Every choice's label in the current language (a roll's options with their chance of success)."""
    decision = view.pending
    if decision.name == "roll" and decision.roll is not None:
        chances = {
            notation: (label, chance) for notation, label, chance in roll_options(t, view, names=names)
        }
        out: list[Text | str] = []
        for act in legal:
            label, chance = chances.get(str(act), (action_label(t, view, act, names=names), None))
            text = Text(label)
            if chance is not None:
                text.append("  → " + t("board.dice.chance_after", chance=percent(t, chance)), style="bold")
            out.append(text)
        return out
    return [action_label(t, view, act, names=names) for act in legal]


def decision_name(game: Any) -> str:
    return str(game.decision).rsplit(".", 1)[-1]


#: The rules section (``RulesScreen`` anchor) that explains each decision: ``?``/F1 opens the rules there.
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


class BoardTableScreen(GameScreen):
    """The board for the captain at the screen (``viewer``)."""

    CSS_PATH = "table.tcss"
    RULES_GAME = "board"

    def rules_section(self) -> str:
        """``?``/F1 opens the rules at the section of the pending decision (in Solo, the Solo chapter's where it
        changes the rule)."""
        decision = self.session.game.decision
        if self.session.config.solo and decision in SOLO_RULES_SECTIONS:
            return SOLO_RULES_SECTIONS[decision]
        return RULES_SECTIONS.get(decision, "")

    BINDINGS = [
        *(Binding(str(i), f"digit({i})", "", show=False) for i in range(1, 10)),
        Binding("left", "ring(-1)", "", show=False),
        Binding("right", "ring(1)", "", show=False),
        # The decision bar's hint line names the keys of the decision at hand, so these stay out of the
        # footer (rebuilding the footer at every decision would cost more than the whole board).
        Binding("t", "toggle_token", "Captain/officer", id="board_keys.token", show=False),
        Binding("h", "quick('handle')", "Handle", id="board_keys.handle", show=False),
        Binding("a", "quick('avoid')", "Avoid", id="board_keys.avoid", show=False),
        Binding("r", "quick('roll')", "Roll", id="board_keys.roll", show=False),
        Binding("tab", "pane(1)", "Next region", id="board_keys.pane"),
        Binding("shift+tab", "pane(-1)", "", show=False),
        *GameScreen.GAME_BINDINGS,
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.opening: list[Event] = list(getattr(session.game, "setup_events", []))
        self.actions: list[Act] = []
        """The choices on offer, in the engine's order (exactly its legal actions)."""
        self.token = "captain"
        self.cursor = ""
        """The sea under the ring cursor (its top card is shown in the card details)."""
        self.pane = 0
        self.compact = False
        self._spin = 0
        self._choices_at = -1
        self._render_pending = False
        self._dice_key: tuple[int, str] | None = None
        self._dice_pane_at = -1
        self._roll_goal: tuple[dict[str, int], str, int] = ({}, "", -1)

    # --- layout -------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static("", id="pane-tabs")
        with Horizontal(id="board-main"):
            with VerticalScroll(id="col-left"):
                yield SeaRing(id="ring")  # the action board sits inside the ring
                with Vertical(id="card"):
                    yield Static("", id="card-title", classes="region-title")
                    yield CardView(id="card-view")
            with Vertical(id="col-right"):
                with VerticalScroll(id="pane-players"):
                    yield ExtraPanel("", id="extra")
                    yield PlayerBoards(id="players")
                yield DicePanel(id="dice")
                yield GameLog(id="log")
        yield DecisionBar(id="decision")
        yield AppFooter(compact=True)

    def on_mount(self) -> None:
        self._layout()
        self.set_interval(0.25, self._tick)
        self.query_one(DecisionBar).choices.focus()

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

    def on_key(self, event: events.Key) -> None:
        """Any key shows tumbling dice at once."""
        dice = self.query_one(DicePanel)
        if dice.animating:
            dice.skip()

    def _layout(self) -> None:
        """Wide: the ring around the action board and the card on the left, the captains, dice and log on the
        right. Compact: one region at a time (Tab), the decision bar always below."""
        width, height = self.app.size
        self.compact = width < WIDE or height < TALL
        self.set_class(self.compact, "-compact")
        active = PANES[self.pane]
        wide = not self.compact
        dice = self.query_one(DicePanel)
        self.query_one(SeaRing).show_parts(
            seas=wide or active == "ring", action=wide or active == "action", compact=self.compact
        )
        self.query_one("#ring").display = wide or active in ("ring", "action")
        self.query_one("#card").display = wide or active == "card"
        self.query_one("#pane-players").display = wide or active == "players"
        dice.display = dice.mode != "" if wide else active == "dice"
        self.query_one("#log").display = wide or active == "log"
        self.query_one("#col-left").display = wide or active in ("ring", "action", "card")
        self.query_one("#col-right").display = wide or active in ("players", "dice", "log")
        self._render_tabs()
        self.refresh_bindings()

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
        text.append(" " + self.t("board.ui.pane.hint"), style="dim")
        tabs.update(text)

    def action_pane(self, step: int) -> None:
        """Tab: the next region (compact layout)."""
        self.pane = (self.pane + step) % len(PANES)
        self._layout()

    def _tick(self) -> None:
        if self.thinking is not None:
            self._spin = (self._spin + 1) % len(SPINNER)
            self._render_players(self.view())
            self._render_decision(self.view())

    def watch_thinking(self) -> None:
        if self.is_mounted:
            self.refresh_view()

    # --- rendering ----------------------------------------------------------------------------
    @property
    def seats(self) -> Seats:
        colours = self.session.extra.get("colours")
        return Seats([s.name for s in self.session.seats], colours if isinstance(colours, list) else None)

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
        thinking = ""
        if self.thinking is not None:
            thinking = SPINNER[self._spin] + " " + self.t("board.ui.thinking")
        self.query_one(ExtraPanel).update_view(self.t, view, self.seats)
        self.query_one(PlayerBoards).update(
            self.t,
            view,
            self.seats,
            viewer=self.viewer,
            thinking=thinking,
            kinds=[s.kind for s in self.session.seats],
        )

    def _render_dice(self, view: BoardView) -> None:
        """A roll being prepared (by anyone) shows its goal, dice and odds; a result stays until the next turn."""
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
                    self.pane = PANES.index("dice")
                    self._layout()
        if not self.compact:
            dice.display = dice.mode != ""

    def focus_card(self, view: BoardView) -> tuple[str, str]:
        """The card to show in full: the one being decided on, else the cursor's sea, else the ship's sea."""
        card = view.pending.card
        if card:
            return card, self.t("board.ui.card.now")
        sea = self.cursor
        if not sea:
            seat = self.viewer if self.viewer is not None else view.to_act
            if 0 <= seat < len(view.players):
                loc = view.players[seat].loc
                sea = view.ring[loc] if loc >= 0 else ""
        pile = view.revealed.get(sea, ()) if sea else ()
        return (pile[-1], self.t(f"board.sea.{sea}")) if pile else ("", "")

    def _render_card(self, view: BoardView) -> None:
        card, where = self.focus_card(view)
        title = Text(self.t("board.ui.card.title"), style="bold")
        if where:
            title.append("  " + where, style="dim")
        if not card:
            title.append("  " + self.t("board.ui.card.none"), style="dim")
        show(self.query_one("#card-title", Static), title)
        cards = self.query_one(CardView)
        if cards.card_id != card:
            cards.show_card(view.content, card)

    def opening_lines(self) -> list[Text]:
        return opening_lines(self.t, self.opening, self.seats, getattr(self.session.game, "content", None))

    def record_lines(self, record: LogRecord) -> list[Text]:
        events = record.visible_events(self.viewer)
        return record_lines(self.t, events, self.seats, getattr(self.session.game, "content", None))

    # --- the decision bar ---------------------------------------------------------------------
    def labels(self, view: BoardView, legal: list[Act]) -> list[Text | str]:
        return choice_labels(self.t, view, legal, self.seats.names)

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
            self.actions = []
            bar.show(text, "", [])
            return
        legal = list(game.legal_actions())
        keep = self._choices_at == len(self.session.records)
        self._choices_at = len(self.session.records)
        self.actions = legal
        prompt = Text("▶ ", style=seats.style(seat))
        prompt.append(seats.names[seat] + self.t("ui.punct.colon"), style=seats.style(seat))
        prompt.append(decision_prompt(self.t, view, names=seats.names))
        hint = self.hint(view.pending.name, str(getattr(view.pending, "nature", "") or ""))
        bar.show(prompt, hint, self.labels(view, legal), keep=keep)

    def hint(self, decision: str, nature: str = "") -> str:
        """The keys of the direct manipulation for this decision (the list always works too); a friendly
        encounter is met, not faced."""
        if decision == "place":
            # The token a digit places: the chosen one, or the other when only that one is left to place.
            token = self.token
            if not find(self.actions, "place", token):
                token = "officer" if token == "captain" else "captain"
            piece = as_translator(self.t).noun(f"board.piece.{token}", id=token)  # "die Kapitänsfigur"
            return self.t("board.ui.hint.place", token=piece, toggle=self.bound_key("board_keys.token"))
        if decision == "hideout":
            return self.t("board.ui.hint.hideout")
        if decision == "sail":
            return self.t("board.ui.hint.sail")
        if decision == "encounter":
            keys = {name: self.bound_key(f"board_keys.{name}") for name in ("handle", "avoid")}
            friendly = "_friendly" if nature == "friendly" else ""
            return self.t(f"board.ui.hint.encounter{friendly}", **keys)
        if decision == "roll":
            return self.t("board.ui.hint.roll", roll=self.bound_key("board_keys.roll"))
        return self.t("board.ui.hint.list")

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
        if self.compact:
            self._follow_decision()
        self.refresh_view()
        self.query_one(DecisionBar).choices.focus()

    def _follow_decision(self) -> None:
        """Compact layout: show the pane the decision at hand is about (the player may Tab elsewhere)."""
        decision = self.view().pending
        name = decision.name
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
        self.pane = PANES.index(pane)
        self._layout()

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
            self.play(act)

    def on_decision_bar_chosen(self, message: DecisionBar.Chosen) -> None:
        message.stop()
        if 0 <= message.index < len(self.actions):
            self.choose(self.actions[message.index])

    def highlight(self, act: Act) -> None:
        if act in self.actions:
            self.query_one(DecisionBar).choices.highlighted = self.actions.index(act)

    def action_digit(self, n: int) -> None:
        """Digits: a spot (placement), a hideout space, else the n-th choice."""
        if not self.my_turn():
            return
        decision = decision_name(self.session.game)
        legal = self.actions
        if decision == "place":
            self._place(n)
        elif decision == "hideout":
            matches = find(legal, "hideout", str(n - 1))
            if matches:
                self.choose(matches[0])
        elif n <= len(legal):
            self.choose(legal[n - 1])

    def _place(self, spot: int) -> None:
        order = [self.token, "officer" if self.token == "captain" else "captain"]
        for token in order:
            matches = find(self.actions, "place", token, str(spot))
            if matches:
                self.choose(matches[0])
                return

    def action_toggle_token(self) -> None:
        if not self.my_turn() or decision_name(self.session.game) != "place":
            return
        self.token = "officer" if self.token == "captain" else "captain"
        view = self.view()
        self._render_action(view, self.legal())
        self._render_decision(view)

    def action_ring(self, step: int) -> None:
        """Arrows: sail to the next sea (while sailing), else move the ring cursor to read its card."""
        view = self.view()
        if self.my_turn() and decision_name(self.session.game) == "sail" and self.viewer is not None:
            act = ring_step(view, self.viewer, step, self.actions)
            if act is not None:
                self.choose(act)
            return
        ring = view.ring
        index = ring.index(self.cursor) if self.cursor in ring else (-1 if step > 0 else 0)
        self.cursor = ring[(index + step) % 7]
        self._render_ring(view, self.legal())
        self._render_card(view)

    def action_quick(self, verb: str) -> None:
        """h/a/r: handle, avoid, roll (the plain action; the list has the variants)."""
        wanted = {"handle": "encounter", "avoid": "encounter", "roll": "roll"}
        if not self.my_turn() or decision_name(self.session.game) != wanted.get(verb):
            return
        matches = find(self.actions, verb)
        plain = [a for a in matches if len(a) == 1]
        if plain:
            self.choose(plain[0])
        elif matches:
            self.highlight(matches[0])

    def on_sea_ring_clicked(self, message: SeaRing.Clicked) -> None:
        message.stop()
        view = self.view()
        if self.my_turn() and decision_name(self.session.game) == "sail":
            moves = find(self.actions, "move", message.sea)
            plain = [a for a in moves if len(a) == 2]
            if len(plain) == 1 and len(moves) == 1:
                self.choose(plain[0])
                return
            if moves:
                self.highlight(moves[0])
        self.cursor = message.sea
        self._render_ring(view, self.legal())
        self._render_card(view)

    def on_action_board_clicked(self, message: ActionBoard.Clicked) -> None:
        message.stop()
        if self.my_turn() and decision_name(self.session.game) == "place":
            self._place(message.spot)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pane":
            return self.compact
        return True

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
        elif "board.event.turn_start" in keys:
            dice.clear()
            self._dice_key = None
        for event in record.events:
            if event.key == "board.event.maintenance":
                self.seas.tell("board.ui.round_over", round=event.params.get("round", 0))
