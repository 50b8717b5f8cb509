"""The rules panel at Road to the Palace's table (moved here from tests/ui/test_rules_panel.py)."""

from __future__ import annotations

import pytest

from game import i18n
from scenes.ui import markup
from tests.ui.test_rules_panel import LANGUAGES, table_of


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_narrow_panel_shows_a_table_too_wide_for_it_as_a_list_with_whole_words(app, code):
    """Road's table of components was crushed into the narrow panel, its words broken by width
    ("Mission-sschei-ben", "Charak-terkar-ten"): it shows as a list, each row's first cell in bold and its other
    cells as "heading: cell" under it, every word whole (1280x720 and 1024x640)."""
    from scenes.art.fonts import WRAP_UNITS

    i18n.set_language(code)
    try:
        for size in ((1280, 720), (1024, 640)):
            app.resize(size)
            table = table_of(app, "road-to-the-palace", 3)
            table.rules.toggle()
            text = table.rules.panel.text
            lines = text.lines(app)
            blocks = markup.blocks(text.text, paragraphs=True)
            (block,) = [b for b in blocks if b.kind == "table"]
            words = {w.rstrip(":：,") for b in blocks for t in (b.text, *(c for r in b.rows for c in r))
                     for w in WRAP_UNITS.findall(t)}
            pieces = [w.rstrip(":：,") for line in lines for _, t in line.cells for w in WRAP_UNITS.findall(t)]
            broken = [w for w in pieces if w not in words and w != "•"]
            assert not broken, (code, size, broken[:5])
            assert not any(line.style == "cell" for line in lines)  # a list, not columns
            first = [line.cells[0][1] for line in lines if line.style == "head"]
            assert len(first) >= len(block.rows) - 1
            table.close()
            app.pop()
    finally:
        i18n.set_language("en")
