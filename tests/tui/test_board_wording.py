"""The board game's German and French read as if fluent players wrote them (issue 22): one test per pattern.

Each test here failed on the locale files and code before issue 22: counts without plural forms on the board
screens, amount keys counting another quantity, pronouns whose gender depends on a changing noun, seas in quotes or
with a guessed article, key hints with English initials, sea tiles cutting names, repeated gain lines, and the
words the glossary settles.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from tests.tui.test_i18n import COUNT_LIKE
from tui.i18n import LANGUAGES, Translator, load_catalog, plural_form

ROOT = Path(__file__).resolve().parents[2]
SEAS = ("frozen", "wild", "azure", "cursed", "burning", "plentiful", "jade")

#: Parameters that count something (a number a noun must agree with).
COUNTS = COUNT_LIKE | {"intensity", "gems", "treasures", "cards", "done", "left"}

#: The plural tables a counted parameter may go through: the quantity it counts.
AMOUNT_OF = {
    "planks": {"planks"},
    "other_planks": {"planks"},
    "lost": {"planks"},
    "other_lost": {"planks"},
    "cannons": {"cannons"},
    "boardings": {"boardings"},
    "stars": {"stars"},
    "coins": {"coins"},
    "intensity": {"coins"},
    "hits": {"successes", "hits"},
    "gems": {"gems"},
    "treasures": {"treasures"},
    "cards": {"sea_cards", "cards"},
    "points": {"movement"},
    "score": {"glory"},
    "excess": {"resources"},
    "missing": {"resources"},
}


def _fields(text: str) -> list[tuple[str, str]]:
    found = []
    for _, name, spec, _ in string.Formatter().parse(text):
        if name is not None:
            found.append((name, spec or ""))
            if spec and "{" in spec:
                found.extend(_fields(spec))
    return found


def board_texts(lang: str) -> list[tuple[str, str]]:
    out = []
    for key, entry in load_catalog(lang).items():
        if not key.startswith("board."):
            continue
        for form, text in entry.items() if isinstance(entry, dict) else [("", entry)]:
            out.append((f"{key}.{form}" if form else key, text))
    return out


# ---- counts ---------------------------------------------------------------------------------------------------


def _bare_counts(lang: str) -> list[str]:
    """Counted parameters followed by a word, outside a plural form: "⚔ {hits} hits", "{intensity} Glücksmünzen"."""
    catalog = load_catalog(lang)
    bad = []
    for key, text in board_texts(lang):
        is_plural = isinstance(catalog.get(key.rsplit(".", 1)[0]), dict)
        for name in COUNTS:
            if name == "count" and is_plural:
                continue
            # "3 of 7", "3 von 7", "3 sur 7" count nothing: a number followed by a noun does
            if re.search(r"\{" + name + r"\}[\s\u00a0\u202f]*(?!(of|von|sur|de)\b)[^\W\d_]", text):
                bad.append(f"{key}: {{{name}}} {text!r}")
    return bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_count_on_the_board_screens_goes_through_a_plural_form(lang: str) -> None:
    """Screens too, not only the log: the mist tile, the sea tiles' hits, the tie-break line, the quest rows."""
    bad = _bare_counts(lang)
    assert not bad, f"{lang}: counts without a plural form:\n" + "\n".join(bad)


def _count_keys(lang: str) -> list[tuple[str, set[str]]]:
    """Every board key that takes a count: a plural table, or a template with a "#table" spec."""
    out = []
    for key, entry in load_catalog(lang).items():
        if not key.startswith("board."):
            continue
        texts = entry.values() if isinstance(entry, dict) else [entry]
        counted = {n for t in texts for n, s in _fields(t) if s.startswith("#")}
        if isinstance(entry, dict):
            counted.add("count")
        if counted:
            out.append((key, counted))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_count_taking_key_renders_0_1_and_2(lang: str) -> None:
    """Each count with 0, 1 and 2: the form of the plural table that the language's rule picks, never a gap."""
    t = Translator(lang)
    catalog = load_catalog(lang)
    keys = _count_keys(lang)
    assert len(keys) > 60
    bad = []
    for key, counted in keys:
        entry = catalog[key]
        texts = entry.values() if isinstance(entry, dict) else [entry]
        names = {n for text in texts for n, _ in _fields(text) if "{" not in n}
        for n in (0, 1, 2):
            params: dict[str, object] = {name: "X" for name in names}
            params.update({name: n for name in counted})
            params["count"] = n
            if "resource" in names:
                params["resource"] = "wood"
            line = t(key, **params)
            if "{" in line or "…" in line:
                bad.append(f"{key}({n}): {line!r}")
            if isinstance(entry, dict):
                form = "zero" if n == 0 and "zero" in entry else plural_form(lang, n)
                if form not in entry:
                    bad.append(f"{key}: no {form!r} form for {n}")
            for text in texts:
                for _, spec in _fields(text):
                    if spec.startswith("#") and "{" not in spec:
                        table = catalog.get(spec[1:])
                        if not isinstance(table, dict):
                            bad.append(f"{key}: {spec} is not a plural table in {lang}")
                        elif t(spec[1:], count=n) not in line:
                            bad.append(f"{key}({n}): {t(spec[1:], count=n)!r} missing from {line!r}")
    assert not bad, f"{lang}:\n" + "\n".join(bad[:30])


