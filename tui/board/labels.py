"""A label in words for every legal action of the board game's pending decision (never its notation).

Every action of the board engine (``engines/board/__init__.py``, "Action notation") gets a sentence in the
current language, built from the locale table ``board.label.*`` and the content names (``board.sea.*``,
``board.card.*``, ``board.resource.*``, ...); the question itself is ``tui.board.prompts``, the small pieces
of every sentence ``tui.board.words``.

Use::

    from tui.board.labels import action_label, choices

    view = session.game.view(seat)                     # or view(None) at a hot-seat table
    for notation, label in choices(app.t, view, names=names):
        ...                                            # one button / list row per legal action
    action_label(app.t, view, "move azure reveal", names=names)

``t`` is any translate callable (``app.t``, a ``tui.i18n.Translator``); ``names`` are the captains' names by
seat (default: "Captain 1", "Captain 2", ...). Everything is recomputed from the view, so a language switch only
needs the same calls again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.board import ITEMS, Act, BoardView, Decision, roll_after, roll_chance
from tui.board.text import parrot_words, sea_noun, spot_actions
from tui.board.words import (
    Translate,
    amount,
    card_name_noun,
    card_reward,
    cost_text,
    dice_text,
    icon_text,
    offer_side,
    seat_name,
)
from tui.i18n import as_translator

__all__ = ["action_label", "choices", "useless_spend"]

_SET_COST = {"star": 1, "two_stars": 2, "cannon": 1, "boarding": 2}
_PLACE_KEYS = {"captain": "board.label.place_captain", "officer": "board.label.place_officer"}
_LAND_PLAIN_KEYS = {
    "explore": "board.label.land_explore_plain",
    "trade": "board.label.land_trade_plain",
    "fight": "board.label.land_fight_plain",
}


# --- the actions -----------------------------------------------------------------------------------


def choices(t: Translate, view: BoardView, *, names: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """Every legal action of the pending decision as ``(notation, label)``, in the engine's order."""
    return [(a, action_label(t, view, a, names=names)) for a in view.pending.legal]


def action_label(
    t: Translate, view: BoardView, action: str | Act, *, names: Sequence[str] | None = None
) -> str:
    """One action of the pending decision (``view.pending``) in words (never its notation)."""
    d = view.pending
    a = action if isinstance(action, Act) else Act(*str(action).split())
    verb = a.verb
    handler = _LABELS.get(verb)
    if handler is None:
        return t("board.label.unknown")
    label = handler(t, view, d, a, names)
    if verb in _SPENDS and useless_spend(view, a):
        return t("board.label.useless", label=label)
    return label


#: The roll options that spend something (food, rum, a bonus token, fortune coins).
_SPENDS = frozenset({"food", "rum", "die", "stars", "set"})


def useless_spend(view: BoardView, action: str | Act) -> bool:
    """Whether preparing the pending roll with ``action`` spends something and leaves the chance of success
    exactly where it is (the exact odds before and after it): the first food under the Wild Sea curse, a die
    set on a roll already sure or still hopeless..."""
    roll = view.pending.roll
    if roll is None:
        return False
    a = action if isinstance(action, Act) else Act(*str(action).split())
    if a.verb not in _SPENDS:
        return False
    now = roll_chance(roll)
    return now is not None and roll_chance(roll_after(roll, a)) == now


def _res(t: Translate, r: str) -> str:
    return amount(t, r, 1)


def _top_card(view: BoardView, d: Decision) -> Any:
    return view.content.cards[d.card] if d.card else None


