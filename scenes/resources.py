"""Where the app's data is: the repository's ``assets/`` folder (fonts, table layouts, sounds, card emblems,
icons, licences), found the same way in the source tree, an installed wheel and the frozen app.

The wheel carries ``assets/`` as the package data folder ``scenes/assets`` (see ``setup.py``) and the frozen app
bundles it at the same place (``tools/build_app.py``); in the source tree (and an editable install) it is the
repository's ``assets/`` beside the packages. Every module that reads a data file asks :func:`asset`."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

PACKAGE_DATA = "assets"
"""The name of the data folder inside the ``scenes`` package (wheel, frozen app)."""


def _locate() -> Path:
    packaged = Path(str(files("scenes") / PACKAGE_DATA))
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "assets"


ASSETS = _locate()


def asset(*parts: str) -> Path:
    """The path of a data file or folder, e.g. ``asset("layouts", "palace", "4p.tmx")``."""
    return ASSETS.joinpath(*parts)