def test_the_count_checks_can_fail() -> None:
    assert re.search(r"\{hits\}[\s]*[^\W\d_]", "⚔ {hits} hits")
    assert not re.search(r"\{planks\}[\s]*[^\W\d_]", "hull {planks}/7")


# ---- amount keys match the quantity they count ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_specs_count_their_own_quantity(lang: str) -> None:
    """{planks:#board.amount.planks}, never {planks:#board.amount.cannons}."""
    bad = []
    for key, text in board_texts(lang):
        for name, spec in _fields(text):
            table = spec[1:].rsplit(".", 1)[-1] if spec.startswith("#board.amount.") else ""
            if table and name in AMOUNT_OF and table not in AMOUNT_OF[name]:
                bad.append(f"{key}: {{{name}:{spec}}}")
    assert not bad, f"{lang}: {bad}"


def _code_amounts() -> list[str]:
    """Amounts formatted in code: ``planks=t("board.amount.cannons", ...)`` counts cannons as planks."""
    bad = []
    for path in sorted((ROOT / "tui" / "board").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.keyword) or node.arg not in AMOUNT_OF:
                continue
            call = node.value
            if (
                isinstance(call, ast.Call)
                and call.args
                and isinstance(call.args[0], ast.Constant)
                and isinstance(call.args[0].value, str)
                and call.args[0].value.startswith("board.amount.")
            ):
                table = call.args[0].value.rsplit(".", 1)[-1]
                if table not in AMOUNT_OF[node.arg]:
                    bad.append(f"{path.name}:{node.lineno}: {node.arg}=t({call.args[0].value!r})")
    return bad


def test_code_formats_each_amount_with_its_own_table() -> None:
    bad = _code_amounts()
    assert not bad, bad


def test_the_pirate_goal_counts_planks_as_planks() -> None:
    from engines.board import Roll
    from tui.board.words import goal_text

    roll = Roll(why="pirate", goal={"planks": 3, "boardings": 2, "cannons": 1})  # type: ignore[call-arg]
    assert "3 planks" in goal_text(Translator("en"), roll)
    assert "3 Planken" in goal_text(Translator("de"), roll)
    assert "3 planches" in goal_text(Translator("fr"), roll)


# ---- pronouns -------------------------------------------------------------------------------------------------

#: Templates that speak of a ship, card or creature whose gender changes with the game ("versenke es" after
#: "Wurf für die Korsarenschaluppe", "coulez-le" after "la Galère"): a pronoun there stands only for a noun the
#: template itself names before it, whose gender never changes ("das Piratenschiff … es feuert").
_PRONOUNS = {
    "de": re.compile(r"\b(es|ihn|ihm|sein|seine|seinen|seinem|seiner)\b"),
    "fr": re.compile(r"-(le|la|les|lui)\b|\b(ses|son|sa)\b|\b(il|elle) (tire|aborde|attaque)\b"),
}
_ANTECEDENTS = {"de": ("Piratenschiff",), "fr": ("navire pirate", "Navire pirate")}
_ABOUT_A_FOE = (
    "board.label.goal_pirate",
    "board.cardview.pirate",
    "board.label.goal_duel",
    "board.label.escape",
)


def _pronoun_errors(lang: str, key: str, text: str) -> list[str]:
    found = _PRONOUNS[lang].search(text)
    if found is None or any(noun in text[: found.start()] for noun in _ANTECEDENTS[lang]):
        return []
    return [f"{key}: {found.group(0)!r} in {text!r}"]


