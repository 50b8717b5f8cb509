"""Third-party notices generated from what a build ships (issue 43 section 1).

The build's spec (``packaging/palace-table.spec``) takes ``EXCLUDES`` and ``HOOKS`` (what PyInstaller must leave
out or keep as plain files) and, after PyInstaller, calls :func:`write_bundle_notices` in the build environment:
it walks the bundle, finds every Python distribution whose modules it holds (the PYZ archive inside the
executable and the files beside it, mapped to distributions through ``importlib.metadata`` of the build
environment) and every native shared library (``.so``/``.dylib``/``.dll``), and writes
``THIRD-PARTY-NOTICES.md``: a table of the components with their licences (SPDX), a table of the native
libraries, and the full licence texts (each distribution's own licence files; the native libraries' from
``packaging/licenses/``). The About screen reads its components table. The build fails on a library that
``NATIVE`` does not know, on a distribution whose licence cannot be told, and on anything under a GPL licence
without an exception. :func:`check_bundle` checks a built bundle against the notices it ships
(``tests/test_frozen_build.py``); ``python tools/notices.py`` prints the notices of the development environment's
runtime dependencies (no build).
"""

from __future__ import annotations

import importlib.metadata as metadata
import platform
import re
import shutil
import sys
import sysconfig
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENCE_TEXTS = ROOT / "packaging" / "licenses"
HOOKS = ROOT / "packaging" / "pyinstaller"
NOTICES = "THIRD-PARTY-NOTICES.md"
PROJECT = "palace-table"
PROJECT_PACKAGES = ("game", "scenes")

EXCLUDES = ["readline", "websockets.cli", "websockets.__main__"]
"""libreadline is GPL-3.0-or-later: it came in only through websockets' interactive client (``python -m
websockets``), which the app never runs."""

SPDX_BY_DISTRIBUTION = {
    "pygame-ce": "LGPL-2.1-or-later",  # metadata: "LGPL v2.1"; its sources say "version 2.1 ... or later"
    "pytmx": "LGPL-3.0-or-later",  # metadata: "LGPLv3"
    "ifaddr": "MIT",
    "spake2": "MIT",
    "pynacl": "Apache-2.0",
    "magic-wormhole": "MIT",
    "pyinstaller": "GPL-2.0-or-later WITH Bootloader-exception",  # its bootloader is the app's executable
}
"""Distributions whose metadata has no ``License-Expression``: their declared licence, as an SPDX expression,
checked by hand against their licence files."""

LGPL_AS_PLAIN_FILES = ("pygame", "pytmx", "zeroconf")
"""LGPL packages collected as plain files beside the executable (``packaging/pyinstaller/hook-game.py``), not
compiled into its archive, so that a user can replace them with their own version."""


@dataclass(frozen=True)
class Native:
    pattern: str  # a regular expression matched at the start of the lower-case file name
    component: str
    spdx: str
    text: str | None  # the licence text in packaging/licenses/ (None: not known yet, so not shippable)


