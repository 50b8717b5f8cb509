"""The test workers' shared card faces (``tests/shared_faces.py``) are keyed by everything that decides a face's
pixels: for each input, two values give two different faces through the shim, each the same as the face drawn
anew, and an equal value gives the same face again (a key that missed an input would hand out the face of the
first value for the second)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import catalog, i18n
from game.engine.art import Character
from scenes.art import cards, font_fallback, fonts
from scenes.art.cards import CardArt
from scenes.art.font_fallback import Fallbacks, GlyphSource
from scenes.art.fonts import REGULAR, Fonts
from scenes.art.games import back_for, design_for

SIZE = (91, 127)
SMALL = (46, 64)
LARGE = (200, 280)  # the effect text drawn too


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def drawn(art: CardArt, spec, w: int, h: int, game: str | None, fonts_used: Fonts | None = None,
          whole_title: bool = False) -> bytes:
    """The face through the shim, checked against the face drawn anew (and its report); its pixels."""
    shared, report = art.face(spec, w, h, game, fonts_used, whole_title)
    anew, anew_report = CardArt.face.unshared(art, spec, w, h, game, fonts_used, whole_title)  # type: ignore[attr-defined]
    assert pixels(shared) == pixels(anew) and report == anew_report
    shared.fill((1, 2, 3))  # a caller may draw on its copy: the next one is untouched
    return pixels(anew)


def differ(first: bytes, second: bytes, again: bytes) -> None:
    assert first != second, "the two values of the input draw the same face: the check proves nothing"
    assert again == first


def a_character_card() -> tuple[str, object]:
    """Some game's card drawn as a character (a title ribbon, text, portrait)."""
    for gid in catalog.game_ids():
        for spec in catalog.get_game(gid).cards().values():
            if isinstance(design_for(spec.face, gid), Character) and spec.text:
                return gid, spec
    raise LookupError("no game has a character card")


@pytest.fixture
def art(app) -> CardArt:
    assert getattr(CardArt.face, "shared", False), "tests/conftest.py shares the faces"
    return CardArt(Fonts(), app.palette)


def test_the_spec_the_size_and_the_game_decide_the_face(art):
    gid, spec = a_character_card()
    other = next(s for s in catalog.get_game(gid).cards().values() if s != spec)
    differ(drawn(art, spec, *SIZE, gid), drawn(art, other, *SIZE, gid), drawn(art, spec, *SIZE, gid))
    differ(drawn(art, spec, *SIZE, gid), drawn(art, spec, SIZE[0], SIZE[1] + 1, gid), drawn(art, spec, *SIZE, gid))
    differ(drawn(art, spec, *SIZE, gid), drawn(art, replace(spec, colour=(9, 200, 9)), *SIZE, gid),
           drawn(art, spec, *SIZE, gid))


def test_the_design_the_games_art_has_for_a_face_decides_it(art, monkeypatch):
    gid, spec = a_character_card()
    first = drawn(art, spec, *SIZE, gid)
    design = design_for(spec.face, gid)
    monkeypatch.setattr(cards, "design_for", lambda face, game=None: replace(design, stars=0 if design.stars else 3))
    second = drawn(art, spec, *SIZE, gid)
    monkeypatch.undo()
    differ(first, second, drawn(art, spec, *SIZE, gid))


def test_each_games_back_is_its_own():
    backs = {back_for(gid): gid for gid in catalog.game_ids()}
    assert len(backs) > 1
    (one, _), (other, _) = list(backs.items())[:2]
    assert getattr(cards.draw_back, "shared", False)
    for back in (one, other):
        assert pixels(cards.draw_back(back, *SIZE)) == pixels(cards.draw_back.unshared(back, *SIZE))  # type: ignore[attr-defined]
    first = cards.draw_back(one, *SIZE)
    first.fill((1, 2, 3))
    differ(pixels(cards.draw_back(one, *SIZE)), pixels(cards.draw_back(other, *SIZE)),
           pixels(cards.draw_back.unshared(one, *SIZE)))  # type: ignore[attr-defined]


def test_whole_title_decides_the_face(art):
    gid, spec = a_character_card()
    long = replace(spec, title="Supercalifragilisticexpialidocious", short_title="Supercali- fragilistic",
                   text="")
    differ(drawn(art, long, *SMALL, gid), drawn(art, long, *SMALL, gid, whole_title=True),
           drawn(art, long, *SMALL, gid))


def test_the_language_decides_the_face(art):
    gid, spec = next((gid, s) for gid in catalog.game_ids() for s in catalog.get_game(gid).cards().values()
                     if i18n.translation("de").gettext(s.title) != s.title)
    first = drawn(art, spec, *SIZE, gid)
    i18n.set_language("de")
    second = drawn(art, spec, *SIZE, gid)
    i18n.set_language("en")
    differ(first, second, drawn(art, spec, *SIZE, gid))


