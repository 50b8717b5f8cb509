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


def test_a_drop_target_lights_up_only_while_a_card_is_dragged(tmp_path):
    """Love Letter's play area: no light at rest, a lit area while a hand card is dragged."""
    app, table = table_at(DEFAULT, "love-letter", 2, tmp_path)
    try:
        zone = table.board.zone_rect("play")
        good = app.palette.good[:3]

        def rim() -> list[tuple[int, ...]]:
            app.draw()
            return [tuple(app.screen.get_at((x, zone.top - 2)))[:3] for x in range(zone.left + 12, zone.right - 12)]

        def near_good(c: tuple[int, ...]) -> bool:
            return sum(abs(a - b) for a, b in zip(c, good, strict=True)) < 60

        at_rest = rim()
        assert not any(near_good(c) for c in at_rest)
        uid = next(u for u in own_fan(table) if table.board.sprites[u].card.selectable or True)
        start = table.board.screen_rect(table.board.sprites[uid]).center
        with table.board.at_rest():
            start = next(p for p in [start] if table.board.card_at(p) == uid)
        for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40),
                                         buttons=(1, 0, 0))):
            pygame.event.post(event)
        pump(app, frames=2)
        assert table.pointer.drag is not None
        assert all(near_good(c) for c in rim())
    finally:
        close(app)
