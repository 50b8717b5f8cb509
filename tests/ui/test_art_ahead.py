"""Frames without hitches: card faces are rendered ahead on a worker thread (a face met at a new size no longer
holds up the frame for every card), a card in flight keeps one pixel size, and the worker stops with pygame."""

from __future__ import annotations

import time

import pygame
import pytest
from each_game import a_game

from game import catalog
from scenes.art.cards import CardArt
from scenes.table.board import card_rect
from tests.ui.helpers import faces_drawn_on_frame_thread

GAME = a_game()
"""Some game with cards (the faces are drawn from its art)."""
HAND_AT_FOUR = a_game(lambda c: c.private_hand, players=4)
"""A game of four seats where the viewer holds a hand, face up."""


def test_a_cards_pixel_size_does_not_depend_on_where_it_is(app):
    vp = app.viewport
    sizes = {card_rect(vp, x / 7, y / 3, (110.0, 154.0)).size for x in range(0, 700, 13) for y in range(0, 300, 11)}
    assert sizes == {(vp.px(110), vp.px(154))}


def test_the_other_faces_of_a_game_are_rendered_ahead_off_the_frame_thread(app, monkeypatch):
    on_frame_thread = faces_drawn_on_frame_thread(monkeypatch)
    art = app.cards
    specs = list(catalog.get_game(GAME).cards().values())
    art.know(GAME, specs)
    art.surface(specs[0], 91, 127, GAME)  # the first at this size: drawn at once, the rest queued
    assert on_frame_thread == [specs[0]]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(art._ready) < len(specs):  # the back and the other faces
        time.sleep(0.05)
    for spec in [None, *specs[1:]]:
        art.surface(spec, 91, 127, GAME)
    assert on_frame_thread == [specs[0]]  # none of them was drawn on the frame thread


def test_the_worker_stops_when_pygame_quits(app):
    art = app.cards
    art.know(GAME, catalog.get_game(GAME).cards().values())
    art.prefetch(GAME, [(80, 112), (120, 168)])
    worker = art._worker
    assert worker is not None and worker.is_alive()
    pygame.quit()
    assert not worker.is_alive()


def test_a_new_tables_first_frame_draws_no_face_itself(app, monkeypatch):
    """The faces a table shows at once are put first on the worker when the table opens; its first frame waits
    for them rather than rendering them on the frame thread."""
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene

    on_frame_thread = faces_drawn_on_frame_thread(monkeypatch)
    seats = [SeatConfig("Ann", "human", "random"), *(SeatConfig(n, "bot", "random") for n in ("Bob", "Cy", "Di"))]
    session = Session(catalog.get_game(HAND_AT_FOUR), seats, 1)
    app.settings.bot_pace_ms = 10**9  # the bots wait: the table stays as it opened
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    app.step(0.0)
    faces = {s.card.face for s in table.board.sprites.values()}
    assert any(face is not None for face in faces)  # the own hand is face up
    assert on_frame_thread == []


def test_a_face_queued_for_the_worker_is_waited_for_not_drawn_twice(app, monkeypatch):
    on_frame_thread = faces_drawn_on_frame_thread(monkeypatch)
    art = app.cards
    specs = list(catalog.get_game(GAME).cards().values())
    art.know(GAME, specs)
    art.prefetch(GAME, [(64, 90)])  # the last face is queued behind all the others
    art.surface(specs[-1], 64, 90, GAME)  # met at once: moved to the front and waited for
    assert on_frame_thread == []


def _idle(art: CardArt) -> None:
    deadline = time.monotonic() + 60
    while art._pending and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not art._pending


def test_a_face_turned_on_the_worker_is_the_face_the_frame_would_turn(app):
    art = app.cards
    specs = list(catalog.get_game(GAME).cards().values())
    face = art.surface(specs[3], 120, 168, GAME, ahead=False)
    assert art.turned(specs[3], 120, 168, GAME, 7.5) is None  # not asked for
    art.turn_ahead(GAME, [(specs[3], 120, 168, 7.5)])
    _idle(art)
    turned = art.turned(specs[3], 120, 168, GAME, 7.5)
    assert turned is not None
    here = pygame.transform.rotozoom(face, 7.5, 1.0)
    assert turned.get_size() == here.get_size()
    assert pygame.image.tobytes(turned, "RGBA") == pygame.image.tobytes(here, "RGBA")


