"""Locale files: same keys and placeholders in en/de/fr, every key used in code exists, plurals."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest

from tui.i18n import (
    FORMS,
    LANGUAGES,
    RUNNING_PREFIX,
    Noun,
    NounList,
    Translator,
    detect_language,
    load_catalog,
    placeholders,
    plural_form,
)

ROOT = Path(__file__).resolve().parents[2]
CODE_DIRS = ("engines", "saves", "tui")


def entry_placeholders(entry: str | dict[str, str]) -> set[str]:
    if isinstance(entry, dict):
        return set().union(*(placeholders(v) for v in entry.values()))
    return placeholders(entry)


def test_all_languages_have_the_same_keys() -> None:
    # Running-text forms (text.*) too: a language that does not inflect repeats its label.
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
                problems.append(
                    f"{lang}:{key} {entry_placeholders(other[key])} != {entry_placeholders(entry)}"
                )
    assert not problems, "\n".join(problems[:20])


def test_plural_entries_have_both_forms_everywhere() -> None:
    for lang in LANGUAGES:
        for key, entry in load_catalog(lang).items():
            if isinstance(entry, dict):
                assert {"one", "other"} <= set(entry) <= {"zero", "one", "other"}, f"{lang}:{key}"


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


# ---- issue 13: grammar and typography checks on every message ----


def _texts(lang: str) -> list[tuple[str, str]]:
    out = []
    for key, entry in load_catalog(lang).items():
        for form, text in entry.items() if isinstance(entry, dict) else [("", entry)]:
            out.append((f"{key}.{form}" if form else key, text))
    return out


def _fields(text: str) -> list[tuple[str, str]]:
    """(name, format spec) of every placeholder, nested specs included."""
    import string

    found = []
    for _, name, spec, _ in string.Formatter().parse(text):
        if name is not None:
            found.append((name, spec or ""))
            if spec and "{" in spec:
                found.extend(_fields(spec))
    return found


CARD_PLACEHOLDERS = ("card", "taken", "cards")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_template_starts_with_a_card_name(lang: str) -> None:
    """A card name needs its article and case: never at the start of a sentence, where it would need a capital."""
    # "{card:label}" (a bare label, as in a table row) is allowed: it is not running text.
    alternatives = "|".join(CARD_PLACEHOLDERS)
    pattern = re.compile(r"\{(" + alternatives + r")(:(?!label\})[^}]*)?\}")
    bad = [key for key, text in _texts(lang) if pattern.match(text.lstrip())]
    assert not bad, f"{lang}: templates starting with a card placeholder: {bad}"


#: Parameters that count things: shown through a plural table ({count} in a one/other entry, or a "#key" spec).
COUNT_LIKE = {
    "count",
    "amount",
    "planks",
    "points",
    "excess",
    "missing",
    "stars",
    "cannons",
    "boardings",
    "lost",
    "other_lost",
    "score",
    "coins",
    "hits",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_count_goes_through_a_plural_form(lang: str) -> None:
    catalog = load_catalog(lang)
    bad = []
    for key, text in _texts(lang):
        # Engine messages (events, card effects) carry raw numbers; screen labels may pass amounts already
        # formatted with board.amount.* ("hull: {planks} of 7" gets "3 planks"), so they are not checked here.
        if not re.search(r"\.(event|negative)\.", key) and not key.startswith(
            ("board.quest.", "saves.", "board.ui.req.")
        ):
            continue
        is_plural = isinstance(catalog.get(key.rsplit(".", 1)[0]), dict)
        text = re.sub(
            r"\{\w+\}[★✹⚓]", "", text
        )  # a number before its symbol ("3★") has no noun to agree with
        for name, spec in _fields(text):
            if name not in COUNT_LIKE or spec.startswith("#"):
                continue
            if name == "count" and is_plural:
                continue
            bad.append(f"{key}: {{{name}}}")
    assert not bad, f"{lang}: counts outside a plural form (use {{x:#board.amount.y}}): {bad}"


def test_plural_specs_name_plural_tables() -> None:
    en = load_catalog("en")
    for lang in LANGUAGES:
        for key, text in _texts(lang):
            for _, spec in _fields(text):
                if spec.startswith("#") and "{" not in spec:
                    assert isinstance(en.get(spec[1:]), dict), f"{lang}:{key} uses {spec}, not a plural table"


NNBSP, NBSP = "\u202f", "\u00a0"


def _french_typography_errors(text: str) -> list[str]:
    plain = re.sub(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", "X", text)
    errors = []
    for i, ch in enumerate(plain):
        before = plain[i - 1] if i else ""
        if ch in ";!?" and before not in (NNBSP, "!", "?"):
            errors.append(f"{ch!r} without U+202F before it")
        elif ch in ":»" and before != NBSP and not (ch == ":" and i + 1 < len(plain) and plain[i + 1] == "/"):
            errors.append(f"{ch!r} without U+00A0 before it")
        elif ch == "«" and plain[i + 1 : i + 2] != NBSP:
            errors.append("« without U+00A0 after it")
    return errors


def test_french_uses_no_break_spaces() -> None:
    bad = [
        f"{key}: {errs[0]} in {text!r}"
        for key, text in _texts("fr")
        if (errs := _french_typography_errors(text))
    ]
    assert not bad, "\n".join(bad[:30])


def test_french_typography_check_can_fail() -> None:
    assert _french_typography_errors("Prêt ? Oui : « non »")
    assert not _french_typography_errors(f"Prêt{NNBSP}? Oui{NBSP}: «{NBSP}{{name}}{NBSP}»{NNBSP}!!")


def test_german_uses_en_dashes() -> None:
    bad = [key for key, text in _texts("de") if " — " in text]
    rules = [p.name for p in (ROOT / "tui" / "rules" / "de").glob("*.md") if " — " in p.read_text("utf-8")]
    assert not bad and not rules, f"German uses “ – ”, not “ — ”: {bad} {rules}"


def test_german_never_says_sie_after_a_colon() -> None:
    """After a colon German capitalises, and "Sie/Ihre" then reads as the formal you: the app says "du"."""
    bad = [key for key, text in _texts("de") if re.search(r": (Sie|Ihre?[mnrs]?)\b", text)]
    assert not bad, bad


def test_french_never_puts_a_name_after_de_or_que() -> None:
    """ "de Anne" needs an elision the template cannot know: reword, or use a running form ({card:de})."""
    names = ("seat", "victim", "other", "winner", "winners", "name", "names", "starter", "seats", "parrot")
    pattern = re.compile(r"\b(de|que|le|la) \{(" + "|".join(names) + r")\}")
    bad = [key for key, text in _texts("fr") if pattern.search(text)]
    assert not bad, bad


def test_running_forms_exist_for_real_labels_and_known_forms() -> None:
    en = load_catalog("en")
    for lang in LANGUAGES:
        for key in load_catalog(lang):
            if key.startswith(RUNNING_PREFIX):
                label, form = key[len(RUNNING_PREFIX) :].rsplit(".", 1)
                assert label in en and form in FORMS, f"{lang}:{key}"


def test_card_running_forms_in_sentences() -> None:
    from engines.base import Event
    from tui.cards.widgets.text import card_noun, event_text

    de, fr = Translator("de"), Translator("fr")
    assert de(
        "cards.event.match",
        seat="Anne",
        card=card_noun(de, "C1"),
        taken=NounList([card_noun(de, "G7"), card_noun(de, "R3")], " und "),
    ).endswith("nimmt die Gold-7 und die Rum-3.")
    assert format(card_noun(de, "K1"), "acc") == "den Kraken"
    assert format(card_noun(fr, "K1"), "de") == "du kraken"
    assert str(card_noun(fr, "G7")) == "le 7 d’or"
    assert format(card_noun(fr, "G7"), "label") == "7 d’or"
    line = event_text(fr, Event("cards.event.steal_booty_card", {"seat": 0, "card": "C1"}), ["Anne"]).plain
    assert "a pris la dame pirate" in line, line
    line = event_text(de, Event("cards.event.to_display", {"seat": 0, "card": "K1"}), ["Anne"]).plain
    assert "legt den Kraken" in line, line


def test_plural_spec_and_nested_resource() -> None:
    fr, de = Translator("fr"), Translator("de")
    assert fr("board.event.sail", seat="Anne", points=1).endswith("avec 1 point de mouvement.")
    assert (
        de("board.event.repair", seat="Anne", planks=1, spent="1 Holz")
        == "Anne gibt 1 Holz aus und repariert 1 Planke."
    )
    assert fr("board.amount.{r}".format(r="wood"), count=2) == "2 bois"
    assert fr.noun("board.sea.jade").form("de") == "de la mer de Jade"
    assert Noun("Krake", {"acc": "den Kraken"}).form("dat") == "Krake"
    assert Translator("en")("board.event.negative", seat="Anne", effect="Lose 2 planks.").count(".") == 1


# ---- issue 13: the board log as rendered, from random games ----


def _board_log(mode: str, players: int, seed: int, steps: int = 1500) -> tuple[list, object]:
    """The events of a random board game (set-up included) and its content."""
    from engines.base import Rng
    from engines.board.captains import make_captain
    from engines.board.config import BoardConfig
    from engines.board.game import BoardGame

    game = BoardGame.new(BoardConfig(mode=mode, players=players), seed)
    events = list(game.setup_events)
    for number in range(steps):
        seat = game.to_act
        if seat is None:
            break
        legal = list(game.legal_actions())
        events.extend(
            game.apply(make_captain("random", Rng(seed * 1000 + number)).choose(game.view(seat), legal))
        )
    return events, game.content


def _amount_nouns(lang: str) -> list[tuple[str, str]]:
    """(singular, plural) first word of every board.amount.* noun whose forms differ ("Planke", "Planken")."""
    out = []
    for key, entry in load_catalog(lang).items():
        if key.startswith("board.amount.") and isinstance(entry, dict):
            one, other = (entry[f].replace("{count}", "").split()[0] for f in ("one", "other"))
            if one != other:
                out.append((one, other))
    return out


def _count_errors(lang: str, line: str) -> list[str]:
    errors = []
    for one, other in _amount_nouns(lang):
        if re.search(rf"(?<![\d,.])1 {re.escape(other)}", line):  # a prefix: "1 Bewegungspunkten" too
            errors.append(f"1 {other}")
        if re.search(rf"\b([2-9]|\d\d+) {re.escape(one)}(?!\w)", line):
            errors.append(f"n {one}")
    if lang != "de":  # a capitalised resource label after a number: "2 Bois", "2 Wood"
        labels = [
            v for k, v in load_catalog(lang).items() if k.startswith("board.resource.") and isinstance(v, str)
        ]
        errors += [
            m.group(0) for m in re.finditer(r"\b\d+ (" + "|".join(map(re.escape, labels)) + r")\b", line)
        ]
    return errors


def test_board_log_count_check_can_fail() -> None:
    assert _count_errors("de", "Anne segelt mit 1 Bewegungspunkten.")
    assert _count_errors("fr", "Anne reçoit 2 Bois.")
    assert _count_errors("fr", "Anne perd 2 planche.")
    assert _count_errors("fr", "Anne repart avec 1 points de mouvement.")
    assert not _count_errors("fr", "Anne reçoit 2 bois et 1 planche, puis 2 nourritures.")


@pytest.mark.parametrize(
    ("mode", "players", "seed"), [("advanced", 3, 7), ("discovery", 4, 11), ("advanced", 2, 23)]
)
def test_board_log_counts_agree_with_their_nouns(mode: str, players: int, seed: int) -> None:
    """A random board game's whole log in de/fr/en: every count agrees with its noun, no bare label after a number."""
    from tui.board.text import Seats, event_text

    events, content = _board_log(mode, players, seed)
    assert any(e.key == "board.event.gain" for e in events) and any(
        e.key == "board.event.sail" for e in events
    )
    seats = Seats([f"Cap{i}" for i in range(players)])
    for lang in LANGUAGES:
        t = Translator(lang)
        bad = []
        for event in events:
            line = event_text(t, event, seats, content).plain
            errors = _count_errors(lang, line)
            if errors or "{" in line or "…" in line:
                bad.append(f"{event.key}: {line!r} {errors}")
            elif not (line[:1].isupper() or line[:1].isdigit() or not line[:1].isalpha()):
                bad.append(f"{event.key}: starts lower-case: {line!r}")
        assert not bad, f"{lang}:\n" + "\n".join(bad[:20])


