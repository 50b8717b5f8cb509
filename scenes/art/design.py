"""What a face is drawn from (the design types, described by each game in ``game.engine.art``) and what was drawn."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.art import Back, Character, Design, PlayingCard, Token

__all__ = ["Back", "Character", "Design", "FaceReport", "PlayingCard", "Token"]


@dataclass(frozen=True)
class FaceReport:
    """What a rendered face shows, for tests: the emblems drawn, and each text as wanted and as drawn."""

    art: tuple[str, ...]
    title_wanted: str
    title_drawn: str
    text_wanted: str = ""
    text_drawn: str = ""
    title_px: int = 0  # the pixel sizes the title and the effect text were drawn at (0: not drawn)
    text_px: int = 0

    @property
    def title_fits(self) -> bool:
        return "".join(self.title_drawn.split()) == "".join(self.title_wanted.split()) and "…" not in self.title_drawn

    @property
    def text_fits(self) -> bool:
        squash = "".join(self.text_wanted.split())
        return "".join(self.text_drawn.split()) == squash and "…" not in self.text_drawn
