"""Card faces, backs and round tokens, drawn from a game's :class:`CardSpec` and the game's art (see
``scenes/art`` and ``assets/ART.md``), rendered from vectors at the exact pixel size and cached."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterable
from dataclasses import replace

import pygame

from game.engine import CardSpec
from game.i18n import current_language
from scenes.art.backs import draw_back
from scenes.art.character import draw_character
from scenes.art.design import Character, FaceReport, PlayingCard, Token
from scenes.art.games import back_for, design_for, token_for
from scenes.art.playing_card import draw_playing_card
from scenes.art.token import draw_token
from scenes.ui.fonts import Fonts
from scenes.ui.surface_cache import SurfaceCache
from scenes.ui.theme import Palette

CARD_W, CARD_H = 100, 140  # logical size of a card at card_scale 1.0
CACHE_BYTES = 40 * 2**20
"""Pixel memory of the card faces, backs and tokens kept for reuse at most (four hundred faces at 1600x900)."""
FALLBACK = Character("star", badge="seal")
"""Drawn for a face no game's art knows (never for a real card: tests/ui/test_card_faces.py)."""


class CardArt:
    """Card faces at exact pixel sizes, cached. Rasterising a face takes milliseconds, too long for a frame that
    meets a card at a new size: once a game's card is drawn at a size, the game's other faces at that size are
    rendered ahead on a worker thread (:meth:`prefetch`; it has fonts of its own and hands over plain surfaces,
    which the frame thread converts when it first draws them)."""

    def __init__(self, fonts: Fonts, pal: Palette) -> None:
        self.fonts, self.pal = fonts, pal
        self._cache = SurfaceCache(CACHE_BYTES)
        self._ready: dict[tuple, pygame.Surface] = {}  # rendered ahead, not yet converted
        self._known: dict[str | None, list[CardSpec | None]] = {}  # a game's faces (None: its back), to prefetch
        self._sizes: dict[str | None, set[tuple[int, int]]] = {}  # the sizes prefetched per game
        self._queue: queue.SimpleQueue[tuple | None] = queue.SimpleQueue()
        self._worker: threading.Thread | None = None
        self._generation = 0  # a palette change makes what is being rendered ahead useless

    def set_palette(self, pal: Palette) -> None:
        self.pal = pal
        self._generation += 1
        self._cache.clear()
        self._ready.clear()
        self._sizes.clear()

    def surface(self, spec: CardSpec | None, w: int, h: int, game: str | None = None,
                ahead: bool = True) -> pygame.Surface:
        """The face of ``spec`` (the back of ``game``'s cards when None) at ``w`` x ``h`` pixels; ``ahead``: the
        game's other faces are rendered ahead at this size (not for a one-off size such as the hover preview)."""
        key = (game, spec, w, h, current_language())
        surf = self._cache.get(key)
        if surf is None:
            surf = self._ready.pop(key, None)
            if surf is None:
                surf = self.render(spec, w, h, game, self.fonts)
                if ahead:
                    self.prefetch(game, [(w, h)])
            surf = self._cache.put(key, surf.convert_alpha())
        return surf

    def render(self, spec: CardSpec | None, w: int, h: int, game: str | None, fonts: Fonts) -> pygame.Surface:
        return draw_back(back_for(game), w, h) if spec is None else self.face(spec, w, h, game, fonts)[0]

    def know(self, game: str, specs: Iterable[CardSpec]) -> None:
        """The faces of ``game`` (and its back), rendered ahead at every size one of them is drawn at. The faces
        rendered ahead for another game and never shown are let go (they sit outside the cache's byte budget)."""
        self._known[game] = [None, *specs]
        for key in [k for k in list(self._ready) if k[0] != game]:
            self._ready.pop(key, None)
        for other in [g for g in self._sizes if g != game]:
            del self._sizes[other]

    def prefetch(self, game: str | None, sizes: Iterable[tuple[int, int]]) -> None:
        """Render every known face of ``game`` at ``sizes`` on the worker thread, unless done already."""
        known = self._known.get(game)
        if not known:
            return
        done = self._sizes.setdefault(game, set())
        language = current_language()
        for w, h in sizes:
            if (w, h) in done or w <= 0 or h <= 0:
                continue
            done.add((w, h))
            for spec in known:
                self._queue.put(((game, spec, w, h, language), self._generation))
        if self._worker is None and not self._queue.empty() and pygame.get_init():
            self._worker = threading.Thread(target=self._render_ahead, name="card-art", daemon=True)
            self._worker.start()
            pygame.register_quit(self.stop)  # it must not draw while pygame shuts down

    def stop(self) -> None:
        """End the worker (after the face it is drawing); the faces still queued are drawn when first shown."""
        worker, self._worker = self._worker, None
        if worker is not None:
            self._generation += 1
            self._queue.put(None)
            worker.join()

    def _render_ahead(self) -> None:
        fonts = Fonts(convert=False)  # its own fonts: a font is never used by two threads at once
        while True:
            item = self._queue.get()
            if item is None:
                return
            key, generation = item
            game, spec, w, h, language = key
            if generation != self._generation or key in self._cache or key in self._ready \
                    or language != current_language():
                continue
            try:
                surf = self.render(spec, w, h, game, fonts)
            except Exception:  # noqa: BLE001  (drawn again on the frame thread, where an error shows)
                continue
            if generation == self._generation:
                self._ready[key] = surf

    def face(self, spec: CardSpec, w: int, h: int, game: str | None = None,
             fonts: Fonts | None = None) -> tuple[pygame.Surface, FaceReport]:
        """The face of ``spec`` at ``w`` x ``h`` (not cached) and what it shows."""
        fonts = fonts or self.fonts
        design = design_for(spec.face, game)
        if isinstance(design, PlayingCard):
            return draw_playing_card(spec, design, w, h, fonts, self.pal)
        if isinstance(design, Token):
            return draw_token(design, w, h), FaceReport((design.emblem,), spec.title, spec.title)
        surf, report = draw_character(spec, design or FALLBACK, w, h, fonts, self.pal)
        if design is None:
            report = replace(report, art=())
        return surf, report

    def token(self, face: str, diameter: int) -> pygame.Surface:
        """A round token for ``face`` ("disc.red", "token.affection", "token.influence") of ``diameter`` pixels,
        on a transparent square; cached."""
        key = ("token", face, diameter)
        surf = self._cache.get(key)
        if surf is None:
            design = token_for(face)
            if design is None:
                raise KeyError(f"no token is drawn for {face!r}")
            surf = self._cache.put(key, draw_token(design, diameter, diameter).convert_alpha())
        return surf
