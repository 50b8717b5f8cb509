"""Build the bundled UI fonts: DejaVu Sans plus the Traditional Chinese glyphs of Noto Sans CJK TC, subset.

    .venv/bin/python tools/subset_font.py
    # writes assets/fonts/PalaceTableSans-{Regular,Bold}.ttf and assets/fonts/PalaceTableSansCJK-Common.ttf.xz

DejaVu Sans (already bundled) gives Latin, Greek, Cyrillic, punctuation and the card symbols; Noto Sans CJK TC
(Debian package ``fonts-noto-cjk``, SIL OFL 1.1) gives the Chinese characters. The two UI fonts keep the blocks
in :data:`BLOCKS` and every character that occurs in the Python sources of ``game/`` and ``scenes/``, in
the translations (``game/locale/*/LC_MESSAGES/*.po``) and in the rules help texts. Their CJK outlines are converted to TrueType curves so both
parts merge into one ``glyf`` font, renamed (the Bitstream Vera licence asks for a new name when glyphs are
added).

Names may hold any character, so a third file holds the common Traditional Chinese set (:func:`common_hanzi`,
5,401 characters), kana and Zhuyin, xz-compressed: ``scenes/art/font_fallback.py`` draws from it what the UI fonts
lack, and from a system font what it lacks too. A dev tool: fontTools is installed on demand into the running
environment, and it is no runtime dependency.
"""

from __future__ import annotations

import importlib.util
import io
import lzma
import subprocess
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = ROOT / "assets" / "fonts"
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
FAMILY = "Palace Table Sans"
UNITS_PER_EM = 1000
STYLES = {  # style -> (DejaVu file, Noto CJK collection)
    "Regular": ("DejaVuSans.ttf", "NotoSansCJK-Regular.ttc"),
    "Bold": ("DejaVuSans-Bold.ttf", "NotoSansCJK-Bold.ttc"),
}
BLOCKS = [  # (first, last) code points always kept
    (0x20, 0x7E),  # ASCII
    (0xA0, 0xFF),  # Latin-1 Supplement
    (0x100, 0x17F),  # Latin Extended-A
    (0x180, 0x24F),  # Latin Extended-B (Romanian ș ț, Pinyin ǎ ǐ ǒ ǔ)
    (0x2B0, 0x2FF),  # Spacing Modifier Letters (the Zhuyin tone marks ˊ ˇ ˋ ˙ of a composition)
    (0x300, 0x36F),  # Combining Diacritical Marks (names typed decomposed)
    (0x370, 0x3FF),  # Greek and Coptic
    (0x400, 0x52F),  # Cyrillic and Cyrillic Supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x1F00, 0x1FFF),  # Greek Extended (polytonic)
    (0x2000, 0x2064),  # General Punctuation (without the invisible bidi/format controls)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0xFF01, 0xFF5E),  # Full-width ASCII forms
]
EXTRA = "♠♥♦♣♤♡♢♧★☆♛♚♜♞♕●○◆◇■□▲▼▶◀→←↑↓✓✗×−–—…·•\ufffd"  # the last: what a lone surrogate in a name becomes (game/textclean.py)
COMMON_FILE = "PalaceTableSansCJK-Common.ttf.xz"
"""The common Traditional Chinese set (:func:`common_hanzi`) and kana from Noto Sans CJK TC Regular, xz-compressed
(0.71 MiB; merged into both styles it took 3.3 MB): the UI falls back to it for the characters of names that the
UI fonts lack (``scenes/art/font_fallback.py``), emboldened for bold text."""
KANA = (0x3040, 0x30FF)  # Hiragana and Katakana: Japanese names
COMMON_UNITS_PER_EM = 256
"""The common font's grid: 1/256 em is a tenth of a pixel at 24 px, and the smaller coordinates save a quarter of
the compressed size (0.71 against 0.95 MiB)."""
BOPOMOFO = (0x3100, 0x312F)  # Zhuyin: what a Taiwanese input method shows while composing
DROPPED_TABLES = ["GSUB", "GPOS", "GDEF", "BASE", "VORG", "vhea", "vmtx", "DSIG", "kern", "hdmx", "LTSH", "VDMX"]


