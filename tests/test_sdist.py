"""The source distribution holds what a distribution packager needs to test and install (issue 43 section 5):
the whole test tree, the tools the tests import, ``packaging/``, the changelog, the full assets.

Built in-process style with setuptools' PEP 517 backend (the version pyproject.toml's build-system asks for,
installed by pip into a scratch folder once per test process, :mod:`build_backend`), not ``python -m build``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from build_backend import build_backend, build_system

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_S = 300
BUILD = "import sys, setuptools.build_meta as backend; print(backend.build_sdist(sys.argv[1]))"


def files_under(root: Path, folder: str) -> set[str]:
    return {p.relative_to(root).as_posix() for p in (root / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


def tracked_copy(dest: Path) -> Path:
    """The files git tracks, copied to ``dest`` (the working tree is written by the tests beside this one: a file
    gone between setuptools' listing and its copy failed the build); the tree itself where git cannot list it."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, timeout=60)
    if listed.returncode != 0 or not listed.stdout:
        return ROOT
    for name in filter(None, listed.stdout.decode("utf-8", "surrogateescape").split("\0")):
        source = ROOT / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    return dest


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    return tracked_copy(tmp_path_factory.mktemp("source"))


@pytest.fixture(scope="module")
def sdist_names(tmp_path_factory, source) -> set[str]:
    work = tmp_path_factory.mktemp("sdist")
    out, egg = work / "out", work / "egg"
    egg.mkdir()
    backend = build_backend(tmp_path_factory.getbasetemp(), tuple(build_system()["requires"]))
    config = work / "extra.cfg"  # the egg-info goes to the scratch folder, not into the source tree
    config.write_text(f"[egg_info]\negg_base = {egg}\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(backend), "DIST_EXTRA_CONFIG": str(config)}
    run = subprocess.run([sys.executable, "-c", BUILD, str(out)], cwd=source, env=env, capture_output=True,
                         text=True, timeout=TIMEOUT_S)
    assert run.returncode == 0, run.stderr[-3000:]
    archive = out / run.stdout.strip().splitlines()[-1]
    top = archive.name.removesuffix(".tar.gz")
    with tarfile.open(archive) as tar:
        return {name.removeprefix(f"{top}/") for name in tar.getnames()}


def test_the_sdist_holds_the_whole_test_tree_packaging_and_the_changelog(sdist_names, source):
    # game/locale and each game's package (its data/locale): the .pot and .po translation sources
    for folder in ("tests", "packaging", "tools", "game/locale", "game/games"):
        missing = sorted(files_under(source, folder) - sdist_names)
        assert not missing, f"the sdist lacks {missing[:10]}"
    assert {"CHANGELOG.md", "README.md", "LICENSE", "pyproject.toml", "setup.py", "PKG-INFO",
            "assets/fonts/DejaVuSans.ttf", "assets/LICENSES.md", "game/__main__.py"} <= sdist_names


def test_the_sdist_holds_no_build_output(sdist_names):
    assert not [name for name in sdist_names if name.startswith(("dist/", "build/", ".venv/"))
                or name.endswith(".pyc") or "__pycache__" in name]
