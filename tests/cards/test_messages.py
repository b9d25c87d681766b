"""Every message key the card engine emits exists in en/de/fr, and its params fill its placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engines.cards as cards_pkg
from engines.base import IllegalAction
from engines.cards import CATEGORIES, SUITS, CardConfig, CardGame, Play, StealCard, StealFrom
from tui.i18n import LANGUAGES, load_catalog, placeholders


def entry_placeholders(entry: str | dict[str, str]) -> set[str]:
    if isinstance(entry, dict):
        return set().union(*(placeholders(v) for v in entry.values()))
    return placeholders(entry)


def emitted() -> dict[str, set[str]]:
    """Keys and the params they came with, from games of every size and option."""
    found: dict[str, set[str]] = {}
    for i, config in enumerate(
        [
            CardConfig(players=2, target=7),
            CardConfig(players=3, ties="all", leftover="nobody"),
            CardConfig(players=4, finish="shared", target=7),
            CardConfig(players=2, target=14, ties="all"),
        ]
    ):
        for seed in range(4):
            game = CardGame.new(config, seed * 10 + i)
            n = 0
            while not game.is_over:
                found.setdefault(game.decision, set())
                key, params = game.progress()
                found.setdefault(key, set()).update(params)
                legal = game.legal_actions()
                for event in game.apply(legal[(n * 13 + seed) % len(legal)]):
                    found.setdefault(event.key, set()).update(event.params)
                n += 1
            found.setdefault(game.decision, set())
            key, params = game.progress()
            found.setdefault(key, set()).update(params)
    return found


def test_every_emitted_key_exists_with_fillable_placeholders() -> None:
    found = emitted()
    assert len([k for k in found if k.startswith("cards.event.")]) >= 20
    for lang in LANGUAGES:
        catalog = load_catalog(lang)
        for key, params in found.items():
            assert key in catalog, f"{lang}: {key}"
            assert entry_placeholders(catalog[key]) <= params, f"{lang}: {key} needs more than {params}"


def engine_source() -> str:
    """The source of every module of the card engine."""
    return "".join(path.read_text("utf-8") for path in sorted(Path(cards_pkg.__file__).parent.glob("*.py")))


def test_illegal_reasons_exist_with_fillable_placeholders() -> None:
    game = CardGame.new(CardConfig(), 3)
    tries = [
        Play("Q9"),
        Play(next(c for c in cards_pkg.ALL_CARDS if c not in game.view(0).hand)),
        StealFrom(1),
        StealCard("G1"),
        "nonsense",
    ]
    raised = []
    for action in tries:
        with pytest.raises(IllegalAction) as info:
            game.apply(action)  # type: ignore[arg-type]
        raised.append(info.value)
    with pytest.raises(IllegalAction) as info:
        game.parse_action("dance")
    raised.append(info.value)
    source = engine_source()
    all_keys = set(re.findall(r'"(cards\.illegal\.[a-z_]+)"', source))
    assert len(all_keys) >= 14
    for lang in LANGUAGES:
        catalog = load_catalog(lang)
        for key in all_keys:
            assert key in catalog, f"{lang}: {key}"
        for error in raised:
            assert entry_placeholders(catalog[error.key]) <= set(error.params), f"{lang}: {error.key}"


def test_names_the_ui_builds_from_ids_exist() -> None:
    for lang in LANGUAGES:
        catalog = load_catalog(lang)
        for suit in SUITS:
            assert f"cards.suit.{suit}" in catalog and placeholders(catalog[f"cards.card.{suit}"]) == {
                "strength"
            }
        for special in ("kraken", "lady", "king"):
            assert f"cards.card.{special}" in catalog
        for category, _ in CATEGORIES:
            assert f"cards.category.{category}" in catalog
        for option, values in (
            ("ties", cards_pkg.TIE_RULES),
            ("leftover", cards_pkg.LEFTOVER_RULES),
            ("finish", cards_pkg.FINISH_RULES),
        ):
            for value in (*values, "label", "help"):
                assert f"cards.option.{option}.{value}" in catalog
        for decision in ("play", "steal_source", "steal_card", "over"):
            assert f"cards.decision.{decision}" in catalog


def test_the_package_docstring_lists_every_event() -> None:
    source = engine_source()
    events = set(re.findall(r'"cards\.event\.([a-z_]+)"', source))
    doc = cards_pkg.__doc__ or ""
    for name in events:
        assert f"cards.event.{name}" in doc or f"/ ``{name}``" in doc or f"``{name}``" in doc, name
