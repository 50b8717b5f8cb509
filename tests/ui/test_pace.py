"""The bots' pace at the table: the rules of how long a move stands (a plain move short, one aimed at the person or
knocking someone out longer, plain moves between bots a short ticker), the realtime report, T once the person
went out, the laps growing shorter (a game's own staging at its table is tested in its folder)."""

from __future__ import annotations

import pygame
import pytest
from each_game import a_game, players_near

from game import catalog
from game.match import Match
from scenes.table import pace
from scenes.table.table import TableScene
from ui.helpers import key, pump


def test_the_rules_plain_short_ticker_shorter_news_longer():
    plain = pace.stage_hold_ms(pace.MoveWeight(), 1, 1.0)
    ticker = pace.stage_hold_ms(pace.MoveWeight(bot_next=True), 1, 1.0)
    aimed = pace.stage_hold_ms(pace.MoveWeight(aims_at_viewer=True, bot_next=True), 1, 1.0)
    out = pace.stage_hold_ms(pace.MoveWeight(takes_out=True), 2, 1.0)
    end = pace.stage_hold_ms(pace.MoveWeight(ends_round=True), 1, 1.0)
    assert ticker < plain < aimed <= out and aimed == end
    assert pace.stage_hold_ms(pace.MoveWeight(), 1, 2.0) == 2 * plain  # slower animation, longer stage


def test_autoplay_realtime_plays_one_person_against_bots_and_reports_the_waits():
    """--realtime: seat 0 by hand, the others Normal bots at the default pace and the real clock (a benchmark; here
    only a few of the person's turns, to see the report's keys)."""
    from scenes.tools.byhand import run

    report = run(a_game(players=3), 3, 2, (1280, 720), {}, max_seconds=20, realtime=True,
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
    assert table.pacer.skip_hint() == "Click or Space to skip · T: finish the game"
    key(app, pygame.K_t)
    pump(app, until=lambda: isinstance(app.top, ScoringScene), timeout=60)
    assert session.is_over()


def test_past_a_laps_first_round_the_bots_wait_less_and_less():
    """Palastgeflüster: two bots naming each other to play next made laps of 6 to 12 seconds."""
    waits = [pace.lap_pace_ms(600.0, moves, 3) for moves in range(12)]
    assert waits[:3] == [600.0] * 3  # one round of the table at the full pace
    assert all(a > b for a, b in zip(waits[2:6], waits[3:7], strict=True))
    assert min(waits) == pace.LAP_MIN_PACE_MS and sum(waits) < 3 * 600 + 3_000
    assert pace.lap_pace_ms(20.0, 10, 3) == 20.0  # never longer than the pace set
    assert pace.MoveWeight(bot_next=True, past_round=True).flows
    assert not pace.MoveWeight(aims_at_viewer=True, bot_next=True, past_round=True).flows  # news stays staged


def test_a_plain_bot_move_with_another_bot_next_shows_no_caption_at_default_pacing(tmp_path):
    """A plain bot move followed by another bot's flashed its caption for 300 ms that nobody could read. At the
    default animation and pace, on the virtual clock: such a move passes over the stage without words (the move
    feed tells it); the move before the person's turn keeps its words."""
    from game import catalog
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    try:
        seats = [SeatConfig(name, kind, "random") for name, kind in
                 zip(("Ana", "Ben", "Cleo", "Dan"), ("human", "bot", "bot", "bot"), strict=True)]
        table = TableScene(app, Match(Session(catalog.get_game(a_game(players=4)), seats, 2), app.store))
        app.push(table)
        seen: dict[int, tuple[pace.MoveWeight, list[str], bool]] = {}  # move -> weight, words, a box drawn
        while len(seen) < 8 and not table.match.is_over():
            pump(app, until=lambda: table.board.staging() or table.match.viewer_acts() or app.top is not table,
                 timeout=30)
            if app.top is not table:  # a round's summary: on to the next
                if table.match.is_over():
                    break
                app.top.next_round()
            elif table.board.staging():
                move = table.match.moves_played()
                drawn = seen.get(move, (None, [], False))[2] or table.painter.stage.narration_box is not None
                seen[move] = (table.pacer.stage_weight, list(table.pacer.narration), drawn)
                app.step(100.0)
            elif not table.stale and table.match.viewer_acts():
                table.moves.play(table.match.session.legal_actions()[0])
                pump(app, frames=1)
        ticker = [(words, drawn) for weight, words, drawn in seen.values() if weight.ticker]
        told = [words for weight, words, _ in seen.values() if not weight.ticker]
        assert ticker and all(words == [] and not drawn for words, drawn in ticker), ticker
        assert told and all(words for words in told)  # before the person's turn, or news: in words
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("gid", "players"), players_near(3))
def test_the_skip_hint_lies_on_no_label_of_the_table(tmp_path, gid, players, language):
    """How to skip a bot's move stands just above the cards on the stage, where it lay on Palastgeflüster's "King
    deck" (at every bot's move with three players), Road's disc stock and the fixture game's table label: it goes
    above any label it would hide, and stays on the table (German ran under the sidebar over Road's stage). It stands
    there from the stage's first frame (it rode on the cards flying to it, over Road's supply). At the app's defaults,
    moves the bots make against a person."""
    from game import catalog
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from scenes.core.app import App
    from scenes.table.background_paint import MIN_TEXT
    from scenes.table.sidebar import frame

    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(language=language))
    seats = [SeatConfig("Ana", "human"), *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))]
    table = TableScene(app, Match(Session(catalog.get_game(gid), seats, 3), app.store))
    sidebar = app.viewport.point(frame(table.ui)[0], 0)[0]
    app.push(table)
    stages = 0
    for _ in range(40):
        pump(app, until=lambda: table.match.viewer_acts() or table.board.staging() or app.top is not table)
        if app.top is not table or stages >= 4:
            break
        if not table.board.staging():
            table.moves.after_move(table.match.apply(table.match.session.bot_action()))  # (the person's move)
            pump(app, frames=2)
            continue
        app.draw()
        hint = app.fonts.text(table.pacer.skip_hint(), app.viewport.px(MIN_TEXT), app.palette.text)
        box = table.painter.stage.skip_hint_rect(hint.get_size())
        labels = table.painter.ground.label_rects
        assert box is not None and box.top >= 0 and box.left >= 0 and box.right < sidebar
        assert [zone for zone, rect in labels.items() if box.colliderect(rect)] == []
        stages += 1
        boxes: dict[frozenset, set] = {}  # frame by frame: it stands where the cards rest on the stage (raised with
        # them when the words under them grow), not on them as they fly there
        while table.board.staging() and app.top is table:
            stops = frozenset(s.via for s in table.board.sprites.values() if s.via is not None)
            boxes.setdefault(stops, set()).add(tuple(table.painter.stage.skip_hint_rect(hint.get_size()) or ()))
            app.step(1000 / 60)
            app.draw()
        assert all(len(seen) == 1 for seen in boxes.values()), boxes
    table.close()
    assert stages >= 1


