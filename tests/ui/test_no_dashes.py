"""No dashed outlines on the table (issue 39, §2.2): an empty place is not drawn, or drawn as a faint mark in the
felt, never as a dashed outline; a drop target shows itself only while a card is dragged, at a card's size. Every
game of the catalog at its fewest and most players, at the start and a few moves on."""

from __future__ import annotations

import functools
from collections import defaultdict

import pygame
import pytest
from each_game import fewest_and_most

from tests.ui.test_legibility import close, table_at
from tests.ui.test_table_chrome import play_on

DASHES = 3  # this many short segments on one line, with gaps between them, make a dashed line


def dashed(lines: list[tuple[int, tuple[float, float], tuple[float, float]]]) -> list[str]:
    """The dashed lines among the straight lines drawn (surface id, start, end): three or more segments of one
    horizontal or vertical line, of one length, with gaps between them."""
    runs: dict[tuple[int, str, float], list[tuple[float, float]]] = defaultdict(list)
    for surface, (x0, y0), (x1, y1) in lines:
        if y0 == y1 and x0 != x1:
            runs[(surface, "h", y0)].append((min(x0, x1), max(x0, x1)))
        elif x0 == x1 and y0 != y1:
            runs[(surface, "v", x0)].append((min(y0, y1), max(y0, y1)))
    found = []
    for key, segments in runs.items():
        segments.sort()
        gaps = [b[0] - a[1] for a, b in zip(segments, segments[1:], strict=False)]
        lengths = {round(b - a) for a, b in segments[:-1]}
        if len(segments) >= DASHES and all(g > 0 for g in gaps) and len(lengths) == 1:
            found.append(f"{key}: {segments[:4]}…")
    return found


def test_the_detector_sees_a_dashed_line_and_not_a_solid_one():
    assert dashed([(1, (x, 5), (x + 6, 5)) for x in range(0, 60, 10)])
    assert not dashed([(1, (0, 5), (60, 5)), (1, (0, 9), (60, 9))])


@pytest.mark.parametrize(("game_id", "players"), fewest_and_most())
def test_no_dashed_outline_is_drawn_on_any_table(tmp_path, monkeypatch, game_id, players):
    """Every line the table draws (the empty places' outlines were dashed: five on an empty two-player table,
    twelve in an empty grid) at the start and a few moves on; the painters' cached images are drawn anew."""
    from scenes.table import table_chrome

    lines: list[tuple[int, tuple[float, float], tuple[float, float]]] = []
    line = pygame.draw.line

    @functools.wraps(line)
    def recorded(surface, colour, start, end, *args, **kwargs):
        lines.append((id(surface), tuple(start), tuple(end)))
        return line(surface, colour, start, end, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "line", recorded)
    for name in dir(table_chrome):  # its images are made once per size: made anew under the recorder
        clear = getattr(getattr(table_chrome, name), "cache_clear", None)
        if clear is not None:
            clear()
    app, table = table_at((1280, 720), game_id, players, tmp_path)
    try:
        for _ in range(2):
            table.painter.forget_background()
            app.draw()
            assert not dashed(lines), dashed(lines)
            play_on(table, moves=6)
    finally:
        close(app)


def test_a_legal_drop_glows_at_a_cards_size_only_when_the_dragged_card_comes_near(tmp_path, monkeypatch):
    """The drop targets lit as large boxes (a whole zone, a whole seat) as soon as a card was picked up; now a
    legal drop glows at a card's size, and only while the card is carried over or near it. For each game at its
    most players, the first card the viewer may drag onto a place: picked up, then carried over that place, by
    posted pointer events."""
    from scenes.table import gestures, table_chrome
    from tests.ui.helpers import card_centre, drag_choices, post, pump

    glows: list[tuple[int, int]] = []
    lit = table_chrome.lit
    monkeypatch.setattr(table_chrome, "lit", lambda size, *a, **k: (glows.append(size), lit(size, *a, **k))[1])
    checked = 0
    for game_id, players in dict(fewest_and_most()).items():  # (each game once: its most players)
        app, table = table_at((1280, 720), game_id, players, tmp_path)
        try:
            play_on(table, moves=20)
            pump(app, frames=2)
            board = table.board
            dropping = [c for c in drag_choices(table) if c.drag_to in board.layout.zones
                        and gestures.first_seat(c.steps) is None and len(c.drag_from) == 1]
            if not dropping:
                continue
            choice = dropping[0]
            uid = next(iter(choice.drag_from))
            start = card_centre(app, table, uid)
            place = board.zone_rect(choice.drag_to)
            card = max((board.screen_rect(s).size for s in board.sprites.values()), key=lambda s: s[0] * s[1])
            far = abs(place.centerx - start[0]) + abs(place.centery - start[1]) > 3 * card[1]
            post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            pump(app, frames=1)
            glows.clear()
            post(pygame.MOUSEMOTION, pos=(start[0] + 12, start[1] - 12), rel=(0, 0), buttons=(1, 0, 0))
            pump(app, frames=2)
            assert table.pointer.drag is not None, game_id
            if far:
                assert not [g for g in glows if g[0] > card[0] * 1.5], (game_id, glows)
            glows.clear()
            post(pygame.MOUSEMOTION, pos=place.center, rel=(0, 0), buttons=(1, 0, 0))
            pump(app, frames=2)
            pad = app.viewport.px(6) + 2
            assert glows, f"{game_id}: the legal drop under the pointer glows"
            assert all(w <= card[0] + pad and h <= card[1] + pad for w, h in glows), (game_id, card, glows)
            post(pygame.MOUSEBUTTONUP, pos=start, button=1)
            pump(app, frames=2)
            checked += 1
        finally:
            close(app)
    assert checked, "some game has a card to drop on a place"


def test_a_card_carried_over_a_seat_it_may_aim_at_draws_a_line_to_that_seat(tmp_path, monkeypatch):
    """A targeting card dragged over a player it may aim at draws a line from where it came from to that player's
    plate (card-game standard: the drop that would pick the target shows before release). Each game at its most
    players, the first card of the viewer's that aims at another seat, carried there by posted pointer events."""
    from scenes.table import gestures, pointer_paint
    from tests.ui.helpers import card_centre, drag_choices, post, pump

    lines: list[tuple[object, object]] = []
    arrow = pointer_paint.seat_plates.draw_arrow
    monkeypatch.setattr(pointer_paint.seat_plates, "draw_arrow",
                        lambda surface, start, end, *a: (lines.append((start, end)), arrow(surface, start, end, *a)))
    checked = 0
    for game_id, players in dict(fewest_and_most()).items():
        app, table = table_at((1280, 720), game_id, players, tmp_path)
        try:
            play_on(table, moves=20)
            pump(app, frames=2)
            viewer = table.painter.ground.viewer
            aiming = [(c, seat) for c in drag_choices(table) if len(c.drag_from) == 1
                      and (seat := gestures.first_seat(c.steps)) is not None and seat != viewer]
            if not aiming:
                continue
            choice, seat = aiming[0]
            zone = table.painter.ground.plates[seat]
            uid = next(iter(choice.drag_from))
            start, over = card_centre(app, table, uid), table.board.zone_rect(zone).center
            post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            pump(app, frames=1)
            lines.clear()
            post(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0))
            pump(app, frames=2)
            plate = table.painter.ground.label_rects[zone]
            assert lines and any(plate.inflate(4, 4).collidepoint(end) for _, end in lines), (game_id, plate, lines)
            table.pointer.cancel()
            checked += 1
        finally:
            close(app)
    assert checked, "some game has a card that aims at another player"