NATIVE = [
    Native(r"(lib)?sdl2_image", "SDL_image", "Zlib", "sdl2-image"),
    Native(r"(lib)?sdl2_mixer", "SDL_mixer", "Zlib", "sdl2-mixer"),
    Native(r"(lib)?sdl2_ttf", "SDL_ttf", "Zlib", "sdl2-ttf"),
    Native(r"(lib)?sdl2[-.]", "SDL 2", "Zlib", "sdl2"),
    Native(r"(lib)?freetype", "FreeType", "FTL OR GPL-2.0-or-later", "freetype"),
    Native(r"(lib)?harfbuzz", "HarfBuzz", "MIT-Modern-Variant", "harfbuzz"),
    Native(r"(lib)?png", "libpng", "libpng-2.0", "libpng"),
    Native(r"(lib)?jpeg", "libjpeg-turbo", "IJG AND BSD-3-Clause AND Zlib", "libjpeg-turbo"),
    Native(r"(lib)?tiff", "libtiff", "libtiff", "libtiff"),
    Native(r"(lib)?(webp|sharpyuv)", "libwebp", "BSD-3-Clause", "libwebp"),
    Native(r"(lib)?brotli", "Brotli", "MIT", "brotli"),
    Native(r"(lib)?ogg", "Ogg", "BSD-3-Clause", "ogg"),
    Native(r"(lib)?vorbis", "Vorbis", "BSD-3-Clause", "vorbis"),
    Native(r"(lib)?opusfile", "opusfile", "BSD-3-Clause", "opusfile"),
    Native(r"(lib)?opus", "Opus", "BSD-3-Clause", "opus"),
    Native(r"(lib)?flac", "FLAC (libFLAC)", "BSD-3-Clause", "flac"),
    Native(r"(lib)?wavpack", "WavPack", "BSD-3-Clause", "wavpack"),
    Native(r"(lib)?xmp", "libxmp", "MIT", "libxmp"),
    Native(r"(lib)?mpg123", "mpg123", "LGPL-2.1-only", "mpg123"),
    Native(r"(lib)?sndfile", "libsndfile", "LGPL-2.1-or-later", "libsndfile"),
    Native(r"(lib)?fluidsynth", "FluidSynth", "LGPL-2.1-or-later", "fluidsynth"),
    Native(r"(lib)?portmidi", "PortMidi", "MIT", "portmidi"),
    Native(r"(lib)?(z\.|zlib)", "zlib", "Zlib", "zlib"),
    Native(r"(lib)?bz2", "bzip2 (libbz2)", "bzip2-1.0.6", "bzip2"),
    Native(r"(lib)?lzma", "XZ Utils (liblzma)", "LicenseRef-public-domain", "xz"),
    Native(r"(lib)?expat", "Expat", "MIT", "expat"),
    Native(r"(lib)?mpdec", "mpdecimal", "BSD-2-Clause", "mpdecimal"),
    Native(r"(lib)?ffi", "libffi", "MIT", "libffi"),
    Native(r"(lib)?(ssl|crypto)", "OpenSSL", "Apache-2.0", "openssl"),
    Native(r"(lib)?uuid", "libuuid (util-linux)", "BSD-3-Clause", "util-linux-libuuid"),
    Native(r"(lib)?(ncurses|tinfo|panel|form|menu)", "ncurses", "X11", "ncurses"),
    Native(r"(lib)?sqlite3", "SQLite", "blessing", "sqlite"),
    Native(r"(lib)?(stdc\+\+|gcc_s)", "GCC runtime (libstdc++, libgcc)",
           "GPL-3.0-or-later WITH GCC-exception-3.1", "gcc-runtime"),
    Native(r"(lib)?python3", "Python", "PSF-2.0", "python"),
    Native(r"(lib)?readline", "GNU Readline", "GPL-3.0-or-later", None),
]
"""What each native library a bundle may hold is, and its licence. A library matching none fails the build."""

EXTENSION = re.compile(r"\.(cpython-[^.]+|abi3)\.so$|\.pyd$")
NATIVE_FILE = re.compile(r"\.(so(\.[0-9.]+)?|dylib|dll)$")
LICENCE_FILE = re.compile(r"^(licen[cs]e|copying|notice|lgpl|authors)([-._][^/]*)?$", re.IGNORECASE)


@dataclass
class Component:
    name: str
    version: str
    spdx: str
    where: str
    texts: list[tuple[str, str]] = field(default_factory=list)  # (file name, text)


@dataclass
class NativeFile:
    path: str  # relative to the bundle
    native: Native | None


class NoticeError(Exception):
    """What the notices cannot honestly say (the build stops)."""


def normalise(name: str) -> str:
    return re.sub(r"[-_.\s]+", "-", name).lower()


def gpl_only(spdx: str) -> bool:
    """Whether every alternative of the SPDX expression has a GPL (or AGPL) term without an exception."""
    alternatives = re.split(r"\s+OR\s+", spdx.replace("(", " ").replace(")", " "))
    bare = r"(?<![L\w-])A?GPL-[0-9.]+[-a-z+]*(?![-\w.+]|\s+WITH)"
    return all(re.search(bare, alt) for alt in alternatives)


# ----------------------------------------------------------------------------------------------- distributions


