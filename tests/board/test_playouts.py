"""Random playouts (2-5 players, both modes) with invariants and a serialize round trip after every action;
illegal actions raise and change nothing; every emitted message key exists in the locale files."""

from __future__ import annotations

from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.base import IllegalAction, Rng, toml_ready
from engines.board.actions import Act
from engines.board.config import BoardConfig
from engines.board.content import Content, content
from engines.board.game import BoardGame
from tests.board.fakes import fake_content
from tui.board.text import DERIVED_PARAMS
from tui.i18n import load_catalog, placeholders

CATALOG = load_catalog("en")


def check_invariants(g: BoardGame, golden_before: int) -> None:
    # every card in exactly one place
    places: list[str] = list(g.box)
    for sea in g.ring:
        places += g.decks[sea] + g.revealed[sea]
    for p in g.players:
        for track in p.tracks.values():
            places += track
    assert len(places) == 252 and set(places) == set(g.content.cards)
    top = g.frames[-1].to_dict() if g.frames else {}
    for p in g.players:
        assert 0 <= p.planks <= 7
        assert min(p.res) >= 0 and p.coins >= 0 and p.treasures >= 0
        if sum(p.res) > 9:  # only while this player's overload (or reward) is being resolved
            assert top.get("defer") == p.seat or (top.get("k") == "load" and top["seat"] == p.seat)
        assert len(set(p.gems)) == len(p.gems) and set(p.gems) <= set(g.ring)
        assert 1 <= p.sails <= 5 and 1 <= p.weapons <= 5
    assert sorted(c for p in g.players for c in p.parrots) == list(range(g.num_seats))
    assert g.golden <= golden_before


def check_event_keys(events: list) -> None:
    for e in events:
        entry = CATALOG.get(e.key)
        assert entry is not None, f"missing locale key {e.key}"
        texts = entry.values() if isinstance(entry, dict) else [entry]
        given = set(e.params) | {
            name for name, sources in DERIVED_PARAMS.items() if any(source in e.params for source in sources)
        }
        for text in texts:
            assert placeholders(text) <= given, (e.key, placeholders(text), e.params)


def check_seat_asked(g: BoardGame) -> None:
    """The seat asked is the turn's player, except for the answers the rules give to others: a trade offer's
    partner, the attacked player (escape, their combat roll), a fight's winner, an overloaded hold."""
    top, turn_step = g.frames[-1].to_dict(), g.turn_step()
    if turn_step is None:
        return
    turn = turn_step.to_dict()
    kind, seat = top["k"], g.to_act
    if kind == "deal":
        assert top["p"] == turn["seat"]
        assert seat == (top["q"] if top["stage"] == "answer" else top["p"])
    elif kind == "fight":
        assert seat == (top["o"] if top["stage"] == "escape" else top["w"])
    elif kind == "roll" and g.frames[-2].kind == "fight":
        below = g.frames[-2].to_dict()
        assert seat in (below["a"], below["o"])
    elif kind != "load":
        assert seat == turn["seat"], (kind, top.get("stage"), seat, turn["seat"])


class TurnTracker:
    """Player turn rules checked from the events: the turn order of a round (two cycles from the first
    player), at most one optional action, the no-luck coin exactly when nothing was collected or upgraded,
    at most 5 dice of a type per roll."""

    def __init__(self, g: BoardGame) -> None:
        self.n = g.num_seats
        self.first = g.first
        self.order: list[int] = []
        self.seat = -1
        self.gained = False
        self.optional = 0

    def see(self, events: list) -> None:
        for e in events:
            key, p = e.key.rsplit(".", 1)[1], e.params
            if key == "round_start":
                assert self.order in ([], [(self.first + i) % self.n for i in range(self.n)] * 2)
                self.first, self.order = p["first"], []
            elif key == "turn_start":
                self.order.append(p["seat"])
                self.seat, self.gained, self.optional = p["seat"], False, 0
            elif key in ("collect", "upgrade") and p["seat"] == self.seat:
                self.gained = True
            elif key in ("attack", "trade_accepted"):
                self.optional += 1
                assert self.optional == 1
            elif key == "roll":
                assert len(p["exploration"]) <= 5 and len(p["combat"]) <= 5
            elif key == "turn_end":
                coin = any(x.key == "board.event.no_luck_coin" for x in events)
                assert coin == (not self.gained)

    def finish(self) -> None:
        assert self.order == [(self.first + i) % self.n for i in range(self.n)] * 2