def ensure_fonttools() -> None:
    if importlib.util.find_spec("fontTools") is None:
        print("Installing fonttools ...", flush=True)
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "fonttools>=4.40"])


def text_sources() -> list[Path]:
    """Every file whose characters the UI may draw."""
    paths = [*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]
    paths += sorted((ROOT / "game" / "locale").rglob("*.po"))
    paths += sorted((ROOT / "game" / "rules").glob("*/rules_*.md"))
    return paths


def common_hanzi() -> set[int]:
    """The 5,401 "frequently used" characters of Big5 level 1 (lead bytes 0xA4-0xC6, up to 0xC67E), read from
    Python's own ``big5`` codec. Big5's level 1 was drawn up from the Taiwan Ministry of Education's list of
    common characters (常用國字標準字體表, 4,808) plus the most used of its secondary list, so it covers the
    common Traditional Chinese set, with no data file to fetch."""
    trail_bytes = [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
    points = set()
    for lead in range(0xA4, 0xC7):
        for trail in trail_bytes:
            if (lead, trail) > (0xC6, 0x7E):
                break
            try:
                points.add(ord(bytes((lead, trail)).decode("big5")))
            except UnicodeDecodeError:
                continue
    return points


def wanted_code_points() -> set[int]:
    """What both styles keep: the blocks above and every character of the app's own texts."""
    points = {cp for first, last in BLOCKS for cp in range(first, last + 1)}
    points.update(map(ord, EXTRA))
    for path in text_sources():
        points.update(ord(ch) for ch in path.read_text(encoding="utf-8") if ord(ch) >= 0x20)
    return points


def subset(font, code_points: set[int]):
    """``font`` cut down to ``code_points`` (those it has), without hinting or layout tables."""
    from fontTools import subset as ft_subset

    options = ft_subset.Options()
    options.hinting = False
    options.layout_features = []
    options.notdef_outline = True
    options.name_IDs = ["*"]
    options.drop_tables += DROPPED_TABLES
    subsetter = ft_subset.Subsetter(options)
    subsetter.populate(unicodes=code_points)
    subsetter.subset(font)
    return font


def cff_to_glyf(font) -> None:
    """Replace the CFF outlines of ``font`` by quadratic TrueType outlines (in place)."""
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import newTable

    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    del font["CFF "]
    font["loca"] = newTable("loca")
    font["glyf"] = glyf
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, glyph in glyf.glyphs.items():
        hmtx[name] = (hmtx[name][0], getattr(glyph, "xMin", 0))
    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 0)
    font["maxp"] = maxp
    post = font["post"]
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = order
    font.sfntVersion = "\x00\x01\x00\x00"


def noto_tc(collection: str):
    """The Traditional Chinese face of a Noto Sans CJK collection."""
    from fontTools.ttLib import TTCollection

    for face in TTCollection(str(NOTO_DIR / collection)).fonts:
        if face["name"].getDebugName(1).startswith("Noto Sans CJK TC"):
            return face
    raise SystemExit(f"no Noto Sans CJK TC face in {collection}")


def to_buffer(font) -> io.BytesIO:
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return buffer


def keep_line_metrics(merged, latin) -> None:
    """Give ``merged`` the line height of DejaVu (the merge takes the taller CJK values), as the UI expects."""
    for field in ("ascent", "descent", "lineGap"):
        setattr(merged["hhea"], field, getattr(latin["hhea"], field))
    for field in ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"):
        setattr(merged["OS/2"], field, getattr(latin["OS/2"], field))


