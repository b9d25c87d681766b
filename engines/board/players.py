"""Optional actions between players (rulebook: Optional actions: Trade with a player, Attack a player): the deal
step (an offer built item by item, then answered) and the fight step (escape, player combat, the spoils)."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.core import BoardState
from engines.board.dice import start_roll
from engines.board.state import RES, RES_INDEX, Player
from engines.board.steps import DealStep, FightStep, RollResult

#: What a trade between players can exchange: the five resources, fortune coins, treasures (+ parrots).
ITEMS = (*RES, "coin", "treasure")
_PROPOSE = Act("propose")
_CANCEL = Act("cancel")
_ACCEPT = Act("accept")
_REFUSE = Act("refuse")
_DONE = Act("done")


def _holdings(p: Player) -> list[int]:
    return [*p.res, p.coins, p.treasures]


def _move_items(src: Player, dst: Player, counts: list[int]) -> None:
    for i in range(5):
        src.res[i] -= counts[i]
        dst.res[i] += counts[i]
    src.coins -= counts[5]
    dst.coins += counts[5]
    src.treasures -= counts[6]
    dst.treasures += counts[6]


# --- Trade with a player --------------------------------------------------------------
def legal_deal(g: BoardState, f: DealStep) -> list[Act]:
    """Build the offer item by item, propose or cancel it; the partner's answer."""
    if f.stage == "answer":
        return [_ACCEPT, _REFUSE]
    me, other = g.players[f.proposer], g.players[f.partner]
    out: list[Act] = []
    for verb, who, counts, parrots in (
        ("give", me, f.give, f.give_parrots),
        ("ask", other, f.ask, f.ask_parrots),
    ):
        have = _holdings(who)
        out.extend(Act(verb, item) for i, item in enumerate(ITEMS) if have[i] > counts[i])
        out.extend(Act(verb, "parrot", str(c)) for c in who.parrots if c not in parrots)
    if any(f.give) or any(f.ask) or f.give_parrots or f.ask_parrots:
        out.append(_PROPOSE)
    out.append(_CANCEL)
    return out


def act_deal(g: BoardState, f: DealStep, a: Act) -> None:
    """Add to the offer, propose it, or carry out the answer."""
    verb = a[0]
    turn = g.turn_step()
    if verb in ("give", "ask"):
        if a[1] == "parrot":
            (f.give_parrots if verb == "give" else f.ask_parrots).append(int(a[2]))
        else:
            (f.give if verb == "give" else f.ask)[ITEMS.index(a[1])] += 1
        return
    if verb == "propose":
        g.ev(
            "board.event.trade_offer",
            seat=f.proposer,
            other=f.partner,
            give=_describe(f.give, f.give_parrots),
            ask=_describe(f.ask, f.ask_parrots),
        )
        f.stage = "answer"
        f.seat = f.partner
        return
    if verb == "accept":
        me, other = g.players[f.proposer], g.players[f.partner]
        g.check_load = True
        _move_items(me, other, f.give)
        _move_items(other, me, f.ask)
        for c in f.give_parrots:
            me.parrots.remove(c)
            other.parrots.append(c)
        for c in f.ask_parrots:
            other.parrots.remove(c)
            me.parrots.append(c)
        if turn is not None:
            turn.optional_used = True
        g.ev("board.event.trade_accepted", seat=f.partner, other=f.proposer)
    else:
        # Refused (or the offer withdrawn): the action is aborted; that partner is not asked again.
        key = "board.event.trade_refused" if verb == "refuse" else "board.event.trade_cancelled"
        g.ev(key, seat=f.partner, other=f.proposer)
        if turn is not None:
            turn.refused.append(f.partner)
    g.frames.pop()


# --- Attack a player -----------------------------------------------------------------
def start_attack(g: BoardState, a: int, o: int) -> None:
    """Attack a player in the same sea; the opponent decides first whether to try to escape."""
    g.ev("board.event.attack", seat=a, other=o)
    g.push(FightStep(seat=o, attacker=a, opponent=o))


def run_fight(g: BoardState, f: FightStep) -> bool:
    """The automatic stages of an attack: the escape roll, both combat rolls, the spoils, the end."""
    stage = f.stage
    att, opp = g.players[f.attacker], g.players[f.opponent]
    if stage == "escape":
        return True
    if stage == "escaping":
        if _take_roll(f).stars > att.sails:
            g.ev("board.event.escaped", seat=opp.seat, other=att.seat)
            g.frames.pop()
            return False
        g.ev("board.event.escape_failed", seat=opp.seat, other=att.seat)
        f.stage = "combat"
        return False
    if stage == "combat":
        # Dice roll phase: the attacker rolls, then the opponent.
        f.stage = "a_rolled"
        start_roll(g, att, "player_combat", {}, c=att.weapons)
        return False
    if stage == "a_rolled":
        f.attacker_roll = _take_roll(f)
        f.stage = "o_rolled"
        start_roll(g, opp, "player_combat", {}, c=opp.weapons)
        return False
    if stage == "o_rolled":
        ra = f.attacker_roll
        assert ra is not None  # rolled at the stage before
        ro = f.opponent_roll = _take_roll(f)
        _player_combat(g, f, att, opp, ra, ro)
        return False
    if stage == "parrot":
        loser = g.players[f.loser]
        if len(loser.parrots) > 1:
            return True
        if loser.parrots:
            _steal_parrot(g, f, loser.parrots[0])
        f.stage = "steal"
        return False
    if stage == "steal":
        if legal_fight(g, f) != [_DONE]:
            return True
        f.stage = "finish"
        return False
    # finish
    g.ev("board.event.fight_end", seat=att.seat, other=opp.seat, winner=f.winner)
    g.frames.pop()
    return False


