"""The state of a game of The 7 Seas and the small helpers every rule module shares.

``BoardState`` holds the plain data (saved by ``BoardGame.to_dict``) and the helpers of many rules: gain and
lose resources, planks, capsizing, reveal and discard cards, bonus tokens, the pending steps. The rules
themselves are modules of functions taking the state (``setup``, ``rounds``, ``turn``...); the chapters that
plug into moments of the game (Solo mode, the Extra modules) are :class:`Extension` objects it holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engines.base import Event, Rng
from engines.board.actions import Act
from engines.board.config import BoardConfig, rule_params
from engines.board.content import Card, Content, Die, Explore, Faces, Fight, Pirate, Reward, Trade
from engines.board.content import content as default_content
from engines.board.state import HIDEOUT, RES, RES_INDEX, RUM, Phase, Player
from engines.board.steps import GameStep, PlankStep, Ret, Step, TurnStep
from engines.board.tables import tables

__all__ = [
    "BoardState",
    "Extension",
    "can_pay_counts",
    "explore_of",
    "faces_of",
    "fight_of",
    "pirate_of",
    "reward_of",
    "trade_of",
]


def _missing(card: Card, part: str) -> ValueError:
    return ValueError(f"card {card.id} ({card.kind}) has no {part}")


def explore_of(card: Card) -> Explore:
    """The exploration activity of an island (the content validator guarantees it)."""
    if card.explore is None:
        raise _missing(card, "exploration")
    return card.explore


def trade_of(card: Card) -> Trade:
    """The trade activity of a port, a friendly island or a merchant."""
    if card.trade is None:
        raise _missing(card, "trade")
    return card.trade


def fight_of(card: Card) -> Fight:
    """The combat activity of a hostile island, a merchant ship or an infamous port."""
    if card.fight is None:
        raise _missing(card, "fight")
    return card.fight


def faces_of(card: Card) -> Faces:
    """The face combination a sea giant or a sea creature asks for."""
    if card.faces is None:
        raise _missing(card, "face combination")
    return card.faces


def pirate_of(card: Card) -> Pirate:
    """A pirate ship's cannonballs, boardings, unknown faces and planks."""
    if card.pirate is None:
        raise _missing(card, "pirate roll")
    return card.pirate


def reward_of(card: Card) -> Reward:
    """The reward of a single-plank encounter (pirate, hazard, giant, creature)."""
    if card.reward is None:
        raise _missing(card, "reward")
    return card.reward


def can_pay_counts(res: Sequence[int], cost: Sequence[str], subst: bool, token: bool) -> bool:
    """Whether ``res`` covers ``cost``.

    With ``subst`` (a trade: Dock at a port) any requested resource may be replaced by 1 rum or by
    2 resources of any type; ``token`` (the "instead of rum" bonus token) stands in for 1 rum once.
    Without ``subst`` (an upgrade) only a requested rum may be replaced by the token.
    Paying what is asked first, then rum one for one, then pairs, is optimal.
    """
    need = [0, 0, 0, 0, 0]
    for r in cost:
        need[RES_INDEX[r]] += 1
    left = list(res)
    unmatched = 0
    for i in range(5):
        d = min(need[i], left[i])
        left[i] -= d
        unmatched += need[i] - d
    if unmatched == 0:
        return True
    if not subst:
        return token and unmatched == 1 and need[RUM] > res[RUM]
    rum_used = min(unmatched, left[RUM])
    tok = 1 if token and unmatched > rum_used else 0
    rest = unmatched - rum_used - tok
    return 2 * rest <= sum(left) - rum_used