@pytest.mark.parametrize("gid", [entry.id for entry in catalog.having(lambda c: c.deals_between_rounds)])
def test_a_new_rounds_first_bot_move_waits_until_its_deal_has_landed(tmp_path, gid):
    """At the app's defaults: the bot that ended a round and starts the next played at once (its "same turn" went
    on over the deal), while the new round's cards were still flying to the seats. A new round's first move by a
    bot is now taken once its deal has landed (looked at when the table takes the move, after that frame's
    animation)."""
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from scenes.core.app import App
    from scenes.core.clock import WORKER_WAIT_S

    game = catalog.get_game(gid)
    players = max(game.min_players, min(3, game.max_players))
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    seats = [SeatConfig("Ana", "human"), *(SeatConfig(f"B{i}", "bot", "random") for i in range(1, players))]
    table = TableScene(app, Match(Session(game, seats, 3), app.store))
    app.push(table)
    match = table.match
    after_deals: list[bool] = []  # for each bot move taken first after a deal: whether the deal had landed
    take = match.take_bot_action

    def watched():
        action = take()
        if action is not None and table.view.dealt_since_move:
            after_deals.append(table.board.settled())
        return action

    match.take_bot_action = watched
    for _ in range(40_000):
        if app.top is not table:  # a round's summary: on to the next deal
            if match.is_over() or len(after_deals) >= 3:
                break
            app.top.next_round()
            continue
        if match.viewer_acts() and table.board.settled() and not table.stale and not table.holding():
            table.moves.after_move(match.apply(match.session.bot_action()))  # (the person's move)
        app.step(1000 / 60)
        if match.bot_to_move():
            table.wait_for_worker(WORKER_WAIT_S)
    table.close()
    assert after_deals and all(after_deals), after_deals
