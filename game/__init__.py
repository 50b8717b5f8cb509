"""Palace Table: a desktop card table for four palace-themed card games.

``game.__version__`` is the version in ``pyproject.toml`` (the one place it is written): read from there in
the source tree, from the installed package's metadata in a wheel install or the frozen app. Looked up on first
use (the About screen, a save's header, the logs), not at import."""

from __future__ import annotations

from functools import cache
from pathlib import Path

DISTRIBUTION = "palace-table"


@cache
def version() -> str:
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():  # the source tree (an editable install's metadata may lag behind it)
        import tomllib

        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
        if project.get("name") == DISTRIBUTION:
            return str(project["version"])
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module 'game' has no attribute {name!r}")