def distribution_spdx(dist: metadata.Distribution) -> str:
    name = normalise(dist.metadata["Name"])
    if name in SPDX_BY_DISTRIBUTION:
        return SPDX_BY_DISTRIBUTION[name]
    expression = dist.metadata.get("License-Expression")
    if expression:
        return str(expression).strip()
    raise NoticeError(f"{dist.metadata['Name']}: no License-Expression; add its SPDX licence to "
                      f"SPDX_BY_DISTRIBUTION after reading its licence files (declared: "
                      f"{dist.metadata.get('License')!r})")


def licence_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """The distribution's licence files (those its metadata names, and LICENSE/COPYING/NOTICE-like files)."""
    named = {Path(str(n)).name for n in dist.metadata.get_all("License-File") or []}
    texts: list[tuple[str, str]] = []
    for file in dist.files or []:
        name = Path(str(file)).name
        if name in named or LICENCE_FILE.match(name):
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                texts.append((str(file), path.read_text(encoding="utf-8", errors="replace")))
    return texts


def python_component(where: str) -> Component:
    licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    text = licence.read_text(encoding="utf-8", errors="replace") if licence.is_file() else (
        "Python Software Foundation License Version 2: https://docs.python.org/3/license.html")
    return Component("Python", platform.python_version(), "PSF-2.0", where, [("LICENSE.txt", text)])


