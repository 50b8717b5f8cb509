"""A card as the table draws it: its shadow, its halo or shade (playable, out of the round), its face, the line
round it (selected, just moved, a target, new), the eye of a known card, a round token on it, its caption; a fan's
card turned with all of these (:mod:`scenes.table.turned_cards`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import CardSpec
from game.i18n import current_language
from scenes.table import seat_plates, table_chrome
from scenes.table.background_paint import BackgroundPainter
from scenes.table.board import Board, Sprite
from scenes.table.captions import Captions
from scenes.table.effects import draw_turning, turning_face
from scenes.table.fan import corners as fan_corners
from scenes.table.pointer import Pointer
from scenes.table.table_hints import DIM, GLOW, TableHints
from scenes.table.turned_cards import TurnedCards

if TYPE_CHECKING:
    from scenes.ui.context import UI

KNOWN = "known"  # a card highlight: others have seen this card (it wears an eye)
TOKEN_MAX = 27.0  # logical: the widest a token on a card is drawn (as on a card at scale 0.6, Road's grid)
EYE_INSET = 2  # pixels between the eye of a known card and its card's edges


class CardPainter:
    """Draws the table's cards (see the module's docstring); :attr:`marks` says which glow or are dimmed."""

    def __init__(self, ui: UI, board: Board, pointer: Pointer, spec: Callable[[str | None], CardSpec | None],
                 game_id: str, ground: BackgroundPainter, hints: TableHints) -> None:
        self.ui, self.board, self.pointer, self.spec, self.game_id = ui, board, pointer, spec, game_id
        self.ground, self.hints = ground, hints  # (the zones dimmed, the stacks, the tokens lying on cards)
        self.captions = Captions(ui, board)
        self.turned = TurnedCards(ui, game_id)
        self.marks: dict[str, str] = {}  # uid -> table_hints.GLOW or DIM (set with the model)

    def release(self) -> None:
        self.captions.release()
        self.turned.release()

    def turn_ahead(self) -> None:
        """The fans' faces, shadows and halos turned on the worker at the angles they rest at (the cards placed)."""
        self.turned.ahead(self.board, self.marks, partial(self.halo, own=True), self.spec)

    def card_reach(self, s: Sprite, r: pygame.Rect, angle: float) -> pygame.Rect:
        """What drawing the card ``s`` (at ``r``, turned by ``angle``) may touch at most: its shadow, halo,
        outline, the eye of a known card, its caption (window pixels)."""
        m = self.ui.viewport.px(16) + r.w // 8
        reach = r.inflate(2 * m, 2 * m)
        if angle:  # turned about its middle (the eye and the token are not: within ``reach``), with no caption
            xs, ys = zip(*fan_corners(reach, angle), strict=True)
            turned = pygame.Rect(int(min(xs)), int(min(ys)), 0, 0)
            turned.size = (math.ceil(max(xs)) - turned.x, math.ceil(max(ys)) - turned.y)
            return turned.inflate(4, 4).union(reach)
        caption = self.captions.caption_rect(s, r)
        return reach if caption is None else reach.union(caption)

    def draw_card(self, surface: pygame.Surface, s: Sprite, rect: pygame.Rect | None = None) -> None:
        """The card ``s`` where it lies, or at ``rect`` (carried: upright, unmarked)."""
        if rect is not None:
            self.draw_upright(surface, s, rect, None, carried=True)
        elif s.wait_ms <= 0:  # (else a later beat of the staged move: not in sight yet)
            self.draw_at(surface, s, self.board.screen_rect(s), self.board.angle(s))

    def draw_at(self, surface: pygame.Surface, s: Sprite, r: pygame.Rect, angle: float) -> None:
        """The card ``s`` where it lies: at ``r``, turned by ``angle`` (its :meth:`Board.screen_rect` and
        :meth:`Board.angle` now: the layer of cards at rest measures them once for every part it draws)."""
        if s.flip is not None:  # turning over: just the card, narrowed (scenes.table.motion)
            draw_turning(surface, s.flip, self.ui.cards.surface(self.spec(turning_face(s)), r.w, r.h, self.game_id), r)
            return
        if s.uid in self.ground.on_cards:  # (dragged, it is the disc in the hand again)
            self.draw_token(surface, s.card.face or "", r)
            return
        if angle:
            self.draw_turned_card(surface, s, r, self.marks.get(s.uid), angle)
            return
        self.draw_upright(surface, s, r, self.marks.get(s.uid))

    def draw_upright(self, surface: pygame.Surface, s: Sprite, r: pygame.Rect, mark: str | None,
                     carried: bool = False) -> None:
        """The card ``s`` at ``r``, not turned, with its ``mark``; ``carried``: in the hand (its own shadow on a
        stack)."""
        vp = self.ui.viewport
        if (s.uid not in self.ground.stacked or carried) and not self.ground.is_token(s.card.face):  # one per stack
            surface.blit(table_chrome.shadow(r.size, vp.px(8)), table_chrome.shadow_offset(r))
        if mark == GLOW and s.uid not in self.pointer.selection:
            self.hints.glow(surface, r)
        surface.blit(self.ui.cards.surface(self.spec(s.card.face), r.w, r.h, self.game_id), r.topleft)
        if s.zone in self.ground.dimmed and s.via is None:
            seat_plates.dim(surface, r, vp.px(6))
        elif mark == DIM:
            self.hints.dim(surface, r)
        line = self.outline_colour(s)
        if line is not None:
            pygame.draw.rect(surface, line, r.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                             border_radius=vp.px(9))
        if s.card.highlight == KNOWN and s.card.face is not None:
            self.draw_known(surface, r)
        if s.card.token:
            self.draw_token(surface, s.card.token, r, s.pop.scale() if s.pop is not None else 1.0)
        if s.card.caption:
            captions = self.captions
            captions.draw_caption(surface, s.card.caption, r, captions.caption_gap(s), captions.room_below(s, r))

    def draw_turned_card(self, surface: pygame.Surface, s: Sprite, r: pygame.Rect, mark: str | None,
                         angle: float) -> None:
        """A card of the fan, turned by ``angle`` degrees about its middle: its shadow, halo, face, shade and
        outline turned with it (each turned image made once per size and angle)."""
        vp, pal, turned = self.ui.viewport, self.ui.palette, self.turned
        centre = r.center

        def shade() -> pygame.Surface:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(img, (0, 0, 0, seat_plates.DIM_ALPHA), img.get_rect(), border_radius=vp.px(8))
            return img

        shadow = table_chrome.shadow(r.size, vp.px(8))
        offset = table_chrome.shadow_offset(r)
        turned.put(surface, ("shadow", r.size), angle, lambda: shadow,
                   (offset[0] + shadow.get_width() // 2, offset[1] + shadow.get_height() // 2))
        if mark == GLOW and s.uid not in self.pointer.selection:
            turned.put(surface, ("glow", r.size, pal.good), angle, partial(self.halo, r.size), centre)
        spec = self.spec(s.card.face)
        turned.put(surface, ("face", s.card.face, r.size, self.game_id, current_language(), pal), angle,
                   lambda: self.ui.cards.surface(spec, r.w, r.h, self.game_id), centre, True, (spec, r.w, r.h))
        if s.zone in self.ground.dimmed and s.via is None or mark == DIM:
            turned.put(surface, ("dim", r.size), angle, shade, centre)
        line = self.outline_colour(s)
        if line is not None:
            pygame.draw.polygon(surface, line, fan_corners(r.inflate(vp.px(4), vp.px(4)), angle), max(2, vp.px(3)))
        if s.card.highlight == KNOWN and s.card.face is not None:
            self.draw_known(surface, r, angle)
        if s.card.token:
            self.draw_token(surface, s.card.token, r)

    def halo(self, size: tuple[int, int], own: bool = False) -> pygame.Surface:
        """The halo of a playable card of ``size`` as an image of its own, to be turned with the card (``own``: of
        its own to the halo too, for the worker)."""
        vp = self.ui.viewport
        img = pygame.Surface((size[0] + vp.px(24), size[1] + vp.px(24)), pygame.SRCALPHA)
        self.hints.glow(img, pygame.Rect((vp.px(12), vp.px(12)), size), own)
        return img

    def outline_colour(self, s: Sprite) -> tuple[int, int, int] | None:
        """The line round a card: selected, just moved, a target, or newly seen (None: no line)."""
        pal = self.ui.palette
        if s.uid in self.pointer.selection:
            return pal.good
        if s.uid in self.board.last_moved:  # the last move's cards stand out until the next move
            return pal.accent
        if s.card.highlight == "target":
            return pal.highlight_target
        if s.card.highlight and s.card.highlight != KNOWN:
            return pal.highlight_new
        return None

    def draw_known(self, surface: pygame.Surface, r: pygame.Rect, angle: float = 0.0) -> None:
        """A small eye in a card's bottom left corner: others have seen this card (an outline round every card picked up
        said nothing and hid which cards had just moved)."""
        badge = known_badge_rect(r)
        if angle:  # on the corner of the card as turned in its fan
            badge.center = turned_point(badge.center, r, angle)
        pygame.draw.circle(surface, self.ui.palette.text_dark, badge.center, badge.w // 2 + 1)
        seat_plates.draw_icon(surface, self.ui, "shown", badge.inflate(-badge.w // 5, -badge.w // 5))

    def draw_token(self, surface: pygame.Surface, face: str, r: pygame.Rect, scale: float = 1.0) -> None:
        """A round token (a mission disc) lying on the card's right edge, over its art (see :func:`token_rect`), as
        small on a large card (the own columns) as on a grid card; ``scale`` > 1 while it is being set down."""
        place = token_rect(r, self.ui.viewport.px(TOKEN_MAX))
        img = self.ui.cards.token(face, place.w)
        if scale != 1.0:  # (scaled from the one size cached, not rendered anew at each size of the way)
            place = place.inflate(round(place.w * (scale - 1)), round(place.h * (scale - 1)))
            img = pygame.transform.smoothscale(img, place.size)
        surface.blit(img, place)


def token_rect(card: pygame.Rect, largest: int | None = None) -> pygame.Rect:
    """Where a round token lies on ``card``: over the right of its art, clear of the value in the top left corner
    and of the title strip at the bottom, so the card shows beside it and its title stays whole; no wider than
    ``largest`` pixels (a small token, not a disc over a large card)."""
    d = max(12, card.w * 9 // 20 if largest is None else min(largest, card.w * 9 // 20))
    place = pygame.Rect(0, 0, d, d)
    place.center = (card.right - d * 2 // 5, card.top + round(card.h * 0.42))
    return place




def turned_point(point: tuple[int, int], rect: pygame.Rect, angle: float) -> tuple[int, int]:
    """``point`` on ``rect`` as the rect is turned by ``angle`` degrees about its middle (as :func:`fan_corners`)."""
    cx, cy = rect.center
    a = math.radians(angle)
    dx, dy = point[0] - cx, point[1] - cy
    return round(cx + dx * math.cos(a) + dy * math.sin(a)), round(cy - dx * math.sin(a) + dy * math.cos(a))


def known_badge_rect(card: pygame.Rect) -> pygame.Rect:
    """Where the eye of a known card sits: inside its bottom left corner, at the left where a fanned card still
    shows, on the blank corner a card's index leaves (at the top it sat on the index or the first pip, a black
    blob on every picked-up card), inside the card so that it stays off the seat's plate above the hand."""
    d = max(10, card.w // 7)
    return pygame.Rect(card.left + EYE_INSET, card.bottom - EYE_INSET - d, d, d)
