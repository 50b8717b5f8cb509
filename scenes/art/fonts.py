"""Fonts and rendered text, cached: text is rendered once per (text, pixel size, colour, weight)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pygame
from pygame.typing import ColorLike

from game.textclean import clean_text
from scenes.art import font_fallback
from scenes.art.font_fallback import OPENING_FONT, GlyphSource
from scenes.art.line_breaks import break_lines
from scenes.art.resources import asset
from scenes.art.surface_cache import SurfaceCache

FONT_DIR = asset("fonts")
REGULAR = FONT_DIR / "PalaceTableSans-Regular.ttf"  # DejaVu Sans + Noto Sans CJK TC: every UI language
BOLD = FONT_DIR / "PalaceTableSans-Bold.ttf"
TEXT_CACHE_LIMIT = 4000
"""Entries of the wrapped and fitted text caches at most (lists of strings: small)."""
TEXT_CACHE_BYTES = 16 * 2**20
"""Pixel memory of the rendered text kept for reuse at most (a few thousand lines)."""
SIZE_CACHE_LIMIT = 4000
"""Measured texts a font keeps the size of at most (a layout measures the same labels at every event and frame)."""
SHARED_SIZE_LIMIT = 50_000
"""Sizes of texts drawn by one font file alone kept at most for every font of that file and size (the card art's
fonts, the worker's and the UI's measure the same words; a font opened anew measures each glyph anew)."""
_SHARED_SIZES: dict[tuple[Path, int, str], tuple[int, int]] = {}
_CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"
_OPENING, _CLOSING = "（「『〈《", "、，。：；！？）」』〉》"
WRAP_SAMPLE = 12
"""The characters of a paragraph measured first, to guess where its lines end (:mod:`scenes.art.line_breaks`)."""
WRAP_UNITS = re.compile(f"[{_OPENING}]*(?:[{_CJK}]|[^\\s{_CJK}]+)[{_CLOSING}]*")
"""Wrap units: a word, or one CJK character, with the brackets that must not end a line before it and the
punctuation that must not start a line after it ("（紅），" never leaves "（" at a line's end)."""


def _joiner(line: str, word: str) -> str:
    """A space between two words; nothing next to CJK text, which has no spaces."""
    cjk = re.compile(f"[{_CJK}]")
    return "" if cjk.match(word[0]) or cjk.match(line[-1]) else " "


def join_units(units: list[str]) -> str:
    """Wrap units (:data:`WRAP_UNITS`) back into one line."""
    line = units[0]
    for unit in units[1:]:
        line = f"{line}{_joiner(line, unit)}{unit}"
    return line


class Run(NamedTuple):
    """A piece of a text drawn by one font: the font, the file it comes from, the characters."""

    font: pygame.font.Font
    source: GlyphSource
    text: str


class SafeFont(pygame.font.Font):
    """A font that measures and renders any text: what it cannot draw (a lone surrogate, a NUL) is cleaned first
    (:func:`clean_text`), so no text from the keyboard or a file can raise out of the frame loop; a character
    the font has no glyph for is drawn by a fallback font that has it (:mod:`scenes.art.font_fallback`), on the
    same baseline."""

    def __init__(self, source: GlyphSource, px: int,
                 fallback: Callable[[str], tuple[pygame.font.Font, GlyphSource] | None] = lambda ch: None) -> None:
        if not isinstance(source.file, Path):
            raise TypeError("a UI font is a file")
        super().__init__(source.file, px)
        self.source, self.px, self._fallback = source, px, fallback
        self._file: Path = source.file
        self._sizes: dict[str, tuple[int, int]] = {}  # text -> its size (a font's measure never changes)

    def runs(self, text: str) -> list[Run]:
        """``text`` (cleaned) in runs, each drawn by the first font that has its glyphs (this one when none has)."""
        text = clean_text(text)
        if text.isascii() or not self.source.missing(text):
            return [Run(self, self.source, text)]
        runs: list[Run] = []
        for ch in text:
            if runs and (unicodedata.combining(ch) or ch.isspace()):  # a mark stays on its letter, a space in its run
                font, source = runs[-1].font, runs[-1].source
            elif self.source.has(ch):
                font, source = self, self.source
            else:
                font, source = self._fallback(ch) or (self, self.source)
            if runs and runs[-1].font is font:
                runs[-1] = runs[-1]._replace(text=runs[-1].text + ch)
            else:
                runs.append(Run(font, source, ch))
        return runs

    def _run_size(self, run: Run) -> tuple[int, int]:
        return super().size(run.text) if run.font is self else run.font.size(run.text)

    def size(self, text: str | bytes) -> tuple[int, int]:
        """The text's size, as drawn; cached (:data:`SIZE_CACHE_LIMIT`)."""
        if not isinstance(text, str):
            return super().size(text)
        size = self._sizes.get(text)
        if size is None:
            if len(self._sizes) >= SIZE_CACHE_LIMIT:
                self._sizes.clear()
            size = self._sizes[text] = self._measure(text)
        return size

    def _measure(self, text: str) -> tuple[int, int]:
        runs = self.runs(text)
        if len(runs) == 1 and runs[0].font is self:  # this font's glyphs alone: as any font of its file and size
            key = (self._file, self.px, runs[0].text)
            size = _SHARED_SIZES.get(key)
            if size is None:
                if len(_SHARED_SIZES) >= SHARED_SIZE_LIMIT:
                    _SHARED_SIZES.clear()
                size = _SHARED_SIZES[key] = super().size(runs[0].text)
            return size
        return sum(self._run_size(run)[0] for run in runs), self.get_height()

    def render(self, text: str | bytes | None, antialias: bool = True, color: ColorLike = (0, 0, 0),
               bgcolor: ColorLike | None = None, wraplength: int = 0) -> pygame.Surface:
        if not isinstance(text, str):
            return super().render(text, antialias, color, bgcolor, wraplength)
        runs = self.runs(text)
        if len(runs) == 1 and runs[0].font is self or wraplength:
            return super().render("".join(run.text for run in runs), antialias, color, bgcolor, wraplength)
        colour = pygame.Color(color)
        surface = pygame.Surface((max(1, self.size(text)[0]), self.get_height()), pygame.SRCALPHA)
        surface.fill(bgcolor if bgcolor is not None else (colour.r, colour.g, colour.b, 0))  # no dark fringes
        x, ascent = 0, self.get_ascent()
        for run in runs:
            if run.font is self:
                image = super().render(run.text, antialias, colour)
            else:
                image = run.font.render(run.text, antialias, colour)
            surface.blit(image, (x, ascent - run.font.get_ascent()))  # one baseline for all runs
            x += image.get_width()
        return surface


SOURCES = {False: GlyphSource("regular", REGULAR), True: GlyphSource("bold", BOLD)}


class Fonts:
    def __init__(self, convert: bool = True) -> None:
        self.convert = convert  # False: text surfaces stay as rendered (made off the frame thread)
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._fallback_fonts: dict[tuple[str, int, bool], pygame.font.Font | None] = {}
        self._text = SurfaceCache(TEXT_CACHE_BYTES)
        self._wrapped: dict[tuple[str, int, int, bool], list[str]] = {}
        self._fitted: dict[tuple[str, int, int, bool], str] = {}
        self._scale = 1.0

    @property
    def scale(self) -> float:
        """The text size setting (1.0 = 100 %): every size asked for is drawn this much larger."""
        return self._scale

    @scale.setter
    def scale(self, value: float) -> None:
        if value != self._scale:
            self._scale = value
            self._text.clear()
            self._wrapped.clear()
            self._fitted.clear()

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, round(px * self._scale)), bold)
        if key not in self._fonts:
            with OPENING_FONT:
                self._fonts[key] = SafeFont(SOURCES[bold], key[0], lambda ch: self._fallback(ch, *key))
        return self._fonts[key]

    def _fallback(self, ch: str, px: int, bold: bool) -> tuple[pygame.font.Font, GlyphSource] | None:
        """The font of this size and weight that draws ``ch`` when the UI font has no glyph: bold text looks in
        the regular UI font first (emboldened), then the fallbacks; None when no font has it."""
        source = SOURCES[False] if bold and SOURCES[False].has(ch) else font_fallback.FALLBACKS.source_for(ch)
        if source is None:
            return None
        key = (source.name, px, bold)
        if key not in self._fallback_fonts:
            self._fallback_fonts[key] = source.open(px, bold)
        font = self._fallback_fonts[key]
        return None if font is None else (font, source)

    def text(self, text: str, px: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        key = (text, max(6, round(px * self._scale)), tuple(colour), bold)
        surf = self._text.get(key)
        if surf is None:
            surf = self.font(px, bold).render(text, True, colour)  # cleaned by SafeFont
            surf = self._text.put(key, surf.convert_alpha() if self.convert else surf)
        return surf

    def wrap(self, text: str, px: int, width: int, bold: bool = False) -> list[str]:
        """Greedy word wrap of ``text`` (newlines kept) to lines at most ``width`` pixels wide; cached."""
        key = (text, px, width, bold)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) >= TEXT_CACHE_LIMIT:
                self._wrapped.clear()
            lines = self._wrapped[key] = self._wrap(text, px, width, bold)
        return lines

    def _wrap(self, text: str, px: int, width: int, bold: bool) -> list[str]:
        font = self.font(px, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            units = list(WRAP_UNITS.finditer(paragraph))
            if not units:
                lines.append("")
                continue
            # joined as written: a space kept ("on 陳林"), none added ("共3張"); how wide a character is in it,
            # about: as its first few
            sample = paragraph[units[0].start():units[0].start() + WRAP_SAMPLE]
            lines += break_lines(units, width, lambda line: font.size(line)[0], font.size(sample)[0] / len(sample))
        return lines

    def fit(self, text: str, px: int, width: int, bold: bool = False) -> str:
        """``text`` shortened with an ellipsis to fit ``width`` pixels; cached."""
        key = (text, px, width, bold)
        fitted = self._fitted.get(key)
        if fitted is None:
            if len(self._fitted) >= TEXT_CACHE_LIMIT:
                self._fitted.clear()
            fitted = self._fitted[key] = self._fit(text, px, width, bold)
        return fitted

    def shrink_wrap(self, text: str, px: int, min_px: int, width: int, bold: bool = False) -> tuple[int, list[str]]:
        """The largest size from ``px`` down to ``min_px`` at which ``text`` fits ``width`` on one line, else
        two wrapped lines at ``min_px`` (each still fitted): ``(size, lines)``."""
        if len(text) <= max(1, width) and self.font(min_px, bold).size(text)[0] <= width:
            low, high = min_px, px  # the largest size that fits, by bisection (fits at low)
            while low < high:
                middle = (low + high + 1) // 2
                if self.font(middle, bold).size(text)[0] <= width:
                    low = middle
                else:
                    high = middle - 1
            return low, [text]
        first, *rest = self.wrap(text[: 4 * max(1, width)], min_px, width, bold)
        lines = [first, " ".join(rest)] if rest else [first]
        return min_px, [self.fit(line, min_px, width, bold) for line in lines]

    def _fit(self, text: str, px: int, width: int, bold: bool) -> str:
        """By bisection over the length kept: a handful of measurements even for a huge text. A text longer than
        ``width`` characters is taken not to fit (no glyph is narrower than a pixel, bar zero-width ones)."""
        font = self.font(px, bold)
        if len(text) <= max(1, width) and font.size(text)[0] <= width:
            return text
        low, high = 0, min(len(text), max(1, width))  # text[:low] + "…" fits
        while low < high:
            middle = (low + high + 1) // 2
            if font.size(text[:middle] + "…")[0] <= width:
                low = middle
            else:
                high = middle - 1
        return text[:low] + "…"
