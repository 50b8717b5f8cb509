"""The third-party notices (issue 43 section 1) without a build: the generator on this environment names every
runtime dependency with a licence and its texts, knows the native libraries a bundle may hold, refuses GPL-only
ones, and the About screen reads what it writes. ``tests/test_frozen_build.py`` checks a real bundle."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import notices  # noqa: E402

from scenes.screens import about  # noqa: E402


def dependencies() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [re.split(r"[<>=!~;\[ ]", line, maxsplit=1)[0] for line in config["dependencies"]]


@pytest.fixture(scope="module")
def components() -> list[notices.Component]:
    return notices.environment_components()


def test_the_notices_name_every_runtime_dependency_with_its_licence_and_texts(components):
    text = notices.render(components, [], "test")
    named = {notices.normalise(name): licence for name, _, licence in notices.components_table(text)}
    for dependency in dependencies():
        assert notices.normalise(dependency) in named, f"{dependency} is not in the notices"
    assert named["zeroconf"] == "LGPL-2.1-or-later" and named["websockets"] == "BSD-3-Clause"
    assert named["palace-table"] == "MIT" and named["python"] == "PSF-2.0"
    for component in components:
        assert component.texts and all(body.strip() for _, body in component.texts), component.name
        assert not notices.gpl_only(component.spdx), component.name
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").strip() in text  # the project's own licence


def test_licenses_md_names_every_runtime_dependency_with_the_licence_it_declares():
    text = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    rows = {notices.normalise(cells[0].split(" (")[0]): cells[1]
            for cells in ([c.strip() for c in line.strip("|").split("|")] for line in text.splitlines()
                          if line.startswith("| ") and "---" not in line)}
    for name in notices.runtime_requirements():
        dist = notices.metadata.distribution(name)
        assert rows.get(notices.normalise(name)) == notices.distribution_spdx(dist), name


@pytest.mark.parametrize(("name", "component"), [
    ("libSDL2-2-50d19f93.0.so.0.3200.10", "SDL 2"), ("SDL2.dll", "SDL 2"), ("libSDL2-2.0.0.dylib", "SDL 2"),
    ("libSDL2_ttf-2-e69aa315.0.so.0.2400.0", "SDL_ttf"), ("SDL2_image.dll", "SDL_image"),
    ("libz.so.1", "zlib"), ("zlib1.dll", "zlib"), ("libbz2.so.1.0", "bzip2 (libbz2)"),
    ("liblzma.so.5", "XZ Utils (liblzma)"), ("libtinfo.so.6", "ncurses"), ("libpython3.11.so.1.0", "Python"),
    ("libopusfile-96d7a9c0.so.0.4.5", "opusfile"), ("libopus-ddd6afb9.so.0.11.1", "Opus"),
    ("libstdc++.so.6", "GCC runtime (libstdc++, libgcc)"), ("libffi.so.8", "libffi"),
    ("libreadline.so.8", "GNU Readline"), ("libfoo.so.1", None),
])
def test_native_libraries_are_known_by_name(tmp_path, name, component):
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / name).write_bytes(b"\0")
    (tmp_path / "_internal" / "_socket.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\0")  # Python's own
    [found] = notices.native_files(tmp_path)
    assert (found.native.component if found.native else None) == component


def test_every_known_native_library_has_a_licence_text_and_readline_is_refused():
    for native in notices.NATIVE:
        if native.text is not None:
            assert notices.native_text(native).strip(), native.component
    [readline] = [n for n in notices.NATIVE if n.component == "GNU Readline"]
    assert notices.gpl_only(readline.spdx)
    assert "readline" in notices.EXCLUDES and "websockets.cli" in notices.EXCLUDES


@pytest.mark.parametrize(("spdx", "refused"), [
    ("GPL-3.0-or-later", True), ("AGPL-3.0-only", True), ("GPL-2.0-only AND MIT", True),
    ("GPL-3.0-or-later WITH GCC-exception-3.1", False), ("GPL-2.0-or-later WITH Bootloader-exception", False),
    ("LGPL-2.1-or-later", False), ("FTL OR GPL-2.0-or-later", False), ("MIT", False),
])
def test_gpl_only_licences_are_told_apart(spdx, refused):
    assert notices.gpl_only(spdx) is refused


def test_about_lists_every_component_and_native_library_of_the_notices(components, tmp_path, monkeypatch):
    sdl = next(n for n in notices.NATIVE if n.component == "SDL 2")
    zlib = next(n for n in notices.NATIVE if n.component == "zlib")
    python = next(n for n in notices.NATIVE if n.component == "Python")
    natives = [notices.NativeFile("_internal/libSDL2.so", sdl), notices.NativeFile("_internal/libz.so.1", zlib),
               notices.NativeFile("_internal/libpython3.11.so.1.0", python)]
    text = notices.render(components, natives, "test")
    (tmp_path / notices.NOTICES).write_text(text, encoding="utf-8")
    monkeypatch.setattr(about, "notices_file", lambda: tmp_path / notices.NOTICES)
    rows = dict(about.shipped())
    for component in components:
        assert rows[f"{component.name} {component.version}"] == component.spdx
    assert rows["SDL 2"] == "Zlib" and rows["zlib"] == "Zlib"
    assert "Python" not in rows  # libpython is the component "Python <version>", listed once
    assert about.licence_texts() == tmp_path / notices.NOTICES
