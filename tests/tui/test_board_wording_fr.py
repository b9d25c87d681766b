"""French board wording found in a whole-game read-through at 80 columns (issue 22, third pass): each test fails
on the French file as it was before that pass."""

from __future__ import annotations

import re

import pytest

from tests.tui.test_board_wording import SEAS, board_texts
from tui.i18n import Translator, load_catalog


def test_french_never_writes_de_before_a_quoted_name() -> None:
    """ "au lieu de « Accoster dans un port »": a quoted name that starts with a vowel wants "d’", so say it another
    way ("à la place de l’action « … »")."""
    bad = [f"{key}: {text!r}" for key, text in board_texts("fr") if re.search(r"\bde\s«", text)]
    assert not bad, bad


def test_french_card_view_quotes_the_misfortune_after_its_colon() -> None:
    """ "En cas d’échec : Perdez 3 nourritures.": no capital after a French colon, so the card's sentence is quoted."""
    text = Translator("fr")("board.cardview.negative", effect="Perdez 3 nourritures.")
    assert not re.search(r":\s[A-ZÉÈÀ]", text), text
    assert "«\u00a0Perdez" in text


def test_french_select_hints_say_a_key_selects_and_enter_acts() -> None:
    """ "r : lancer" read as if r rolled the dice, when r only selects the roll and Enter carries it out."""
    catalog = load_catalog("fr")
    for name in ("encounter", "encounter_friendly", "roll"):
        text = catalog[f"board.ui.select.{name}"]
        assert re.search(r"\}\u00a0: choisir", text), text
        assert "Entrée\u00a0: valider" in text, text
    for name in ("place", "hideout", "sail"):
        assert "Entrée\u00a0: " in catalog[f"board.ui.select.{name}"], name


def test_french_lands_at_a_card_with_its_own_preposition() -> None:
    """ "Débarquer sur le Village de pêcheurs": a village or a fjord is not stood on; the card's "à" form says
    "au Village de pêcheurs", "à l’Île aux cascades"."""
    bad = [
        f"{key}: {text!r}" for key, text in board_texts("fr") if re.search(r"Débarquer sur \{card\}", text)
    ]
    assert not bad, bad


def test_french_keeps_succes_for_hits_and_reussite_for_a_roll() -> None:
    """ "succès" counts hits (⚔ 3 succès, glossary); a roll's odds are its "chances de réussite", as in the panel."""
    bad = [f"{key}: {text!r}" for key, text in board_texts("fr") if re.search(r"chances? de succès", text)]
    assert not bad, bad


def test_french_misfortunes_put_no_comma_before_et() -> None:
    """ "Perdez 2 nourritures, et 1 planche par nourriture manquante": French joins the two losses without a comma."""
    bad = [
        f"{key}: {text!r}"
        for key, text in board_texts("fr")
        if key.startswith("board.negative.") and ", et " in text
    ]
    assert not bad, bad


def test_french_names_sailing_past_a_friendly_card_one_way() -> None:
    """The option reads "Passer votre chemin"; the key hint said "passer au large", the card view "passez sans frais"."""
    catalog = load_catalog("fr")
    assert catalog["board.label.sail_past"] == "Passer votre chemin"
    for key in ("board.ui.select.encounter_friendly", "board.ui.hint.encounter_friendly"):
        assert "passer votre chemin" in catalog[key], key
    assert "passez votre chemin" in catalog["board.cardview.friendly"]


def test_french_card_view_says_where_a_card_lies_without_mer_twice() -> None:
    """ "Rencontre en mer de la mer d’Azur" said "mer" twice; the glossary's "rencontre" reads "Rencontre de la mer …"."""
    from tui.board.text import sea_noun

    t = Translator("fr")
    for kind in ("island", "port", "encounter"):
        for sea in SEAS:
            text = t("board.cardview.where", kind=t(f"board.card_type.{kind}"), sea=sea_noun(t, sea))
            assert text.count("mer") == 1, text


def test_french_overload_throws_every_extra_resource() -> None:
    """ "déborde de 2 ressources : jetez-en une" asked for one when two must go; the plural asks for them one by one."""
    text = Translator("fr")("board.prompt.overload", count=2, hold=9)
    assert "jetez-les" in text and "jetez-en une" not in text, text


def test_french_score_sheet_does_not_say_a_rivals_parrot_is_yours() -> None:
    """The sheet shows every captain's column: "1 perroquet, 1 à vous" under Flint read as the reader's parrot."""
    for form in ("one", "other"):
        text = load_catalog("fr")["board.score.detail.parrots"][form]
        assert "à vous" not in text and "à soi" in text, text


@pytest.mark.parametrize("lang", ["fr"])
def test_french_select_hints_with_one_key_fit_the_80_column_bar(lang: str) -> None:
    """The hint line under the prompt holds 78 characters at 80 columns; a wrapped hint pushed a choice off screen."""
    t = Translator(lang)
    for name in ("encounter", "encounter_friendly", "roll", "hideout", "sail"):
        text = t(f"board.ui.select.{name}", handle="h", avoid="a", roll="r")
        assert len(text) <= 78, (name, len(text), text)


def test_french_module_question_has_one_colon_after_the_seat() -> None:
    """ "Capitaine 1 : Le dernier pêcheur : Quand…": two colons in one French sentence; the module takes a dash."""
    assert ":" not in Translator("fr")("board.solo_ui.prompt.module", module="M", question="Q ?")
