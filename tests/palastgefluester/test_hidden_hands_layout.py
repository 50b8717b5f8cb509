"""The other seats' hands lie face down as small overlapping cards under their plates (issue 39 §2.1): every
layout gives them a ``back_scale`` smaller than the scale they are shown face up at."""

from __future__ import annotations

import pytest

from scenes.table.layout import load_layout


@pytest.mark.parametrize("players", [3,4,5])
def test_another_seats_hidden_hand_is_small(players):
    zones = load_layout(f"palastgefluester/{players}p.tmx").zones
    for rel in range(1, players):
        hand = zones[f"hand.{rel}"]
        assert hand.back_scale is not None and hand.back_scale < hand.card_scale, (players, rel)
