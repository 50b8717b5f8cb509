"""Learn to play Road to the Palace talks round 1's evaluation through column by column (the generic checks that
such steps name the summary's columns and reach every one are in ``tests/test_tutorial_scripts.py`` and
``tests/ui/test_tutorial.py``)."""

from game.tutorial import load_script


def test_the_tutorial_coaches_the_evaluation_column_by_column() -> None:
    anchors = [step.anchor for step in load_script("road-to-the-palace").steps]
    assert {"column:player", "column:queen", "column:missions_first", "column:neighbour_pay", "column:change",
            "column:influence"} <= set(anchors)
