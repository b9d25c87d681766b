"""Every legal action is labelled: over many decisions of seeded games (both modes, 2-5 seats), each legal action
gets a non-empty label in en/de/fr with no raw key and no notation leaking, the labels of one decision are
distinct, and the question asked is worded too (tui/board/labels.py, prompts.py)."""

from __future__ import annotations

import logging
import re
from typing import Any

import pytest

from engines.base import Rng
from engines.board.actions import VERBS
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from tui.board.labels import action_label, choices
from tui.board.prompts import decision_prompt
from tui.i18n import LANGUAGES, Translator, load_catalog

NAMES = ["Anne", "Flint", "Bonny", "Kidd", "Read"]
#: ids that would betray raw data: snake_case words, choice bars, leftover placeholders, the missing-text marker
RAW = re.compile(r"[a-z]+_[a-z_]+|\||\{|\}|…|board\.")
TRANSLATORS = {lang: Translator(lang) for lang in LANGUAGES}


def _check_text(text: str, what: str) -> None:
    assert text.strip(), what
    assert not RAW.search(text), f"{what}: {text!r}"


def _check_decision(view: dict[str, Any], seen_verbs: set[str]) -> None:
    d = view.pending
    for lang, t in TRANSLATORS.items():
        prompt = decision_prompt(t, view, names=NAMES)
        _check_text(prompt, f"{lang} prompt of {d.name}")
        pairs = choices(t, view, names=NAMES)
        assert [a for a, _ in pairs] == list(d.legal)
        labels = [label for _, label in pairs]
        for notation, label in pairs:
            _check_text(label, f"{lang} {d.name} {notation!r}")
            assert label != notation and (" " not in notation or notation not in label), label
            assert label == action_label(t, view, notation, names=NAMES)
        assert len(set(labels)) == len(labels), f"{lang} {d.name}: {labels}"
    seen_verbs.update(a.split()[0] for a in d.legal)


def _play(
    mode: str, players: int, seed: int, seen_verbs: set[str], seen_names: set[str], **extra: Any
) -> None:
    g = BoardGame.new(BoardConfig(mode=mode, players=players, **extra), seed=seed)
    agents = [make_captain("greedy" if s % 2 == 0 else "random", Rng(seed + s)) for s in range(players)]
    steps = 0
    while g.to_act is not None:
        seat = g.to_act
        view = g.view(seat)
        name = view.pending.name
        # every decision kind in full, the common ones (placing, acting, sailing) one time in four
        if name not in ("place", "action", "sail", "overload") or steps % 4 == 0:
            _check_decision(view, seen_verbs)
        seen_names.add(name)
        g.apply(agents[seat].choose(view, g.legal_actions()))
        steps += 1
    _check_decision(g.view(None), seen_verbs)  # the game-over question


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
def test_every_legal_action_is_labelled(mode: str, caplog: pytest.LogCaptureFixture) -> None:
    seen_verbs: set[str] = set()
    seen_names: set[str] = set()
    with caplog.at_level(logging.WARNING, logger="seven_seas.i18n"):
        for players in (2, 3, 4, 5):
            for seed in range(2):
                _play(mode, players, 500 * players + seed, seen_verbs, seen_names)
        if mode == "advanced":  # Solo mode with Favors & Curses
            _play(mode, 1, 5, seen_verbs, seen_names, solo=True, level=5)
        else:  # the Extra modules
            _play(mode, 3, 5, seen_verbs, seen_names, modules=("hen", "fisherman"))
    assert not caplog.records, caplog.text  # no missing key or placeholder in any language
    assert {"place", "action", "sail", "roll", "pay", "encounter", "offer", "overload"} <= seen_names
    assert len(seen_verbs) >= 35, sorted(VERBS - seen_verbs)
    assert ({"mist", "curse"} if mode == "advanced" else {"last_fish"}) <= seen_names


def test_every_verb_has_a_label() -> None:
    from tui.board import labels

    assert set(labels._LABELS) == set(VERBS)


def test_new_tables_exist_in_every_language() -> None:
    for lang in LANGUAGES:
        catalog = load_catalog(lang)
        assert "board.label.sail" in catalog and "board.prompt.roll" in catalog, lang


def test_french_typography() -> None:
    """French: a no-break space before ":" and a narrow no-break space before ";", "?" and "!"."""
    for key, entry in load_catalog("fr").items():
        if not key.startswith(("board.label.", "board.prompt.")):
            continue
        for text in entry.values() if isinstance(entry, dict) else [entry]:
            assert not re.search(r"[ \u202f]:", text), (key, text)
            assert not re.search(r"[ \u00a0][;?!]", text), (key, text)
            assert "«\u00a0" in text or "«" not in text, (key, text)


def test_labels_in_words() -> None:
    """A few labels read as the rulebook says, with names and amounts in the current language."""
    g = BoardGame.new(BoardConfig(mode="discovery", players=2), seed=3)
    view = g.view(None)
    en, fr = TRANSLATORS["en"], TRANSLATORS["fr"]
    ring = view.ring
    assert action_label(en, view, "hideout 0") == (
        f"Hideout between the {en(f'board.sea.{ring[0]}')} and the {en(f'board.sea.{ring[1]}')}"
    )
    assert decision_prompt(en, view) == en("board.decision.hideout")
    assert "\u00a0:" in decision_prompt(fr, view) or ":" not in decision_prompt(fr, view)


def test_the_action_question_offers_to_end_the_turn_only_when_it_may_end() -> None:
    """ "Choose your next action (still to do: ...), or end your turn" was asked with no way to end the turn."""
    t = TRANSLATORS["en"]
    ending = t("board.prompt.action", left="X").split("X")[-1]  # "), or end your turn"
    asked = {True: 0, False: 0}
    game = BoardGame.new(BoardConfig(mode="discovery", players=2), 3)
    captain = make_captain("greedy", Rng(3))
    while not game.is_over and sum(asked.values()) < 40:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if (
            view.pending.name == "action"
            and view.pending.turn
            and set(view.pending.turn.actions) - set(view.pending.turn.done)
        ):
            may_end = any(a.split(" ", 1)[0] == "end" for a in view.pending.legal)
            asked[may_end] += 1
            assert (ending in decision_prompt(t, view, names=NAMES)) == may_end
        game.apply(captain.choose(view, list(game.legal_actions())))
    assert asked[False]


def test_paying_the_first_item_as_asked_says_the_rest_comes_next() -> None:
    """ "Pay 1 food" beside "Pay as requested: 1 food, 1 wood" read as paying less than asked."""
    t = TRANSLATORS["en"]
    for seed in range(1, 30):
        game = BoardGame.new(BoardConfig(mode="discovery", players=2), seed)
        captain = make_captain("greedy", Rng(seed))
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            d = view.pending
            legal = list(game.legal_actions())
            if d.name == "pay" and len(d.cost) > 1:
                firsts = [a for a in legal if a.verb == "pay" and len(a) == 2 and a.arg(0) == d.cost[0]]
                if firsts:
                    label = str(action_label(t, view, firsts[0], names=NAMES))
                    assert "then" in label and label != t("board.label.pay", resource="x").replace("x", "")
                    return
            game.apply(captain.choose(view, legal))
    raise AssertionError("no payment of two items met")
