"""One rendering (and one turn) per card face in a test worker: every UI test makes an app of its own, and each app's card art
renders the faces of its game again (a by-hand game alone renders 400-odd, most of them ahead on the card-art
worker); a face is a pure function of what it is drawn from, so a worker keeps the faces (up to a budget, the least
recently used dropped first) and hands each caller a copy to draw on, exactly as if it had rendered it.

The key holds everything that decides a face's pixels (``tests/ui/test_shared_faces.py`` draws two values of each
and checks they differ): the game and the design its art has for the face (or the back it draws), the spec, the
size, ``whole_title``, the language and the catalog that translates it, the palette, the fonts' text size and
kind, the UI fonts' and the fallback fonts' sources, the design drawn for an unknown face, and the drawing functions
themselves (a test that puts its own in place gets its own faces). Not whether the fonts convert their text for the
display: the worker's do not, the frame thread's do, and their faces are the same (the test checks that too).

It pays where a worker meets a face again (the same game, size, language and palette in a later test): a second
by-hand game in one process spends 0.03 s instead of 0.11 s of the card-art worker's CPU on faces (its SVG
rasters already shared), 0.09 s instead of 0.27 s on turns; a face met once costs the same as before (a lookup and
a copy more)."""

from __future__ import annotations

import hashlib
import sys
import threading
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game import i18n
from scenes.art import cards, font_fallback
from scenes.art import fonts as fonts_module
from scenes.art.surface_cache import SurfaceCache

BUDGET_BYTES = 160 * 2**20
"""Pixel memory of the faces kept per worker: the faces of every game at the sizes the UI tests draw them at."""


class _Kept:
    """Faces (and what each shows) kept up to a budget of pixel memory; thread-safe (faces are rendered on the
    frame thread and on the card-art worker)."""

    def __init__(self, budget: int) -> None:
        self.surfaces = SurfaceCache(budget)
        self.extras: dict[Hashable, Any] = {}
        self.lock = threading.Lock()

    def get(self, key: Hashable) -> tuple[pygame.Surface, Any] | None:
        with self.lock:
            surface = self.surfaces.get(key)
            return None if surface is None else (surface, self.extras.get(key))

    def put(self, key: Hashable, surface: pygame.Surface, extra: Any = None) -> None:
        with self.lock:
            self.surfaces.put(key, surface)
            self.extras[key] = extra
            if len(self.extras) > 2 * len(self.surfaces) + 1000:  # the reports of the faces dropped: let go
                self.extras = {k: v for k, v in self.extras.items() if k in self.surfaces}


def _drawing(fonts_used: fonts_module.Fonts) -> tuple:
    """What decides a face's pixels besides its own inputs: language and catalog, fonts, the drawing code."""
    language = i18n.current_language()
    return (language, i18n.translation(language), type(fonts_used), fonts_used.scale,
            fonts_module.SOURCES[False], fonts_module.SOURCES[True], font_fallback.FALLBACKS, cards.FALLBACK,
            cards.draw_character, cards.draw_playing_card, cards.draw_token)


def share_rendered_faces() -> None:
    """Replace :meth:`scenes.art.cards.CardArt.face` and the card backs' :func:`scenes.art.backs.draw_back` (in
    the modules that imported it) by shared ones; idempotent."""
    face = cards.CardArt.face
    if getattr(face, "shared", False):
        return
    kept = _Kept(BUDGET_BYTES)

    def shared_face(self: cards.CardArt, spec: Any, w: int, h: int, game: str | None = None,
                    fonts: fonts_module.Fonts | None = None, whole_title: bool = False) -> tuple[pygame.Surface, Any]:
        used = fonts or self.fonts
        key = ("face", game, cards.design_for(spec.face, game), spec, w, h, bool(whole_title), self.pal, *_drawing(used))
        found = kept.get(key)
        if found is None:
            surface, report = face(self, spec, w, h, game, fonts, whole_title)
            kept.put(key, surface, report)
            found = surface, report
        return found[0].copy(), found[1]

    shared_face.shared = True  # type: ignore[attr-defined]
    shared_face.unshared = face  # type: ignore[attr-defined]
    cards.CardArt.face = shared_face  # type: ignore[method-assign]

    draw_back = cards.draw_back

    def shared_back(b: Any, w: int, h: int) -> pygame.Surface:
        key = ("back", b, w, h, draw_back)
        found = kept.get(key)
        if found is None:
            surface = draw_back(b, w, h)
            kept.put(key, surface)
            return surface.copy()
        return found[0].copy()

    shared_back.shared = True  # type: ignore[attr-defined]
    shared_back.unshared = draw_back  # type: ignore[attr-defined]
    _rebind(draw_back, shared_back)


def share_turned_faces() -> None:
    """Replace :meth:`scenes.art.cards.CardArt._make` by one that keeps the faces the worker turned (for a fan's
    cards at rest), keyed by the pixels turned (a digest of them, the size and format), the angle and the display
    format converted to: a pure function of them (a face rendered is made as before, and shared by
    :func:`share_rendered_faces`); idempotent."""
    make = cards.CardArt._make
    if getattr(make, "shared", False):
        return
    kept = _Kept(BUDGET_BYTES // 2)

    def shared_make(self: cards.CardArt, key: tuple, source: pygame.Surface | None, fonts: Any) -> pygame.Surface:
        target = self._display_format
        if source is None or target is None:
            return make(self, key, source, fonts)
        digest = hashlib.sha1(source.get_view("1"), usedforsecurity=False).digest()  # (its bytes, uncopied)
        turn = ("turned", digest, source.get_size(), source.get_masks(), source.get_bitsize(), source.get_flags(),
                key[-1], target.get_masks(), target.get_bitsize(), target.get_flags(), make)
        found = kept.get(turn)
        if found is None:
            surface = make(self, key, source, fonts)
            kept.put(turn, surface)
            return surface.copy()
        return found[0].copy()

    shared_make.shared = True  # type: ignore[attr-defined]
    shared_make.unshared = make  # type: ignore[attr-defined]
    cards.CardArt._make = shared_make  # type: ignore[method-assign]


def _rebind(old: Callable, new: Callable) -> None:
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("scenes.") and getattr(module, "draw_back", None) is old:
            module.draw_back = new  # type: ignore[attr-defined]