def test_the_palette_decides_the_face(app):
    gid, spec = a_character_card()
    plain, other = CardArt(Fonts(), app.palette), CardArt(Fonts(), replace(app.palette, card_paper=(200, 120, 90)))
    differ(drawn(plain, spec, *SIZE, gid), drawn(other, spec, *SIZE, gid), drawn(plain, spec, *SIZE, gid))


def test_the_text_size_of_the_fonts_decides_the_face(art):
    gid, spec = a_character_card()
    larger = Fonts()
    larger.scale = 1.5
    differ(drawn(art, spec, *SIZE, gid), drawn(art, spec, *SIZE, gid, larger), drawn(art, spec, *SIZE, gid))


def test_the_fonts_sources_decide_the_face(art, monkeypatch):
    gid, spec = a_character_card()
    first = drawn(art, spec, *LARGE, gid, Fonts())
    monkeypatch.setattr(fonts, "SOURCES", {False: fonts.SOURCES[True], True: fonts.SOURCES[True]})  # all bold
    second = drawn(art, spec, *LARGE, gid, Fonts())
    monkeypatch.undo()
    differ(first, second, drawn(art, spec, *LARGE, gid, Fonts()))


def test_the_fallback_fonts_decide_the_face(art, monkeypatch):
    gid, spec = a_character_card()
    snowman = replace(spec, title="Snow ☃ man")  # a glyph neither the UI fonts nor the common set has
    assert not fonts.SOURCES[False].has("☃") and not font_fallback.FALLBACKS.common.has("☃")
    assert GlyphSource("DejaVu Sans", REGULAR.parent / "DejaVuSans.ttf").has("☃")
    monkeypatch.setattr(font_fallback, "FALLBACKS", Fallbacks(lambda: []))
    first = drawn(art, snowman, *SIZE, gid, Fonts())
    monkeypatch.setattr(font_fallback, "FALLBACKS", Fallbacks(lambda: [REGULAR.parent / "DejaVuSans.ttf"]))
    second = drawn(art, snowman, *SIZE, gid, Fonts())
    monkeypatch.setattr(font_fallback, "FALLBACKS", Fallbacks(lambda: []))
    differ(first, second, drawn(art, snowman, *SIZE, gid, Fonts()))


def test_fonts_that_convert_their_text_draw_the_same_faces(art):
    """Not in the key: the worker's fonts keep their text as rendered, the frame thread's convert it, and the faces
    are the same (so the two share them)."""
    gid, spec = a_character_card()
    for language in ("en", "zh-Hant"):
        i18n.set_language(language)
        assert pixels(CardArt.face.unshared(art, spec, *SIZE, gid, Fonts(convert=False))[0]) == \
            pixels(CardArt.face.unshared(art, spec, *SIZE, gid, Fonts(convert=True))[0])  # type: ignore[attr-defined]


def test_the_pixels_turned_the_angle_and_the_display_format_decide_a_turned_face(art):
    """The worker's turned faces (a fan's cards at rest) are shared by the pixels turned, not by the card's key."""
    gid, spec = a_character_card()
    other = next(s for s in catalog.get_game(gid).cards().values() if s != spec)
    art._display_format = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
    make = CardArt._make.unshared  # type: ignore[attr-defined]
    assert getattr(CardArt._make, "shared", False), "tests/conftest.py shares the turned faces"

    def turned(source: pygame.Surface, angle: float, target: pygame.Surface | None = None) -> bytes:
        art._display_format = target or art._display_format
        key = ("turned", gid, spec, *SIZE, "en", angle)  # the same key for every source: only its pixels count
        shared = art._make(key, source, art.fonts)
        anew = make(art, key, source, art.fonts)
        assert shared.get_size() == anew.get_size() and pixels(shared) == pixels(anew)
        assert shared.get_masks() == anew.get_masks() and shared.get_bitsize() == anew.get_bitsize()
        shared.fill((1, 2, 3))  # a caller may draw on its copy
        return pixels(anew) + bytes(str((anew.get_masks(), anew.get_bitsize())), "ascii")

    one, two = art.face(spec, *SIZE, gid)[0], art.face(other, *SIZE, gid)[0]
    differ(turned(one, 7.5), turned(two, 7.5), turned(one, 7.5))
    differ(turned(one, 7.5), turned(one, -4.5), turned(one, 7.5))
    plain = art._display_format
    differ(turned(one, 7.5, pygame.Surface((1, 1), 0, 16)), turned(one, 7.5, plain), turned(one, 7.5, pygame.Surface((1, 1), 0, 16)))
