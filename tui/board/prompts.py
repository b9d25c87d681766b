"""The question the board game asks now, in plain words with its context (the card, the goal, the movement
points; in Solo the curse that bends it, the Solo set-up or the module a question belongs to)."""

from __future__ import annotations

from collections.abc import Sequence

from engines.board import BoardView, Decision
from tui.board.text import place_noun, sea_noun
from tui.board.words import (
    Translate,
    card_name_noun,
    cost_text,
    dice_text,
    goal_text,
    icon_text,
    names_text,
    offer_side,
    seat_name,
)

__all__ = ["active_curses", "decision_prompt"]

_WHY_KEYS = {"escape": "board.label.why_escape", "player_combat": "board.label.why_player_combat"}


def decision_prompt(t: Translate, view: BoardView, *, names: Sequence[str] | None = None) -> str:
    """The pending decision (``view.pending``) as a question in plain words, with its context (the card, the
    goal, the points; in Solo the curse that bends it, and the Solo set-up or the module a question belongs to)."""
    d = view.pending
    question = _question(t, view, d, names)
    if d.name == "curse":  # a curse's starting malus: which curse, of which sea, and its lasting rule
        sea = d.sea or ""
        return t("board.solo_ui.prompt.curse", sea=sea_noun(t, sea), rule=t(f"board.solo_ui.rule.{sea}"))
    if d.name == "mist":
        return t("board.solo_ui.prompt.solo_setup", question=question)
    if d.name == "hideout" and view.solo is not None:
        return t("board.solo_ui.prompt.hideout", question=question)
    if d.name == "last_fish":
        return t("board.solo_ui.prompt.module", module=t("board.modules.fisherman"), question=question)
    for sea in active_curses(view):
        question = t(
            "board.solo_ui.prompt.cursed",
            question=question,
            sea=sea_noun(t, sea),
            rule=t(f"board.solo_ui.rule.{sea}"),
        )
    return question


#: The lasting rule of each curse and the decisions it bends (Azure's bends the Vagabond's encounter, no decision).
_CURSE_DECISIONS = {
    "frozen": "sail",
    "wild": "roll",
    "cursed": "roll",
    "burning": "roll",
    "plentiful": "pay",
    "jade": "repair",
}


def active_curses(view: BoardView) -> list[str]:
    """The curses in play (Solo's Favors & Curses) whose lasting rule bends the pending decision, in drawn
    order."""
    d = view.pending
    out: list[str] = []
    for sea in view.solo.curses if view.solo is not None else ():
        if _CURSE_DECISIONS.get(sea) != d.name:
            continue
        roll = d.roll
        if sea == "wild" and (roll is None or not roll.exploration):
            continue
        if sea == "burning" and (roll is None or not roll.combat):
            continue
        if sea == "cursed" and (roll is None or not roll.fortune_allowed):
            continue
        if sea == "plentiful" and not d.subst:  # only a trade's payment: an upgrade receives nothing
            continue
        out.append(str(sea))
    return out


def _question(t: Translate, view: BoardView, d: Decision, names: Sequence[str] | None) -> str:
    """The question of the decision itself (the engine's own words when they say it all)."""
    content = view.content
    name = d.name
    if name == "place":
        cycle = d.turn.cycle if d.turn is not None else 1
        tokens = {str(a).split(" ")[1] for a in d.legal if str(a).startswith("place ")}
        one = {"captain": "board.prompt.place_captain", "officer": "board.prompt.place_officer"}
        key = one.get(tokens.pop(), "board.prompt.place") if len(tokens) == 1 else "board.prompt.place"
        return t(key, round=view.round, rounds=view.rounds, cycle=cycle)
    if name == "reduce" and d.turn is not None and len(d.turn.actions) == 2:
        first, second = (t(f"board.action_short.{a}") for a in d.turn.actions)  # as the choices name them
        return t("board.prompt.reduce", first=first, second=second)
    if name == "action":
        left = [a for a in (d.turn.actions if d.turn else ()) if a not in (d.turn.done if d.turn else ())]
        if not left:
            return t("board.prompt.action_done")
        ends = any(a.split(" ", 1)[0] == "end" for a in d.legal)  # "or end your turn" only when it may end
        return t(
            "board.prompt.action" if ends else "board.prompt.action_left",
            left=names_text(t, "board.action", left),
        )
    if name == "sail":
        where = place_noun(t, d.sea or "hideout")  # "Schiff im Eismeer", "navire au repaire"
        return t("board.prompt.sail", count=d.points, where=where)
    if name == "encounter":
        card = content.cards[d.card]
        kind, named = t(f"board.kind.{card.kind.value}"), t(f"board.card.{card.name}")
        same = kind.casefold() == named.casefold()  # "Handelsflotte (Handelsflotte)" says it twice
        params = {"ship": named if same else t("board.prompt.kind_card", kind=kind, card=named)}
        if d.nature == "dangerous":
            return t("board.prompt.encounter_dangerous", **params)
        if card.kind.value == "merchant_ship":
            return t("board.prompt.encounter_merchant", **params)
        return t("board.prompt.encounter_friendly", **params)
    if name == "roll" and d.roll is not None:
        what = (
            card_name_noun(t, content.cards[d.card].name)
            if d.card
            else t(_WHY_KEYS.get(d.roll.why, "board.label.why_player_combat"))
        )
        return t("board.prompt.roll", what=what, goal=goal_text(t, d.roll, names), dice=dice_text(t, d.roll))
    if name == "pay":
        key = "board.prompt.pay_trade" if d.subst else "board.prompt.pay_upgrade"
        return t(key, cost=cost_text(t, d.cost))
    if name == "track":
        return t("board.prompt.track", card=card_name_noun(t, content.cards[d.card].name))
    if name == "forgo":
        return t("board.prompt.forgo", count=d.forgo)
    if name == "reward":
        return t("board.prompt.reward", choice=icon_text(t, d.icons[0]) if d.icons else "")
    if name == "extra":
        return t("board.prompt.extra", token=t("board.token.name.extra_trade_resource"))
    if name == "overload":
        return t("board.prompt.overload", count=d.overload, hold=d.hold)
    if name == "planks_token":
        return t("board.prompt.planks_token", token=t("board.token.name.extra_planks"), planks=d.planks)
    if name == "repair":
        return t("board.prompt.repair", planks=d.planks, healed=d.healed)
    if name in ("offer", "answer") and d.offer is not None:
        o = d.offer
        give = offer_side(t, o.give, o.give_parrots, names, d.seat)
        ask = offer_side(t, o.ask, o.ask_parrots, names, d.seat)
        if name == "offer":
            return t("board.prompt.offer", name=seat_name(t, o.partner, names), give=give, ask=ask)
        return t("board.prompt.answer", name=seat_name(t, o.proposer, names), give=give, ask=ask)
    if name == "escape":
        return t("board.prompt.escape", name=seat_name(t, d.other, names))
    if name == "parrot":
        return t("board.prompt.parrot", name=seat_name(t, d.other, names))
    if name == "steal":
        return t("board.prompt.steal", name=seat_name(t, d.other, names), count=d.excess)
    return t(d.key)  # hideout, home, over: the engine's own question says it all
