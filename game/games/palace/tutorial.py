"""Learn to play Palace (:mod:`game.tutorial`, a script given as a line of moves): two players, the base rules,
the ordinary deal of seed 5 with Ben dealing, so Ana (the player) lays out first.

``LINE`` is the whole scripted game up to Ana's first blind turn (Ana's moves and Ben's replies, in order);
``LESSONS`` says what the coach says at Ana's moves that show a rule (the others are "keep going" moves that only
point at the card to play), ``BEFORE`` what it says before a move. The line shows the swap before play, beating the
pile, equal cards together, the 10 that burns the pile, the 2 that starts it again, picking up, the face-up cards
and the blind turn of a face-down card. Pure data; the texts are msgids."""


from game.engine import JSONValue
from game.i18n import N_

PLAYERS = 2
SEED = 5
OPTIONS = {"dealer": 1}
NAMES = ("Ana", "Ben")

LINE: tuple[list[JSONValue], ...] = (
    ["swap", "4D", "KD"],
    ["ready"],
    ["ready"],
    ["play", "hand", ["3C"]],
    ["play", "hand", ["QD"]],
    ["pickup"],
    ["play", "hand", ["7C"]],
    ["play", "hand", ["QD"]],
    ["play", "hand", ["10C"]],
    ["play", "hand", ["JH"]],
    ["pickup"],
    ["play", "hand", ["KD", "KH"]],
    ["pickup"],
    ["play", "hand", ["4S"]],
    ["play", "hand", ["JH"]],
    ["play", "hand", ["2S"]],
    ["play", "hand", ["KD", "KH"]],
    ["play", "hand", ["10D"]],
    ["play", "hand", ["3H"]],
    ["play", "hand", ["8S"]],
    ["play", "hand", ["8D"]],
    ["play", "hand", ["9D"]],
    ["play", "hand", ["2D"]],
    ["play", "hand", ["3D", "3S"]],
    ["play", "hand", ["5H", "5S"]],
    ["play", "hand", ["7S"]],
    ["play", "hand", ["7H"]],
    ["play", "hand", ["9C"]],
    ["play", "hand", ["9S"]],
    ["play", "hand", ["10S"]],
    ["play", "hand", ["3C"]],
    ["play", "hand", ["6C", "6H"]],
    ["play", "hand", ["8H"]],
    ["play", "hand", ["AC", "AD"]],
    ["play", "hand", ["AS"]],
    ["play", "hand", ["AH"]],
    ["play", "hand", ["8C"]],
    ["play", "hand", ["QC"]],
    ["play", "hand", ["QS"]],
    ["pickup"],
    ["play", "hand", ["4C"]],
    ["play", "hand", ["QC", "QS"]],
    ["pickup"],
    ["play", "hand", ["8C"]],
    ["play", "hand", ["QC", "QS"]],
    ["pickup"],
    ["play", "hand", ["4C", "4H"]],
    ["play", "hand", ["6D"]],
    ["play", "hand", ["JD"]],
    ["play", "hand", ["QC", "QS"]],
    ["play", "faceup", ["10H"]],
    ["play", "faceup", ["4D"]],
    ["play", "hand", ["5D"]],
    ["play", "faceup", ["9H"]],
    ["play", "hand", ["JS"]],
    ["blind", 0],
)
ANA = frozenset((0, 1, 4, 6, 8, 9, 11, 13, 15, 17, 18, 20, 22, 24, 26, 28, 31, 33, 35, 36, 38, 40, 42, 44, 46, 48, 50,
                 51, 53, 55))
"""The indices of ``LINE`` that are Ana's moves (the others are Ben's)."""

BEFORE: dict[int, tuple[tuple[str, str], ...]] = {
    0: ((N_("Welcome to Palace! Get rid of all your cards: whoever is left holding cards loses. You have three "
            "hand cards, three face-up cards and three face-down cards below them."), "zone:hand.0"),),
    5: ((N_("Ben could not beat your Queen: whoever cannot play picks up the whole pile. Then you start a new "
            "pile with any card."), "zone:pile"),),
    38: ((N_("The stock is empty: from now on nobody draws."), "zone:hand.0"),),
    50: ((N_("Your hand is empty and so is the stock: now you play your face-up cards, by the same rules."),
          "zone:faceup.0"),),
}

LESSONS: dict[int, tuple[str, str, str]] = {  # index: (text, anchor, hint)
    0: (N_("Before play you may swap hand cards with your face-up cards. Drag your 4 onto the King to swap "
           "them."), "face:4D", N_("Drag the 4 of Diamonds from your hand onto the face-up King.")),
    1: (N_("Done swapping: click Ready."), "", N_("Click the Ready button.")),
    4: (N_("Beat the pile: play a card of the same rank or higher than its top card. Play the Queen. You then "
           "draw back up to three cards."), "face:QD", N_("Drag the Queen of Diamonds onto the pile.")),
    8: (N_("A 10 goes on anything and burns the pile: the pile leaves the game and you play again. Play the "
           "10."), "face:10C", N_("Drag the 10 of Clubs onto the pile.")),
    9: (N_("The pile is burnt: you play again and may start the new pile with any card."), "face:JH",
        N_("Drag the Jack of Hearts onto the empty pile.")),
    11: (N_("Equal cards may be played together. Click both Kings to select them, then drag them onto the "
            "pile."), "face:KD", N_("Select both Kings (click each), then drag them onto the pile.")),
    15: (N_("A 2 goes on anything and starts the pile again: after it, any card may follow. Play the 2."),
         "face:2S", N_("Drag the 2 of Spades onto the pile.")),
    35: (N_("Four cards of the same rank together on top of the pile burn it too. Play the last Ace: with the "
            "three Aces below it, it burns the pile and you play again."), "face:AH",
         N_("Drag the Ace of Hearts onto the pile.")),
    42: (N_("You cannot beat the two Queens: pick up the pile. Drag the pile into your hand, or use the "
            "button."), "zone:pile", N_("Pick up the pile: the button, or drag the pile into your hand.")),
    50: (N_("Play your face-up 10: it burns the pile."), "face:10H", N_("Drag the face-up 10 of Hearts onto "
                                                                       "the pile.")),
    55: (N_("Only your face-down cards are left. Turn one blind: if it beats the pile it is played, else you "
            "pick up the pile."), "zone:facedown.0", N_("Drag a face-down card onto the pile.")),
}
KEEP_GOING = N_("Keep going: play what the arrow points at onto the pile.")
KEEP_GOING_HINT = N_("Drag the card the arrow points at onto the pile (equal cards: select each first).")
AFTER = ((N_("That is Palace: beat the pile, use your 2s and 10s, and play your face-up and face-down cards "
             "last. Now play a real game!"), ""),)
