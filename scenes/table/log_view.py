"""The move log in the sidebar: the newest lines that fit, a separator where a round begins, and the players'
names (and "you" for the viewer) in their seats' colours, each after its seat's shape ("▲Ben": never told by colour
alone)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.engine import TableModel
from game.i18n import tr
from scenes.art.surface_cache import SurfaceCache
from scenes.art.theme import DEFAULT, Palette
from scenes.table.seat_plates import RGB
from scenes.ui.seat_marks import seat_colour, seat_glyph

if TYPE_CHECKING:
    from scenes.ui.context import UI

TEXT = 15.0
LINE = 19.0
LEFT_PAD = 6.0
INDENT = "   "  # before each continued line of an entry
ROW_CACHE_BYTES = 4 * 2**20  # the log's rows kept as images (a few hundred rows)
WRAPPED_KEPT = 2048  # the log's entries kept wrapped (a long match's, at a few sizes)


def log_rows(model: TableModel, wrap, room: int) -> list[tuple[str, str]]:
    """The last ``room`` rows of the log, oldest first: ``("text", line)``, ``("more", continued line)`` or
    ``("round", n)`` for the separator above the first line of round n; never the end of an entry without its
    beginning. ``wrap`` splits a line to the width."""
    return [(kind, text) for kind, text, _ in log_rows_of_entries(model, wrap, room)]


def log_rows_of_entries(model: TableModel, wrap, room: int) -> list[tuple[str, str, int]]:
    """:func:`log_rows` with the index of the log entry each row belongs to (a replay highlights a move's rows
    and jumps to the move of a row clicked)."""
    rows: list[tuple[str, str, int]] = []
    for i in range(len(model.log) - 1, -1, -1):
        if len(rows) >= room:
            break
        wrapped = wrap(model.log[i])
        entry = [("text", wrapped[0], i)] + [("more", INDENT + w, i) for w in wrapped[1:]]
        if i in model.log_rounds:
            entry.insert(0, ("round", str(model.log_rounds[i]), i))
        rows[:0] = entry
    rows = rows[-room:] if room > 0 else []
    while rows and rows[0][0] == "more":  # the rest of an entry whose first line is gone: a fragment
        rows.pop(0)
    return rows


def log_row_top(area: tuple[float, float], row: int, scale: float = 1.0) -> float:
    """The logical top of row ``row`` of the log block at ``area`` (y, height), its text at ``scale``."""
    return area[0] + LINE * scale + 6 + row * LINE * scale


def log_room(area: tuple[float, float], scale: float = 1.0) -> int:
    """How many rows the log block at ``area`` shows, its text at ``scale`` (taller lines, fewer of them)."""
    return int((area[1] - LINE * scale - 8) // (LINE * scale))


def wrap_entry(fonts, text: str, px: int, width: int) -> list[str]:
    """``text`` wrapped to ``width`` pixels, its continued lines to the width left beside the indent; kept (the
    log is drawn anew with each move, its entries mostly the same: wrapping them all again took a third of it)."""
    key = (text, round(px * fonts.scale), width)
    wrapped = _WRAPPED.get(key)
    if wrapped is None:
        if len(_WRAPPED) >= WRAPPED_KEPT:
            _WRAPPED.clear()
        wrapped = _WRAPPED[key] = _wrap_entry(fonts, text, px, width)
    return wrapped


def _wrap_entry(fonts, text: str, px: int, width: int) -> list[str]:
    first, *rest = fonts.wrap(text, px, width)
    if not rest:
        return [first]
    narrower = width - fonts.font(px).size(INDENT)[0]
    remainder = text[len(first):].lstrip() if text.startswith(first) else " ".join(rest)
    return [first, *fonts.wrap(remainder, px, narrower)]


_WRAPPED: dict[tuple[str, int, int], list[str]] = {}
"""The log's entries wrapped, per text, size and width (every app's fonts are the same faces)."""


def name_colours(model: TableModel, viewer: int | None, pal: Palette = DEFAULT) -> dict[str, RGB]:
    """The words to colour: each seat's name, and the viewer's "you" in its forms of the current language."""
    colours = {seat.name: seat_colour(seat, pal) for seat in model.seats if seat.name}
    mine = next((s for s in model.seats if s.seat == viewer), None)
    if mine is not None:
        for word in (tr("You"), tr("you")):
            colours.setdefault(word, seat_colour(mine, pal))
    return colours


def name_marks(model: TableModel, viewer: int | None) -> dict[str, str]:
    """The glyph of the seat's shape for each word :func:`name_colours` colours."""
    marks = {seat.name: seat_glyph(seat) for seat in model.seats if seat.name}
    mine = next((s for s in model.seats if s.seat == viewer), None)
    if mine is not None:
        for word in (tr("You"), tr("you")):
            marks.setdefault(word, seat_glyph(mine))
    return marks


def marked(line: str, marks: dict[str, str]) -> str:
    """``line`` with each seat's name (a whole word) after its seat's shape: "▲Ben played the Guard on ●you"."""
    if not marks:
        return line
    return _pattern(tuple(marks)).sub(lambda m: marks[m.group()] + m.group(), line)


def marked_colours(colours: dict[str, RGB], marks: dict[str, str]) -> dict[str, RGB]:
    """The colours of the marked names ("▲Ben"), for :func:`coloured_parts` of a :func:`marked` line."""
    return {marks.get(word, "") + word: colour for word, colour in colours.items()}


_LETTER = r"[0-9A-Za-z\u00c0-\u024f]"
"""A letter of a Latin-script word (a name next to CJK text, which has no spaces, is still a whole word)."""


