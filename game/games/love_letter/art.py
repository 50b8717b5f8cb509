"""Love Letter (classic and Premium): each character an emblem, the value in a wax seal."""

from __future__ import annotations

from game.engine.art import Back, Character, Token

BACK = Back(ground=(112, 24, 40), line=(222, 178, 92), emblem="letter", pattern="lattice")

SHOWCASE = ("guard", "priest", "king", "countess", "princess")  # the faces fanned out on the setup screen
EMBLEM = {
    "assassin": "dagger",  # a stiletto
    "jester": "jester",  # a fool's cap with bells
    "guard": "halberd",
    "priest": "book",  # an open prayer book
    "cardinal": "galero",  # the red tasselled hat
    "baron": "scales",  # compares hands
    "baroness": "lorgnette",  # looks at hands
    "handmaid": "shield",  # protection until your next turn
    "sycophant": "feather",  # a peacock feather: flattery
    "prince": "coronet",
    "count": "goblet",
    "king": "crown",
    "constable": "keys",
    "countess": "fan",
    "dowager": "veil_crown",
    "princess": "tiara",
    "bishop": "mitre",
}


def design(face: str) -> Character | None:
    name = EMBLEM.get(face)
    return Character(name, portrait=face) if name else None


def token(face: str) -> Token | None:
    if face == "token.affection":
        return Token("pip_heart", (196, 38, 62), light=True)
    return None
