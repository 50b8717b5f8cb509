"""Write Tiled .tmx table layouts: one object layer ``zones`` of named rectangles with properties.

Layout generators (``tools/gen_layout_<game>.py``) call :func:`write_layout`; the app reads the files with
pytmx (``scenes/table/layout.py``). Coordinates are logical pixels of a 1600x900 table, scaled to the window at run
time; in a window of another aspect each zone keeps its distance to the edge its ``anchor_x`` / ``anchor_y``
names (see :func:`anchored`). A second layer ``marks`` holds points of interest that are not zones (``stage``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from scenes.ui.canvas import LOGICAL_H, LOGICAL_W  # noqa: E402

TABLE_W, TABLE_H = LOGICAL_W, LOGICAL_H
TILE = 16
OWN_HAND_SCALE = 1.75
"""The card scale of the viewer's own hand: at a 1280x720 window (scale 0.8) its cards are 140x196 pixels, room
for the title and the whole effect text at 12 px in every language (tests/ui/test_legibility.py)."""


@dataclass
class Zone:
    name: str  # the zone id, e.g. "hand.0", "deck", "discard.2"
    x: int
    y: int
    w: int
    h: int
    props: dict[str, str | int | float | bool] = field(default_factory=dict)  # arrange, card_scale, label, ...


def anchored(zones: list[Zone], play_w: int = 1240, top: int = 40, x: str | None = None,
             y: str | None = None) -> list[Zone]:
    """``zones`` (one block: a seat's zones, the middle of the table) with the anchors their bounding box
    suggests on the 1600x900 table (play area ``0..play_w``): a block in the outer third of the play area keeps
    to that edge, else to the middle, so that a block moves as one; ``x`` / ``y`` name the anchors instead."""
    x0, y0 = min(z.x for z in zones), min(z.y for z in zones)
    x1, y1 = max(z.x + z.w for z in zones), max(z.y + z.h for z in zones)
    ax = x or ("left" if x1 <= play_w * 0.36 else "right" if x0 >= play_w * 0.64 else "centre")
    ay = y or ("top" if y1 <= top + (TABLE_H - top) * 0.4 else "bottom" if y0 >= TABLE_H * 0.6 else "middle")
    for zone in zones:
        zone.props.setdefault("anchor_x", ax)
        zone.props.setdefault("anchor_y", ay)
    return zones


def _prop(key: str, value: str | int | float | bool) -> str:
    kind = "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else (
        "float" if isinstance(value, float) else "string")
    text = str(value).lower() if isinstance(value, bool) else str(value)
    return f'    <property name={quoteattr(key)} type="{kind}" value={quoteattr(text)}/>'


def _objects(zones: Iterable[Zone], first_id: int) -> list[str]:
    lines = []
    for i, z in enumerate(zones, start=first_id):
        lines.append(
            f'  <object id="{i}" name={quoteattr(z.name)} x="{z.x}" y="{z.y}" width="{z.w}" height="{z.h}">'
        )
        if z.props:
            lines.append("   <properties>")
            lines.extend(" " + _prop(k, v) for k, v in sorted(z.props.items()))
            lines.append("   </properties>")
        lines.append("  </object>")
    return lines


def render_layout(zones: Iterable[Zone], width: int = TABLE_W, height: int = TABLE_H,
                  marks: Iterable[Zone] = (), props: dict[str, str] | None = None) -> str:
    zones, marks = list(zones), list(marks)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{width // TILE}" height="{height // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        'infinite="0" nextlayerid="3" nextobjectid="1">',
    ]
    if props:
        lines += [" <properties>", *(" " + _prop(k, v) for k, v in sorted(props.items())), " </properties>"]
    lines += [' <objectgroup id="1" name="zones">', *_objects(zones, 1), " </objectgroup>"]
    if marks:
        lines += [' <objectgroup id="2" name="marks">', *_objects(marks, len(zones) + 1), " </objectgroup>"]
    lines += ["</map>", ""]
    return "\n".join(lines)


def write_layout(path: Path, zones: Iterable[Zone], width: int = TABLE_W, height: int = TABLE_H,
                 marks: Iterable[Zone] = (), props: dict[str, str] | None = None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_layout(zones, width, height, marks, props), encoding="utf-8")
