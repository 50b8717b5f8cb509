"""Write Tiled .tmx table layouts: one object layer ``zones`` of named rectangles with properties.

Layout generators (``tools/gen_layout_<game>.py``) call :func:`write_layout`; the app reads the files with
pytmx. Coordinates are logical pixels of a 1600x900 table, scaled to the window at run time.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

TABLE_W, TABLE_H = 1600, 900
TILE = 16


@dataclass
class Zone:
    name: str  # the zone id, e.g. "hand.0", "deck", "discard.2"
    x: int
    y: int
    w: int
    h: int
    props: dict[str, str | int | float | bool] = field(default_factory=dict)  # arrange, card_scale, label, ...


def _prop(key: str, value: str | int | float | bool) -> str:
    kind = "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else (
        "float" if isinstance(value, float) else "string")
    text = str(value).lower() if isinstance(value, bool) else str(value)
    return f'    <property name={quoteattr(key)} type="{kind}" value={quoteattr(text)}/>'


def render_layout(zones: Iterable[Zone], width: int = TABLE_W, height: int = TABLE_H) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{width // TILE}" height="{height // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        'infinite="0" nextlayerid="2" nextobjectid="1">',
        ' <objectgroup id="1" name="zones">',
    ]
    for i, z in enumerate(zones, start=1):
        lines.append(
            f'  <object id="{i}" name={quoteattr(z.name)} x="{z.x}" y="{z.y}" width="{z.w}" height="{z.h}">'
        )
        if z.props:
            lines.append("   <properties>")
            lines.extend(" " + _prop(k, v) for k, v in sorted(z.props.items()))
            lines.append("   </properties>")
        lines.append("  </object>")
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def write_layout(path: Path, zones: Iterable[Zone], width: int = TABLE_W, height: int = TABLE_H) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_layout(zones, width, height), encoding="utf-8")
