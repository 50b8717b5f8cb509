"""The round's story on its summary: the key moves of the round just ended (who knocked out whom, who burned the
pile, who completed a display), each a line led by its actor's disc and the icons of its cards, as the move feed
draws them; and on the final screen the tokens or points of every round as a grid.

Which moves are key the game's presenter says (:attr:`game.engine.LogMark.key`); nothing here knows a game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import TableModel
from game.i18n import tr, trn
from game.round_scores import gains
from scenes.table import log_view
from scenes.table.feed import (
    CHIP_GAP,
    CHIP_H,
    CHIP_W,
    DISC,
    MAX_CHIPS,
    SpecOf,
    chip_image,
    draw_disc,
    lead_width,
    wrap_feed_entry,
)
from scenes.table.log_view import INDENT, marked, marked_colours, name_colours, name_marks

if TYPE_CHECKING:
    from scenes.ui.context import UI

STORY_TEXT = 18.0
STORY_LINE = 23.0
STORY_MAX = 3  # key moves told at most (the last ones); the earlier are counted


def story_entries(model: TableModel) -> list[int]:
    """The log entries of the last round in ``model`` that its presenter marks key, oldest first."""
    start = max((i for i in model.log_rounds if i < len(model.log)), default=0)
    return [i for i in range(start, len(model.log)) if model.mark(i).key]


def story_rows(ui: UI, model: TableModel, entries: list[int], width: float, spec: SpecOf,
               viewer: int | None) -> list[tuple[int | None, str]]:
    """The story's rows: a heading (None, text), then per key move told (entry, wrapped line) — its first line
    after its disc and icons, the others under it; "" for none."""
    if not entries:
        return []
    vp, fonts = ui.viewport, ui.fonts
    px = vp.px(STORY_TEXT)
    told = entries[-STORY_MAX:]
    head = tr("Key moves of the round")
    if len(entries) > len(told):
        head += " · " + trn("{n} earlier in the move log", "{n} earlier in the move log", len(entries) - len(told))
    rows: list[tuple[int | None, str]] = [(None, head)]
    marks = name_marks(model, viewer)
    names = tuple(glyph + word for word, glyph in marks.items())
    for i in told:
        lead = lead_width(model.mark(i), spec) * STORY_TEXT / log_view.TEXT * max(1.0, fonts.scale)  # (as drawn)
        room = vp.px(width - lead)  # (its rows under the first: as wide, no indent)
        first, *rest = wrap_feed_entry(fonts, marked(model.log[i], marks), px, room,
                                       room + fonts.font(px).size(INDENT)[0], names)
        rows += [(i, first), *((-1, line) for line in rest)]
    return rows


def story_height(rows: list[tuple[int | None, str]], text_scale: float = 1.0) -> float:
    """The story's height (layout units): its rows as tall as their text at the text size ``text_scale``."""
    return story_line(text_scale) * len(rows) + (10.0 if rows else 0.0)


def story_line(text_scale: float) -> float:
    """A story row's height: :data:`STORY_LINE`, as much taller as a larger text size (200 %: its heading and
    its lines were drawn over one another and over the summary's table)."""
    return STORY_LINE * max(1.0, text_scale)


def draw_story(surface: pygame.Surface, ui: UI, model: TableModel, rows: list[tuple[int | None, str]],
               at: tuple[float, float], spec: SpecOf, viewer: int | None) -> None:
    """The story's ``rows`` from logical ``at`` (left, top) down."""
    vp, pal, fonts = ui.viewport, ui.palette, ui.fonts
    px = vp.px(STORY_TEXT)
    k = STORY_TEXT / log_view.TEXT * max(1.0, fonts.scale)  # the icons as much larger as the text (its size too)
    colours = marked_colours(name_colours(model, viewer, pal), name_marks(model, viewer))
    seats = {s.seat: s for s in model.seats}
    left, top = at
    lead_x, line = left, story_line(fonts.scale)
    for n, (entry, text) in enumerate(rows):
        y = top + n * line
        if entry is None:
            img = fonts.text(text, vp.px(STORY_TEXT - 2), pal.accent, bold=True)
            surface.blit(img, vp.point(left, y + 2))
            continue
        x = left
        if entry >= 0:
            mark = model.mark(entry)
            draw_disc(surface, ui, seats.get(mark.actor) if mark.actor is not None else None, (x, y), line, k)
            x += (DISC + 4) * k
            for card in [c for c in (spec(f) for f in mark.faces[:MAX_CHIPS]) if c is not None]:
                surface.blit(chip_image(ui, card, k), vp.point(x, y + (line - CHIP_H * k) / 2))
                x += (CHIP_W + CHIP_GAP) * k
            x += (CHIP_W * k if len(mark.faces) > MAX_CHIPS else 0) + (2 * k if mark.faces else 0)
            lead_x = x
        else:
            x = lead_x
        surface.blit(log_view.row_image(ui, text, colours, px), vp.point(x, y + 1))


def grid_text(names: list[str], scores: list[list[float | None]], final: list[float | None]) -> str:
    """Every round's gain per player as a pipe table (rows: players; columns: the rounds and the total), for the
    final screen's notes; "" for a match of one round."""
    if len(scores) < 2:
        return ""
    per_round = gains(scores)
    head = "| " + " | ".join([tr("Player"), *(str(n) for n in range(1, len(scores) + 1)), tr("Total")]) + " |"
    lines = [head, "|" + " --- |" * (len(scores) + 2)]
    for seat, name in enumerate(names):
        cells = [_number(row[seat], signed=True) for row in per_round]
        total = final[seat] if seat < len(final) else None
        lines.append("| " + " | ".join([name, *cells, _number(total)]) + " |")
    return "\n".join(lines)


def _number(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "?"
    if signed and value == 0:
        return "·"
    text = f"{value:g}"
    return ("+" + text if signed and value > 0 else text).replace("-", "−")
