"""Key mechanics (rulebook: Key mechanics): dice rolls with food, rum, fortune and bonus tokens;
paying with the substitution rule; succeeding and failing an activity; losing planks and
resources; capsizing; the overloaded ship; recovering planks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engines.board.actions import Act
from engines.board.content import Card, Die, NegativeKind
from engines.board.core import BoardCore, can_pay_counts
from engines.board.state import FOOD, RES, RES_INDEX, RUM
from engines.board.steps import LoadStep, PayStep, PlankStep, RepairStep, RollResult, RollStep, WinStep

if TYPE_CHECKING:
    from engines.board.state import Player

_ROLL = Act("roll")
_FOOD = Act("food")
_USE = Act("use")
_SKIP = Act("skip")
_DONE = Act("done")
_PAY_ALL = Act("pay", "all")
_SET_COST = {"star": 1, "two_stars": 2, "cannon": 1, "boarding": 2}
_STARS = {"blank": 0, "star": 1, "two_stars": 2}
_RES_ACTS = {
    verb: {r: Act(verb, r) for r in RES} for verb in ("pay", "discard", "take", "extra", "spend", "steal")
}
_PAIRS = [(RES[i], RES[j]) for i in range(5) for j in range(i, 5)]


class MechanicsMixin(BoardCore):
    """Shared mechanics and the frames: roll, pay, win (succeed), load (overload), plank, repair."""

    # --- dice rolls --------------------------------------------------------------------------
    def start_roll(
        self,
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
        cap = self.max_dice
        e, c = min(cap, e), min(cap, c)
        # Curses (Wild, Burning): one die fewer in the whole roll, boosts included, 1 always rolled.
        # The cut dice are removed from the dice counted in ``exploration``/``combat`` when rolling.
        params = self.params
        self._push(
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
                exploration_cut=-params.exploration_dice_delta if params.exploration_dice_delta else None,
                combat_cut=-params.combat_dice_delta if params.combat_dice_delta else None,
            )
        )

    def _run_roll(self, f: RollStep) -> bool:
        return True

    def _reserve_ok(self, p: Player, f: RollStep, i: int) -> bool:
        if not f.reserve:
            return True
        res = list(p.res)
        res[i] -= 1
        return can_pay_counts(res, f.reserve, True, self.can_use(p, "instead_of_rum"))

    def _legal_roll(self, f: RollStep) -> list[Act]:
        p = self.players[f.seat]
        cap = self.max_dice
        out: list[Act] = []
        e, c = f.exploration, f.combat
        fmax = f.food_max
        if (
            fmax
            and p.res[FOOD] > 0
            and e < cap
            and (fmax < 0 or f.food_used < fmax)
            and self._reserve_ok(p, f, FOOD)
        ):
            out.append(_FOOD)
        if f.rum_allowed and not f.rum_used:
            types = [t for t, n in (("exploration", e), ("combat", c)) if 0 < n < cap]
            two = e > 0 and c > 0
            has_rum = p.res[RUM] > 0 and self._reserve_ok(p, f, RUM)
            # the token spent on the boost must not be needed for the trade still to pay
            tok = (
                f.tokens_allowed
                and self.can_use(p, "instead_of_rum")
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
            if 0 < c < cap and not f.extra_die and self.can_use(p, "extra_combat_die"):
                out.append(Act("die"))
            if len(f.set_exploration) < re and self.can_use(p, "set_two_stars"):
                out.append(Act("stars"))
        if f.fortune_allowed and f.sets < self.params.max_set_per_roll:
            coins = p.coins
            tokc = f.tokens_allowed and self.can_use(p, "instead_of_coin")
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

    def _act_roll(self, f: RollStep, a: Act) -> None:
        p = self.players[f.seat]
        verb = a[0]
        if verb == "roll":
            self._do_roll(p, f)
            return
        if verb == "food":
            # Exploration: each food you spend grants an additional die.
            p.res[FOOD] -= 1
            f.food_used += 1
            f.exploration += 1
            self.ev("board.event.boost_food", seat=p.seat)
        elif verb == "rum":
            # Boost your crew with rum: one rum per roll for one more die.
            t = (
                a[1]
                if len(a) > 1 and a[1] in ("exploration", "combat")
                else ("exploration" if f.exploration else "combat")
            )
            if a[-1] == "token":
                self.use_token(p, "instead_of_rum")
            else:
                p.res[RUM] -= 1
            f.rum_used = True
            if t == "exploration":
                f.exploration += 1
            else:
                f.combat += 1
            self.ev("board.event.boost_rum", seat=p.seat, die=t)
        elif verb == "die":
            self.use_token(p, "extra_combat_die")
            f.extra_die = True
            f.combat += 1
        elif verb == "stars":
            self.use_token(p, "set_two_stars")
            f.set_exploration.append("two_stars")
        else:  # set: Set your dice with fortune, 1 or 2 coins per die
            face = a[1]
            cost = _SET_COST[face]
            if a[-1] == "token":
                self.use_token(p, "instead_of_coin")
                cost -= 1
            p.coins -= cost
            f.sets += 1
            (f.set_exploration if face in ("star", "two_stars") else f.set_combat).append(face)
            self.ev("board.event.set_die", seat=p.seat, face=face, coins=cost)

    def _do_roll(self, p: Player, f: RollStep) -> None:
        re, rc = f.rolled_dice()
        se, sc = f.set_exploration, f.set_combat
        fe = list(se) + [self.roll_die(Die.EXPLORATION) for _ in range(re - len(se))]
        fc = list(sc) + [self.roll_die(Die.COMBAT) for _ in range(rc - len(sc))]
        stars = sum(_STARS[x] for x in fe)
        cannons = fc.count("cannon")
        boardings = fc.count("boarding")
        self.ev(
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
        self._ret(RollResult(stars, cannons, boardings))

    # --- paying -----------------------------------------------------------------------------
    def start_pay(self, p: Player, cost: Sequence[str], subst: bool, why: str) -> None:
        self._push(PayStep(seat=p.seat, cost=list(cost), subst=subst, why=why))

    def _run_pay(self, f: PayStep) -> bool:
        if f.cost:
            return True
        p = self.players[f.seat]
        self.ev("board.event.pay", seat=p.seat, resources=f.spent, why=f.why)
        self._ret("paid")
        return False

    def _legal_pay(self, f: PayStep) -> list[Act]:
        p = self.players[f.seat]
        cost = f.cost
        subst = f.subst
        res = p.res
        token = self.can_use(p, "instead_of_rum")
        out: list[Act] = []
        if can_pay_counts(res, cost, False, False):
            out.append(_PAY_ALL)  # everything as requested
        r, rest = cost[0], cost[1:]
        i = RES_INDEX[r]
        acts = _RES_ACTS["pay"]
        left = list(res)
        if res[i] > 0 and rest:  # the last item paid as requested is "pay all"
            left[i] -= 1
            if can_pay_counts(left, rest, subst, token):
                out.append(acts[r])
            left[i] += 1
        if subst and r != "rum" and res[RUM] > 0:
            left[RUM] -= 1
            if can_pay_counts(left, rest, subst, token):
                out.append(acts["rum"])
            left[RUM] += 1
        if token and (subst or r == "rum") and can_pay_counts(res, rest, subst, False):
            out.append(Act("pay", "token"))
        if subst:
            for x, y in _PAIRS:
                ix, iy = RES_INDEX[x], RES_INDEX[y]
                left[ix] -= 1
                left[iy] -= 1
                if left[ix] >= 0 and left[iy] >= 0 and can_pay_counts(left, rest, subst, token):
                    out.append(Act("pay", x, y))
                left[ix] += 1
                left[iy] += 1
        return out

    def _act_pay(self, f: PayStep, a: Act) -> None:
        p = self.players[f.seat]
        cost = f.cost
        if a[1] == "all":
            for r in cost:
                p.res[RES_INDEX[r]] -= 1
                f.spent.append(r)
            cost.clear()
            return
        cost.pop(0)
        if a[1] == "token":
            self.use_token(p, "instead_of_rum")
            return
        for r in a[1:]:
            p.res[RES_INDEX[r]] -= 1
            f.spent.append(r)

    # --- succeed an activity ----------------------------------------------------------------
    def start_win(
        self,
        p: Player,
        card: Card,
        sea: str,
        tracks: Sequence[str],
        reward: Any,
        trade: bool = False,
        reduce: int = 0,
    ) -> None:
        """Succeed an activity: collect the card, receive the rewards, then gem / token / refresh."""
        icons = ["|".join(r.value for r in icon) for icon in reward.icons]
        if trade and self.params.trade_received_delta < 0:
            reduce += min(-self.params.trade_received_delta, max(0, len(icons) - reduce - 1))
        self.ev("board.event.success", seat=p.seat, card=card.id)
        self._push(
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

    def _run_win(self, f: WinStep) -> bool:
        stage = f.stage
        p = self.players[f.seat]
        if stage == "track":
            if len(f.tracks) > 1:
                return True
            self._collect(p, f, f.tracks[0])
            return False
        if stage == "forgo":
            if f.reduce > 0 and f.icons:
                if len(set(f.icons)) > 1:
                    return True
                self._forgo(p, f, f.icons[0])
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
                self.gain_named(p, icon, 1)
                f.received.append(icon)
            if f.treasures:
                p.treasures += f.treasures
                self.ev("board.event.treasure", seat=p.seat, count=f.treasures)
            f.stage = "extra"
            return False
        if stage == "extra":
            if f.trade and f.received and self.can_use(p, "extra_trade_resource"):
                return True
            f.stage = "bonus"
            return False
        # bonus: 1st card of this sea: its gem; 2nd: its bonus token; 3rd+: refresh the token
        sea = self.t.sea[f.card]
        seas = self.t.sea
        count = sum(1 for t in p.tracks.values() for cid in t if seas[cid] == sea)
        if count == 1:
            if sea not in p.gems:
                p.gems.append(sea)
                self.ev("board.event.gem", seat=p.seat, sea=sea)
        elif count == 2:
            if self.bonus.get(sea, 0) > 0:
                self.bonus[sea] -= 1
                p.tokens[sea] = True
                self.ev(
                    "board.event.bonus_token",
                    seat=p.seat,
                    sea=sea,
                    effect=self.content.seas[self.card(f.card).sea].token.value,
                )
        elif sea in p.tokens and not p.tokens[sea]:
            p.tokens[sea] = True
            self.ev("board.event.token_refresh", seat=p.seat, sea=sea)
        self._ret("won")
        return False

    def _collect(self, p: Player, f: WinStep, track: str) -> None:
        pile = self.revealed[f.sea]
        pile.remove(f.card)
        p.tracks[track].append(f.card)
        turn = self.turn_step()
        if turn is not None and turn.seat == p.seat:
            turn.gained = True
        self.ev("board.event.collect", seat=p.seat, card=f.card, track=track)
        f.stage = "forgo"

    def _forgo(self, p: Player, f: WinStep, icon: str) -> None:
        f.icons.remove(icon)
        f.reduce -= 1
        self.ev("board.event.forgo", seat=p.seat, icon=icon)

    def _legal_win(self, f: WinStep) -> list[Act]:
        stage = f.stage
        if stage == "track":
            return [Act("track", t) for t in f.tracks]
        if stage == "forgo":
            return [Act("forgo", icon) for icon in dict.fromkeys(f.icons)]
        if stage == "icons":
            return [_RES_ACTS["take"][r] for r in f.icons[0].split("|")]
        if stage == "extra":
            return [_RES_ACTS["extra"][r] for r in dict.fromkeys(f.received)] + [_SKIP]
        return []

    def _act_win(self, f: WinStep, a: Act) -> None:
        p = self.players[f.seat]
        verb = a[0]
        if verb == "track":
            self._collect(p, f, a[1])
        elif verb == "forgo":
            self._forgo(p, f, a[1])
        elif verb == "take":
            f.icons.pop(0)
            self.gain_named(p, a[1], 1)
            f.received.append(a[1])
        elif verb == "extra":
            self.use_token(p, "extra_trade_resource")
            self.gain_named(p, a[1], 1)
            f.stage = "bonus"
        else:
            f.stage = "bonus"

    # --- fail an activity -------------------------------------------------------------------
    def fail(self, p: Player, card: Card, sea: str) -> None:
        """Fail an activity: a fortune coin, the negative effect, the card's fate; the status check
        (a capsized ship ends the turn) is made by the turn."""
        self.ev("board.event.fail", seat=p.seat, card=card.id)
        p.coins += 1
        self._hooks("on_fail", seat=p.seat)
        neg = card.negative
        if neg is not None:
            kind = neg.kind
            self.ev("board.event.negative", seat=p.seat, card=card.id, effect=kind.value, amount=neg.amount)
            turn = self.turn_step()
            if kind is NegativeKind.LOSE_RESOURCES:
                self.lose_resources(p, neg.amount)
            elif kind is NegativeKind.LOSE_PLANKS:
                self.lose_planks(p, neg.amount)
            elif kind is NegativeKind.PLANKS_PER_RESOURCE:
                self.lose_planks(p, sum(p.res))
            elif kind is NegativeKind.PLANKS_PER_WEAPON:
                self.lose_planks(p, p.weapons)
            elif kind is NegativeKind.END_TURN:
                if turn is not None:
                    turn.ended = True
            elif kind is NegativeKind.BLOCK_ACTIONS:
                if turn is not None:
                    turn.blocked.extend(a.value for a in neg.actions if a.value not in turn.blocked)
            elif kind is NegativeKind.LOSE_PLANK_AND_SAIL:
                self.lose_planks(p, 1)
                if p.sails > self.side.sails.start:
                    p.sails -= 1
                    self.ev("board.event.lose_sail", seat=p.seat, level=p.sails)
            elif kind is NegativeKind.LOSE_FOOD:
                eaten = min(neg.amount, p.res[FOOD])
                p.res[FOOD] -= eaten
                if eaten:
                    self.ev("board.event.lose_resources", seat=p.seat, resources=["food"] * eaten, to=-1)
                self.lose_planks(p, neg.amount - eaten)
        if self.t.ctype[card.id] == "encounter" and card.id in self.revealed.get(sea, ()):
            self.discard(sea, card.id)

    # --- the overloaded ship ----------------------------------------------------------------
    def _run_load(self, f: LoadStep) -> bool:
        p = self.players[f.seat]
        if sum(p.res) > self.hold:
            return True
        self.frames.pop()
        return False

    def _legal_load(self, f: LoadStep) -> list[Act]:
        p = self.players[f.seat]
        return [_RES_ACTS["discard"][RES[i]] for i in range(5) if p.res[i] > 0]

    def _act_load(self, f: LoadStep, a: Act) -> None:
        p = self.players[f.seat]
        p.res[RES_INDEX[a[1]]] -= 1
        self.ev("board.event.overload_discard", seat=p.seat, resource=a[1])

    # --- the "extra planks" bonus token -----------------------------------------------------
    def _run_plank(self, f: PlankStep) -> bool:
        return True

    def _legal_plank(self, f: PlankStep) -> list[Act]:
        return [_USE, _SKIP]

    def _act_plank(self, f: PlankStep, a: Act) -> None:
        p = self.players[f.seat]
        if a[0] == "use":
            self.use_token(p, "extra_planks")
            healed = self.recover(p, 2)
            self.ev("board.event.recover", seat=p.seat, planks=healed)
        self.frames.pop()

    # --- repair (Renovate your ship) --------------------------------------------------------
    def start_repair(self, p: Player) -> None:
        """Repair: recover 1 plank for free, then 1 per wood (or fabric or metal) spent."""
        healed = self.recover(p, 1)
        self.ev("board.event.repair_free", seat=p.seat, planks=healed)
        # Jade curse: -1 plank in all, never below 1: the first resource spent recovers nothing.
        cut = -self.params.repair_delta if self.params.repair_delta else None
        self._push(RepairStep(seat=p.seat, healed=healed, cut=cut))

    def _run_repair(self, f: RepairStep) -> bool:
        p = self.players[f.seat]
        if f.stage == "spend" and p.planks < self.max_planks and (p.res[1] or p.res[2] or p.res[3]):
            return True
        self.ev("board.event.repair", seat=p.seat, planks=f.healed, spent=f.spent)
        self.frames.pop()
        self.offer_planks(p)
        return False

    def _legal_repair(self, f: RepairStep) -> list[Act]:
        p = self.players[f.seat]
        acts = _RES_ACTS["spend"]
        return [acts[RES[i]] for i in (1, 2, 3) if p.res[i] > 0] + [_DONE]

    def _act_repair(self, f: RepairStep, a: Act) -> None:
        p = self.players[f.seat]
        if a[0] == "done":
            f.stage = "finish"
            return
        p.res[RES_INDEX[a[1]]] -= 1
        f.spent.append(a[1])
        if f.cut is not None and f.cut > 0:
            f.cut -= 1
            self.ev("board.event.solo.repair_cursed", seat=p.seat)
            return
        f.healed += self.recover(p, 1)
