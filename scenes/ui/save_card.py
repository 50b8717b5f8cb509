"""A save drawn as a card in the saves list: its game's card back, its name and game, when it was saved, the players
as seat discs with their scores where every player may see them, and how far it got; a damaged save greyed with
its reason. And the heading of a group of cards (the games in progress, the finished ones)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, tr_list
from scenes.art.svg import mix
from scenes.ui.decor import draw_icon, game_picture
from scenes.ui.seat_disc import draw_seat_disc
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.texts import game_title
from scenes.ui.widgets import Widget, draw_box

if TYPE_CHECKING:
    from game.saves import SaveInfo
    from scenes.ui.context import UI

PICTURE_W = 84.0
"""The logical width a card's game picture takes on its left."""


class GroupHeading(Widget):
    """A group's heading over its cards: an icon, the heading in gold, a brass line to the right."""

    def __init__(self, rect, text: str, icon: str) -> None:
        super().__init__(rect)
        self.text, self.icon = text, icon

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, vp, pal, fonts = self.screen_rect(ui), ui.viewport, ui.palette, ui.fonts
        draw_icon(surface, self.icon, (r.x + r.h // 2, r.centery), r.h * 0.4, pal.accent)
        left = r.x + r.h + vp.px(8)
        px = grown_px(fonts, self.text, strip_px(fonts, vp.px(24), r.h), r.right - left, bold=True)
        img = fonts.text(fonts.fit(self.text, px, r.right - left, bold=True), px, pal.accent, bold=True)
        drawn = surface.blit(img, img.get_rect(midleft=(left, r.centery)))
        if drawn.right + vp.px(16) < r.right:
            pygame.draw.line(surface, pal.panel_line, (drawn.right + vp.px(16), r.centery), (r.right, r.centery))


def draw_save_card(surface: pygame.Surface, ui: UI, info: SaveInfo, card: tuple[float, float, float, float],
                   open_w: float, progress: str, hover: bool = False) -> None:
    """``info``'s card at logical ``card``; its first ``open_w`` logical pixels hold the text (the buttons stand
    on the rest); ``hover``: lit, the pointer is over it."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    x, y, w, h = card
    box = vp.rect(card)
    ok = info.ok
    draw_box(surface, box.move(vp.px(3), vp.px(4)), (0, 0, 0, 70), None, radius=vp.px(12))
    fill = pal.button_hover if hover else mix(pal.button, pal.panel, 0.45) if ok else pal.disabled
    draw_box(surface, box, fill, pal.accent if hover else pal.panel_line, radius=vp.px(12))
    game_picture(surface, ui, info.game, vp.rect((x + 10, y + 8, PICTURE_W - 14, h - 16)), fan=1 if ok else 0)
    left, right = vp.point(x + PICTURE_W + 6, y)[0], vp.point(x + open_w - 10, y)[0]
    colour = pal.text if ok else pal.text_dim
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.modified)) if info.modified else ""
    date_px = strip_px(fonts, vp.px(16), vp.px(24))
    date = fonts.text(when, date_px, pal.text_dim)
    date_rect = date.get_rect(topright=(right, vp.point(0, y + 12)[1]))
    if when:
        surface.blit(date, date_rect)
        draw_icon(surface, "clock", (date_rect.x - vp.px(12), date_rect.centery), vp.px(7), pal.text_dim)
    head = f"{info.shown_name} — {game_title(info.game)}" + (" " + tr("(finished)") if info.finished else "")
    room = (date_rect.x - vp.px(26) if when else right) - left
    px = grown_px(fonts, head, strip_px(fonts, vp.px(21), vp.px(28)), room, bold=True)
    surface.blit(fonts.text(fonts.fit(head, px, room, bold=True), px, colour, bold=True),
                 (left, vp.point(0, y + 8)[1]))
    middle = vp.point(0, y + 52)[1]
    if not ok:
        detail = tr("Damaged: {error}", error=info.message)
        px = grown_px(fonts, detail, strip_px(fonts, vp.px(17), vp.px(26)), right - left)
        img = fonts.text(fonts.fit(detail, px, right - left), px, pal.bad)
        surface.blit(img, img.get_rect(midleft=(left, middle)))
        return
    draw_players(surface, ui, info, left, right, middle)
    if progress:
        px = strip_px(fonts, vp.px(16), vp.px(24))
        img = fonts.text(fonts.fit(progress, px, right - left), px, pal.text_dim)
        surface.blit(img, img.get_rect(bottomleft=(left, vp.point(0, y + h - 8)[1])))


def draw_players(surface: pygame.Surface, ui: UI, info: SaveInfo, left: int, right: int, middle: int) -> None:
    """The players in a row: each a seat disc with the name and (where public) the score after it; a row too long
    for the card is shown as text."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    scores = info.scores or [None] * len(info.players)
    px = strip_px(fonts, vp.px(17), vp.px(26))
    r = vp.px(15)
    items = []
    for seat, name in enumerate(info.players):
        score = scores[seat] if seat < len(scores) else None
        text = name if score is None else tr("{name} {score}", name=name, score=format(score, "g"))
        items.append((seat, name, fonts.text(text, px, pal.text)))
    gap = vp.px(18)
    needed = sum(2 * r + vp.px(6) + img.get_width() for _, _, img in items) + gap * max(0, len(items) - 1)
    if needed > right - left:
        line = tr_list(name if score is None else tr("{name} {score}", name=name, score=format(score, "g"))
                       for name, score in zip(info.players, scores, strict=False))
        img = fonts.text(fonts.fit(line, px, right - left), px, pal.text)
        surface.blit(img, img.get_rect(midleft=(left, middle)))
        return
    x = left
    for seat, name, img in items:
        draw_seat_disc(surface, ui, (x + r, middle), r, name, seat)
        surface.blit(img, img.get_rect(midleft=(x + 2 * r + vp.px(6), middle)))
        x += 2 * r + vp.px(6) + img.get_width() + gap