def test_board_event_tables_count_only_their_own_noun() -> None:
    """In a plural event table, "{count}" is followed by the table's own noun, never by a name it cannot inflect."""
    for lang in LANGUAGES:
        for key, entry in load_catalog(lang).items():
            if key.startswith("board.") and ".event" in key and isinstance(entry, dict):
                for text in entry.values():
                    assert not re.search(r"\{count\}\s*\{", text), f"{lang}:{key}: {text!r}"


def test_board_log_items_and_resource_counts() -> None:
    """Resource ids and counts from the engine become counted nouns in each language ("2 planches", "1 Rum")."""
    from engines.base import Event
    from tui.board.text import Seats, event_text

    seats = Seats(["Anne", "Bonny"])

    def line(lang: str, key: str, **params: object) -> str:
        return event_text(Translator(lang), Event(key, {"seat": 0, **params}), seats, None).plain

    assert line("en", "board.event.gain", resource="wood", count=2) == "Anne gets 2 wood."
    assert line("fr", "board.event.gain", resource="food", count=2) == "Anne reçoit 2 nourritures."
    assert line("fr", "board.event.gain", resource="wood", count=1) == "Anne reçoit 1 bois."
    assert line("de", "board.event.gain", resource="rum", count=1) == "Anne erhält 1 Rum."
    assert (
        line("en", "board.event.lose_resources", resources=["wood", "rum", "wood"], to=-1)
        == "Anne loses 2 wood and 1 rum."
    )
    assert line("de", "board.event.steal", other=1, item="plank") == "Anne stiehlt Bonny 1 Planke."
    assert line("fr", "board.event.steal", other=1, item="treasure") == "Anne vole 1 trésor à Bonny."
    assert line("fr", "board.event.solo.favor", sea="jade", item="coin").endswith(
        "Anne reçoit 1 pièce de fortune."
    )
    offer = line(
        "fr", "board.event.trade_offer", other=1, give=["metal", "metal"], ask=["coin", "coin", "coin"]
    )
    assert "2 métaux" in offer and "3 pièces de fortune" in offer, offer
    assert line("fr", "board.event.overload_discard", resource="wood") == "Anne jette 1 bois par-dessus bord."