class Extension(Protocol):
    """A chapter of the rulebook that plugs into moments of the game: Solo mode (``solo.Vagabond``) and the
    Extra modules (``modules.ExtraModules``). An extension overrides the moments it needs; the others do
    nothing."""

    def after_setup(self, g: BoardState) -> None:
        """Set-up is done, before the hideouts (the hen and hook tokens)."""
        return None

    def enter_sea(self, g: BoardState, seat: int, sea: str) -> None:
        """A ship entered ``sea``, before its cards (the Vagabond's encounter)."""
        return None

    def default_action(self, g: BoardState, seat: int, action: str, replaces: str) -> None:
        """``seat`` took a default action (``fish`` or ``await``) in the slot of ``replaces`` (the fisherman)."""
        return None

    def on_fail(self, g: BoardState, seat: int) -> None:
        """``seat`` failed an activity, after its coin and before the negative effect (the hen)."""
        return None

    def round_end(self, g: BoardState) -> None:
        """The End of the round, before Maintenance or the End of the game (the Vagabond phase)."""
        return None

    def maintenance(self, g: BoardState) -> None:
        """After the four steps of the Maintenance phase (the hen's coin, the fisherman's golden marker)."""
        return None

    def end(self, g: BoardState) -> None:
        """The End of the game, before scoring."""
        return None

    def score(self, g: BoardState, parts: list[dict[str, int]]) -> None:
        """Each seat's scoring parts, which an extension may add to (the hen's glory point)."""
        return None


