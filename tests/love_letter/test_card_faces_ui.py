"""Love Letter's card art (moved from the generic tests/ui/test_card_faces.py): each character has its own emblem and
its own portrait."""

from __future__ import annotations

from game import catalog
from scenes.art.cast import CAST
from scenes.art.games import design_for


def test_each_love_letter_character_has_its_own_emblem():
    faces = catalog.get_game("love-letter").cards()
    emblems = {face: design_for(face, "love-letter").emblem for face in faces}
    assert len(set(emblems.values())) == len(faces)
    assert emblems["prince"] == "coronet" and emblems["priest"] == "book" and emblems["bishop"] == "mitre"


def test_each_love_letter_character_has_its_own_portrait():
    faces = catalog.get_game("love-letter").cards()
    looks = {face: CAST[design_for(face, "love-letter").portrait] for face in faces}
    assert len(set(looks.values())) == len(faces)
