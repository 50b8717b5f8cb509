"""Generate the Palace table layouts ``game/games/palace/data/layouts/<n>p.tmx`` for 2-6 seats.

The viewer (relative seat 0) sits at the bottom centre with the largest cards (``OWN_HAND_SCALE``); the others
sit clockwise around the table: left side, top, right side. Each seat has a hand row and, beside each other, its
face-up and face-down rows (at 2 players the opponent's block lies sideways: the plate over the hand, the rows
beside it, so that the table is used from edge to edge); pile, stock and burned cards lie in the middle, spread
over its width at 2-3 players, the stage (where a bot's move rests to be seen) over them. The own rows' labels
show only while a row is empty (the cards say what they are; the labels floated over them). The strip right of x=1240 and the top 40 px stay free for the UI. Every block keeps to
the window's edge its anchors name (``game/tools/tmx.py``).
"""

from __future__ import annotations

from pathlib import Path

from game.tools.tmx import OWN_HAND_SCALE, Props, Zone, anchored, write_layout

OUT = Path(__file__).resolve().parent / "data" / "layouts"
# Top-left corners of the opponents' areas, by the number of opponents, clockwise from the viewer's left.
OPPONENT_SPOTS: dict[int, list[tuple[int, int]]] = {
    1: [(620 - (300 + 2 * 270 + 16) // 2, 44)],
    2: [(8, 44), (1232 - 520, 44)],
    3: [(16, 252), (448, 44), (880, 252)],
    4: [(16, 252), (16, 44), (880, 44), (880, 252)],
    5: [(16, 252), (16, 44), (448, 44), (880, 44), (880, 252)],
}
AREA_W = 352  # an opponent's area is AREA_W x 204
BADGE_ROOM = 16
"""Logical room above and below an opponent's held cards: the eye of a known card stands on its top edge and must
clear the seat's plate (``scenes.table.table_paint.known_badge_rect``)."""
HELD_H = 24 + 56 + 2 * BADGE_ROOM  # plate strip, cards at 0.4, the room for the eyes
TOAST_ROOM = 90
"""Logical room kept free between the own rows and the own hand: the status line stands there over the hand's plate
and a toast over it; neither may cover the own face-up cards (``scenes.table.table_hints``)."""
ROWS_H = 122  # the own rows: their label strip and cards at 0.7
HAND_Y = 604
ROWS_Y = HAND_Y - TOAST_ROOM - ROWS_H  # the own face-up and face-down rows


CX = 620  # the middle of the play area
OWN_ROWS: Props = {"arrange": "row", "label_when": "empty"}
"""The own face-up and face-down rows: labelled while empty (where the cards will go), the cards say the rest."""
NEAR_ROWS_H = 136  # at 2 players the own rows: their label strip and cards at 0.8
NEAR_ROWS_Y = HAND_Y - TOAST_ROOM - NEAR_ROWS_H


def rows_y(num_players: int) -> int:
    return NEAR_ROWS_Y if num_players == 2 else ROWS_Y


def viewer_zones(num_players: int = 6) -> list[Zone]:
    """Seat 0: face-up and face-down rows side by side as two tidy groups of columns either side of the middle,
    the hand (the largest cards) below. From four players on the rows keep between the side seats (x 376..872)
    with cards at 0.7."""
    if num_players == 2:
        w, h, scale = 290, NEAR_ROWS_H, 0.8
    elif num_players == 3:
        w, h, scale = 260, ROWS_H, 0.7
    else:
        w, h, scale = 244, ROWS_H, 0.7
    y = rows_y(num_players)
    rows = [
        Zone("faceup.0", CX - 4 - w, y, w, h, {**OWN_ROWS, "card_scale": scale, "label": "Face up", "align": "end"}),
        Zone("facedown.0", CX + 4, y, w, h, {**OWN_ROWS, "card_scale": scale, "label": "Face down", "align": "start"}),
    ]
    return rows + [
        Zone("hand.0", 100, HAND_Y, 1040, 290, {"arrange": "fan", "card_scale": OWN_HAND_SCALE, "label": "Your hand"}),
    ]


NEAR_W = 520
"""At 3 players the opponents sit along the top with larger cards: an area NEAR_W x 212, face-up cards at 0.68."""
SIDE_HAND_W, SIDE_ROW_W = 300, 270
"""At 2 players the opponent's block lies sideways: the hand (a small fan under the plate), then its face-up and
face-down rows at 0.8."""


def opponent_zones(rel: int, x: int, y: int, num_players: int = 6) -> list[Zone]:
    if num_players == 2:
        rows: Props = {"arrange": "row", "card_scale": 0.8}
        top = y + 24  # level with the hand's cards, under the plate's strip
        return [
            Zone(f"hand.{rel}", x, y, SIDE_HAND_W, HELD_H, {"arrange": "fan", "card_scale": 0.4}),
            Zone(f"faceup.{rel}", x + SIDE_HAND_W + 8, top, SIDE_ROW_W, 120, {**rows, "align": "start"}),
            Zone(f"facedown.{rel}", x + SIDE_HAND_W + SIDE_ROW_W + 16, top, SIDE_ROW_W, 120, {**rows, "align": "start"}),
        ]
    if num_players == 3:
        half = (NEAR_W - 8) // 2
        return [
            Zone(f"hand.{rel}", x, y, NEAR_W, HELD_H, {"arrange": "fan", "card_scale": 0.4}),
            Zone(f"faceup.{rel}", x, y + HELD_H + 4, half, 96, {"arrange": "row", "card_scale": 0.68, "align": "end"}),
            Zone(f"facedown.{rel}", x + half + 8, y + HELD_H + 4, half, 96,
                 {"arrange": "row", "card_scale": 0.68, "align": "start"}),
        ]
    return [
        Zone(f"hand.{rel}", x, y, AREA_W, HELD_H, {"arrange": "fan", "card_scale": 0.4}),
        Zone(f"faceup.{rel}", x, y + HELD_H + 4, 200, 88, {"arrange": "row", "card_scale": 0.6}),
        Zone(f"facedown.{rel}", x + 208, y + HELD_H + 4, AREA_W - 208, 88, {"arrange": "row", "card_scale": 0.6}),
    ]


def middle_top(num_players: int) -> int:
    return {2: 44 + 24 + 120 + 14, 3: 258}.get(num_players, 252)


def centre_zones(num_players: int = 6) -> list[Zone]:
    """Stock, pile and burned cards between the opponents and the own rows: at 2-3 players spread over the
    middle of the table on one mat, the stock and the burned cards either side of a wide pile."""
    top = middle_top(num_players)
    h = rows_y(num_players) - 6 - top
    if num_players <= 3:
        stack: Props = {"arrange": "stack", "card_scale": 0.85 if num_players == 2 else 0.8}
        return [
            Zone("stock", CX - 380, top, 130, h, {**stack, "label": "Stock"}),
            Zone("pile", CX - 240, top, 480, h, {"arrange": "spread", "card_scale": 1.1, "label": "Pile"}),
            Zone("burned", CX + 250, top, 130, h, {**stack, "label": "Burned"}),
        ]
    return [
        Zone("stock", 384, top, 120, h, {"arrange": "stack", "card_scale": 0.8, "label": "Stock"}),
        Zone("pile", 520, top, 200, h, {"arrange": "spread", "card_scale": 1.1, "label": "Pile"}),
        Zone("burned", 736, top, 120, h, {"arrange": "stack", "card_scale": 0.8, "label": "Burned"}),
    ]


def stage(num_players: int) -> Zone:
    """Where a bot's move rests: over the pile, the middle of the table, above the own rows."""
    top = middle_top(num_players)
    return Zone("stage", 400, top, 440, rows_y(num_players) - 6 - top)


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def zones_for(num_players: int) -> list[Zone]:
    zones = anchored(viewer_zones(num_players), y="bottom") + anchored(centre_zones(num_players))
    for rel, (x, y) in enumerate(OPPONENT_SPOTS[num_players - 1], start=1):
        zones += anchored(opponent_zones(rel, x, y, num_players))
    for i, a in enumerate(zones):
        assert a.x >= 0 and a.x + a.w <= 1240 and a.y >= 40 and a.y + a.h <= 900, a
        for b in zones[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    return zones


def main(out: Path = OUT) -> None:
    """Write every player count's layout into ``out`` (``tools/gen_layout.py`` runs it)."""
    for n in range(2, 7):
        write_layout(out / f"{n}p.tmx", zones_for(n), marks=[stage(n)])


if __name__ == "__main__":
    main()
