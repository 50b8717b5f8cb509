"""The rules beside the table: a panel in the sidebar's column (where the move log is) that stays open while the
table is played, with three tabs: the rules text (:mod:`scenes.ui.markup`: headings, bullets, tables as tables), its
sections (a click jumps to one) and the card reference (:mod:`scenes.table.card_reference`). Not a scene: the table
owns it, gives it the events over it first and draws it over its log."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import CardRef, CardSpec, GameDef
from game.i18n import tr
from scenes.table.card_reference import CardList
from scenes.table.keyboard import table_keys_rows
from scenes.table.sidebar import WIDTH, SidebarLayout
from scenes.ui.widgets import Button, ScrollText, draw_box, scroll_step

if TYPE_CHECKING:
    from scenes.ui.context import UI

TAB_H = 34.0
TEXT = 16.0  # 12.8 px at 1280x720
SECTION_ROW = 30.0
PAD = 8.0
TABS = ("rules", "sections", "cards")
MIN_H = 380.0  # the height the panel takes over the Hint's answer for (the buttons always stay)


def panel_rect(lay: SidebarLayout) -> tuple[float, float, float, float]:
    """Where the panel goes in the sidebar's column: the move log's place (below the prompt, the move buttons and
    the Hint); over the Hint's answer too when that is too low for it, never over a button."""
    top = min(lay.log[0], max(lay.panel[0], lay.bottom - MIN_H))
    return (lay.left - 4, top, WIDTH + 6, lay.bottom - top)


def keys_section() -> str:
    """The table's keys as a section of the rules text (the same list as **?** at the table)."""
    rows = "\n".join(f"- {tr('{keys}: {what}', keys=keys, what=what)}" for keys, what in table_keys_rows())
    return f"# {tr('Keys')}\n\n{rows}"


