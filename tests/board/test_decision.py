"""The public description of the pending decision (engines/board/decision.py): over seeded games of both modes
and 2-5 seats (random and greedy captains), every decision is described with the right seat and context,
survives a TOML round trip, and is the same from the game, from a seat's view and from the public view."""

from __future__ import annotations

import tomllib
from dataclasses import MISSING, fields, replace
from fractions import Fraction
from typing import Any

import pytest
import tomli_w

from engines.base import Rng, toml_ready
from engines.board.actions import Act
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.decision import Decision, Roll, roll_after, roll_chance, weak_spot
from engines.board.game import DECISIONS, BoardGame
from engines.board.odds import explore_odds

ALL_NAMES = {key.rsplit(".", 1)[1] for key in DECISIONS.values()} - {"over"}


def _check_context(g: BoardGame, d: Decision) -> None:
    """Each decision carries the context its frame holds (this test, unlike a UI, may read the frames)."""
    top = g.frames[-1].to_dict()
    p = g.players[d.seat]
    turn_step = g.turn_step()
    turn = turn_step.to_dict() if turn_step is not None else None
    if turn is not None:
        assert d.turn is not None and d.turn.seat == turn["seat"]
        assert d.turn.done == tuple(turn["done"]) and d.turn.blocked == tuple(turn["blocked"])
    name = d.name
    if name == "hideout":
        assert d.spaces and all(pl.hideout != s for pl in g.players for s in d.spaces)
    elif name == "place":
        assert d.turn is not None and d.turn.spot == 0 and d.spots
        # weak: exactly the placements after which the engine asks for a reduced action (Advanced only)
        weak = set()
        for a in g.legal_actions():
            after = BoardGame.from_dict(g.to_dict())
            events = after.apply(a)
            if any(e.key == "board.event.place" and e.params["weak"] for e in events):
                weak.add(str(a))
                assert after.decision == "board.decision.reduce"
        assert set(d.weak) == weak and (not weak or g.config.advanced)
    elif name == "reduce":
        assert d.turn is not None and d.turn.weak and len(d.turn.actions) == 2
        assert set(d.legal) == {f"reduce {a}" for a in d.turn.actions}
    elif name == "action":
        assert d.turn is not None and 1 <= d.turn.spot <= 6 and len(d.turn.actions) == 2
        assert d.sea == (g.ring[p.loc] if p.loc >= 0 else "")
    elif name == "home":
        assert p.loc < 0 and set(d.legal) == {"home food", "home wood"}
    elif name == "sail":
        assert d.points == top["mp"] >= 0 and d.coast == top["coast"]
        assert any(a.startswith("move") for a in d.legal) == (d.points > 0)
    elif name == "encounter":
        card = g.content.cards[d.card]
        assert g.revealed[d.sea][-1] == d.card and g.ring[p.loc] == d.sea
        assert d.nature == ("dangerous" if card.kind.dangerous else "friendly")
        assert d.avoid_cost == (1 if card.kind.dangerous else 0)
        below = g.frames[-2].to_dict()
        if below["k"] == "sail":  # met while sailing: the movement points left after entering the sea
            assert d.points == below["mp"] >= 0 and d.coast == below["coast"]
        else:
            assert d.points == 0
    elif name == "roll":
        r = d.roll
        assert r is not None and r.why == top["why"] and dict(r.goal) == top["goal"]
        assert (r.exploration, r.combat) == (top["e"], top["c"]) and r.exploration + r.combat > 0
        assert r.set_exploration == tuple(top["se"]) and r.set_combat == tuple(top["sc"])
        assert r.hull == p.planks
        if r.why in ("escape", "player_combat"):
            fight = g.frames[-2].to_dict()
            assert fight["k"] == "fight" and d.other in (fight["a"], fight["o"]) and d.other != d.seat
        else:
            task = g.frames[-2].to_dict()
            assert task["k"] == "task" and d.card == task["card"] and d.flow == task["flow"] == r.why
        chance = roll_chance(r)
        assert chance is not None and 0 <= chance <= 1
        # every preparing option is described by the roll it leads to
        for a in d.legal:
            after = roll_after(r, a)
            if a != "roll":
                assert after != r, a
    elif name == "pay":
        assert d.cost and d.cost == tuple(top["cost"]) and d.why in ("trade", "upgrade")
        if d.why == "upgrade":
            assert d.upgrade in ("sails", "weapons") and not d.subst
        else:
            assert d.card and d.subst
    elif name in ("track", "forgo", "reward", "extra"):
        assert d.card == top["card"] and d.tracks == tuple(top["tracks"])
        if name == "track":
            assert len(d.tracks) > 1 and set(d.legal) == {f"track {t}" for t in d.tracks}
        if name == "forgo":
            assert d.forgo > 0 and d.icons
        if name == "reward":
            assert "|" in d.icons[0]
        if name == "extra":
            assert d.received
    elif name == "overload":
        assert d.overload == sum(p.res) - 9 > 0 and d.hold == 9
    elif name == "planks_token":
        assert d.planks == p.planks < 7
    elif name == "repair":
        assert d.planks == p.planks and d.healed == top["healed"]
    elif name in ("offer", "answer"):
        o = d.offer
        assert o is not None and o.proposer == top["p"] and o.partner == top["q"]
        assert turn is not None and o.proposer == turn["seat"]
        if name == "answer":
            assert d.seat == o.partner and d.other == o.proposer and o.proposed and not o.empty
        else:
            assert d.seat == o.proposer and d.other == o.partner and not o.proposed
            assert ("propose" in d.legal) == (not o.empty)
    elif name == "escape":
        assert d.other == top["a"] and d.seat == top["o"]
        assert d.attacker_sails == g.players[top["a"]].sails
    elif name == "mist":
        assert d.key == "board.solo.decision.mist" and d.spaces and p.hideout not in d.spaces
    elif name == "curse":
        assert d.key == "board.solo.decision.curse" and d.sea == top["left"][0]
    elif name == "last_fish":
        assert d.key == "board.modules.decision.last_fish" and all(a.startswith("ate ") for a in d.legal)
    elif name in ("parrot", "steal"):
        assert d.seat == top["w"] and d.other == top["l"]
        assert d.parrots == tuple(g.players[top["l"]].parrots)
        if name == "steal":
            assert d.excess == top["excess"]
    else:  # pragma: no cover - a decision this test does not know
        raise AssertionError(name)


