"""The art of the menu and setup screens: a hand of cards fanned out (the menu's cards from every game, the setup
screen's from the chosen game), the palace through a window, and the chosen game's preview (its cards, its title
and a row of seats for the player count). Drawn at the window's pixel size and cached per size, language and
palette; the cards are the real faces (``scenes/art/cards.py``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import CardSpec
from game.i18n import current_language, tr
from scenes.art.games import showcase
from scenes.art.palace_view import palace_view
from scenes.art.svg import mix
from scenes.ui.background import Background
from scenes.ui.later import CardArt, Fonts
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.art.theme import Palette
    from scenes.ui.context import UI

MENU_CARDS = (("love-letter", "princess"), ("palace", "KH"), ("palastgefluester", "courtesan.purple"),
              ("road-to-the-palace", "pink3"), ("love-letter", "king"))
"""The menu's hand: a card of each game."""
MENU_FAN = (40.0, 236.0, 540.0, 560.0)  # left of the button column, in logical units
MENU_PALACE = (1030.0, 236.0, 520.0, 560.0)  # right of it
PREVIEW_SPREAD = 26.0  # degrees from the first card to the last in the setup screen's preview
PREVIEW_TALL = 330.0  # a preview this tall (logical) has its title above the cards
PREVIEW_CARDS_H = 170.0  # the room the cards keep under the title and the seats in a tall preview
MENU_SPREAD = 40.0  # the same for the menu's hand
_cache: dict[tuple, pygame.Surface] = {}
_CACHE_MAX = 12


def _cached(key: tuple, make) -> pygame.Surface:
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) >= _CACHE_MAX:
            _cache.pop(next(iter(_cache)))
        surf = _cache[key] = make()
    return surf


def fan(ui: UI, cards: tuple[tuple[str, str], ...], card_w: int, card_h: int, spread: float = 44.0
        ) -> pygame.Surface:
    """``cards`` ((game, face) pairs) fanned out from a point below the hand, ``spread`` degrees from the first
    card to the last, each with a soft shadow; cached."""
    key = ("fan", cards, card_w, card_h, spread, current_language(), ui.palette)
    return _cached(key, lambda: _draw_fan(lambda game_id, spec: ui.cards.surface(spec, card_w, card_h, game_id,
                                                                                   ahead=False),
                                          cards, card_w, card_h, spread))


FaceOf = Callable[[str, CardSpec], pygame.Surface]
"""A game's face (game id, spec) at the fan's card size."""


