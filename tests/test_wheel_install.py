"""The package as people install it: a wheel built from the repository, installed (not editable) into a new
virtual environment outside the repository, runs the app's GUI loop and every ``python -m game`` tool with the
data it carries (layouts, fonts, sounds, art, translations, rules texts).

Slow (a wheel build, a venv, pip fetching the three dependencies through its usual registry and cache)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest
from build_backend import build_backend, build_system
from each_game import a_game, shipped_data_files

import game
from game import catalog

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_S = 600


def _run(args: list[str | Path], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
    assert run.returncode == 0, f"{args}\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    return run


BUILD = "import importlib, sys; print(importlib.import_module(sys.argv[1]).build_wheel(sys.argv[2]))"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """Built as ``pip wheel`` builds it: the build backend pyproject.toml names, in the version its build-system
    requires, installed by pip into a scratch folder (:mod:`build_backend`), asked for the wheel in the repository
    (a wheel byte for byte the same), in one process instead of pip's three (its hooks each start Python and
    setuptools: ~1 CPU-s more)."""
    out = tmp_path_factory.mktemp("wheel")
    system = build_system()
    env = {**os.environ, "PYTHONPATH": str(build_backend(tmp_path_factory.getbasetemp(), tuple(system["requires"])))}
    _run([sys.executable, "-c", BUILD, system["build-backend"], out], cwd=ROOT, env=env)
    (built,) = out.glob("palace_table-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """A new venv with the wheel installed; returns its bin folder and an environment whose app folders (saves,
    settings, logs) lie in a temporary home."""
    home = tmp_path_factory.mktemp("home")
    env_dir = home / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)  # the test run's pip installs into it (``--python``)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_STATE_HOME=str(home / "state"), XDG_CACHE_HOME=str(home / "cache"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PIP_CACHE_DIR"] = os.environ.get("PIP_CACHE_DIR", str(Path.home() / ".cache" / "pip"))
    # --no-compile: pip byte-compiled all 789 modules of the venv (pygame's examples and tests among them: 1.9 CPU-s);
    # the app's processes below write the bytecode of the modules they import, as Python does
    _run([sys.executable, "-m", "pip", "--python", bin_dir / "python", "install", "-q", "--disable-pip-version-check",
          "--no-compile", wheel], cwd=home, env=env)
    return bin_dir, env


def test_wheel_carries_the_data_and_no_top_level_assets(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert not any(name.startswith("assets/") for name in names)
    assert set(shipped_data_files()) <= names
    assert {"scenes/assets/fonts/PalaceTableSans-Regular.ttf", "scenes/assets/sounds/card.wav",
            "scenes/assets/art/emblems/crown.svg", "scenes/assets/LICENSES.md",
            "game/locale/de/LC_MESSAGES/palace-table.mo", "game/locale/zh_Hant/LC_MESSAGES/palace-table.mo"} <= names
    assert "scenes/assets/fonts/DejaVuSans.ttf" not in names  # only tools/subset_font.py reads it


def test_installed_wheel_plays_a_bots_only_match_through_the_gui_loop(installed, tmp_path):
    bin_dir, env = installed
    run = _run([bin_dir / "palace-table", "autoplay", "--game", a_game(players=2), "--players", "2", "--seed", "1",
                "--virtual-clock"],
               cwd=tmp_path, env=env)
    assert json.loads(run.stdout.strip().splitlines()[-1])["finished"] is True


def test_installed_wheel_runs_simulate_and_shot(installed, tmp_path):
    bin_dir, env = installed
    python = bin_dir / "python"
    for game_id in catalog.SHIPPED:
        run = _run([python, "-m", "game", "simulate", "--game", game_id, "--seats", "random,normal,random",
                    "--games", "1", "--seed", "2", "--json"], cwd=tmp_path, env=env)
        assert json.loads(run.stdout)["game"] == game_id
    out = tmp_path / "table.png"
    _run([python, "-m", "game", "shot", "--game", a_game(players=3), "--players", "3", "--seed", "1",
          "--moves", "4", "--scene", "table", "--language", "zh-Hant", "--size", "1280x720", "--out", out],
         cwd=tmp_path, env=env)
    assert out.stat().st_size > 10_000
    about = tmp_path / "about.png"  # the icon, LICENSES.md and the version come from the installed package
    _run([python, "-m", "game", "shot", "--game", a_game(players=2), "--players", "2", "--scene", "about", "--out", about],
         cwd=tmp_path, env=env)
    assert about.stat().st_size > 10_000
    version = _run([python, "-c", "import game, scenes.art.resources as r; print(game.__version__, r.ASSETS)"],
                   cwd=tmp_path, env=env).stdout.split()
    assert version[0] == game.__version__ and "site-packages" in version[1]


def test_installed_wheel_puts_its_menu_entry_and_icons_in_the_users_data_folder(wheel, installed, tmp_path):
    from game.appid import APP_ID

    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"game/desktop_files/{APP_ID}.desktop", f"game/desktop_files/{APP_ID}.metainfo.xml"} <= names
    assert not [name for name in names if name.startswith("game/desktop_files/") and name.endswith(".json")]
    bin_dir, env = installed
    _run([bin_dir / "palace-table", "install-desktop"], cwd=tmp_path, env=env)
    data = Path(env["XDG_DATA_HOME"])
    entry = data / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{bin_dir / "palace-table"}"' in entry.read_text(encoding="utf-8").splitlines()
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    _run([bin_dir / "palace-table", "install-desktop", "--uninstall"], cwd=tmp_path, env=env)
    assert not entry.exists() and not list(data.rglob(f"{APP_ID}*"))
