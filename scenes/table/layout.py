"""Table layouts: the named zone rectangles of a game's Tiled ``.tmx`` file, in logical pixels of a 1600x900
table, and where they go in a window of another aspect.

Each zone has an anchor on each axis (``anchor_x``: left, centre or right; ``anchor_y``: top, middle or
bottom). :meth:`Layout.fit` moves a zone with the edge (or the middle) of the window it is anchored to when the
window shows more than 1600x900 logical pixels (see :attr:`scenes.ui.viewport.Viewport.bounds`): the own hand stays
at the bottom, the opponents at the top and sides, the middle of the table in the middle, and no bars are left.
The object ``stage`` (layer ``marks``) is where a bot's move rests to be seen."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from game import catalog
from game.data import package_folder
from scenes.ui.canvas import LOGICAL_H, LOGICAL_W
from scenes.ui.later import TiledMap

TABLE_W, TABLE_H = LOGICAL_W, LOGICAL_H
OWN_HAND = "hand.0"
"""The zone of the viewer's own hand, drawn largest (``own_zone`` in a map names another)."""

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class ZoneSpec:
    name: str
    rect: Rect  # logical x, y, w, h
    arrange: str | None = None  # None: the presenter's ZoneView.arrange decides
    card_scale: float = 1.0
    label: str = ""
    anchor_x: str = "centre"  # left | centre | right: which edge of a wider window the zone keeps its distance to
    anchor_y: str = "middle"  # top | middle | bottom
    caption_lines: int = 1  # the caption lines kept free under the zone's cards (when they have captions)
    caption_gap: float | None = None  # the room between captioned cards and for a caption's width (None: default)
    label_when: str = "always"  # always | empty: a seat's zone shows its label only while it holds no card
    frame: bool = True  # False: no box of its own (it lies inside a larger zone, a seat's block, that is framed)
    placeholder: bool = True  # False: empty, it shows no card's outline (it holds round tokens, not cards)
    back_scale: float | None = None
    """Another seat's hidden hand: while every card lies face down, a small fan at this scale (attached to its
    seat's plate); shown face up, its cards lie in the zone's ``arrange`` at ``card_scale``."""
    align: str = "centre"
    """centre | start | end: where a row's or a grid's cards lie along the zone when they fill less than its width
    (a seat's discards grow from the side of its block they are attached to)."""

    def shifted(self, bounds: Rect) -> ZoneSpec:
        """The zone in a window showing ``bounds`` (logical x, y, w, h) instead of 0, 0, 1600, 900."""
        bx, by, bw, bh = bounds
        dx = _shift(self.anchor_x, bx, bx + bw - TABLE_W, ("left", "centre", "right"))
        dy = _shift(self.anchor_y, by, by + bh - TABLE_H, ("top", "middle", "bottom"))
        x, y, w, h = self.rect
        return replace(self, rect=(x + dx, y + dy, w, h))


def _shift(anchor: str, low: float, high: float, names: tuple[str, str, str]) -> float:
    if anchor == names[0]:
        return low
    if anchor == names[2]:
        return high
    return (low + high) / 2


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    zones: dict[str, ZoneSpec]
    stage: ZoneSpec | None = None
    own_zone: str = OWN_HAND

    def fit(self, bounds: Rect) -> Layout:
        """This layout in a window showing the logical rectangle ``bounds``: each zone moved by its anchors."""
        return replace(self, zones={k: z.shifted(bounds) for k, z in self.zones.items()},
                       stage=self.stage.shifted(bounds) if self.stage else None)

    @property
    def stage_centre(self) -> tuple[float, float]:
        """Where a staged move's cards rest: the middle of the ``stage`` object (else of the play area)."""
        if self.stage is None:
            return (625.0, 420.0)
        x, y, w, h = self.stage.rect
        return (x + w / 2, y + h / 2)

    @property
    def own_hand(self) -> ZoneSpec | None:
        """The viewer's own hand: others place things (a status line, hints) relative to its ``rect``."""
        return self.zones.get(self.own_zone)


def _spec(obj) -> ZoneSpec:
    props = obj.properties or {}
    return ZoneSpec(
        obj.name,
        (float(obj.x), float(obj.y), float(obj.width), float(obj.height)),
        str(props["arrange"]) if "arrange" in props else None,
        float(props.get("card_scale", 1.0)),
        str(props.get("label", "")),
        str(props.get("anchor_x", "centre")),
        str(props.get("anchor_y", "middle")),
        int(props.get("caption_lines", 1)),
        float(props["caption_gap"]) if "caption_gap" in props else None,
        str(props.get("label_when", "always")),
        props.get("frame", True) not in (False, "false"),
        props.get("placeholder", True) not in (False, "false"),
        float(props["back_scale"]) if "back_scale" in props else None,
        str(props.get("align", "centre")),
    )


def entry_layouts(entry: catalog.GameEntry) -> Path:
    """The folder of a game's ``<n>p.tmx`` files, as its catalog entry says (:attr:`GameEntry.layouts`): a folder
    inside the game's own package (``game/games/<pkg>/data/layouts`` for a game the app ships)."""
    return Path(str(package_folder(entry.layouts)))


def layouts_folder(game_id: str) -> Path:
    """The layouts folder of the registered game ``game_id`` (KeyError for another id)."""
    return entry_layouts(catalog.get_entry(game_id))


def layout_path(relative_path: str) -> Path:
    """The file of a presenter's :meth:`~game.engine.Presenter.layout_file` (``<game id>/<n>p.tmx``)."""
    game_id, _, name = relative_path.partition("/")
    return layouts_folder(game_id) / name


@lru_cache(maxsize=32)
def load_layout(relative_path: str) -> Layout:
    """Read the layout ``<game id>/<n>p.tmx`` (:func:`layout_path`): the zones are the objects of the layer
    ``zones``, the stage the object ``stage`` of the layer ``marks``; the map property ``own_zone`` names the own
    hand's zone."""
    path = layout_path(relative_path)
    tmx = TiledMap(str(path), load_all_tiles=False)
    zones = {obj.name: _spec(obj) for obj in tmx.get_layer_by_name("zones") if obj.name}
    marks = {obj.name: _spec(obj) for layer in tmx.objectgroups if layer.name == "marks" for obj in layer
             if obj.name}
    own = str((tmx.properties or {}).get("own_zone", OWN_HAND))
    return Layout(tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight, zones, marks.get("stage"), own)