def _draw_fan(face_of: FaceOf, cards: tuple[tuple[str, str], ...], card_w: int, card_h: int, spread: float
              ) -> pygame.Surface:
    n = len(cards)
    radius = card_h * 2.2  # the pivot below the hand
    angles = [(-spread / 2 + spread * i / (n - 1)) if n > 1 else 0.0 for i in range(n)]
    centres = [(radius * math.sin(math.radians(a)), -radius * math.cos(math.radians(a))) for a in angles]
    corners = [(cx + dx * math.cos(math.radians(a)) - dy * math.sin(math.radians(a)),
                cy + dx * math.sin(math.radians(a)) + dy * math.cos(math.radians(a)))
               for (cx, cy), a in zip(centres, angles, strict=True)
               for dx in (-card_w / 2, card_w / 2) for dy in (-card_h / 2, card_h / 2)]
    shadow_off = max(2, card_w // 30)
    left, top = min(x for x, _ in corners) - 2, min(y for _, y in corners) - 2
    w = math.ceil(max(x for x, _ in corners) - left) + shadow_off + 4
    h = math.ceil(max(y for _, y in corners) - top) + shadow_off + 4
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for (game_id, face), angle in zip(cards, angles, strict=True):
        spec = replace(catalog.get_game(game_id).cards()[face], text="")  # the picture; the rules are elsewhere
        face_surf = face_of(game_id, spec)
        shadow = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=max(2, card_w // 14))
        centre = centres[angles.index(angle)]
        centre = (centre[0] - left, centre[1] - top)
        for surf, off in ((shadow, shadow_off), (face_surf, 0)):
            turned = pygame.transform.rotozoom(surf, -angle, 1.0)
            out.blit(turned, turned.get_rect(center=(round(centre[0] + off), round(centre[1] + off))))
    return out


MenuPictures = tuple[pygame.Surface, pygame.Surface]
"""The menu's hand of cards and its palace."""
_menu_jobs: dict[tuple, Background[MenuPictures]] = {}
QUIT_WAIT_S = 10.0  # pygame quitting waits this long at most for the menu's pictures being drawn


def menu_art(ui: UI) -> Background[MenuPictures]:
    """The menu's pictures for this window size, language and palette, drawn on a thread of their own (with fonts
    and a card renderer of its own): the first menu frame waits neither for the faces, nor for the games' rules
    they come from, nor for the palace's vectors; the menu shows them from the frame they are ready in."""
    vp = ui.viewport
    box, view = vp.rect(MENU_FAN), vp.rect(MENU_PALACE)
    key = (box.size, view.size, vp.px(MENU_FAN[3] * 0.54), current_language(), ui.palette)
    job = _menu_jobs.get(key)
    if job is None:
        if len(_menu_jobs) >= 4:
            _menu_jobs.pop(next(iter(_menu_jobs)))
        pal = ui.palette  # (the job is kept for other menus: it holds no ui)
        job = _menu_jobs[key] = Background(lambda: _draw_menu_pictures(box.size, view.size, key[2], pal),
                                           name="menu-art")
        pygame.register_quit(lambda: job.wait(QUIT_WAIT_S))  # it must not draw while pygame shuts down
    return job


def _draw_menu_pictures(box: tuple[int, int], view: tuple[int, int], card_h: int, pal: Palette) -> MenuPictures:
    # the card art's modules load at this first call: off the frame thread too (scenes.ui.later)
    art = CardArt(Fonts(convert=False), pal)  # its own: a font is never used by two threads at once

    def hand_of(card_h: int) -> pygame.Surface:
        card_w = round(card_h * 100 / 140)
        return _draw_fan(lambda game_id, spec: art.render(spec, card_w, card_h, game_id, art.fonts), MENU_CARDS,
                         card_w, card_h, MENU_SPREAD)

    hand = hand_of(card_h)
    if hand.get_width() > box[0] or hand.get_height() > box[1]:  # a narrow window: the hand smaller
        k = min(box[0] / hand.get_width(), box[1] / hand.get_height())
        hand = hand_of(int(card_h * k))
    return hand, palace_view(*view)


def draw_menu_art(surface: pygame.Surface, ui: UI) -> bool:
    """The menu's hand of cards (left) and the palace window (right), beside the button column, once drawn
    (:func:`menu_art`); False while they are not ready yet."""
    job = menu_art(ui)
    if not job.done:
        return False
    if job.error is not None or job.value is None:  # drawn here then, where an error shows
        raise RuntimeError("the menu's art could not be drawn") from job.error
    hand, art = job.value
    vp = ui.viewport
    surface.blit(hand, hand.get_rect(center=vp.rect(MENU_FAN).center))
    surface.blit(art, vp.rect(MENU_PALACE).topleft)
    return True


class MenuBackdrop:
    """The menu's felt (the scene's background over the whole window) with its art over it
    (:func:`draw_menu_art`), composed once per window size, art and palette and then shown by one blit (the art's
    two large pictures are blended over the felt: 2-5 ms a frame). The menu holds one and lets it go while covered
    (a window-sized surface: 3.7 MB at 1280x720, 33 MB at 3840x2160)."""

    def __init__(self) -> None:
        self._key: object = None
        self._surface: pygame.Surface | None = None

    @property
    def held(self) -> bool:
        return self._surface is not None

    def release(self) -> None:
        self._key, self._surface = None, None

    def draw(self, surface: pygame.Surface, ui: UI, fill: Callable[[pygame.Surface], None]) -> bool:
        """Show the backdrop on ``surface`` (``fill`` alone while the art is not ready); whether the art shows."""
        job = menu_art(ui)
        if not job.done:
            fill(surface)
            return False
        key = (surface.get_size(), surface.get_bitsize(), surface.get_masks(), job, ui.palette)
        if self._surface is None or self._key != key:
            self.release()  # (the last one let go first)
            backdrop = pygame.Surface(surface.get_size(), 0, surface)  # the window's pixel format: the same pixels
            fill(backdrop)
            draw_menu_art(backdrop, ui)
            self._key, self._surface = key, backdrop
        surface.blit(self._surface, (0, 0))
        return True


def preview_rect(top: float, bottom: float, x: float, w: float) -> tuple[float, float, float, float] | None:
    """The preview's box between ``top`` and ``bottom`` (logical), or None when there is too little room."""
    if bottom - top < 150:
        return None
    return (x, top, w, min(bottom - top, 420.0))


def draw_game_preview(surface: pygame.Surface, ui: UI, rect: tuple[float, float, float, float], game_id: str,
                      players: int, seats: bool = True) -> None:
    """The chosen game at a glance in ``rect`` (logical): its cards fanned out, its title, the player range and
    (``seats``) a figure for each seat it takes, the ones taken lit."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    box = vp.rect(rect)
    draw_box(surface, box, (*pal.panel, 200), pal.panel_line, radius=vp.px(10))
    game = catalog.get_game(game_id)
    pad = vp.px(14)
    faces = tuple((game_id, face) for face in showcase(game_id))
    tall = box.h >= vp.px(PREVIEW_TALL)  # the title above the cards, else beside them on the right
    text_w = box.w - 2 * pad if tall else int(box.w * 0.4)
    tx = box.left + pad if tall else box.right - pad - text_w
    title_px, note_px, gap = vp.px(26), vp.px(17), vp.px(10)
    blocks = [fonts.text(line, title_px, pal.accent, bold=True)
              for line in fonts.wrap(tr(game.title), title_px, text_w, bold=True)[:2]]
    note = fonts.text(tr("{lo}–{hi} players", lo=game.min_players, hi=game.max_players), note_px, pal.text_dim)
    if seats:
        room_h = box.h - 2 * pad - sum(b.get_height() for b in blocks) - note.get_height() - 2 * gap \
            - (vp.px(PREVIEW_CARDS_H) + gap if tall else 0)
        if room_h >= vp.px(28):
            blocks.append(_seats(ui, game.min_players, game.max_players, players,
                                 text_w if tall else min(text_w, vp.px(240)),
                                 min(int(room_h), vp.px(100 if tall else 130)), one_row=tall))
    blocks.append(note)
    block_h = sum(b.get_height() for b in blocks) + gap * (len(blocks) - 1)
    y = box.top + pad if tall else box.top + (box.h - block_h) // 2
    for img in blocks:
        surface.blit(img, img.get_rect(midtop=(tx + text_w // 2, y)))
        y += img.get_height() + gap
    if not faces:
        return
    if tall:  # the cards under the title
        room = pygame.Rect(box.left + pad, y, box.w - 2 * pad, box.bottom - pad - y)
    else:  # the cards on the left
        room = pygame.Rect(box.left + pad, box.top + pad, tx - box.left - 2 * pad, box.h - 2 * pad)
    card_h = min(vp.px(240), int(room.h * 0.8))
    if card_h < 20:
        return
    hand = fan(ui, faces, round(card_h * 100 / 140), card_h, PREVIEW_SPREAD)
    if hand.get_width() > room.w or hand.get_height() > room.h:
        k = min(room.w / hand.get_width(), room.h / hand.get_height())
        card_h = int(card_h * k)
        hand = fan(ui, faces, round(card_h * 100 / 140), card_h, PREVIEW_SPREAD)
    surface.blit(hand, hand.get_rect(center=room.center))


def draw_table_art(surface: pygame.Surface, ui: UI, rect: tuple[float, float, float, float], game_id: str,
                   players: int) -> None:
    """The table seen from above in ``rect`` (logical): the game's deck on the felt and a chair for each seat it
    takes, the seats taken lit and numbered as in the seat list."""
    box = ui.viewport.rect(rect)
    game = catalog.get_game(game_id)
    key = ("table", game_id, players, box.w, box.h, ui.palette)
    art = _cached(key, lambda: _draw_table(ui, box.w, box.h, game_id, game.min_players, game.max_players, players))
    surface.blit(art, box.topleft)


def _draw_table(ui: UI, w: int, h: int, game_id: str, lo: int, hi: int, chosen: int) -> pygame.Surface:
    pal, vp = ui.palette, ui.viewport
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    seat = min(h * 0.22, w * 0.1, vp.px(64))
    table = pygame.Rect(0, 0, min(w - seat * 2.4, h * 2.2), h - seat * 2.4)
    table.center = (w // 2, h // 2)
    rim = max(2, round(seat * 0.16))
    pygame.draw.ellipse(out, (0, 0, 0, 70), table.move(rim // 2, rim))
    pygame.draw.ellipse(out, mix(pal.button, (0, 0, 0), 0.2), table)
    pygame.draw.ellipse(out, pal.felt, table.inflate(-2 * rim, -2 * rim))
    pygame.draw.ellipse(out, pal.panel_line, table.inflate(-2 * rim, -2 * rim), width=max(1, rim // 3))
    card_h = int(min(table.h * 0.56, vp.px(80)))
    if card_h >= 20:
        card_w = round(card_h * 100 / 140)
        back = ui.cards.surface(None, card_w, card_h, game_id, ahead=False)
        for i in range(3):  # a small deck
            out.blit(back, back.get_rect(center=(w // 2 - i * 2, h // 2 - i * 2)))
    font_px = max(9, round(seat * 0.34))
    seated, least = seat_chairs(hi, chosen), seat_chairs(hi, lo)  # (the chairs the least count takes: marked)
    for i in range(hi):
        a = math.pi / 2 + 2 * math.pi * i / hi  # chair 0 at the bottom (you), then clockwise
        cx = w / 2 + (table.w / 2 + seat * 0.55) * math.cos(a)
        cy = h / 2 + (table.h / 2 + seat * 0.55) * math.sin(a)
        chair = pygame.Rect(0, 0, seat, seat)
        chair.center = (round(cx), round(cy))
        taken = i in seated
        fill = pal.accent if taken else (mix(pal.panel, pal.panel_line, 0.3) if i in least else pal.panel)
        edge = mix(pal.accent, (0, 0, 0), 0.45) if taken else pal.panel_line
        pygame.draw.ellipse(out, fill, chair)
        pygame.draw.ellipse(out, edge, chair, width=max(1, round(seat / 18)))
        if taken:
            label = ui.fonts.text(str(seated[i] + 1), font_px, pal.text_dark, bold=True)
            out.blit(label, label.get_rect(center=chair.center))
    return out


def seat_chairs(chairs: int, players: int) -> dict[int, int]:
    """Which of ``chairs`` round the table (0 at the bottom, then clockwise) the ``players`` sit on, chair ->
    seat: spread evenly as the table seats them (two sit opposite; seat 2 sat beside seat 1)."""
    return {round(k * chairs / players) % chairs: k for k in range(players)}


def _seats(ui: UI, lo: int, hi: int, chosen: int, width: int, height: int, one_row: bool = False
           ) -> pygame.Surface:
    """A row (two rows past five) of little figures, one per seat the game takes: lit in gold for the chosen
    player count, brass outlines for the seats that could be added, faint below the least count."""
    key = ("seats", lo, hi, chosen, width, height, one_row, ui.palette)
    return _cached(key, lambda: _draw_seats(ui, lo, hi, chosen, width, height, one_row))


def _draw_seats(ui: UI, lo: int, hi: int, chosen: int, width: int, height: int, one_row: bool
                ) -> pygame.Surface:
    pal = ui.palette
    per_row = hi if hi <= 5 or one_row else math.ceil(hi / 2)
    rows = math.ceil(hi / per_row)
    cell = min(width / per_row, height / (rows * 1.15), ui.viewport.px(56))
    out = pygame.Surface((int(cell * per_row), int(cell * 1.15 * rows)), pygame.SRCALPHA)
    line = max(1, round(cell / 22))
    for i in range(hi):
        r, c = divmod(i, per_row)
        cx, top = (c + 0.5) * cell, r * cell * 1.15
        if i < chosen:
            fill, edge = pal.accent, mix(pal.accent, (0, 0, 0), 0.45)
        elif i < lo:
            fill, edge = mix(pal.panel, pal.panel_line, 0.3), pal.panel_line
        else:
            fill, edge = None, pal.panel_line
        head = pygame.Rect(0, 0, cell * 0.36, cell * 0.36)
        head.center = (round(cx), round(top + cell * 0.3))
        body = pygame.Rect(0, 0, cell * 0.66, cell * 0.5)
        body.midtop = (round(cx), round(top + cell * 0.52))
        for shape, rect in (("body", body), ("head", head)):
            radius = rect.w // 2 if shape == "head" else int(rect.w * 0.45)
            if fill is not None:
                pygame.draw.rect(out, fill, rect, border_radius=radius)
            pygame.draw.rect(out, edge, rect, width=line, border_radius=radius)
        if i < chosen:  # a small crown on the lit seats
            crown = [(cx - cell * 0.14, top + cell * 0.14), (cx - cell * 0.14, top + cell * 0.04),
                     (cx - cell * 0.07, top + cell * 0.1), (cx, top + cell * 0.01), (cx + cell * 0.07,
                                                                                     top + cell * 0.1),
                     (cx + cell * 0.14, top + cell * 0.04), (cx + cell * 0.14, top + cell * 0.14)]
            pygame.draw.polygon(out, pal.accent, crown)
            pygame.draw.polygon(out, edge, crown, width=max(1, line // 2 + 1) if line > 1 else 1)
    return out
