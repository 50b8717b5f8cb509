"""Render the app icon ``assets/icons/palace-table.svg`` to the sizes each platform wants (16 and 32 px from
``palace-table-small.svg``, the same picture with fewer, bolder details that stay readable that small).

    .venv/bin/python tools/gen_icons.py      # -> assets/icons/palace-table-{16,32,48,64,128,256}.png, palace-table.ico

The PNGs are the window icon (``scenes/core/app.py``) and the Linux desktop icons (``tools/build_app.py``); the
``.ico`` (PNG-compressed entries, Windows Vista and later) is the Windows executable's icon. Rendered by
SDL_image like the card art (see ``assets/ART.md``), so every size is drawn from the vectors.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
SVG = ICONS / "palace-table.svg"
SMALL_SVG = ICONS / "palace-table-small.svg"
SIZES = (16, 32, 48, 64, 128, 256)
SMALL_SIZES = (16, 32)


def png_path(size: int) -> Path:
    return ICONS / f"palace-table-{size}.png"


def render_png(size: int) -> bytes:
    source = SMALL_SVG if size in SMALL_SIZES else SVG
    surface = pygame.image.load_sized_svg(io.BytesIO(source.read_bytes()), (size, size))
    out = io.BytesIO()
    pygame.image.save(surface, out, "png")
    return out.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (a width or height of 256 is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def main() -> int:
    pygame.init()
    images = {size: render_png(size) for size in SIZES}
    for size, data in images.items():
        png_path(size).write_bytes(data)
    (ICONS / "palace-table.ico").write_bytes(ico(images))
    print(f"Wrote {len(images)} PNGs and palace-table.ico to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