def _play(mode: str, players: int, seed: int, greedy: bool, seen: dict[str, int], **extra: Any) -> BoardGame:
    g = BoardGame.new(BoardConfig(mode=mode, players=players, **extra), seed=seed)
    agents = [
        make_captain("greedy" if greedy and s % 2 == 0 else "random", Rng(seed * 10 + s))
        for s in range(players)
    ]
    steps = 0
    while g.to_act is not None:
        d = g.pending()
        seat = g.to_act
        assert d.seat == seat and d.key == g.decision
        assert list(d.legal) == [str(a) for a in g.legal_actions()] and d.actions == g.legal_actions()
        _check_context(g, d)
        view = g.view(seat)
        assert view.pending == d
        # TOML-ready: a round trip through TOML text gives the same decision
        data = toml_ready(view.pending.to_dict())
        assert Decision.from_dict(tomllib.loads(tomli_w.dumps(data))) == d
        seen[d.name] = seen.get(d.name, 0) + 1
        g.apply(agents[seat].choose(view, g.legal_actions()))
        steps += 1
        assert steps < 20000
    return g


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_decision_is_described(mode: str, players: int) -> None:
    seen: dict[str, int] = {}
    for seed in range(3):
        g = _play(mode, players, 1000 * players + seed, greedy=seed == 0, seen=seen)
        over = g.pending()
        assert over.name == "over" and over.seat == -1 and over.legal == ()
        assert g.view(None).pending == over
    assert {"place", "action", "sail", "roll", "pay"} <= set(seen)


def test_every_kind_of_decision_is_met() -> None:
    """Across a batch of games every decision kind of the engine shows up (so each was checked above)."""
    seen: dict[str, int] = {}
    for seed in range(4):
        for mode in ("discovery", "advanced"):
            for players in (2, 3, 4, 5):
                _play(mode, players, seed * 100 + players, greedy=True, seen=seen)
        # Solo mode with Favors & Curses, and the Extra modules
        _play("advanced", 1, seed, greedy=True, seen=seen, solo=True, level=3 + seed)
        _play("discovery", 3, seed, greedy=True, seen=seen, modules=("hen", "fisherman"))
    assert set(seen) == ALL_NAMES


