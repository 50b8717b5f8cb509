"""A bot's move resting on the stage for the pace is not drawn again frame after frame: the picture would be the
last one again (a remote app, the host and a player's laptop painted ~36 identical frames a second for each
staged move). The frame it leaves the stage is drawn."""

from __future__ import annotations

import pygame
from each_game import a_game

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from game.settings import Settings
from scenes.core.app import App
from scenes.table.table import TableScene
from ui.helpers import pump


def resting(table: TableScene) -> bool:
    """Every card of the staged move rests on the stage (no effect under way, no held round end)."""
    staged = [s for s in table.board.sprites.values() if s.via is not None]
    return (bool(staged) and all(s.pos == s.via and s.hold_ms > 0 and s.flip is None and s.pop is None
                                 for s in staged)
            and not table.painter.effects.active() and not table.holding())


def test_a_move_resting_on_the_stage_is_drawn_once_and_the_screen_stays_what_a_new_frame_draws(tmp_path):
    """At the default animations and pace, on the virtual clock's frames (100 ms): ~0.5 s, 1,280x720."""
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    try:
        seats = [SeatConfig("Ana", "human", "random"), SeatConfig("Ben", "bot", "random")]
        game = catalog.get_game(a_game(players=2))
        table = TableScene(app, Match(Session(game, seats, 3), app.store))
        app.push(table)
        draws: list[int] = []
        draw = app.draw
        app.draw = lambda: (draws.append(1), draw())[1]  # type: ignore[method-assign]
        rested = 0
        while rested < 2 and not table.match.is_over():
            pump(app, until=lambda: resting(table) or (table.match.viewer_acts() and not table.board.staging())
                 or app.top is not table, timeout=30)
            if app.top is not table:
                break
            if not resting(table):  # the person's turn: the first move
                table.moves.play(table.match.session.legal_actions()[0])
                continue
            rested += 1
            app.step(100.0)  # the frame that finds the cards at rest may draw them (they arrived in it)
            shown = pygame.image.tobytes(app.screen, "RGB")
            app.draw()  # what a new frame would draw
            assert pygame.image.tobytes(app.screen, "RGB") == shown
            draws.clear()
            frames = 0
            at_rest = [(uid, s.via) for uid, s in table.board.sprites.items() if s.via is not None]
            while True:
                app.step(100.0)
                if any(table.board.sprites[uid].pos != via or table.board.sprites[uid].via != via
                       for uid, via in at_rest):  # they set off from the stage: drawn
                    assert draws == [1]
                    break
                frames += 1
                assert draws == [] and pygame.image.tobytes(app.screen, "RGB") == shown
            assert frames >= 2
        assert rested == 2
    finally:
        for scene in app.stack:
            if hasattr(scene, "close"):
                scene.close()
        pygame.quit()
