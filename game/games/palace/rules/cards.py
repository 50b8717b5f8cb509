"""Palace cards: stable uids ("QH", "10S", "QH2" from the second deck, "J1"/"J2" jokers), ranks and values.

Only the rank matters in play. Values order the ranks 3 (low) .. A (high); the 2 sits below the 3 so that any
card may follow it; jokers have value 0 (they are never compared, only looked through).
"""

from __future__ import annotations

from game.engine import CardSpec
from game.i18n import N_

RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
JOKER = "JK"
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAME = {"J": N_("Jack"), "Q": N_("Queen"), "K": N_("King"), "A": N_("Ace"), JOKER: N_("Joker")}
VALUE: dict[str, int] = {r: i + 2 for i, r in enumerate(RANKS)} | {JOKER: 0}
START_ORDER: tuple[str, ...] = RANKS[1:8] + RANKS[9:] + ("2", "10", JOKER)
"""The ranks tried in turn to find who starts: 3, 4, ..., A, then the special cards."""


def deck(two_decks: bool = False, jokers: bool = False) -> list[str]:
    """All card uids of a game, in a fixed order."""
    cards = [r + s for r in RANKS for s in SUITS]
    if two_decks:
        cards += [c + "2" for c in cards]
    if jokers:
        cards += ["J1", "J2"]
    return cards


def _parse(uid: str) -> tuple[str, str]:
    """(rank, face id) of a uid."""
    if uid in ("J1", "J2"):
        return JOKER, JOKER
    face = uid[:-1] if uid.endswith("2") and len(uid) >= 3 else uid
    return face[:-1], face


RANK: dict[str, str] = {}
FACE: dict[str, str] = {}
for _uid in deck(two_decks=True, jokers=True):
    RANK[_uid], FACE[_uid] = _parse(_uid)
CARD_VALUE: dict[str, int] = {uid: VALUE[rank] for uid, rank in RANK.items()}
RANK_ORDER: tuple[str, ...] = tuple(sorted(VALUE, key=VALUE.__getitem__))
"""The ranks by value: joker, 2, 3, ..., A (the order in which plays are listed)."""
RANK_INDEX: dict[str, int] = {uid: RANK_ORDER.index(rank) for uid, rank in RANK.items()}
"""A uid's rank as its position in :data:`RANK_ORDER`."""
SORT_KEYS: dict[str, tuple[int, str]] = {uid: (value, uid) for uid, value in CARD_VALUE.items()}
""":func:`sort_key` of every uid, looked up (``key=SORT_KEYS.__getitem__``) where cards are sorted often."""


def sort_key(uid: str) -> tuple[int, str]:
    return CARD_VALUE[uid], uid


def rank_label(rank: str) -> str:
    return RANK_NAME.get(rank, rank)


def card_label(uid: str) -> str:
    """'Q♥', '10♠', 'Joker'."""
    face = FACE[uid]
    return "Joker" if face == JOKER else face[:-1] + SUIT_SYMBOL[face[-1]]


def card_specs() -> dict[str, CardSpec]:
    """A face per distinct card (the second deck shares the faces of the first)."""
    red, black = (200, 30, 40), (20, 20, 20)
    specs = {
        f"{r}{s}": CardSpec(
            face=f"{r}{s}",
            title=f"{rank_label(r)} of {dict(S='Spades', H='Hearts', D='Diamonds', C='Clubs')[s]}",
            value=r,
            colour=red if s in "HD" else black,
            symbol=SUIT_SYMBOL[s],
        )
        for r in RANKS
        for s in SUITS
    }
    specs[JOKER] = CardSpec(face=JOKER, title="Joker", value="★", text="Reverses the direction.",
                            colour=(120, 40, 160), symbol="★")
    return specs
