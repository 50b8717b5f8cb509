"""The sidebar's seat rows: badges that do not fit beside the name go on a second line, whole."""

from game.engine import SeatView, TableModel
from scenes.table import sidebar


def test_long_badges_get_a_second_line_and_are_never_cut(app):
    long = ["0 tokens of 4", "Knocked out by Benedict"]
    model = TableModel([], [], [SeatView(0, "Ana", ["0 tokens of 4"], is_current=True),
                                SeatView(1, "Dan", long)])
    lay = sidebar.layout_sidebar(app, model, 0)
    (y0, h0, lines0), (y1, h1, lines1) = lay.seat_rows
    assert lines0 == [] and " ".join(lines1) == " · ".join(long)  # whole, under the name
    assert y1 == y0 + h0 and h1 > h0
    assert lay.seats[1] >= h0 + h1  # the block below starts after both rows
    room = app.viewport.px(sidebar.WIDTH - 28)
    assert all(app.fonts.font(app.viewport.px(sidebar.TEXT - 2)).size(line)[0] <= room for line in lines1)


def test_badges_longer_than_a_line_wrap_onto_more_lines(app):
    badges = ["0 tokens of 4", "Knocked out by Maximiliane-Charlotte von Hohenzollern-Sigmaringen"]
    model = TableModel([], [], [SeatView(7, "Hana", badges)])
    ((_, h, lines),) = sidebar.layout_sidebar(app, model, 0).seat_rows
    assert len(lines) >= 2 and " ".join(lines) == " · ".join(badges)
    assert h == sidebar.SEAT_ROW + sidebar.BADGE_LINE * len(lines)


def test_rows_grow_with_the_language(app):
    from game.i18n import set_language, tr

    set_language("de")
    try:
        badges = [tr("{n} tokens of {target}", n=0, target=4), tr("Knocked out by {name}", name="Ben")]
        model = TableModel([], [], [SeatView(3, "Dan", badges)])
        ((_, _, lines),) = sidebar.layout_sidebar(app, model, 0).seat_rows
        assert lines  # "0 von 4 Markern · Ausgeschieden durch Ben" does not fit beside "Dan (du)"
    finally:
        set_language("en")


def test_a_prompt_longer_than_its_lines_ends_in_an_ellipsis(app):
    """A prompt is given four lines at most; the fourth of a longer one used to end mid-sentence with no sign of
    the rest."""
    prompt = " ".join(["Choose the card you give to the player on your left before the round goes on."] * 4)
    lay = sidebar.layout_sidebar(app, TableModel([], [], [], prompt=prompt), 0)
    assert len(lay.prompt_lines) == sidebar.PROMPT_LINES and lay.prompt_lines[-1].endswith("…")
    room = app.viewport.px(sidebar.WIDTH - 2 * sidebar.PAD)
    assert all(app.fonts.font(app.viewport.px(sidebar.TEXT), True).size(line)[0] <= room for line in lay.prompt_lines)
    short = sidebar.layout_sidebar(app, TableModel([], [], [], prompt="Your turn"), 0)
    assert short.prompt_lines == ["Your turn"]