class RulesPanel:
    """The rules of ``game`` in a logical rectangle (:meth:`place`); ``tab`` is "rules", "sections" or "cards"."""

    def __init__(self, ui: UI, game: GameDef, specs: Mapping[str, CardSpec]) -> None:
        self.ui = ui
        self.rect: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)
        rules = catalog.get_entry(game.id).rules_text() or tr("No rules text is available yet.")
        self.text = ScrollText((0, 0, 1, 1), f"{rules}\n\n{keys_section()}", size=TEXT,
                               paragraphs=True)  # the table's keys last
        self.cards = CardList(ui, game.id, specs)
        self.tab = "rules"
        self.section_offset = 0
        self.buttons: list[Button] = []
        self.on_close: Callable[[], None] = lambda: None

    # ------------------------------------------------------------------ where it is
    def place(self, rect: tuple[float, float, float, float]) -> None:
        """Lay the panel out in ``rect`` (logical): the tabs and a close button on top, the tab's body below."""
        self.rect = rect
        x, y, w, h = rect
        close_w = TAB_H + 6
        tab_w = (w - close_w - 2 * PAD - 3 * 4) / 3
        labels = {"rules": tr("Rules"), "sections": tr("Sections"), "cards": tr("Cards")}
        self.buttons = [Button((x + PAD + i * (tab_w + 4), y + PAD, tab_w, TAB_H), labels[tab],
                               partial(self.set_tab, tab), size=TEXT) for i, tab in enumerate(TABS)]
        self.buttons.append(Button((x + w - PAD - close_w, y + PAD, close_w, TAB_H), "×", self.close, size=20,
                                   spoken=tr("Close")))
        for button, tab in zip(self.buttons, TABS, strict=False):
            button.selected = tab == self.tab
        body = self.body()
        self.text.rect = body
        self.text._wrapped = None
        self.cards.rect = body

    def body(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.rect
        top = y + PAD + TAB_H + PAD
        return (x + PAD, top, w - 2 * PAD, y + h - PAD - top)

    def screen_rect(self) -> pygame.Rect:
        return self.ui.viewport.rect(self.rect)

    # ------------------------------------------------------------------ what it shows
    def set_tab(self, tab: str) -> None:
        self.tab = tab
        for button, name in zip(self.buttons, TABS, strict=False):
            button.selected = name == tab
        self.ui.invalidate()

    def set_reference(self, refs: Sequence[CardRef]) -> None:
        self.cards.set_refs(refs)
        self.ui.invalidate()

    def show_card(self, face: str) -> bool:
        """The card reference, at the entry of ``face`` (False: the game lists no such card)."""
        if not self.cards.show(face):
            return False
        self.set_tab("cards")
        return True

    def sections(self) -> list[tuple[int, str]]:
        self.text.lines(self.ui)
        return self.text.headings

    def jump(self, line: int) -> None:
        self.set_tab("rules")
        self.text.jump_to(line, self.ui)

    def close(self) -> None:
        self.on_close()

    # ------------------------------------------------------------------ input
    def section_rows(self) -> list[tuple[pygame.Rect, int, str]]:
        """The section rows shown: window rectangle, the heading's display line, its text."""
        vp = self.ui.viewport
        x, y, w, h = self.body()
        rows = []
        for k, (line, text) in enumerate(self.sections()[self.section_offset:]):
            top = y + k * SECTION_ROW
            if top + SECTION_ROW > y + h:
                break
            rows.append((vp.rect((x, top, w, SECTION_ROW - 2)), line, text))
        return rows

    def handle(self, event: pygame.event.Event) -> bool:
        """Take the events meant for the panel: clicks and the wheel over it, Page Up/Down, Esc (closes)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return self.scroll_event(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
        if pos is None or not self.screen_rect().collidepoint(pos):
            return False
        for button in self.buttons:
            if button.handle(event, self.ui):
                return True
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll_event(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.tab == "sections":
            for rect, line, _ in self.section_rows():
                if rect.collidepoint(pos):
                    self.jump(line)
                    break
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)  # a click on the panel is its own

    def scroll_event(self, event: pygame.event.Event) -> bool:
        if self.tab == "rules":
            return self.text.handle(event, self.ui)
        if self.tab == "cards":
            return self.cards.handle(event)
        step = -event.y if event.type == pygame.MOUSEWHEEL else scroll_step(event.key, 5) or 0
        self.section_offset = min(max(0, len(self.sections()) - 1), max(0, self.section_offset + step))
        self.ui.invalidate()
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.ui, self.ui.viewport, self.ui.palette
        draw_box(surface, self.screen_rect(), pal.panel, pal.accent, radius=vp.px(10), width=max(2, vp.px(2)))
        for button in self.buttons:
            button.draw(surface, ui)
        if self.tab == "rules":
            self.text.draw(surface, ui)
        elif self.tab == "sections":
            px = vp.px(TEXT)
            for rect, _, text in self.section_rows():
                draw_box(surface, rect, pal.button, pal.panel_line, radius=vp.px(6), width=1)
                img = ui.fonts.text(ui.fonts.fit(text, px, rect.w - vp.px(16), bold=True), px, pal.button_text,
                                    bold=True)
                surface.blit(img, img.get_rect(midleft=(rect.x + vp.px(8), rect.centery)))
        else:
            x, y, w, _ = self.body()
            hint = tr("Right-click a card on the table to see its entry here.")
            lines = ui.fonts.wrap(hint, vp.px(TEXT), vp.px(w))
            lh = ui.fonts.font(vp.px(TEXT)).get_linesize()
            left, top = vp.point(x, y)
            for i, line in enumerate(lines):
                surface.blit(ui.fonts.text(line, vp.px(TEXT), pal.text_dim), (left, top + i * lh))
            body = self.body()
            skip = (len(lines) * lh + vp.px(6)) / vp.scale
            self.cards.rect = (body[0], body[1] + skip, body[2], body[3] - skip)
            self.cards.draw(surface)
