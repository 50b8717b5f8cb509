"""Frames without hitches: a move's work is split over frames. The frame the moved cards set off in shows the
last picture as it is (its work: the move re-read, the cards placed), so does the next (the new felt, plates and
sidebar drawn out of sight); the one after draws the cards anew over them and shows it all. Never for another viewer's table, nor when something was drawn
over the table. On Palastgeflüster's table at three players, whose moves these tests make (moved from the generic
tests/ui/: on Palace's table, whose first moves are the setup's, three of them fail as written)."""

from __future__ import annotations

import pygame

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from scenes.table.table_paint import TablePainter


def open_table(app) -> TableScene:
    seats = [SeatConfig("Ann", "human", "random"), *(SeatConfig(n, "bot", "random") for n in ("Bob", "Cy"))]
    app.settings.bot_pace_ms = 10**9  # the bots wait: nothing moves but what the test moves
    table = TableScene(app, Match(Session(catalog.get_game("palastgefluester"), seats, 1), app.store))
    app.push(table)
    app.step(0.0)
    app.settings.animation_speed = 1.0  # cards take their time (the frames here take none)
    return table


def backgrounds_drawn(monkeypatch) -> list[int | None]:
    """From now on, the viewer of each background the table draws."""
    drawn: list[int | None] = []
    render = TablePainter.render_background

    def counted(self, size, model, sidebar, viewer):
        drawn.append(viewer)
        return render(self, size, model, sidebar, viewer)

    monkeypatch.setattr(TablePainter, "render_background", counted)
    return drawn


def set_off(table: TableScene) -> None:
    """A card sets off (as a move makes it) and the model's background is to be drawn anew."""
    s = next(iter(table.board.sprites.values()))
    s.pos = (s.pos[0] + 300.0, s.pos[1])
    table.painter.forget_background()
    table.app.invalidate()


