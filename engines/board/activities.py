"""Card activities (rulebook: Land on an island, Dock at a port, Encounters): the task step."""

from __future__ import annotations

from engines.board.content import Card, Die, Kind, Reward
from engines.board.core import BoardState, explore_of, faces_of, fight_of, pirate_of, reward_of, trade_of
from engines.board.dice import start_roll
from engines.board.payment import start_pay
from engines.board.state import Player
from engines.board.steps import RollResult, TaskStep
from engines.board.success import fail, start_win

#: The flow of each card kind when handled; islands and merchant ships depend on the chosen mode.
_FLOW = {
    Kind.ORDINARY_PORT: "trade",
    Kind.PERILOUS_PORT: "perilous",
    Kind.INFAMOUS_PORT: "infamous",
    Kind.PIRATE_SHIP: "pirate",
    Kind.SEA_HAZARD: "hazard",
    Kind.SEA_GIANT: "giant",
    Kind.SEA_CREATURE: "creature",
    Kind.MERCHANT_FLEET: "trade",
}


def start_task(g: BoardState, p: Player, card: Card, mode: str, land: bool) -> None:
    """Perform the activity of ``card``: ``mode`` is explore/trade/fight for islands and merchant
    ships (Land on an island: choose; Merchant ship: trade or attack), else set by the kind."""
    flow = mode if mode in ("explore", "trade", "fight") else _FLOW[card.kind]
    sea = g.sea_of(p)
    g.ev("board.event.activity", seat=p.seat, card=card.id, flow=flow, sea=sea)
    g.push(TaskStep(seat=p.seat, stage="start", card=card.id, sea=sea, flow=flow))


def run_task(g: BoardState, f: TaskStep) -> bool:
    """The task step: roll or pay for the activity, then judge the roll, trade, succeed or fail."""
    stage = f.stage
    p = g.players[f.seat]
    card = g.card(f.card)
    flow = f.flow
    if stage == "start":
        f.stage = "eval"
        if flow == "explore":
            # Wild island: the first die is free; each food spent grants another die.
            start_roll(g, p, flow, {"stars": explore_of(card).stars}, e=1)
        elif flow == "trade":
            start_pay(g, p, trade_of(card).cost, True, "trade")
            f.stage = "traded"
        elif flow == "fight":
            start_roll(g, p, flow, {"successes": fight_of(card).successes}, c=p.weapons)
        elif flow == "perilous":
            # Perilous port: sail-level dice, only 1 food for 1 more die; the trade must stay payable.
            start_roll(g, p, flow, {"stars": card.seamanship}, e=p.sails, food=1, reserve=trade_of(card).cost)
        elif flow == "infamous":
            start_roll(
                g,
                p,
                flow,
                {"successes": fight_of(card).successes},
                c=p.weapons,
                reserve=trade_of(card).cost,
            )
        elif flow == "pirate":
            pirate = pirate_of(card)
            rolled = [g.roll_die(Die.COMBAT) for _ in range(pirate.unknown)]
            cannons = pirate.cannons + rolled.count("cannon")
            boardings = pirate.boardings + rolled.count("boarding")
            f.pirate_cannons, f.pirate_boardings = cannons, boardings
            # Ruling: the pirate's unknown faces are rolled by the engine's generator.
            g.ev(
                "board.event.pirate_roll",
                reveals=bool(rolled),
                seat=p.seat,
                card=card.id,
                rolled=rolled,
                cannons=cannons,
                boardings=boardings,
                planks=pirate.planks,
            )
            start_roll(
                g,
                p,
                flow,
                {"cannons": cannons, "boardings": boardings, "planks": pirate.planks},
                c=p.weapons,
            )
        elif flow == "hazard":
            start_roll(g, p, flow, {"stars": card.seamanship}, e=p.sails, food=1)
        elif flow == "giant":
            start_roll(
                g,
                p,
                flow,
                {"cannons": faces_of(card).cannons, "boardings": faces_of(card).boardings},
                c=p.weapons,
            )
        else:  # creature: both kinds of dice in one roll, only 1 food
            start_roll(
                g,
                p,
                flow,
                {
                    "stars": card.seamanship,
                    "cannons": faces_of(card).cannons,
                    "boardings": faces_of(card).boardings,
                },
                e=p.sails,
                c=p.weapons,
                food=1,
            )
        return False
    if stage == "eval":
        r = f.ret
        f.ret = None
        if not isinstance(r, RollResult):
            raise ValueError(f"a task evaluates a roll, not {r!r}")
        _evaluate(g, p, f, card, r)
        return False
    if stage == "traded":
        f.ret = None
        f.stage = "finish"
        tracks = {"perilous": ["exploration", "trade"], "infamous": ["combat", "trade"]}.get(
            f.via or "", ["trade"]
        )
        start_win(g, p, card, f.sea, tracks, trade_of(card).reward, trade=True, reduce=f.reduce or 0)
        return False
    # finish: back from the success step
    f.ret = None
    g.finish("won")
    return False


