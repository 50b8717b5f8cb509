"""The card reference: each kind of card of a game with its real face, its copies in the deck, the copies the viewer
has not seen yet and its effect, as a scrolling list (the entries come from the presenter's one hook,
:meth:`game.engine.Presenter.card_reference`; nothing here knows a game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import CardRef, CardSpec
from game.i18n import tr
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI

ART_W, ART_H = 64.0, 90.0  # logical size of an entry's card
TITLE = 17.0
TEXT = 16.0  # 12.8 px at 1280x720: the smallest text of the panel
PAD = 8.0


class CardList:
    """The entries of a card reference in a logical rectangle; scrolled by whole entries, one may be marked (the
    card right-clicked on the table)."""

    def __init__(self, ui: UI, game_id: str, specs: Mapping[str, CardSpec]) -> None:
        self.ui, self.game_id, self.specs = ui, game_id, specs
        self.refs: list[CardRef] = []
        self.rect: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)
        self.offset = 0  # first entry shown
        self.marked: int | None = None  # the entry of the card asked about

    def set_refs(self, refs: Sequence[CardRef]) -> None:
        self.refs = list(refs)
        self.offset = min(self.offset, max(0, len(self.refs) - 1))

    def entry_of(self, face: str) -> int | None:
        return next((i for i, ref in enumerate(self.refs) if face in ref.faces), None)

    def show(self, face: str) -> bool:
        """Mark the entry of ``face`` and scroll it to the top; False when no entry has it."""
        index = self.entry_of(face)
        if index is None:
            return False
        self.marked = self.offset = index
        self.ui.invalidate()
        return True

    def scroll(self, delta: int) -> None:
        new = min(max(0, len(self.refs) - 1), max(0, self.offset + delta))
        if new != self.offset:
            self.offset = new
            self.ui.invalidate()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll(3 if event.key == pygame.K_PAGEDOWN else -3)
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def entry_lines(self, ref: CardRef, width: int) -> tuple[list[str], list[str]]:
        """The wrapped counts line(s) and effect lines of an entry at ``width`` window pixels."""
        vp, fonts = self.ui.viewport, self.ui.fonts
        parts = [tr("In the deck: {count}", count=ref.count), tr("Not seen yet: {count}", count=ref.unseen)]
        joined = "  ·  ".join(parts)
        counts = [joined] if fonts.font(vp.px(TEXT)).size(joined)[0] <= width else \
            [line for part in parts for line in fonts.wrap(part, vp.px(TEXT), width)]
        return counts, fonts.wrap(tr(ref.effect), vp.px(TEXT), width) if ref.effect else []

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw the entries that fit from :attr:`offset` on; returns their window rectangles (tests look)."""
        ui, vp, fonts, pal = self.ui, self.ui.viewport, self.ui.fonts, self.ui.palette
        area = vp.rect(self.rect)
        art_w, art_h, pad = vp.px(ART_W), vp.px(ART_H), vp.px(PAD)
        text_x = area.x + pad + art_w + pad
        text_w = area.right - pad - text_x
        title_lh = fonts.font(vp.px(TITLE), bold=True).get_linesize()
        lh = fonts.font(vp.px(TEXT)).get_linesize()
        heights = [max(art_h, title_lh + lh * sum(map(len, self.entry_lines(ref, text_w))) + vp.px(4)) + 2 * pad
                   for ref in self.refs]
        while self.offset > 0 and sum(heights[self.offset - 1:]) + pad * (len(heights) - self.offset) \
                <= area.h:  # no empty room under the last entry while entries above are hidden
            self.offset -= 1
        y = area.y
        drawn: list[pygame.Rect] = []
        for i in range(self.offset, len(self.refs)):
            ref = self.refs[i]
            counts, effect = self.entry_lines(ref, text_w)
            h = heights[i]
            if y + h > area.bottom and drawn:
                break
            box = pygame.Rect(area.x, y, area.w, min(h, area.bottom - y))
            draw_box(surface, box, pal.felt_dark, pal.accent if i == self.marked else pal.panel_line,
                     radius=vp.px(8), width=max(2, vp.px(3)) if i == self.marked else 1)
            spec = self.specs.get(ref.faces[0])
            if spec is not None:
                surface.blit(ui.cards.surface(spec, art_w, art_h, self.game_id, ahead=False), (area.x + pad, y + pad))
            ty = y + pad
            title = fonts.fit(tr(ref.title), vp.px(TITLE), text_w, bold=True)
            surface.blit(fonts.text(title, vp.px(TITLE), pal.accent, bold=True), (text_x, ty))
            ty += title_lh
            for line in counts:
                surface.blit(fonts.text(line, vp.px(TEXT), pal.text_dim), (text_x, ty))
                ty += lh
            ty += vp.px(4)
            for line in effect:
                if ty + lh > box.bottom:
                    break
                surface.blit(fonts.text(line, vp.px(TEXT), pal.text), (text_x, ty))
                ty += lh
            drawn.append(box)
            y += h + pad
        return drawn
