"""Card art: every card kind of every game has its illustrated face, whose title (and, on a large card, effect
text) fits whole in every language at three sizes; each game has its own back (a game's own faces: tests/<package>/test_card_faces_ui.py)."""

from __future__ import annotations

import pytest
from each_game import a_game

from game import catalog, i18n
from scenes.art.cast import CAST
from scenes.art.games import design_for
from scenes.art.svg import emblem_names

SIZES = {"small": (60, 84), "table": (100, 140), "large": (200, 280)}
LANGUAGES = ("en", "de", "zh-Hant")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_face_has_its_art_and_its_texts_fit_at_three_sizes(app, game_id, language):
    i18n.set_language(language)
    known = set(emblem_names())
    problems = []
    for spec in catalog.get_game(game_id).cards().values():
        for size_name, (w, h) in SIZES.items():
            surf, report = app.cards.face(spec, w, h, game_id)
            where = f"{spec.face} at {size_name} {w}x{h}"
            assert surf.get_size() == (w, h)
            drawn = [a for a in report.art if not a.startswith(("shape:", "portrait:"))]
            portraits = [a.removeprefix("portrait:") for a in report.art if a.startswith("portrait:")]
            if not report.art or not set(drawn) <= known or not set(portraits) <= set(CAST):
                problems.append(f"{where}: no art ({report.art})")
            if not report.title_fits:
                problems.append(f"{where}: title {report.title_wanted!r} drawn as {report.title_drawn!r}")
            if size_name == "large" and report.text_wanted and not report.text_fits:
                problems.append(f"{where}: text {report.text_wanted!r} drawn as {report.text_drawn!r}")
    assert not problems, "\n".join(problems)


PORTRAITS = [gid for gid in catalog.game_ids()
             if all(getattr(design_for(face, gid), "portrait", "") for face in catalog.get_game(gid).cards())]
"""The games whose every card is a character drawn with a portrait (their art says so)."""


@pytest.mark.parametrize("game_id", PORTRAITS)
def test_characters_show_a_portrait_at_hand_size_and_their_emblem_on_a_small_card(app, game_id):
    """A bust at 140x196 (a hand card at 1280x720) and 100x140; the emblem, the portrait's mark, at 60x84."""
    for spec in catalog.get_game(game_id).cards().values():
        design = design_for(spec.face, game_id)
        for w, h in ((140, 196), (100, 140)):
            _, report = app.cards.face(spec, w, h, game_id)
            assert report.art[0] == f"portrait:{design.portrait}", (spec.face, w, report.art)
        _, small = app.cards.face(spec, 60, 84, game_id)
        assert small.art[0] == design.emblem, (spec.face, small.art)


def test_each_game_has_its_own_card_back(app):
    backs = [app.cards.surface(None, 100, 140, game_id) for game_id in catalog.game_ids()]
    centres = {tuple(b.get_at((50, 20))) for b in backs}  # the ground colour above the medallion
    assert len(centres) == len(backs)


def test_faces_are_cached_per_size_and_game(app):
    game = a_game()
    spec = next(iter(catalog.get_game(game).cards().values()))
    first = app.cards.surface(spec, 100, 140, game)
    assert app.cards.surface(spec, 100, 140, game) is first
    assert app.cards.surface(spec, 60, 84, game).get_size() == (60, 84)


@pytest.mark.parametrize(("title", "lines"), [("財務大臣", ["財務", "大臣"]), ("Käm- merer", ["Käm-", "merer"]),
                                              ("Bestechung: Priester", ["Bestechung:", "Priester"])])
def test_a_title_on_two_lines_is_broken_where_its_lines_are_most_even(app, title, lines):
    """A greedy wrap left the Chinese Treasurer as "財務大/臣" on small cards; the break now balances the lines."""
    from scenes.art.text import fit_title

    fonts = app.fonts
    width = fonts.font(12, bold=True).size(title)[0] - 2  # one line is just too wide: two lines at 12 px
    fitted = fit_title(fonts, title, width, 18, min_px=12)
    assert (fitted.px, fitted.lines) == (12, lines)
