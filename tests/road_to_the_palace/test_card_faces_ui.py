"""Road to the Palace's discs (moved from the generic tests/ui/test_card_faces.py): a disc is drawn as a round token."""

from __future__ import annotations

from game import catalog


def test_a_disc_is_drawn_as_a_round_token(app):
    for face in ("disc.red", "disc.yellow", "disc.blue", "disc.purple", "token.affection", "token.influence"):
        token = app.cards.token(face, 40)
        assert token.get_size() == (40, 40)
        assert token.get_at((1, 1)).a == 0 and token.get_at((20, 20)).a == 255  # round: clear corners
    card_sized = app.cards.surface(catalog.get_game("road-to-the-palace").cards()["disc.red"], 60, 84)
    assert card_sized.get_at((1, 1)).a == 0 and card_sized.get_at((30, 42)).a == 255