# ---- issue 13: running-text forms of the board cards ----


def _board_card_names() -> list[str]:
    return sorted(k.rsplit(".", 1)[1] for k in load_catalog("en") if k.startswith("board.card."))


def test_every_board_card_has_running_forms_with_an_article() -> None:
    articles = {
        "de": {
            "nom": ("der ", "die ", "das "),
            "acc": ("den ", "die ", "das "),
            "dat": ("dem ", "der ", "den "),
        },
        "fr": {
            "nom": ("le ", "la ", "l’", "les "),
            "de": ("du ", "de la ", "de l’", "des "),
            "a": ("au ", "à la ", "à l’", "aux "),
        },
    }
    names = _board_card_names()
    assert len(names) > 100
    for lang, forms in articles.items():
        t = Translator(lang)
        for name in names:
            noun = t.noun(f"board.card.{name}")
            for form, starts in forms.items():
                text = noun.form(form)
                assert text.startswith(starts), f"{lang} {name}.{form}: {text!r}"
                assert noun.label[:4] in text, (
                    f"{lang} {name}.{form}: {text!r} is not a form of {noun.label!r}"
                )
    assert Translator("de").noun("board.card.grand_bazaar").form("dat") == "dem Großen Basar"
    assert Translator("de").noun("board.card.jade_dragon").form("acc") == "den Jadedrachen"
    assert (
        Translator("de").noun("board.card.icebound_smugglers").form("dat") == "den Eingefrorenen Schmugglern"
    )
    assert Translator("fr").noun("board.card.forbidden_isle").form("a") == "à l’Île interdite"
    assert Translator("fr").noun("board.card.pirate_haven").form("de") == "du Havre des pirates"
    assert Translator("en").noun("board.card.skull_island").form() == "Skull Island"
    assert Translator("en").noun("board.card.kraken").form() == "the Kraken"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_inside_a_template_starts_with_a_card_name(lang: str) -> None:
    """After ". ", "! " or "? " a running form would start a sentence with a lower-case article."""
    pattern = re.compile(r"[.!?]\s+\{(" + "|".join(CARD_PLACEHOLDERS) + r")(:(?!label\})[^}]*)?\}")
    bad = [key for key, text in _texts(lang) if pattern.search(text)]
    assert not bad, bad


