"""Translations: every text of the sources is in each locale folder's gettext template (a fresh extraction) and
translated in every ``.po`` with the same placeholders and every plural form; each ``.mo`` is its ``.po`` compiled;
every text the code passes to ``tr`` is translated; every text the UI can show (catalogs, card faces, rules help)
in every language renders with the bundled fonts."""

from __future__ import annotations

import ast
import importlib.util
import io
import os
import re
import string
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo
from source_trees import source_nodes

from game import catalog, i18n
from tools.i18n_catalogs import compiled_table, locale_folders, message_keys, mo_bytes, read, templates

ROOT = Path(__file__).resolve().parent.parent
FONT_FILES = [ROOT / "assets" / "fonts" / f"PalaceTableSans-{style}.ttf" for style in ("Regular", "Bold")]
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "zh-Hant": "nplurals=1; plural=0;"}


@cache
def table(code: str) -> dict[str, str]:
    """What the app reads for ``code``: English text (``"context|text"`` in a context) -> translation."""
    return compiled_table(code)


@cache
def fresh_templates():
    return templates()


def game_sources() -> set[Path]:
    """The source files of every registered game's modules that lie outside ``game/`` and ``scenes/`` (a game kept
    elsewhere, such as the tests' fixture game)."""
    found = set()
    for entry in catalog.entries():
        for name in entry.part_modules().values():
            spec = importlib.util.find_spec(name.partition(":")[0])
            if spec is not None and spec.origin and not Path(spec.origin).is_relative_to(ROOT / "game") \
                    and not Path(spec.origin).is_relative_to(ROOT / "scenes"):
                found.add(Path(spec.origin))
    return found


