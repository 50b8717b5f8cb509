"""The move feed beside the table (issue 39, §2.4): every move one line led by its actor's disc (the seat's colour,
the name's initial) and icons of the cards it shows; read back with the wheel, it keeps its lines while the bots
play on, a marker at the bottom counting the newer ones (the newest line is always the bottom one)."""

from __future__ import annotations

import pygame

from game.engine import CardSpec, LogMark, SeatView, TableModel
from scenes.table import feed as feed_module
from scenes.table.feed import Feed, draw_feed, feed_rows
from scenes.table.sidebar import WIDTH
from ui.helpers import pump

SPECS = {"x3": CardSpec("x3", "Ex", "3", colour=(200, 30, 40)), "y5": CardSpec("y5", "Why", "5", colour=(30, 90, 200))}


def _model(lines: int) -> TableModel:
    seats = [SeatView(0, "Ana", []), SeatView(1, "Ben", [])]
    log = [f"Ben played card {i}." if i % 2 else f"Ana played card {i}." for i in range(lines)]
    marks = [LogMark(i % 2, ("x3", "y5") if i % 2 else ("x3",)) for i in range(lines)]
    return TableModel(zones=[], choices=[], seats=seats, log=log, log_marks=marks)


def test_a_feed_line_shows_its_actors_disc_in_the_seats_colour_and_its_cards_as_icons(app, monkeypatch):
    """Before: a log line was words only (names coloured); no actor's disc, no card."""
    from scenes.ui.seat_marks import seat_colour

    discs, chips = [], []
    draw_disc, chip_image = feed_module.draw_disc, feed_module.chip_image
    monkeypatch.setattr(feed_module, "draw_disc", lambda s, ui, seat, *a: (discs.append(seat), draw_disc(s, ui, seat, *a))[1])
    monkeypatch.setattr(feed_module, "chip_image", lambda ui, spec, k: (chips.append(spec.face), chip_image(ui, spec, k))[1])
    model = _model(2)
    surface = pygame.Surface(app.screen.get_size())
    area = (100.0, 200.0)
    draw_feed(surface, app, model, area, 0, 1250.0, 1250.0 + WIDTH, 1.0, Feed(SPECS.get))
    assert [seat.seat for seat in discs] == [0, 1] and chips == ["x3", "x3", "y5"]
    vp = app.viewport
    r = vp.px(feed_module.DISC / 2)
    top = area[0] + feed_module.LINE + 6 + feed_module.LINE  # the second row: Ben's
    cx, cy = vp.point(1250.0 + feed_module.LEFT_PAD + feed_module.DISC / 2, top + feed_module.LINE / 2)
    assert surface.get_at((cx - round(r * 0.75), cy))[:3] == seat_colour(model.seats[1], app.palette)  # beside the initial


def test_read_back_the_feed_keeps_its_lines_while_moves_arrive_and_follows_again_at_the_end(app):
    feed = Feed(SPECS.get)
    before = _model(40)
    assert feed.scroll(5, 40) and feed.last == 34
    shown = [r for r in feed_rows(app, before, (100.0, 300.0), 0, WIDTH, 1.0, feed) if r.kind != "newer"]
    later = _model(46)  # six more moves were made meanwhile
    rows = feed_rows(app, later, (100.0, 300.0), 0, WIDTH, 1.0, feed)
    assert [r for r in rows if r.kind != "newer"] == shown and shown[-1].entry == 34  # nothing moved
    assert rows[-1].kind == "newer" and "11" in rows[-1].text  # at the bottom: how many are newer
    assert feed.scroll(-100, 46) and feed.last is None  # scrolled down to the end: following again
    rows = feed_rows(app, later, (100.0, 300.0), 0, WIDTH, 1.0, feed)
    assert rows[-1].kind == "text" and rows[-1].entry == 45  # the newest at the bottom


def test_the_wheel_over_the_tables_feed_reads_back_and_a_click_on_the_marker_follows_again(app, monkeypatch):
    """Page Up / Page Down do it by keys."""
    from ui.helpers import a_table, click, key

    table = a_table(app, 1, kinds=("human", "bot", "bot"))
    for _ in range(20):
        pump(app, until=lambda: table.match.viewer_acts() and not table.stale, timeout=30)
        if len(table.shown.log) > 3:
            break
        table.moves.play(table.match.session.legal_actions()[0])
    y, h = table.sidebar.log
    middle = app.viewport.point(table.sidebar.left + WIDTH / 2, y + h / 2)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: middle)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    pump(app, frames=2)
    assert table.feed.last == len(table.shown.log) - 3
    marker = next(rect for rect, row in feed_module.row_rects(app, table.shown, table.sidebar.log, None,
                                                               table.sidebar.left, WIDTH, table.sidebar.scale,
                                                               table.feed) if row.kind == "newer")
    click(app, marker.center)
    pump(app, frames=2)
    assert table.feed.last is None
    key(app, pygame.K_PAGEUP)  # by keys alone too
    assert table.feed.last == len(table.shown.log) - 1 - feed_module.PAGE or len(table.shown.log) <= feed_module.PAGE
    key(app, pygame.K_PAGEDOWN)
    assert table.feed.last is None
