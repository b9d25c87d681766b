"""The 7 Seas as an ``engines.base.Game``: state, serialization and the decision machine.

The rules live in mixins, one per rulebook area (``setup``, ``turn``, ``sail``, ``activities``,
``mechanics``, ``players``); scoring in ``scoring``. This module keeps the state, the stack of
decision frames and the loop that runs automatic steps until a seat must decide.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from engines.base import Event, IllegalAction, Outcome, Rng, Standing, Termination
from engines.board.actions import Act
from engines.board.activities import ActivityMixin
from engines.board.config import BoardConfig, rule_params
from engines.board.content import Content
from engines.board.decision import Decision
from engines.board.decision import build as build_decision
from engines.board.mechanics import MechanicsMixin
from engines.board.modules import LAST_FISH, ModulesMixin
from engines.board.players import PlayersMixin
from engines.board.sail import SailMixin
from engines.board.setup import SetupMixin
from engines.board.solo import SoloMixin
from engines.board.state import Phase, Player, copy_plain
from engines.board.turn import TurnMixin
from engines.board.view import BoardView, WorldSampler, public_view

__all__ = ["DECISIONS", "BoardGame"]

#: The message key of each decision: (frame kind, stage) -> key.
DECISIONS: dict[tuple[str, str], str] = {
    ("game", "hideout"): "board.decision.hideout",
    ("game", "over"): "board.decision.over",
    ("turn", "place"): "board.decision.place",
    ("turn", "announce"): "board.decision.reduce",
    ("turn", "act"): "board.decision.action",
    ("turn", "home"): "board.decision.home",
    ("sail", "choose"): "board.decision.sail",
    ("enc", "decide"): "board.decision.encounter",
    ("roll", "prep"): "board.decision.roll",
    ("pay", "pay"): "board.decision.pay",
    ("win", "track"): "board.decision.track",
    ("win", "forgo"): "board.decision.forgo",
    ("win", "icons"): "board.decision.reward",
    ("win", "extra"): "board.decision.extra",
    ("load", "discard"): "board.decision.overload",
    ("plank", "offer"): "board.decision.planks_token",
    ("repair", "spend"): "board.decision.repair",
    ("deal", "build"): "board.decision.offer",
    ("deal", "answer"): "board.decision.answer",
    ("fight", "escape"): "board.decision.escape",
    ("fight", "parrot"): "board.decision.parrot",
    ("fight", "steal"): "board.decision.steal",
    ("fish", "ask"): LAST_FISH,
    ("solo", "mist"): "board.solo.decision.mist",
    ("solo", "curse"): "board.solo.decision.curse",
}

_KINDS = (
    "game",
    "turn",
    "sail",
    "enc",
    "task",
    "roll",
    "pay",
    "win",
    "load",
    "plank",
    "repair",
    "reno",
    "deal",
    "fight",
    "fish",
    "solo",
)


class BoardGame(
    SoloMixin, SetupMixin, TurnMixin, SailMixin, ActivityMixin, MechanicsMixin, PlayersMixin, ModulesMixin
):
    """One game of The 7 Seas (Discovery or Advanced, 2-5 players).

    ``content`` defaults to the shipped data files; tests pass fabricated content. ``preset_dice``
    (tests only, never saved) lists faces that the next dice show instead of rolling.
    """

    GAME_ID: ClassVar[str] = "board"
    STATE_VERSION: ClassVar[int] = 1

    def __init__(self, config: BoardConfig, seed: int, content: Content | None = None) -> None:
        super().__init__(config, seed, content)
        self.solo: dict[str, Any] = {}
        self._run: dict[str, Callable[[dict[str, Any]], bool]] = {
            k: getattr(self, "_run_" + k) for k in _KINDS
        }
        self._legal_of: dict[str, Callable[[dict[str, Any]], list[Act]]] = {
            k: getattr(self, "_legal_" + k, self._legal_none) for k in _KINDS
        }
        self._act_of: dict[str, Callable[[dict[str, Any], Act], None]] = {
            k: getattr(self, "_act_" + k, self._act_none) for k in _KINDS
        }

    # --- creation --------------------------------------------------------------------------
    @classmethod
    def new(cls, config: BoardConfig, seed: int, content: Content | None = None) -> BoardGame:
        game = cls(config, seed, content)
        game._events = []
        game._setup()
        game._advance()
        game.setup_events = game._events
        game._events = []
        return game

    @classmethod
    def config_from_dict(cls, data: Mapping[str, Any]) -> BoardConfig:
        return BoardConfig.from_dict(data)

    @staticmethod
    def config_to_dict(config: BoardConfig) -> dict[str, Any]:
        return config.to_dict()

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "config": self.config.to_dict(),
            "seed": self.seed,
            "rng": self.rng.to_str(),
            "phase": self.phase.value,
            "ring": list(self.ring),
            "decks": {s: list(d) for s, d in self.decks.items()},
            "revealed": {s: list(d) for s, d in self.revealed.items()},
            "box": list(self.box),
            "bonus": dict(self.bonus),
            "golden": self.golden,
            "first": self.first,
            "round": self.round,
            "spots": copy_plain(self.spots),
            "players": [p.to_dict() for p in self.players],
            "frames": copy_plain(self.frames),
            "result": copy_plain(self.result),
            "solo": copy_plain(self.solo),
        }
        if self.config.modules:
            data["modules"] = self.modules_to_dict()
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], content: Content | None = None) -> BoardGame:
        game = cls(cls.config_from_dict(data["config"]), int(data["seed"]), content)
        game.rng = Rng.from_str(data["rng"])
        game.phase = Phase(data["phase"])
        game.ring = [str(s) for s in data["ring"]]
        game.decks = {str(s): [str(c) for c in d] for s, d in data["decks"].items()}
        game.revealed = {str(s): [str(c) for c in d] for s, d in data["revealed"].items()}
        game.box = [str(c) for c in data["box"]]
        game.bonus = {str(s): int(n) for s, n in data["bonus"].items()}
        game.golden = int(data["golden"])
        game.first = int(data["first"])
        game.round = int(data["round"])
        game.spots = copy_plain(list(data["spots"]))
        game.players = [Player.from_dict(p) for p in data["players"]]
        if len(game.players) != game.config.players:
            raise ValueError("player count does not match the config")
        game.frames = copy_plain(list(data["frames"]))
        game.result = copy_plain(dict(data["result"]))
        if game.config.modules:
            game.modules_from_dict(data["modules"])
        game.solo = copy_plain(dict(data.get("solo", {})))
        if game.config.solo != bool(game.solo):
            raise ValueError("the solo state does not match the config")
        if game.solo:
            game.params = rule_params(game.config, [str(s) for s in game.solo["curses"]])
        for frame in game.frames:
            if frame.get("k") not in game._run:
                raise ValueError(f"unknown frame {frame.get('k')!r}")
        return game

    # --- the pending decision ----------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return self.config.players

    @property
    def to_act(self) -> int | None:
        if self.phase is Phase.OVER or not self.frames:
            return None
        return int(self.frames[-1]["seat"])

    @property
    def decision(self) -> str:
        if not self.frames:
            return "board.decision.over"
        top = self.frames[-1]
        return DECISIONS.get((top["k"], top["stage"]), "board.decision.over")

    def legal_actions(self) -> list[Act]:
        legal = self._legal
        if legal is None:
            if self.phase is Phase.OVER or not self.frames:
                legal = []
            else:
                top = self.frames[-1]
                legal = self._legal_of[top["k"]](top)
            self._legal = legal
        return legal

    def apply(self, action: Act) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalAction("board.illegal.game_over")
        if isinstance(action, str):
            action = self.parse_action(action)
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction("board.illegal.not_allowed", action=str(action), decision=self.decision)
        events: list[Event] = []
        self._events = events
        top = self.frames[-1]
        self._act_of[top["k"]](top, action)
        self._legal = None
        self._advance()
        self._events = []
        return events

    def parse_action(self, text: str) -> Act:
        act = Act.parse(text)
        if act is None:
            raise IllegalAction("board.illegal.notation", text=str(text))
        return act

    def format_action(self, action: Act) -> str:
        return str(action)

    # --- the machine -----------------------------------------------------------------------
    def _advance(self) -> None:
        """Run automatic steps until the top frame waits for a decision (or the game is over)."""
        frames = self.frames
        run = self._run
        players = self.players
        hold = self.hold
        while frames:
            top = frames[-1]
            kind = top["k"]
            if self.check_load and kind != "load":
                # Overloaded ship: any hold above 9 is lightened before the game goes on, except
                # the hold of a player still receiving a reward or stealing (``defer``).
                defer = top.get("defer", -1)
                over = False
                for p in players:
                    if sum(p.res) > hold:
                        over = True
                        if p.seat != defer:
                            frames.append({"k": "load", "seat": p.seat, "stage": "discard"})
                            break
                else:
                    self.check_load = over
                    if run[kind](top):
                        return
                continue
            if run[kind](top):
                return

    def _legal_none(self, frame: dict[str, Any]) -> list[Act]:
        return []

    def _act_none(self, frame: dict[str, Any], action: Act) -> None:  # pragma: no cover - never legal
        raise IllegalAction("board.illegal.not_allowed", action=str(action), decision=self.decision)

    # --- information ---------------------------------------------------------------------
    def pending(self) -> Decision:
        """The pending decision in public terms (see ``engines.board.decision``)."""
        return build_decision(self)

    def view(self, seat: int | None) -> BoardView:
        """Everything public (nearly all of this game) as a typed, frozen value; deck order is hidden.

        ``seat`` is the seat the view is for; ``None`` gives the same public view for a spectator or a
        hot-seat table (``seat`` -1): every piece of information of this game is public. The pending
        decision is ``view.pending`` (:meth:`pending`); ``view.sample_world(rng)`` deals full games that agree
        with the view (``engines.board.view``).
        """
        return public_view(self, seat, WorldSampler(self.pending_steps()))

    def pending_steps(self) -> list[dict[str, Any]]:
        """A copy of the pending steps in the layout of ``to_dict()["frames"]`` (public information: a view's
        world sampler rebuilds full games from them)."""
        steps: list[dict[str, Any]] = copy_plain(self.frames)
        return steps

    def turn_position(self) -> tuple[int, int]:
        """Where the round stands: its pass (0 or 1, each seat plays a turn in each) and the place in the turn
        order of the seat whose turn it is (0: the first player); (0, 0) before the first round."""
        f = self.frames[0] if self.frames else {}
        return int(f.get("cycle", 0)), int(f.get("pos", 0))

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        scores = self.result["scores"]
        winners = tuple(self.result["winners"])
        parts = self.result["parts"]
        order = sorted(range(self.num_seats), key=lambda s: (s not in winners, -scores[s], s))
        standings = []
        rank = 0
        last: tuple[bool, int] | None = None
        for i, s in enumerate(order):
            key = (s in winners, scores[s])
            if key != last:
                rank = i + 1
                last = key
            standings.append(Standing(seat=s, rank=rank, score=scores[s], details=dict(parts[s])))
        standings.sort(key=lambda st: st.seat)
        return Outcome(
            Termination.FINISHED,
            winners,
            tuple(standings),
            reason_key=self.result.get("reason", "board.outcome.score"),
            reason_params={},
        )

    def progress(self) -> tuple[str, dict[str, Any]]:
        if self.phase is Phase.OVER:
            scores = "-".join(str(s) for s in self.result["scores"])
            return ("board.progress.over", {"scores": scores})
        return ("board.progress.round", {"round": max(1, self.round), "rounds": self.side.golden_spaces})
