"""Translations, gettext-style: catalogs keyed by the English source text, in ``game/locale/<code>.json``.

``tr("{actor} played {card}", actor=name, card=tr("Guard"))`` looks the English text up in the current
language's catalog (falling back to the English text) and then fills the named placeholders. English needs no
catalog. Pure: no pygame; the catalogs are package data read with ``importlib.resources``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache

from game.data import package_folder

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "zh-Hant": "繁體中文"}
SOURCE_LANGUAGE = "en"

_current = SOURCE_LANGUAGE
_folders: list[str] = [f"{__package__}:locale"]
"""The folders (``"package:folder"``) whose ``<code>.json`` make up the catalogs: the app's, then each game's own
(a game kept outside the app, e.g. the tests' fixture game)."""


def add_locale_folder(where: str) -> None:
    """Merge the ``<code>.json`` files of the folder ``where`` (``"package:folder"``) into the catalogs; an app
    text keeps its translation (a game adds texts, it never changes another's)."""
    if where not in _folders:
        _folders.append(where)
        catalog.cache_clear()


def locale_folders() -> list[str]:
    return list(_folders)


def folder_catalog(where: str, code: str) -> dict[str, str]:
    """The translations for ``code`` in the folder ``where`` (empty if it has no ``<code>.json``)."""
    found = package_folder(where).joinpath(f"{code}.json")
    return json.loads(found.read_text(encoding="utf-8")) if found.is_file() else {}


@cache
def catalog(code: str) -> dict[str, str]:
    """English text -> translation for ``code`` (empty for English)."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    if code == SOURCE_LANGUAGE:
        return {}
    merged: dict[str, str] = {}
    for where in _folders:
        for key, text in folder_catalog(where, code).items():
            merged.setdefault(key, text)
    return merged


def set_language(code: str) -> None:
    """Make ``code`` (a key of :data:`LANGUAGES`) the language of every later :func:`tr`."""
    global _current
    catalog(code)
    _current = code


def current_language() -> str:
    return _current


def tr(text: str, /, **kwargs: object) -> str:
    """``text`` in the current language, formatted with ``kwargs`` (if any)."""
    return (catalog(_current).get(text) or text).format(**kwargs)


def trn(singular: str, plural: str, n: int, /, **kwargs: object) -> str:
    """The form of a text for the count ``n`` (formatted with ``n`` and ``kwargs``): ``singular`` for one, else
    ``plural``. Each form is its own catalog entry; German counts like English, Chinese has one form for both
    (its two entries say the same)."""
    return tr(singular if n == 1 else plural, n=n, **kwargs)


def trc(context: str, text: str, /, **kwargs: object) -> str:
    """:func:`tr` for a word that translates differently in one context: looked up as ``"context|text"`` first
    (a playing card's "Queen" is a "Dame" in German, Road to the Palace's Queen a "Königin"), then as ``text``."""
    table = catalog(_current)
    return (table.get(f"{context}|{text}") or table.get(text) or text).format(**kwargs)


def tr_list(items: Iterable[str]) -> str:
    """Items listed in a sentence: "Ana, Ben" (Chinese lists with "、": "Ana、Ben")."""
    return tr(", ").join(items)


def ordinal(n: int) -> str:
    """A place in a ranking in the current language: "1st", "2nd", "11th" (German "1.", Chinese "第 1 名")."""
    if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
        return tr("{n}th", n=n)
    return (tr("{n}st", n=n), tr("{n}nd", n=n), tr("{n}rd", n=n))[n % 10 - 1]


def N_(text: str) -> str:
    """Mark ``text`` for translation where it is defined (tables, constants); ``tr`` it where it is shown."""
    return text


def rules_help(where: str) -> str:
    """The rules help ``rules_<language>.md`` in the folder ``where`` (a game's package, or ``"package:folder"``),
    in the current language (else English)."""
    folder = package_folder(where)
    localized = folder.joinpath(f"rules_{_current}.md")
    chosen = localized if localized.is_file() else folder.joinpath(f"rules_{SOURCE_LANGUAGE}.md")
    return chosen.read_text(encoding="utf-8")
