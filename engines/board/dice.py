"""Dice rolls (rulebook: Key mechanics: Boost your crew with rum, Set your dice with fortune, Use a bonus token;
Main actions: no more than 5 dice of a type): the roll step, prepared with food, rum, fortune and tokens."""

from __future__ import annotations

from collections.abc import Sequence

from engines.board.actions import Act
from engines.board.config import RuleParams
from engines.board.content import Die
from engines.board.core import BoardState, can_pay_counts
from engines.board.state import FOOD, RUM, Player
from engines.board.steps import RollResult, RollStep

__all__ = ["act_roll", "legal_roll", "roll_cuts", "start_roll"]

_ROLL = Act("roll")
_FOOD = Act("food")
_SET_COST = {"star": 1, "two_stars": 2, "cannon": 1, "boarding": 2}
_STARS = {"blank": 0, "star": 1, "two_stars": 2}


def roll_cuts(params: RuleParams, why: str) -> tuple[int, int]:
    """The exploration and combat dice a curse removes from the whole roll of ``why`` (Wild: the Exploration
    activity's roll only, ``RULES.md``; Burning: every combat roll)."""
    return (-params.exploration_dice_delta if why == "explore" else 0), -params.combat_dice_delta


def start_roll(
    g: BoardState,
    p: Player,
    why: str,
    goal: dict[str, int],
    e: int = 0,
    c: int = 0,
    food: int = -1,
    rum: bool = True,
    tokens: bool = True,
    fortune: bool = True,
    reserve: Sequence[str] = (),
) -> None:
    """Prepare a roll: ``e`` exploration and ``c`` combat dice (capped at 5 each); ``food`` is how
    many food may add exploration dice (-1: any), then the seat boosts, sets dice and rolls.
    ``reserve`` is a trade cost that boosts must leave payable."""
    cap = g.max_dice
    e, c = min(cap, e), min(cap, c)
    # Curses (Wild, Burning): one die fewer in the whole roll, boosts included, 1 always rolled.
    # The cut dice are removed from the dice counted in ``exploration``/``combat`` when rolling.
    # Ruling: the Wild curse ("Exploration: Roll -1 exploration die") cuts the Exploration activity's roll
    # only, not seamanship (hazards, perilous ports, creatures) nor any other roll of exploration dice.
    e_cut, c_cut = roll_cuts(g.params, why)
    g.push(
        RollStep(
            seat=p.seat,
            why=why,
            goal=goal,
            exploration=e,
            combat=c,
            food_max=food if e else 0,
            rum_allowed=rum,
            tokens_allowed=tokens,
            fortune_allowed=fortune,
            reserve=list(reserve),
            exploration_cut=e_cut or None,
            combat_cut=c_cut or None,
        )
    )


def _reserve_ok(g: BoardState, p: Player, f: RollStep, i: int) -> bool:
    if not f.reserve:
        return True
    res = list(p.res)
    res[i] -= 1
    return can_pay_counts(res, f.reserve, True, g.can_use(p, "instead_of_rum"))


def legal_roll(g: BoardState, f: RollStep) -> list[Act]:
    """Prepare the roll: food, rum, bonus tokens, faces set with fortune, or roll."""
    p = g.players[f.seat]
    cap = g.max_dice
    out: list[Act] = []
    e, c = f.exploration, f.combat
    fmax = f.food_max
    if (
        fmax
        and p.res[FOOD] > 0
        and e < cap
        and (fmax < 0 or f.food_used < fmax)
        and _reserve_ok(g, p, f, FOOD)
    ):
        out.append(_FOOD)
    if f.rum_allowed and not f.rum_used:
        types = [t for t, n in (("exploration", e), ("combat", c)) if 0 < n < cap]
        two = e > 0 and c > 0
        has_rum = p.res[RUM] > 0 and _reserve_ok(g, p, f, RUM)
        # the token spent on the boost must not be needed for the trade still to pay
        tok = (
            f.tokens_allowed
            and g.can_use(p, "instead_of_rum")
            and (not f.reserve or can_pay_counts(p.res, f.reserve, True, False))
        )
        for t in types:
            words = ("rum", t) if two else ("rum",)
            if has_rum:
                out.append(Act(*words))
            if tok:
                out.append(Act(*words, "token"))
    re, rc = f.rolled_dice()
    if f.tokens_allowed:
        if 0 < c < cap and not f.extra_die and g.can_use(p, "extra_combat_die"):
            out.append(Act("die"))
        if len(f.set_exploration) < re and g.can_use(p, "set_two_stars"):
            out.append(Act("stars"))
    if f.fortune_allowed and f.sets < g.params.max_set_per_roll:
        coins = p.coins
        tokc = f.tokens_allowed and g.can_use(p, "instead_of_coin")
        for n, faces in (
            (re - len(f.set_exploration), ("star", "two_stars")),
            (rc - len(f.set_combat), ("cannon", "boarding")),
        ):
            if n <= 0:
                continue
            for face in faces:
                cost = _SET_COST[face]
                if coins >= cost:
                    out.append(Act("set", face))
                if tokc and coins >= cost - 1:
                    out.append(Act("set", face, "token"))
    out.append(_ROLL)
    return out


def act_roll(g: BoardState, f: RollStep, a: Act) -> None:
    """Boost the roll, set a face, or roll the dice (the result goes to the step below)."""
    p = g.players[f.seat]
    verb = a[0]
    if verb == "roll":
        _roll(g, p, f)
        return
    if verb == "food":
        # Exploration: each food you spend grants an additional die.
        p.res[FOOD] -= 1
        f.food_used += 1
        f.exploration += 1
        g.ev("board.event.boost_food", seat=p.seat)
    elif verb == "rum":
        # Boost your crew with rum: one rum per roll for one more die.
        t = (
            a[1]
            if len(a) > 1 and a[1] in ("exploration", "combat")
            else ("exploration" if f.exploration else "combat")
        )
        if a[-1] == "token":
            g.use_token(p, "instead_of_rum")
        else:
            p.res[RUM] -= 1
        f.rum_used = True
        if t == "exploration":
            f.exploration += 1
        else:
            f.combat += 1
        g.ev("board.event.boost_rum", seat=p.seat, die=t)
    elif verb == "die":
        g.use_token(p, "extra_combat_die")
        f.extra_die = True
        f.combat += 1
    elif verb == "stars":
        g.use_token(p, "set_two_stars")
        f.set_exploration.append("two_stars")
    else:  # set: Set your dice with fortune, 1 or 2 coins per die
        face = a[1]
        cost = _SET_COST[face]
        if a[-1] == "token":
            g.use_token(p, "instead_of_coin")
            cost -= 1
        p.coins -= cost
        f.sets += 1
        (f.set_exploration if face in ("star", "two_stars") else f.set_combat).append(face)
        g.ev("board.event.set_die", seat=p.seat, face=face, coins=cost)


def _roll(g: BoardState, p: Player, f: RollStep) -> None:
    re, rc = f.rolled_dice()
    se, sc = f.set_exploration, f.set_combat
    fe = list(se) + [g.roll_die(Die.EXPLORATION) for _ in range(re - len(se))]
    fc = list(sc) + [g.roll_die(Die.COMBAT) for _ in range(rc - len(sc))]
    stars = sum(_STARS[x] for x in fe)
    cannons = fc.count("cannon")
    boardings = fc.count("boarding")
    g.ev(
        "board.event.roll",
        reveals=True,
        seat=p.seat,
        why=f.why,
        exploration=fe,
        combat=fc,
        stars=stars,
        cannons=cannons,
        boardings=boardings,
    )
    g.finish(RollResult(stars, cannons, boardings))
