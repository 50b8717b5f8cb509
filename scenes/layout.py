"""Table layouts: the named zone rectangles of a game's Tiled ``.tmx`` file, in logical 1600x900 pixels."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

LAYOUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "layouts"


@dataclass(frozen=True)
class ZoneSpec:
    name: str
    rect: tuple[float, float, float, float]  # logical x, y, w, h
    arrange: str | None = None  # None: the presenter's ZoneView.arrange decides
    card_scale: float = 1.0
    label: str = ""


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    zones: dict[str, ZoneSpec]


@lru_cache(maxsize=32)
def load_layout(relative_path: str) -> Layout:
    """Read ``assets/layouts/<relative_path>``; the zones are the objects of the layer ``zones``."""
    import pytmx

    path = LAYOUT_DIR / relative_path
    tmx = pytmx.TiledMap(str(path), load_all_tiles=False)
    zones: dict[str, ZoneSpec] = {}
    layer = tmx.get_layer_by_name("zones")
    for obj in layer:
        if not obj.name:
            continue
        props = obj.properties or {}
        zones[obj.name] = ZoneSpec(
            obj.name,
            (float(obj.x), float(obj.y), float(obj.width), float(obj.height)),
            str(props["arrange"]) if "arrange" in props else None,
            float(props.get("card_scale", 1.0)),
            str(props.get("label", "")),
        )
    return Layout(tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight, zones)
