"""Frames without hitches on Palastgeflüster's table (moved from the generic tests/ui/test_art_ahead.py): the frame
a fan comes to rest in turns no face itself."""

from __future__ import annotations

import threading

import pygame

from game import catalog
from scenes.table import table_chrome
from tests.ui.test_art_ahead import _idle


def test_the_frame_a_fan_comes_to_rest_in_turns_no_face_itself(app, monkeypatch):
    """When the cards are placed, the fan's faces, shadows and halos are turned on the worker at the angles they
    come to rest at: the frame that draws them at rest blits them (no turn on the frame thread), as it would have
    turned them."""
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene

    seats = [SeatConfig("Ann", "human", "random"), *(SeatConfig(n, "bot", "random") for n in ("Bob", "Cy", "Di"))]
    app.settings.bot_pace_ms = 10**9
    table = TableScene(app, Match(Session(catalog.get_game("palastgefluester"), seats, 1), app.store))
    app.push(table)
    app.step(0.0)
    own = table.board.fans[table.layout.own_zone]
    assert len(own) > 2 and any(table.board.sprites[u].angle for u in own)
    table.painter.cards.turned.faces.clear()  # as for a new hand: no face nor shadow turned yet at these angles
    table.painter.cards.turned.marks.clear()
    table.painter.cards.turn_ahead()
    _idle(app.cards)
    turns: list[tuple[int, int]] = []
    rotozoom, rotate = pygame.transform.rotozoom, pygame.transform.rotate

    def counted(surface, angle, scale):
        if threading.current_thread() is threading.main_thread():
            turns.append(surface.get_size())
        return rotozoom(surface, angle, scale)

    def counted_plainly(surface, angle):
        if threading.current_thread() is threading.main_thread():
            turns.append(surface.get_size())
        return rotate(surface, angle)

    monkeypatch.setattr(pygame.transform, "rotozoom", counted)
    monkeypatch.setattr(pygame.transform, "rotate", counted_plainly)
    table.painter.frame.settled_key = None
    app.invalidate()
    app.step(0.0)
    assert turns == []
    assert not table.painter.cards.turned.rough
    monkeypatch.undo()
    marks = table.painter.cards.turned.marks  # the shadows and halos the worker turned: as the frame would turn them
    assert {key[0] for key, _ in marks} == {"shadow", "glow"}
    for (key, angle), turned in marks.items():
        size = key[1]
        image = table_chrome.shadow(size, app.viewport.px(8)) if key[0] == "shadow" else table.painter.cards.halo(size)
        here = pygame.transform.rotate(image, angle)
        felt = pygame.Surface(here.get_size()).convert()
        felt.fill((40, 120, 60))
        blended = felt.copy()
        blended.blit(turned, (0, 0))
        felt.blit(here, (0, 0))
        assert pygame.image.tobytes(blended, "RGB") == pygame.image.tobytes(felt, "RGB")
