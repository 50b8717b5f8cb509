"""From choices to gestures: drops, buttons and step-by-step narrowing (pure, no window)."""

from __future__ import annotations

import pytest

from game.engine import Choice, Step
from scenes.table.gestures import StepPicker, buttons, drag_options, drop_targets, dropped

A, B = frozenset({"c1"}), frozenset({"c1", "c2"})
BEN, CLEO = Step("target:1", "Target: Ben"), Step("target:2", "Target: Cleo")
PRIEST, BARON = Step("guess:2", "Guess: Priest (2)"), Step("guess:3", "Guess: Baron (3)")
CHOICES = [
    Choice(("play", 1), drag_from=A, drag_to="pile"),
    Choice(("play", 2), drag_from=B, drag_to="pile"),
    Choice(("swap", 1), drag_from=A, drag_to="c9"),
    Choice(("guard", 1, 2), steps=(BEN, PRIEST), drag_from=frozenset({"g"}), drag_to="play"),
    Choice(("guard", 1, 3), steps=(BEN, BARON), drag_from=frozenset({"g"}), drag_to="play"),
    Choice(("guard", 2, 2), steps=(CLEO, PRIEST), drag_from=frozenset({"g"}), drag_to="play"),
    Choice(("pick_up",), button="Pick up the pile", drag_from=frozenset({"p1"}), drag_to="hand.0"),
    Choice(("keep",), steps=(Step("keep", "Keep"),)),
]


def test_a_drop_matches_the_exact_dragged_set_and_the_most_specific_target():
    assert [c.action for c in dropped(CHOICES, A, ["c9", "pile"])] == [("swap", 1)]
    assert [c.action for c in dropped(CHOICES, A, ["c5", "pile"])] == [("play", 1)]
    assert [c.action for c in dropped(CHOICES, B, ["pile"])] == [("play", 2)]
    assert dropped(CHOICES, A, ["deck"]) == []
    assert drop_targets(CHOICES, A) == {"pile", "c9"}


def test_one_of_several_equal_cards_starts_the_choice_of_the_whole_set():
    assert [c.action for c in dropped(CHOICES, frozenset({"c2"}), ["pile"])] == [("play", 2)]


def test_buttons_group_gesture_less_choices_by_label():
    groups = buttons(CHOICES)
    assert [g.label for g in groups] == ["Pick up the pile", "Keep"]  # a choice with a drag and a button has both
    assert [c.action for c in dropped(CHOICES, frozenset({"p1"}), ["hand.0"])] == [("pick_up",)]
    assert StepPicker(groups[1].options).done() == ("keep",)


def test_steps_narrow_by_prefix_and_a_single_label_is_picked_for_the_player():
    guard = dropped(CHOICES, frozenset({"g"}), ["play"])
    picker = StepPicker(drag_options(guard))
    assert picker.done() is None and picker.labels() == ["Target: Ben", "Target: Cleo"]
    picker.pick("target:2")
    assert picker.done() == ("guard", 2, 2)
    picker = StepPicker(drag_options(guard))
    picker.pick("target:1")
    assert picker.labels() == ["Guess: Priest (2)", "Guess: Baron (3)"]
    with pytest.raises(ValueError):
        picker.pick("guess:6")
    picker.pick("guess:3")
    assert picker.done() == ("guard", 1, 3)


def test_two_steps_with_the_same_label_stay_apart_by_key():
    """Seats named Ana, Ben, Ben: the Guard may target either Ben (the prompt shows both buttons)."""
    other_ben = Step("target:2", "Target: Ben")
    choices = [Choice(("guard", 1, 2), steps=(BEN, PRIEST), drag_from=frozenset({"g"}), drag_to="play"),
               Choice(("guard", 2, 2), steps=(other_ben, PRIEST), drag_from=frozenset({"g"}), drag_to="play")]
    picker = StepPicker(drag_options(dropped(choices, frozenset({"g"}), ["play"])))
    assert picker.labels() == ["Target: Ben", "Target: Ben"]
    picker.pick("target:2")
    assert picker.done() == ("guard", 2, 2)
    gestureless = [Choice(("next", 1), steps=(BEN,)), Choice(("next", 2), steps=(other_ben,))]
    assert [[o.action for o in g.options] for g in buttons(gestureless)] == [[("next", 1)], [("next", 2)]]
