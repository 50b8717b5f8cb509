"""Which font draws each character: the UI fonts, then the bundled common Chinese font, then a system font.

pygame's fonts have no fallback of their own: a character the font lacks is drawn as a box. The UI fonts hold
the app's own texts, Latin, Greek and Cyrillic; a name may hold anything. :class:`GlyphSource` answers whether a
font file has a glyph (by ``pygame.freetype``, whose metrics are None for a missing glyph: ``pygame.font``
reports the box's), cached per character. :func:`fallback_sources` lists where to look next, in order: the
bundled common Traditional Chinese set (``PalaceTableSansCJK-Common.ttf.xz``: Big5's 5,401 common characters and
kana, made by ``tools/subset_font.py``), then the system's fonts (``pygame.sysfont``, CJK and wide-coverage
families first). The answer per character is cached, so a missing glyph costs one search.
"""

from __future__ import annotations

import io
import lzma
import threading
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pygame
import pygame.freetype
import pygame.sysfont

from scenes.art.resources import asset

COMMON = asset("fonts") / "PalaceTableSansCJK-Common.ttf.xz"
"""The common Traditional Chinese characters and kana (Noto Sans CJK TC Regular, subset; SIL OFL 1.1)."""
FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc")
PREFERRED = ("notosanscjktc", "notosanstc", "notosanscjk", "sourcehansans", "microsoftjhenghei", "pingfang",
             "hiraginosans", "notosanscjksc", "notosanscjkjp", "microsoftyahei", "yugothic", "meiryo", "msgothic",
             "droidsansfallback", "wenquanyi", "wqy", "arplumingtw", "arplukaitw", "notosans", "dejavusans",
             "freesans", "segoeui", "arialunicode", "arial", "unifont")
"""System font families tried first (names as ``pygame.sysfont.get_fonts`` spells them: lower case, no spaces):
the CJK families, then the wide-coverage ones; the rest follow by name."""
MAX_SYSTEM_FONTS = 80
"""System font files probed for a glyph at most: a machine with thousands of fonts costs one bounded search."""
PROBE_PX = 16

OPENING_FONT = threading.Lock()
"""FreeType opens faces one at a time (the card art's worker thread has fonts of its own); glyph probes too."""


class GlyphSource:
    """A font file (a path, or bytes made on demand) and which characters it has."""

    def __init__(self, name: str, file: Path | Callable[[], bytes | None]) -> None:
        self.name, self.file = name, file
        self._has: dict[str, bool] = {}
        self._present: set[str] = set()  # the characters known to have a glyph: a text of only these is one check
        self._probe: pygame.freetype.Font | None = None
        self._broken = False

    def __repr__(self) -> str:
        return f"GlyphSource({self.name!r})"

    def _open_file(self) -> str | io.BytesIO | None:
        if isinstance(self.file, Path):
            return str(self.file)
        data = self.file()
        return None if data is None else io.BytesIO(data)

    def has(self, ch: str) -> bool:
        """Whether the font has a glyph for the character ``ch`` (cached)."""
        known = self._has.get(ch)
        if known is None:
            with OPENING_FONT:
                known = self._has[ch] = self._lookup(ch)
                if known:
                    self._present.add(ch)
        return known

    def missing(self, text: str) -> bool:
        """Whether any character of ``text`` has no glyph here."""
        chars = set(text)
        return not chars <= self._present and any(not self.has(ch) for ch in chars - self._present)

    def _lookup(self, ch: str) -> bool:
        for _ in range(2):  # a probe made before pygame.quit() is dead: made anew once
            if self._broken:
                return False
            try:
                return self._probed().get_metrics(ch)[0] is not None
            except pygame.error:
                self._probe = None
        return False

    def _probed(self) -> pygame.freetype.Font:
        if self._probe is None:
            if not pygame.freetype.get_init():
                pygame.freetype.init()
            try:
                file = self._open_file()
                if file is None:
                    raise OSError(f"no font data for {self.name}")
                self._probe = pygame.freetype.Font(file, PROBE_PX)
            except Exception:  # noqa: BLE001 - a missing, damaged or hostile file: no glyphs from it
                self._broken = True
                raise pygame.error(f"cannot read the font {self.name}") from None
        return self._probe

    def open(self, px: int, bold: bool = False) -> pygame.font.Font | None:
        """A new ``pygame.font`` font of this file at ``px`` (emboldened by FreeType for ``bold``), or None."""
        with OPENING_FONT:
            try:
                file = self._open_file()
                if file is None:
                    return None
                font = pygame.font.Font(file, px)
            except Exception:  # noqa: BLE001 - a damaged file: no fallback from it
                return None
        font.bold = bold
        return font


@cache
def common_font_data() -> bytes | None:
    """The bundled common-set font, decompressed once (1.7 MB), or None when the file is missing or damaged."""
    try:
        return lzma.decompress(COMMON.read_bytes())
    except (OSError, lzma.LZMAError):
        return None


def system_font_files() -> list[Path]:
    """The system's font files worth probing, the families of :data:`PREFERRED` first, at most
    :data:`MAX_SYSTEM_FONTS` (``pygame.sysfont`` lists them: fc-list, the registry or the font folders)."""
    try:
        names = sorted(set(pygame.sysfont.get_fonts()))
    except (OSError, RuntimeError, ValueError):
        return []

    def rank(name: str) -> tuple[int, str]:
        hits = [i for i, hint in enumerate(PREFERRED) if name.startswith(hint)]
        return (min(hits) if hits else len(PREFERRED), name)

    files: list[Path] = []
    for name in sorted(names, key=rank):
        if "emoji" in name or "color" in name:  # bitmap colour fonts: pygame.font cannot scale them
            continue
        path = pygame.sysfont.match_font(name)
        if path and path.lower().endswith(FONT_SUFFIXES) and Path(path) not in files:
            files.append(Path(path))
        if len(files) >= MAX_SYSTEM_FONTS:
            break
    return files


class Fallbacks:
    """The sources after the UI fonts, in order, and which one draws each character (cached)."""

    def __init__(self, system_files: Callable[[], list[Path]] = system_font_files) -> None:
        self.common = GlyphSource("common", common_font_data)
        self._system_files = system_files
        self._system: list[GlyphSource] | None = None
        self._chosen: dict[str, GlyphSource | None] = {}
        self._lock = threading.Lock()

    def sources(self) -> list[GlyphSource]:
        with self._lock:
            if self._system is None:
                self._system = [GlyphSource(path.name, path) for path in self._system_files()]
        return [self.common, *self._system]

    def source_for(self, ch: str) -> GlyphSource | None:
        """The first fallback source that has ``ch``, or None when none has."""
        if ch in self._chosen:
            return self._chosen[ch]
        chosen = next((source for source in self.sources() if source.has(ch)), None)
        self._chosen[ch] = chosen
        return chosen


FALLBACKS = Fallbacks()
"""The app's fallback sources (tests put their own in place)."""
