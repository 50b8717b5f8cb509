"""One player's area: card columns (kept sorted by impression), board card discs, bribes and influence."""

from __future__ import annotations

from game.engine import JSONIn, JSONValue
from game.engine.checks import ints, items, whole
from game.engine.json_read import obj, texts

from .cards import CARDS, DISC_COLOURS, PURPLE, START_INFLUENCE
from .kinds import RULES


class Player:
    """``order`` lists the colours of the card columns, strongest first. ``purple_on`` counts the purple
    discs lying on a column's cards; ``discs`` the discs on the board card. ``bribes`` is the chosen
    ``[round 1, round 2]`` colours (None until chosen); ``politicians[r]`` the Politician cards face down on
    the bribe of round ``r + 1``. ``influence`` may go below zero: a bank loan, repaid at the end."""

    __slots__ = ("cards", "impression", "order", "purple_on", "discs", "bribes", "politicians", "influence")

    def __init__(self) -> None:
        self.cards: list[int] = []
        self.impression: dict[str, int] = {}  # colour -> impression of its cards (derived from ``cards``)
        self.order: list[str] = []
        self.purple_on: dict[str, int] = {}
        self.discs: dict[str, int] = dict.fromkeys(DISC_COLOURS, 0)
        self.bribes: list[str] | None = None
        self.politicians: list[list[int]] = [[], []]
        self.influence = START_INFLUENCE

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.cards = list(self.cards)
        p.impression = dict(self.impression)
        p.order = list(self.order)
        p.purple_on = dict(self.purple_on)
        p.discs = dict(self.discs)
        p.bribes = None if self.bribes is None else list(self.bribes)
        p.politicians = [list(self.politicians[0]), list(self.politicians[1])]
        p.influence = self.influence
        return p

    # ------------------------------------------------------------------------------------- columns

    def total(self, colour: str, revealed: int) -> int:
        """Impression of a column: its cards, purple discs on it, and its revealed bribes (the first
        ``revealed`` ones) with the Politicians on them."""
        points = self.impression.get(colour, 0) + self.purple_on.get(colour, 0)
        if self.bribes is not None:
            for r in range(revealed):
                if self.bribes[r] == colour:
                    points += 1 + len(self.politicians[r])
        return points

    def columns(self, revealed: int) -> list[tuple[str, int]]:
        """Each column's colour and :meth:`total`, left to right (the totals summed once for all columns)."""
        impression, purple, bribed = self.impression, self.purple_on, self._bribed(revealed)
        return [(colour, impression.get(colour, 0) + purple.get(colour, 0) + bribed.get(colour, 0))
                for colour in self.order]

    def _bribed(self, revealed: int) -> dict[str, int]:
        """Colour -> what the first ``revealed`` bribes of that colour add to its column (with their Politicians)."""
        bribed: dict[str, int] = {}
        if self.bribes is not None:
            for r in range(revealed):
                colour = self.bribes[r]
                bribed[colour] = bribed.get(colour, 0) + 1 + len(self.politicians[r])
        return bribed

    def reorder(self, revealed: int) -> None:
        """Strongest column first. The sort is stable, so on a tie a column keeps its place relative to the
        other: a column that grew does not overtake, one that shrank does not drop below."""
        totals = dict(self.columns(revealed))
        self.order.sort(key=lambda colour: -totals[colour])

    def set_cards(self, cards: list[int]) -> None:
        """The column cards as given (``order`` is set separately)."""
        self.cards = list(cards)
        self.impression = {}
        for c in cards:
            self.impression[CARDS[c].colour] = self.impression.get(CARDS[c].colour, 0) + CARDS[c].impression

    def gain(self, card: int, revealed: int) -> None:
        """A character card joins its column."""
        face = CARDS[card]
        self.cards.append(card)
        self.impression[face.colour] = self.impression.get(face.colour, 0) + face.impression
        self.add_column_card(face.colour, revealed)

    def take(self, card: int, disc: str | None, round: int, revealed: int) -> None:
        """A card taken from the grid with its disc (or None), where its kind's rule puts it
        (:meth:`.kinds.CardRule.taken`: a Politician face down onto the bribe of ``round``, another card onto its
        column)."""
        RULES[CARDS[card].colour].taken(self, card, disc, round, revealed)

    def add_column_card(self, colour: str, revealed: int) -> None:
        """A card (or revealed bribe) of ``colour`` joined the columns: a new colour starts at the right."""
        if colour not in self.order:
            self.order.append(colour)
        self.reorder(revealed)

    def position(self, colour: str) -> int | None:
        return self.order.index(colour) if colour in self.order else None

    def purple_total(self) -> int:
        return sum(self.purple_on.values()) + self.discs[PURPLE]

    # ------------------------------------------------------------------------------------- json

    def to_json(self) -> JSONValue:
        return {
            "cards": list(self.cards), "order": list(self.order), "purple_on": dict(self.purple_on),
            "discs": dict(self.discs), "bribes": None if self.bribes is None else list(self.bribes),
            "politicians": [list(p) for p in self.politicians], "influence": self.influence,
        }

    @staticmethod
    def from_json(value: JSONIn) -> Player:
        """Raise ValueError/TypeError/KeyError on a malformed player; the state checks the rest."""
        data = obj(value, "a player")
        p = Player()
        cards = ints(data["cards"], "cards")
        if not all(0 <= c < len(CARDS) for c in cards):
            raise ValueError("unknown card")
        p.set_cards(cards)
        p.order = texts(data["order"], "a column order")
        p.purple_on = {str(k): whole(v, "a disc count", 0) for k, v in obj(data["purple_on"], "the purple discs").items()}
        p.discs = {str(k): whole(v, "a disc count", 0) for k, v in obj(data["discs"], "the discs").items()}
        if set(p.discs) != set(DISC_COLOURS):
            raise ValueError("board discs must list every disc colour")
        bribes = data["bribes"]
        p.bribes = None if bribes is None else texts(bribes, "the bribes")
        p.politicians = items(data["politicians"], "politicians", ints)
        if len(p.politicians) != 2:
            raise ValueError("politicians must be listed for two rounds")
        influence = data["influence"]
        if not isinstance(influence, int) or isinstance(influence, bool):
            raise ValueError("influence must be a whole number")
        p.influence = influence
        return p
