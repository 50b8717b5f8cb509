"""Data folders inside Python packages, named ``"package:folder/sub"`` (a game's layouts, its translations):
found the same way in the source tree, a wheel and the frozen app, as the package is."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable


def package_folder(where: str) -> Traversable:
    """The folder ``where`` names: ``"package:folder"`` (``"package"`` alone: the package's own folder)."""
    package, _, folder = where.partition(":")
    found = resources.files(package)
    return found.joinpath(*folder.split("/")) if folder else found