def test_a_face_is_turned_from_the_surface_it_was_rendered_on_in_the_display_format(app, monkeypatch):
    """The worker turns the plain surface a face was converted from (the frame thread no longer touches it): no
    copy of the face is made on the frame thread for it; what it hands back blits as fast as the face."""
    art = app.cards
    spec = list(catalog.get_game(GAME).cards().values())[5]
    rendered: list[pygame.Surface] = []
    sources: list[pygame.Surface | None] = []
    render, make = art.render, art._make

    def recorded_render(*args):
        rendered.append(render(*args))
        return rendered[-1]

    def recorded_make(key, source, fonts):
        sources.append(source)
        return make(key, source, fonts)

    monkeypatch.setattr(art, "render", recorded_render)
    monkeypatch.setattr(art, "_make", recorded_make)
    face = art.surface(spec, 138, 193, GAME, ahead=False)
    art.turn_ahead(GAME, [(spec, 138, 193, -4.5)])
    _idle(art)
    assert len(rendered) == 1 and len(sources) == 1
    assert sources[0] is rendered[0] and sources[0] is not face
    turned = art.turned(spec, 138, 193, GAME, -4.5)
    assert turned is not None and turned.get_masks() == face.get_masks()
    here = pygame.transform.rotozoom(face, -4.5, 1.0)
    assert pygame.image.tobytes(turned, "RGBA") == pygame.image.tobytes(here, "RGBA")
    felt = pygame.Surface((300, 300)).convert()
    felt.fill((40, 120, 60))
    blended = felt.copy()
    blended.blit(turned, (10, 10))
    felt.blit(here, (10, 10))
    assert pygame.image.tobytes(blended, "RGB") == pygame.image.tobytes(felt, "RGB")  # blended alike


def _stage_size(app) -> tuple[int, int]:
    from scenes.table.board import STAGE_CARD

    return app.viewport.px(STAGE_CARD[0]), app.viewport.px(STAGE_CARD[1])


def _queued(art: CardArt) -> set[tuple]:
    """The faces queued for the worker, rendered by it or kept (not turned ones), as (spec, w, h)."""
    keys = {*art._pending, *art._ready, *list(art._cache._items)}
    return {key[1:4] for key in keys if len(key) == 5 and key[0] not in ("token", "mark")}


def _shown(table) -> set[tuple]:
    """The faces the table's board shows, as (spec, w, h)."""
    return {(table.spec(s.card.face), *table.board.screen_rect(s).size) for s in table.board.sprites.values()}


@pytest.mark.parametrize("kinds", [("human", "human"), ("human", "bot")], ids=["hot-seat", "against-a-bot"])
def test_a_new_table_renders_ahead_the_faces_it_shows_not_the_whole_deck_at_every_size(app, kinds):
    """A table rendered every face of the game at every size it showed a card at, and on the stage (a Palace game
    at one window: 324 faces, 56 ever shown): where no card has turned face up yet, only what is in sight is
    rendered ahead; no face at the stage's size before a move is shown there (at one screen, none ever is)."""
    from tests.ui.helpers import a_table

    table = a_table(app, 1, kinds=kinds)
    queued = _queued(app.cards)
    assert queued and queued <= _shown(table)
    assert _stage_size(app) not in {(w, h) for _, w, h in queued}


def test_where_a_card_turned_face_up_the_whole_deck_is_rendered_ahead_at_that_size(app):
    """A card coming face up out of sight (drawn, played from a hidden hand) can show any face: in the zone it
    came up in, every face of the game is rendered ahead at the zone's size; a card that was in sight before
    teaches nothing."""
    from tests.ui.helpers import a_table

    table = a_table(app, 1, kinds=("human", "human"))
    art, board = table.view.art, table.board
    up = art.face_up()
    art.placed(up, True)
    assert art.reveal_zones == set()
    uid = sorted(up)[0]
    art.placed(up - {uid}, True)  # as if ``uid`` had just come face up
    zone = board.sprites[uid].zone
    assert art.reveal_zones == {zone}
    art.queue()
    size = board.screen_rect(board.sprites[uid]).size
    specs = [None, *catalog.get_game(table.match.game.id).cards().values()]
    assert {(spec, *size) for spec in specs} <= _queued(app.cards)


