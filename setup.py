"""What pyproject.toml cannot say: the package list is ``game*`` and ``scenes*`` (with data-only folders such as
``game/locale``) plus ``scenes.assets`` and its folders: the repository's top-level ``assets/`` folder mapped
into the package ``scenes`` (``package-dir`` and its data in pyproject.toml), where ``scenes/art/resources.py``
finds it in an installed wheel; and ``game.desktop_files``, the top-level ``packaging/`` folder's desktop entry
and metainfo for ``palace-table install-desktop`` (``game/tools/desktop.py``)."""

from setuptools import find_namespace_packages, setup

DATA = "scenes.assets"
setup(
    packages=[
        *find_namespace_packages(include=["game*", "scenes*"]),
        DATA,
        "game.desktop_files",  # packaging/: the desktop entry and metainfo (pyproject.toml)
        *(f"{DATA}.{folder}" for folder in find_namespace_packages("assets")),
    ]
)
