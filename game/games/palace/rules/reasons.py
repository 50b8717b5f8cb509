"""Palace's reason codes and their texts, shared by the rules (what they refuse: :func:`.state.why_not_now`,
:func:`.state.why_not_play`, the rank rules of :mod:`.ranks`), the bots (why a move is good:
:func:`game.games.palace.bots.hint_reason`) and the presenter (their words). See :mod:`game.engine.reasons`.

A code whose line has several forms by its arguments declares each form as a code of its own (``lowest``,
``lowest_many``, ``lowest_open``, ``lowest_open_many``): the presenter picks the form."""

from __future__ import annotations

from game.engine.reasons import SHARED, ReasonTable, ReasonText

REASONS = ReasonTable(
    base=SHARED,
    refusal={
        "setup_choose": "Put hand cards onto your face-up row (equal cards onto each other when stacking).",
        "setup_swap": "Swap by putting a hand card onto a face-up card of a different rank.",
        "face_down_last": "Face-down cards come last: first your hand, then your face-up cards.",
        "one_face_down": "Turn over one face-down card at a time.",
        "not_yours": "Play your own cards.",
        "hand_first": "While you hold hand cards you must play from your hand.",
        "joker_alone": "A joker cannot be played together with other cards.",
        "equal_rank": "Cards played together must be of equal rank.",
        "ten_on_high": "A 10 cannot go on a Jack, Queen, King or Ace.",
        "seven_down": "After a 7 the next card must be a 7 or lower (or a 2 or 10).",
        "too_low": "{card} cannot go on {target}.",
    },
    hint={
        "faceup": "Strong cards wait face up for the end of the game: lay the {card} there.",
        "swap": "The {up} is the stronger card: it waits face up for the end of the game, the {down} is played early.",
        "stack": "Stacked on its twin, the {card} leaves the table with it in one move; the stock refills your hand.",
        "ready": "Your face-up cards are as strong as your hand allows: you are ready.",
        "blind": "Nobody knows your face-down cards, you neither: any one is as good as another.",
        "burn_ten": ReasonText("The 10 burns the pile ({n} card) and you play again.",
                               "The 10 burns the pile ({n} cards) and you play again.", "count"),
        "burn_four": "Four of a kind: the pile burns and you play again.",
        "lowest": "{card} is your lowest card that goes on {target}; the higher ones wait.",
        "lowest_many": "Your lowest cards that go on {target}, {n} at once; the higher ones wait.",
        "lowest_open": "The pile is open: start with your lowest card, {card}.",
        "lowest_open_many": "The pile is open: start with your lowest cards, {n} at once.",
        "higher": "The next player must beat {card}, harder to beat than {lower}; your {lower_rank} waits for a "
                  "lower pile.",
        "goes_on_anything": "Nothing plain goes on {target}: {card} goes on anything.",
        "cheap_pickup": ReasonText("Taking the pile ({n} card) costs less than spending {card} on it.",
                                   "Taking the pile ({n} cards) costs less than spending {card} on it.", "count"),
        "pickup_lowest": "Nothing you may play goes on {target}: take the pile with your lowest face-up card, the "
                         "{card}.",
    },
)
"""Palace's codes (with the shared ones)."""