def test_a_bots_move_on_the_stage_has_its_faces_rendered_ahead_at_the_stages_size(tmp_path):
    """Moves made elsewhere come onto the stage: the faces of a staged move are queued first at the stage's size
    when it is staged (the cards fly there turning over), not the whole deck beforehand. At the app's defaults."""
    from game.settings import Settings
    from scenes.core.app import App
    from tests.ui.helpers import a_table, pump

    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    try:
        table = a_table(app, 1, kinds=("bot", "human"))
        board = table.board
        pump(app, until=board.staging)  # (the bot's first move)
        staged = {(table.spec(s.card.face), *_stage_size(app)) for s in board.sprites.values() if s.via is not None}
        assert staged and staged <= _queued(app.cards)
        at_stage = [face for face in _queued(app.cards) if face[1:] == _stage_size(app)]
        assert len(at_stage) < len(catalog.get_game(table.match.game.id).cards())  # (not every face)
    finally:
        for scene in app.stack:
            if (close := getattr(scene, "close", None)) is not None:
                close()
        pygame.quit()


def test_the_scoring_tables_faces_are_rendered_ahead_and_not_every_face_at_their_size(app, monkeypatch):
    """The scoring screen's table shows a card per row: those faces are rendered on the worker, first, and waited
    for (the first was rendered on the frame thread and every face of the game queued at that size, ~20 shown of
    ~500 rendered over the round-end tests)."""
    from game.engine import RoundSummary, SummaryRow
    from scenes.ui.summary_table import draw_summary_table

    on_frame_thread = faces_drawn_on_frame_thread(monkeypatch)
    specs = catalog.get_game(GAME).cards()
    faces = sorted(specs)[:2]
    summary = RoundSummary("Round over", ("Player", "Card"), tuple(SummaryRow(seat, ("Ana", face), card=face)
                                                                  for seat, face in enumerate(faces)), card_column=1)
    draw_summary_table(pygame.Surface(app.viewport.size), app, summary, (100.0, 100.0, 800.0), specs.get, GAME)
    assert on_frame_thread == []
    assert {spec for spec, _, _ in _queued(app.cards)} == {specs[face] for face in faces}


def test_a_dragged_card_keeps_its_pixel_size_wherever_the_pointer_is(app):
    """Measured from its edges, a dragged card came out a pixel wider now and then: its face was rendered anew on
    the frame and the game's every face queued at that size, never shown."""
    from tests.ui.helpers import a_table

    app.resize((1280, 720))  # (a window whose pixels are not the logical units)
    table = a_table(app, 1, kinds=("human", "human"))
    app.step(0.0)
    pointer, board = table.pointer, table.board
    uid = next(iter(board.sprites))
    sprite = board.sprites[uid]
    sprite.target = (*sprite.target[:2], 103.7, 145.3)  # a size of a fraction of a pixel at this window
    rest = board.screen_rect(sprite).size
    pointer.drag, pointer.mouse, sizes = frozenset({uid}), (400, 300), set()
    for tenth in range(0, 40):  # picked up at another point of it, carried to another pixel
        pointer.drag_offsets = {uid: (-tenth / 10, -tenth / 7)}
        pointer.mouse = (400 + tenth, 300 - tenth)
        sizes.add(pointer.dragged_rect(uid).size)
    assert sizes == {rest}


def test_a_resized_window_lets_go_of_what_was_rendered_ahead_at_the_old_sizes(app):
    """Dragging the window's edge passes through many sizes: the faces queued ahead at a size the window left are
    never shown, so they are dropped (those done are kept); the faces asked for at a size are queued again."""
    art = app.cards
    specs = list(catalog.get_game(GAME).cards().values())
    art.know(GAME, specs)
    art.prefetch(GAME, [(80, 112), (120, 168), (160, 224)])
    assert art._pending  # (three sets of faces: the worker is still at them)
    w, h = app.viewport.size
    app.resize((w + 100, h + 60))
    assert not art._pending and not art._jobs
    done_before = set(art._ready)
    art.prefetch(GAME, [(80, 112)])
    deadline = time.monotonic() + 60
    at_80 = {key for key in art._ready if key[2:4] == (80, 112)}
    while time.monotonic() < deadline and len(at_80) < len(specs) + 1:  # the back and every face
        time.sleep(0.05)
        at_80 = {key for key in art._ready if key[2:4] == (80, 112)}
    assert len(at_80) == len(specs) + 1
    assert set(art._ready) - at_80 <= done_before  # nothing more at the sizes the window left
