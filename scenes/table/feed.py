"""The move feed beside the table (the sidebar's log): every move one entry, led by the actor's disc (the seat's
colour with its name's initial) and small icons of the cards it shows, as Board Game Arena's log with thumbnails
and Hearthstone's play history. The newest entry is always the bottom one; a player who scrolled up (the wheel over
the feed) keeps reading the same entries while the bots play on, a marker at the bottom says how many are newer
(a click on it, or scrolling down to the end, follows the newest again).

What each entry shows beside its words comes from the table model (:attr:`game.engine.TableModel.log_marks`, made
by the game's presenter); the words are the log's own, so the speech path (:mod:`game.announce`) reads the same."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import CardSpec, LogMark, SeatView, TableModel
from game.i18n import tr, trn
from scenes.art.surface_cache import SurfaceCache
from scenes.table import log_view
from scenes.table.log_view import (
    INDENT,
    LEFT_PAD,
    LINE,
    TEXT,
    draw_separator,
    log_room,
    log_row_top,
    marked,
    marked_colours,
    name_colours,
    name_marks,
)
from scenes.ui.seat_marks import seat_colour, seat_disc, seat_initial

if TYPE_CHECKING:
    from scenes.ui.context import UI

DISC = 19.0  # the actor's disc (logical px at 100 % text)
CHIP_W, CHIP_H = 15.0, 18.0  # a card's icon
MARK_TEXT = 15.0  # the initial on a disc and a card's value on its icon: 12 px at 1280x720, as small as text gets
CHIP_GAP = 2.0
MAX_CHIPS = 3  # icons on a line at most; more are counted ("+4")
MORE_CHAR_W = 10.0  # the logical width of a character of that count (at the log's text size)
PAGE = 5  # entries Page Up / Page Down read back or forward
WRAPPED_KEPT = 2048
ENTRY_SETS_KEPT = 32  # the tables (names, text size, width) whose wrapped entries are kept
ICONS_BYTES = 2 * 2**20

SpecOf = Callable[[str | None], CardSpec | None]


@dataclass
class Feed:
    """The feed's reading place and how card faces are known (the table's :meth:`spec`)."""

    spec: SpecOf
    last: int | None = None  # the last entry shown while the player reads back (None: the newest, following)

    def key(self) -> tuple[int | None]:
        return (self.last,)

    def scroll(self, steps: int, total: int) -> bool:
        """Read ``steps`` entries further back (negative: forward) in a log of ``total`` entries; at the newest the
        feed follows again. Whether the place changed."""
        if total <= 0:
            return False
        now = total - 1 if self.last is None else self.last
        at = max(0, min(total - 1, now - steps))
        last = None if at >= total - 1 else at
        changed, self.last = last != self.last, last
        return changed

    def follow(self) -> bool:
        changed, self.last = self.last is not None, None
        return changed

    def newer(self, total: int) -> int:
        """How many entries lie below what is shown."""
        return 0 if self.last is None else max(0, total - 1 - self.last)


@dataclass(frozen=True)
class FeedRow:
    """A row of the feed: ``kind`` "text" (an entry's first row: its disc and icons before it), "more" (its
    continued rows), "round" (a separator; ``text`` is the round) or "newer" (the marker at the bottom)."""

    kind: str
    text: str
    entry: int


def lead_width(mark: LogMark, spec: SpecOf) -> float:
    """The logical width the disc and the icons take before an entry's first row."""
    chips = len(_chip_specs(mark, spec))
    more = len(mark.faces) > MAX_CHIPS
    return DISC + 4 + chips * (CHIP_W + CHIP_GAP) + (more_width(len(mark.faces) - MAX_CHIPS) if more else 0) \
        + (2 if chips else 0)


def more_width(left_out: int) -> float:
    """The logical width of the count of icons left out ("+4", "+10"): its digits' room and a gap."""
    return MORE_CHAR_W * len(f"+{left_out}") + 3


def _chip_specs(mark: LogMark, spec: SpecOf) -> list[CardSpec]:
    found = [spec(face) for face in mark.faces[:MAX_CHIPS]]
    return [s for s in found if s is not None]


