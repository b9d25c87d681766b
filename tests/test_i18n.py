"""Locale files: same keys and placeholders in en/de/fr, every key used in code exists, plurals."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest

from tui.i18n import LANGUAGES, Translator, detect_language, load_catalog, placeholders, plural_form

ROOT = Path(__file__).resolve().parents[1]
CODE_DIRS = ("engines", "saves", "tui")


def entry_placeholders(entry: str | dict[str, str]) -> set[str]:
    if isinstance(entry, dict):
        return set().union(*(placeholders(v) for v in entry.values()))
    return placeholders(entry)


def test_all_languages_have_the_same_keys() -> None:
    keys = {lang: set(load_catalog(lang)) for lang in LANGUAGES}
    for lang in LANGUAGES:
        missing = keys["en"] - keys[lang]
        extra = keys[lang] - keys["en"]
        assert not missing, f"{lang} lacks {sorted(missing)[:20]}"
        assert not extra, f"{lang} has keys English lacks: {sorted(extra)[:20]}"


def test_placeholders_agree_across_languages() -> None:
    en = load_catalog("en")
    problems = []
    for lang in ("de", "fr"):
        other = load_catalog(lang)
        for key, entry in en.items():
            if key in other and entry_placeholders(entry) != entry_placeholders(other[key]):
                problems.append(f"{lang}:{key} {entry_placeholders(other[key])} != {entry_placeholders(entry)}")
    assert not problems, "\n".join(problems[:20])


def test_plural_entries_have_both_forms_everywhere() -> None:
    for lang in LANGUAGES:
        for key, entry in load_catalog(lang).items():
            if isinstance(entry, dict):
                assert set(entry) == {"one", "other"}, f"{lang}:{key}"


def _top_sections() -> set[str]:
    return {key.split(".")[0] for key in load_catalog("en")}


KEYLIKE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
NOT_KEYS = re.compile(r"\.(py|tcss|toml|md|json|txt)$")


def _code_files() -> list[Path]:
    return [p for d in CODE_DIRS for p in (ROOT / d).rglob("*.py")]


def used_keys() -> dict[str, str]:
    """Every string literal in the code that looks like a message key of a known section."""
    sections = _top_sections()
    found: dict[str, str] = {}
    for path in _code_files():
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if KEYLIKE.match(text) and not NOT_KEYS.search(text) and text.split(".")[0] in sections:
                    found.setdefault(text, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def binding_ids() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in _code_files():
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Binding":
                for kw in node.keywords:
                    if kw.arg == "id" and isinstance(kw.value, ast.Constant):
                        found[f"bind.{kw.value.value}"] = f"{path.relative_to(ROOT)}:{node.lineno}"
    return found


def test_every_key_used_in_code_exists() -> None:
    catalog = load_catalog("en")
    prefixes = {k.rsplit(".", 1)[0] for k in catalog}
    missing = {
        key: where
        for key, where in {**used_keys(), **binding_ids()}.items()
        if key not in catalog and key not in prefixes  # a prefix is used to build keys
    }
    assert not missing, f"keys used in code but absent from the locale files: {missing}"


def test_key_scanner_sees_real_keys() -> None:
    keys = used_keys()
    assert "menu.not_available" in keys
    assert "saves.error.truncated" in keys
    assert "bind.language" in binding_ids()


def test_translate_fills_placeholders_and_plurals() -> None:
    t = Translator("en")
    assert t("load.count", count=1, folder="x") == "1 saved game (folder: x)"
    assert t("load.count", count=2, folder="x") == "2 saved games (folder: x)"
    fr = Translator("fr")
    assert fr("load.count", count=0, folder="x").startswith("0 partie sauvegardée")
    assert fr("load.count", count=1, folder="x").startswith("1 partie sauvegardée")
    assert fr("load.count", count=2, folder="x").startswith("2 parties")
    de = Translator("de")
    assert de("load.count", count=0, folder="x").startswith("0 gespeicherte Partien")


def test_plural_rules() -> None:
    assert plural_form("en", 1) == "one" and plural_form("en", 0) == "other"
    assert plural_form("de", 1) == "one" and plural_form("de", 2) == "other"
    assert plural_form("fr", 0) == "one" and plural_form("fr", 1) == "one" and plural_form("fr", 2) == "other"


def test_missing_key_falls_back_to_english_and_is_logged(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    de = dict(load_catalog("de"))
    del de["menu.no_saves"]
    real = load_catalog

    def fake(lang: str):  # type: ignore[no-untyped-def]
        return de if lang == "de" else real(lang)

    monkeypatch.setattr("tui.i18n.load_catalog", fake)
    with caplog.at_level(logging.WARNING, logger="seven_seas.i18n"):
        text = Translator("de")("menu.no_saves")
    assert text == real("en")["menu.no_saves"]
    assert "menu.no_saves" in caplog.text


def test_unknown_key_is_never_shown_raw(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger="seven_seas.i18n"):
        text = Translator("en")("menu.this_key_does_not_exist")
    assert "menu.this_key_does_not_exist" not in text
    assert "menu.this_key_does_not_exist" in caplog.text


def test_detect_language_order(monkeypatch: pytest.MonkeyPatch) -> None:
    assert detect_language("fr", "de") == "fr"
    assert detect_language(None, "de") == "de"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert detect_language(None, None) == "de"
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert detect_language(None, None) == "fr"
    monkeypatch.setenv("LC_ALL", "C")
    assert detect_language(None, None) == "en"
    monkeypatch.delenv("LC_ALL")
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert detect_language(None, None) == "en"


def test_keys_are_not_english_sentences() -> None:
    for key in load_catalog("en"):
        assert " " not in key and key == key.lower(), key


def test_numbers_use_the_local_decimal_mark() -> None:
    assert Translator("en").number(1.5) == "1.5"
    assert Translator("de").number(1.5) == "1,5"
    assert Translator("fr").number(0.5) == "0,5"
    assert Translator("fr").number(2.0) == "2"
