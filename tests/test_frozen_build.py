"""The desktop download: build the frozen app with PyInstaller and play in it, headless.

Slow (one PyInstaller build, 1-3 minutes). It never skips: if PyInstaller cannot be installed, it fails.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_app  # noqa: E402

BUILD_TIMEOUT_S = 900
GAME_IDS = ["love-letter", "palace", "palastgefluester", "road-to-the-palace"]


@pytest.fixture(scope="module")
def binary() -> Path:
    build = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_app.py")],
        cwd=ROOT, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    return build_app.binary_path()


def test_bundle_holds_assets_and_package_data(binary):
    bundle = binary.parent / "_internal"
    assets = bundle / "scenes" / "assets"
    assert (assets / "fonts" / "PalaceTableSans-Regular.ttf").is_file()
    sounds = {"card", "deal", "snap", "round", "win", "click"}
    assert {p.stem for p in (assets / "sounds").glob("*.wav")} == sounds
    assert {p.parent.name for p in (assets / "layouts").glob("*/*p.tmx")} == set(GAME_IDS)
    assert {p.name for p in (bundle / "game" / "locale").glob("*.json")} == {"de.json", "zh-Hant.json"}
    for package in ("love_letter", "palace", "palastgefluester", "road_to_the_palace"):
        names = {p.name for p in (bundle / "game" / "rules" / package).glob("rules_*.md")}
        assert names == {"rules_en.md", "rules_de.md", "rules_zh-Hant.md"}


def test_frozen_app_plays_a_match_through_the_gui_loop_headless(binary):
    run = build_app.smoke(binary)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_frozen_app_imports_every_lazily_loaded_game(binary, game_id):
    run = subprocess.run(
        [str(binary), "simulate", "--game", game_id, "--seats", "random,random,random", "--games", "1",
         "--seed", "3", "--json"],
        cwd=binary.parent, capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert json.loads(run.stdout)["game"] == game_id
