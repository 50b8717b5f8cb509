"""What happened, at Love Letter's table: a knocked-out seat dimmed, a staged move's arrow at its target's plate,
the round separator, the own move's arrow until the next deal (moved here from tests/ui/test_what_happened.py)."""

from __future__ import annotations

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import pace, seat_plates
from scenes.table.table import TableScene
from tests.ui.helpers import click, pump
from tests.ui.test_what_happened import table_of


def test_a_seat_knocked_out_is_dimmed(app):
    table = table_of(app, "love-letter", 3, seed=11)
    session = table.match.session
    while all(session.state.alive):  # played here, without frames (the bots would play on into a new round)
        table.moves.play(session.bot_action())
    table.refresh()
    app.draw()
    out = next(s for s, alive in enumerate(session.state.alive) if not alive)
    seat = next(s for s in table.model.seats if s.seat == out)
    assert seat.dimmed and "out" in seat.icons
    assert table.painter.ground.plates[out] in table.painter.ground.dimmed
    assert all(z.id in table.painter.ground.dimmed for z in table.model.zones if z.owner == out)


def test_a_staged_move_points_an_arrow_at_its_targets_plate(app):
    app.settings.animation_speed = 1.0
    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random"),
             SeatConfig("Cleo", "bot", "random")]
    session = Session(catalog.get_game("love-letter"), seats, 11, {"starter": 1})
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, until=lambda: table.board.staging() and table.board.at_the_stage())
    assert table.match.last_mover() == 1 and table.match.last_move_targets() == [2]  # Ben's Baron on Cleo
    rest = max(s.hold_ms for s in table.sprites.values() if s.via is not None)
    # as long as the move means to Ana (tests/ui/test_pace.py: longer for a move aimed at her or knocking out)
    assert rest > pace.stage_hold_ms(table.pacer.stage_weight, len(table.pacer.narration), 1.0) - 100
    app.draw()
    staged = [table.screen_rect(s) for s in table.sprites.values() if s.via is not None]
    source = staged[0].unionall(staged[1:])
    plate = seat_plates.plate_rect(table.board, table.painter.ground.plates[2])
    width = max(3, app.viewport.px(5))  # the arrow's width: its head stops that far from the plate's edge
    end = seat_plates._edge(plate.inflate(width * 2, width * 2), source.center)
    start = seat_plates._edge(source, plate.center)
    along = [(round(start[0] + (end[0] - start[0]) * t / 20), round(start[1] + (end[1] - start[1]) * t / 20))
             for t in range(1, 20)]
    on_arrow = [p for p in along if app.screen.get_at(p)[:3] == app.palette.highlight_target]
    assert len(on_arrow) >= 6 and on_arrow[-1] == along[-1]  # (the narration box covers part of it)
    played = {s.uid for s in table.sprites.values() if s.via is not None}
    click(app, app.viewport.point(100, 880))  # skipped: the move leaves the stage and the arrow with it
    assert all(table.sprites[u].via is None for u in played)  # (Cleo's move may be on the stage already)


def test_a_table_draws_the_round_separator_of_love_letter(app):
    table = table_of(app, "love-letter", 2, seed=5)
    assert table.model.log_rounds == {0: 1}
    pump(app, frames=2)


def test_your_own_move_on_someone_points_at_their_plate_until_the_next_move(app):
    from tests.love_letter.tables import love_letter_table

    for seed in range(40):
        table = love_letter_table(app, seed)
        aimed = [c for c in table.model.choices if c.drag_from and isinstance(c.action[2:3], tuple)
                 and c.action[2:3] == (1,)]
        if table.match.viewer_acts() and aimed:
            break
    else:
        raise AssertionError("no deal where Ana can play a card on Ben")
    table.moves.play(aimed[0].action)
    table.refresh()
    assert table.match.last_mover() == 0 and table.match.last_move_targets() == [1]
    app.draw()
    cards = [table.screen_rect(table.sprites[u]) for u in table.board.order if u in table.board.last_moved]
    plate = seat_plates.plate_rect(table.board, table.painter.ground.plates[1])
    source = cards[0].unionall(cards[1:])
    width = max(3, app.viewport.px(5))  # the arrow's width: its head stops that far from the plate's edge
    end = seat_plates._edge(plate.inflate(width * 2, width * 2), source.center)
    start = seat_plates._edge(source, plate.center)
    along = [(round(start[0] + (end[0] - start[0]) * t / 10), round(start[1] + (end[1] - start[1]) * t / 10))
             for t in range(1, 10)]
    assert all(app.screen.get_at(p)[:3] == app.palette.highlight_target for p in along)


def test_the_next_rounds_deal_clears_the_arrow_of_your_move_that_ended_the_last(app, monkeypatch):
    """Ana's Guard knocks Ben out (the round's end): the next round opened with the arrow from Ana's new hand to
    Ben's plate, as if it said "play on Ben". The deal clears it (settings at their defaults)."""
    from game.settings import Settings
    from scenes.screens.scoring import ScoringScene
    from scenes.table.stage_paint import StagePainter
    from tests.love_letter.tables import GUARD_SEED, love_letter_table
    from tests.ui.helpers import click_button

    app.settings = Settings()
    aimed: list[list[int]] = []
    arrows = StagePainter.draw_target_arrows
    monkeypatch.setattr(StagePainter, "draw_target_arrows",
                        lambda self, s, targets, *rest: (aimed.append(list(targets)), arrows(self, s, targets, *rest)))
    table = love_letter_table(app, GUARD_SEED)
    pump(app, until=lambda: table.acting() and table.board.settled())
    table.moves.play(("play", "guard", 1, 3))  # Ben holds the Priest (3): out, the round ends
    pump(app, until=lambda: table.holding())
    assert table.match.last_move_targets() == [1]
    pump(app, frames=2)
    assert aimed and aimed[-1] == [1]  # the held round end shows the move that ended it
    pump(app, until=lambda: isinstance(app.top, ScoringScene), timeout=60)
    click_button(app, "Next round")
    pump(app, until=lambda: app.top is table and table.acting() and table.board.settled(), timeout=60)
    assert table.match.last_mover() == 0 and table.match.last_move_targets() == [1]  # (the match still says so)
    aimed.clear()
    app.invalidate()
    pump(app, frames=2)
    assert table.drawn_on_top and not aimed