def where(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def tr_msgids() -> dict[str, str]:
    """msgid -> where it occurs, for every ``tr("literal", ...)`` and ``N_("literal")`` in ``game/``, ``scenes/`` and
    every registered game's own modules."""
    found: dict[str, str] = {}
    for path in sorted({*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py"), *game_sources()}):
        for node in source_nodes(path):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            first = node.args[0]
            if name in ("tr", "N_") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.setdefault(first.value, f"{where(path)}:{node.lineno}")
            if name == "trn":  # both forms of a plural are translated
                for arg in node.args[:2]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        found.setdefault(arg.value, f"{where(path)}:{node.lineno}")
    return found


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.fixture(scope="module")
def fonts():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame.freetype

    pygame.freetype.init()
    return [pygame.freetype.Font(str(path), 20) for path in FONT_FILES]


def missing_glyphs(fonts, text: str) -> set[str]:
    """The characters of ``text`` that some bundled font has no glyph for (``get_metrics`` gives None)."""
    drawn = "".join(ch for ch in text if ch >= " ")
    return {ch for font in fonts for ch, metrics in zip(drawn, font.get_metrics(drawn), strict=True) if metrics is None}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language(i18n.SOURCE_LANGUAGE)


def card_texts() -> set[str]:
    texts = set()
    for game_id in catalog.available_game_ids():
        for spec in catalog.get_game(game_id).cards().values():
            texts.update(t for t in (spec.title, spec.text, spec.short_title) if t)
    return texts


def test_languages_and_switching():
    assert i18n.LANGUAGES == {"en": "English", "de": "Deutsch", "zh-Hant": "繁體中文"}
    i18n.set_language("de")
    assert i18n.current_language() == "de"
    assert i18n.tr("Guard") == "Wächterin"
    i18n.set_language("zh-Hant")
    assert i18n.tr("Guard") == "衛兵"
    i18n.set_language("en")
    assert i18n.tr("{n} tokens", n=3) == "3 tokens"
    with pytest.raises(ValueError):
        i18n.set_language("fr")
    assert i18n.current_language() == "en"


def test_untranslated_text_falls_back_to_english_with_its_placeholders_filled():
    i18n.set_language("de")
    assert i18n.tr("No such text, {name}", name="Ana") == "No such text, Ana"


def test_a_word_in_a_context_has_its_own_translation_and_falls_back_to_the_plain_one():
    i18n.set_language("de")
    assert i18n.trc("card", "Queen") == "Dame" and i18n.tr("Queen") == "Königin"  # a playing card, a character
    assert i18n.trc("card", "King") == i18n.tr("King") == "König"  # no entry in the context: the plain word
    assert i18n.trc("card", "Nothing {n}", n=1) == "Nothing 1"
    i18n.set_language("en")
    assert i18n.trc("card", "Queen") == "Queen"


def test_every_context_entry_translates_a_known_word():
    for code in TRANSLATED:
        found = table(code)
        for key in (k for k in found if "|" in k):
            assert key.split("|", 1)[1] in found, f"{code}: {key!r} is a context for a word the catalog lacks"


def test_catalogs_have_the_same_keys():
    keys = {code: set(table(code)) for code in TRANSLATED}
    assert keys["de"] == keys["zh-Hant"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_msgid_in_the_code_is_translated(code):
    missing = {msgid: where for msgid, where in tr_msgids().items() if not table(code).get(msgid)}
    assert not missing, f"{code}: no translation for {missing}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_zone_label_of_the_layouts_is_translated(code):
    from scenes.table.layout import layouts_folder

    labels: dict[str, str] = {}
    for path in sorted(p for gid in catalog.game_ids() for p in layouts_folder(gid).glob("*.tmx")):
        for prop in ET.parse(path).getroot().iter("property"):
            if prop.get("name") == "label" and prop.get("value"):
                labels.setdefault(prop.get("value"), where(path))
    assert labels, "no zone labels found"
    missing = {label: where for label, where in labels.items() if not table(code).get(label)}
    assert not missing, f"{code}: no translation for the layout labels {missing}"


def test_each_template_is_a_fresh_extraction_of_its_sources():
    """The ``.pot`` of each locale folder holds exactly the texts Babel extracts from the sources and the games' data
    now (``python3 tools/i18n_catalogs.py extract`` after changing a text)."""
    for folder, template in fresh_templates():
        assert folder.template.is_file(), folder.template
        written = message_keys(read(folder.template))
        fresh = message_keys(template)
        assert written == fresh, (f"{folder.template}: run tools/i18n_catalogs.py extract; new "
                                  f"{sorted(set(fresh) - set(written), key=repr)[:5]}, gone "
                                  f"{sorted(set(written) - set(fresh), key=repr)[:5]}")
    assert {str(folder.path) for folder, _ in fresh_templates()} >= {str(ROOT / "game" / "locale")}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_po_translates_every_text_of_its_template_with_every_plural_form(code):
    """No text missing, none left over, no empty translation, nothing fuzzy; the language's own plural rule and as
    many forms as it has; the JSON catalogs are gone (``tools/i18n_catalogs.py import-json``)."""
    for folder, template in fresh_templates():
        po = read(folder.po(code))
        assert po.plural_forms == PLURAL_FORMS[code] and str(po.locale) == i18n.locale_dir_name(code)
        assert message_keys(po) == message_keys(template), f"{folder.po(code)}: run tools/i18n_catalogs.py extract"
        assert not po.obsolete
        for message in (m for m in po if m.id):
            forms = list(message.string) if message.pluralizable else [message.string]
            assert not message.fuzzy and all(forms), f"{folder.po(code)}: {message.id!r} is not translated"
            assert not message.pluralizable or len(forms) == po.num_plurals, f"{folder.po(code)}: {message.id!r}"
        assert not list(folder.path.glob("*.json")), "run tools/i18n_catalogs.py import-json"


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_match_between_source_and_translation(code):
    """Each translation keeps its English text's placeholders (a plural form: those of one of the English forms)."""
    wrong = []
    for folder in locale_folders():
        for message in (m for m in read(folder.po(code)) if m.id):
            if message.pluralizable:
                allowed = [placeholders(text) for text in message.id]
                wrong += [(message.id, form) for form in message.string if placeholders(form) not in allowed]
            elif placeholders(message.id) != placeholders(message.string):
                wrong.append((message.id, message.string))
    assert not wrong


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_mo_is_its_po_compiled(code):
    """The app reads the ``.mo`` files: each says what Babel compiles from its ``.po`` now
    (``tools/i18n_catalogs.py compile``)."""
    def messages(data: bytes) -> list[tuple[object, ...]]:
        found = read_mo(io.BytesIO(data))
        return [found.plural_forms, *sorted(((m.context, m.id, m.string) for m in found), key=repr)]

    for folder in locale_folders():
        po = folder.po(code)
        assert messages(po.with_suffix(".mo").read_bytes()) == messages(mo_bytes(read(po))), po


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_app_reads_every_translation_through_gettext(code):
    """tr, trn and trc give what the ``.po`` says (the ``.mo`` files are package data read with importlib)."""
    i18n.set_language(code)
    for message in (m for m in read(locale_folders()[0].po(code)) if m.id):
        if message.pluralizable:
            assert i18n.translation(code).ngettext(*message.id, 2) == message.string[1 % len(message.string)]
        elif message.context:
            assert i18n.translation(code).pgettext(message.context, message.id) == message.string
        else:
            assert i18n.translation(code).gettext(message.id) == message.string


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_card_title_and_text_is_translated(code):
    missing = sorted(t for t in card_texts() if not table(code).get(t))
    assert not missing, f"{code}: {missing}"


def option_texts() -> set[str]:
    """Game titles and every option label, help and choice label the setup screen shows."""
    texts = set()
    for game_id in catalog.available_game_ids():
        game = catalog.get_game(game_id)
        texts.add(game.title)
        for n in range(game.min_players, game.max_players + 1):
            for spec in game.option_specs(n):
                texts.update(t for t in (spec.label, spec.help, *(label for _, label in spec.choices)) if t)
    return texts


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_game_title_and_option_text_is_translated(code):
    missing = sorted(t for t in option_texts() if not table(code).get(t))
    assert not missing, f"{code}: {missing}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_string_renders_with_the_bundled_fonts(fonts, code):
    bad = {text: missing_glyphs(fonts, text) for text in table(code).values()}
    assert not {text: chars for text, chars in bad.items() if chars}


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_card_face_renders_in_every_language(fonts, code):
    i18n.set_language(code)
    bad = {text: missing_glyphs(fonts, i18n.tr(text)) for text in card_texts()}
    symbols = {
        spec.symbol
        for game_id in catalog.available_game_ids()
        for spec in catalog.get_game(game_id).cards().values()
        if spec.symbol
    }
    bad.update({symbol: missing_glyphs(fonts, symbol) for symbol in symbols})
    assert not {text: chars for text, chars in bad.items() if chars}


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_rules_help_exists_follows_the_language_and_renders(fonts, code, game_id):
    from game.data import package_folder

    entry = catalog.get_entry(game_id)
    i18n.set_language(code)
    text = entry.rules_text()
    own = package_folder(entry.help_folder).joinpath(f"rules_{code}.md")
    assert own.is_file() and text == own.read_text(encoding="utf-8")
    assert not missing_glyphs(fonts, text)


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_table_texts_follow_the_language(code, game_id):
    game = catalog.get_game(game_id)
    state = game.new_game(game.min_players, seed=4)
    view, legal, names = game.view(state, state.current_player()), state.legal_actions(), ["Ana", "Ben", "Cleo", "Dan"]
    english = catalog.get_entry(game_id).presenter().table(view, legal, names)
    i18n.set_language(code)
    translated = catalog.get_entry(game_id).presenter().table(view, legal, names)
    assert [z.id for z in translated.zones] == [z.id for z in english.zones]
    assert translated.prompt == table(code)[english.prompt]
    assert translated.headline != english.headline


def test_chinese_uses_full_width_punctuation():
    """No ASCII , . : ; ? ! ( ) after a Chinese character or a placeholder in Chinese text, nor before one:
    Chinese takes ，。：；？！（）."""
    cjk = "[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"
    after = re.compile(f"(?:{cjk}|\\}})[,.:;?!()]")
    before = re.compile(f"[,.:;?!()]\\s*{cjk}")
    bad = [value for value in table("zh-Hant").values()
           if re.search(cjk, value) and (after.search(value) or before.search(value))]
    assert bad == []


def test_counted_words_take_their_real_plural_form():
    """trn: one card, two cards, in every language by its own plural rule (no "card(s)", "1 cards", "1 Karten")."""
    assert i18n.trn("{n} card", "{n} cards", 1) == "1 card" and i18n.trn("{n} card", "{n} cards", 0) == "0 cards"
    i18n.set_language("de")
    assert i18n.trn("{n} card", "{n} cards", 1) == "1 Karte"
    assert i18n.trn("{n} card", "{n} cards", 3) == "3 Karten"
    assert i18n.trn("{name}: {n} card", "{name}: {n} cards", 1, name="Ana") == "Ana: 1 Karte"
    i18n.set_language("zh-Hant")
    assert i18n.trn("{n} point", "{n} points", 1) == "1 分" and i18n.trn("{n} point", "{n} points", 5) == "5 分"
    assert i18n.translation("zh-Hant").ngettext("{n} card", "{n} cards", 1) == "{n} 張牌"  # one form for every n
    for found in (table(code) for code in TRANSLATED):
        assert not [text for text in (*found, *found.values()) if re.search(r"\w\((?:s|n|e|en|es)\)", text)]
    assert not [msgid for msgid in tr_msgids() if "(s)" in msgid]


def test_german_carries_out_a_character_without_a_missing_article():
    """German nouns need their article ('Du führst Magier aus' lacked one): the character leads the line."""
    i18n.set_language("de")
    try:
        assert i18n.tr("You carry out the {character}", character="Magier") == "Magier: Du führst die Aktion aus"
        assert i18n.tr("{actor} carries out the {character}", actor="Ben", character="Zofe") == \
            "Zofe: Ben führt die Aktion aus"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_a_hyphenated_short_title_names_the_card_by_its_title(code):
    """A small card's short title ("Käm- merer", "Zofe") is the card's own name or a word of it ("Dow- ager"
    for "Dowager Queen"), never another name (German had "Büttel" on the small card, "Wachtmeister" in the log), so a player sees one name for a card everywhere (not "Kämmerer" on the small card and
    "Schatzmeister" on the large one)."""
    from scenes.art.character import short_titles

    i18n.set_language(code)
    wrong = []
    for game_id in catalog.available_game_ids():
        for spec in catalog.get_game(game_id).cards().values():
            for short in short_titles(spec):
                title = i18n.tr(spec.title)
                if short.replace("- ", "") not in re.split(r"[\s:：]+", title) + [title]:
                    wrong.append((game_id, spec.face, short, title))
    assert not wrong, f"{code}: {sorted(set(wrong))}"
