"""Game setup (rulebook: Game setup; Solo game setup through ``solo``): the ring, the decks, the first player's
die roll, the set-up coin, then the hideouts (the game step's first stage)."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.content import Die, Sea
from engines.board.core import BoardState
from engines.board.solo import after_hideouts, solo_setup
from engines.board.state import HIDEOUT, Phase
from engines.board.steps import GameStep

__all__ = ["legal_hideout", "place_hideout", "set_up"]

_EXPLORATION_RANK = {"blank": 0, "star": 1, "two_stars": 2}
_COMBAT_RANK = {"blank": 0, "cannon": 1, "boarding": 2}


def set_up(g: BoardState) -> None:
    """Set-up steps 1-5 (Solo: 7-9 too), the first player and the set-up coin; then the game step waits for
    the hideouts, after the extensions' ``after_setup``."""
    c = g.content
    n = g.config.players
    # Step 1: one fortune coin on each golden space.
    g.golden = g.side.golden_spaces
    # Step 2: the sea tiles in a random ring; bonus tokens by player count (Advanced only).
    ring = [s.value for s in Sea]
    g.rng.shuffle(ring)
    g.ring = ring
    per_space = c.tokens_by_players.get(n, 0) if g.side.bonus_spaces else 0
    g.bonus = {s: per_space for s in ring}
    g.ev("board.event.setup_ring", ring=list(ring))
    # Step 3: each sea deck (Discovery: base cards only), shuffled; the rest stays in the box.
    g.decks = {}
    mode_decks = g.t.mode_decks[g.config.mode]
    for tile in Sea:
        deck = list(mode_decks[tile.value])
        g.rng.shuffle(deck)
        g.decks[tile.value] = deck  # the top of a deck is its last element
    g.box = list(g.t.box[g.config.mode])
    # Step 4: reveal the first card of each deck, replacing treasure-icon cards (put under the deck).
    g.revealed = {s: [] for s in ring}
    for sea in ring:
        deck = g.decks[sea]
        while True:
            cid = deck.pop()
            if not c.cards[cid].treasure_icon:
                break
            g.ev("board.event.setup_replace", reveals=True, sea=sea, card=cid)
            g.put_under(sea, cid)
        g.revealed[sea].append(cid)
        g.ev("board.event.reveal", reveals=True, seat=-1, sea=sea, card=cid)
    # Step 5: the kits are made by Player(); gems wait on the sea tiles until collected.
    # First player: each rolls one exploration and one combat die; the best pair starts.
    # Solo mode: no golden marker, nobody to roll against.
    g.first = 0 if g.config.solo else _roll_first_player(g, list(range(n)))
    if not g.config.solo:
        g.ev("board.event.first_player", seat=g.first)
    # Ruling: the set-up coin (RULES-FACTS) goes to the first player (Solo mode: set-up step 7).
    g.golden -= 1
    g.players[g.first].coins += 1
    g.ev("board.event.golden_coin", seat=g.first, left=g.golden)
    if g.config.solo:
        solo_setup(g)
    # Ruling: hideouts are placed in reverse turn order, each on a free space between two seas.
    order = [(g.first + n - 1 - i) % n for i in range(n)]
    g.phase = Phase.SETUP
    g.frames = [GameStep(stage="hideout", seat=order[0], order=order)]
    # After setup: a module may claim its token or push a question (on top of the hideouts).
    for x in g.extensions:
        x.after_setup(g)


def _roll_first_player(g: BoardState, seats: list[int]) -> int:
    """Ruling: more stars wins, then boarding > cannonball > blank; tied leaders roll again."""
    while True:
        best = -1
        leaders: list[int] = []
        for s in seats:
            e = g.roll_die(Die.EXPLORATION)
            k = g.roll_die(Die.COMBAT)
            g.ev("board.event.first_roll", reveals=True, seat=s, exploration=e, combat=k)
            value = _EXPLORATION_RANK[e] * 3 + _COMBAT_RANK[k]
            if value > best:
                best, leaders = value, [s]
            elif value == best:
                leaders.append(s)
        if len(leaders) == 1:
            return leaders[0]
        seats = leaders


# --- the game frame: hideouts, rounds, end of the round, end of the game ----------------
def legal_hideout(g: BoardState, f: GameStep) -> list[Act]:
    """The free spaces for the next hideout."""
    if f.stage != "hideout":
        return []
    taken = {p.hideout for p in g.players}
    return [Act("hideout", str(k)) for k in range(7) if k not in taken]


def place_hideout(g: BoardState, f: GameStep, a: Act) -> None:
    """Place a hideout; after the last one the rounds start (Solo: the mist tile first)."""
    seat = f.seat
    p = g.players[seat]
    p.hideout = int(a[1])
    p.loc = HIDEOUT
    g.ev(
        "board.event.hideout",
        seat=seat,
        space=p.hideout,
        seas=[g.ring[p.hideout], g.ring[(p.hideout + 1) % 7]],
    )
    f.index += 1
    if f.index < len(f.order):
        f.seat = f.order[f.index]
    elif g.config.solo:
        after_hideouts(g, f)
    else:
        f.stage = "round_start"
        g.phase = Phase.PLAY