def project_component(where: str) -> Component:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = [("LICENSE", (ROOT / "LICENSE").read_text(encoding="utf-8")),
             ("assets/LICENSES.md (its fonts, art and sounds)",
              (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8"))]
    return Component("Palace Table", config["version"], config["license"], where, texts)


def distribution_component(dist: metadata.Distribution, where: str) -> Component:
    texts = licence_texts(dist)
    if not texts:
        raise NoticeError(f"{dist.metadata['Name']} ships no licence file")
    return Component(dist.metadata["Name"], dist.version, distribution_spdx(dist), where, texts)


def requirement_closure(names: Iterable[str]) -> list[str]:
    """The installed distributions ``names`` need, with theirs (markers evaluated here, no extras)."""
    from packaging.requirements import Requirement

    todo = list(names)
    seen: dict[str, str] = {}
    while todo:
        name = todo.pop()
        if normalise(name) in seen:
            continue
        dist = metadata.distribution(name)
        seen[normalise(name)] = dist.metadata["Name"]
        for line in dist.requires or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return sorted(seen.values(), key=str.lower)


def runtime_requirements() -> list[str]:
    """The distributions the app needs at run time: pyproject.toml's dependencies and theirs (no extras)."""
    from packaging.requirements import Requirement

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return requirement_closure(Requirement(line).name for line in config["dependencies"])


def environment_components() -> list[Component]:
    """The notices' components for a plain installation: the project, Python and the runtime requirements."""
    return [project_component("game/, scenes/"), python_component("the interpreter"),
            *(distribution_component(metadata.distribution(name), "site-packages")
              for name in runtime_requirements())]


# ------------------------------------------------------------------------------------------------------ bundle


def contents(bundle: Path) -> Path:
    """The folder beside the executable that holds its libraries and data (PyInstaller's ``_internal``)."""
    inner = bundle / "_internal"
    return inner if inner.is_dir() else bundle


def executable(bundle: Path) -> Path:
    for name in (PROJECT, f"{PROJECT}.exe"):
        if (bundle / name).is_file():
            return bundle / name
    raise NoticeError(f"no executable in {bundle}")


def archived_modules(bundle: Path) -> list[str]:
    """Every module compiled into the executable's PYZ archive."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable(bundle)))
    names: list[str] = []
    for entry in archive.toc:
        if entry.endswith(".pyz") or entry.startswith("PYZ"):
            names += list(archive.open_embedded_archive(entry).toc)
    return names


def loose_top_levels(inner: Path) -> set[str]:
    """Top-level modules and packages lying as files beside the executable (plain ``.py``, extensions)."""
    names: set[str] = set()
    for path in inner.iterdir():
        if path.is_dir() and not path.name.endswith((".dist-info", ".libs", ".egg-info")) and \
                not path.name.startswith("python3"):
            if any(p.suffix in (".py", ".pyc", ".so", ".pyd") for p in path.rglob("*") if p.is_file()):
                names.add(path.name)
        elif path.is_file() and (EXTENSION.search(path.name) or path.suffix == ".py"):
            names.add(path.name.split(".")[0])
    return names


def owner_of(top: str, packages: dict[str, list[str]]) -> str | None:
    """The distribution a top-level module belongs to ("Python" for the standard library; None: unknown)."""
    if top in PROJECT_PACKAGES:
        return PROJECT
    if top in sys.stdlib_module_names or top.startswith(("_sysconfigdata", "pyimod", "pyi_")) or top == "__main__":
        return "Python"
    owners = packages.get(top)
    return sorted(set(owners))[0] if owners else None


def bundled_distributions(bundle: Path) -> dict[str, set[str]]:
    """Distribution name -> the top-level modules of it that the bundle holds (raises on an unknown module)."""
    packages = metadata.packages_distributions()
    tops = {name.split(".")[0] for name in archived_modules(bundle)} | loose_top_levels(contents(bundle))
    found: dict[str, set[str]] = {}
    unknown = []
    for top in sorted(tops):
        owner = owner_of(top, packages)
        if owner is None:
            unknown.append(top)
        else:
            found.setdefault(owner, set()).add(top)
    if unknown:
        raise NoticeError(f"modules of no known distribution in the bundle: {unknown}")
    return found


def native_files(bundle: Path) -> list[NativeFile]:
    """The bundle's native shared libraries (not Python extension modules; a symlink counts as its target)."""
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file() or not NATIVE_FILE.search(path.name):
            continue
        if EXTENSION.search(path.name) or "lib-dynload" in path.parts:
            continue
        lower = path.name.lower()
        native = next((n for n in NATIVE if re.match(n.pattern, lower)), None)
        found.append(NativeFile(path.relative_to(bundle).as_posix(), native))
    return found


def extension_owners(bundle: Path, packages: dict[str, list[str]]) -> list[str]:
    """Extension modules whose top-level package belongs to no known distribution (should be none)."""
    inner = contents(bundle)
    stray = []
    for path in inner.rglob("*"):
        if path.is_file() and EXTENSION.search(path.name) and "lib-dynload" not in path.parts:
            top = path.relative_to(inner).parts[0].split(".")[0]
            if owner_of(top, packages) is None:
                stray.append(path.relative_to(bundle).as_posix())
    return stray


def native_text(native: Native) -> str:
    if native.text == "python":
        return python_component("").texts[0][1]
    if native.text is None:
        raise NoticeError(f"{native.component}: no licence text in {LICENCE_TEXTS}")
    return (LICENCE_TEXTS / f"{native.text}.txt").read_text(encoding="utf-8")


def bundle_components(bundle: Path) -> tuple[list[Component], list[NativeFile]]:
    """The components and native libraries of a built bundle; NoticeError for what cannot be shipped."""
    found = bundled_distributions(bundle)
    components = [project_component("game/, scenes/ (" + ", ".join(sorted(found.pop(PROJECT, set()))) + ")")]
    found.pop("Python", None)
    components.append(python_component("the interpreter, base_library.zip, python3.*/lib-dynload"))
    for name in sorted(found, key=str.lower):
        where = ", ".join(f"{top}/" for top in sorted(found[name]))
        components.append(distribution_component(metadata.distribution(name), where))
    components.append(distribution_component(metadata.distribution("pyinstaller"),
                                             "the executable's bootloader and start-up code"))
    natives = native_files(bundle)
    problems = [f"{n.path}: not in tools/notices.py NATIVE" for n in natives if n.native is None]
    problems += [f"{n.path}: {n.native.spdx} (GPL without an exception)" for n in natives
                 if n.native is not None and gpl_only(n.native.spdx)]
    problems += [f"{c.name}: {c.spdx} (GPL without an exception)" for c in components if gpl_only(c.spdx)]
    problems += [f"{path}: an extension module of no known distribution"
                 for path in extension_owners(bundle, metadata.packages_distributions())]
    if problems:
        raise NoticeError("the bundle cannot ship as it is:\n  " + "\n  ".join(problems))
    return components, natives


# ------------------------------------------------------------------------------------------------------ render


def render(components: list[Component], natives: Iterable[NativeFile], target: str) -> str:
    natives = list(natives)
    lines = [
        f"# Third-party notices: Palace Table {components[0].version} ({target})",
        "",
        "Generated by `tools/notices.py` from what this build holds: every Python distribution whose code it "
        "carries (with its licence files) and every native library in it. The LGPL Python packages (pygame-ce, "
        "pytmx, zeroconf) lie as plain files in the `_internal/` folder, and the LGPL native libraries as "
        "separate shared libraries: you may replace them with your own versions. The GNU licence texts are in "
        "`scenes/assets/licenses/`.",
        "",
        "## Components",
        "",
        "| component | version | licence (SPDX) | where |",
        "| --- | --- | --- | --- |",
        *(f"| {c.name} | {c.version} | {c.spdx} | {c.where} |" for c in components),
    ]
    if natives:
        assert all(n.native is not None for n in natives)
        lines += ["", "## Native libraries", "", "| file | component | licence (SPDX) |", "| --- | --- | --- |",
                  *(f"| `{n.path}` | {n.native.component} | {n.native.spdx} |" for n in natives if n.native)]
    lines += ["", "## Licence texts"]
    for c in components:
        for title, text in c.texts:
            lines += ["", f"### {c.name} {c.version}: {title}", "", "```text", text.rstrip().replace("```", "'''"),
                      "```"]
    shown: set[str] = set()
    for n in natives:
        if n.native is None or n.native.component in shown or n.native.text == "python":
            continue
        shown.add(n.native.component)
        lines += ["", f"### {n.native.component} (native library)", "", "```text",
                  native_text(n.native).rstrip().replace("```", "'''"), "```"]
    return "\n".join(lines) + "\n"


def components_table(text: str) -> list[tuple[str, str, str]]:
    """The (component, version, licence) rows of a notices file's components table."""
    rows, inside = [], False
    for line in text.splitlines():
        if line == "## Licence texts":
            break
        if line.startswith("## "):
            inside = line == "## Components"
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if inside and line.startswith("| ") and cells[0] not in ("component", "---"):
            rows.append((cells[0], cells[1], cells[2]))
    return rows


def native_table(text: str) -> set[str]:
    """The file paths named in a notices file's native-libraries table."""
    return set(re.findall(r"^\| `([^`]+)` \|", text.split("\n## Licence texts", 1)[0], flags=re.MULTILINE))


# ------------------------------------------------------------------------------------------------ the build


def write_bundle_notices(bundle: Path) -> Path:
    """Write the notices (and the project's LICENSE) into a built bundle, beside the executable, where the About
    screen reads them (once: they are half a megabyte). Raises NoticeError (the build fails) when it cannot."""
    components, natives = bundle_components(bundle)
    target = f"{sys.platform}-{platform.machine()}, Python {platform.python_version()}"
    text = render(components, natives, target)
    (bundle / NOTICES).write_text(text, encoding="utf-8")
    shutil.copy2(ROOT / "LICENSE", bundle / "LICENSE")
    return bundle / NOTICES


def check_bundle(bundle: Path) -> list[str]:
    """What a built bundle holds that its notices do not name (or must not ship at all); [] when all is well."""
    problems = []
    notices = bundle / NOTICES
    if not notices.is_file():
        return [f"no {NOTICES} in the bundle"]
    text = notices.read_text(encoding="utf-8")
    named = {normalise(row[0]) for row in components_table(text)}
    found = bundled_distributions(bundle)
    for dist in found:
        label = "Palace Table" if dist == PROJECT else dist
        if normalise(label) not in named:
            problems.append(f"distribution {dist} is not named")
    for row in components_table(text):
        if gpl_only(row[2]):
            problems.append(f"{row[0]}: {row[2]} is GPL without an exception")
    listed = native_table(text)
    for native in native_files(bundle):
        if native.path not in listed:
            problems.append(f"native library {native.path} is not named")
        if native.native is None or gpl_only(native.native.spdx):
            problems.append(f"native library {native.path}: unknown or GPL-only")
    archived = {name.split(".")[0] for name in archived_modules(bundle)}
    problems += [f"LGPL package {top} is inside the executable's archive" for top in LGPL_AS_PLAIN_FILES
                 if top in archived]
    if not (bundle / "LICENSE").is_file():
        problems.append("no LICENSE beside the executable")
    return problems


def main() -> int:
    components = environment_components()
    print(render(components, [], f"installed packages, Python {platform.python_version()}"), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
