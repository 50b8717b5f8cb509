"""Build the bundled UI fonts: DejaVu Sans plus the Traditional Chinese glyphs of Noto Sans CJK TC, subset.

    .venv/bin/python tools/subset_font.py          # writes assets/fonts/PalaceTableSans-{Regular,Bold}.ttf

pygame's fonts have no fallback, so one file must cover everything the UI draws in every language. DejaVu
Sans (already bundled) gives Latin, punctuation and the card symbols; Noto Sans CJK TC (Debian package
``fonts-noto-cjk``, SIL OFL 1.1) gives the Chinese characters. The kept characters are Latin-1, Latin
Extended-A, General Punctuation, CJK punctuation and full-width forms, and every character that occurs in the
Python sources of ``game/`` and ``scenes/``, in ``game/locale/*.json`` and in the rules help texts. The CJK
outlines are converted to TrueType curves so both parts merge into one ``glyf`` font, renamed (the Bitstream
Vera licence asks for a new name when glyphs are added). A dev tool: fontTools is installed on demand into
the running environment, and it is no runtime dependency.
"""

from __future__ import annotations

import importlib.util
import io
import subprocess
import sys
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
    (0x2000, 0x2064),  # General Punctuation (without the invisible bidi/format controls)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0xFF01, 0xFF5E),  # Full-width ASCII forms
]
EXTRA = "♠♥♦♣♤♡♢♧★☆♛♚♜♞♕●○◆◇■□▲▼▶◀→←↑↓✓✗×−–—…·•"
DROPPED_TABLES = ["GSUB", "GPOS", "GDEF", "BASE", "VORG", "vhea", "vmtx", "DSIG", "kern", "hdmx", "LTSH", "VDMX"]


def ensure_fonttools() -> None:
    if importlib.util.find_spec("fontTools") is None:
        print("Installing fonttools ...", flush=True)
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "fonttools>=4.40"])


def text_sources() -> list[Path]:
    """Every file whose characters the UI may draw."""
    paths = [*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]
    paths += sorted((ROOT / "game" / "locale").glob("*.json"))
    paths += sorted((ROOT / "game" / "rules").glob("*/rules_*.md"))
    return paths


def wanted_code_points() -> set[int]:
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


def rename(font, style: str, copyrights: list[str]) -> None:
    """Give the merged font its own name, both copyrights and its licence (SIL OFL 1.1)."""
    names = {
        0: "\n".join(copyrights),
        1: FAMILY, 2: style, 3: f"{FAMILY} {style}; palace-table", 4: f"{FAMILY} {style}",
        6: f"{FAMILY.replace(' ', '')}-{style}",
        10: "DejaVu Sans with glyphs of Noto Sans CJK TC, subset for Palace Table; see assets/LICENSES.md.",
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
    scale_upem(latin, UNITS_PER_EM)
    latin_points = set(latin.getBestCmap())
    cjk = noto_tc(noto_file)
    cjk_points = (code_points - latin_points) & set(cjk.getBestCmap())
    cjk = subset(cjk, cjk_points)
    cff_to_glyf(cjk)
    merged = Merger().merge([to_buffer(latin), to_buffer(cjk)])
    keep_line_metrics(merged, latin)
    rename(merged, style, [latin["name"].getDebugName(0), cjk["name"].getDebugName(0)])
    out = FONT_DIR / f"{FAMILY.replace(' ', '')}-{style}.ttf"
    merged.save(out)
    return out, code_points - latin_points - cjk_points


def main() -> int:
    ensure_fonttools()
    if not NOTO_DIR.is_dir():
        raise SystemExit(f"{NOTO_DIR} is missing: install Noto Sans CJK (e.g. apt-get install fonts-noto-cjk)")
    code_points = wanted_code_points()
    for style in STYLES:
        out, missing = build_style(style, code_points)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size // 1024} KiB")
        if missing:
            print("  not in any source font:", " ".join(f"U+{cp:04X} {chr(cp)}" for cp in sorted(missing)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
