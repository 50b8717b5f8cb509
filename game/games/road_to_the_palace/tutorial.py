"""Learn to play Road to the Palace (:mod:`game.tutorial`, a script given as a line of moves): two players, Ana (the
player) starts, the ordinary deal of seed 1; the first round played out to its evaluation.

``LINE`` is the scripted round (Ana's moves and Ben's, in order; Ana's are the ones at ``ANA``); ``LESSONS`` says
what the coach says at Ana's moves that show a rule (the others only point at what to take or place), ``BEFORE``
what it says before a move. The round shows the bribes, the starting discs, the take with its disc, placing a disc,
a row refilled, the purple disc, and the evaluation: its summary column by column (the ``column:<id>`` steps, said
while the summary shows). Pure data; the texts are msgids."""


from game.engine import JSONValue
from game.i18n import N_

PLAYERS = 2
SEED = 1
OPTIONS = {"starter": 0}
NAMES = ("Ana", "Ben")

LINE: tuple[list[JSONValue], ...] = (
    ["bribes", "red", "yellow"], ["bribes", "red", "yellow"], ["start", "blue", "red", "yellow"],
    ["take", 1], ["place", "blue"], ["take", 1], ["place", "yellow"],
    ["take", 2], ["place", "red"], ["take", 2], ["place", "red"],
    ["take", 2], ["place", "yellow"], ["take", 1], ["place", "blue"],
    ["take", 0], ["place", "red"], ["take", 1], ["place", "purple"],
    ["take", 0], ["place", "red"], ["take", 1], ["place", "blue"],
    ["take", 2], ["place", "yellow"], ["take", 1], ["place", "yellow"],
    ["take", 0], ["place", "purple"], ["take", 0],
)
ANA = frozenset((0, 3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27, 28))
"""The indices of ``LINE`` that are Ana's moves (the others are Ben's)."""

BEFORE: dict[int, tuple[tuple[str, str], ...]] = {
    0: ((N_("Welcome to Road to the Palace! Over two rounds you gather character cards and mission discs. Whoever "
            "ends with the most influence wins; everybody starts with 10, kept secret."), ""),),
    3: ((N_("Ben, to the right of the start player, put a yellow, a red and a blue disc on the cards of the "
            "leftmost column."), "zone:grid.r0c0"),),
    7: ((N_("Your cards lie in columns, one per colour, sorted by impression: the highest on the left. At the "
            "evaluation, mission discs of your leftmost column's colour score 3 each, of your third column 1; "
            "every other disc costs you 1 influence."), "zone:columns.0"),),
}

LESSONS: dict[int, tuple[str, str, str]] = {  # index: (text, anchor, hint)
    0: (N_("First the bribes: secretly keep one for round 1 and one for round 2; the third goes back to the box. "
           "Take the red Soldier for round 1 and the yellow Noble for round 2."), "move",
        N_("Drag the red Soldier bribe first (round 1), then choose the yellow Noble for round 2.")),
    3: (N_("Your turn: take the leftmost card of any row, with its disc. The card joins your columns, the disc "
           "your board card. Take the pink Queen of the middle row."), "move",
        N_("Drag the pink card of the middle row to your cards.")),
    4: (N_("Now put a disc from the stock on the leftmost card of that row. Place a blue disc."), "move",
        N_("Drag the blue disc from the stock onto the card the arrow points at.")),
    12: (N_("You took the last card of that row: it was refilled from the deck. Place a yellow disc on its "
            "leftmost card."), "move", N_("Drag the yellow disc from the stock onto the leftmost card of the row.")),
    28: (N_("A purple disc (Sneaking) stays on its card and adds 1 impression to that card's column. Place the "
            "purple disc."), "move", N_("Drag the purple disc from the stock onto the leftmost card of the row.")),
}
KEEP_GOING = {"take": N_("Keep going: take the card the arrow points at, with its disc."),
              "place": N_("Keep going: place the disc the arrow points at on the leftmost card of the row.")}
KEEP_GOING_HINT = N_("Drag what the arrow points at: a card to your cards, a disc onto the leftmost card of its row.")
AFTER = (
    (N_("The stock is empty: round 1 is over. In the evaluation the bribes are revealed, the highest King total "
        "takes the start player pawn, the lowest Queen total pays the highest, and the mission discs score on "
        "your columns."), "summary"),
    (N_("One row per player. First the bribes were revealed and joined their colour columns; on the King tie (2 "
        "each) Ben, the next player after you, took the start player pawn."), "column:player"),
    (N_("Queen: your Queen total was 4, Ben's 2. The lowest total pays as much as there are players, 2, and the "
        "highest gets it: +2 for you, -2 for Ben."), "column:queen"),
    (N_("Leftmost column: each disc of your strongest column's colour scores 3. Your 4 on the Soldiers make +12, "
        "Ben's 3 on his Priests +9."), "column:missions_first"),
    (N_("Third column: discs of your third column's colour score 1 each. Neither of you had one there: a dot, "
        "nothing."), "column:missions_third"),
    (N_("Purple on royals: each purple disc on your King or Queen column scores 1. None lay there; then every "
        "purple disc went back."), "column:purple"),
    (N_("Every other disc costs 1, paid to the player on your right: you paid Ben 3 and he paid you 2, so -1 for "
        "you and +1 for him."), "column:neighbour_pay"),
    (N_("Change adds up the row: +2 +12 -1 = +13 for you; -2 +9 +1 = +8 for Ben."), "column:change"),
    (N_("Influence: you began with 10 and now have 23. Ben's stays secret (?) until the game's end."),
     "column:influence"),
    (N_("Round 2 is played the same way, then the final evaluation. Now play a real game!"), ""),
)

