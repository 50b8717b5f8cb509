"""The guess's row of card faces (issue 39 §2.3, finished): each face's title reads whole (no "Assas-/sin" split
with a hyphen on a small face), and the row reserves no band for number labels it does not show."""

from __future__ import annotations

import pytest

from game.engine import Step
from game.settings import Settings
from scenes.core.app import App
from scenes.table.choice_widgets import NUMBER_H, ROW_GAP, FaceChoice, face_row, note_lines, row_shapes
from scenes.table.prompt import StepPrompt
from tests.love_letter.tables import GUARD_SEED, love_letter_table
from tests.love_letter.test_prompt_ui import premium_table_of_eight
from tests.ui.helpers import card_centre, click_button, drag, pump, zone_centre

CASES = [(8, (1280, 720)), (2, (1024, 640))]
"""Where the titles were split: nine faces at eight players, 1280x720 ("Assas-sin", "Coun-tess", "Prin-cess");
seven at two players, 1024x640 ("Hand-maid")."""


def open_guess(app: App, players: int) -> StepPrompt:
    """The guess of a Guard played at ``players`` (Premium at eight: nine guesses; classic at two: seven)."""
    if players == 8:
        table = premium_table_of_eight(app, own=["prince", "guard"])
    else:
        table = love_letter_table(app, GUARD_SEED)
    pump(app, until=lambda: table.acting() and table.board.settled())
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    if players == 8:
        click_button(app, "Target: Cleo")
    pump(app, frames=2)
    assert isinstance(app.top, StepPrompt)
    return app.top


@pytest.mark.parametrize(("players", "size"), CASES)
def test_a_guess_face_shows_its_title_whole(tmp_path, monkeypatch, players, size):
    """Each face drawn in the row is asked of the card art in a way whose title is not broken inside a word: the
    faces the prompt draws are recorded (the call as made) and the art's report of that call is checked."""
    app = App(size=size, data_dir=tmp_path / "data", settings=Settings())
    try:
        prompt = open_guess(app, players)
        faces = [w for w in prompt.widgets if isinstance(w, FaceChoice)]
        sizes = {face.card_rect(app).size for face in faces}
        calls = []
        surface = app.cards.surface

        def recorded(spec, w, h, game=None, *args, **kwargs):  # noqa: ANN001, ANN202
            if spec is not None and (w, h) in sizes:
                calls.append((spec, w, h, game, kwargs))
            return surface(spec, w, h, game, *args, **kwargs)

        monkeypatch.setattr(app.cards, "surface", recorded)
        app.invalidate()
        pump(app, frames=1)
        drawn = {spec.face for spec, *_ in calls}
        assert drawn >= {face.step.face for face in faces}, drawn
        split = []
        for spec, w, h, game, kwargs in calls:
            report = app.cards.face(spec, w, h, game, **kwargs)[1]
            if not report.title_fits or "- " in report.title_wanted or report.title_drawn.endswith("-"):
                split.append(f"{spec.face} at {w}x{h}: {report.title_drawn!r}")
        assert not split, split
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None


@pytest.mark.parametrize(("players", "size"), [(2, (1280, 720)), (2, (1024, 640)), (8, (1280, 720)), (8, (1024, 640))])
def test_a_guess_row_reserves_no_band_it_leaves_empty(tmp_path, players, size):
    """A guess's faces answer the number keys of their own values and show no number under themselves: the row
    left a band for one under each face (and room for three note lines under "1 unseen"), so the focus ring round
    a face was tall with an empty band and Cancel stood far below. Now the note's room is what the longest note
    takes, and under the row there is only room for the ring."""
    app = App(size=size, data_dir=tmp_path / "data", settings=Settings())
    try:
        prompt = open_guess(app, players)
        faces = [w for w in prompt.widgets if isinstance(w, FaceChoice)]
        assert all(face.number_key is not None for face in faces)
        vp = app.viewport
        note = faces[0].note_rect(app)
        drawn = []
        for face in faces:
            lines, px = note_lines(app, face.note, vp.px(face.size), note.w, note.h)
            drawn.append(len(lines) * app.fonts.font(px).get_linesize())
        assert note.h - max(drawn) <= vp.px(8), (note.h, drawn)  # no empty line's room under the longest note
        cancel = next(w.screen_rect(app) for w in prompt.widgets if getattr(w, "label", "") == "Cancel")
        bottom = max(face.screen_rect(app).bottom for face in faces)
        assert cancel.top - bottom <= vp.px(ROW_GAP) + 2, (cancel.top, bottom)
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None


def test_faces_numbered_by_place_keep_the_band_for_their_numbers(app):
    """Faces with no digit of their own are picked by the number of their place, drawn under each: their row
    keeps that band (and faces with their own digits do not)."""
    steps = [Step(f"k{i}", f"Face {i}", face=f"f{i}", note="1 unseen") for i in range(3)]
    notes = [s.note for s in steps]
    by_place = next(row_shapes(app, notes))
    own = next(row_shapes(app, notes, numbered_by_place=False))
    assert by_place.pitch - own.pitch == NUMBER_H
    assert all(f.number_key is None for f in face_row(steps, 0, 0, print, None, print, by_place))
    own_faces = face_row(steps, 0, 0, print, None, print, own, value=lambda face: face[1:])
    assert [f.number_key for f in own_faces] == [0, 1, 2]
