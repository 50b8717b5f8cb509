"""What just happened, as drawn: each seat's plate at the top of its zone, seats out of the round dimmed, an
arrow from a staged move to the plate of the seat it aims at, and a log with round separators and the names in
the seats' colours."""

from __future__ import annotations

import pygame
from each_game import players_near

from game import catalog
from game.engine import SeatView, TableModel
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import seat_plates
from scenes.table.log_view import coloured_parts, log_rows, name_colours, plain_rows
from scenes.table.table import TableScene
from ui.helpers import pump


def table_of(app, game: str, n: int, seed: int = 3, options=None, bots_first: bool = False) -> TableScene:
    seats = [SeatConfig(name, "human" if i == 0 else "bot", "random")
             for i, name in enumerate(("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn")[:n])]
    session = Session(catalog.get_game(game), seats, seed, options or {})
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    return table


def test_every_seat_has_a_plate_in_its_colour_at_the_top_of_its_zone(app):
    for game, n in players_near(3):
        table = table_of(app, game, n)
        pump(app, frames=2)
        plates = table.painter.ground.plates
        assert sorted(plates) == list(range(n)), game
        for seat in table.model.seats:
            rect = table.painter.ground.label_rects[plates[seat.seat]]  # the plate as drawn: a compact nameplate
            zone = table.board.zone_rect(plates[seat.seat])  # in the zone's top strip
            assert rect.top == zone.top and zone.contains(rect) and rect.h < zone.h
            # the plate's frame in the seat's colour (the status line lies beside the viewer's plate, not on it)
            border = app.screen.get_at((rect.centerx, rect.y + 1))[:3]
            assert border == seat_plates.seat_colour(seat), (game, seat.seat)


def test_a_plate_draws_its_points_as_pips_of_the_target(app):
    surface = pygame.Surface((400, 30))
    surface.fill((0, 0, 0))
    seat = SeatView(1, "Ben", points=2, target=4, pip="heart", cards=1)
    seat_plates.draw_plate(surface, app, pygame.Rect(0, 0, 400, 30), seat, viewer=0)
    colour = seat_plates.seat_colour(seat)
    row = [surface.get_at((x, 15))[:3] for x in range(200, 400)]
    filled = sum(1 for c in row if c == colour)
    empty_seat = SeatView(1, "Ben", points=0, target=4, pip="heart", cards=1)
    surface.fill((0, 0, 0))
    seat_plates.draw_plate(surface, app, pygame.Rect(0, 0, 400, 30), empty_seat, viewer=0)
    assert filled > sum(1 for x in range(200, 400) if surface.get_at((x, 15))[:3] == colour)  # two are filled


def test_the_log_separates_rounds_and_colours_the_names():
    model = TableModel([], [], [SeatView(0, "Ana"), SeatView(1, "Ben", colour=(200, 0, 0))],
                       log=["Round 1 begins; you start.", "Ben played the Guard on you.", "Round 2 begins; Ben starts."],
                       log_rounds={0: 1, 2: 2})
    rows = log_rows(model, lambda text: [text], room=10)
    assert plain_rows(rows) == ["— Round 1 —", "Round 1 begins; you start.", "Ben played the Guard on you.",
                                "— Round 2 —", "Round 2 begins; Ben starts."]
    assert plain_rows(log_rows(model, lambda text: [text], room=2)) == ["— Round 2 —", "Round 2 begins; Ben starts."]
    colours = name_colours(model, viewer=0)
    parts = coloured_parts("Ben played the Guard on you (Benjamin is not Ben's seat).", colours)
    coloured = [(text, colour) for text, colour in parts if colour is not None]
    assert coloured == [("Ben", seat_plates.seat_colour(model.seats[1])), ("you", seat_plates.seat_colour(model.seats[0])),
                        ("Ben", seat_plates.seat_colour(model.seats[1]))]
    assert [text for text, colour in coloured_parts("Ben把9♥拿回手中", colours) if colour] == ["Ben"]  # CJK


def test_the_result_of_a_staged_move_pops_up_once_its_cards_rest_on_the_stage():
    from scenes.table.stage_paint import narration_parts

    lines = ["Ben played the Baron on Cleo.", "Cleo had the lower card."]
    assert narration_parts(lines, arrived=False) == [("Ben played the Baron on Cleo.", False)]
    assert narration_parts(lines, arrived=True) == [("Ben played the Baron on Cleo.", False),
                                                    ("Cleo had the lower card.", True)]
    assert narration_parts([], arrived=True) == []


def test_a_continued_log_line_still_ends_inside_the_sidebar(app):
    """A wrapped entry's next lines are indented: they were wrapped to the full width first and ran past the
    sidebar's edge (a name cut at the window's edge)."""
    import random

    from scenes.table.log_view import LEFT_PAD, TEXT, wrap_entry
    from scenes.table.sidebar import WIDTH

    words = ["Left-over", "mission", "discs:", "you", "pay", "4", "to", "Dan,", "Ben", "pays", "7", "to", "you,", "Cleo", "Politician", "(blue)", "+1."]
    rng = random.Random(1)
    log = [" ".join(rng.choice(words) for _ in range(rng.randint(8, 30))) for _ in range(60)]
    model = TableModel(zones=[], choices=[], seats=[], headline="", prompt="", log=log)
    px = app.viewport.px(TEXT)
    room = app.viewport.px(WIDTH - 2 * LEFT_PAD)
    rows = log_rows(model, lambda text: wrap_entry(app.fonts, text, px, room), room=400)
    assert len(rows) > 100
    assert all(app.fonts.font(px).size(text)[0] <= room for _, text in rows)


def test_the_arrows_of_the_viewers_own_move_start_at_the_cards_they_played(tmp_path):
    """A move of the viewer's that aims at seats, at the app's defaults: its arrows start at the cards it brought to
    the viewer's own zones. They started at the middle of every card the move moved: a Prince's target discarding
    too put the start on the felt between the two, and at a round's end, between the cards it showed."""
    import random

    from game.settings import Settings
    from scenes.core.app import App

    checked = telling = 0
    for entry in catalog.having(lambda c: c.aims_at_seats):
        app = App(size=(1280, 720), data_dir=tmp_path / entry.id, settings=Settings())
        table = table_of(app, entry.id, 3)
        match, rng, told = table.match, random.Random(5), telling

        def ready(app=app, table=table, match=match) -> bool:
            return app.top is not table or (match.viewer_acts() and table.board.settled() and not table.stale
                                             and not table.holding())

        for _ in range(300):
            pump(app, until=ready)
            if app.top is not table:  # a round's summary: on to the next
                if match.is_over():
                    break
                app.top.next_round()
                continue
            if telling - told >= 2:  # (two moves that moved others' cards too: enough)
                break
            table.moves.after_move(match.apply(rng.choice(match.session.legal_actions())))
            pump(app, until=table.board.settled)  # (a round's end: its hold shows the move too)
            if match.last_move_targets() and match.last_mover() == match.viewer:
                source = table.painter.stage.aim_source()
                own = [table.board.zone_rect(z.id) for z in table.shown.zones if z.owner == match.viewer]
                assert source is not None and own, entry.id
                assert own[0].unionall(own[1:]).inflate(40, 40).contains(source), (entry.id, source, own)
                checked += 1
                telling += bool(table.board.last_moved - table.board.movers_moved)
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None
    assert checked > 0 and telling > 0