def _player_combat(
    g: BoardState, f: FightStep, att: Player, opp: Player, ra: RollResult, ro: RollResult
) -> None:
    # Cannon phase: both lose planks for the other's cannonballs, at the same time.
    lose_a = min(att.planks, ro.cannons)
    lose_o = min(opp.planks, ra.cannons)
    att.planks -= lose_a
    opp.planks -= lose_o
    g.ev("board.event.cannon_exchange", seat=att.seat, other=opp.seat, lost=lose_a, other_lost=lose_o)
    cap_a, cap_o = att.planks <= 0, opp.planks <= 0
    if cap_a and cap_o:
        # Both capsized: no one wins; each gets 1 fortune coin. Each ship was capsized by the other,
        # so the half each loses goes to the other (Lose X resources), both taken before either
        # arrives.
        g.ev("board.event.capsized", seat=att.seat)
        lost_a = g.take_random(att, sum(att.res) // 2)
        g.ev("board.event.capsized", seat=opp.seat)
        lost_o = g.take_random(opp, sum(opp.res) // 2)
        g.hand_over(att, lost_a, opp)
        g.hand_over(opp, lost_o, att)
        att.coins += 1
        opp.coins += 1
        g.ev("board.event.both_capsized", seat=att.seat, other=opp.seat)
        f.stage = "finish"
        return
    if cap_a or cap_o:
        winner, loser = (opp, att) if cap_a else (att, opp)
        # The winner takes the loser's lost resources.
        g.capsize(loser, winner)
        _victory(g, f, winner, loser, 0)
        return
    # Boarding phase: strictly more boarding faces wins; the excess buys resources and treasures.
    ba, bo = ra.boardings, ro.boardings
    if ba == bo:
        g.ev("board.event.boarding_tie", seat=att.seat, other=opp.seat)
        f.stage = "finish"
        return
    winner, loser = (att, opp) if ba > bo else (opp, att)
    _victory(g, f, winner, loser, abs(ba - bo))


def _victory(g: BoardState, f: FightStep, winner: Player, loser: Player, excess: int) -> None:
    loser.coins += 1
    g.ev("board.event.fight_won", seat=winner.seat, other=loser.seat, excess=excess)
    f.winner, f.loser, f.excess = winner.seat, loser.seat, excess
    f.seat = winner.seat
    f.defer = winner.seat
    f.stage = "parrot"


def _steal_parrot(g: BoardState, f: FightStep, colour: int) -> None:
    winner, loser = g.players[f.winner], g.players[f.loser]
    loser.parrots.remove(colour)
    winner.parrots.append(colour)
    g.ev("board.event.parrot", seat=winner.seat, other=loser.seat, parrot=colour)


def legal_fight(g: BoardState, f: FightStep) -> list[Act]:
    """Escape or fight; the winner's parrot and steals."""
    stage = f.stage
    if stage == "escape":
        return [Act("escape"), Act("fight")]
    if stage == "parrot":
        return [Act("parrot", str(c)) for c in g.players[f.loser].parrots]
    if stage == "steal":
        loser = g.players[f.loser]
        out: list[Act] = []
        if f.excess >= 1:
            out.extend(Act("steal", RES[i]) for i in range(5) if loser.res[i] > 0)
        if f.excess >= 2 and loser.treasures > 0:
            out.append(Act("steal", "treasure"))
        out.append(_DONE)
        return out
    return []


def act_fight(g: BoardState, f: FightStep, a: Act) -> None:
    """Try to escape or fight; take a parrot; steal a resource or a treasure."""
    verb = a[0]
    if verb == "escape":
        opp = g.players[f.opponent]
        g.ev("board.event.escape_try", seat=opp.seat)
        f.stage = "escaping"
        # Ruling: no food or rum (no extra dice); fortune and the 2-stars token may set dice.
        start_roll(g, opp, "escape", {"above": g.players[f.attacker].sails}, e=opp.sails, food=0, rum=False)
    elif verb == "fight":
        f.stage = "combat"
        f.seat = f.attacker
    elif verb == "parrot":
        _steal_parrot(g, f, int(a[1]))
        f.stage = "steal"
    elif verb == "steal":
        winner, loser = g.players[f.winner], g.players[f.loser]
        if a[1] == "treasure":
            f.excess -= 2
            loser.treasures -= 1
            winner.treasures += 1
        else:
            f.excess -= 1
            i = RES_INDEX[a[1]]
            loser.res[i] -= 1
            winner.res[i] += 1
            g.check_load = True
        g.ev("board.event.steal", seat=winner.seat, other=loser.seat, item=a[1])
    else:  # done
        f.stage = "finish"


def _take_roll(f: FightStep) -> RollResult:
    """The roll a fight's roll step handed back."""
    r = f.ret
    f.ret = None
    if not isinstance(r, RollResult):
        raise ValueError(f"a fight waits for a roll, not {r!r}")
    return r


def _describe(counts: list[int], parrots: list[int]) -> list[str]:
    out = [ITEMS[i] for i in range(len(ITEMS)) for _ in range(counts[i])]
    out.extend(f"parrot{c}" for c in parrots)
    return out
