"""The card game's German and French read as if fluent players wrote them (issue 22): one test per pattern found
rereading the rules screens against the seeds and playing whole games at 80x24 in both languages.

Each test failed on the locale files and rules screens before that pass. The words the glossary rules out
(tui/locales/GLOSSARY.md, card table, column "never") are checked with the board game's machinery
(:func:`tests.tui.test_board_wording.words_not_said`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.text import Text

from tests.tui.test_board_wording import words_not_said
from tui.i18n import LANGUAGES, Translator, load_catalog

ROOT = Path(__file__).resolve().parents[3]
GLOSSARY = ROOT / "tui" / "locales" / "GLOSSARY.md"


def card_texts(lang: str) -> list[tuple[str, str]]:
    """Every text of the card game: its locale keys (table, log, dialogs) and its rules screen, line by line."""
    out = []
    for key, entry in load_catalog(lang).items():
        if not key.startswith(("cards.", "text.cards.")):
            continue
        for form, text in entry.items() if isinstance(entry, dict) else [("", entry)]:
            out.append((f"{key}.{form}" if form else key, text))
    rules = ROOT / "tui" / "rules" / lang / "cards.md"
    out += [(f"rules:{n}", line) for n, line in enumerate(rules.read_text("utf-8").splitlines(), 1)]
    return out


def ruled_out(lang: str) -> dict[str, str]:
    """The card table's "never" column for one language: ``de: `Hälfte`; fr: `piste``` -> {pattern: row}."""
    section = GLOSSARY.read_text("utf-8").split("## 7Seas, the card game", 1)[1].split("\n## ", 1)[0]
    found: dict[str, str] = {}
    for row in section.splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("English", "---"):
            continue
        for part in cells[3].split(";"):
            said = part.strip()
            if said.startswith(f"{lang}:"):
                for word in re.findall(r"`([^`]+)`", said):
                    found[r"(?<!\w)" + re.escape(word) + r"(?!\w)"] = f"{cells[0]} ({word})"
    return found


# ---- the words the glossary settles ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_card_texts_use_the_glossary_words(lang: str) -> None:
    """The card table, the log and the rules screen never use a word the glossary's card table rules out ("die
    zweite Hälfte" for the second deal, "le 1 cristal" for the card the table calls "1 de cristal")."""
    bad = words_not_said(card_texts(lang), ruled_out(lang))
    assert not bad, f"{lang}:\n" + "\n".join(bad)


def test_the_glossary_check_reads_the_glossary_and_the_rules_screens() -> None:
    de, fr = ruled_out("de"), ruled_out("fr")
    assert len(de) >= 4 and len(fr) >= 6, (de, fr)
    assert words_not_said([("x", "Zu zweit beginnt die zweite Hälfte derselbe Spieler.")], de)
    assert words_not_said([("x", "la dame pirate (le 1 cristal)")], fr)
    assert not words_not_said([("x", "la dame pirate (le 1 de cristal)")], fr)
    assert any(where.startswith("rules:") for where, _ in card_texts("de"))


def test_the_glossary_lists_the_card_game_words_in_three_languages() -> None:
    section = GLOSSARY.read_text("utf-8").split("## 7Seas, the card game", 1)[1].split("\n## ", 1)[0]
    for word in ("Auslage", "affichage", "Beutestapel", "pile de butin", "Beutesumme", "total de butin"):
        assert word in section, word
    for word in ("Farbe", "couleur", "Diebstahl", "le vol", "Gleichstand", "égalité", "zieht ein Feld"):
        assert word in section, word


# ---- the rules screens say what the engine does -----------------------------------------------------------------


def _section(lang: str, number: int) -> str:
    text = (ROOT / "tui" / "rules" / lang / "cards.md").read_text("utf-8")
    return text.split("\n## ")[number]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_screen_puts_only_the_booty_pile_aside(lang: str) -> None:
    """With 2 players "the rest" is 20 cards: 4 form the booty pile, 16 wait for the second deal (engine: stock)."""
    round_section = _section(lang, 2)
    assert "16" in round_section, round_section
    assert not re.search(
        r"\b(rest|übrigen Karten kommen|Le reste forme)\b.*\b(booty|Beutestapel|butin)", round_section
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "If the card you play can take, it must"),
        ("de", "Kann die ausgespielte Karte etwas nehmen, muss sie es tun"),
        ("fr", "Si la carte jouée peut prendre, elle doit prendre"),
    ],
)
def test_the_rules_screen_binds_compulsory_capture_to_the_played_card(lang: str, said: str) -> None:
    """Ruling 12: any card may be played; the played card must take if it can. "Wer nehmen kann, muss nehmen"
    bound the player, and so did the German refusal."""
    turn = " ".join(_section(lang, 3).split())
    assert said in turn, turn
    assert "wer nehmen kann" not in str(load_catalog("de")["cards.illegal.must_capture"]).casefold()


