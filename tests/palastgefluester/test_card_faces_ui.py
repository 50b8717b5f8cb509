"""Palastgeflüster's card art (moved from the generic tests/ui/test_card_faces.py): the player colours differ in shape as
well as colour."""

from __future__ import annotations

from game import catalog


def test_palastgefluester_colours_differ_in_shape_as_well_as_colour(app):
    shapes = {}
    for face, spec in catalog.get_game("palastgefluester").cards().items():
        kind, colour = face.split(".")
        if kind == "guard":
            _, report = app.cards.face(spec, 100, 140, "palastgefluester")
            shapes[colour] = [a for a in report.art if a.startswith("shape:")]
    assert all(len(s) == 1 for s in shapes.values())
    assert len({s[0] for s in shapes.values()}) == len(shapes) == 6  # five player colours and grey