def feed_rows(ui: UI, model: TableModel, area: tuple[float, float], viewer: int | None, width: float,
              scale: float, feed: Feed | None) -> list[FeedRow]:
    """The rows the feed at logical ``area`` (y, height), ``width`` wide, shows, oldest first: the entries that fit
    up to the last one read (the newest unless the player scrolled back), never the end of an entry without its
    beginning; a marker row at the bottom while newer entries are out of sight."""
    fonts, vp = ui.fonts, ui.viewport
    room = log_room(area, scale)
    if room <= 0:
        return []
    px = _px(ui, scale)
    marks = name_marks(model, viewer)
    names = tuple(glyph + word for word, glyph in marks.items())  # as :func:`marked` writes them
    spec = feed.spec if feed is not None else (lambda _face: None)
    total = len(model.log)
    last = total - 1 if feed is None or feed.last is None else min(feed.last, total - 1)
    newer = total - 1 - last
    if newer > 0:
        room -= 1
    rows: list[FeedRow] = []
    rest = vp.px(width - DISC * scale - 4)
    entries = _entries(tuple(marks.items()), round(px * fonts.scale), rest)
    leads: dict[LogMark, int] = {}  # (the same icons: the same first row's width)
    for i in range(last, -1, -1):
        if len(rows) >= room:
            break
        mark = model.mark(i)
        first = leads.get(mark)
        if first is None:
            first = leads[mark] = vp.px(width - lead_width(mark, spec) * scale)
        text = model.log[i]
        wrapped = entries.get((text, first))
        if wrapped is None:
            wrapped = entries[text, first] = wrap_feed_entry(fonts, marked(text, marks), px, first, rest, names)
        entry = [FeedRow("text", wrapped[0], i)] + [FeedRow("more", INDENT + w, i) for w in wrapped[1:]]
        if i in model.log_rounds:
            entry.insert(0, FeedRow("round", str(model.log_rounds[i]), i))
        rows[:0] = entry
    rows = rows[-room:]
    while rows and rows[0].kind == "more":  # the rest of an entry whose first line is gone: a fragment
        rows.pop(0)
    if newer > 0:
        rows.append(FeedRow("newer", trn("▼ {n} newer move", "▼ {n} newer moves", newer), total))
    return rows


def _px(ui: UI, scale: float) -> int:
    return max(1, round(ui.viewport.px(TEXT) * scale / ui.fonts.scale))


_WRAPPED: dict[tuple[str, int, int, int, tuple[str, ...]], list[str]] = {}
_ENTRIES: dict[tuple[tuple[tuple[str, str], ...], int, int], dict[tuple[str, int], list[str]]] = {}


def _entries(marks: tuple[tuple[str, str], ...], px: int, rest: int) -> dict[tuple[str, int], list[str]]:
    """The log's entries as :func:`feed_rows` wraps them with these name ``marks`` at this size and width of the
    continued rows, per entry's words and first row's width: each drawing of the feed (with every move) looks its
    entries up rather than marking every name and wrapping them anew."""
    key = (marks, px, rest)
    found = _ENTRIES.get(key)
    if found is None or len(found) >= WRAPPED_KEPT:
        if len(_ENTRIES) >= ENTRY_SETS_KEPT:
            _ENTRIES.clear()
        found = _ENTRIES[key] = {}
    return found


def wrap_feed_entry(fonts, text: str, px: int, first: int, rest: int, names: tuple[str, ...] = ()) -> list[str]:
    """``text`` wrapped: its first row to ``first`` pixels (beside the disc and icons), the others to ``rest``
    less the indent, never inside one of ``names`` (a name in a script without spaces would break anywhere); kept
    (the feed is drawn anew with each move, its entries mostly the same)."""
    key = (text, round(px * fonts.scale), first, rest, names)
    wrapped = _WRAPPED.get(key)
    if wrapped is None:
        if len(_WRAPPED) >= WRAPPED_KEPT:
            _WRAPPED.clear()
        rows: list[str] = []
        left, width = text, first
        indent = fonts.font(px).size(INDENT)[0]
        while left:
            row = fonts.wrap(left, px, max(1, width))[0]
            if row != left and left.startswith(row):
                cut = _outside_names(left, len(row), names)
                row = left[:cut].rstrip() if cut > 0 else row
                left = left[len(row):].lstrip()
            else:
                left = "" if row == left else left[len(row):].lstrip()
            rows.append(row)
            width = rest - indent
            if len(rows) > 64:  # (a word wider than the row: never loop on it)
                rows.append(left)
                break
        wrapped = _WRAPPED[key] = rows or [""]
    return wrapped


