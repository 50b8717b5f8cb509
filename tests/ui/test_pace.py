"""The bots' pace at the table: a move stands on the stage as long as it matters to the person watching (a plain
move short, one aimed at them or knocking someone out longer, plain moves between bots a short ticker); the
stage says how to skip it (a click or Space), T lets the bots' lap go by, and the move that ends a round is staged
before the round's table is held."""

from __future__ import annotations

import time

import pygame

from game import catalog
from game.match import Match, ends_round
from game.session import SeatConfig, Session
from scenes.table import pace
from scenes.table.table import TableScene
from scenes.table.table_paint import HELD_FRAMES
from ui.helpers import key, pump


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


def test_the_rules_plain_short_ticker_shorter_news_longer():
    plain = pace.stage_hold_ms(pace.MoveWeight(), 1, 1.0)
    ticker = pace.stage_hold_ms(pace.MoveWeight(bot_next=True), 1, 1.0)
    aimed = pace.stage_hold_ms(pace.MoveWeight(aims_at_viewer=True, bot_next=True), 1, 1.0)
    out = pace.stage_hold_ms(pace.MoveWeight(takes_out=True), 2, 1.0)
    end = pace.stage_hold_ms(pace.MoveWeight(ends_round=True), 1, 1.0)
    assert ticker < plain < aimed <= out and aimed == end
    assert pace.stage_hold_ms(pace.MoveWeight(), 1, 2.0) == 2 * plain  # slower animation, longer stage


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
            seen.append((table.stage_weight, resting_ms(table)))
            table.board.end_staging()
        elif table.holding():
            table.show_scoring()
            app.pop()
        elif table.acting():
            table.play(session.bot_action(), confirmed=True)
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
    painter_hint = table.painter.draw_skip_hint
    table.painter.draw_skip_hint = lambda surface, text: (drawn.append(text), painter_hint(surface, text))
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
    pump(app, until=lambda: table.board.staging() and all(
        s.pos == s.via for s in table.sprites.values() if s.via is not None))
    app.draw()
    before = app.screen.copy()
    table.painter.draw_skip_hint(app.screen, "")
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
    assert table.to_my_turn and not table.board.staging()
    staged = []
    pump(app, until=lambda: staged.append(table.board.staging()) or table.acting() and not table.stale
         or table.holding(), timeout=30)
    assert not any(staged[1:]) or table.holding()  # no move of the lap stood on the stage
    assert not table.to_my_turn
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
            table.play(session.bot_action(), confirmed=True)
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
    assert table.board.staging() and table.stage_weight.ends_round and table.stage_weight.major
    assert table.narration  # what the move did, in words, over the stage
    hold = table.hold_ms
    pump(app, frames=10)
    assert table.hold_ms == hold and table.board.staging()  # the hold waits for the stage
    key(app, pygame.K_SPACE)  # skips the stage, not the hold
    assert not table.board.staging() and table.holding()
    key(app, pygame.K_SPACE)  # then the summary
    assert not table.holding()


def test_a_knock_out_and_going_out_are_read_from_the_events():
    from game.engine import Event

    knocked = Event("out", {"seat": 1, "by": 0, "reason": "guard", "cards": []}).to_json()
    assert catalog.get_entry("love-letter").presenter().event_outs(knocked) == (1,)
    gone = Event("out", {"seat": 2, "place": 1}).to_json()
    assert catalog.get_entry("palace").presenter().event_outs(gone) == (2,)
    assert catalog.get_entry("road-to-the-palace").presenter().event_outs(gone) == ()


def test_autoplay_realtime_plays_one_person_against_bots_and_reports_the_waits():
    """--realtime: seat 0 by hand, the others Normal bots at the default pace and the real clock (a benchmark; here
    only a few of the person's turns, to see the report's keys)."""
    from scenes.tools.byhand import run

    report = run("love-letter", 3, 2, (1280, 720), {}, max_seconds=20, realtime=True,
                 enough=lambda player: bool(player.waits_ms and player.stages_ms))
    assert set(report["waits_ms"]) == {"p50", "p95", "max", "count"} and set(report["stage_ms"]) == {"p50", "p95"}
    assert report["waits_ms"]["count"] >= 1 and report["waits_ms"]["p50"] > 0 and report["stage_ms"]["p50"] > 0
    assert report["moves_by_hand"] >= 1 and report["handovers"] == 0  # one person: no hand-over screen


def test_t_finishes_the_game_with_the_bots_once_the_person_went_out(app):
    from scenes.screens.scoring import ScoringScene

    from .test_finish_game import _anna_went_out

    session = _anna_went_out()
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=2)
    assert table.skip_hint() == "Click or Space to skip · T: finish the game"
    key(app, pygame.K_t)
    pump(app, until=lambda: isinstance(app.top, ScoringScene), timeout=60)
    assert session.is_over()


def test_a_bots_further_decisions_in_one_turn_do_not_wait_for_the_pace(app):
    """The pace is the pause before a bot's turn; the rest of its turn (a Palastgeflüster bot's play, then who plays
    next) follows as soon as the last part was seen."""
    app.settings.animation_speed = 0.0
    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random"), SeatConfig("Cleo", "bot", "random")]
    session = Session(catalog.get_game("palastgefluester"), seats, 4)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    match = table.match

    def same_turn() -> bool:
        return (match.bot_to_move() and match.last_mover() == match.current_seat() and not table.stale
                and len(session.legal_actions()) > 1)  # a decision of the bot's own (not the only move left)

    for _ in range(100):
        pump(app, until=lambda: same_turn() or table.acting() and not table.stale, timeout=30)
        if same_turn():
            break
        table.play(session.bot_action(), confirmed=True)
    else:
        raise AssertionError("no bot turn of several decisions")
    app.settings.bot_pace_ms = 60_000  # a new turn would wait a minute
    moves = len(session.history)
    frames = 0
    while len(session.history) == moves:
        pump(app, frames=1)
        time.sleep(0.002)  # (the bot thinks in its process)
        frames += 1
        assert frames * 16 < 30_000, "the follow-up waited for the pace"


def test_past_a_laps_first_round_the_bots_wait_less_and_less():
    """Palastgeflüster: two bots naming each other to play next made laps of 6 to 12 seconds."""
    waits = [pace.lap_pace_ms(600.0, moves, 3) for moves in range(12)]
    assert waits[:3] == [600.0] * 3  # one round of the table at the full pace
    assert all(a > b for a, b in zip(waits[2:6], waits[3:7], strict=True))
    assert min(waits) == pace.LAP_MIN_PACE_MS and sum(waits) < 3 * 600 + 3_000
    assert pace.lap_pace_ms(20.0, 10, 3) == 20.0  # never longer than the pace set
    assert pace.MoveWeight(bot_next=True, past_round=True).flows
    assert not pace.MoveWeight(aims_at_viewer=True, bot_next=True, past_round=True).flows  # news stays staged


def test_a_plain_bot_move_past_the_laps_first_round_goes_straight_home(app):
    table = bots_table(app, n=4)
    session = table.match.session
    pump(app, until=lambda: table.board.staging())
    assert len(session.history) == 1 and table.lap_moves == 1 and not table.stage_weight.past_round
    table.lap_moves = 5  # as if the bots had gone round the table already
    table.board.end_staging()
    pump(app, until=lambda: len(session.history) == 2 and not table.stale, timeout=30)
    assert table.stage_weight.past_round and table.stage_weight.ticker, table.stage_weight
    assert not table.board.staging() and table.narration == []
    assert table.board.last_moved  # its cards are marked as the last move
