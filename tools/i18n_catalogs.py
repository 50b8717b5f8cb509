"""The translation catalogs (GNU gettext), kept with Babel: ``python3 tools/i18n_catalogs.py COMMAND``.

- ``extract``: the texts of the sources (``tr``, ``trn``, ``trc``, ``N_``, ``NC_``) and of the games' data (card
  titles and texts, option labels, layout labels, reason tables) into each locale folder's ``palace-table.pot``;
  every ``<language>/LC_MESSAGES/palace-table.po`` updated to it (a new text arrives empty: translate it; a text
  moving from one folder to another keeps the translation the other had), then ``compile``.
- ``import-json``: ``extract``, then every JSON catalog still lying in a locale folder (``<language>.json``, the
  catalogs before gettext, keyed by the English text, ``"context|text"`` for a text in a context, each plural form
  its own key) merged into the ``.po`` files of every folder whose texts it translates (a game's text written into
  ``game/locale/<language>.json`` reaches the game's own catalog; a JSON translation wins where it differs: it is
  printed), the JSON files deleted, then ``compile``. Run it after merging a branch that still edits the JSON catalogs.
- ``compile``: every ``.po`` into its ``.mo`` (what the app reads, with the standard library's ``gettext``).

The locale folders: the app's (``game/locale``: the sources in ``game/`` and ``scenes/`` but a game's own) and each
game's own (``locale_folder`` in its entry: ``game/games/<pkg>/data/locale`` for a game the app ships, the tests'
fixture game's ``tests/fixture_game/locale``: the game package's modules, its parts' and its data), which holds the
game's texts the app's catalogs do not. Babel is a development dependency; the app never imports it.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import io
import json
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "tests"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from game import catalog as games  # noqa: E402
from game import i18n  # noqa: E402
from game.data import package_folder  # noqa: E402

KEYWORDS: dict[str, Any] = {"tr": None, "N_": None, "trn": (1, 2), "trc": ((1, "c"), 2), "NC_": ((1, "c"), 2)}
"""The functions whose string arguments are texts (Babel's keyword specs: ``trn``'s 1st and 2nd argument are the
singular and the plural, ``trc``'s 1st is the context)."""
OUTSIDE_GAMES = ("fixture_games:ENTRY",)
"""Games kept outside the app whose own locale folders this tool keeps too (module on ``tests/``: entry)."""
PROJECT = "Palace Table"
HEADER = ("# Palace Table's translations: made and updated by tools/i18n_catalogs.py (game/locale/README.md).\n"
          "# Distributed under the same licence as Palace Table.")
WIDTH = 120

MessageId = str | tuple[str, str]


@dataclass
class LocaleFolder:
    """A locale folder and where its texts come from."""

    path: Path
    sources: list[Path]
    entries: list[games.GameEntry] = field(default_factory=list)

    @property
    def template(self) -> Path:
        return self.path / f"{i18n.DOMAIN}.pot"

    def po(self, code: str) -> Path:
        return self.path / i18n.locale_dir_name(code) / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def translated_languages() -> list[str]:
    return [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]


def register_outside_games() -> None:
    for name in OUTSIDE_GAMES:
        module, _, attr = name.partition(":")
        games.register(getattr(importlib.import_module(module), attr))


def module_file(name: str) -> Path | None:
    spec = importlib.util.find_spec(name.partition(":")[0])
    return Path(spec.origin) if spec is not None and spec.origin else None


def locale_folders() -> list[LocaleFolder]:
    """The app's locale folder, then each registered game's own."""
    app = LocaleFolder(ROOT / "game" / "locale",
                       sorted({*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")}))
    found = [app]
    for entry in games.entries():
        if not entry.locale_folder:
            app.entries.append(entry)
            continue
        path = Path(str(package_folder(entry.locale_folder)))
        own = {*path.parent.rglob("*.py"), *package_sources(entry.package)}
        for name in entry.part_modules().values():
            origin = module_file(name)
            if origin is not None and not any(origin.is_relative_to(ROOT / d) for d in ("game", "scenes")):
                own.add(origin)
        found.append(LocaleFolder(path, sorted(own), [entry]))
    claimed = {source for folder in found[1:] for source in folder.sources}
    app.sources = [source for source in app.sources if source not in claimed]  # a game's own texts are its own
    return found


def package_sources(name: str) -> list[Path]:
    """The modules of the package ``name`` (a game's package: ``game/games/<pkg>/``), none for a plain module."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations or not spec.origin:
        return []
    return sorted(Path(spec.origin).parent.rglob("*.py"))


def defining_module(value: object, package: str) -> str | None:
    """The deepest loaded module of ``package`` (or ``package`` itself) holding ``value`` at its top level: where a
    game's reason table is written, for the template's locations."""
    holders = [name for name, module in list(sys.modules.items())
               if (name == package or name.startswith(package + ".")) and value in vars(module).values()]
    return max(holders, key=lambda name: name.count("."), default=None)


def where(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.as_posix()


def data_texts(entry: games.GameEntry) -> Iterator[tuple[MessageId, str]]:
    """(text, where) of a game's data the code translates by value: its title and description, card titles and
    texts, option labels, the zone labels of its layouts and its reason table's texts."""
    from scenes.table.layout import layouts_folder

    game = games.get_game(entry.id)
    rules = where(module_file(entry.part_modules()["rules"]) or ROOT)
    yield from ((text, rules) for text in (game.title, game.description) if text)
    for spec in game.cards().values():
        yield from ((text, rules) for text in (spec.title, spec.text, spec.short_title) if text)
    for n in range(game.min_players, game.max_players + 1):
        for option in game.option_specs(n):
            yield from ((t, rules) for t in (option.label, option.help, *(label for _, label in option.choices)) if t)
    for path in sorted(Path(str(layouts_folder(entry.id))).glob("*.tmx")):
        for prop in ET.parse(path).getroot().iter("property"):
            if prop.get("name") == "label" and prop.get("value"):
                yield prop.get("value") or "", where(path)
    if entry.reasons is not None:
        origin = where(module_file(defining_module(entry.reasons, entry.package) or entry.package) or ROOT)
        for _, _, text in entry.reasons.entries():
            yield ((text.text, text.plural) if text.plural else text.text), origin


def extract(folder: LocaleFolder) -> Catalog:
    """A fresh template of the folder's texts (sorted; locations without line numbers, so that moving code around
    does not change it)."""
    template = Catalog(project=PROJECT, version=games_version(), charset="utf-8", fuzzy=False, header_comment=HEADER,
                       msgid_bugs_address="", last_translator="", language_team="")
    for path in folder.sources:
        for lineno, message, comments, context in extract_from_file("python", str(path), keywords=KEYWORDS):
            template.add(message, None, [(where(path), lineno)], auto_comments=comments, context=context)
    for entry in folder.entries:
        for message, origin in data_texts(entry):
            template.add(message, None, [(origin, 0)])
    return template


def games_version() -> str:
    from game import version

    return version()


def message_keys(template: Catalog) -> list[tuple[str | None, object]]:
    """(context, id) of every message (a plural's id: its two forms)."""
    return sorted(((m.context, tuple(m.id) if isinstance(m.id, tuple | list) else m.id) for m in template if m.id),
                  key=repr)


def read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f)


def po_text(found: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, found, width=WIDTH, sort_output=True, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def body(found: Catalog) -> bytes:
    """A catalog's text without its header."""
    return po_text(found).split(b"\n\n", 1)[1]


def mo_bytes(found: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, found)
    return out.getvalue()


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    print(f"wrote {where(path)}")
    return True


def new_po(template: Catalog, code: str) -> Catalog:
    found = Catalog(locale=i18n.locale_dir_name(code), project=PROJECT, version=template.version, charset="utf-8",
                    language_team=i18n.LANGUAGES[code], fuzzy=False, header_comment=HEADER, msgid_bugs_address="",
                    last_translator="")
    found.update(template, no_fuzzy_matching=True)
    return found


def templates() -> list[tuple[LocaleFolder, Catalog]]:
    """Each locale folder with a fresh template of its texts; a game's own folder leaves out what the app's
    catalogs translate (the app's translation is the one shown)."""
    folders = locale_folders()
    found = [(folder, extract(folder)) for folder in folders]
    app = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in found[0][1] if m.id}
    for _, template in found[1:]:
        for message in list(template):
            if message.id and (message.context, message.id if isinstance(message.id, str) else message.id[0]) in app:
                template.delete(message.id, message.context)
    return found


def update(folder: LocaleFolder, template: Catalog, known: dict[str, list[Catalog]] | None = None) -> None:
    """The folder's template written (if its texts changed), each language's ``.po`` updated to it; a text new to
    the folder takes the translation another folder's ``.po`` had for it (``known``: language -> those catalogs,
    read before any was updated), so that a text moving between the app's catalogs and a game's keeps it."""
    if not folder.template.is_file() or body(read(folder.template)) != body(template):  # not for a new date alone
        write_if_changed(folder.template, po_text(template))
    for code in translated_languages():
        path = folder.po(code)
        found = read(path) if path.is_file() else new_po(template, code)
        found.update(template, no_fuzzy_matching=True, update_creation_date=False)
        carry_over(found, (known or {}).get(code, []))
        write_if_changed(path, po_text(found))


def known_translations(folders: list[LocaleFolder]) -> dict[str, list[Catalog]]:
    """Language -> every folder's ``.po`` as it is now (before an update)."""
    return {code: [read(folder.po(code)) for folder in folders if folder.po(code).is_file()]
            for code in translated_languages()}


def carry_over(found: Catalog, others: list[Catalog]) -> None:
    """Each untranslated text of ``found`` takes a whole translation one of ``others`` has for it."""
    for message in found:
        forms = list(message.string) if message.pluralizable else [message.string]
        if not message.id or all(forms):
            continue
        for other in others:
            source = other.get(message.id, message.context)
            if source is not None and source.pluralizable == message.pluralizable and not source.fuzzy and (
                    all(source.string) if source.pluralizable else source.string):
                message.string = source.string
                break


def import_json(folders: list[LocaleFolder]) -> None:
    """Merge the ``<language>.json`` catalogs lying in any locale folder into the ``.po`` files of every folder whose
    template asks for their texts (a text a game's own catalog holds is found there even when its JSON entry was
    written into the app's ``game/locale/``), then delete them."""
    for code in translated_languages():
        sources = [folder.path / f"{code}.json" for folder in folders if (folder.path / f"{code}.json").is_file()]
        if not sources:
            continue
        table: dict[str, str] = {}
        for source in sources:
            table.update(json.loads(source.read_text(encoding="utf-8")))
        used: set[str] = set()
        for folder in folders:
            merge_json(folder.po(code), code, table, used)
        left = sorted(set(table) - used)
        if left:
            print(f"{', '.join(where(s) for s in sources)}: {len(left)} entries no source text asks for "
                  "(not carried over):")
            for key in left:
                print(f"  {key!r}")
        for source in sources:
            source.unlink()
            print(f"deleted {where(source)}")


def merge_json(path: Path, code: str, table: dict[str, str], used: set[str]) -> None:
    """The translations of ``table`` (a JSON catalog) into the ``.po`` at ``path`` (the keys taken: into ``used``)."""
    found = read(path)
    for message in found:
        if not message.id:
            continue
        wanted = json_forms(message, table, found.num_plurals, used)
        if wanted is None:
            continue
        current = message.string if isinstance(message.string, tuple) else (message.string,)
        if tuple(wanted) != tuple(current):
            if any(current):
                print(f"{code}: {message.id!r}: {current!r} -> {tuple(wanted)!r}")
            message.string = tuple(wanted) if message.pluralizable else wanted[0]
        message.flags.discard("fuzzy")
    write_if_changed(path, po_text(found))


def json_forms(message: Message, table: dict[str, str], nplurals: int, used: set[str]) -> list[str] | None:
    """The translation of ``message`` a JSON catalog holds (each plural form its own key: a language with one
    form takes the plural's), or None."""
    if isinstance(message.id, tuple | list):
        singular, plural = message.id
        keys = [plural] if nplurals == 1 else [singular, plural] if nplurals == 2 else []
    else:
        keys = [f"{message.context}|{message.id}" if message.context else message.id]
    forms = [table.get(key, "") for key in keys]
    if not keys or not all(forms):
        return None
    used.update(keys)
    if isinstance(message.id, tuple | list):
        used.update(message.id)
    return forms


def compile_folder(folder: LocaleFolder) -> None:
    for code in translated_languages():
        path = folder.po(code)
        if path.is_file():
            write_if_changed(path.with_suffix(".mo"), mo_bytes(read(path)))


def compiled_table(code: str) -> dict[str, str]:
    """What the app reads for ``code`` (the ``.mo`` files of the registered locale folders, the app's first) as one
    table: English text -> translation; ``"context|text"`` for a text in a context; each plural form under its
    own English form (a language with one form: that form under both)."""
    table: dict[str, str] = {}
    for where_ in i18n.locale_folders():
        path = Path(str(package_folder(where_))) / i18n.locale_dir_name(code) / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
        if not path.is_file():
            continue
        with path.open("rb") as f:
            found = read_mo(f)
        for message in found:
            if not message.id:
                continue
            if isinstance(message.id, tuple | list):
                forms = [str(form) for form in message.string or ()]
                for i, msgid in enumerate(message.id):
                    table.setdefault(msgid, forms[min(i, len(forms) - 1)])
            else:
                key = f"{message.context}|{message.id}" if message.context else message.id
                table.setdefault(key, str(message.string))
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "import-json", "compile"))
    args = parser.parse_args(argv)
    register_outside_games()
    found = templates()
    known = known_translations([folder for folder, _ in found])
    for folder, template in found:
        if args.command in ("extract", "import-json"):
            update(folder, template, known)
    if args.command == "import-json":
        import_json([folder for folder, _ in found])
    for folder, _ in found:
        compile_folder(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