def _outside_names(text: str, at: int, names: tuple[str, ...]) -> int:
    """``at``, or the start of the name it would cut in two."""
    for name in names:
        start = text.find(name)
        while 0 <= start < at:
            if start < at < start + len(name):
                return start
            start = text.find(name, start + 1)
    return at


def feed_key(model: TableModel, area: tuple[float, float], viewer: int | None, scale: float,
             feed: Feed | None) -> tuple:
    """What the feed at ``area`` shows (equal keys: the same rows in the same colours)."""
    line = LINE * scale
    room = max(0, int((area[1] - line - 8) // line))
    total = len(model.log)
    last = total - 1 if feed is None or feed.last is None else min(feed.last, total - 1)
    first = max(0, last + 1 - room)
    rounds = tuple((i, model.log_rounds[i]) for i in range(first, last + 1) if i in model.log_rounds)
    return (area, scale, tuple(model.log[first:last + 1]), tuple(model.mark(i) for i in range(first, last + 1)),
            rounds, total - 1 - last, tuple(name_colours(model, viewer).items()),
            tuple(name_marks(model, viewer).items()))


def row_rects(ui: UI, model: TableModel, area: tuple[float, float], viewer: int | None, left: float, width: float,
              scale: float, feed: Feed | None) -> list[tuple[pygame.Rect, FeedRow]]:
    """Each row of the feed with its place in window pixels (a replay finds a clicked line's move)."""
    vp = ui.viewport
    return [(vp.rect((left, log_row_top(area, i, scale), width, LINE * scale)), row)
            for i, row in enumerate(feed_rows(ui, model, area, viewer, width - 2 * LEFT_PAD, scale, feed))]


def draw_feed(surface: pygame.Surface, ui: UI, model: TableModel, area: tuple[float, float], viewer: int | None,
              left: float, right: float, scale: float | None = None, feed: Feed | None = None) -> None:
    """The feed at logical ``area`` (y, height) between ``left`` and ``right``, its text at ``scale`` (the
    sidebar's; None: the setting's)."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    y, h = area
    scale = fonts.scale if scale is None else scale
    if h < LINE * scale + 8:  # no room for a line (a large text size on a crowded strip): no feed
        return
    px = _px(ui, scale)
    pygame.draw.line(surface, pal.panel_line, vp.point(left, y), vp.point(right - 4, y), 1)
    surface.blit(fonts.text(tr("Moves"), px, pal.text_dim, bold=True), vp.point(left + 4, y + 4))
    line = LINE * scale
    colours = marked_colours(name_colours(model, viewer, pal), name_marks(model, viewer))
    colours_key = tuple(colours.items())
    seats = {s.seat: s for s in model.seats}
    spec = feed.spec if feed is not None else (lambda _face: None)
    for i, row in enumerate(feed_rows(ui, model, area, viewer, right - left - 2 * LEFT_PAD, scale, feed)):
        top = log_row_top(area, i, scale)
        if row.kind == "round":
            draw_separator(surface, ui, tr("Round {n}", n=row.text), top, left, right, line, px)
            continue
        if row.kind == "newer":
            img = fonts.text(row.text, px, pal.accent, bold=True)
            surface.blit(img, img.get_rect(midtop=vp.point((left + right) / 2, top)))
            continue
        x = left + LEFT_PAD
        if row.kind == "text":
            mark = model.mark(row.entry)
            draw_disc(surface, ui, seats.get(mark.actor) if mark.actor is not None else None, (x, top), line, scale)
            x += (DISC + 4) * scale
            for card in _chip_specs(mark, spec):
                surface.blit(chip_image(ui, card, scale), vp.point(x, top + (line - CHIP_H * scale) / 2))
                x += (CHIP_W + CHIP_GAP) * scale
            if len(mark.faces) > MAX_CHIPS:
                more = fonts.text(f"+{len(mark.faces) - MAX_CHIPS}", px, pal.text_dim)
                surface.blit(more, more.get_rect(midleft=vp.point(x, top + line / 2)))
                x += more_width(len(mark.faces) - MAX_CHIPS) * scale
            x += 2 * scale if mark.faces else 0
        else:
            x += (DISC + 4) * scale
        surface.blit(log_view.row_image(ui, row.text, colours, px, colours_key), vp.point(x, top))  # (tests watch
        # it)


def draw_disc(surface: pygame.Surface, ui: UI, seat: SeatView | None, at: tuple[float, float], line: float,
              scale: float) -> None:
    """The actor's disc at the row's left: the seat's colour with its name's initial (a faint ring for the
    table's own lines: a deal, a round's end)."""
    vp, pal = ui.viewport, ui.palette
    r = vp.px(DISC * scale / 2)
    centre = vp.point(at[0] + DISC * scale / 2, at[1] + line / 2)
    if seat is None:
        pygame.draw.circle(surface, pal.panel_line, centre, max(2, r // 2), 1)
        return
    colour, initial = seat_colour(seat, pal), seat_initial(seat)
    px = vp.px(MARK_TEXT * scale)
    key = ("disc", colour, initial, r, px)
    img = _ICONS.get(key)
    if img is None:
        img = _ICONS.put(key, seat_disc(ui.fonts, colour, initial, r, px))
    surface.blit(img, img.get_rect(center=centre))


_ICONS = SurfaceCache(ICONS_BYTES)


def chip_image(ui: UI, spec: CardSpec, scale: float) -> pygame.Surface:
    """A card's icon: a little card in its colour with its value (or its title's initial), cached."""
    vp, pal = ui.viewport, ui.palette
    w, h = vp.px(CHIP_W * scale), vp.px(CHIP_H * scale)
    colour = pal.hue(spec.colour)
    px = vp.px(MARK_TEXT * scale)
    key = (spec.face, spec.value, spec.title, colour, w, h, px)
    img = _ICONS.get(key)
    if img is None:
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(1, w // 5)
        pygame.draw.rect(img, (246, 240, 226), img.get_rect(), border_radius=radius)
        band = max(2, h // 5)
        pygame.draw.rect(img, colour, (0, 0, w, band), border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.rect(img, _darker(colour), img.get_rect(), 1, border_radius=radius)
        label = spec.value or (tr(spec.short_title or spec.title)[:1])
        ink = _ink(colour)
        text = ui.fonts.text(label, px, ink, bold=True)
        if text.get_width() > w - 2:
            text = pygame.transform.smoothscale(text, (w - 2, max(1, text.get_height() * (w - 2) // text.get_width())))
        glyphs = text.get_bounding_rect()  # the letters themselves centred below the band, and whole (a J's hook)
        y = round(band + (h - band) / 2 - glyphs.centery)
        y = max(1 - glyphs.top, min(y, h - 1 - glyphs.bottom))  # into the band a little rather than cut at the bottom
        img.blit(text, (round(w / 2 - glyphs.centerx), y))
        img = _ICONS.put(key, img)
    return img


def _darker(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = colour
    return (r * 3 // 5, g * 3 // 5, b * 3 // 5)


def _ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The card's colour for its value on the light paper, darkened where it is too light to read there."""
    r, g, b = colour
    light = 0.299 * r + 0.587 * g + 0.114 * b
    return _darker(colour) if light > 150 else colour


class LogPlace(Protocol):
    """Where the feed stands in the sidebar (:class:`scenes.table.sidebar.SidebarLayout` is one): the log's logical
    y and height, the strip's left edge and its text scale."""

    @property
    def log(self) -> tuple[float, float]: ...

    @property
    def left(self) -> float: ...

    @property
    def scale(self) -> float: ...


def feed_input(ui: UI, feed: Feed, event: pygame.event.Event, lay: LogPlace, width: float,
               model: TableModel, changed: Callable[[], None]) -> bool:
    """The wheel over the feed (the sidebar ``lay``'s log, ``width`` wide) or Page Up / Page Down reads back or
    forward; a click on its "newer" marker follows the newest again. Whether the event was the feed's (``changed`` is called when what it
    shows changed)."""
    y, h = lay.log
    area = ui.viewport.rect((lay.left - 4, y, width + 8, h))
    if event.type == pygame.MOUSEWHEEL:
        if not area.collidepoint(pygame.mouse.get_pos()):
            return False
        moved = feed.scroll(int(event.y), len(model.log))
    elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        moved = feed.scroll(PAGE if event.key == pygame.K_PAGEUP else -PAGE, len(model.log))
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and feed.last is not None:
        rows = row_rects(ui, model, lay.log, None, lay.left, width, lay.scale, feed)
        if not any(row.kind == "newer" and rect.collidepoint(event.pos) for rect, row in rows):
            return False
        moved = feed.follow()
    else:
        return False
    if moved:
        changed()
        ui.invalidate()
    return True
