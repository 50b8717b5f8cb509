"""A match's autosave kept up to date move by move, so the frame thread never encodes the whole match.

After each move the frame thread makes a :class:`SaveUpdate` through its :class:`SaveFeed`: the moves the writer
has not been sent yet (usually one, already encoded once by :meth:`game.session.Session.history_json_since`), the
digest of where they lead, the hinted seats, the undos and the listing. The disk writer appends it to its
:class:`SaveRecord` and writes that: a save of :data:`game.session.SAVE_VERSION`, as :meth:`Session.to_json` would
have made it. After an undo (or for another match) the feed sends every move again. Pure: no I/O, no threads.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import JSONValue, SomeGame
from game.session import Session


@dataclass(frozen=True)
class SaveUpdate:
    """What changed in a match since the last update: the writer keeps its moves before :attr:`start`, drops any
    after, and appends :attr:`moves`."""

    game: SomeGame
    setup: dict[str, JSONValue]
    start: int
    moves: list[JSONValue]
    progress: dict[str, JSONValue]
    finished: bool
    summary: dict[str, JSONValue]


class SaveFeed:
    """The frame thread's side: which of a session's moves the writer has been sent."""

    def __init__(self) -> None:
        self._session: Session | None = None
        self._history: list[object] | None = None
        self._sent = 0

    def update(self, session: Session) -> SaveUpdate:
        """The update that brings the writer's record to ``session`` as it is now."""
        same = session is self._session and session.history is self._history and self._sent <= len(session.history)
        start = self._sent if same else 0  # an undo replays into a new history list: everything again
        update = SaveUpdate(session.game, session.setup_json(), start, session.history_json_since(start),
                            session.progress_json(), session.is_over(), session.listing())
        self._session, self._history, self._sent = session, session.history, len(session.history)
        return update

    def resend(self) -> None:
        """Send every move with the next update (the writer lost track)."""
        self._session = None


class SaveRecord:
    """The writer's side: the save of a match as the updates made it (what :class:`game.saves.SaveStore` writes)."""

    def __init__(self, update: SaveUpdate) -> None:
        self._moves: list[JSONValue] = []
        self._last = update
        self.apply(update)

    @classmethod
    def of(cls, session: Session) -> SaveRecord:
        """The record of ``session`` at once (every move)."""
        return cls(SaveFeed().update(session))

    def apply(self, update: SaveUpdate) -> None:
        """Bring the record to ``update``'s match (ValueError when moves before its start were never sent)."""
        if update.start > len(self._moves):
            raise ValueError(f"moves {len(self._moves)}-{update.start} of the match were not sent")
        del self._moves[update.start:]
        self._moves.extend(update.moves)
        self._last = update

    @property
    def game(self) -> SomeGame:
        return self._last.game

    def to_json(self) -> dict[str, JSONValue]:
        return {**self._last.setup, "history": self._moves, **self._last.progress}

    def is_over(self) -> bool:
        return self._last.finished

    def listing(self) -> dict[str, JSONValue]:
        return self._last.summary
