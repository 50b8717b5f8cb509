"""When the table's layers are drawn anew (the painter's caching policy): the background once per model, out of
sight a frame early where the picture on the screen may wait, and the layer of cards at rest only when what lies
in it changed, and then only where (:class:`scenes.table.layers.Layer`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from scenes.art.surface_cache import pixel_bytes
from scenes.table.layers import Layer, Step

STALE: tuple[Hashable, ...] = ()
"""The settled layer's key once the background changed: the cards at rest are drawn anew where they changed."""
HELD_FRAMES = 3
"""The most frames running that show the last picture while a move's work is done out of sight."""
VIEWERS_KEPT_BYTES = 48 * 2**20
"""The layers of cards at rest kept for the viewers of a hot-seat table other than the current one, each as its
viewer last saw it (the least recently seen let go beyond it): a hand-over back to a viewer draws the cards anew only
where they or the background changed since that viewer looked, not all of them (2-3 ms)."""
NOBODY = object()
"""The viewer before the first frame."""

Render = Callable[[], pygame.Surface]
"""Draws the current model's background (on the background painter's reused surface) and returns it."""


class FrameCache:
    """The background of the current model and the layer of cards at rest over it, and when each is drawn anew."""

    def __init__(self) -> None:
        self.background: pygame.Surface | None = None  # felt, zones and sidebar of the current model
        self.cards = Layer()  # background plus the cards at rest, drawn anew where they changed
        self.settled_key: tuple[Hashable, ...] | None = None  # what the cards at rest were last drawn for (None:
        # draw them whole)
        self.changed: list[pygame.Rect] | None = None  # where the background changed since (None: anywhere)
        self.just_placed = False  # a new model's cards were placed this frame: its background waits a frame
        self.held = 0  # the frames running that showed the last picture (wait_a_frame)
        self.viewer: object = NOBODY  # whose cards layer :attr:`cards` is (their background is drawn under it)
        self._kept: dict[object, tuple[Layer, tuple[Hashable, ...] | None, list[pygame.Rect] | None]] = {}
        # the other viewers' cards layers, settled keys and background changes since, the most recently seen last

    def release(self) -> None:
        """Let go of the surfaces (the table closed)."""
        self.background = None
        self.cards.release()
        self.settled_key = None
        for layer, _, _ in self._kept.values():
            layer.release()
        self._kept = {}

    def viewer_is(self, viewer: object) -> None:
        """The table is drawn for ``viewer`` now (before their background is drawn, which :meth:`painted` notes):
        their cards layer as they last saw it, with the changes of their background since (another viewer's
        background changes only while they look)."""
        if viewer == self.viewer:
            return
        self._kept[self.viewer] = (self.cards, self.settled_key, self.changed)
        back = self._kept.pop(viewer, None)
        self.cards, self.settled_key, self.changed = back if back is not None else (Layer(), None, None)
        self.viewer = viewer
        kept = sum(pixel_bytes(layer.surface) for layer, _, _ in self._kept.values() if layer.surface is not None)
        while kept > VIEWERS_KEPT_BYTES:
            gone = self._kept.pop(next(iter(self._kept)))[0]
            kept -= pixel_bytes(gone.surface) if gone.surface is not None else 0
            gone.release()

    def fresh(self, render: Render) -> pygame.Surface:
        """The background for the frame drawn now (drawn if the model changed); the frame is shown."""
        if self.background is None:
            self.background = render()
            self.settled_key = STALE
        self.just_placed, self.held = False, 0
        return self.background

    def painted(self, dirty: list[pygame.Rect] | None) -> None:
        """The background was drawn anew where ``dirty`` says (None: all of it)."""
        since = self.changed
        self.changed = None if dirty is None or since is None else [*since, *dirty]

    def wait_a_frame(self, canvas: pygame.Surface | None, size: tuple[int, int], same_viewer: bool, moving: bool,
                     render: Render) -> bool:
        """Whether the frame a move's cards set off in may show the last picture as it is, so that the work of a
        move is split over three frames: the first re-read the model and placed the cards (:attr:`just_placed`),
        the second draws the new model's felt, plates and sidebar out of sight, the third draws the cards anew
        over them and shows it all (the cards have barely left). Never for another viewer's table (it showed
        what only the last viewer could see), a new window size, or more than :data:`HELD_FRAMES` frames running
        (moves made at every other frame, as bots fast forward: the model re-read at the third draws its
        background too, the fourth shows it all). The frame that re-reads the model draws no background even when
        the one before held the picture (for a background that the move's now replaces). ``canvas``: the surface
        the last background was drawn on."""
        if (self.background is not None or canvas is None or canvas.get_size() != size
                or not same_viewer or not moving or self.held >= HELD_FRAMES):
            return False
        self.held += 1
        placed, self.just_placed = self.just_placed, False
        if placed and self.held < HELD_FRAMES:  # (each took 2-4 ms: together the heaviest frame of a move)
            return True
        self.background = render()
        self.settled_key = STALE
        if self.changed:  # the new log and seat rows, where no card lies, out of sight too (0.5 ms)
            self.changed = self.cards.show_base(self.background, self.changed)
        return True

    def out_of_sight(self, canvas: pygame.Surface | None, size: tuple[int, int], render: Render) -> bool:
        """Whether the first frame of the table after a screen over it went (the next round after its summary, a
        new player's turn after the hand-over) may show that screen a frame longer while it draws the new
        model's felt, plates and sidebar out of sight, so that the next frame draws the cards over them and
        shows it all (the work of a new round split over two frames). Not for the table's very first frame."""
        if self.background is not None or canvas is None or canvas.get_size() != size:
            return False
        self.background = render()
        self.settled_key = STALE
        return True

    def settled(self, key: tuple[Hashable, ...], steps: Callable[[], list[Step]]) -> pygame.Surface:
        """The background with the cards at rest (``steps``) over it; drawn anew only when ``key`` (the cards in
        flight, the selection, the drag, the hovered card) or the background changed, and then only where cards
        came, went or changed, or the background did: a frame of an animation blits just the moving cards, a
        card landing or a hover in the fan redraws just their part of the layer."""
        background = self.background
        assert background is not None, "the frame draws the background first"
        layer = self.cards
        if key == self.settled_key and layer.surface is not None and layer.surface.get_size() == background.get_size():
            return layer.surface
        if self.settled_key is None:
            layer.forget()  # drawn whole
        changed, self.changed = self.changed, []
        layer.paint(background, "background", steps(), changed)
        self.settled_key = key
        assert layer.surface is not None
        return layer.surface