def test_public_view_for_spectators() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=3), seed=5)
    public = g.view(None)
    assert public.seat == -1
    seat_view = g.view(g.to_act)
    assert replace(public, seat=0) == replace(seat_view, seat=0)
    # the deck order stays hidden: only sizes are shown
    assert not hasattr(public, "decks") and set(public.deck_sizes) == set(g.ring)


def test_roll_chances_follow_the_options() -> None:
    r = Roll(why="explore", goal={"stars": 3}, exploration=1, food_max=-1)
    base = roll_chance(r)
    assert base == explore_odds(1, 3)
    more = roll_after(r, "food")
    assert more.exploration == 2 and roll_chance(more) == explore_odds(2, 3)
    fixed = roll_after(more, Act("set", "two_stars"))
    assert fixed.set_exploration == ("two_stars",) and roll_chance(fixed) == explore_odds(
        2, 3, ("two_stars",)
    )
    assert roll_chance(roll_after(r, "rum")) == explore_odds(2, 3)
    # a curse (Favors & Curses) removes a die from the whole roll, 1 always rolled
    cursed = Roll(why="explore", goal={"stars": 2}, exploration=3, exploration_cut=1)
    assert cursed.rolled() == (2, 0) and roll_chance(cursed) == explore_odds(2, 2)
    assert Roll(why="explore", goal={"stars": 2}, exploration=1, exploration_cut=1).rolled() == (1, 0)
    # a pirate whose cannonballs sink you cannot be beaten
    pirate = Roll(why="pirate", goal={"planks": 2, "cannons": 3, "boardings": 1}, combat=3, hull=3)
    assert roll_chance(pirate) == 0
    assert (
        roll_chance(
            Roll(
                why="pirate",
                goal={"planks": 2, "cannons": 0, "boardings": 9},
                combat=2,
                set_combat=("cannon", "cannon"),
            )
        )
        == 1
    )
    # the defender of a player combat, after the attacker rolled no cannonball and one boarding
    defender = Roll(
        why="player_combat", combat=1, hull=7, other_hull=7, against={"cannons": 0, "boardings": 1}
    )
    assert roll_chance(defender) == 0
    assert roll_chance(roll_after(defender, "rum")) == Fraction(1, 36)


def test_weak_spot_follows_the_rulebook() -> None:
    """Strong and weak spots (Advanced): an empty spot is strong; a captain over officers only is strong;
    a captain over a captain, or an officer over any token, is weak."""
    assert not weak_spot("captain", []) and not weak_spot("officer", [])
    assert not weak_spot("captain", [[1, "officer"]]) and not weak_spot(
        "captain", [[1, "officer"], [2, "officer"]]
    )
    assert weak_spot("captain", [[1, "captain"]]) and weak_spot("captain", [[1, "officer"], [2, "captain"]])
    assert weak_spot("officer", [[1, "officer"]]) and weak_spot("officer", [[-1, "captain"]])


def test_decision_data_is_plain() -> None:
    g = BoardGame.new(BoardConfig(mode="discovery", players=2), seed=1)
    data: dict[str, Any] = g.view(0).pending.to_dict()
    assert toml_ready(data) == data  # only lists, dicts and scalars; no None


def test_a_decision_made_at_once_is_the_one_the_init_makes() -> None:
    """``build`` makes each decision with ``Decision.of`` (the instance's dict filled at once, for the search's
    rollouts): field for field the value the dataclass's init makes, every field given or plainly defaulted."""
    assert all(f.default_factory is MISSING for f in fields(Decision))
    g = BoardGame.new(BoardConfig(mode="advanced", players=3), seed=4)
    agents = [make_captain("greedy", Rng(40 + s)) for s in range(3)]
    while (seat := g.to_act) is not None:
        d = g.pending()
        again = Decision(**{f.name: getattr(d, f.name) for f in fields(Decision)})
        assert vars(again) == vars(d) and again == d
        g.apply(agents[seat].choose(g.view(seat), g.legal_actions()))
    assert Decision.of({"name": "place", "seat": 1}) == Decision("place", 1)
