"""Road to the Palace: the characters (impression in a seal and as stars), the bribes (a purse with the bribed
character in a roundel) and the mission discs (round tokens, each with its mission's emblem and initial: F, M, P, S in English)."""

from __future__ import annotations

from game.engine.art import Back, Character, Token
from game.games.road_to_the_palace.rules.cards import FACE_BY_ID, MISSION, RGB
from game.i18n import tr

BACK = Back(ground=(92, 58, 30), line=(226, 190, 110), emblem="palace", pattern="grid")

SHOWCASE = ("red1", "yellow2", "purple1", "pink3", "black3")  # the faces fanned out on the setup screen
CHARACTER_EMBLEM = {
    "yellow": "ring",  # the Noble
    "red": "swords",  # the Soldier
    "blue": "book",  # the Priest
    "black": "crown",  # the King
    "pink": "queen_crown",  # the Queen
    "purple": "scroll",  # the Politician
}
DISC_EMBLEM = {"yellow": "coin", "red": "swords", "blue": "book", "purple": "mask"}


def design(face: str) -> Character | Token | None:
    if face in FACE_BY_ID:
        f = FACE_BY_ID[face]
        return Character(CHARACTER_EMBLEM[f.colour], stars=f.impression)
    kind, _, colour = face.partition(".")
    if kind == "bribe" and colour in CHARACTER_EMBLEM:
        return Character("purse", corner=CHARACTER_EMBLEM[colour])
    if kind == "disc":
        return token(face)
    return None


def token(face: str) -> Token | None:
    kind, _, colour = face.partition(".")
    if kind == "disc" and colour in DISC_EMBLEM:
        return Token(DISC_EMBLEM[colour], RGB[colour], light=colour != "yellow", letter=tr(MISSION[colour])[:1])
    if face == "token.influence":
        return Token("coin", (214, 172, 62))
    return None
