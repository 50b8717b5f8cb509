"""Names in every script are drawn with real glyphs, never boxes (issue 43 item 3): Latin with diacritics, Greek,
Cyrillic, Traditional Chinese (陳 林 李 張 偉 and the whole common set) and Japanese kana from the bundled fonts,
on a seat plate, the host's waiting screen and the log; a character no bundled font has is drawn from a system
font that has it. Each drawn piece is checked against the font file that drew it, by ``pygame.freetype``
(whose metrics are None for a missing glyph)."""

from __future__ import annotations

import contextlib
import io
import lzma

import pygame
import pygame.freetype
import pytest
from each_game import a_game

from game import catalog
from game.net.hosted import open_table
from game.saves import SaveStore
from game.session import SeatConfig, Session
from scenes.art import font_fallback
from scenes.art.font_fallback import COMMON, Fallbacks, GlyphSource
from scenes.art.fonts import BOLD, REGULAR, Fonts, Run, SafeFont
from scenes.core import flow
from scenes.screens.friends import HostWaitScene
from scenes.screens.menu import MenuScene
from scenes.table import log_view
from scenes.table.table import TableScene
from scenes.ui.seat_marks import SEAT_GLYPHS
from tests.ui.helpers import pump

NAMES = {"Latin": "Zoë Ångström", "Greek": "Ελένη", "Cyrillic": "Ольга", "Traditional Chinese": "陳林李張偉",
         "Japanese": "さくら"}
SIMPLIFIED = "陈伟张"  # simplified forms: in no bundled font
ARMENIAN = "Անի"  # in DejaVu Sans, left out of the UI fonts: stands in for a system font's glyphs


def common_set() -> str:
    """Big5 level 1, the common Traditional Chinese characters (by the standard library's codec)."""
    chars = []
    for lead in range(0xA4, 0xC7):
        for trail in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]:
            if (lead, trail) <= (0xC6, 0x7E):
                with contextlib.suppress(UnicodeDecodeError):  # the codes no character was given
                    chars.append(bytes((lead, trail)).decode("big5"))
    return "".join(chars)


def glyphless(runs: list[Run]) -> set[tuple[str, str]]:
    """(font, character) for each drawn character whose font file has no glyph for it."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    missing = set()
    probes: dict[str, pygame.freetype.Font] = {}
    for run in runs:
        name = str(run.source.file)
        if name not in probes:
            data = run.source.file if not callable(run.source.file) else io.BytesIO(run.source.file() or b"")
            probes[name] = pygame.freetype.Font(data, 16)
        text = run.text.replace(" ", "")
        if text:
            missing |= {(run.source.name, ch) for ch, m in zip(text, probes[name].get_metrics(text), strict=True)
                        if m is None}
    return missing


@pytest.fixture
def drawn(monkeypatch):
    """Every text a UI font renders, with its runs and weight: (text, bold, runs)."""
    seen: list[tuple[str, bool, list[Run]]] = []
    render = SafeFont.render

    def spy(self, text, *args, **kwargs):
        if isinstance(text, str):
            seen.append((text, self.source.file == BOLD, self.runs(text)))
        return render(self, text, *args, **kwargs)

    monkeypatch.setattr(SafeFont, "render", spy)
    return seen


@pytest.fixture
def fake_system(monkeypatch):
    """The system's fonts: DejaVu Sans alone (the full font the UI fonts were cut from), the same on every
    machine."""
    monkeypatch.setattr(font_fallback, "FALLBACKS", Fallbacks(lambda: [REGULAR.parent / "DejaVuSans.ttf"]))


@pytest.mark.parametrize("bold", [False, True])
def test_names_in_five_scripts_and_the_common_set_come_from_the_bundled_fonts(app, fake_system, bold):
    font = app.fonts.font(20, bold)
    for script, name in {**NAMES, "common set": common_set()}.items():
        runs = font.runs(name)
        assert "".join(run.text for run in runs) == name
        assert {run.source.name for run in runs} <= {"regular", "bold", "common"}, script
        assert not glyphless(runs), script
    assert len(common_set()) == 5401


def test_a_lone_surrogate_in_a_name_is_drawn_as_the_replacement_glyph_of_the_ui_font(app, fake_system):
    for bold in (False, True):
        runs = app.fonts.font(20, bold).runs("Ana\ud800")  # cleaned to "Ana\ufffd"
        assert [(run.source.name, run.text) for run in runs] == [("bold" if bold else "regular", "Ana\ufffd")]
        assert not glyphless(runs)


def test_a_character_no_bundled_font_has_is_drawn_from_a_system_font_that_has_it(app, fake_system):
    for bold in (False, True):
        font = app.fonts.font(20, bold)
        runs = font.runs(f"Ana {ARMENIAN}")
        assert [(run.source.name, run.text) for run in runs] == [
            ("bold" if bold else "regular", "Ana "), ("DejaVuSans.ttf", ARMENIAN)]
        assert not glyphless(runs)
        assert font.render(f"Ana {ARMENIAN}", True, (0, 0, 0)).get_size() == font.size(f"Ana {ARMENIAN}")
    assert font_fallback.FALLBACKS.source_for("\U0010fffd") is None  # nowhere: the box, searched once


def test_the_fallback_draws_on_the_same_baseline_and_is_not_a_box(app, fake_system):
    font = app.fonts.font(40)
    box = pygame.font.Font(REGULAR, 40).render(ARMENIAN, True, (0, 0, 0))  # pygame.font alone: boxes
    drawn = font.render(ARMENIAN, True, (0, 0, 0))
    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")
    both = font.render("HՈ", True, (0, 0, 0))  # two capitals on one baseline (no overshoot), from two fonts
    split = font.size("H")[0]
    latin = both.subsurface((0, 0, split, both.get_height())).get_bounding_rect()
    armenian = both.subsurface((split, 0, both.get_width() - split, both.get_height())).get_bounding_rect()
    assert latin.h > 20 and abs(armenian.bottom - latin.bottom) <= 1


def test_simplified_characters_fall_back_to_a_system_font_when_the_machine_has_one(app):
    """With the machine's real fonts (skipped where no system font has simplified Chinese)."""
    fallbacks = Fallbacks()
    if any(fallbacks.source_for(ch) is None for ch in SIMPLIFIED):
        pytest.skip("no system font here has simplified Chinese (e.g. apt-get install fonts-noto-cjk)")
    runs = app.fonts.font(20).runs(SIMPLIFIED)
    assert all(run.source.name not in ("regular", "bold", "common") for run in runs)
    assert not glyphless(runs)