def test_the_pronoun_check_can_fail() -> None:
    assert _pronoun_errors("de", "k", "versenke es mit {planks} oder übertriff seine {boardings}")
    assert _pronoun_errors("fr", "k", "coulez-le avec {planks} ou dépassez ses {boardings}")
    assert not _pronoun_errors("de", "k", "das Piratenschiff hat {planks}; es feuert {cannons}")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_pronoun_stands_for_a_noun_whose_gender_changes(lang: str) -> None:
    catalog = load_catalog(lang)
    bad = [e for key in _ABOUT_A_FOE for e in _pronoun_errors(lang, key, str(catalog[key]))]
    assert not bad, bad


# ---- seas in running text -------------------------------------------------------------------------------------

_SEA_FIELDS = ("sea", "first", "second", "vsea")  # {to} may be a captain too; sailing says {to:to}
_GUESSED = {
    "en": r"\b(the|of|in|to)\s+",
    "de": r"(\b(der|die|das|dem|den|des|im|ins|in|zur|zum)\s+|„|\()",
    "fr": r"(\b(la|le|de|du|dans|vers|à)\s+|«\s*|\()",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_seas_in_sentences_use_their_running_forms(lang: str) -> None:
    """ "im Eismeer", "de la mer Gelée", never "im Meer „Eismeer“" or "la {sea}" with a guessed article."""
    bad = []
    for key, text in board_texts(lang):
        for name in _SEA_FIELDS:
            if re.search(_GUESSED[lang] + r"\{" + name + r"(:(nom|acc|dat|de|a))?\}", text):
                bad.append(f"{key}: {text!r}")
    assert not bad, f"{lang}:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sea_has_the_forms_running_text_needs(lang: str) -> None:
    t = Translator(lang)
    for sea in SEAS:
        noun = t.noun(f"board.sea.{sea}")
        label = t(f"board.sea.{sea}")
        for form in ("nom", "acc", "dat", "gen", "in", "to", "de", "a"):
            assert t.has(f"text.board.sea.{sea}.{form}"), f"{lang}:{sea}.{form}"
        if lang == "de":
            assert noun.form("in").startswith(("im ", "in der ")), noun.form("in")
            assert noun.form("gen").startswith(("des ", "der ")), noun.form("gen")
        if lang == "fr":
            assert noun.form("gen") == "de la " + label and noun.form("in") == "dans la " + label


def test_french_elides_before_a_captain_name() -> None:
    from tui.board.text import name_noun

    fr = Translator("fr")
    assert format(name_noun(fr, "Anne"), "de") == "d’Anne"
    assert format(name_noun(fr, "Bonny"), "de") == "de Bonny"
    assert format(name_noun(fr, "Hector"), "de") == "d’Hector"


# ---- repeated gains merge, payments say what they cost ----------------------------------------------------------


def _lines(lang: str, *events: tuple[str, dict[str, object]]) -> list[str]:
    from engines.base import Event
    from tui.board.log import record_lines
    from tui.board.text import Seats

    told = record_lines(Translator(lang), [Event(k, p) for k, p in events], Seats(["Anne", "Bonny"]), None)
    return [line.plain for line in told]


def test_repeated_gains_merge_in_every_language() -> None:
    gains = (
        ("board.event.gain", {"seat": 0, "resource": "wood", "count": 1}),
        ("board.event.gain", {"seat": 0, "resource": "wood", "count": 1}),
        ("board.event.gain", {"seat": 0, "resource": "food", "count": 1}),
    )
    assert _lines("en", *gains) == ["Anne gets 2 wood and 1 food."]
    assert _lines("de", *gains) == ["Anne erhält 2 Holz und 1 Nahrung."]
    assert _lines("fr", *gains) == ["Anne reçoit 2 bois et 1 nourriture."]


def test_a_payment_says_what_it_cost() -> None:
    pay = ("board.event.pay", {"seat": 0, "resources": ["wood", "fabric"]})
    assert _lines("en", pay) == ["Anne pays 1 wood and 1 fabric."]
    upgrade = ("board.event.upgrade", {"seat": 0, "track": "sails", "level": 3})
    assert _lines("de", pay, upgrade) == [
        "Anne bezahlt 1 Holz und 1 Stoff und wertet die Segel auf Stufe 3 auf."
    ]


# ---- sea tiles ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sea_tiles_show_names_that_fit(lang: str) -> None:
    """The narrow tiles of the top band (16 cells: "╭▶4 " + name + "╮") cut no name: a tile form stands in."""
    from rich.text import Text

    from tui.board.widgets.sea_ring import BOTTOM_BOX, TOP_BOX, tile_name

    t = Translator(lang)
    for sea in SEAS:
        for box in (TOP_BOX, BOTTOM_BOX):
            room = box - 2 - 3
            name = tile_name(t, sea, room)
            assert Text(name).cell_len <= room, f"{lang}:{sea} {name!r} in {room}"
            if Text(t(f"board.sea.{sea}")).cell_len <= room:
                assert name == t(f"board.sea.{sea}")
        assert t(f"board.sea_tile.{sea}").split()[-1] in t(f"board.sea.{sea}")  # a part of the name


# ---- the words the glossary settles ----------------------------------------------------------------------------

#: Words the glossary (tui/locales/GLOSSARY.md) rules out for the board game, with the word to use instead.
_NOT_SAID = {
    "de": {
        r"\bGunsten\b": "Gunstmarken (or rephrase)",
        r"\bRohstoff": "Ressource",
        r"\bWartung\b": "Instandhaltung",
        r"\bAktionsplan": "Aktionstafel",
        r"\bCrew\b": "Mannschaft",
        r"Nebelplättchen(?=[^.]*\b(Gunst|Fluch))": "Nebelmarken (the favor and curse tokens)",
        r"\b(den|deinen|seinen) Kapitän\b(?! Coco)": "die Kapitänsfigur (the token)",
        r"\b(den|deinen|seinen) Offizier\b": "die Offiziersfigur (the token)",
        r"\bLeisten? „?(Erkundung|Kampf|Handel)\b": "die Erkundungs-, Kampf-, Handelsleiste",
        r"\bAktionsmarker": "Aktionsfigur",
        r"\bNach Nahrung angeln": "Angeln (the default action's name)",
        r"\bDein Schiff flicken": "Schiff flicken (the reduced action's name)",
        r"\bEdelstein": "Meeresjuwel",
        r"(?i)verbesserung|\bverbessern\b": "Aufwertung, aufwerten (upgrades)",
        r"\bQuest-Buch": "Questbuch",
        r"(?<![\w.])\d-\d\b": "1–6, 2 bis 7 (a range takes an en dash)",
        r"\bKapitän/Offizier\)": "die andere Figur (the tokens are Figuren)",
        r"\bRuhm am\b": "Ruhmespunkte (glory points)",
        r"\bEnterhaken\b": "Entern (the boarding face)",
        r"\bTreffer\b": "Erfolge (successes)",
        r"(?i)(offiziers|kapitäns)?stein\b": "Kapitänsfigur, Offiziersfigur",
        r"(?i)\bangehen\b": "sich stellen (face), annehmen (a friendly encounter); the hint said „h angehen“",
        r"\bentert mit\b": "zeigt 1× Entern (a count of faces is not a weapon)",
        r"\bLass dich darauf ein\b": "Nimm sie an (die Begegnung annehmen)",
    },
    "fr": {
        r"\b[Hh]andle\b": "affronter / aller à la rencontre",
        r"\b(tuile|jetons?) brume\b": "tuile de brume, jeton de brume",
        r"\bnavigation\b(?! en cours)(?=.*(★|étoile|matelot))": "matelotage (seamanship)",
        r"\b(pistes?|cartes?)\s«?\s*(exploration|combat|commerce)\b": "piste d’exploration, cartes de commerce",
        r"\bPêcher de la nourriture": "Pêcher (the default action's name)",
        r"\bRafistoler votre navire": "Rafistoler le navire (the reduced action's name)",
        r"\bcartes? de mer\b": "carte mer",
        r"\bcarnet de quêtes": "journal des quêtes",
        r"\bVainqueurs?[\s\u00a0]*:": "Victoire : {names} (no gender for a seat)",
        r"\bGloire à\b": "Points de gloire (glory points)",
        r"\bde touches\b": "succès (successes)",
        r"\btraitez avec\b": "allez à sa rencontre (a friendly encounter)",
        r"\bpions?\b": "jeton capitaine, jeton officier",
        r"\bune case\b(?![\s\u00a0](dorée|bonus))": "emplacement (an action spot), espace (a hideout's space)",
        r"\baborde avec\b": "montre 1 abordage (a count of faces is not a weapon)",
        r"d’1\b": "de dépenser 1 …, d’un …",
    },
}


def _board_words(lang: str) -> list[tuple[str, str]]:
    texts = [(key, text) for key, text in board_texts(lang) if "{handle" not in text or lang != "fr"]
    rules = ROOT / "tui" / "rules" / lang / "board.md"
    texts += [(f"rules:{n}", line) for n, line in enumerate(rules.read_text("utf-8").splitlines(), 1)]
    return texts


def words_not_said(texts: list[tuple[str, str]], not_said: dict[str, str]) -> list[str]:
    """The texts (where, text) that use a word ruled out (pattern -> the word to use instead); placeholders are
    left out, so "{seat}" never matches."""
    bad = []
    for where, text in texts:
        plain = re.sub(r"\{[^{}]*\}", "", text)
        for pattern, instead in not_said.items():
            if re.search(pattern, plain):
                bad.append(f"{where}: {pattern} -> {instead}: {text!r}")
    return bad


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_glossary_words_are_used_everywhere(lang: str) -> None:
    """The table, the log and the rules screens say the same word for the same thing."""
    bad = words_not_said(_board_words(lang), _NOT_SAID[lang])
    assert not bad, f"{lang}:\n" + "\n".join(bad)


def test_the_glossary_check_reads_the_rules_screens_too() -> None:
    """A word ruled out in the locale is ruled out in tui/rules/<lang>/board.md: the check would catch it there."""
    for lang, line in (("de", "lege die Karte an die Leiste Handel"), ("fr", "sur la piste exploration")):
        assert any(re.search(p, line) for p in _NOT_SAID[lang]), line
    assert any(where.startswith("rules:") for where, _ in _board_words("de"))


#: A track named in running text is one word with its preposition: "an die Handelsleiste", "sur la piste de
#: commerce" (the running forms of ``text.board.track.*``), never "an die Leiste {track}" or "la piste {track}".
_TRACK_IN_TEXT = {
    "de": r"Leisten?\s*„?\{track(:label)?\}",
    "fr": r"pistes?[\s\u00a0]*«?[\s\u00a0]*\{track(:label)?\}",
}


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_tracks_in_sentences_use_their_running_forms(lang: str) -> None:
    bad = [f"{key}: {text!r}" for key, text in board_texts(lang) if re.search(_TRACK_IN_TEXT[lang], text)]
    assert not bad, bad
    t = Translator(lang)
    assert (
        format(t.noun("board.track.trade"), "to")
        == {"de": "an die Handelsleiste", "fr": "sur la piste de commerce"}[lang]
    )


def test_the_quest_rows_and_the_log_name_tracks_as_words() -> None:
    from tui.board.quests_view import row_text

    assert row_text(Translator("de"), "trade_master.6") == "6+ Karten an der Handelsleiste"
    assert row_text(Translator("fr"), "exploration_master.7") == "7+ cartes d’exploration"
    assert row_text(Translator("en"), "combat_master.8") == "8+ combat cards"


def test_german_zero_forms_stand_as_subjects() -> None:
    """ "Gewürfelt: kein Stern": a zero form is read after a colon or as a subject, never "keinen Stern"."""
    bad = [
        f"{key}: {text!r}"
        for key, text in board_texts("de")
        if key.startswith("board.amount.") and key.endswith(".zero") and re.search(r"\bkeinen\b", text)
    ]
    assert not bad, bad
    assert "kein Stern" in Translator("de")(
        "board.dice.total", total=Translator("de")("board.amount.stars", count=0)
    )


def test_a_used_bonus_token_comes_back_with_a_card_not_at_the_round_end() -> None:
    """The legend's used token: a 3rd or later card from its sea refreshes it (rulebook), the round end does not."""
    for lang in LANGUAGES:
        text = str(load_catalog(lang)["board.ui.legend.token_used"])
        assert not re.search(r"round|Runde|manche", text), text


def test_the_glossary_lists_every_settled_word() -> None:
    glossary = (ROOT / "tui" / "locales" / "GLOSSARY.md").read_text("utf-8")
    for word in (
        "Kapitänsfigur",
        "Nebelmarke",
        "Nebelplättchen",
        "Ressource",
        "Instandhaltung",
        "Aktionstafel",
    ):
        assert word in glossary, word
    for word in ("Mannschaft", "matelotage", "Gunstmarke", "tuile de brume", "jeton capitaine"):
        assert word in glossary, word
    for word in ("Handelsleiste", "piste d’exploration", "Aktionsfigur", "Aufwertung", "Victoire", "espace"):
        assert word in glossary, word


def test_a_finished_game_is_a_partie_in_german() -> None:
    """The captain's record and the menus say "Partie" for a game played (glossary), never "beendetes Spiel"."""
    bad = [
        f"{key}: {text!r}"
        for key, entry in load_catalog("de").items()
        for text in (entry.values() if isinstance(entry, dict) else [entry])
        if re.search(r"\bbeendete[sn]? Spiel\b", text)
    ]
    assert not bad, bad


# ---- the summary of the others' turns says what they did -----------------------------------------------------


def test_the_summary_names_the_activity_as_the_log_does() -> None:
    """ "Flint trotzt dem Schneesturm", as in the log, never the generic "versucht es mit dem Schneesturm"."""
    from engines.base import Event
    from engines.board.content import content
    from tui.board.recap import recap_lines
    from tui.board.text import Seats
    from tui.session import LogRecord

    cards = content()
    card = next(c.id for c in cards.cards.values() if c.name == "blizzard")
    events = (
        Event("board.event.turn_start", {"seat": 1}),
        Event("board.event.activity", {"seat": 1, "card": card, "flow": "hazard", "sea": "frozen"}),
    )
    records = [LogRecord(0, 1, "board.decision.x", "x", events)]
    for lang, said, generic in (
        ("de", "Flint trotzt dem Schneesturm.", "versucht"),
        ("fr", "Flint affronte le Blizzard.", "tente sa chance"),
    ):
        told = [
            line.plain.strip()
            for line in recap_lines(
                Translator(lang), records, seat=0, seats=Seats(["Anne", "Flint"]), content=cards, start=0
            )
        ]
        assert said in told and not any(generic in line for line in told), told


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_region_tabs_fit_80_columns(lang: str) -> None:
    """The compact table's tab strip (" Meere   Aktionen … Tab · F1: Hilfe") is never cut at 80 columns."""
    from rich.text import Text

    from tui.board.table import PANES

    t = Translator(lang)
    strip = "".join(f" {t(f'board.ui.pane.{name}')}  " for name in PANES) + " " + t("board.ui.pane_keys.hint")
    assert Text(" " + strip).cell_len <= 80, strip


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_goal_has_no_colon_of_its_own(lang: str) -> None:
    """A goal follows "Ziel: " or a prompt's colon: a second colon inside it ("Ziel: … hat 2 Planken: Versenke…")
    reads as a broken sentence; a goal is a phrase ("das Piratenschiff versenken", "couler le navire pirate")."""
    bad = [
        f"{key}: {text!r}"
        for key, text in board_texts(lang)
        if ".goal_" in key and ":" in re.sub(r"\{[^}]*\}", "", text)
    ]
    assert not bad, bad
    assert lang != "de" or "(ändert" not in str(load_catalog("de")["board.label.useless"])  # no "(…) (…)"


# ---- the log says what it means -----------------------------------------------------------------------------


def test_a_blocking_misfortune_names_the_blocked_actions() -> None:
    """ "Diese Aktionen kannst du … nicht mehr ausführen: In See stechen.", never ": …." in the log."""
    from engines.base import Event
    from engines.board.content import content
    from tui.board.text import Seats, event_text

    cards = content()
    card = next(c for c in cards.cards.values() if c.negative is not None and c.negative.actions)
    event = Event(
        "board.event.negative", {"seat": 0, "card": card.id, "effect": "block_actions", "amount": 0}
    )
    for lang in LANGUAGES:
        t = Translator(lang)
        line = event_text(t, event, Seats(["Anne"]), cards).plain
        assert "…" not in line and t(f"board.action.{card.negative.actions[0].value}") in line, line


def test_german_contracts_a_preposition_before_a_running_form() -> None:
    """ "an dem Dicken Kauffahrer" must read "am …": no template puts "an/in/von/zu/bei" before a dative form,
    whose article (dem) the template cannot contract."""
    bad = [
        f"{key}: {text!r}"
        for key, text in board_texts("de")
        if re.search(r"\b(an|in|von|zu|bei) \{[a-z_]+:dat\}", text)
    ]
    assert not bad, bad


def test_a_repair_paid_with_nothing_reads_as_a_sentence() -> None:
    """ "Anne ne dépense rien et répare 1 planche", never "Anne dépense rien"."""
    from engines.base import Event
    from tui.board.text import Seats, event_text

    event = Event("board.event.repair", {"seat": 0, "planks": 1, "spent": []})
    said = {lang: event_text(Translator(lang), event, Seats(["Anne"]), None).plain for lang in LANGUAGES}
    assert said["fr"] == "Anne ne dépense rien et répare 1 planche."
    assert said["de"] == "Anne gibt nichts aus und repariert 1 Planke."
    assert said["en"] == "Anne spends nothing and repairs 1 plank."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_reference_title_line_fits_80_columns(lang: str) -> None:
    """The card reference's first line (title and keys) is one line at 80 columns, not wrapped before "zurück"."""
    from rich.text import Text

    t = Translator(lang)
    line = " " + t("board.ui.cards_ref.title") + "  " + t("board.ui.cards_ref.keys")
    assert Text(line).cell_len <= 78, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheets_key_line_fits_one_line_at_80_columns(lang: str) -> None:
    """Help, legend and boards sheets: their key line stays one line inside the 80-column frame."""
    from rich.text import Text

    t = Translator(lang)
    for key in ("board.ui.sheet.hint", "board.ui.sheet.hint_enter"):
        assert Text(t(key)).cell_len <= 74, t(key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_set_up_buttons_leave_room_for_the_key_hint(lang: str) -> None:
    """The board set-up's last row ("Appareiller  Retour  Entrée/Tab : suivant · Ctrl+S : jouer") is not cut at 80
    columns: the start button stays a short word ("Larguer les amarres" cut the hint to "jo…")."""
    from rich.text import Text

    t = Translator(lang)
    row = [t("board.ui.setup.start"), t("ui.back") if t.has("ui.back") else "Back", t("setup.hint")]
    assert sum(Text(part).cell_len for part in row) <= 58, row
    # a checkbox label is one line, cut at the frame: "… coche les" lost "lignes atteintes)"
    assert Text(t("board.extra.setup.quests")).cell_len <= 70, t("board.extra.setup.quests")


def test_the_ring_legend_drops_whole_items_when_the_solo_marks_take_the_room() -> None:
    """ "Les sept mers  ☠ Vagabond (1)  ✦ exploration … ⌂ r…" cut a word: the legend keeps only whole items."""
    from rich.text import Text

    from tui.board.widgets.sea_ring import with_legend

    for lang in LANGUAGES:
        t = Translator(lang)
        legend = t("board.ring.legend") + "  " + t("board.ring.tokens")
        title = Text(t("board.ui.ring.title") + "  ☠ Vagabond (1)  ≋ (1)")
        line = with_legend(title, legend, 80).plain
        assert len(line) <= 79 and line.startswith(title.plain)
        shown = line[len(title.plain) :].split()
        assert " ".join(shown) in " ".join(legend.split()), line  # whole items, in order
        assert with_legend(Text("x"), legend, 200).plain.split()[-1] == legend.split()[-1]  # all when room


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_captains_heading_keeps_its_key_hints(lang: str) -> None:
    """ "Capitaines  b : tous les plateaux · l : l…" lost its last key at 120 columns: heading and keys fit the strip."""
    from rich.text import Text

    t = Translator(lang)
    line = t("board.ui.players.title") + "  " + t("board.ui.strip.keys")
    assert Text(line).cell_len <= 40, line


def test_the_vagabond_who_does_not_move_stays() -> None:
    """ "Le Vagabond obtient 0 étoile et navigue vers la mer Gelée" where he already was: he stays there."""
    from engines.base import Event
    from tui.board.text import Seats, event_text

    still = Event(
        "board.event.solo.move", {"dice": ["blank"], "stars": 0, "to": "frozen", "seas": ["frozen"]}
    )
    moved = Event(
        "board.event.solo.move", {"dice": ["star"], "stars": 1, "to": "wild", "seas": ["frozen", "wild"]}
    )
    said = {lang: event_text(Translator(lang), still, Seats(["Anne"]), None).plain for lang in LANGUAGES}
    assert said == {
        "en": "The Vagabond rolls no star and stays in the Frozen Sea.",
        "de": "Wurf des Vagabunden: kein Stern. Er bleibt im Eismeer.",
        "fr": "Le Vagabond obtient 0 étoile et reste dans la mer Gelée.",
    }
    assert "ins Eismeer" not in event_text(Translator("de"), moved, Seats(["Anne"]), None).plain


def test_a_repair_that_bought_nothing_is_told_once() -> None:
    """ "récupère 1 planche gratuitement" then "ne dépense rien et répare 1 planche" read as two planks."""
    from engines.base import Event

    free = ("board.event.repair_free", {"seat": 0, "planks": 1})
    nothing = ("board.event.repair", {"seat": 0, "planks": 1, "spent": []})
    assert _lines("fr", free, nothing) == ["Anne répare son navire et récupère 1 planche gratuitement."]
    assert len(_lines("de", free, ("board.event.repair", {"seat": 0, "planks": 2, "spent": ["wood"]}))) == 2
    assert Event  # the log merges by key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_minus_is_a_minus_sign(lang: str) -> None:
    """ "−1 Glücksmünze" (U+2212, as in the rules screens), never a hyphen before a number."""
    bad = [f"{key}: {text!r}" for key, text in board_texts(lang) if re.search(r'(^|[\s"(])-\d', text)]
    assert not bad, bad


def test_the_french_rules_screens_use_no_break_spaces() -> None:
    """The rules text too: "choisie ; si" with a plain space let a wrapped line start with ";"."""
    from tests.tui.test_i18n import _french_typography_errors

    for name in ("board.md", "cards.md"):
        lines = (ROOT / "tui" / "rules" / "fr" / name).read_text("utf-8").splitlines()
        bad = [f"{name}:{n}: {line!r}" for n, line in enumerate(lines, 1) if _french_typography_errors(line)]
        assert not bad, bad[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sail_choice_names_a_card_once_when_its_kind_has_its_name(lang: str) -> None:
    """ "Segeln in die Azursee (Handelsflotte: Handelsflotte)" said the same word twice."""
    from types import SimpleNamespace

    from engines.board import Act
    from tui.board.labels import _l_move

    t = Translator(lang)
    fleet = SimpleNamespace(name="merchant_fleet", kind=SimpleNamespace(value="merchant_fleet"))
    view = SimpleNamespace(revealed={"azure": ("c1",)}, content=SimpleNamespace(cards={"c1": fleet}))
    line = _l_move(t, view, None, Act("move", "azure"), [])  # type: ignore[arg-type]
    name = t("board.card.merchant_fleet")
    assert line.count(name) == 1 and f"({name})" in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_encounter_prompt_names_a_card_once_when_its_kind_has_its_name(lang: str) -> None:
    """ "Handelsflotte voraus (Handelsflotte)" said the same word twice; a kind with another name keeps both."""
    from types import SimpleNamespace

    from tui.board.prompts import _question

    t = Translator(lang)
    for card, kind, times in (("merchant_fleet", "merchant_fleet", 1), ("iceberg_field", "sea_hazard", 1)):
        fleet = SimpleNamespace(name=card, kind=SimpleNamespace(value=kind))
        view = SimpleNamespace(content=SimpleNamespace(cards={"c1": fleet}))
        d = SimpleNamespace(name="encounter", card="c1", nature="friendly")
        line = _question(t, view, d, None)  # type: ignore[arg-type]
        assert line.count(t(f"board.card.{card}")) == times and "{" not in line, line
        assert ("(" in line) == (card != kind) and t(f"board.kind.{kind}").casefold() in line.casefold(), line


@pytest.mark.parametrize(
    ("lang", "cost"),
    [
        ("en", "1 wood, 1 fabric and 2 metal"),
        ("de", "1 Holz, 1 Stoff und 2 Metall"),
        ("fr", "1 bois, 1 tissu et 2 métaux"),
    ],
)
def test_a_list_of_costs_in_running_text_joins_its_last_item_with_and(lang: str, cost: str) -> None:
    """ "Handeln: 1 Holz gegen 1 Stoff, 1 Metall" read as a table cell, not a sentence."""
    from tui.board.words import cost_text, reward_text

    t = Translator(lang)
    line = cost_text(t, ["wood", "fabric", "metal", "metal"])
    assert line.casefold() == cost.casefold(), line
    assert t("board.ui.and") in reward_text(t, ["wood"], 1)


def test_german_counts_boardings_with_a_times_sign() -> None:
    """ "Stiehl mit 1 Entern" beside "1× Entern" everywhere else (now "Noch 1× Entern zum Stehlen")."""
    bad = [k for k, text in board_texts("de") if re.search(r"\{count\} Entern", text)]
    assert not bad, bad


def test_the_summary_merges_a_captains_gains_as_the_log_does() -> None:
    """ "Flint erhält 1 Holz." then "Flint erhält 1 Rum." in the summary: one line, as in the log."""
    from engines.base import Event
    from engines.board.content import content
    from tui.board.recap import recap_lines
    from tui.board.text import Seats
    from tui.session import LogRecord

    events = (
        Event("board.event.turn_start", {"seat": 1}),
        Event("board.event.gain", {"seat": 1, "resource": "wood"}),
        Event("board.event.gain", {"seat": 1, "resource": "rum"}),
    )
    records = [LogRecord(0, 1, "board.decision.x", "x", events)]
    for lang, said in (("de", "Flint erhält 1 Holz und 1 Rum."), ("en", "Flint gets 1 wood and 1 rum.")):
        told = [
            line.plain.strip()
            for line in recap_lines(
                Translator(lang), records, seat=0, seats=Seats(["Anne", "Flint"]), content=content(), start=0
            )
        ]
        assert said in told and len(told) == 2, told
