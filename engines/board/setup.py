"""Game setup (rulebook: Game setup) and the first player's die roll."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.content import Die, Sea
from engines.board.core import BoardCore
from engines.board.state import HIDEOUT, Phase
from engines.board.steps import GameStep

_EXPLORATION_RANK = {"blank": 0, "star": 1, "two_stars": 2}
_COMBAT_RANK = {"blank": 0, "cannon": 1, "boarding": 2}


class SetupMixin(BoardCore):
    """Set-up steps 1-5, the first player, the set-up coin and the hideouts."""

    def _setup(self) -> None:
        c = self.content
        n = self.config.players
        # Step 1: one fortune coin on each golden space.
        self.golden = self.side.golden_spaces
        # Step 2: the sea tiles in a random ring; bonus tokens by player count (Advanced only).
        ring = [s.value for s in Sea]
        self.rng.shuffle(ring)
        self.ring = ring
        per_space = c.tokens_by_players.get(n, 0) if self.side.bonus_spaces else 0
        self.bonus = {s: per_space for s in ring}
        self.ev("board.event.setup_ring", ring=list(ring))
        # Step 3: each sea deck (Discovery: base cards only), shuffled; the rest stays in the box.
        self.decks = {}
        mode_decks = self.t.mode_decks[self.config.mode]
        for tile in Sea:
            deck = list(mode_decks[tile.value])
            self.rng.shuffle(deck)
            self.decks[tile.value] = deck  # the top of a deck is its last element
        self.box = list(self.t.box[self.config.mode])
        # Step 4: reveal the first card of each deck, replacing treasure-icon cards (put under the deck).
        self.revealed = {s: [] for s in ring}
        for sea in ring:
            deck = self.decks[sea]
            while True:
                cid = deck.pop()
                if not c.cards[cid].treasure_icon:
                    break
                self.ev("board.event.setup_replace", reveals=True, sea=sea, card=cid)
                deck.insert(0, cid)
            self.revealed[sea].append(cid)
            self.ev("board.event.reveal", reveals=True, seat=-1, sea=sea, card=cid)
        # Step 5: the kits are made by Player(); gems wait on the sea tiles until collected.
        # First player: each rolls one exploration and one combat die; the best pair starts.
        # Solo mode: no golden marker, nobody to roll against.
        self.first = 0 if self.config.solo else self._roll_first_player(list(range(n)))
        if not self.config.solo:
            self.ev("board.event.first_player", seat=self.first)
        # Ruling: the set-up coin (RULES-FACTS) goes to the first player (Solo mode: set-up step 7).
        self.golden -= 1
        self.players[self.first].coins += 1
        self.ev("board.event.golden_coin", seat=self.first, left=self.golden)
        if self.config.solo:
            self.solo_setup()
        # Ruling: hideouts are placed in reverse turn order, each on a free space between two seas.
        order = [(self.first + n - 1 - i) % n for i in range(n)]
        self.phase = Phase.SETUP
        self.frames = [GameStep(stage="hideout", seat=order[0], order=order)]
        # After setup: a module may claim its token or push a question (on top of the hideouts).
        self._hooks("after_setup")

    def _roll_first_player(self, seats: list[int]) -> int:
        """Ruling: more stars wins, then boarding > cannonball > blank; tied leaders roll again."""
        while True:
            best = -1
            leaders: list[int] = []
            for s in seats:
                e = self.roll_die(Die.EXPLORATION)
                k = self.roll_die(Die.COMBAT)
                self.ev("board.event.first_roll", reveals=True, seat=s, exploration=e, combat=k)
                value = _EXPLORATION_RANK[e] * 3 + _COMBAT_RANK[k]
                if value > best:
                    best, leaders = value, [s]
                elif value == best:
                    leaders.append(s)
            if len(leaders) == 1:
                return leaders[0]
            seats = leaders

    # --- the game frame: hideouts, rounds, end of the round, end of the game ----------------
    def _legal_game(self, f: GameStep) -> list[Act]:
        if f.stage != "hideout":
            return []
        taken = {p.hideout for p in self.players}
        return [Act("hideout", str(k)) for k in range(7) if k not in taken]

    def _act_game(self, f: GameStep, a: Act) -> None:
        seat = f.seat
        p = self.players[seat]
        p.hideout = int(a[1])
        p.loc = HIDEOUT
        self.ev(
            "board.event.hideout",
            seat=seat,
            space=p.hideout,
            seas=[self.ring[p.hideout], self.ring[(p.hideout + 1) % 7]],
        )
        f.index += 1
        if f.index < len(f.order):
            f.seat = f.order[f.index]
        elif self.config.solo:
            self.solo_after_hideout(f)
        else:
            f.stage = "round_start"
            self.phase = Phase.PLAY
