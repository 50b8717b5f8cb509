"""One rasterisation per SVG and size in a test worker: every UI test makes an app of its own, and each app's card
art renders the faces of a game again at every size (a by-hand game alone renders 400-odd); rasterising an SVG is
a pure function of its text and size, so a worker keeps the images (up to a budget, the least recently used
dropped first) and hands each caller a copy to draw on, exactly as if it had rendered it. The same for a line of
text a font draws with its own glyphs alone (:func:`share_rendered_text`): each app's fonts are new, and a new font
renders every glyph anew."""

from __future__ import annotations

import hashlib
import sys
import threading
from collections.abc import Callable
from typing import Any

import pygame

from scenes.art import svg
from scenes.art.surface_cache import SurfaceCache

BUDGET_BYTES = 192 * 2**20
"""Pixel memory kept per worker: about the faces of every game at the sizes the UI tests draw them at."""
TEXT_BUDGET_BYTES = 48 * 2**20
"""Pixel memory of rendered text kept per worker (a line is a few KB)."""


def share_rasterised_svgs() -> None:
    """Replace :func:`scenes.art.svg.render` (and the name in the modules that imported it already) by the shared
    one; idempotent."""
    render = svg.render
    if getattr(render, "shared", False):
        return
    kept = SurfaceCache(BUDGET_BYTES)
    lock = threading.Lock()  # faces are rendered on the frame thread and on the card-art worker

    def shared(text: str, w: int, h: int) -> pygame.Surface:
        key = (hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest(), w, h)
        with lock:
            image = kept.get(key)
        if image is None:
            image = render(text, w, h)
            with lock:
                kept.put(key, image)
        return image.copy()

    shared.shared = True  # type: ignore[attr-defined]
    _rebind(render, shared)


def _rebind(old: Callable, new: Callable) -> None:
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("scenes.") and getattr(module, "render", None) is old:
            module.render = new  # type: ignore[attr-defined]


def share_rendered_text() -> None:
    """Replace :meth:`scenes.art.fonts.SafeFont.render` by one that keeps what it rendered of a text drawn by the
    font's own glyphs alone, by font file, size, text and colours (a pure function of them; a text a fallback font
    draws part of, or wrapped, is rendered as before); idempotent."""
    from scenes.art.fonts import SafeFont

    render = SafeFont.render
    if getattr(render, "shared", False):
        return
    kept = SurfaceCache(TEXT_BUDGET_BYTES)
    lock = threading.Lock()  # text is rendered on the frame thread and on the card-art worker

    def shared(self: SafeFont, text: Any, antialias: bool = True, color: Any = (0, 0, 0), bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        runs = self.runs(text) if isinstance(text, str) and not wraplength else []
        if len(runs) != 1 or runs[0].font is not self:
            return render(self, text, antialias, color, bgcolor, wraplength)
        key = (self.source.file, self.px, runs[0].text, bool(antialias), tuple(pygame.Color(color)),
               None if bgcolor is None else tuple(pygame.Color(bgcolor)))
        with lock:
            image = kept.get(key)
        if image is None:
            image = render(self, text, antialias, color, bgcolor, wraplength)
            with lock:
                kept.put(key, image)
        return image.copy()

    shared.shared = True  # type: ignore[attr-defined]
    SafeFont.render = shared  # type: ignore[method-assign]
