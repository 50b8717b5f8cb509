"""``tools/i18n_catalogs.py import-json`` carries a JSON translation into whichever locale folder's catalog holds
the text: a game keeps its own texts in its package (``game/games/<pkg>/data/locale``), while a branch may still
write a game's text into the app's ``game/locale/<language>.json``."""

from __future__ import annotations

import json
from pathlib import Path

from babel.messages.catalog import Catalog

from tools.i18n_catalogs import LocaleFolder, import_json, known_translations, po_text, read, update


def folder_with(path: Path, *texts: str, **translated: str) -> LocaleFolder:
    """A locale folder whose German catalog asks for ``texts`` (untranslated) and ``translated`` (text -> its
    translation)."""
    folder = LocaleFolder(path, [])
    po = Catalog(locale="de", fuzzy=False)
    for text in texts:
        po.add(text, "")
    for text, translation in translated.items():
        po.add(text, translation)
    folder.po("de").parent.mkdir(parents=True)
    folder.po("de").write_bytes(po_text(po))
    return folder


def test_a_games_text_written_into_the_apps_json_reaches_the_games_catalog(tmp_path):
    app, own = folder_with(tmp_path / "app", "Menu"), folder_with(tmp_path / "game", "Burn the pile")
    (app.path / "de.json").write_text(json.dumps({"Menu": "Menü", "Burn the pile": "Stapel verbrennen"}),
                                      encoding="utf-8")
    import_json([app, own])
    assert read(app.po("de")).get("Menu").string == "Menü"
    assert read(own.po("de")).get("Burn the pile").string == "Stapel verbrennen"
    assert not (app.path / "de.json").exists()


def test_a_text_moving_from_the_apps_catalog_to_a_games_keeps_its_translation(tmp_path):
    """A branch that translated a game's text in the app's ``.po`` (where it was before the text moved into the
    game's own catalog): ``extract`` carries the translation over before the app's ``.po`` lets the text go."""
    app, own = folder_with(tmp_path / "app", Menu="Menü", Tricks="Stiche"), folder_with(tmp_path / "game")
    app_template, own_template = Catalog(locale="de"), Catalog(locale="de")
    app_template.add("Menu")
    own_template.add("Tricks")
    known = known_translations([app, own])
    for folder, template in ((app, app_template), (own, own_template)):
        update(folder, template, known)
    assert read(own.po("de")).get("Tricks").string == "Stiche"
    assert read(app.po("de")).get("Tricks") is None and read(app.po("de")).get("Menu").string == "Menü"
