"""The by-hand harness (:mod:`scenes.tools.byhand`) on Road's table: a card hidden under another sprite is a failure
with a picture (moved from the generic tests/ui/test_by_hand.py)."""

from __future__ import annotations

from pathlib import Path

from scenes.tools.byhand import run

SMALL = (1280, 720)


def test_a_card_hidden_under_another_sprite_is_a_failure_with_a_picture(monkeypatch, tmp_path):
    """The defect this harness was built for: Road's mission disc drawn as a card over the card to take."""
    from game.engine import CardView
    from game.games.road_to_the_palace.present import table

    grid_zones = table._grid_zones

    def disc_over_the_card(view, legal):
        zones = grid_zones(view, legal)
        for zone in zones:
            zone.cards += [CardView(f"cover.{c.uid}", c.token) for c in zone.cards if c.token]
        return zones

    monkeypatch.setattr(table, "_grid_zones", disc_over_the_card)
    result = run("road-to-the-palace", 2, 1, SMALL, {}, png_dir=tmp_path)
    assert result["finished"]  # a move with no working gesture is made directly, so the game still ends
    take = [f for f in result["failures"] if "'take'" in f["action"]]
    assert take and "no visible part of card" in take[0]["reason"]
    assert take[0]["game"] == "road-to-the-palace" and take[0]["move"] > 0 and Path(take[0]["png"]).is_file()
    assert "take" not in result["kinds_by_hand"]
