"""Road to the Palace's card reference: the cards of the player count, the bribes, the public discs."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine import CardSpec
from game.games.road_to_the_palace.rules.view import RoadView

from ..rules.cards import CARDS, DISCS, removed_by_rule


def deck_counts(view: RoadView, cards: Mapping[str, CardSpec]) -> dict[str, int]:
    """The cards of this player count (the printed rule returns some to the box), a bribe card per player,
    the discs of this player count."""
    n = view["num_players"]
    counts = {face: 0 for face in cards}
    removed = set(removed_by_rule(n))
    for i, card in enumerate(CARDS):
        if i not in removed:
            counts[card.face] += 1
    for face in cards:
        if face.startswith("bribe."):
            counts[face] = n
        elif face.startswith("disc."):
            counts[face] = DISCS[n].get(face.removeprefix("disc."), 0)
    return counts


def add_discs(view: RoadView, seen: dict[str, int]) -> dict[str, int]:
    """``seen`` (the face-up cards of the table) and the mission discs, all public (the stock is counted openly)."""
    for colour, copies in DISCS[view["num_players"]].items():
        seen[f"disc.{colour}"] = copies
    return seen
