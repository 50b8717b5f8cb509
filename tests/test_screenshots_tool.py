"""tools/screenshots.py shoots every game the app ships (the README shows one table per game)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game import catalog

TOOL = Path(__file__).resolve().parent.parent / "tools" / "screenshots.py"


def test_the_screenshot_script_covers_every_game_and_the_readme_shows_them():
    spec = importlib.util.spec_from_file_location("screenshots", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(module.SHOTS) == set(catalog.SHIPPED)
    readme = (TOOL.parent.parent / "README.md").read_text(encoding="utf-8")
    for game_id in module.SHOTS:
        assert f"docs/screenshots/{game_id}.png" in readme
        assert (TOOL.parent.parent / "docs" / "screenshots" / f"{game_id}.png").is_file()
