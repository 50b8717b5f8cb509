"""The fan's cards turned: each turned image (a face, or a shadow, halo or shade) made once per size and angle
and kept, turned ahead on the worker where it can be, and no more than a few faces turned smoothly per frame."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import CardSpec
from game.i18n import current_language
from scenes.table import table_chrome
from scenes.table.board import Board
from scenes.table.table_hints import GLOW

if TYPE_CHECKING:
    from scenes.ui.context import UI

TURNED_KEPT = 256  # turned faces kept for reuse (per face, size and angle)
MARKS_KEPT = 96  # turned shadows, halos and shades kept for reuse (per size and angle)
SMOOTH_TURNS = 6  # fan faces turned smoothly in one frame (1.5 ms each; the others plainly until a later frame)

Key = tuple[Hashable, ...]
Image = Callable[[], pygame.Surface]


class TurnedCards:
    """The turned images of the fans' cards, kept for reuse (see the module's docstring)."""

    def __init__(self, ui: UI, game_id: str) -> None:
        self.ui, self.game_id = ui, game_id
        self.faces: dict[tuple[Key, float], pygame.Surface] = {}  # (face, angle) -> a fan card's turned face
        self.marks: dict[tuple[Key, float], pygame.Surface] = {}  # (shadow, halo or shade, angle) -> turned: the
        # faces come and go, these few stay (a new fan's angles would turn them all again on the frame)
        self.smooth_left = SMOOTH_TURNS  # the fan faces this frame may still turn smoothly
        self.rough = False  # a fan face was turned plainly this frame: the next frame turns it smoothly

    def new_frame(self) -> None:
        self.smooth_left, self.rough = SMOOTH_TURNS, False

    def release(self) -> None:
        self.faces, self.marks = {}, {}

    def put(self, surface: pygame.Surface, key: Key, angle: float, image: Image, at: tuple[int, int],
            smooth: bool = False, face: tuple[CardSpec | None, int, int] = (None, 0, 0)) -> None:
        """Blit ``image`` turned by ``angle`` degrees, centred on ``at``: a face (``smooth``: its ``face`` spec and
        size) turned smoothly, else plainly."""
        kept = self.faces if smooth else self.marks
        turned = kept.get((key, angle))
        if turned is None:  # turned on the worker as the card came to rest (ahead)?
            turned = self.ui.cards.turned(face[0], face[1], face[2], self.game_id, angle) if smooth else \
                self.ui.cards.turned_mark(key, angle)
            if turned is not None:
                self.keep((key, angle), turned, kept)
        if turned is None and smooth and self.smooth_left <= 0:  # plainly for this frame, smoothly later
            self.rough = True
            turned = pygame.transform.rotate(image(), angle)
        elif turned is None:  # the face smoothly (1.5 ms), the soft shadow, halo and shade plainly (0.4 ms)
            self.smooth_left -= smooth
            img = image()
            turn = pygame.transform.rotozoom(img, angle, 1.0) if smooth else pygame.transform.rotate(img, angle)
            turned = self.keep((key, angle), turn, kept)
        surface.blit(turned, turned.get_rect(center=at))

    def keep(self, key: tuple[Key, float], img: pygame.Surface, kept: dict[tuple[Key, float], pygame.Surface]
             ) -> pygame.Surface:
        """Keep a turned image for reuse (the oldest let go beyond :data:`TURNED_KEPT`, not all at once: a fan
        turned anew would cost a frame many smooth turns)."""
        while len(kept) >= (TURNED_KEPT if kept is self.faces else MARKS_KEPT):
            del kept[next(iter(kept))]
        kept[key] = img
        return img

    def ahead(self, board: Board, glowing: Mapping[str, str], halo: Callable[[tuple[int, int]], pygame.Surface],
              spec: Callable[[str | None], CardSpec | None]) -> None:
        """The fans' faces turned on the worker at the angles they rest at (called when the cards are placed), so
        that the frame they land in does not turn them. ``glowing``: the cards' marks (a halo for GLOW);
        ``halo``: a halo of a size, drawn on an image of its own."""
        cards = self.ui.cards
        language, pal = current_language(), self.ui.palette
        faces: list[tuple[CardSpec | None, int, int, float]] = []
        marks: list[tuple[Key, Image, float]] = []
        radius = self.ui.viewport.px(8)
        for uids in board.fans.values():
            for uid in uids:
                s = board.sprites.get(uid)
                if s is None or not s.angle or s.flip is not None:
                    continue
                size = board.screen_rect(s).size
                shadow, glow = ("shadow", size), ("glow", size, pal.good)  # (drawn afresh on the worker)
                if (shadow, s.angle) not in self.marks:
                    marks.append((shadow, partial(table_chrome.shadow.__wrapped__, size, radius), s.angle))
                if glowing.get(uid) == GLOW and (glow, s.angle) not in self.marks:
                    marks.append((glow, partial(halo, size), s.angle))
                if s.card.face is None:
                    continue
                if (("face", s.card.face, size, self.game_id, language, pal), s.angle) not in self.faces:
                    faces.append((spec(s.card.face), *size, s.angle))
        if faces:
            cards.turn_ahead(self.game_id, faces)
        if marks:
            cards.turn_marks_ahead(marks)