def test_board_log_card_sentences_use_running_forms() -> None:
    from engines.base import Event
    from engines.board.content import content
    from tui.board.text import Seats, event_text

    cards = content()
    card = next(c.id for c in cards.cards.values() if c.name == "jade_dragon")
    seats = Seats(["Anne"])

    def line(lang: str, key: str, **params: object) -> str:
        return event_text(
            Translator(lang), Event(key, {"seat": 0, "card": card, **params}), seats, cards
        ).plain

    assert line("de", "board.event.activity") == "Anne versucht es mit dem Jadedrachen."
    assert (
        line("de", "board.event.collect", track="combat") == "Anne legt den Jadedrachen an die Kampfleiste."
    )
    assert line("fr", "board.event.activity") == "Anne tente sa chance au Dragon de jade."
    assert (
        line("fr", "board.event.collect", track="combat")
        == "Anne place le Dragon de jade sur la piste de combat."
    )
    assert line("en", "board.event.activity") == "Anne tries the Jade Dragon."


def test_board_log_parrots_in_a_trade_offer_have_their_article() -> None:
    from engines.base import Event
    from tui.board.text import Seats, event_text

    event = Event(
        "board.event.trade_offer", {"seat": 0, "other": 1, "give": ["coin", "parrot0"], "ask": ["parrot1"]}
    )
    line = event_text(Translator("de"), event, Seats(["Anne", "Cal"]), None).plain
    assert line == "Anne bietet Cal 1 Glücksmünze und den eigenen Papagei für den Papagei von Cal.", line


