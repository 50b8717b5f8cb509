"""Palastgeflüster's reason codes and their texts, shared by the rules (what a character's rule refuses:
:mod:`.kinds`), the bots (why a move is good: :func:`game.games.palastgefluester.bots.hint_reason`) and the presenter
(their words). See :mod:`game.engine.reasons`."""

from __future__ import annotations

from game.engine.reasons import SHARED, ReasonTable, ReasonText

REASONS = ReasonTable(
    base=SHARED,
    refusal={
        "fool_silenced": "The Fool is silenced: you may play him only when you hold nothing else.",
        "play_to_display": "Play a card from your hand onto your own display.",
        "swap_pick": "Put a card of one display onto a card of another display.",
        "swap_not_display": "Only cards lying in displays can be swapped.",
        "swap_same_display": "Swap cards of two different displays.",
        "swap_courtesan_itself": "The Courtesan just played cannot be swapped.",
        "swap_not_own": "With this setup the Courtesan may not swap cards of your own display.",
        "swap_shows_twice": "That swap would show a character twice in one display.",
        "guard_itself": "The Guard cannot take himself back: choose another card of your display.",
        "guard_take": "Take another card of your display into your hand.",
        "maid_discard": "Put a card from your hand onto the discard pile.",
        "magician_give": ReasonText("Give {n} card of your hand to your partner.",
                                    "Give {n} cards of your hand to your partner.", "count"),
        "use_buttons": "Use the buttons to choose.",
    },
    hint={
        "again": ReasonText("Your own colour: you play again, with {n} safe character left in your hand.",
                            "Your own colour: you play again, with {n} safe characters left in your hand.", "safe"),
        "next_to": ReasonText("{name} plays next and must avoid the {n} character on their display.",
                              "{name} plays next and must avoid the {n} characters on their display.", "shown"),
        "grey_next": "A grey border: whoever shows the fewest cards plays next ({names}).",
        "completes": "{card} is a sixth different character: your display is complete and you gain a point.",
        "next_stuck": "{name} moves next, and every card {name} has shown repeats their display: an intrigue, a "
                      "point for you.",
        "discard_unsafe": "The {card} repeats a character of your display: it could only cause an intrigue.",
        "discard_silenced": "The {card} is silenced by the King: playing it would cause an intrigue.",
        "guard_frees": "Taking back the {card} makes the {character} in your hand safe to play again.",
        "give_unsafe": "You give away what repeats your display: {cards}.",
        "magician_unsafe": ReasonText(
            "Your Magician can exchange away the {n} card in your hand that repeats your display.",
            "Your Magician can exchange away the {n} cards in your hand that repeat your display.", "unsafe"),
        "magician_count": ReasonText(
            "Exchange {n} card with {name}: as many as your hand holds that repeat your display.",
            "Exchange {n} cards with {name}: as many as your hand holds that repeat your display.", "count"),
        "courtesan_frees": "Your Courtesan can swap the {character} out of your display: the {character} in your hand "
                           "becomes safe to play.",
        "swap_frees": "Swapping your {card} away makes the {character} in your hand safe to play.",
    },
)
"""Palastgeflüster's codes (with the shared ones)."""