@lru_cache(maxsize=64)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """Any of ``words`` as a whole word (a word of CJK text has no boundaries to look for)."""
    parts = []
    for word in sorted(words, key=len, reverse=True):
        escaped = re.escape(word)
        parts.append(rf"(?<!{_LETTER}){escaped}(?!{_LETTER})" if word.isascii() else escaped)
    return re.compile("|".join(parts))


def coloured_parts(line: str, colours: dict[str, RGB]) -> list[tuple[str, RGB | None]]:
    """``line`` cut into parts, each with its colour (None: the normal text colour)."""
    if not colours:
        return [(line, None)]
    parts: list[tuple[str, RGB | None]] = []
    at = 0
    for match in _pattern(tuple(colours)).finditer(line):
        if match.start() > at:
            parts.append((line[at:match.start()], None))
        parts.append((match.group(), colours[match.group()]))
        at = match.end()
    if at < len(line):
        parts.append((line[at:], None))
    return parts


def log_key(model: TableModel, area: tuple[float, float], viewer: int | None, scale: float = 1.0) -> tuple:
    """What the log block at ``area`` shows (equal keys: the same rows in the same colours): the entries that
    can fill its rows (each takes one at least) and where rounds begin among them, the names' colours."""
    line = LINE * scale
    room = max(0, int((area[1] - line - 8) // line))
    first = max(0, len(model.log) - room)
    rounds = tuple((i, model.log_rounds[i]) for i in range(first, len(model.log)) if i in model.log_rounds)
    return area, scale, tuple(model.log[first:]), rounds, tuple(name_colours(model, viewer).items()), \
        tuple(name_marks(model, viewer).items())


def draw_log(surface: pygame.Surface, ui: UI, model: TableModel, area: tuple[float, float], viewer: int | None,
             left: float, right: float, scale: float | None = None) -> None:
    """The log block of the sidebar at logical ``area`` (y, height) between ``left`` and ``right``, its text at
    ``scale`` (the sidebar's text scale; None: the text size setting's)."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    y, h = area
    scale = fonts.scale if scale is None else scale
    px = max(1, round(vp.px(TEXT) * scale / fonts.scale))
    if h < LINE * scale + 8:  # no room for a line (a large text size on a crowded strip): no log
        return
    pygame.draw.line(surface, pal.panel_line, vp.point(left, y), vp.point(right - 4, y), 1)
    title = fonts.text(tr("Moves"), px, pal.text_dim, bold=True)
    surface.blit(title, vp.point(left + 4, y + 4))
    line = LINE * scale  # the text size: taller lines, fewer of them
    room = log_room(area, scale)
    width = vp.px(right - left - 2 * LEFT_PAD)
    marks = name_marks(model, viewer)
    rows = log_rows(model, lambda text: wrap_entry(fonts, marked(text, marks), px, width), room)
    colours = marked_colours(name_colours(model, viewer, pal), marks)
    for i, (kind, text) in enumerate(rows):
        top = log_row_top(area, i, scale)
        if kind == "round":
            draw_separator(surface, ui, tr("Round {n}", n=text), top, left, right, line, px)
            continue
        surface.blit(row_image(ui, text, colours, px), vp.point(left + LEFT_PAD, top))


_ROWS = SurfaceCache(ROW_CACHE_BYTES)


def row_image(ui: UI, text: str, colours: dict[str, RGB], px: int,
              colours_key: tuple[tuple[str, RGB], ...] | None = None) -> pygame.Surface:
    """A row of the log as one image, its names in their colours; cached (the log is drawn anew with each move,
    its rows mostly the same). ``colours_key``: ``tuple(colours.items())``, made once for all the rows drawn."""
    key = (text, tuple(colours.items()) if colours_key is None else colours_key, px, ui.palette.text)
    img = _ROWS.get(key)
    if img is None:
        parts = [ui.fonts.text(part, px, colour or ui.palette.text)
                 for part, colour in coloured_parts(text, colours) or [(text, None)]]
        img = pygame.Surface((sum(p.get_width() for p in parts), max(p.get_height() for p in parts)), pygame.SRCALPHA)
        x = 0
        for part in parts:  # onto clear pixels an image's pixels are copied as they are: the row looks the same
            x = img.blit(part, (x, 0)).right
        img = _ROWS.put(key, img)
    return img


def draw_separator(surface: pygame.Surface, ui: UI, label: str, top: float, left: float, right: float,
                   line: float = LINE, px: int | None = None) -> None:
    """A thin rule across the log with the round's name in its middle."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    img = fonts.text(label, vp.px(TEXT) if px is None else px, pal.accent, bold=True)  # 12 px at 1280x720, like
    # the log
    mid_y = vp.point(0, top + line / 2)[1]
    box = img.get_rect(center=(vp.point((left + right) / 2, 0)[0], mid_y))
    for a, b in ((vp.point(left + LEFT_PAD, 0)[0], box.x - vp.px(6)), (box.right + vp.px(6), vp.point(right - 8, 0)[0])):
        if b > a:
            pygame.draw.line(surface, pal.panel_line, (a, mid_y), (b, mid_y), max(1, vp.px(1)))
    surface.blit(img, box)


def plain_rows(rows: Sequence[tuple[str, str]]) -> list[str]:
    """The rows as text (tests and tools): a separator as ``"— Round n —"``."""
    return [f"— {tr('Round {n}', n=text)} —" if kind == "round" else text for kind, text in rows]
