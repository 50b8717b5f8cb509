"""The bots' pace at Love Letter's table (moved here from the generic tests/ui/test_pace.py): a move stands on the
stage as long as it matters to the person watching, the stage says how to skip it, T lets the bots' lap go by, and
the move that ends a round is staged before the round's table is held."""

from __future__ import annotations

import pygame

from game import catalog
from game.match import Match, ends_round
from game.session import SeatConfig, Session
from scenes.table import pace
from scenes.table.frame_cache import HELD_FRAMES
from scenes.table.table import TableScene
from tests.ui.helpers import key, pump


def bots_table(app, n: int = 4, seed: int = 11, game: str = "love-letter", options=None) -> TableScene:
    app.settings.animation_speed = 1.0
    seats = [SeatConfig("Ana", "human", "normal")] + [SeatConfig(name, "bot", "random")
                                                       for name in ("Ben", "Cleo", "Dan", "Eva")[: n - 1]]
    session = Session(catalog.get_game(game), seats, seed, {"starter": 1, **(options or {})})
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    return table


def resting_ms(table: TableScene) -> float:
    return max(s.hold_ms for s in table.sprites.values() if s.via is not None)


def staged_weights(app, table: TableScene, moves: int) -> list[tuple[pace.MoveWeight, float]]:
    """The weight and resting time of each bot move staged in the next ``moves`` moves (the viewer's own moves
    made at once as a bot would)."""
    seen: list[tuple[pace.MoveWeight, float]] = []
    session = table.match.session
    start = len(session.history)
    while len(session.history) < start + moves and not session.is_over():
        pump(app, until=lambda: table.board.staging() or table.acting() and not table.stale or table.holding(),
             timeout=30)
        if table.board.staging():
            seen.append((table.pacer.stage_weight, resting_ms(table)))
            table.board.end_staging()
        elif table.holding():
            table.round_hold.show_scoring()
            app.pop()
        elif table.acting():
            table.moves.play(session.bot_action(), confirmed=True)
        pump(app, frames=1)
    return seen


def test_a_move_aimed_at_the_viewer_stands_longer_than_a_plain_one(app):
    table = bots_table(app, seed=5)
    seen = staged_weights(app, table, 60)
    plain = [ms for w, ms in seen if not w.major and not w.ticker]
    ticker = [ms for w, ms in seen if w.ticker]
    aimed = [ms for w, ms in seen if w.aims_at_viewer]
    assert plain and ticker and aimed, seen
    assert max(ticker) < min(plain) < min(aimed)


def test_the_stage_shows_how_to_skip_it_and_space_skips(app):
    table = bots_table(app)
    pump(app, until=lambda: table.board.staging())
    drawn: list[str] = []
    painter_hint = table.painter.stage.draw_skip_hint
    table.painter.stage.draw_skip_hint = lambda surface, text: (drawn.append(text), painter_hint(surface, text))
    for _ in range(HELD_FRAMES):  # (the move's picture shows once its work, done out of sight, is done)
        app.draw()
        if drawn:
            break
    assert drawn == ["Click or Space to skip · T: to your turn"]
    played = {s.uid for s in table.sprites.values() if s.via is not None}
    key(app, pygame.K_SPACE)
    assert all(table.sprites[u].via is None for u in played)


def test_the_skip_hint_is_drawn_above_the_staged_cards(app):
    table = bots_table(app)
    pump(app, until=lambda: table.board.staging() and table.board.at_the_stage())
    app.draw()
    before = app.screen.copy()
    table.painter.stage.draw_skip_hint(app.screen, "")
    assert app.screen.get_view("2").raw == before.get_view("2").raw  # no text, nothing drawn
    top = min(table.screen_rect(s).top for s in table.sprites.values() if s.via is not None)
    x = app.viewport.point(*table.layout.stage_centre)[0]
    band = pygame.Rect(x - 60, top - app.viewport.px(30), 120, app.viewport.px(24))
    colours = {before.get_at((px, py))[:3] for px in range(band.left, band.right, 3)
               for py in range(band.top, band.bottom, 3)}
    assert app.palette.text in colours  # the hint's letters just above the stage


def test_t_lets_the_bots_lap_go_by_to_the_viewers_turn(app):
    table = bots_table(app, n=4)
    pump(app, until=lambda: table.board.staging())
    app.settings.bot_pace_ms = 60_000  # a bot would wait a minute before its move: T does not wait
    session = table.match.session
    key(app, pygame.K_t)
    assert table.pacer.to_my_turn and not table.board.staging()
    staged = []
    pump(app, until=lambda: staged.append(table.board.staging()) or table.acting() and not table.stale
         or table.holding(), timeout=30)
    assert not any(staged[1:]) or table.holding()  # no move of the lap stood on the stage
    assert not table.pacer.to_my_turn
    assert len(session.history) >= 3 or table.holding()  # Ben, Cleo and Dan moved at once
    assert len(table.shown.log) > 3  # and every move is in the log


def play_to_the_hold(app, table: TableScene) -> None:
    session = table.match.session
    for _ in range(200):
        pump(app, until=lambda: table.board.staging() or table.acting() and not table.stale or table.holding(),
             timeout=30)
        if table.holding():
            return
        if table.board.staging():
            table.board.end_staging()
        else:
            table.moves.play(session.bot_action(), confirmed=True)
        pump(app, frames=1)


def test_the_move_that_ends_the_round_is_staged_before_the_hold(app):
    app.settings.bot_pace_ms = 0
    for seed in range(1, 20):  # a deal where a bot's move ends the round
        table = bots_table(app, n=2, seed=seed)
        play_to_the_hold(app, table)
        assert table.holding()
        ended = table.match._last_move
        assert ended is not None and ends_round(ended[1])
        if ended[0] != 0:
            break
        app.pop()
        table.close()
    assert ended[0] != 0
    assert table.board.staging() and table.pacer.stage_weight.ends_round and table.pacer.stage_weight.major
    assert table.pacer.narration  # what the move did, in words, over the stage
    hold = table.round_hold.hold_ms
    pump(app, frames=10)
    assert table.round_hold.hold_ms == hold and table.board.staging()  # the hold waits for the stage
    key(app, pygame.K_SPACE)  # skips the stage, not the hold
    assert not table.board.staging() and table.holding()
    key(app, pygame.K_SPACE)  # then the summary
    assert not table.holding()


def test_a_plain_bot_move_past_the_laps_first_round_goes_straight_home(app):
    table = bots_table(app, n=4)
    session = table.match.session
    pump(app, until=lambda: table.board.staging())
    assert len(session.history) == 1 and table.pacer.lap_moves == 1 and not table.pacer.stage_weight.past_round
    table.pacer.lap_moves = 5  # as if the bots had gone round the table already
    table.board.end_staging()
    pump(app, until=lambda: len(session.history) == 2 and not table.stale, timeout=30)
    assert table.pacer.stage_weight.past_round and table.pacer.stage_weight.ticker, table.pacer.stage_weight
    assert not table.board.staging() and table.pacer.narration == []
    assert table.board.last_moved  # its cards are marked as the last move