def test_a_damaged_common_font_leaves_the_box_and_no_crash(monkeypatch, tmp_path):
    bad = tmp_path / "bad.ttf.xz"
    bad.write_bytes(lzma.compress(b"not a font"))
    monkeypatch.setattr(font_fallback, "COMMON", bad)
    font_fallback.common_font_data.cache_clear()
    try:
        monkeypatch.setattr(font_fallback, "FALLBACKS", Fallbacks(lambda: []))
        pygame.font.init()
        fonts = Fonts(convert=False)
        assert fonts.font(20).render("陳偉", True, (0, 0, 0)).get_width() > 0
        assert GlyphSource("missing", tmp_path / "none.ttf").has("a") is False
    finally:
        font_fallback.common_font_data.cache_clear()
    assert COMMON.is_file()


def test_a_name_in_chinese_or_kana_keeps_its_spaces_when_a_line_is_wrapped(app):
    """The log wrapped "Ελένη played the Baroness on 陳林李張偉 and さくら." as "…on陳林李張偉" / "andさくら."."""
    text = "Ελένη played the Baroness on 陳林李張偉 and さくら."
    px = app.viewport.px(15)
    assert app.fonts.wrap(text, px, 2000) == [text]
    lines = app.fonts.wrap(text, px, app.fonts.font(px).size("Ελένη played the Baroness on 陳林")[0])
    assert lines == ["Ελένη played the Baroness on 陳林", "李張偉 and さくら."]
    assert app.fonts.wrap("共3張牌，陳林出牌", px, 2000) == ["共3張牌，陳林出牌"]  # none added where none was


def test_plates_waiting_screen_and_log_draw_the_names_without_a_missing_glyph(app, tmp_path, drawn, fake_system,
                                                                              monkeypatch):
    names = list(NAMES.values())

    class Announced:  # the table's name as the waiting screen shows it once announced (nothing is sent here)
        error = ""
        opened = True

        def __init__(self, *args: object) -> None: ...

        def wait(self, timeout_s: float) -> None: ...

        def close(self) -> None: ...

    monkeypatch.setattr("game.net.lan.Announcement", Announced)
    app.net_bind, app.net_lan = "127.0.0.1", True
    hosted = open_table(Session(catalog.get_game(a_game(players=len(names))), [SeatConfig(n, "human") for n in names], 3),
                        ["local"] + ["remote"] * 4, SaveStore(tmp_path / "host"))
    try:
        app.push(MenuScene(app))
        app.push(HostWaitScene(app, hosted))
        pump(app, frames=3)
        waiting = [text for text, _, _ in drawn]
        assert all(any(name in text for text in waiting) for name in names[1:]), waiting  # the seats
        assert any(text.startswith("On the network: Zoë Ång") for text in waiting)  # the host's table
    finally:
        app.top.close()
        hosted.close()
    drawn.clear()
    rows: list[str] = []
    row_image = log_view.row_image
    monkeypatch.setattr(log_view, "row_image", lambda ui, text, *a: rows.append(text) or row_image(ui, text, *a))
    bots = [SeatConfig(n, "bot") for n in names]
    flow.start_match(app, Session(catalog.get_game(a_game(players=len(names))), bots, 3))
    table = app.top
    assert isinstance(table, TableScene)
    pump(app, until=lambda: any("さくら" in row for row in rows))
    rows[:] = [row.translate({ord(glyph): None for glyph in SEAT_GLYPHS}) for row in rows]  # names without shapes
    assert [seat.name for seat in table.shown.seats] == names
    plates = {text for text, bold, _ in drawn if bold}
    assert set(names[1:]) <= plates and any(text.startswith("Zoë Ång") for text in plates), plates  # bold names
    # the log, its spaces kept beside the names wherever a line breaks (the seats' shapes move the break), and no
    # name broken in two (the feed's first row is narrower beside the card icons: "陳林李張偉" may start the next)
    joined = " ".join(row.strip() for row in rows)
    assert "played the Baroness on 陳林李張偉" in joined and any(row.endswith(" and さくら.") for row in rows)
    assert all("陳林李張偉" in row or "陳" not in row for row in rows), rows
    assert not any("on陳" in row or "andさ" in row for row in rows), rows
    assert any(row.startswith("Ελένη ") for row in rows), rows
    assert not glyphless([run for _, _, runs in drawn for run in runs])
