"""Road to the Palace's rules help lays its components table out as columns in every language
(moved here from the generic tests/ui/test_rendering.py)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_the_rules_help_lays_a_markdown_table_out_as_columns(app, language):
    """Road's rules printed "| players | character cards | ... |" and "| --- | --- |" as text in all three
    languages: a pipe table is laid out in columns (each cell at its column's x, wrapped within it), with no pipes
    nor dashes left, and no cell running into the next column."""
    from game import catalog, i18n
    from scenes.ui.widgets import ScrollText

    i18n.set_language(language)
    try:
        help_text = catalog.get_entry("road-to-the-palace").rules_text()
        text = ScrollText((160, 100, 1280, 680), help_text, size=21)
        lines = text.lines(app)
        assert not [line.text for line in lines if "|" in line.text or "---" in line.text]
        rows = [line for line in lines if line.style in ("head", "cell")]
        assert rows and rows[0].style == "head" and len(rows[0].cells) == 4
        xs = [x for x, _ in rows[0].cells]
        assert xs == sorted(xs) and len(set(xs)) == 4
        px = app.viewport.px(21)
        for line in rows:
            assert [x for x, _ in line.cells] == xs
            for (x, cell), right in zip(line.cells, [*xs[1:], None], strict=True):
                if right is not None:
                    assert x + app.fonts.font(px, bold=line.style == "head").size(cell)[0] < right, cell
        assert "7/7/7/3 = 24" in {cell for line in rows for _, cell in line.cells}
    finally:
        i18n.set_language("en")
