"""The headless tools: shot renders every scene to a PNG; autoplay plays every available game to its end."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest
from each_game import app_command

from game import catalog
from scenes.tools import shot

GAMES = catalog.available_game_ids()


@pytest.mark.parametrize("scene", shot.SCENES)
def test_shot_writes_a_png_of_every_scene(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    game = GAMES[0]
    players = catalog.get_game(game).min_players
    assert shot.main(["--game", game, "--players", str(players), "--seed", "3", "--moves", "6",
                      "--scene", scene, "--out", str(out), "--size", "960x540"]) == 0
    pygame.init()
    image = pygame.image.load(str(out))
    assert image.get_size() == (960, 540)


TABLE_SIZES = [
    pytest.param(g, n, marks=[pytest.mark.slow] if n > catalog.get_game(g).min_players else [], id=f"{g}-{n}")
    for g in GAMES for n in sorted({catalog.get_game(g).min_players, catalog.get_game(g).max_players})]
"""Every game at its fewest players (a bare ``pytest``) and at its most (marked slow: ``tools/dev.py test``, CI)."""


@pytest.mark.parametrize(("game", "players"), TABLE_SIZES)
def test_autoplay_drives_the_gui_to_the_end_of_the_game(game, players):
    """Easy bots in every seat: games as long as people play them (Random bots make a six-player Palace game ten
    times longer: 1,721 turns on average against Easy's 166; random moves are played by tests/reliability and
    the by-hand play-through)."""
    run = subprocess.run(
        [*app_command(game), "autoplay", "--game", game, "--players", str(players), "--seed", "4",
         "--level", "easy", "--pace-ms", "0", "--virtual-clock", "--max-seconds", "240"],
        capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["finished"] and report["rounds"] >= 1
    assert set(report["table_frame_ms"]) >= {"p50", "p95", "p99", "max"}
    assert report["first_menu_frame_ms"] > 0
    assert report["table_frame_cpu_ms"]["frames"] == report["table_frame_ms"]["frames"]  # CPU time of each frame too
    assert len(report["first_table_frame_ms"]) >= 1 and report["first_menu_frame_own_ms"]["cpu"] > 0
    assert set(report["table_after_first_s"]) == {"max_ms", "max_cpu_ms", "over_33ms", "over_33ms_cpu"}
    from tests.test_simulate import load_tool

    bench = load_tool("bench")
    targets = bench.frame_targets(report)
    assert set(targets) == set(bench.FRAME_TARGETS)
    assert targets["table_p99_ms"]["wall"] == report["table_frame_ms"]["p99"]


def test_a_shot_waits_for_what_the_scene_looks_up_so_the_menu_never_says_loading(app):
    from scenes.screens.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)
    shot.settle(menu)
    assert not menu.loading


def test_a_tools_scratch_folder_is_removed_when_it_ends(tmp_path):
    """The shot tool's throw-away data folder in TMPDIR does not outlive it (issue 30 item 10)."""
    out = tmp_path / "menu.png"
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run([sys.executable, "-m", "game", "shot", "--game", GAMES[0], "--players", "2", "--seed", "1",
                          "--moves", "0", "--scene", "menu", "--out", str(out), "--size", "640x360"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr[-2000:]
    assert out.exists()
    assert [p.name for p in scratch.iterdir() if p.name.startswith("palace-table-")] == []
