"""The plates of remote seats show who is connected: a green lamp, or a grey clock with the minutes left to take
the seat back, redrawn as soon as a player drops or comes back (no move needed), at the host's table and on the
other remote apps; the seats carry the players' own names."""

from __future__ import annotations

import pygame
from each_game import a_game

from game import catalog
from game.net.hosted import open_table
from game.net.remote import join
from game.saves import SaveStore
from game.session import SeatConfig, Session
from scenes.core import flow
from scenes.table import seat_plates
from tests.ui.helpers import pump


def _hosted(tmp_path):
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "human"), SeatConfig("Cleo", "human")]
    return open_table(Session(catalog.get_game(a_game(players=3)), seats, 3), ["local", "remote", "remote"],
                      SaveStore(tmp_path / "host"))


def _plate_pixels(app, table, seat: int) -> pygame.Surface:
    zone = table.painter.ground.plates[seat]
    return app.screen.subsurface(table.painter.ground.label_rects[zone]).copy()


def test_a_dropped_players_plate_shows_them_away_with_the_minutes_left_then_back(app, tmp_path):
    app.net_bind, app.net_lan = "127.0.0.1", False
    hosted = _hosted(tmp_path)
    address = f"ws://127.0.0.1:{hosted.host.port}"
    bea = join(address, hosted.host.seats[1].code, "Bea")
    cy = join(address, hosted.host.seats[2].code, "Cy")
    try:
        from scenes.screens.menu import MenuScene

        app.push(MenuScene(app))
        flow.show_table(app, hosted)
        table = app.top
        pump(app, until=lambda: [s.icons[-1:] for s in table.shown.seats[1:]] == [("online",), ("online",)])
        assert [s.name for s in table.shown.seats] == ["Ana", "Bea", "Cy"]
        moves = hosted.moves_played()
        online = _plate_pixels(app, table, 1)
        bea.close()  # Bea's app drops
        pump(app, until=lambda: "away" in table.shown.seats[1].icons)
        seat = table.shown.seats[1]
        assert seat.rejoin_min == 10 and "online" not in seat.icons and seat.name == "Bea"
        assert "Away" in seat.badges and hosted.moves_played() == moves  # no move was needed to show it
        pump(app)
        away = _plate_pixels(app, table, 1)
        assert pygame.image.tobytes(away, "RGB") != pygame.image.tobytes(online, "RGB")  # the plate was redrawn
        for _ in range(100):  # Cy's app hears it from the host
            cy.pump()
            if "away" in cy.model().seats[1].icons:
                break
            cy.wait_for_bot(0.05)
        theirs = cy.model().seats[1]
        assert "away" in theirs.icons and theirs.rejoin_min == 10 and theirs.name == "Bea"
        assert "online" not in cy.model().seats[0].icons + cy.model().seats[2].icons  # the host's and its own
        back = join(address, hosted.host.seats[1].code, "Bea")
        try:
            pump(app, until=lambda: "online" in table.shown.seats[1].icons)
            assert table.shown.seats[1].rejoin_min is None
        finally:
            back.close()
    finally:
        cy.close()
        bea.close()


def test_the_away_clock_is_drawn_after_the_icon(app):
    from game.engine import SeatView

    surface = pygame.Surface((420, 30))
    seat = SeatView(1, "Bea", icons=("away",), rejoin_min=7)
    ends = seat_plates.draw_plate(surface, app, pygame.Rect(0, 0, 400, 30), seat, viewer=0)
    without = SeatView(1, "Bea", icons=("away",))
    surface2 = pygame.Surface((420, 30))
    ends2 = seat_plates.draw_plate(surface2, app, pygame.Rect(0, 0, 400, 30), without, viewer=0)
    assert ends[0].w > ends2[0].w  # "7 min" written after the clock
