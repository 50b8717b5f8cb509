"""Hot seat at the app's default settings (animations on): when a move passes the turn to another person at the
screen, the hand-over screen comes in the frame of the move. No frame of the mover's table is drawn first: it
stood for one frame (1/60 s) before the hand-over covered it."""

from __future__ import annotations

import pygame
from each_game import a_game

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from game.settings import Settings
from scenes.screens.handover import HandoverScene
from scenes.table.table import TableScene
from ui.helpers import FRAME_MS, pump

MOVES = 40


def test_the_hand_over_comes_in_the_frame_of_the_move_with_no_frame_of_the_movers_table(app, monkeypatch):
    defaults = Settings()
    app.settings.animation_speed, app.settings.bot_pace_ms = defaults.animation_speed, defaults.bot_pace_ms
    drawn: list[tuple[int, int | None]] = []  # per table frame: (the moves made, the viewer)
    draw = TableScene.draw

    def noted(self: TableScene, surface: pygame.Surface) -> None:
        drawn.append((len(self.match.session.history), self.match.viewer))
        draw(self, surface)

    monkeypatch.setattr(TableScene, "draw", noted)
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bob", "human")]
    session = Session(catalog.get_game(a_game(players=2)), seats, 3)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    handed_over = 0
    for _ in range(MOVES):
        pump(app, until=lambda: app.top is not table or (table.acting() and table.board.settled()), frames=1)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
            continue
        if session.is_over() or app.top is not table or table.holding():
            break
        mover, moves = session.current_seat(), len(session.history)
        table.moves.play(session.legal_actions()[0], confirmed=True)
        drawn.clear()
        app.step(FRAME_MS)
        if table.holding() or session.current_seat() == mover:  # a round's end held, or the mover goes on
            continue
        assert isinstance(app.top, HandoverScene)
        assert drawn == []  # the hand-over was the frame's picture
        app.top.ready()
        pump(app, frames=3)
        assert drawn and drawn[-1] == (moves + 1, session.current_seat())  # then the next person's table
        handed_over += 1
    assert handed_over >= 5