def rename(font, style: str, copyrights: list[str], family: str = FAMILY,
           description: str = "DejaVu Sans with glyphs of Noto Sans CJK TC, subset for Palace Table; see "
                              "assets/LICENSES.md.") -> None:
    """Give the font its own name, its copyrights and its licence (SIL OFL 1.1)."""
    names = {
        0: "\n".join(copyrights),
        1: family, 2: style, 3: f"{family} {style}; palace-table", 4: f"{family} {style}",
        6: f"{family.replace(' ', '')}-{style}",
        10: description,
        13: "This Font Software is licensed under the SIL Open Font License, Version 1.1. The DejaVu Sans glyphs "
            "also carry the Bitstream Vera licence notice (see assets/LICENSES.md).",
        14: "https://openfontlicense.org",
    }
    table = font["name"]
    table.names = []
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)


def build_style(style: str, code_points: set[int]) -> tuple[Path, set[int]]:
    """Write one merged style; return its path and the wanted code points that no source font has."""
    from fontTools.merge import Merger
    from fontTools.ttLib import TTFont
    from fontTools.ttLib.scaleUpem import scale_upem

    dejavu_file, noto_file = STYLES[style]
    latin = subset(TTFont(FONT_DIR / dejavu_file), code_points)
    stamp = latin["head"].modified  # DejaVu's own: the same sources give the same bytes
    scale_upem(latin, UNITS_PER_EM)
    latin_points = set(latin.getBestCmap())
    cjk = noto_tc(noto_file)
    cjk_points = (code_points - latin_points) & set(cjk.getBestCmap())
    cjk = subset(cjk, cjk_points)
    cff_to_glyf(cjk)
    merged = Merger().merge([to_buffer(latin), to_buffer(cjk)])
    keep_line_metrics(merged, latin)
    rename(merged, style, [latin["name"].getDebugName(0), cjk["name"].getDebugName(0)])
    merged["post"].formatType = 3.0  # no glyph names: FreeType needs none, and they cost ~10 bytes a glyph
    merged["head"].created = merged["head"].modified = stamp
    merged.recalcTimestamp = False
    out = FONT_DIR / f"{FAMILY.replace(' ', '')}-{style}.ttf"
    merged.save(out)
    return out, code_points - latin_points - cjk_points


def build_common() -> Path:
    """Write the compressed common-set font: Noto Sans CJK TC Regular cut to the common Traditional Chinese set,
    kana, Zhuyin and CJK punctuation, with TrueType outlines (they compress better than CFF: 0.95 against 1.0 MiB)
    on a coarser grid (:data:`COMMON_UNITS_PER_EM`)."""
    from fontTools.ttLib.scaleUpem import scale_upem

    cjk = noto_tc(STYLES["Regular"][1])
    wanted = common_hanzi() | {cp for first, last in (KANA, BOPOMOFO, (0x3000, 0x303F)) for cp in range(first, last + 1)}
    wanted |= {0x20, 0xA0}
    cjk = subset(cjk, wanted & set(cjk.getBestCmap()))
    rename(cjk, "Regular", [cjk["name"].getDebugName(0)], family=f"{FAMILY} CJK Common",
           description="Noto Sans CJK TC Regular cut to the common Traditional Chinese characters (Big5 level 1) "
                       "and kana for Palace Table; see assets/LICENSES.md.")
    cff_to_glyf(cjk)
    scale_upem(cjk, COMMON_UNITS_PER_EM)
    cjk["post"].formatType = 3.0
    cjk.recalcTimestamp = False
    out = FONT_DIR / COMMON_FILE
    out.write_bytes(lzma.compress(to_buffer(cjk).getvalue(), preset=9 | lzma.PRESET_EXTREME))
    return out


def main() -> int:
    ensure_fonttools()
    if not NOTO_DIR.is_dir():
        raise SystemExit(f"{NOTO_DIR} is missing: install Noto Sans CJK (e.g. apt-get install fonts-noto-cjk)")
    code_points = wanted_code_points()
    for style in STYLES:
        out, missing = build_style(style, code_points)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size // 1024} KiB")
        missing = {cp for cp in missing if unicodedata.category(chr(cp)) != "Cn"}  # unassigned gaps of a block
        if missing:
            print("  not in any source font:", " ".join(f"U+{cp:04X} {chr(cp)}" for cp in sorted(missing)))
    out = build_common()
    print(f"{out.relative_to(ROOT)}: {out.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
