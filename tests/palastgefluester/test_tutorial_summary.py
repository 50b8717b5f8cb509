"""Learn to play Palastgeflüster talks round 1's summary through column by column (the generic checks that such
steps name the summary's columns and reach every one are in ``tests/test_tutorial_scripts.py`` and
``tests/ui/test_tutorial.py``)."""

from game.tutorial import load_script


def test_the_tutorial_coaches_the_summary_column_by_column() -> None:
    anchors = [step.anchor for step in load_script("palastgefluester").steps]
    assert {"column:player", "column:display", "column:points"} <= set(anchors)
