"""What is kept to spare work at every event and frame gives what is made anew: a text's measure kept by a font (and
shared by every font of its file and size), a screen's layout kept per content, window, text size and language."""

from __future__ import annotations

import pygame

from game import i18n
from scenes.art.fonts import SOURCES, SafeFont
from scenes.ui.laid_out import LaidOut

TEXTS = ["Round over", "Ben plays the Baron on Cleo", "Palastgeflüster — Großfürst", "共3張牌，陳林出牌", "x" * 300]


def test_a_font_measures_a_text_as_a_font_opened_anew_does(app):
    for bold in (False, True):
        for px in (13, 24):
            font = app.fonts.font(px, bold)
            kept = [font.size(text) for text in TEXTS]
            assert [font.size(text) for text in TEXTS] == kept  # measured again: the same
            fresh = SafeFont(SOURCES[bold], font.px)  # a font of the same file and size, no text measured yet
            assert [pygame.font.Font.size(fresh, text) for text in TEXTS if text.isascii()] == \
                [size for text, size in zip(TEXTS, kept, strict=True) if text.isascii()]
            assert [fresh.size(text) for text in TEXTS] == kept


def test_a_layout_is_made_again_when_its_content_the_window_the_text_size_or_the_language_changed(app):
    made: list[int] = []
    laid = LaidOut(app)
    content, other = ["a"], ["a"]

    def layout(of: object) -> int:
        return laid("columns", of, lambda: made.append(len(made)) or len(made))

    assert layout(content) == layout(content) == 1  # kept
    assert layout(other) == 2  # equal content, another object: made anew
    app.resize((1024, 640))
    assert layout(other) == 3
    app.fonts.scale = 1.5
    assert layout(other) == 4
    i18n.set_language("de")
    assert layout(other) == 5
    assert layout(other) == 5
    i18n.set_language("en")
    app.fonts.scale = 1.0
    app.resize((1600, 900))
    assert layout(content) == 6  # (the first window's layout was of the other content by then)
