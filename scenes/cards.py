"""Card faces, backs and round tokens, drawn from a game's :class:`CardSpec` and the game's art (see
``scenes/art`` and ``assets/ART.md``), rendered from vectors at the exact pixel size and cached."""

from __future__ import annotations

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
from scenes.fonts import Fonts
from scenes.surface_cache import SurfaceCache
from scenes.theme import Palette

CARD_W, CARD_H = 100, 140  # logical size of a card at card_scale 1.0
CACHE_BYTES = 40 * 2**20
"""Pixel memory of the card faces, backs and tokens kept for reuse at most (four hundred faces at 1600x900)."""
FALLBACK = Character("star", badge="seal")
"""Drawn for a face no game's art knows (never for a real card: tests/ui/test_card_faces.py)."""


class CardArt:
    def __init__(self, fonts: Fonts, pal: Palette) -> None:
        self.fonts, self.pal = fonts, pal
        self._cache = SurfaceCache(CACHE_BYTES)

    def set_palette(self, pal: Palette) -> None:
        self.pal = pal
        self._cache.clear()

    def surface(self, spec: CardSpec | None, w: int, h: int, game: str | None = None) -> pygame.Surface:
        """The face of ``spec`` (the back of ``game``'s cards when None) at ``w`` x ``h`` pixels."""
        key = (game, spec, w, h, current_language())
        surf = self._cache.get(key)
        if surf is None:
            surf = draw_back(back_for(game), w, h) if spec is None else self.face(spec, w, h, game)[0]
            surf = self._cache.put(key, surf.convert_alpha())
        return surf

    def face(self, spec: CardSpec, w: int, h: int, game: str | None = None) -> tuple[pygame.Surface, FaceReport]:
        """The face of ``spec`` at ``w`` x ``h`` (not cached) and what it shows."""
        design = design_for(spec.face, game)
        if isinstance(design, PlayingCard):
            return draw_playing_card(spec, design, w, h, self.fonts, self.pal)
        if isinstance(design, Token):
            return draw_token(design, w, h), FaceReport((design.emblem,), spec.title, spec.title)
        surf, report = draw_character(spec, design or FALLBACK, w, h, self.fonts, self.pal)
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