def playout(
    mode: str, players: int, seed: int, choices: list[int], c: Content, round_trip: bool
) -> BoardGame:
    g = BoardGame.new(BoardConfig(mode=mode, players=players), seed, c)
    check_event_keys(g.setup_events)
    pick = Rng(seed ^ 0xABCDEF)
    tracker = TurnTracker(g)
    i = 0
    while not g.is_over:
        golden = g.golden
        check_seat_asked(g)
        legal = g.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        assert g.decision in CATALOG
        if choices:
            action = legal[choices[i % len(choices)] % len(legal)]
        else:
            action = legal[pick.randrange(len(legal))]
        assert g.parse_action(str(action)) == action
        if round_trip:
            data = g.to_dict()
            assert toml_ready(data) == data
            twin = BoardGame.from_dict(toml_ready(data), c)
            assert twin.to_dict() == data and twin.legal_actions() == legal
            assert twin.to_act == g.to_act and twin.decision == g.decision
        events = g.apply(action)
        check_event_keys(events)
        tracker.see(events)
        if round_trip:
            assert twin.apply(action) == events
            assert twin.to_dict() == g.to_dict()
        check_invariants(g, golden)
        i += 1
    tracker.finish()
    assert g.round == (5 if mode == "discovery" else 7) and g.golden == 0
    out = g.outcome()
    assert out is not None and out.winners and len(out.standings) == players
    assert g.to_act is None and g.legal_actions() == []
    return g


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mode=st.sampled_from(["discovery", "advanced"]),
    players=st.integers(2, 5),
    seed=st.integers(0, 2**63 - 1),
    choices=st.lists(st.integers(0, 50), max_size=40),
)
def test_random_playouts_keep_the_invariants_and_round_trip(
    mode: str, players: int, seed: int, choices: list[int]
) -> None:
    playout(mode, players, seed, choices, fake_content(), round_trip=True)


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_playouts_with_the_shipped_content(mode: str, players: int) -> None:
    for seed in range(3):
        playout(mode, players, seed * 7 + players, [], content(), round_trip=seed == 0)


def test_same_seed_same_game() -> None:
    a = playout("advanced", 3, 42, [], fake_content(), round_trip=False)
    b = playout("advanced", 3, 42, [], fake_content(), round_trip=False)
    assert a.to_dict() == b.to_dict()


def test_illegal_actions_raise_and_change_nothing() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=3), 5, fake_content())
    pick = Rng(9)
    for _ in range(200):
        if g.is_over:
            break
        before = g.to_dict()
        legal = set(g.legal_actions())
        for bad in (
            Act("roll"),
            Act("place", "captain", "9"),
            Act("move", "azure"),
            Act("pay", "all"),
            Act("accept"),
            Act("hideout", "3"),
            Act("discard", "rum"),
        ):
            if bad in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                g.apply(bad)
            assert info.value.key == "board.illegal.not_allowed"
            assert g.to_dict() == before
        for text in ("", "dance", "move", "place captain 1 2 3 4", "MOVE azure", "pay food-wood"):
            with pytest.raises(IllegalAction) as info:
                g.apply_text(text) if text else g.parse_action(text)
            assert g.to_dict() == before
        options = g.legal_actions()
        g.apply(options[pick.randrange(len(options))])
    with pytest.raises(IllegalAction):
        playout("discovery", 2, 1, [], fake_content(), round_trip=False).apply(Act("end"))


def test_illegal_keys_exist() -> None:
    for key in ("board.illegal.not_allowed", "board.illegal.notation", "board.illegal.game_over"):
        assert key in CATALOG


def test_view_hides_the_deck_order_only() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=2), 3, fake_content())
    view = g.view(0)
    assert not hasattr(view, "decks") and set(view.deck_sizes) == set(g.ring)
    assert {sea: list(pile) for sea, pile in view.revealed.items()} == g.revealed and len(view.players) == 2
    assert view.sampler is not None
    text = repr([getattr(view, f.name) for f in fields(view) if f.name != "content"] + [view.sampler.steps])
    # only the cards everyone saw put under a deck (here the treasure-icon cards replaced at set-up) show
    hidden = [cid for sea in g.ring for cid in g.decks[sea][g.bottom.get(sea, 0) :]]
    assert hidden and not any(cid in text for cid in hidden)
    replaced = [e.params["card"] for e in g.setup_events if e.key == "board.event.setup_replace"]
    assert replaced and sorted(c for cards in view.known_bottom.values() for c in cards) == sorted(replaced)
    for sea, cards in view.known_bottom.items():
        assert list(cards) == g.decks[sea][: len(cards)]


def test_progress_for_the_load_list() -> None:
    g = BoardGame.new(BoardConfig(), 3, fake_content())
    assert g.progress() == ("board.progress.round", {"round": 1, "rounds": 5})
    g = playout("discovery", 2, 3, [], fake_content(), round_trip=False)
    key, params = g.progress()
    assert key == "board.progress.over" and "scores" in params
