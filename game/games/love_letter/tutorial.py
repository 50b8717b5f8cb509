"""Learn to play Love Letter (:mod:`game.tutorial`): two players, classic deck, the ordinary deal of seed 141.

The deal: Ana (the player) holds Guard and King, Ben the Countess; set aside face up Handmaid, Prince and Baron,
a Guard face down. Every classic card is played once or more (the Princess is discarded by the Prince at the end),
and the Countess must be played beside a Prince. Pure data; the texts are msgids."""

from game.i18n import N_

PLAYERS = 2
SEED = 141
OPTIONS = {"deck": "classic", "starter": 0}
NAMES = ("Ana", "Ben")

STEPS = (
    {"say": N_("Welcome to Love Letter! You hold one card. On your turn you draw a second and play one of the two. "
               "Be the last player left in the round, or hold the highest card when the deck runs out."),
     "at": "zone:hand.0"},
    {"say": N_("With two players, three cards are set aside face up and one face down. They are out of this "
               "round: nobody holds these three."),
     "at": "zone:setaside"},
    {"do": N_("The King (6) trades hands with another player. Drag the King to the middle of the table: you "
              "trade with Ben."),
     "at": "face:king", "move": ["play", "king", 1],
     "hint": N_("Drag the King (not the Guard) to the middle of the table.")},
    {"bot": ["play", "guard", 0, 8]},
    {"say": N_("Ben played a Guard on you and guessed the Princess (8). A Guard names a card other than the "
               "Guard: if the target holds it, they are out. You hold the Countess: a miss."),
     "at": "zone:discard.1"},
    {"do": N_("You drew a Guard. Play it on Ben and guess the Baron (3)."),
     "at": "face:guard", "move": ["play", "guard", 1, 3],
     "hint": N_("Drag the Guard to the middle, then choose the guess Baron (3).")},
    {"bot": ["play", "priest", 0]},
    {"say": N_("A miss: Ben does not hold a Baron. Then Ben played a Priest: a Priest looks at another player's "
               "hand. Ben now knows you hold the Countess."),
     "at": "zone:discard.1"},
    {"do": N_("You drew the Handmaid (4). Play it: until your next turn, other players' cards do not affect "
              "you."),
     "at": "face:handmaid", "move": ["play", "handmaid"],
     "hint": N_("Drag the Handmaid (not the Countess) to the middle of the table.")},
    {"bot": ["play", "baron", None]},
    {"say": N_("Ben played a Baron: it compares hands and the lower card is out. Your Handmaid protects you, "
               "so it does nothing."),
     "at": "zone:discard.1"},
    {"say": N_("You drew a Prince. The Countess (7) must be played when you also hold the King or a Prince: "
               "here you have no choice."),
     "at": "face:countess"},
    {"do": N_("Play the Countess."),
     "at": "face:countess", "move": ["play", "countess"],
     "hint": N_("Drag the Countess to the middle of the table.")},
    {"bot": ["play", "guard", 0, 3]},
    {"say": N_("Ben's Guard guessed the Baron: another miss. Ben has kept one card all round. Is it the "
               "Princess?"),
     "at": "seat:1"},
    {"do": N_("The Prince (5): the chosen player discards their hand and draws a new card. Play it on Ben."),
     "at": "face:prince", "move": ["play", "prince", 1],
     "hint": N_("Drag the Prince to the middle of the table, then choose Ben.")},
    {"say": N_("Ben had to discard the Princess (8): whoever discards her is out. You won the round and a token. "
               "The first to win enough tokens wins the game."),
     "at": "seat:0"},
    {"say": N_("That was every card of the classic deck. The card reference (Rules) lists them all. Now play "
               "a real game!"),
     "at": ""},
)
