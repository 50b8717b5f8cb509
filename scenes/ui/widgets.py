"""Small widgets laid out in logical coordinates: buttons, cyclers, steppers, text fields, scroll text.

A widget keeps its logical rectangle; it is scaled to the window at draw and hit-test time, and its text
is rendered at the window's pixel size through the shared text cache (crisp at any size).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, NamedTuple, TypeVar
from weakref import WeakKeyDictionary

import pygame

from game.i18n import clauses, tr
from game.textclean import clean_text
from scenes.art.fonts import WRAP_UNITS
from scenes.art.svg import mix
from scenes.ui import markup
from scenes.ui.text_fit import base_px, grown_px

if TYPE_CHECKING:
    from scenes.ui.context import UI

Rect = tuple[float, float, float, float]
T = TypeVar("T")


class Widget:
    _screen: tuple[Rect, tuple[int, int], pygame.Rect] | None = None
    """The last :meth:`screen_rect`: (the logical rect, the window size, the window rect)."""

    def __init__(self, rect: Rect) -> None:
        self.rect = rect

    def screen_rect(self, ui: UI) -> pygame.Rect:
        """The widget in window pixels (a new rect: a caller may move it). Every event asks each widget of a screen;
        the rect is measured again only when it or the window changed."""
        rect, vp, known = self.rect, ui.viewport, self._screen
        if known is not None and known[0] is rect and known[1] == vp.size:
            return known[2].copy()
        measured = vp.rect(rect)
        if type(rect) is tuple:  # (a pygame.Rect may change in place: not kept)
            self._screen = (rect, vp.size, measured.copy())
        return measured

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        """True when the event was consumed."""
        return False

    def draw(self, surface: pygame.Surface, ui: UI) -> None: ...


MOUSE_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
"""The events a button answers."""


def clicked(event: pygame.event.Event, rect: pygame.Rect, button: int = 1) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and event.button == button and rect.collidepoint(event.pos)


def draw_box(surface: pygame.Surface, rect: pygame.Rect, fill, line=None, radius: int = 8, width: int = 2) -> None:
    """A rounded box; a fill with an alpha part (r, g, b, a) is blended over what lies below."""
    if len(fill) == 4 and fill[3] < 255:
        well = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(well, fill, well.get_rect(), border_radius=radius)
        surface.blit(well, rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if line is not None:
        pygame.draw.rect(surface, line, rect, width=width, border_radius=radius)


def blit_centred(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(img, img.get_rect(center=rect.center))


class Label(Widget):
    def __init__(self, rect: Rect, text: str, size: float = 22, bold: bool = False, dim: bool = False,
                 align: str = "left") -> None:
        super().__init__(rect)
        self.text, self.size, self.bold, self.dim, self.align = text, size, bold, dim, align

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r = self.screen_rect(ui)
        colour = ui.palette.text_dim if self.dim else ui.palette.text
        px = grown_px(ui.fonts, self.text, ui.viewport.px(self.size), r.w, self.bold)
        img = ui.fonts.text(ui.fonts.fit(self.text, px, r.w, self.bold), px, colour, self.bold)
        pos = img.get_rect(midleft=r.midleft) if self.align == "left" else img.get_rect(center=r.center)
        surface.blit(img, pos)


FITTED_KEPT = 1024
"""The labels kept fitted (:func:`fitted_lines`)."""

_FITTED: WeakKeyDictionary[object, dict[tuple[str, int, int, int, float], tuple[list[str], int]]] = \
    WeakKeyDictionary()


def fitted_lines(ui: UI, text: str, px: int, width: int, height: int) -> tuple[list[str], int]:
    """``text`` in as few lines as fit ``width``: one line, else wrapped onto two (at a smaller size if need be,
    with a larger text size down to what 100 % text would be), and only as a last resort cut with an ellipsis.
    Returns the lines and the pixel size; kept per fonts and text size (every button's label is fitted with each
    frame drawn)."""
    kept = _FITTED.get(ui.fonts)
    if kept is None or len(kept) >= FITTED_KEPT:
        kept = _FITTED[ui.fonts] = {}
    key = (text, px, width, height, ui.fonts.scale)
    found = kept.get(key)
    if found is None:
        found = kept[key] = _fitted_lines(ui, text, px, width, height)
    return list(found[0]), found[1]


def _fitted_lines(ui: UI, text: str, px: int, width: int, height: int) -> tuple[list[str], int]:
    fonts = ui.fonts

    def one_line(size: int) -> bool:  # as wide and as tall as it may be (CJK glyphs at 200 % overran a button)
        font = fonts.font(size)
        return font.size(text)[0] <= width and font.get_height() <= height

    if one_line(px):
        return [text], px
    for size in (px, px * 7 // 8, px * 3 // 4):
        lines = fonts.wrap(text, size, width)
        if len(lines) <= 2 and 2 * fonts.font(size).get_linesize() <= height:
            return lines, size
    small = px * 3 // 4
    for size in range(small - 1, base_px(ui.fonts, small) - 1, -1):  # a larger text size: down to 100 %'s smallest
        if one_line(size):
            return [text], size
        lines = fonts.wrap(text, size, width)
        if len(lines) <= 2 and 2 * fonts.font(size).get_linesize() <= height:
            return lines, size
        small = size
    lines = fonts.wrap(text, small, width)
    if 2 * fonts.font(small).get_linesize() <= height:
        return [lines[0], fonts.fit(" ".join(lines[1:]), small, width)], small
    return [fonts.fit(text, px, width)], px


def blit_lines(surface: pygame.Surface, ui: UI, lines: list[str], px: int, colour, rect: pygame.Rect,
               bold: bool = False) -> None:
    """Lines centred in ``rect`` as a block."""
    lh = ui.fonts.font(px, bold).get_linesize()
    y = rect.centery - lh * len(lines) // 2
    for line in lines:
        img = ui.fonts.text(line, px, colour, bold)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += lh


class Paragraph(Widget):
    """Text wrapped to the rectangle's width (as many lines as fit), optionally in a box."""

    def __init__(self, rect: Rect, text: str, size: float = 18, dim: bool = False, boxed: bool = False) -> None:
        super().__init__(rect)
        self.text, self.size, self.dim, self.boxed = text, size, dim, boxed

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal, vp = self.screen_rect(ui), ui.palette, ui.viewport
        pad = vp.px(10) if self.boxed else 0
        if self.boxed:
            draw_box(surface, r, pal.panel, pal.panel_line, radius=vp.px(10))
        px, width, height = vp.px(self.size), r.w - 2 * pad, r.h - 2 * pad
        for size in range(px, base_px(ui.fonts, px) - 1, -1):  # a larger text size: as large as the box holds
            if len(ui.fonts.wrap(self.text, size, width)) <= max(1, height // ui.fonts.font(size).get_linesize()):
                px = size
                break
        else:
            px = base_px(ui.fonts, px)
        lh = ui.fonts.font(px).get_linesize()
        lines = ui.fonts.wrap(self.text, px, width)
        room = max(1, height // lh)
        if len(lines) > room:
            lines = lines[:room - 1] + [ui.fonts.fit(" ".join(lines[room - 1:]), px, r.w - 2 * pad)]
        colour = pal.text_dim if self.dim else pal.text
        for i, line in enumerate(lines):
            surface.blit(ui.fonts.text(line, px, colour), (r.x + pad, r.y + pad + i * lh))


class Button(Widget):
    """A button; its label wraps onto a second line rather than being cut. ``primary``: the screen's main
    action, drawn in the accent colour."""

    def __init__(self, rect: Rect, label: str, on_click: Callable[[], object], enabled: bool = True,
                 size: float = 24, note: str = "", primary: bool = False, spoken: str = "") -> None:
        super().__init__(rect)
        self.label, self.on_click, self.enabled, self.size, self.note = label, on_click, enabled, size, note
        self.spoken = spoken  # the label in words, for a label in signs ("×2": a voice read "multiplication sign 2")
        self.primary = primary
        self.selected = False  # drawn with an accent outline (the preset in force)
        self.hover = False
        self.shared_px: Callable[[UI], int] | None = None  # a size its label is drawn no larger than (its row's)

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if event.type not in MOUSE_EVENTS:  # (a key or typed text: the rect is not measured for nothing)
            return False
        r = self.screen_rect(ui)
        if event.type == pygame.MOUSEMOTION:
            hover = r.collidepoint(event.pos)
            if hover != self.hover:
                self.hover = hover
                ui.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and r.collidepoint(event.pos):
            return True
        if self.enabled and clicked(event, r):
            self.on_click()
            ui.sounds.play("click")  # after the action: switching sound on ticks, switching it off does not
            ui.invalidate()
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal = self.screen_rect(ui), ui.palette
        if self.primary and self.enabled:
            fill = mix(pal.accent, (255, 255, 255), 0.2) if self.hover else pal.accent
            colour = pal.text_dark
        else:
            fill = pal.disabled if not self.enabled else pal.button_hover if self.hover else pal.button
            colour = pal.button_text if self.enabled else pal.text_dim
        line, width = (pal.accent, max(2, ui.viewport.px(3))) if self.selected else (pal.panel_line, 2)
        draw_box(surface, r, fill, line, radius=ui.viewport.px(10), width=width)
        px = ui.viewport.px(self.size)
        if self.note:
            px = min(grown_px(ui.fonts, self.label, px, r.w - ui.viewport.px(12)),
                     grown_px(ui.fonts, self.note, px * 2 // 3, r.w - 8) * 3 // 2)
            img = ui.fonts.text(ui.fonts.fit(self.label, px, r.w - ui.viewport.px(12)), px, colour)
            note = ui.fonts.text(ui.fonts.fit(self.note, px * 2 // 3, r.w - 8), px * 2 // 3, pal.text_dim)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, r.centery + 2)))
            surface.blit(note, note.get_rect(midtop=(r.centerx, r.centery + 2)))
        else:
            lines, size = self.label_fit(ui, px if self.shared_px is None else min(px, self.shared_px(ui)))
            blit_lines(surface, ui, lines, size, colour, r)

    def label_fit(self, ui: UI, px: int) -> tuple[list[str], int]:
        """The label's lines and size from ``px`` (:func:`fitted_lines` in the button)."""
        r = self.screen_rect(ui)
        return fitted_lines(ui, self.label, px, r.w - ui.viewport.px(14), r.h - ui.viewport.px(4))


class Cycler(Button, Generic[T]):
    """A button that steps through ``values`` ((value, label) pairs): left click forward, right click back; the
    ‹ and › at its ends step back and forward."""

    def __init__(self, rect: Rect, caption: str, values: Sequence[tuple[T, str]], value: T,
                 on_change: Callable[[T], object], size: float = 22) -> None:
        self.caption, self.values, self.on_change = caption, list(values), on_change
        self.index = next((i for i, (v, _) in enumerate(self.values) if v == value), 0)
        super().__init__(rect, self._label(), self._next, size=size)

    @property
    def value(self) -> T:
        return self.values[self.index][0]

    def _label(self) -> str:
        shown = self.values[self.index][1]
        return tr("{caption}: {value}", caption=self.caption, value=shown) if self.caption else shown

    def _step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.values)
        self.label = self._label()
        self.on_change(self.value)

    def show(self, value: T) -> None:
        """Show ``value`` (changed elsewhere: nothing is told of it)."""
        self.index = next((i for i, (v, _) in enumerate(self.values) if v == value), self.index)
        self.label = self._label()

    def _next(self) -> None:
        self._step(1)

    def arrow_rects(self, ui: UI) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the ‹ (back) and › (forward) arrows sit: a square at each end."""
        r = self.screen_rect(ui)
        side = min(r.h, r.w // 6)
        return pygame.Rect(r.x, r.y, side, r.h), pygame.Rect(r.right - side, r.y, side, r.h)

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        back = self.enabled and event.type == pygame.MOUSEBUTTONUP and (  # (no rect measured for any other event)
            clicked(event, self.screen_rect(ui), button=3) or clicked(event, self.arrow_rects(ui)[0]))
        if back:
            self._step(-1)
            ui.sounds.play("click")
            ui.invalidate()
            return True
        return super().handle(event, ui)

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal = self.screen_rect(ui), ui.palette
        left, right = self.arrow_rects(ui)
        fill = pal.disabled if not self.enabled else pal.button_hover if self.hover else pal.button
        draw_box(surface, r, fill, pal.panel_line, radius=ui.viewport.px(10))
        colour = pal.button_text if self.enabled else pal.text_dim
        px = ui.viewport.px(self.size)
        middle = pygame.Rect(left.right, r.y, right.x - left.right, r.h)
        lines, size = fitted_lines(ui, self.label, px, middle.w - ui.viewport.px(6), r.h - ui.viewport.px(4))
        blit_lines(surface, ui, lines, size, colour, middle)
        arrow_px = ui.viewport.px(self.size * 1.3)
        for mark, box in (("‹", left), ("›", right)):
            blit_centred(surface, ui.fonts.text(mark, arrow_px, pal.accent if self.enabled else pal.text_dim,
                                                bold=True), box)


class Stepper(Widget):
    """``caption: value`` with − and + buttons, for whole numbers within ``bounds``."""

    def __init__(self, rect: Rect, caption: str, value: int, bounds: tuple[int, int],
                 on_change: Callable[[int], object], show: Callable[[int], str] = str, size: float = 22) -> None:
        super().__init__(rect)
        self.caption, self.value, self.bounds, self.on_change, self.show = caption, value, bounds, on_change, show
        self.size = size
        x, y, w, h = rect
        self.minus = Button((x, y, h, h), "−", lambda: self._step(-1), size=size)
        self.plus = Button((x + w - h, y, h, h), "+", lambda: self._step(1), size=size)

    def _step(self, delta: int) -> None:
        lo, hi = self.bounds
        new = min(hi, max(lo, self.value + delta))
        if new != self.value:
            self.value = new
            self.on_change(new)

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        return self.minus.handle(event, ui) or self.plus.handle(event, ui)

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        x, y, w, h = self.rect
        middle = ui.viewport.rect((x + h + 4, y, w - 2 * h - 8, h))
        draw_box(surface, middle, ui.palette.panel, ui.palette.panel_line, radius=ui.viewport.px(8))
        whole = tr("{caption}: {value}", caption=self.caption, value=self.show(self.value))
        px = grown_px(ui.fonts, whole, ui.viewport.px(self.size), middle.w - 8)
        text = ui.fonts.fit(whole, px, middle.w - 8)
        blit_centred(surface, ui.fonts.text(text, px, ui.palette.text), middle)
        self.minus.enabled = self.value > self.bounds[0]
        self.plus.enabled = self.value < self.bounds[1]
        self.minus.draw(surface, ui)
        self.plus.draw(surface, ui)


class TextField(Widget):
    """A one-line editable text; click to focus, type, Enter/Tab or a click elsewhere to finish.

    An input method's composition (``TEXTEDITING``: Chinese by Zhuyin or Pinyin, Japanese kana) is shown after
    the text, underlined, until ``TEXTINPUT`` commits it; meanwhile the keys belong to the input method, and its
    candidate window is placed at the caret (``pygame.key.set_text_input_rect``)."""

    def __init__(self, rect: Rect, value: str, on_change: Callable[[str], object], max_len: int = 16,
                 size: float = 22) -> None:
        super().__init__(rect)
        self.value, self.on_change, self.max_len, self.size = value, on_change, max_len, size
        self.focused = False
        self.composing = ""  # the input method's pre-edit text, not yet part of the value
        self._ime_rect: tuple[int, int, int, int] | None = None

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.screen_rect(ui).collidepoint(event.pos)
            if inside != self.focused:
                self.focused = inside
                self.composing, self._ime_rect = "", None
                if inside:
                    pygame.key.start_text_input()  # SDL starts it at init; an input method may need it again
                ui.invalidate()
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTEDITING:  # pre-edit text: shown, not kept
            self.composing = clean_text(getattr(event, "text", ""))[: 4 * self.max_len]
            ui.invalidate()
            return True
        if event.type == pygame.TEXTINPUT:  # typed or committed text is cleaned (a lone surrogate, a control)
            self.composing = ""
            self._set((self.value + clean_text(getattr(event, "text", "")))[: self.max_len])
            ui.invalidate()
            return True
        if event.type == pygame.KEYDOWN:
            if self.composing:  # Backspace, Enter and Escape edit or end the composition, in the input method
                return True
            if event.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
            ui.invalidate()
            return True
        return False

    def _set(self, value: str) -> None:
        self.value = value
        self.on_change(value)

    def shown(self) -> tuple[str, str]:
        """What the field shows: the text, and the pre-edit text drawn underlined after it."""
        return self.value, self.composing

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal = self.screen_rect(ui), ui.palette
        draw_box(surface, r, pal.card_paper if self.focused else pal.panel,
                 pal.accent if self.focused else pal.panel_line, radius=ui.viewport.px(6))
        px = ui.viewport.px(self.size)
        colour = pal.text_dark if self.focused else pal.text
        text = self.value + self.composing + ("|" if self.focused else "")
        fitted = ui.fonts.fit(text, px, r.w - 12)
        img = ui.fonts.text(fitted, px, colour)
        left = r.x + ui.viewport.px(8)
        rect = img.get_rect(midleft=(left, r.centery))
        surface.blit(img, rect)
        if not self.focused:
            return
        font = ui.fonts.font(px)
        start = min(font.size(self.value)[0], rect.w)
        caret = min(font.size(self.value + self.composing)[0], rect.w)
        if self.composing and fitted == text:
            y = rect.y + font.get_ascent() + max(1, px // 8)
            pygame.draw.line(surface, colour, (left + start, y), (left + caret, y), max(1, px // 14))
        ime = (left + start, r.y, max(1, caret - start), r.h)  # the candidate window opens below this
        if ime != self._ime_rect:
            self._ime_rect = ime
            pygame.key.set_text_input_rect(pygame.Rect(ime))


def table_lines(ui: UI, block: markup.Block, px: int, width: int) -> list[Line]:
    """A pipe table as display lines: each column as wide as its longest cell when all fit ``width``, else at
    least its longest word (a narrow column whole: "玩家" not broken) and the rest of the room shared by how much more each would take; cells wrap within
    their column, a row is as tall as its tallest cell, a thin rule above each row."""
    rows = block.rows
    n = max(len(row) for row in rows)
    gap = ui.viewport.px(18 if width > ui.viewport.px(600) else 8)  # narrow (the panel): less room between
    room = max(n, width - gap * (n - 1))

    def font(i: int) -> pygame.font.Font:
        return ui.fonts.font(px, bold=block.header and i == 0)

    def column(c: int) -> list[tuple[int, str]]:
        return [(i, row[c]) for i, row in enumerate(rows) if c < len(row)]

    natural = [max((font(i).size(cell)[0] for i, cell in column(c)), default=0) for c in range(n)]
    if sum(natural) > room and width < ui.viewport.px(LIST_BELOW):  # a narrow panel: a list, not a crushed table
        return table_as_list(ui, block, px, width)
    if sum(natural) <= room:
        widths = natural
    else:
        longest = [max((font(i).size(w)[0] for i, cell in column(c) for w in WRAP_UNITS.findall(cell)), default=0)
                   for c in range(n)]
        if sum(longest) > room:  # the shorter words are kept whole, the longest share what is left and break
            remaining = room
            for k, c in enumerate(sorted(range(n), key=longest.__getitem__)):
                longest[c] = min(longest[c], remaining // (n - k))
                remaining -= longest[c]
        words = [nat if nat <= room // (2 * n) else w for nat, w in zip(natural, longest, strict=True)]  # kept whole
        want = [max(0, nat - w) for nat, w in zip(natural, words, strict=True)]
        extra = max(0, room - sum(words))
        widths = [w + extra * more // max(1, sum(want)) for w, more in zip(words, want, strict=True)]
    xs = [sum(widths[:c]) + gap * c for c in range(n)]
    out: list[Line] = []
    for i, row in enumerate(rows):
        bold = block.header and i == 0
        wrapped = [[part for line in ui.fonts.wrap(cell, px, max(1, widths[c]), bold=bold)
                    for part in break_long(ui.fonts.font(px, bold=bold), line, max(1, widths[c]))] if cell else [""]
                   for c, cell in enumerate(row)]
        for k in range(max(len(w) for w in wrapped)):
            out.append(Line(tuple((xs[c], w[k] if k < len(w) else "") for c, w in enumerate(wrapped)),
                            "head" if bold else "cell", rule=k == 0 and i > 0))
    return out


LIST_BELOW = 600
"""Logical width under which a table too wide for its columns is shown as a list (the rules beside the table)."""


def table_as_list(ui: UI, block: markup.Block, px: int, width: int) -> list[Line]:
    """A table as a list: each row's first cell in bold (after its column's heading), then each other cell as
    "heading: cell" indented under it, wrapped (a narrow panel broke the words of a crushed table by width:
    "Mission-sschei-ben")."""
    rows = list(block.rows)
    heads = rows.pop(0) if block.header and len(rows) > 1 else ()
    indent = ui.viewport.px(16)
    out: list[Line] = []

    def said(c: int, cell: str) -> str:
        return tr("{caption}: {value}", caption=heads[c], value=cell) if c < len(heads) and heads[c] else cell

    def wrapped(text: str, room: int, bold: bool) -> list[str]:
        font = ui.fonts.font(px, bold=bold)
        return [part for line in ui.fonts.wrap(text, px, max(1, room), bold=bold)
                for part in break_long(font, line, max(1, room))]

    for i, row in enumerate(rows):
        for k, line in enumerate(wrapped(said(0, row[0]) if row else "", width, True)):
            out.append(Line(((0, line),), "head", rule=k == 0 and i > 0))
        for c, cell in enumerate(row[1:], start=1):
            if cell:
                out += [Line(((indent, line),), "text") for line in wrapped(said(c, cell), width - indent, False)]
    return out


def break_long(font: pygame.font.Font, line: str, width: int) -> list[str]:
    """``line`` in pieces at most ``width`` pixels wide: a word wider than a narrow table column is broken after a
    slash or a space where it can be, else inside the word with a hyphen, leaving at least three letters on the
    next line."""
    out: list[str] = []
    start = 0
    while start < len(line):
        if font.size(line[start:])[0] <= width:
            out.append(line[start:])
            break
        end = start + 1
        while end < len(line) and font.size(line[start:end + 1] + "-")[0] <= width:
            end += 1
        chunk = line[start:end]
        cut = max(chunk.rfind("/"), chunk.rfind(" "))
        if cut > 0:
            out.append(chunk[:cut + 1].rstrip())
            start += cut + 1
            while start < len(line) and line[start] == " ":
                start += 1
            continue
        word_end = end
        while word_end < len(line) and line[word_end].isalpha():
            word_end += 1
        if word_end - end < 3 and word_end - 3 > start + 2:  # no one or two letters alone on the next line
            end = word_end - 3
        hyphen = "-" if line[end - 1].isalpha() and line[end].isalpha() and line[end].isascii() else ""
        out.append(line[start:end] + hyphen)
        start = end
    return out


def scroll_step(key: int, page: int) -> int | None:
    """How many lines a scroll key moves a list showing ``page`` lines (None: not a scroll key)."""
    return {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
            pygame.K_SPACE: page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}.get(key)


class Line(NamedTuple):
    """A display line of :class:`ScrollText`: its pieces at their x offsets (one piece, or a table row's cells),
    its style ("heading", "text", "head" for a table's header row, "cell"), and whether a thin rule runs above it
    (a table row's first line)."""

    cells: tuple[tuple[int, str], ...]
    style: str = "text"
    rule: bool = False

    @property
    def text(self) -> str:
        return "  ".join(text for _, text in self.cells if text)


TEXT_MARGIN = 12.0  # logical: above a scroll text's first line (and left of its lines)
BOTTOM_MARGIN = 8.0  # logical: below its last line where it shows them all


class ScrollText(Widget):
    """Wrapped, scrollable text with the rules help's small markdown (:mod:`scenes.ui.markup`): ``#`` headings,
    ``- `` bullets, pipe tables laid out as columns; ``**``, ``*`` and backticks are left out."""

    def __init__(self, rect: Rect, text: str, size: float = 22, paragraphs: bool = False) -> None:
        super().__init__(rect)
        self.text, self.size = text, size
        self.paragraphs = paragraphs  # a Markdown text: a paragraph's source lines join (see markup.blocks)
        self.offset = 0  # first visible line
        self._wrapped: tuple[tuple[int, int], list[Line]] | None = None
        self.headings: list[tuple[int, str]] = []  # (the display line a heading starts on, its text): jump targets
        self.block_lines: list[int] = []  # the display line each block of the text starts on

    def lines(self, ui: UI) -> list[Line]:
        """The display lines, wrapped at the current pixel size; cached per size."""
        px, width = ui.viewport.px(self.size), self.screen_rect(ui).w - ui.viewport.px(24)
        if self._wrapped is None or self._wrapped[0] != (px, width):
            out: list[Line] = []
            self.headings, self.block_lines = [], []
            for block in markup.blocks(self.text, self.paragraphs):
                self.block_lines.append(len(out))
                if block.kind == "table":
                    out += table_lines(ui, block, px, width)
                    continue
                heading = block.kind == "heading"
                if heading and block.text:
                    self.headings.append((len(out), block.text))
                out += [Line(((0, line),), "heading" if heading else "text")
                        for line in ui.fonts.wrap(block.text, px, width, bold=heading)]
            self._wrapped = ((px, width), out)
        return self._wrapped[1]

    def lines_of(self, other: ScrollText) -> None:
        """Take the lines ``other`` wrapped where it shows the same text (a box that measured it): :meth:`lines`
        keeps them where they were wrapped at this box's pixel size and width, as it would have wrapped them."""
        if other._wrapped is not None and (other.text, other.paragraphs) == (self.text, self.paragraphs):
            self._wrapped, self.headings = (other._wrapped[0], list(other._wrapped[1])), list(other.headings)
            self.block_lines = list(other.block_lines)

    def visible_count(self, ui: UI) -> int:
        """The lines that fit: all of them where the box holds them, else those between the top margin and the
        "1–28 of 138" line at the bottom."""
        vp, lh, total = ui.viewport, self._line_height(ui), len(self.lines(ui))
        h = self.screen_rect(ui).h
        if vp.px(TEXT_MARGIN) + total * lh + vp.px(BOTTOM_MARGIN) <= h:
            return max(1, total)
        room = h - vp.px(18) - ui.fonts.font(vp.px(16)).get_linesize()
        return max(1, room // lh)

    def fitting_height(self, ui: UI) -> float:
        """The logical height of a box that shows every line (no "1–3 of 4" line): a box sized to its text."""
        vp = ui.viewport
        pixels = vp.px(TEXT_MARGIN) + len(self.lines(ui)) * self._line_height(ui) + vp.px(BOTTOM_MARGIN)
        return math.ceil(pixels / vp.scale) + 1

    def _line_height(self, ui: UI) -> int:
        return ui.fonts.font(ui.viewport.px(self.size)).get_linesize() + 2

    def jump_to(self, line: int, ui: UI) -> None:
        """Scroll so that display line ``line`` (a heading's, see :attr:`headings`) is the first shown."""
        self.scroll(line - self.offset, ui)

    def scroll(self, delta: int, ui: UI) -> None:
        top = max(0, len(self.lines(ui)) - self.visible_count(ui))
        new = min(top, max(0, self.offset + delta))
        if new != self.offset:
            self.offset = new
            ui.invalidate()

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y, ui)
            return True
        if event.type == pygame.KEYDOWN:
            step = scroll_step(event.key, self.visible_count(ui))
            if step is not None:
                self.scroll(step, ui)
                return True
        return False

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal = self.screen_rect(ui), ui.palette
        draw_box(surface, r, pal.panel, pal.panel_line, radius=ui.viewport.px(10))
        px, lh = ui.viewport.px(self.size), self._line_height(ui)
        lines = self.lines(ui)
        y = r.y + ui.viewport.px(TEXT_MARGIN)
        left = r.x + ui.viewport.px(12)
        for line in lines[self.offset: self.offset + self.visible_count(ui)]:
            bold = line.style in ("heading", "head")
            colour = pal.accent if bold else pal.text
            if line.rule:
                pygame.draw.line(surface, pal.panel_line, (left, y - 1), (r.right - ui.viewport.px(12), y - 1))
            for x, text in line.cells:
                surface.blit(ui.fonts.text(text, px, colour, bold=bold), (left + x, y))
            y += lh
        if len(lines) > self.visible_count(ui):
            shown = tr("{first}–{last} of {total}", first=self.offset + 1,
                       last=min(len(lines), self.offset + self.visible_count(ui)), total=len(lines))
            img = ui.fonts.text(shown, ui.viewport.px(16), pal.text_dim)
            surface.blit(img, img.get_rect(bottomright=(r.right - 10, r.bottom - 6)))


class ReadAloudText(ScrollText):
    """A :class:`ScrollText` the keyboard's focus stops at and reads a block at a time ("Speak the game"): focused,
    it says the block it reads (the first, with the key that goes on); Enter reads the next one and scrolls it
    into view, after the last the first again. A rules text was for the eyes only."""

    def __init__(self, rect: Rect, text: str, size: float = 22, paragraphs: bool = False) -> None:
        super().__init__(rect, text, size, paragraphs)
        said = [(i, spoken_block(block)) for i, block in enumerate(markup.blocks(text, paragraphs))]
        said = [(i, words) for i, words in said if words] or [(0, tr("No text."))]
        self.block_of = [i for i, _ in said]  # each spoken block's place among the text's blocks
        self.spoken = [words for _, words in said]
        self.reading = 0  # the block the focus says

    def words(self) -> str:
        if self.reading == 0:
            return f"{self.spoken[0]} {tr('Enter: {next}.', next=tr('Next'))}"
        return self.spoken[self.reading]

    def press(self, ui: UI) -> None:
        self.reading = (self.reading + 1) % len(self.spoken)
        self.lines(ui)  # (wrapped at the current size: where each block starts)
        block = self.block_of[self.reading]
        if block < len(self.block_lines):
            self.jump_to(self.block_lines[block], ui)
        ui.announce_focus(self.words())


def spoken_block(block: markup.Block) -> str:
    """A block of a text in words: a table row by row, its cells by commas."""
    if block.kind == "table":
        return " ".join(clauses(cell for cell in row if cell) + "." for row in block.rows if any(row))
    return block.text.strip().removeprefix(markup.BULLET).strip()  # (a list item's mark is not read)
