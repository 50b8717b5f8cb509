"""The app icon: every size each platform wants, rendered from the SVGs as ``tools/gen_icons.py`` does, and the
Windows ``.ico`` holding them all."""

from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

import pygame
import pytest

from scenes.art.resources import asset
from scenes.core.app import WINDOW_ICON

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import gen_icons  # noqa: E402


@pytest.mark.parametrize("size", gen_icons.SIZES)
def test_each_png_is_the_svg_rendered_at_its_size(size):
    pygame.init()
    committed = pygame.image.load(asset("icons", f"palace-table-{size}.png"))
    fresh = pygame.image.load_extended(io.BytesIO(gen_icons.render_png(size)), "x.png")
    assert committed.get_size() == (size, size)
    assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(fresh, "RGBA"), (
        "run tools/gen_icons.py again")


def test_the_ico_holds_every_size():
    data = asset("icons", "palace-table.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(gen_icons.SIZES))
    sides = [struct.unpack_from("<BB", data, 6 + 16 * i)[0] or 256 for i in range(count)]
    assert sides == list(gen_icons.SIZES)


def test_the_window_icon_is_one_of_them():
    assert WINDOW_ICON.is_file() and WINDOW_ICON.parent == asset("icons")
