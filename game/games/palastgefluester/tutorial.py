"""Learn to play Palastgeflüster (:mod:`game.tutorial`): three players, the base rules, the ordinary deal of seed 56.

Ana (the player, red) plays five cards of the first round: her own colour (she plays again), other players'
colours (they play next), two Spies whose King cards silence the Guard and then the Treasurer, a silenced Guard,
and a grey card (the fewest cards in a display play next); Ben and Cleo reply as scripted, and Cleo ends the round
with an intrigue (her display shows the Treasurer twice). Pure data; the texts are msgids."""

from game.i18n import N_

PLAYERS = 3
SEED = 56
OPTIONS = {"starter": 0}
NAMES = ("Ana", "Ben", "Cleo")

STEPS = (
    {"say": N_("Welcome to Palastgeflüster! Each player owns a colour: yours is red. On your turn you play a card "
               "from your hand to your own display and carry out its action."),
     "at": "zone:hand.0"},
    {"say": N_("The colour on a card's border says who plays next: after a red card you play again, after a "
               "blue card Ben, after a green card Cleo."),
     "at": "zone:display.0"},
    {"do": N_("Play your red Spy. A Spy reveals the next King card: that character is silenced."),
     "at": "face:spy.red", "move": ["play", 6],
     "hint": N_("Drag the red Spy into your display.")},
    {"say": N_("The King card silences the Guard: Guards may still be played, but their action is not carried "
               "out. The Spy was red, so you play again."),
     "at": "zone:king"},
    {"do": N_("Play the blue Guard: it is silenced, so nothing happens. Its border is blue: Ben plays next."),
     "at": "face:guard.blue", "move": ["play", 11],
     "hint": N_("Drag the blue Guard into your display.")},
    {"bot": ["play", 2]},
    {"bot": ["discard", 45]},
    {"say": N_("Ben played a red Maid: he discarded a card and drew one. Red is your colour: your turn."),
     "at": "zone:display.1"},
    {"do": N_("Play the green Treasurer: you show your hand to everyone. Green is Cleo's colour: she plays "
              "next."),
     "at": "face:treasurer.green", "move": ["play", 14],
     "hint": N_("Drag the green Treasurer into your display.")},
    {"bot": ["play", 0]},
    {"do": N_("Cleo played a red card: your turn again. Play the green Fool: a Fool does nothing, and Cleo "
              "plays next."),
     "at": "face:fool.green", "move": ["play", 19],
     "hint": N_("Drag the green Fool into your display.")},
    {"bot": ["play", 37]},
    {"bot": ["discard", 38]},
    {"bot": ["play", 10]},
    {"bot": ["swap", 6, 2]},
    {"bot": ["play", 4]},
    {"say": N_("Cleo's grey Maid let the player with the fewest cards in their display play next: Ben. His "
               "Courtesan swapped your Spy for his Maid, and his red Guard gave you the turn."),
     "at": "zone:display.0"},
    {"do": N_("Play the grey Spy: a new King card silences another character. After a grey card, whoever has "
              "the fewest cards in their display plays next."),
     "at": "face:spy.grey", "move": ["play", 48],
     "hint": N_("Drag the grey Spy into your display.")},
    {"bot": ["play", 17]},
    {"bot": ["swap", 19, 10]},
    {"bot": ["play", 35]},
    {"say": N_("Intrigue! Cleo's display showed the Treasurer twice, which ends the round: every other player "
               "gains a point, you and Ben."),
     "at": "summary"},
    {"say": N_("One row per player: yours and Ben's are highlighted, the two who gained a point this round."),
     "at": "column:player"},
    {"say": N_("Display: the cards in each display when the round ended, 5 in yours, 3 in Ben's, 4 in Cleo's. At "
               "the game's end more cards break a tie on points."),
     "at": "column:display"},
    {"say": N_("Points: 0 → 1 for you and Ben, the point every other player gains from Cleo's intrigue; Cleo stays "
               "at 0. With three players, 6 points win."),
     "at": "column:points"},
    {"say": N_("Six different characters in your display win a point for you alone. Never show a character "
               "twice. Now play a real game!"),
     "at": ""},
)
