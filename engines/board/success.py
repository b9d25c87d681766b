"""Succeed an activity and Fail an activity (rulebook: Key mechanics): the win step (collect the card, receive
the rewards, then the gem, the bonus token or its refresh) and the failure (a coin, the negative effect)."""

from __future__ import annotations

from collections.abc import Sequence

from engines.board.actions import Act
from engines.board.content import Card, NegativeKind, Reward
from engines.board.core import BoardState
from engines.board.state import FOOD, RES, Player
from engines.board.steps import WinStep

__all__ = ["act_win", "fail", "legal_win", "run_win", "start_win"]

_SKIP = Act("skip")
_TAKE = {r: Act("take", r) for r in RES}
_EXTRA = {r: Act("extra", r) for r in RES}


def start_win(
    g: BoardState,
    p: Player,
    card: Card,
    sea: str,
    tracks: Sequence[str],
    reward: Reward,
    trade: bool = False,
    reduce: int = 0,
) -> None:
    """Succeed an activity: collect the card, receive the rewards, then gem / token / refresh."""
    icons = ["|".join(r.value for r in icon) for icon in reward.icons]
    if trade and g.params.trade_received_delta < 0:
        reduce += min(-g.params.trade_received_delta, max(0, len(icons) - reduce - 1))
    g.ev("board.event.success", seat=p.seat, card=card.id)
    g.push(
        WinStep(
            seat=p.seat,
            card=card.id,
            sea=sea,
            tracks=list(tracks),
            icons=icons,
            treasures=reward.treasures,
            reduce=reduce,
            trade=trade,
            defer=p.seat,
        )
    )


def run_win(g: BoardState, f: WinStep) -> bool:
    """Collect the card, receive the rewards, then the gem, the bonus token or its refresh."""
    stage = f.stage
    p = g.players[f.seat]
    if stage == "track":
        if len(f.tracks) > 1:
            return True
        _collect(g, p, f, f.tracks[0])
        return False
    if stage == "forgo":
        if f.reduce > 0 and f.icons:
            if len(set(f.icons)) > 1:
                return True
            _forgo(g, p, f, f.icons[0])
            return False
        f.stage = "icons"
        return False
    if stage == "icons":
        icons = f.icons
        while icons:
            icon = icons[0]
            if "|" in icon:
                return True
            icons.pop(0)
            g.gain_named(p, icon, 1)
            f.received.append(icon)
        if f.treasures:
            p.treasures += f.treasures
            g.ev("board.event.treasure", seat=p.seat, count=f.treasures)
        f.stage = "extra"
        return False
    if stage == "extra":
        if f.trade and f.received and g.can_use(p, "extra_trade_resource"):
            return True
        f.stage = "bonus"
        return False
    # bonus: 1st card of this sea: its gem; 2nd: its bonus token; 3rd+: refresh the token
    sea = g.t.sea[f.card]
    seas = g.t.sea
    count = sum(1 for t in p.tracks.values() for cid in t if seas[cid] == sea)
    if count == 1:
        if sea not in p.gems:
            p.gems.append(sea)
            g.ev("board.event.gem", seat=p.seat, sea=sea)
    elif count == 2:
        if g.bonus.get(sea, 0) > 0:
            g.bonus[sea] -= 1
            p.tokens[sea] = True
            g.ev(
                "board.event.bonus_token",
                seat=p.seat,
                sea=sea,
                effect=g.content.seas[g.card(f.card).sea].token.value,
            )
    elif sea in p.tokens and not p.tokens[sea]:
        p.tokens[sea] = True
        g.ev("board.event.token_refresh", seat=p.seat, sea=sea)
    g.finish("won")
    return False


def _collect(g: BoardState, p: Player, f: WinStep, track: str) -> None:
    pile = g.revealed[f.sea]
    pile.remove(f.card)
    p.tracks[track].append(f.card)
    turn = g.turn_step()
    if turn is not None and turn.seat == p.seat:
        turn.gained = True
    g.ev("board.event.collect", seat=p.seat, card=f.card, track=track)
    f.stage = "forgo"


def _forgo(g: BoardState, p: Player, f: WinStep, icon: str) -> None:
    f.icons.remove(icon)
    f.reduce -= 1
    g.ev("board.event.forgo", seat=p.seat, icon=icon)


def legal_win(g: BoardState, f: WinStep) -> list[Act]:
    """The track, the icons to forgo, the resource of a two-colour icon, the extra resource."""
    stage = f.stage
    if stage == "track":
        return [Act("track", t) for t in f.tracks]
    if stage == "forgo":
        return [Act("forgo", icon) for icon in dict.fromkeys(f.icons)]
    if stage == "icons":
        return [_TAKE[r] for r in f.icons[0].split("|")]
    if stage == "extra":
        return [_EXTRA[r] for r in dict.fromkeys(f.received)] + [_SKIP]
    return []


def act_win(g: BoardState, f: WinStep, a: Act) -> None:
    """Collect on a track, forgo an icon, take a resource, or use (or skip) the extra token."""
    p = g.players[f.seat]
    verb = a[0]
    if verb == "track":
        _collect(g, p, f, a[1])
    elif verb == "forgo":
        _forgo(g, p, f, a[1])
    elif verb == "take":
        f.icons.pop(0)
        g.gain_named(p, a[1], 1)
        f.received.append(a[1])
    elif verb == "extra":
        g.use_token(p, "extra_trade_resource")
        g.gain_named(p, a[1], 1)
        f.stage = "bonus"
    else:
        f.stage = "bonus"


def fail(g: BoardState, p: Player, card: Card, sea: str) -> None:
    """Fail an activity: a fortune coin, the negative effect, the card's fate; the status check
    (a capsized ship ends the turn) is made by the turn."""
    g.ev("board.event.fail", seat=p.seat, card=card.id)
    p.coins += 1
    for x in g.extensions:
        x.on_fail(g, p.seat)
    neg = card.negative
    if neg is not None:
        kind = neg.kind
        g.ev("board.event.negative", seat=p.seat, card=card.id, effect=kind.value, amount=neg.amount)
        turn = g.turn_step()
        if kind is NegativeKind.LOSE_RESOURCES:
            g.lose_resources(p, neg.amount)
        elif kind is NegativeKind.LOSE_PLANKS:
            g.lose_planks(p, neg.amount)
        elif kind is NegativeKind.PLANKS_PER_RESOURCE:
            g.lose_planks(p, sum(p.res))
        elif kind is NegativeKind.PLANKS_PER_WEAPON:
            g.lose_planks(p, p.weapons)
        elif kind is NegativeKind.END_TURN:
            if turn is not None:
                turn.ended = True
        elif kind is NegativeKind.BLOCK_ACTIONS:
            if turn is not None:
                turn.blocked.extend(a.value for a in neg.actions if a.value not in turn.blocked)
        elif kind is NegativeKind.LOSE_PLANK_AND_SAIL:
            g.lose_planks(p, 1)
            if p.sails > g.side.sails.start:
                p.sails -= 1
                g.ev("board.event.lose_sail", seat=p.seat, level=p.sails)
        elif kind is NegativeKind.LOSE_FOOD:
            eaten = min(neg.amount, p.res[FOOD])
            p.res[FOOD] -= eaten
            if eaten:
                g.ev("board.event.lose_resources", seat=p.seat, resources=["food"] * eaten, to=-1)
            g.lose_planks(p, neg.amount - eaten)
    if g.t.ctype[card.id] == "encounter" and card.id in g.revealed.get(sea, ()):
        g.discard(sea, card.id)
