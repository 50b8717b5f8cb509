"""Translations through GNU gettext: ``game/locale/<language>/LC_MESSAGES/palace-table.mo`` (and each game's own,
``game/games/<pkg>/data/locale/...``, as fallbacks), compiled from the ``.po`` beside it (``tools/i18n_catalogs.py``; the folder's README says how to add a text or a language).

``tr("{actor} played {card}", actor=name, card=tr("Guard"))`` looks the English text up in the current
language's catalog (falling back to the English text) and then fills the named placeholders; :func:`trn` picks a
plural form by the language's own rule (``Plural-Forms``), :func:`trc` a word's translation in a context. English
needs no catalog. Pure: no pygame; the ``.mo`` files are package data read with ``importlib.resources`` and the
standard library's :mod:`gettext` (Babel only makes them).
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from functools import cache

from game.data import package_folder

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "zh-Hant": "繁體中文"}
SOURCE_LANGUAGE = "en"
DOMAIN = "palace-table"
"""The gettext domain of every locale folder (the app's and a game's own): ``<language>/LC_MESSAGES/<DOMAIN>.mo``."""

_current = SOURCE_LANGUAGE
_folders: list[str] = [f"{__package__}:locale"]
"""The locale folders (``"package:folder"``) whose catalogs make up a language's translations: the app's, then
each registered game's own (``game/games/<pkg>/data/locale``, the tests' fixture game's)."""
_texts: dict[str, dict[str, str]] = {}
"""Per language, the translation of each text :func:`tr` was asked for (the same texts are asked for at every move
and frame); emptied when the catalogs change."""


def add_locale_folder(where: str) -> None:
    """Add the catalogs of the locale folder ``where`` (``"package:folder"``) as fallbacks of the app's: an app text
    keeps its translation (a game adds texts, it never changes another's)."""
    if where not in _folders:
        _folders.append(where)
        translation.cache_clear()
        _texts.clear()


def locale_folders() -> list[str]:
    return list(_folders)


def locale_dir_name(code: str) -> str:
    """The folder of a language in a locale folder: the POSIX / Babel locale name (``zh-Hant`` -> ``zh_Hant``)."""
    return code.replace("-", "_")


def folder_translation(where: str, code: str) -> gettext.GNUTranslations | None:
    """The compiled catalog of ``code`` in the locale folder ``where`` (None if it has none)."""
    found = package_folder(where).joinpath(locale_dir_name(code), "LC_MESSAGES", f"{DOMAIN}.mo")
    if not found.is_file():
        return None
    with found.open("rb") as mo:
        return gettext.GNUTranslations(mo)


class _PlainWordFallback(gettext.NullTranslations):
    """The end of every chain: a word that has no translation in a context takes its plain translation."""

    def __init__(self, plain: gettext.NullTranslations) -> None:
        super().__init__()
        self._plain = plain

    def pgettext(self, context: str, message: str) -> str:
        return self._plain.gettext(message)


@cache
def translation(code: str) -> gettext.NullTranslations:
    """The translations for ``code``: the locale folders' catalogs chained as fallbacks (none for English)."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    chain = gettext.NullTranslations()
    if code != SOURCE_LANGUAGE:
        for where in _folders:
            found = folder_translation(where, code)
            if found is not None:
                chain.add_fallback(found)
    chain.add_fallback(_PlainWordFallback(chain))
    return chain


def set_language(code: str) -> None:
    """Make ``code`` (a key of :data:`LANGUAGES`) the language of every later :func:`tr`."""
    global _current
    translation(code)
    _current = code


def current_language() -> str:
    return _current


def tr(text: str, /, **kwargs: object) -> str:
    """``text`` in the current language, formatted with ``kwargs`` (if any)."""
    code = _current
    texts = _texts.get(code)
    if texts is None:
        texts = _texts.setdefault(code, {})
    found = texts.get(text)
    if found is None:
        found = texts[text] = translation(code).gettext(text)
    return found.format(**kwargs)


def trn(singular: str, plural: str, n: int, /, **kwargs: object) -> str:
    """The form of a text for the count ``n`` by the current language's plural rule (ngettext), formatted with ``n``
    and ``kwargs``: German counts like English, Chinese has one form for every count."""
    return translation(_current).ngettext(singular, plural, n).format(n=n, **kwargs)


def trc(context: str, text: str, /, **kwargs: object) -> str:
    """:func:`tr` for a word that translates differently in one context (pgettext): a playing card's "Queen" is a
    "Dame" in German, Road to the Palace's Queen a "Königin". A word with no entry in the context takes its plain
    translation."""
    return translation(_current).pgettext(context, text).format(**kwargs)


def clauses(parts: Iterable[str]) -> str:
    """Parts of one sentence said one after another: "Guard (red), played last, Take …" (Chinese sets them apart
    with "，", where a list has "、": :func:`tr_list`)."""
    return trc("clauses", ", ").join(parts)


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


def NC_(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` where it is defined; ``trc(context, text)`` it where it is
    shown."""
    return text


def rules_help(where: str) -> str:
    """The rules help ``rules_<language>.md`` in the folder ``where`` (a game's package, or ``"package:folder"``),
    in the current language (else English)."""
    folder = package_folder(where)
    localized = folder.joinpath(f"rules_{_current}.md")
    chosen = localized if localized.is_file() else folder.joinpath(f"rules_{SOURCE_LANGUAGE}.md")
    return chosen.read_text(encoding="utf-8")
