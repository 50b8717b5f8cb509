"""Frames without hitches: card faces are rendered ahead on a worker thread (a face met at a new size no longer
holds up the frame for every card), a card in flight keeps one pixel size, and the worker stops with pygame."""

from __future__ import annotations

import threading
import time

import pygame

from game import catalog
from scenes.table.board import card_rect
from scenes.table.cards import CardArt


def test_a_cards_pixel_size_does_not_depend_on_where_it_is(app):
    vp = app.viewport
    sizes = {card_rect(vp, x / 7, y / 3, (110.0, 154.0)).size for x in range(0, 700, 13) for y in range(0, 300, 11)}
    assert sizes == {(vp.px(110), vp.px(154))}


def test_the_other_faces_of_a_game_are_rendered_ahead_off_the_frame_thread(app, monkeypatch):
    on_frame_thread: list[object] = []
    render = CardArt.render

    def counted(self, spec, w, h, game, fonts):
        if threading.current_thread() is threading.main_thread():
            on_frame_thread.append(spec)
        return render(self, spec, w, h, game, fonts)

    monkeypatch.setattr(CardArt, "render", counted)
    art = app.cards
    specs = list(catalog.get_game("love-letter").cards().values())
    art.know("love-letter", specs)
    art.surface(specs[0], 91, 127, "love-letter")  # the first at this size: drawn at once, the rest queued
    assert on_frame_thread == [specs[0]]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(art._ready) < len(specs):  # the back and the other faces
        time.sleep(0.05)
    for spec in [None, *specs[1:]]:
        art.surface(spec, 91, 127, "love-letter")
    assert on_frame_thread == [specs[0]]  # none of them was drawn on the frame thread


def test_the_worker_stops_when_pygame_quits(app):
    art = app.cards
    art.know("palace", catalog.get_game("palace").cards().values())
    art.prefetch("palace", [(80, 112), (120, 168)])
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

    on_frame_thread: list[object] = []
    render = CardArt.render

    def counted(self, spec, w, h, game, fonts):
        if threading.current_thread() is threading.main_thread():
            on_frame_thread.append((spec, w, h))
        return render(self, spec, w, h, game, fonts)

    monkeypatch.setattr(CardArt, "render", counted)
    seats = [SeatConfig("Ann", "human", "random"), *(SeatConfig(n, "bot", "random") for n in ("Bob", "Cy", "Di"))]
    session = Session(catalog.get_game("palastgefluester"), seats, 1)
    app.settings.bot_pace_ms = 10**9  # the bots wait: the table stays as it opened
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    app.step(0.0)
    faces = {s.card.face for s in table.board.sprites.values()}
    assert any(face is not None for face in faces)  # the own hand is face up
    assert on_frame_thread == []


def test_a_face_queued_for_the_worker_is_waited_for_not_drawn_twice(app, monkeypatch):
    on_frame_thread: list[object] = []
    render = CardArt.render

    def counted(self, spec, w, h, game, fonts):
        if threading.current_thread() is threading.main_thread():
            on_frame_thread.append(spec)
        return render(self, spec, w, h, game, fonts)

    monkeypatch.setattr(CardArt, "render", counted)
    art = app.cards
    specs = list(catalog.get_game("palace").cards().values())
    art.know("palace", specs)
    art.prefetch("palace", [(64, 90)])  # the last face is queued behind all the others
    art.surface(specs[-1], 64, 90, "palace")  # met at once: moved to the front and waited for
    assert on_frame_thread == []