def _evaluate(g: BoardState, p: Player, f: TaskStep, card: Card, r: RollResult) -> None:
    flow = f.flow
    sea = f.sea
    stars, cannons, boardings = r.stars, r.cannons, r.boardings
    if flow == "perilous":
        missing = card.seamanship - stars
        if missing > 0:
            g.lose_planks(p, missing)
        if p.planks <= 0:
            _lost(g, p, card, sea)
            return
        f.via = flow
        f.stage = "traded"
        start_pay(g, p, trade_of(card).cost, True, "trade")
        return
    if flow == "infamous":
        # Missing successes: the outlaws steal that many of the resources received.
        f.via = flow
        f.reduce = max(0, fight_of(card).successes - cannons - boardings)
        if f.reduce:
            g.ev("board.event.outlaws", seat=p.seat, missing=f.reduce)
        f.stage = "traded"
        start_pay(g, p, trade_of(card).cost, True, "trade")
        return
    if flow == "pirate":
        # Cannon phase: you lose planks for the pirate's cannonballs; it sinks if your
        # cannonballs reach its planks.
        pk, pb = f.pirate_cannons, f.pirate_boardings
        assert pk is not None and pb is not None  # rolled at the start of the task
        sunk = cannons >= pirate_of(card).planks
        g.ev("board.event.cannon_phase", seat=p.seat, lose=pk, sunk=sunk)
        g.lose_planks(p, pk)
        if p.planks <= 0:
            _lost(g, p, card, sea)
        elif sunk or boardings > pb:
            _won(g, p, f, card, ["combat"], reward_of(card))
        else:
            # Boarding phase lost: the pirate steals 1 resource per excess boarding face.
            excess = pb - boardings
            g.ev("board.event.boarding_lost", seat=p.seat, excess=excess)
            if excess > 0:
                g.lose_resources(p, excess)
            _lost(g, p, card, sea)
        return
    reward: Reward
    if flow == "explore":
        ok, tracks, reward = stars >= explore_of(card).stars, ["exploration"], explore_of(card).reward
    elif flow == "fight":
        ok, tracks, reward = (
            cannons + boardings >= fight_of(card).successes,
            ["combat"],
            fight_of(card).reward,
        )
    elif flow == "hazard":
        ok, tracks, reward = stars >= card.seamanship, ["exploration"], reward_of(card)
    elif flow == "giant":
        ok = cannons >= faces_of(card).cannons and boardings >= faces_of(card).boardings
        tracks, reward = ["combat"], reward_of(card)
    else:  # creature
        ok = (
            stars >= card.seamanship
            and cannons >= faces_of(card).cannons
            and boardings >= faces_of(card).boardings
        )
        tracks, reward = ["exploration", "combat"], reward_of(card)
    if ok:
        _won(g, p, f, card, tracks, reward)
    else:
        _lost(g, p, card, sea)


def _won(g: BoardState, p: Player, f: TaskStep, card: Card, tracks: list[str], reward: Reward) -> None:
    f.stage = "finish"
    start_win(g, p, card, f.sea, tracks, reward)


def _lost(g: BoardState, p: Player, card: Card, sea: str) -> None:
    fail(g, p, card, sea)
    g.finish("lost")