class BoardState:
    """The state of a game of The 7 Seas and the helpers its rules share (``BoardGame`` plays it)."""

    def __init__(self, config: BoardConfig, seed: int, content: Content | None = None) -> None:
        self.config = config
        self.seed = seed
        self.rng = Rng(seed)
        self.content = content if content is not None else default_content()
        self.params = rule_params(config)
        self.t = tables(self.content)
        self.side = self.content.sides[config.mode]
        self.hold = self.content.hold
        self.max_planks = self.content.planks
        self.max_dice = self.content.max_dice
        self.phase = Phase.SETUP
        self.ring: list[str] = []
        self.decks: dict[str, list[str]] = {}
        #: sea -> how many cards at the bottom of its deck everyone knows (put there face up: discarded, or set
        #: aside at set-up); they are the first ones of ``decks[sea]``, the bottom one first
        self.bottom: dict[str, int] = {}
        self.revealed: dict[str, list[str]] = {}
        self.box: list[str] = []
        self.bonus: dict[str, int] = {}
        self.golden = self.side.golden_spaces
        self.first = 0
        self.round = 0
        self.spots: list[list[list[Any]]] = [[] for _ in self.side.spots]
        self.spot_names = self.t.spot_names[config.mode]
        self.players = [
            Player(s, self.max_planks, self.side.sails.start, self.side.weapons.start)
            for s in range(config.players)
        ]
        #: the pending steps, the game step at the bottom, the one waiting for a decision on top
        self.frames: list[Step] = []
        self.result: dict[str, Any] = {}
        #: Solo mode's state (``engines/board/solo.py``), empty outside it
        self.solo: dict[str, Any] = {}
        #: the seats holding the Extra modules' hen and hook tokens (-1: not in play or not claimed)
        self.hen = -1
        self.hook = -1
        #: the chapters plugged into the game's moments (set by ``BoardGame``)
        self.extensions: tuple[Extension, ...] = ()
        self.preset_dice: list[str] = []
        self._events: list[Event] = []
        #: the legal actions of the pending decision once computed (None: not yet)
        self.legal_cache: list[Act] | None = None
        self.setup_events: list[Event] = []
        #: set whenever some hold may have grown: the overload check runs only then
        self.check_load = True
        self._token_sea = self.t.token_sea

    def push(self, step: Step) -> None:
        """Put ``step`` on top of the pending steps."""
        self.frames.append(step)

    def finish(self, value: Ret | None) -> None:
        """Finish the top step and hand ``value`` to the step below it."""
        frames = self.frames
        frames.pop()
        if frames:
            frames[-1].ret = value

    # --- small helpers shared by the rules ----------------------------------------------------
    def ev(self, key: str, reveals: bool = False, **params: Any) -> None:
        """Record a public event (every event of this game is public; draws and dice reveal)."""
        self._events.append(Event.public(key, params, reveals))

    def card(self, cid: str) -> Card:
        """The card with id ``cid``."""
        return self.content.cards[cid]

    def sea_of(self, p: Player) -> str:
        """The sea the ship is on, or "" at the hideout."""
        return self.ring[p.loc] if p.loc >= 0 else ""

    def top_id(self, p: Player) -> str:
        """The id of the active (top) card of the ship's sea, or ""."""
        if p.loc < 0:
            return ""
        pile = self.revealed[self.ring[p.loc]]
        return pile[-1] if pile else ""

    def turn_step(self) -> TurnStep | None:
        """The player turn being played, if any (it lies right above the game step)."""
        frames = self.frames
        if len(frames) > 1:
            step = frames[1]
            if type(step) is TurnStep:
                return step
        return None

    def round_position(self) -> tuple[int, int]:
        """Where the round stands: its cycle of turns (0 or 1) and the place from the first player of the
        seat whose turn it is; (0, 0) before the game step exists."""
        if not self.frames:
            return 0, 0
        game = self.frames[0]
        assert isinstance(game, GameStep)  # the game step is always at the bottom
        return game.cycle, game.pos

    def token_of(self, effect: str) -> str:
        """The sea whose bonus token has ``effect``."""
        return self._token_sea[effect]

    def can_use(self, p: Player, effect: str) -> bool:
        """Whether ``p`` holds the bonus token of ``effect`` effect side up."""
        return p.tokens.get(self._token_sea[effect], False)

    def use_token(self, p: Player, effect: str) -> None:
        """Flip the bonus token of ``effect`` after using it."""
        sea = self._token_sea[effect]
        p.tokens[sea] = False
        self.ev("board.event.token_used", seat=p.seat, sea=sea, effect=effect)

    def neighbours(self, p: Player) -> list[int]:
        """Where the ship can move: ring positions, and ``HIDEOUT`` when it touches the ship's sea."""
        if p.loc == HIDEOUT:
            return [p.hideout, (p.hideout + 1) % 7]
        loc = p.loc
        out = [(loc - 1) % 7, (loc + 1) % 7]
        if p.hideout == loc or p.hideout == (loc - 1) % 7:
            out.append(HIDEOUT)
        return out

    def same_sea(self, seat: int) -> list[int]:
        """Other players in the same sea as ``seat`` whose ship is not capsized."""
        me = self.players[seat]
        if me.loc < 0:
            return []
        return [p.seat for p in self.players if p.seat != seat and p.loc == me.loc and p.planks > 0]

    # --- resources, planks, cards ------------------------------------------------------------
    def gain(self, p: Player, i: int, n: int) -> None:
        """Take ``n`` of resource ``i`` from the supply (the hold may overload)."""
        p.res[i] += n
        self.check_load = True
        self.ev("board.event.gain", seat=p.seat, resource=RES[i], count=n)

    def gain_named(self, p: Player, name: str, n: int) -> None:
        """Take ``n`` of the resource called ``name``."""
        self.gain(p, RES_INDEX[name], n)

    def recover(self, p: Player, n: int) -> int:
        """Recover up to ``n`` planks (never above the hull's 7); returns how many."""
        healed = min(n, self.max_planks - p.planks)
        if healed > 0:
            p.planks += healed
        return max(0, healed)

    def offer_planks(self, p: Player) -> None:
        """After recovering planks, the "extra planks" bonus token may add 2 more (Use a bonus token)."""
        if p.planks < self.max_planks and self.can_use(p, "extra_planks"):
            self.push(PlankStep(seat=p.seat))

    def lose_planks(self, p: Player, n: int, to: Player | None = None) -> int:
        """Lose X planks; at 0 the ship capsizes (once) and loses half its resources."""
        if n <= 0 or p.planks <= 0:
            return 0
        lost = min(n, p.planks)
        p.planks -= lost
        self.ev("board.event.lose_planks", seat=p.seat, count=lost, planks=p.planks)
        if p.planks == 0:
            self.capsize(p, to)
        return lost

    def capsize(self, p: Player, to: Player | None = None) -> None:
        """Capsized ship: lose half of your resources (rounded down)."""
        if self.config.solo:
            self.solo["capsized"] += 1  # Solo mode: the quests count the capsizes
        self.ev("board.event.capsized", seat=p.seat)
        half = sum(p.res) // 2
        if half:
            self.lose_resources(p, half, to)

    def lose_resources(self, p: Player, n: int, to: Player | None = None) -> list[str]:
        """Lose X resources "thrown on the table": chosen at random by the generator.

        When another player capsized the ship in player combat, they receive the resources.
        """
        lost = self.take_random(p, n)
        self.hand_over(p, lost, to)
        return lost

    def take_random(self, p: Player, n: int) -> list[str]:
        """Remove ``n`` resource units of ``p`` picked at random, one at a time among those held."""
        units = [i for i in range(5) for _ in range(p.res[i])]
        n = min(n, len(units))
        lost: list[str] = []
        for _ in range(n):
            i = units.pop(self.rng.randrange(len(units)))
            p.res[i] -= 1
            lost.append(RES[i])
        return lost

    def hand_over(self, p: Player, lost: list[str], to: Player | None) -> None:
        """Discard the resources ``p`` lost, or give them to ``to`` (Lose X resources)."""
        if not lost:
            return
        if to is not None:
            for r in lost:
                to.res[RES_INDEX[r]] += 1
            self.check_load = True
        # picked by chance: a revealing event, like a die (no undo past it)
        self.ev(
            "board.event.lose_resources",
            reveals=True,
            seat=p.seat,
            resources=lost,
            to=-1 if to is None else to.seat,
        )

    def reveal(self, sea: str, seat: int) -> str:
        """Reveal a new sea card: draw it onto the sea's pile. "" when the deck is empty."""
        deck = self.decks[sea]
        if not deck:
            self.ev("board.event.deck_empty", sea=sea)
            return ""
        cid = deck.pop()
        if self.bottom.get(sea, 0) > len(deck):  # the deck was down to its known bottom cards
            self.bottom[sea] = len(deck)
        self.revealed[sea].append(cid)
        self.ev("board.event.reveal", reveals=True, seat=seat, sea=sea, card=cid)
        return cid

    def discard(self, sea: str, cid: str) -> None:
        """Ruling: discarded cards go back under their deck."""
        self.revealed[sea].remove(cid)
        self.put_under(sea, cid)
        self.ev("board.event.discard", sea=sea, card=cid)

    def put_under(self, sea: str, cid: str) -> None:
        """Put the card ``cid``, seen by everyone, under the deck of ``sea``: it is known to lie at the bottom
        until the deck is drawn down to it (``bottom``)."""
        self.decks[sea].insert(0, cid)
        self.bottom[sea] = self.bottom.get(sea, 0) + 1

    def upgrade_cost(self, p: Player, track: str) -> tuple[str, ...] | None:
        """The cost of the leftmost empty spot of an upgrade track, or None at the top."""
        return self.t.upgrade[self.config.mode][track].get(p.sails if track == "sails" else p.weapons)

    def can_pay(
        self,
        p: Player,
        cost: Sequence[Any],
        subst: bool,
        res: Sequence[int] | None = None,
        token: bool | None = None,
    ) -> bool:
        """Whether ``p`` (or the counts ``res``) can pay ``cost``; see :func:`can_pay_counts`."""
        names = [c if isinstance(c, str) else c.value for c in cost]
        if token is None:
            token = self.can_use(p, "instead_of_rum")
        return can_pay_counts(p.res if res is None else res, names, subst, token)

    def roll_die(self, die: Die) -> str:
        """One face of ``die``, from the generator (or the next preset face in tests)."""
        if self.preset_dice:
            return self.preset_dice.pop(0)
        return self.t.faces[die][self.rng.randrange(6)]
