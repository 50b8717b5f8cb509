"""Generate the Palastgeflüster table layouts (3, 4 and 5 seats): ``python tools/gen_layout.py <game id>``.

The viewer (relative seat 0) sits at the bottom with the largest cards in the hand (``OWN_HAND_SCALE``: title
and whole effect text legible) and their display above it; the other seats sit around the top half, each as a
row of hand cards above their display, both at display size (a hand the Treasurer shows is face up: its titles
at 12 px at 1280x720, as a display's); deck, discard and the King cards lie in the middle, the stage (where a
bot's move rests to be seen) over them (at 5 players on the free felt between the seats along the top). Every block keeps to the window's edge its anchors name
(``game/tools/tmx.py``).
"""

from __future__ import annotations

from pathlib import Path

from game.tools.tmx import OWN_HAND_SCALE, Props, Zone, anchored, write_layout

OUT = Path(__file__).resolve().parent / "data" / "layouts"
SEAT_W = 390
"""Width of an opponent's block: six display cards at scale 0.6."""
CARDS_H = 108
"""Height of a zone of cards at scale 0.6 (84) under its label strip (24)."""
ROW_2 = 272
"""The top of the side seats and the middle block, below the seats along the top edge (44 + 2 x 108 + 4)."""

NEAR_W, NEAR_DISPLAY_H, NEAR_SCALE = 580, 136, 0.8
"""At 3 players the two opponents share the top edge: wider blocks, their displays at 0.8 (read across the table)."""


OPPONENT_SPOTS: dict[int, list[tuple[int, int]]] = {
    3: [(20, 44), (1240 - 20 - NEAR_W, 44)],
    4: [(10, ROW_2), (425, 44), (840, ROW_2)],
    5: [(10, ROW_2), (20, 44), (830, 44), (840, ROW_2)],
}
"""Top-left corner of each opponent block, by relative seat 1, 2, ... (clockwise from the viewer)."""

HIDDEN_HAND: Props = {"arrange": "row", "card_scale": 0.6, "back_scale": 0.42}
"""An opponent's hand: face down a small fan under their plate (``back_scale``); shown face up (the Treasurer) a
row of cards at display size."""


def opponent(rel: int, x: int, y: int, num_players: int = 5) -> list[Zone]:
    if num_players == 3:
        return [
            Zone(f"hand.{rel}", x, y, NEAR_W, CARDS_H, HIDDEN_HAND),
            Zone(f"display.{rel}", x, y + CARDS_H + 4, NEAR_W, NEAR_DISPLAY_H,
                 {"arrange": "row", "card_scale": NEAR_SCALE}),
        ]
    return [
        Zone(f"hand.{rel}", x, y, SEAT_W, CARDS_H, HIDDEN_HAND),
        Zone(f"display.{rel}", x, y + CARDS_H + 4, SEAT_W, CARDS_H, {"arrange": "row", "card_scale": 0.6}),
    ]


NEAR_ROW = 44 + CARDS_H + 4 + NEAR_DISPLAY_H + 12
"""At 3 players: the top of the middle, one row under the opponents."""


def centre(num_players: int = 5) -> list[Zone]:
    """A 2 x 2 block between the side seats and above the viewer: wide enough for the labels in every language
    (at 3 players one row of four, under the opponents)."""
    props: Props = {"arrange": "stack", "card_scale": 0.6}
    if num_players == 3:
        x0 = (1240 - 4 * 208 - 3 * 4) // 2
        return [Zone(name, x0 + i * 212, NEAR_ROW, 208, CARDS_H, {**props, "label": label})
                for i, (name, label) in enumerate((("deck", "Deck"), ("discard", "Discard"),
                                                   ("kingdeck", "King deck"), ("king", "King")))]
    return [
        Zone("deck", 410, ROW_2, 208, CARDS_H, {**props, "label": "Deck"}),
        Zone("discard", 622, ROW_2, 208, CARDS_H, {**props, "label": "Discard"}),
        Zone("kingdeck", 410, ROW_2 + CARDS_H + 4, 208, CARDS_H, {**props, "label": "King deck"}),
        Zone("king", 622, ROW_2 + CARDS_H + 4, 208, CARDS_H, {**props, "label": "King"}),
    ]


def viewer() -> list[Zone]:
    return [
        Zone("display.0", 250, 500, 740, 112, {"arrange": "row", "card_scale": 0.62, "label": "Your display"}),
        Zone("hand.0", 40, 616, 1160, 280, {"arrange": "row", "card_scale": OWN_HAND_SCALE, "label": "Your hand"}),
    ]


STAGE = Zone("stage", 410, ROW_2, 420, 2 * CARDS_H + 4)
"""Where a bot's move rests at 4 players (over the middle block, above the own display)."""
STAGE_5 = Zone("stage", 414, 44, 412, 196)
"""At 5 players the felt between the two seats along the top edge is free: a bot's move rests there, its cards
and the narration under them clear of the middle block (``tests/ui/test_staging.py``)."""


def _overlap(a: Zone, b: Zone) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def zones_for(num_players: int) -> list[Zone]:
    spots = OPPONENT_SPOTS[num_players]
    zones = anchored(viewer(), y="bottom")
    for rel, (x, y) in enumerate(spots, start=1):
        zones += anchored(opponent(rel, x, y, num_players))
    zones += anchored(centre(num_players))
    for i, a in enumerate(zones):
        assert a.x >= 0 and a.x + a.w <= 1240 and a.y >= 40 and a.y + a.h <= 900, a
        for b in zones[i + 1:]:
            assert not _overlap(a, b), (num_players, a.name, b.name)
    return zones


def main(out: Path = OUT) -> None:
    """Write every player count's layout into ``out`` (``tools/gen_layout.py`` runs it)."""
    for n in OPPONENT_SPOTS:
        stage = Zone("stage", 410, NEAR_ROW, 420, 500 - 4 - NEAR_ROW) if n == 3 else STAGE_5 if n == 5 else STAGE
        write_layout(out / f"{n}p.tmx", zones_for(n), marks=[stage])


if __name__ == "__main__":
    main()
