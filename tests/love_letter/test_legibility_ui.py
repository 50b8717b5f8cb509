"""Legibility on Love Letter's table (moved from the generic tests/ui/test_legibility.py): a discard pile of five or
more shows each card's value and title whole."""

from __future__ import annotations

import random

import pygame
import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.core.app import App
from scenes.table.table import TableScene
from tests.ui.test_legibility import (  # noqa: F401  (english_afterwards: an autouse fixture)
    DEFAULT,
    LANGUAGES,
    MIN_PX,
    OVERLAP_SIZES,
    cards_px,
    close,
    english_afterwards,
    layouts,
    overlaps,
    table_at,
)


@pytest.mark.parametrize(("players", "seed"), [(4, 0), (2, 1), (3, 2)])
def test_a_discard_pile_of_five_or_more_shows_each_cards_value_and_title_whole(tmp_path, players, seed):
    """A cascade of 5+ discards overlapped its cards so that each showed a strip cut to "Guar", "Pries": the pile
    goes on in a second row in the free felt next to its zone, no card covering another, each title whole at
    12 px or more (1280x720)."""

    from game.settings import Settings

    app = App(size=DEFAULT, data_dir=tmp_path / "data", settings=Settings(animation_speed=0.0, bot_pace_ms=0))
    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    session = Session(catalog.get_game("love-letter"), seats, seed)
    match, rng = Match(session, app.store), random.Random(seed)
    piles: list[str] = []
    while not session.is_over() and not piles:
        match.model()
        match.deal()  # a round's end: dealt as the table deals it (no random draw spent on the deal)
        match.apply(rng.choice(session.legal_actions()))
        table = TableScene(app, match)
        piles = [z.id for z in table.model.zones if z.id.startswith("discard") and len(z.cards) >= 5]
    assert piles, "no discard pile of five cards in this game"
    for pile in piles:
        sprites = [table.sprites[c.uid] for z in table.model.zones if z.id == pile for c in z.cards]
        rects = [table.screen_rect(s) for s in sprites]
        for i, r in enumerate(rects):
            assert r.collidelist(rects[i + 1:]) < 0, f"{pile}: card {i} is covered by a later one"
            _, report = app.cards.face(table.spec(sprites[i].card.face), r.w, r.h, "love-letter")
            assert report.title_fits and report.title_px >= MIN_PX, f"{pile}: {report.title_drawn!r}"
        zone = app.viewport.rect(table.layout.zones[pile].rect)
        assert all(zone.contains(r) for r in rects)
        for name, other in table.layout.zones.items():
            assert name == pile or not zone.colliderect(app.viewport.rect(other.rect)), f"{pile} overlaps {name}"
    pygame.quit()
