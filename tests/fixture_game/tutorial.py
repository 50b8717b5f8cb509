"""Learn to play the trick duel (:mod:`game.tutorial`): two players, three cards each, the ordinary deal of seed 4.

The deal: Ana (the player) holds 7, 6 and 5, Ben 5, 7 and 3. Ana's 7 takes Ben's 3; after the draw Ana leads her 5
and Ben's 7 takes it. Pure data; the texts are msgids (translated in ``locale/``)."""

from game.i18n import N_

PLAYERS = 2
SEED = 4
OPTIONS = {"starter": 0, "hand_size": 3}
NAMES = ("Ana", "Ben")

STEPS = (
    {"say": N_("Welcome to the trick duel! Each of you plays one card a trick: the highest card wins the trick. "
               "Most tricks wins the game."),
     "at": "zone:hand.0"},
    {"do": N_("Play your 7: drag it to the middle of the table."),
     "at": "move", "move": ["play", 25],
     "hint": N_("Drag the 7 (not another card) to the middle of the table.")},
    {"bot": ["play", 21]},
    {"say": N_("Your 7 beat Ben's 3: the trick is yours, and you lead the next. After a trick everyone draws a "
               "card while the deck lasts."),
     "at": "seat:0"},
    {"do": N_("Now play your 5."),
     "at": "move", "move": ["play", 23],
     "hint": N_("Drag the 5 to the middle of the table.")},
    {"bot": ["play", 34]},
    {"say": N_("Ben's 7 beat your 5: Ben won this trick and leads the next. Now play a whole game!"),
     "at": "seat:1"},
)
