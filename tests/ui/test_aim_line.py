"""Aiming a targeting card at a seat (issue 39 §2.6): while it is carried over a seat it may aim at, the card keeps
off that seat's plate (the name it aims at stays in sight) and the line to the plate runs from the card, under
it, not over it. Each game at its most players whose viewer has a card that aims at another seat, by posted
pointer events with the pointer right on the plate."""

from __future__ import annotations

import pygame
from each_game import fewest_and_most

from tests.ui.test_legibility import close, table_at
from tests.ui.test_table_chrome import play_on


def test_a_card_aimed_at_a_seat_leaves_its_plate_in_sight_and_the_line_runs_under_it(tmp_path, monkeypatch):
    from scenes.table import card_paint, gestures, pointer_paint
    from tests.ui.helpers import card_centre, drag_choices, post, pump

    drawn: list[tuple[str, object]] = []  # in the order drawn: ("line", end) and ("card", rect) of carried cards
    arrow, card = pointer_paint.seat_plates.draw_arrow, card_paint.CardPainter.draw_card

    def line(surface, start, end, *a):
        drawn.append(("line", end))
        arrow(surface, start, end, *a)

    def draw_card(self, surface, s, rect=None):
        if rect is not None:
            drawn.append(("card", rect))
        card(self, surface, s, rect)

    monkeypatch.setattr(pointer_paint.seat_plates, "draw_arrow", line)
    monkeypatch.setattr(card_paint.CardPainter, "draw_card", draw_card)
    checked = 0
    for game_id, players in {gid: n for gid, n in fewest_and_most()}.items():  # (the most players)
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
            plate = table.painter.ground.label_rects[zone]
            start = card_centre(app, table, next(iter(choice.drag_from)))
            post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            pump(app, frames=1)
            post(pygame.MOUSEMOTION, pos=(plate.centerx, plate.centery + 2), rel=(0, 0), buttons=(1, 0, 0))
            pump(app, frames=1)
            drawn.clear()
            app.draw()
            assert table.painter.pointing.aimed_seat(table.shown, viewer) == seat, game_id
            kinds = [kind for kind, _ in drawn]
            assert kinds[:1] == ["line"] and "card" in kinds, (game_id, kinds)  # the line first: under the card
            carried = [rect for kind, rect in drawn if kind == "card"]
            assert not any(r.colliderect(plate) for r in carried), (game_id, plate, carried)
            ends = [end for kind, end in drawn if kind == "line"]
            assert plate.inflate(4, 4).collidepoint(ends[0]), (game_id, plate, ends)
            table.pointer.cancel()
            checked += 1
        finally:
            close(app)
    assert checked, "some game has a card that aims at another player"
