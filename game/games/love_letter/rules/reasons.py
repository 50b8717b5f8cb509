"""Love Letter's reason codes and their texts, shared by the rules (refusals, :func:`.state.why_illegal`; the
warning before a play that knocks the player out, :func:`.kinds.knocks_out_self`), the bots (why a move is
good: :func:`game.games.love_letter.bots.explain`) and the presenter (their words). See :mod:`game.engine.reasons`."""

from __future__ import annotations

from game.engine.reasons import SHARED, ReasonTable

REASONS = ReasonTable(
    base=SHARED,
    refusal={
        "bishop_choice": "First decide whether to keep your card or draw a new one.",
        "not_in_hand": "You can only play a card from your own hand.",
        "countess": "You must play the Countess while you hold the King or a Prince.",
    },
    confirm={
        "out_when_played": "Playing the Princess knocks you out of the round. Play it anyway?",
        "out_when_discarded": "The Prince on yourself discards your Princess: you are out of the round. Play it "
                              "anyway?",
    },
    hint={
        "known_card": "You know {target} holds the {their}: play your {card} on them.",
        "guard_shown": "{target} has shown: {shown}. Your Guard names {guess}: {copies} of {unseen} unseen.",
        "guard_odds": "Your Guard names {guess} for {target}: {copies} of {unseen} unseen.",
        "compare_odds": "Your {card} against {target}, keeping the {kept}: wins {win}%, loses {lose}%.",
        "prince_princess": "{target} holds the Princess with a chance of {chance}%: the Prince makes them discard.",
        "handmaid": "The Handmaid protects you until your next turn, and you keep the {kept}.",
        "countess": "You must play the Countess.",
        "keep_higher": "Play the {card} and keep the {kept} for the end of the round.",
        "keep_card": "Keep the {card}: it is strong at the end of the round.",
        "redraw_card": "Discard the {card} and draw: a new card is likely better.",
        "look_unknown": "You do not know {target}'s card yet: your {card} shows it to you, and you keep the {kept}.",
        "king_trade": "The King trades your {kept} for {target}'s card, higher with a chance of {chance}%.",
        "prince_other": "The Prince makes {target} discard their card and draw anew, and you keep the {kept}.",
        "prince_self": "The Prince on yourself: you discard the {kept} and draw a new card.",
        "no_target": "Nobody can be chosen: your {card} goes without effect, and you keep the {kept}.",
    },
)
"""Love Letter's codes (with the shared ones)."""
