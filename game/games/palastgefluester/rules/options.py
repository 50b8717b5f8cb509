"""Setup options of Palastgeflüster (the names CLARIFICATIONS.md gives them)."""

from __future__ import annotations

from game.engine import OptionSpec


def option_specs(num_players: int) -> list[OptionSpec]:
    return [
        OptionSpec("starter", "First player (the oldest)", "int", 0, bounds=(0, num_players - 1),
                   help="Who plays first in round 1; later rounds start with whoever ended the last."),
        OptionSpec("intrigues_in_the_dark", "Intrigues in the Dark", "bool", False,
                   help="Record display sizes each round (0 for the intriguer); ties on points go to the "
                        "highest total."),
        OptionSpec("courtesan_own_display", "Courtesan swaps", "choice", "allowed",
                   choices=(("allowed", "Any two displays, own included"), ("not_own", "Not my own display")),
                   help="Whether the Courtesan may swap a card of her own player's display."),
        OptionSpec("maid_discard", "Maid discards", "choice", "face_down",
                   choices=(("face_down", "Face down"), ("face_up", "Face up")),
                   help="How the Maid's discarded card lies on the discard pile."),
    ]
