"""Rounds (rulebook: How to play: Start of the round, End of the round, Maintenance phase, End of the game): the
game step's automatic stages, two cycles of player turns per round from the first player."""

from __future__ import annotations

from engines.board.core import BoardState
from engines.board.scoring import finish
from engines.board.state import Phase
from engines.board.steps import GameStep, TurnStep

__all__ = ["run_game"]


def run_game(g: BoardState, f: GameStep) -> bool:
    """Start a round, start each turn in order, end the round; the game ends when no coin is left."""
    stage = f.stage
    n = g.config.players
    if stage == "turn":
        seat = (g.first + f.pos) % n
        f.stage = "after_turn"
        g.push(TurnStep(seat=seat, stage="patch", cycle=f.cycle))
        g.ev("board.event.turn_start", seat=seat, round=g.round, cycle=f.cycle + 1)
        return False
    if stage == "after_turn":
        f.ret = None
        f.pos += 1
        if f.pos == n:
            f.pos = 0
            f.cycle += 1
        f.stage = "round_end" if f.cycle == 2 else "turn"
        return False
    if stage == "round_start":
        g.round += 1
        f.cycle = 0
        f.pos = 0
        f.stage = "turn"
        rounds = g.content.sides[g.config.mode].golden_spaces  # the game's length, for "Round 2 of 5"
        g.ev("board.event.round_start", round=g.round, rounds=rounds, first=g.first)
        return False
    if stage == "round_end":
        # End of the round: the game ends when no coin is left on the golden spaces.
        for x in g.extensions:
            x.round_end(g)
        if g.golden > 0:
            _maintenance(g)
            f.stage = "round_start"
        else:
            _end_game(g)
            f.stage = "over"
            f.seat = -1
            g.phase = Phase.OVER
        return False
    return True  # "hideout" waits for a decision; "over" is final


def _maintenance(g: BoardState) -> None:
    """Maintenance phase, its four steps."""
    g.ev("board.event.maintenance", round=g.round)
    # 1. Remaining encounters disappear (ruling: under their deck, in pile order).
    for sea in g.ring:
        pile = g.revealed[sea]
        kept = []
        for cid in pile:
            if g.t.ctype[cid] == "encounter":
                g.put_under(sea, cid)
                g.ev("board.event.discard", sea=sea, card=cid)
            else:
                kept.append(cid)
        g.revealed[sea] = kept
    # 2. Reveal a new sea card in each sea that does not have one.
    for sea in g.ring:
        if not g.revealed[sea]:
            g.reveal(sea, -1)
    # 3. Retrieve the action tokens (blockers of no seat, like the Vagabond's, stay).
    g.spots = [[o for o in spot if o[0] < 0] for spot in g.spots]
    for p in g.players:
        p.captain = p.officer = -1
    # 4. The first player takes 1 coin from the action board and passes the golden marker left.
    g.golden -= 1
    g.players[g.first].coins += 1
    g.ev("board.event.golden_coin", seat=g.first, left=g.golden)
    if not g.config.solo:  # Solo maintenance: no golden marker
        g.first = (g.first + 1) % g.config.players
        g.ev("board.event.golden_marker", seat=g.first)
    for x in g.extensions:
        x.maintenance(g)


def _end_game(g: BoardState) -> None:
    for x in g.extensions:
        x.end(g)
    finish(g)