def test_board_log_forgone_icon_in_running_text() -> None:
    from engines.base import Event
    from tui.board.text import Seats, event_text

    def line(lang: str) -> str:
        event = Event("board.event.forgo", {"seat": 0, "icon": "wood|fabric"})
        return event_text(Translator(lang), event, Seats(["Anne"]), None).plain

    assert line("fr") == "Anne renonce au bois ou au tissu."
    assert line("en") == "Anne gives up wood or fabric."
    assert line("de") == "Anne verzichtet auf Holz oder Stoff."


def test_board_log_seas_and_pieces_in_running_text() -> None:
    from engines.base import Event
    from tui.board.text import Seats, event_text

    def line(lang: str, key: str, **params: object) -> str:
        return event_text(Translator(lang), Event(key, {"seat": 0, **params}), Seats(["Flint"]), None).plain

    assert (
        line("de", "board.event.hideout", seas=["frozen", "plentiful"])
        == "Flint legt das Versteck zwischen dem Eismeer und der Üppigen See."
    )
    assert (
        line("fr", "board.event.hideout", seas=["frozen", "plentiful"])
        == "Flint place son repaire entre la mer Gelée et la mer Abondante."
    )
    assert (
        line("en", "board.event.hideout", seas=["frozen", "plentiful"])
        == "Flint places their hideout between the Frozen Sea and the Plentiful Sea."
    )
    place = line("de", "board.event.place", token="officer", spot=3, actions=["sail", "renovate"])
    assert place == "Flint setzt die Offiziersfigur auf Feld 3: In See stechen + Überholen."


def test_code_puts_the_local_colon_between_a_label_and_its_value() -> None:
    """French needs a no-break space before ":" even where code joins a name and a prompt ("Anne : …")."""
    assert Translator("fr")("ui.punct.colon") == f"{NBSP}: "
    assert Translator("de")("ui.punct.colon") == ": "
    offenders = []
    for path in (ROOT / "tui").rglob("*.py"):
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if re.search(r"""\+ ": "|": " \+|\}: ",""", line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}")
    assert not offenders, f"use t('ui.punct.colon'): {offenders}"


def test_board_prompts_name_cards_in_running_text() -> None:
    de, fr = Translator("de"), Translator("fr")
    orchard = "board.card.orchard_island"
    assert de("board.prompt.roll", what=de.noun(orchard), goal="1", dice="2").startswith(
        "Wurf für die Obstgarteninsel:"
    )
    assert de("board.prompt.roll", what=de("board.label.why_player_combat"), goal="1", dice="2").startswith(
        "Wurf für den Kampf:"
    )
    assert fr("board.prompt.roll", what=fr.noun(orchard), goal="1", dice="2").startswith(
        "Jet pour l’Île aux vergers"
    )
    assert de("board.label.land_trade", card=de.noun(orchard), cost="1", reward="2").startswith(
        "Auf der Obstgarteninsel landen"
    )
    assert fr("board.label.dock", card=fr.noun("board.card.golden_harbour"), cost="1", reward="2").startswith(
        "Accoster au Port doré"
    )
    assert de("board.prompt.track", card=de.noun("board.card.kraken")) == "Wähle die Leiste für den Kraken"


def test_solo_demand_counts_zero_resources() -> None:
    """The Vagabond's demand names only what he takes, counted through the plural tables."""
    from engines.base import Event
    from tui.board.text import Seats, event_text

    def line(lang: str, **params: object) -> str:
        event = Event("board.event.solo.demand", {"seat": 0, **params})
        return event_text(Translator(lang), event, Seats(["Anne"]), None).plain

    assert (
        line("fr", coins=2, resources=[], planks=1) == "Le Vagabond prend 2 pièces de fortune et 1 planche."
    )
    assert (
        line("en", coins=0, resources=["wood", "wood", "rum"], planks=0)
        == "The Vagabond takes 2 wood and 1 rum."
    )
    assert line("de", coins=0, resources=["wood"], planks=0) == "Der Vagabund nimmt 1 Holz."
    assert line("fr", coins=0, resources=[], planks=0) == "Le Vagabond ne prend rien."
