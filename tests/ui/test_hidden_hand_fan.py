"""Another seat's hidden hand is a small overlapping fan under its plate (issue 39 §2.1): a zone with a ``back_scale`` lays
its cards, while all of them lie face down, overlapping at that scale; shown face up they keep the layout's
``arrange`` and ``card_scale`` (their titles legible). Generic: a layout and a model made by hand, no game."""

from __future__ import annotations

import pytest

from game.engine import CardView, TableModel, ZoneView
from scenes.art.cards import CARD_H, CARD_W
from scenes.table.board import Board
from scenes.table.layout import Layout, ZoneSpec
from scenes.ui.viewport import Viewport

HAND = ZoneSpec("hand.1", (100.0, 100.0, 400.0, 130.0), "row", card_scale=0.6, back_scale=0.4)


def placed(faces: list[str | None], spec: ZoneSpec = HAND) -> Board:
    board = Board(Layout(1600, 900, {spec.name: spec}), Viewport((1600, 900)), set())
    cards = [CardView(f"c{i}", face) for i, face in enumerate(faces)]
    board.place(TableModel([ZoneView(spec.name, cards, owner=1)], [], []), animated=False, sound=lambda _: None)
    return board


def test_a_hidden_hand_is_small_overlapping_cards_at_its_back_scale():
    board = placed([None] * 5)
    sprites = [board.sprites[f"c{i}"] for i in range(5)]
    assert all(s.target[2] == pytest.approx(CARD_W * 0.4) and s.target[3] == pytest.approx(CARD_H * 0.4) for s in sprites)
    assert "hand.1" not in board.fans and not any(s.angle for s in sprites)  # not turned (no backs turned on a frame)
    assert sprites[1].target[0] - sprites[0].target[0] < CARD_W * 0.4  # overlapping, not side by side
    x, y, w, _ = HAND.rect
    assert all(y <= s.target[1] < y + CARD_H * 0.4 for s in sprites)  # at the zone's top, under the plate
    assert abs(sum(s.target[0] + s.target[2] / 2 for s in sprites) / 5 - (x + w / 2)) < 1  # in its middle


def test_a_hand_shown_face_up_keeps_its_row_at_card_scale():
    board = placed(["a", "b", None])
    sprites = [board.sprites[f"c{i}"] for i in range(3)]
    assert all(s.target[2] == pytest.approx(CARD_W * 0.6) for s in sprites)
    assert "hand.1" not in board.fans and not any(s.angle for s in sprites)


def test_a_zone_without_back_scale_keeps_its_row():
    board = placed([None] * 3, ZoneSpec("hand.1", HAND.rect, "row", card_scale=0.6))
    assert all(board.sprites[f"c{i}"].target[2] == pytest.approx(CARD_W * 0.6) for i in range(3))
    assert "hand.1" not in board.fans