def _l_hideout(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    k = int(a.arg(0))
    ring = view.ring
    return t("board.label.hideout", first=sea_noun(t, ring[k]), second=sea_noun(t, ring[(k + 1) % 7]))


def _l_place(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    token, spot = a.arg(0), int(a.arg(1))
    pair = view.content.sides[view.mode].spots[spot - 1]
    actions = spot_actions(t, [x.value for x in pair])
    label = t(_PLACE_KEYS[token], spot=spot, actions=actions)
    if view.mode == "advanced" and view.spots[spot - 1]:
        label = t("board.label.weak" if str(a) in d.weak else "board.label.strong", action=label)
    return label


def _l_reduce(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    action = a.arg(0)  # the reduced action by its own name, as the log tells it
    return t(
        "board.label.reduce", action=t(f"board.action_short.{action}"), reduced=t(f"board.reduced.{action}")
    )


def _l_sail(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.sail", count=max(1, view.players[d.seat].sails))


def _l_coast(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.coast")


def _l_land(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    card = _top_card(view, d)
    mode = a.arg(0)
    name = card_name_noun(t, card.name) if card is not None else ""
    if mode == "explore" and card is not None and card.explore is not None:
        return t(
            "board.label.land_explore",
            card=name,
            need=t("board.amount.stars", count=card.explore.stars),
            reward=card_reward(t, card.explore.reward),
        )
    if mode == "trade" and card is not None and card.trade is not None:
        return t(
            "board.label.land_trade",
            card=name,
            cost=cost_text(t, [r.value for r in card.trade.cost]),
            reward=card_reward(t, card.trade.reward),
        )
    if mode == "fight" and card is not None and card.fight is not None:
        return t(
            "board.label.land_fight",
            card=name,
            need=t("board.amount.successes", count=card.fight.successes),
            reward=card_reward(t, card.fight.reward),
        )
    return t(_LAND_PLAIN_KEYS.get(mode, "board.label.land_explore_plain"))


def _l_dock(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    card = _top_card(view, d)
    if card is None or card.trade is None:
        return t("board.action.dock")
    return t(
        "board.label.dock",
        card=card_name_noun(t, card.name),
        cost=cost_text(t, [r.value for r in card.trade.cost]),
        reward=card_reward(t, card.trade.reward),
    )


def _l_scavenge(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.scavenge", resource=_res(t, a.arg(0)))


def _l_work(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.work", resource=_res(t, a.arg(0)))


def _upgrade_parts(t: Translate, view: BoardView, d: Decision, track: str) -> dict[str, Any]:
    me = view.players[d.seat]
    side = view.content.sides[view.mode]
    costs = side.sails if track == "sails" else side.weapons
    level = me.sails if track == "sails" else me.weapons
    i = level - costs.start
    cost = [r.value for r in costs.costs[i]] if 0 <= i < len(costs.costs) else []
    return {
        "track": as_translator(t).noun(f"board.upgrade.{track}", id=track),
        "level": level + 1,
        "cost": cost,
    }


def _l_upgrade(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    parts = _upgrade_parts(t, view, d, a.arg(0))
    return t(
        "board.label.upgrade", track=parts["track"], level=parts["level"], cost=cost_text(t, parts["cost"])
    )


def _l_both(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    parts = _upgrade_parts(t, view, d, a.arg(0))
    return t(
        "board.label.both",
        track=parts["track"],
        level=parts["level"],
        cost=cost_text(t, ["rum", *parts["cost"]]),
    )


def _l_repair(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.repair")


def _l_fix(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.fix")


def _hook_note(t: Translate, view: BoardView, d: Decision, label: str, reward: str) -> str:
    """The last fisherman: a default action taken without the hook token claims it and gives its reward again."""
    if "fisherman" not in view.modules or view.hook == d.seat:
        return label
    return t("board.solo_ui.label.hook", label=label, module=t("board.modules.fisherman"), reward=t(reward))


def _l_fish(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return _hook_note(
        t,
        view,
        d,
        t("board.label.fish", action=t(f"board.action.{a.arg(0)}")),
        "board.solo_ui.label.hook_fish",
    )


def _l_await(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return _hook_note(
        t,
        view,
        d,
        t("board.label.await", action=t(f"board.action.{a.arg(0)}")),
        "board.solo_ui.label.hook_await",
    )


def _l_trade(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.trade", name=seat_name(t, int(a.arg(0)), names))


def _l_attack(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.attack", name=seat_name(t, int(a.arg(0)), names))


def _l_end(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.end")


def _l_home(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.take", resource=_res(t, a.arg(0)))


def _l_move(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    target = a.arg(0)
    if target == "home":
        return t("board.label.move_home")
    sea = sea_noun(t, target)
    revealed = view.revealed.get(target) or ()
    if a.arg(1) == "reveal":
        return t("board.label.move_reveal", sea=sea)
    if not revealed:
        return t("board.label.move_unknown", sea=sea)
    card = view.content.cards[revealed[-1]]
    name, kind = t(f"board.card.{card.name}"), t(f"board.kind.{card.kind.value}")
    if name.casefold() == kind.casefold():  # "Handelsflotte: Handelsflotte" says it twice
        return t("board.label.move_named", sea=sea, card=name)
    return t("board.label.move", sea=sea, card=name, kind=kind)


def _l_explore(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.explore", sea=sea_noun(t, d.sea) if d.sea else "")


def _l_boost(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.boost", token=t("board.token.name.extra_move"))


def _l_stop(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.stop")


def _l_handle(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    card = _top_card(view, d)
    mode = a.arg(0)
    if mode == "trade" and card is not None and card.trade is not None:
        return t(
            "board.label.handle_trade",
            cost=cost_text(t, [r.value for r in card.trade.cost]),
            reward=card_reward(t, card.trade.reward),
        )
    if mode == "attack" and card is not None and card.fight is not None:
        return t(
            "board.label.handle_attack",
            need=t("board.amount.successes", count=card.fight.successes),
            reward=card_reward(t, card.fight.reward),
        )
    key = "board.label.handle_friendly" if d.nature == "friendly" else "board.label.handle"
    return t(key, card=t(f"board.card.{card.name}") if card is not None else "")


def _l_avoid(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    if a.arg(0) == "token":
        return t("board.label.avoid_token", token=t("board.token.name.instead_of_coin"))
    if d.nature == "dangerous":
        return t("board.label.avoid", cost=amount(t, "coin", d.avoid_cost or 1))
    return t("board.label.sail_past")


def _l_food(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.food")


def _die_kind(d: Decision, a: Act) -> str:
    if a.arg(0) in ("exploration", "combat"):
        return a.arg(0)
    return "exploration" if d.roll is not None and d.roll.exploration else "combat"


def _l_rum(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    kind = _die_kind(d, a)
    die = as_translator(t).noun(
        f"board.die.{kind}", id=kind
    )  # "1 more exploration die", "1 dé d’exploration de plus"
    if a[-1] == "token":
        return t("board.label.rum_token", token=t("board.token.name.instead_of_rum"), die=die)
    return t("board.label.rum", die=die)


def _l_die(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.die", token=t("board.token.name.extra_combat_die"))


def _l_stars(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.stars", token=t("board.token.name.set_two_stars"))


def _l_set(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    face = a.arg(0)
    coins = _SET_COST.get(face, 1)
    face_name = t(f"board.face.{face}")
    if a[-1] == "token":
        token = t("board.token.name.instead_of_coin")
        if coins - 1 > 0:
            return t(
                "board.label.set_token_coins", face=face_name, token=token, cost=amount(t, "coin", coins - 1)
            )
        return t("board.label.set_token", face=face_name, token=token)
    return t("board.label.set", face=face_name, cost=amount(t, "coin", coins))


def _l_roll(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    if d.roll is None:
        return t("board.label.roll_plain")
    return t("board.label.roll", dice=dice_text(t, d.roll))


def _l_pay(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    what = a.arg(0)
    if what == "all":
        return t("board.label.pay_all", cost=cost_text(t, d.cost))
    first = d.cost[0] if d.cost else ""
    if what == "token":
        return t("board.label.pay_token", token=t("board.token.name.instead_of_rum"), resource=_res(t, first))
    if len(a) > 2:
        return t("board.label.pay_instead", given=cost_text(t, [a.arg(0), a.arg(1)]), resource=_res(t, first))
    if what == first:  # the first item as asked; with more to pay, the rest is chosen next
        return t("board.label.pay_first" if len(d.cost) > 1 else "board.label.pay", resource=_res(t, what))
    return t("board.label.pay_instead", given=_res(t, what), resource=_res(t, first))


def _l_track(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.track", track=as_translator(t).noun(f"board.track.{a.arg(0)}", id=a.arg(0)))


def _l_forgo(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.forgo", icon=icon_text(t, a.arg(0)))


def _l_take(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.take", resource=_res(t, a.arg(0)))


def _l_extra(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t(
        "board.label.extra", token=t("board.token.name.extra_trade_resource"), resource=_res(t, a.arg(0))
    )


def _l_skip(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.keep_token")


def _l_use(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.use_planks", token=t("board.token.name.extra_planks"))


def _l_discard(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    r = a.arg(0)
    have = view.players[d.seat].res[ITEMS.index(r)]
    return t("board.label.discard", resource=_res(t, r), have=have)


def _l_spend(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.spend", resource=_res(t, a.arg(0)))


def _l_done(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.done_steal" if d.name == "steal" else "board.label.done_repair")


def _item(t: Translate, a: Act, names: Any, you: int) -> str:
    if a.arg(0) == "parrot":
        return parrot_words(t, int(a.arg(1)), names, you=you)
    return amount(t, a.arg(0), 1)


def _l_give(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.give", item=_item(t, a, names, d.seat))


def _l_ask(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.ask", item=_item(t, a, names, d.seat))


def _l_propose(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    partner = d.offer.partner if d.offer is not None else d.other
    return t("board.label.propose", name=seat_name(t, partner, names))


def _l_cancel(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.cancel")


def _l_accept(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    if d.offer is None:
        return t("board.label.accept_plain")
    o = d.offer
    return t(
        "board.label.accept",
        get=offer_side(t, o.give, o.give_parrots, names, d.seat),
        give=offer_side(t, o.ask, o.ask_parrots, names, d.seat),
    )


def _l_refuse(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.refuse")


def _l_escape(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t(
        "board.label.escape",
        dice=t("board.label.dice_exploration", count=view.players[d.seat].sails),
        stars=d.attacker_sails + 1,
    )


def _l_fight(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.fight", name=seat_name(t, d.other, names))


def _l_parrot(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.take_parrot", parrot=parrot_words(t, int(a.arg(0)), names, you=d.seat))


def _l_steal(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    if a.arg(0) == "treasure":
        return t("board.label.steal_treasure")
    return t("board.label.steal", resource=_res(t, a.arg(0)))


def _l_ate(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    return t("board.label.ate", when=t(f"board.modules.when.{a.arg(0)}"))


def _l_mist(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    k = int(a.arg(0))
    ring = view.ring
    return t("board.label.mist", first=sea_noun(t, ring[k]), second=sea_noun(t, ring[(k + 1) % 7]))


def _l_curse(t: Translate, view: BoardView, d: Decision, a: Act, names: Any) -> str:
    what = a.arg(0)
    if what == "plank":
        return t("board.label.curse_plank")
    return t("board.label.curse", item=amount(t, what, 1))


_LABELS = {
    "hideout": _l_hideout,
    "place": _l_place,
    "reduce": _l_reduce,
    "sail": _l_sail,
    "coast": _l_coast,
    "land": _l_land,
    "scavenge": _l_scavenge,
    "dock": _l_dock,
    "work": _l_work,
    "upgrade": _l_upgrade,
    "both": _l_both,
    "repair": _l_repair,
    "fix": _l_fix,
    "fish": _l_fish,
    "await": _l_await,
    "trade": _l_trade,
    "attack": _l_attack,
    "end": _l_end,
    "home": _l_home,
    "move": _l_move,
    "explore": _l_explore,
    "boost": _l_boost,
    "stop": _l_stop,
    "handle": _l_handle,
    "avoid": _l_avoid,
    "food": _l_food,
    "rum": _l_rum,
    "die": _l_die,
    "stars": _l_stars,
    "set": _l_set,
    "roll": _l_roll,
    "pay": _l_pay,
    "track": _l_track,
    "forgo": _l_forgo,
    "take": _l_take,
    "extra": _l_extra,
    "skip": _l_skip,
    "use": _l_use,
    "discard": _l_discard,
    "spend": _l_spend,
    "done": _l_done,
    "give": _l_give,
    "ask": _l_ask,
    "propose": _l_propose,
    "cancel": _l_cancel,
    "accept": _l_accept,
    "refuse": _l_refuse,
    "escape": _l_escape,
    "fight": _l_fight,
    "parrot": _l_parrot,
    "steal": _l_steal,
    "ate": _l_ate,
    "mist": _l_mist,
    "curse": _l_curse,
}
