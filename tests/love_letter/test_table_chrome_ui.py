"""Love Letter's play area lights up only while a card is dragged (moved here from the generic
tests/ui/test_table_chrome.py)."""

from __future__ import annotations

import pygame

from tests.ui.helpers import pump
from tests.ui.test_legibility import (
    DEFAULT,
    close,
    table_at,
)
from tests.ui.test_table_chrome import own_fan, play_on  # noqa: F401


def test_a_drop_target_lights_up_only_while_a_card_is_dragged(tmp_path, monkeypatch):
    """Love Letter's play area: no light at rest; a hand card carried over it lights the place it would drop at,
    a card's size (issue 39: drop targets show only while a card is dragged over or toward them, not as large
    boxes)."""
    from scenes.table import table_chrome

    glows: list[tuple[int, int]] = []
    lit = table_chrome.lit
    monkeypatch.setattr(table_chrome, "lit", lambda size, *a, **k: (glows.append(size), lit(size, *a, **k))[1])
    app, table = table_at(DEFAULT, "love-letter", 2, tmp_path)
    try:
        zone = table.board.zone_rect("play")
        app.draw()
        assert glows == []  # at rest
        uid = next(u for u in own_fan(table) if table.board.sprites[u].card.selectable or True)
        start = table.board.screen_rect(table.board.sprites[uid]).center
        card = table.board.screen_rect(table.board.sprites[uid]).size
        with table.board.at_rest():
            start = next(p for p in [start] if table.board.card_at(p) == uid)
        for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=zone.center, rel=(0, 0), buttons=(1, 0, 0))):
            pygame.event.post(event)
        pump(app, frames=3)
        assert table.pointer.drag is not None
        assert glows and all(w <= card[0] * 1.5 for w, _ in glows), (glows, card)  # lit, at a card's size
    finally:
        close(app)
