"""Road to the Palace's reason codes and their texts, shared by the rules (what a move may not do:
:func:`.state.why_illegal`), the bots (why a move is good: :func:`game.games.road_to_the_palace.bots.hint_reason`) and the
presenter (their words). See :mod:`game.engine.reasons`."""

from __future__ import annotations

from game.engine.reasons import SHARED, ReasonTable, ReasonText

REASONS = ReasonTable(
    base=SHARED,
    refusal={
        "take_from_grid": "Take a card from the grid: the leftmost card of a row.",
        "leftmost_only": "Only the leftmost card of a row can be taken.",
        "take_to_columns": "Drop the card on your own card columns.",
        "place_on_row": "Put a stock disc on the leftmost card of the row you took from.",
        "start_on_a_row": "Put a yellow, red or blue disc on the leftmost card of a row that has none yet.",
        "bribe_first": "Put a bribe into the slot Round 1 or Round 2 (a bribe taken out of a slot goes back).",
    },
    hint={
        "bribes": "The colours most present on the grid: {first} in round 1, {second} in round 2.",
        "lead_disc": "{card} brings a {disc} onto your strongest column: {points} influence at this round's "
                     "evaluation as things stand.",
        "third_disc": "{card} brings a {disc} onto your third column: {points} influence at this round's evaluation "
                      "as things stand.",
        "lead_column": ReasonText(
            "{card} makes your {character} column the strongest: your {n} disc of its colour pays {points} "
            "influence at this round's evaluation as things stand.",
            "{card} makes your {character} column the strongest: your {n} discs of its colour pay {points} "
            "influence each at this round's evaluation as things stand.", "discs"),
        "third_column": ReasonText(
            "{card} makes your {character} column the third: your {n} disc of its colour pays {points} influence "
            "at this round's evaluation as things stand.",
            "{card} makes your {character} column the third: your {n} discs of its colour pay {points} influence "
            "each at this round's evaluation as things stand.", "discs"),
        "royal_lead": "{card} lifts your {character} total to {n}, the highest at the table.",
        "place_purple_idle": "A purple disc on {card} earns no points: purple pays only on a King or Queen.",
        "place_poor": "{name} takes next: a {disc} on {card} would land on no column that pays them, whatever their "
                      "hidden bribe.",
        "purple_royal": "{card} comes with a purple disc: +1 impression, and 1 influence at the evaluation.",
        "politician": "{card} goes face down onto your bribe of round {round}: +1 to its column once it is revealed.",
        "royal_level": "{card} lifts your {character} total to {n}, level with the highest of the other players.",
        "column_grows": "{card} joins your {character} column: {n} impression in all, as things stand.",
    },
)
"""Road to the Palace's codes (with the shared ones)."""
