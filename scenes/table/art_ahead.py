"""Which card faces the table has the card-art worker render ahead (:class:`scenes.art.cards.CardArt`): what the
board shows, put first; the whole deck only at the sizes where a card can come face up out of sight, whose face
cannot be known beforehand — the stage, where moves made elsewhere are shown, and each zone in which a card of this
table has been seen turning face up (a draw into a hand, a hidden card played, a hand shown). A face that only moves
from one place in sight to another is rendered when the table places it there, not at every size beforehand (the
whole deck at every size the table ever drew a card at rendered ~80 % of the faces for nothing)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import CardSpec
from scenes.table.board import STAGE_CARD, Board, card_rect

if TYPE_CHECKING:
    from scenes.ui.context import UI


class ArtAhead:
    """The faces of ``game_id`` rendered ahead for one table (see the module's docstring)."""

    def __init__(self, ui: UI, board: Board, game_id: str, spec: Callable[[str | None], CardSpec | None]) -> None:
        self.ui, self.board, self.game_id, self.spec = ui, board, game_id, spec
        self.reveal_zones: set[str] = set()  # the zones a card was seen turning face up in

    def face_up(self) -> set[str]:
        """The cards the board shows face up now (taken before it places the next model)."""
        return {uid for uid, s in self.board.sprites.items() if s.card.face is not None}

    def placed(self, was_up: set[str], had_cards: bool) -> None:
        """The board placed a model (``was_up``: the cards face up before; ``had_cards``: it held cards before, so
        cards coming into sight now came from somewhere): learn where cards turn face up."""
        if had_cards:
            self.reveal_zones |= {s.zone for uid, s in self.board.sprites.items()
                                  if s.card.face is not None and uid not in was_up}

    def queue(self) -> None:
        """Queue the faces the board shows (on the stage too), first; then the whole deck at the sizes of the zones
        where cards were seen turning face up."""
        vp = self.ui.viewport
        px: dict[tuple[float, ...], tuple[int, int]] = {}  # logical size -> pixel size (a few for all the cards)
        shown: set[tuple[str | None, int, int]] = set()
        deck_at: set[tuple[int, int]] = set()
        for s in self.board.sprites.values():
            sizes = [s.target[2:], STAGE_CARD] if s.via is not None else [s.target[2:]]  # (on the stage: both)
            faces = {s.card.face} if s.flip is None else {s.card.face, s.flip.before}  # (turning over: both sides)
            for logical in sizes:
                if (size := px.get(logical)) is None:
                    size = px[logical] = card_rect(vp, 0.0, 0.0, (logical[0], logical[1])).size
                shown |= {(face, *size) for face in faces}
            if s.zone in self.reveal_zones:
                deck_at.add(px[s.target[2:]])
        cards = self.ui.cards
        cards.ahead(self.game_id, [(self.spec(face), w, h) for face, w, h in sorted(shown, key=str)])
        cards.prefetch(self.game_id, sorted(deck_at))
