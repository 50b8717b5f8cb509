"""The table's background, and the cards at rest over it, are drawn anew only where they changed
(:mod:`scenes.table.layers`): after every move of a game the pictures, and what their steps report (plates' ends,
labels' rects), are those of a whole redraw with no step clipped, pixel for pixel."""

from __future__ import annotations

import random

import pygame
from each_game import a_game, players_near

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.screens.handover import HandoverScene
from scenes.table.background_paint import BackgroundPainter
from scenes.table.frame_cache import FrameCache
from scenes.table.layers import Layer, Step, merge
from scenes.table.table import TableScene
from ui.helpers import pump

MOVES = 30


def test_the_background_drawn_where_it_changed_is_the_one_drawn_whole(app, monkeypatch):
    partly: list[bool] = []
    paint = Layer.paint

    def whole_too(self, base, base_key, steps, base_changed=()):
        results = paint(self, base, base_key, steps, base_changed)
        whole = pygame.Surface(base.get_size()).convert()
        whole.blit(base, (0, 0))
        assert [step.draw(whole) for step in steps] == results  # every step as a whole, nothing clipped
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(self.surface, "RGB")
        partly.append(self.dirty is not None)
        return results

    monkeypatch.setattr(Layer, "paint", whole_too)
    app.settings.bot_pace_ms = 10**9  # the bots wait: the test makes every seat's moves
    for game_id, n in players_near(4):
        seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(n)]
        session = Session(catalog.get_game(game_id), seats, 5)
        table = TableScene(app, Match(session, app.store))
        app.push(table)
        pump(app, frames=2)
        rng = random.Random(5)
        for _ in range(MOVES):
            if session.is_over() or table.holding() or app.top is not table:  # the round ended: enough
                break
            table.moves.after_move(session.apply(rng.choice(session.legal_actions())))
            pump(app, frames=2)
    assert sum(partly) >= 40  # most backgrounds were drawn only where they changed


def test_a_hand_over_back_to_a_viewer_draws_their_table_only_where_it_changed(app, monkeypatch):
    """Hot seat: each viewer's background and cards at rest are kept as they last saw them; coming back to them
    draws only what changed since, the picture the whole drawing makes."""
    switched: list[bool] = []  # per background drawn for another viewer: drawn partly
    cards_partly: list[bool] = []  # per cards layer drawn after that: drawn partly
    render, settled = BackgroundPainter.render, FrameCache.settled

    def watched(self, size, model, sidebar, viewer):
        before = self.viewer
        surface = render(self, size, model, sidebar, viewer)
        if viewer != before:
            dirty = self.layer.dirty
            switched.append(dirty is not None)
            partly, plates, labels = pygame.image.tobytes(surface, "RGB"), dict(self.plate_ends), dict(self.label_rects)
            self.layer.forget()
            assert render(self, size, model, sidebar, viewer) is surface and self.layer.dirty is None
            assert pygame.image.tobytes(surface, "RGB") == partly  # as drawn whole
            assert (self.plate_ends, self.label_rects) == (plates, labels)
            self.layer.dirty = dirty  # (what the cards layer over it is told changed)
        return surface

    def cards_watched(self, key, steps):
        check = len(cards_partly) < len(switched)  # the first cards layer after a switch
        changed = None if self.changed is None else list(self.changed)
        layer = settled(self, key, steps)
        if check:
            cards_partly.append(self.cards.dirty is not None)
            partly = pygame.image.tobytes(layer, "RGB")
            self.settled_key, self.changed = None, changed
            assert settled(self, key, steps) is layer and self.cards.dirty is None
            assert pygame.image.tobytes(layer, "RGB") == partly  # as drawn whole
        return layer

    monkeypatch.setattr(BackgroundPainter, "render", watched)
    monkeypatch.setattr(FrameCache, "settled", cards_watched)
    seats = [SeatConfig(f"P{i}", "human", "random") for i in range(3)]
    session = Session(catalog.get_game(a_game(lambda caps: not caps.quick_rounds, players=3)), seats, 5)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    rng = random.Random(5)
    for _ in range(MOVES):
        for _ in range(120):  # the move's cards land, the screen is passed on, the next viewer's table shows
            pump(app, frames=2)
            if isinstance(app.top, HandoverScene):
                app.top.ready()
            elif app.top is table and table.acting() and not table.board.moving():
                break
        if session.is_over() or app.top is not table or len(switched) >= 8:
            break
        table.moves.after_move(session.apply(rng.choice(session.legal_actions())))
    assert len(switched) >= 8 and len(cards_partly) >= 8
    assert sum(switched) >= 5 and sum(cards_partly) >= 5  # the viewers seen before: only where it changed


def test_an_unchanged_model_draws_nothing_and_a_changed_step_only_its_regions(app):
    base = pygame.Surface((200, 100)).convert()
    base.fill((10, 20, 30))
    calls: list[str] = []

    def box(name: str, colour: tuple[int, int, int], rect: pygame.Rect):
        def draw(surface: pygame.Surface) -> pygame.Rect:
            calls.append(name)
            return pygame.draw.rect(surface, colour, rect)
        return Step((name, colour), rect.inflate(4, 4), draw)

    layer = Layer()
    a, b = pygame.Rect(10, 10, 30, 30), pygame.Rect(100, 10, 30, 30)
    layer.paint(base, "felt", [box("a", (200, 0, 0), a), box("b", (0, 200, 0), b)])
    assert calls == ["a", "b"] and layer.dirty is None
    calls.clear()
    layer.paint(base, "felt", [box("a", (200, 0, 0), a), box("b", (0, 200, 0), b)])
    assert calls == [] and layer.dirty == []
    layer.paint(base, "felt", [box("a", (200, 0, 0), a), box("b", (0, 0, 200), b)])
    assert calls == ["b"] and layer.dirty == [b.inflate(4, 4)]
    assert layer.surface is not None and layer.surface.get_at(b.center)[:3] == (0, 0, 200)
    assert layer.surface.get_at(a.center)[:3] == (200, 0, 0)
    calls.clear()
    layer.paint(base, "felt", [box("b", (0, 0, 200), b)])  # a step gone: its region shows the base again
    assert calls == [] and layer.surface.get_at(a.center)[:3] == (10, 20, 30)
    layer.paint(base, "wood", [box("b", (0, 0, 200), b)])  # another base: drawn whole
    assert calls == ["b"] and layer.dirty is None


def test_regions_are_joined_where_their_union_draws_little_more():
    big, inner, apart = pygame.Rect(0, 0, 60, 60), pygame.Rect(5, 5, 10, 10), pygame.Rect(50, 50, 20, 20)
    assert merge([inner, big, apart]) == [big, apart]  # the corner it shares with the big one: not worth a union
    row = [pygame.Rect(x, 0, 40, 60) for x in range(0, 100, 20)]  # a fan's cards, each over the next
    assert merge(row) == [pygame.Rect(0, 0, 120, 60)]