def test_the_picture_of_a_move_is_shown_the_frame_after_the_cards_set_off(app, monkeypatch):
    table = open_table(app)
    drawn = backgrounds_drawn(monkeypatch)
    before = pygame.image.tobytes(app.screen, "RGB")
    set_off(table)
    app.step(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") == before  # the last picture as it is ...
    assert drawn == [table.match.viewer]  # ... while the new background is drawn out of sight
    app.step(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") != before  # the next frame shows the new one
    app.step(0.0)
    assert drawn == [table.match.viewer]  # drawn once


def test_no_frame_of_a_move_both_reads_the_model_and_draws_the_background(app, monkeypatch):
    """A real move: the frame that re-reads the model and places the cards shows the last picture and draws no
    background; the next draws it out of sight, still showing the last picture; the one after shows the move."""
    table = open_table(app)
    drawn = backgrounds_drawn(monkeypatch)
    refreshed: list[int] = []
    show_model = TableScene.show_model

    def counted(self, *args, **kwargs):
        refreshed.append(len(drawn))
        return show_model(self, *args, **kwargs)

    monkeypatch.setattr(TableScene, "show_model", counted)
    before = pygame.image.tobytes(app.screen, "RGB")
    match = table.match
    action = next(a for a in match.session.legal_actions() if a[0] == "play")  # a card goes to the table
    table.moves.after_move(match.apply(action))
    app.step(0.0)
    assert refreshed == [0] and table.board.moving()  # the cards were placed and set off ...
    assert drawn == [] and pygame.image.tobytes(app.screen, "RGB") == before  # ... nothing else
    app.step(0.0)
    assert drawn == [match.viewer] and pygame.image.tobytes(app.screen, "RGB") == before  # out of sight
    app.step(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") != before
    painter = table.painter  # the new log, where no card lies, was copied into the layer of cards out of sight
    log = next(pygame.Rect(region) for key, region in painter.ground.layer._drawn if key[0] == "log")
    assert painter.frame.cards.dirty is not None and not any(area.colliderect(log) for area in painter.frame.cards.dirty)
    whole = painter.frame.background.copy()  # ... and the layer is the one drawn whole
    for step in painter.settled_steps(table.board.moving(), table.shown):
        whole.set_clip(step.region)
        step.draw(whole)
    whole.set_clip(None)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(painter.frame.cards.surface, "RGB")
    app.step(0.0)
    assert refreshed == [0] and drawn == [match.viewer]


def test_a_background_drawn_out_of_sight_the_frame_before_a_move_is_read_leaves_its_background_to_the_next(
        app, monkeypatch):
    """The frame before the move is re-read held the picture to draw a background out of sight (cards were moving
    and the sidebar changed): the frame that re-reads the move still draws no background, the next does."""
    table = open_table(app)
    drawn = backgrounds_drawn(monkeypatch)
    before = pygame.image.tobytes(app.screen, "RGB")
    match = table.match
    action = next(a for a in match.session.legal_actions() if a[0] == "play")
    set_off(table)
    app.step(0.0)
    assert drawn == [match.viewer] and pygame.image.tobytes(app.screen, "RGB") == before
    table.moves.after_move(match.apply(action))
    app.step(0.0)
    assert drawn == [match.viewer] and pygame.image.tobytes(app.screen, "RGB") == before  # re-read only
    app.step(0.0)
    assert drawn == [match.viewer] * 2 and pygame.image.tobytes(app.screen, "RGB") == before
    app.step(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") != before


def test_moves_at_every_other_frame_are_shown_every_fourth_frame_and_no_frame_does_it_all(app, monkeypatch):
    """As bots fast forward (a move applied, the model re-read the next frame, and so on): no frame both re-reads
    the model and draws the background and the cards over it; the table is shown at least every fourth frame."""
    import random

    from scenes.table.layers import Layer

    table = open_table(app)
    work: list[set[str]] = []

    def note(cls, name: str, what: str, only=None) -> None:
        method = getattr(cls, name)

        def noted(self, *args, **kwargs):
            if only is None or only(self):
                work[-1].add(what)
            return method(self, *args, **kwargs)

        monkeypatch.setattr(cls, name, noted)

    note(TableScene, "show_model", "model")
    note(TablePainter, "render_background", "background")
    note(TablePainter, "draw", "shown")
    note(Layer, "paint", "cards", only=lambda layer: layer is table.painter.frame.cards)
    rng = random.Random(5)
    match = table.match
    for frame in range(40):
        if app.top is not table or table.holding() or match.is_over():
            break
        if frame % 2 == 0 and not table.stale:
            table.moves.after_move(match.apply(rng.choice(match.session.legal_actions())))
        work.append(set())
        app.step(0.0)
    assert len(work) >= 8  # (till the round ends)
    assert not [w for w in work if {"model", "background", "cards"} <= w]
    shown = [i for i, w in enumerate(work) if "shown" in w]
    assert all(b - a <= 4 for a, b in zip([0, *shown], [*shown, len(work) - 1], strict=True)), work


def test_nothing_moving_or_another_viewer_draws_the_background_at_once(app, monkeypatch):
    table = open_table(app)
    drawn = backgrounds_drawn(monkeypatch)
    table.painter.forget_background()
    app.invalidate()
    app.step(0.0)
    assert len(drawn) == 1  # nothing moves: at once
    table.painter.ground.viewer = 2  # the last background was another person's: what only they could see goes at once
    set_off(table)
    app.step(0.0)
    assert len(drawn) == 2
    table.painter.ground.viewer = table.match.viewer
    table.drawn_on_top = False  # as after a dialog over the table: its pixels are on the screen
    set_off(table)
    app.step(0.0)
    assert len(drawn) == 3


def test_a_hover_in_the_fan_redraws_only_the_fans_part_and_looks_as_drawn_whole(app, monkeypatch):
    """The pointer moving over the own hand: only the fan's cards rise and move aside, so only their part of the
    layer of cards at rest is drawn anew; the picture is the one a whole redraw makes."""
    import pygame

    from tests.ui.helpers import card_centre

    app.settings.animation_speed = 0.0
    table = open_table(app)
    app.settings.animation_speed = 0.0
    own = table.board.fans[table.layout.own_zone]
    painter = table.painter
    board = table.board

    def reaches() -> list[pygame.Rect]:
        return [painter.cards.card_reach(s, board.screen_rect(s), board.angle(s)) for s in map(board.sprites.get, own)]

    for uid in (own[1], own[-1], own[0]):
        fan = reaches()  # as the fan lay before
        pos = card_centre(app, table, uid)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(0.0)
        fan += reaches()
        region = fan[0].unionall(fan[1:])
        assert table.board.hovered == uid
        assert painter.frame.cards.dirty is not None and all(region.contains(area) for area in painter.frame.cards.dirty)
        part = app.screen.copy()
        table.painter.frame.settled_key = None  # drawn whole
        app.invalidate()
        app.step(0.0)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(part, "RGB")


def test_the_table_after_a_screen_over_it_shows_that_screen_a_frame_longer_while_it_draws_out_of_sight(
        app, monkeypatch):
    """The next round after its summary: the frame the summary goes shows it once more while the table's new
    felt, plates and sidebar are drawn; the next frame shows the table, as drawn whole."""
    from scenes.core.scene import Scene

    class Cover(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            surface.fill((200, 30, 30))

    table = open_table(app)
    app.step(0.0)
    app.push(Cover(app))
    app.step(0.0)
    covered = pygame.image.tobytes(app.screen, "RGB")
    drawn = backgrounds_drawn(monkeypatch)
    table.painter.background_changed()  # as a new round's model does
    app.pop()
    app.step(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") == covered and drawn == [table.match.viewer]
    app.step(0.0)
    shown = pygame.image.tobytes(app.screen, "RGB")
    assert shown != covered and drawn == [table.match.viewer]
    table.painter.forget_background()
    table.painter.frame.settled_key = None
    app.invalidate()
    app.step(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") == shown  # as drawn whole