# ---- the table and the log --------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_empty_booty_pile_and_an_empty_hand_say_so(lang: str) -> None:
    """ "Beutestapel: 0 verdeckte Karten", "Deine Hand, Anne (0 Karten)" at the end of a round and in the replay."""
    t = Translator(lang)
    for key in ("cards.ui.booty_pile", "cards.ui.your_hand"):
        line = t(key, count=0, name="Anne")
        assert "0" not in line, line
        assert "1" in t(key, count=1, name="Anne")


@pytest.mark.parametrize(("lang", "word"), [("de", "ein Feld"), ("fr", "d’une case")])
def test_one_space_is_written_out_as_the_seeds_say_it(lang: str, word: str) -> None:
    """ "zieht ein Feld weiter", "avance d’une case" (the seeds' words), not "zieht 1 Feld weiter"."""
    t = Translator(lang)
    for key in ("cards.event.award", "cards.event.ship_moves"):
        line = t(key, count=1, category="X", seat="Anne", position=3)
        assert word in line and not re.search(r"\b1\s", line), line


def test_a_sum_capture_reads_as_a_sentence_in_german() -> None:
    """ "… und nimmt die Rum-2 und die Gold-4: zusammen genauso stark." ended on a fragment."""
    line = str(load_catalog("de")["cards.event.sum"])
    assert not re.search(r":\s*zusammen", line), line
    assert line.rstrip(".").endswith("sind"), line


@pytest.mark.parametrize(
    ("lang", "heavy"), [("de", r"ungesehen vom \w+ genommen"), ("fr", r"sans être vues?")]
)
def test_unseen_cards_are_named_in_a_short_phrase(lang: str, heavy: str) -> None:
    """ "+2 ungesehen vom Beutestapel genommene Karten" wrapped in the steal dialog; "+2 ungesehene Karten vom
    Beutestapel", "+2 cartes inconnues de la pile de butin"."""
    t = Translator(lang)
    for n in (1, 2):
        line = t("cards.ui.hidden_cards", count=n)
        assert not re.search(heavy, line), line
        assert Text(line).cell_len <= 40, line


def test_french_steal_notice_says_it_as_the_log_does() -> None:
    """ "Flint a volé le 9 de rhum dans la collection détenue par Joueur 1": the log says "vole … à Joueur 1"."""
    catalog = load_catalog("fr")
    assert "détenue par" not in str(catalog["play.more.seat.stolen_from"])
    assert "à {victim}" in str(catalog["play.more.seat.stolen_from"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_set_up_buttons_leave_room_for_the_key_hint(lang: str) -> None:
    """ "Larguez les amarres !  Retour  Entrée/Tab : suivant · Ctrl+S : …" cut the hint at 80 columns."""
    t = Translator(lang)
    row = [t("cards.ui.setup.start"), t("common.back"), t("setup.hint")]
    assert sum(Text(part).cell_len for part in row) <= 58, row


def test_french_record_line_runs_no_three_colons_in_a_row() -> None:
    """The end screen's record line read "Journal du capitaine, 7Seas · arrivée en 7 : parties jouées : 2, …":
    a colon after the mode and another after each count. The mode ends with a dash now."""
    t = Translator("fr")
    for key in ("replay.over.record", "replay.over.record_titled"):
        line = t(key, mode="7Seas · arrivée en 7", played=2, won=0, lost=2)
        head = line.split(",")[0] + "," + line.split(",")[1]
        assert head.count(":") == 1, line


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_end_screen_tags_an_ai_player_as_the_seat_lists_do(lang: str) -> None:
    """The end screen's standings read "Flint KI, mittel": the name and its tag ran together. The load screen
    says "Flint (KI, mittel)"."""
    t = Translator(lang)
    level = t("ai.level.medium")
    listed = t("load.seat_ai", name="Flint", level=level)
    assert "Flint " + t("cards.ui.over.ai", level=level) == listed
