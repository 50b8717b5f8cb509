"""The sidebar's seat rows: badges that do not fit beside the name go on a second line, whole."""

from game.engine import SeatView, TableModel
from scenes import sidebar


def test_long_badges_get_a_second_line_and_are_never_cut(app):
    long = ["0 tokens of 4", "Knocked out by Benedict"]
    model = TableModel([], [], [SeatView(0, "Ana", ["0 tokens of 4"], is_current=True),
                                SeatView(1, "Dan", long)])
    lay = sidebar.layout_sidebar(app, model, 0)
    (y0, h0, two0), (y1, h1, two1) = lay.seat_rows
    assert not two0 and two1
    assert y1 == y0 + h0 and h1 > h0
    assert lay.seats[1] >= h0 + h1  # the block below starts after both rows
    vp = app.viewport
    room = vp.point(lay.left + sidebar.WIDTH - 8, 0)[0] - vp.point(lay.left + 20, 0)[0]
    text = " · ".join(long)
    assert app.fonts.fit(text, vp.px(sidebar.TEXT - 2), room) == text


def test_rows_grow_with_the_language(app):
    from game.i18n import set_language, tr

    set_language("de")
    try:
        badges = [tr("{n} tokens of {target}", n=0, target=4), tr("Knocked out by {name}", name="Ben")]
        model = TableModel([], [], [SeatView(3, "Dan", badges)])
        (_, _, two), = sidebar.layout_sidebar(app, model, 0).seat_rows
        assert two  # "0 von 4 Markern · Ausgeschieden durch Ben" does not fit beside "Dan (du)"
    finally:
        set_language("en")
