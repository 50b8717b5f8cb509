"""Where the app's data is: the repository's ``assets/`` folder (fonts, table layouts, sounds, card emblems,
icons, licences), found the same way in the source tree, an installed wheel and the frozen app.

The wheel carries ``assets/`` as the package data folder ``scenes/assets`` (see ``setup.py``) and the frozen app
bundles it at the same place (``tools/build_app.py``); in the source tree (and an editable install) it is the
repository's ``assets/`` beside the packages. Every module that reads a data file asks :func:`asset`. (The
package folder, not ``importlib.resources``: the data must be real files for SDL, and the import would cost
the first frame some milliseconds.)"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # the package scenes (this module is in scenes/art)


def _locate() -> Path:
    packaged = PACKAGE / "assets"  # wheel, frozen app
    return packaged if packaged.is_dir() else PACKAGE.parent / "assets"  # source tree


ASSETS = _locate()


def asset(*parts: str) -> Path:
    """The path of a data file or folder, e.g. ``asset("layouts", "palace", "4p.tmx")``."""
    return ASSETS.joinpath(*parts)
