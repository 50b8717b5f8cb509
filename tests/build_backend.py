"""The build backend pyproject.toml names, in the version its build-system requires, installed by pip into a scratch
folder once per test process, as pip's isolated build installs it: the wheel's build (tests/test_wheel_install.py)
and the sdist's (tests/test_sdist.py) each put it on ``PYTHONPATH`` (the two modules share a worker:
``tests/conftest.py``). Installing it took ~0.7 CPU-s each time."""

from __future__ import annotations

import functools
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_S = 300


def build_system() -> dict:
    """pyproject.toml's ``[build-system]``: ``requires`` and ``build-backend``."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]


@functools.cache
def build_backend(scratch: Path, requires: tuple[str, ...]) -> Path:
    """A folder in ``scratch`` (the test run's) with ``requires`` installed by pip, for ``PYTHONPATH``: made once per
    process for those requirements; the builds only read it."""
    folder = Path(tempfile.mkdtemp(prefix="build-backend-", dir=scratch))
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-compile",
                    "--target", str(folder), *requires], check=True, capture_output=True, timeout=TIMEOUT_S)
    return folder
