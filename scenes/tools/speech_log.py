"""``autoplay --by-hand --speech-log FILE``: "Speak the game" on, its voice a file (one announcement a line), and
every move checked to be announced: a move after which nothing was said before the next one is a silent move."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from scenes.core.speech import FileBackend, Speech

if TYPE_CHECKING:
    from scenes.core.app import App


def table_moves(app: App) -> int | None:
    """The moves played in the match on the table (None: no table open)."""
    from scenes.table.table import TableScene

    table = next((s for s in reversed(app.stack) if isinstance(s, TableScene)), None)
    return None if table is None else table.match.moves_played()


class SpeechCount:
    """Called after every frame: counts the moves of the match on the table and whether each was announced."""

    def __init__(self, speech: Speech, moves_of: Callable[[App], int | None] = table_moves) -> None:
        self.speech, self.moves_of = speech, moves_of
        self.moves = 0
        self.silent = 0
        self.pending_since: int | None = None  # ``speech.said`` before the last move, until it is announced
        self.said_before = 0  # ``speech.said`` at the end of the last frame (a move and its words may share a frame)

    def __call__(self, app: App) -> None:
        said, before, self.said_before = self.speech.said, self.said_before, self.speech.said
        moves = self.moves_of(app)
        if moves is None:
            return
        if moves < self.moves:  # taken back (undo): the moves left were announced when made
            self.moves, self.pending_since = moves, None
        elif moves > self.moves:
            unsaid = self.pending_since is not None and before <= self.pending_since
            self.silent += (moves - self.moves - 1) + unsaid
            self.moves, self.pending_since = moves, before
        if self.pending_since is not None and said > self.pending_since:
            self.pending_since = None

    def report(self, finished: bool = True) -> dict:
        """``finished``: the run went to the game's end (a run stopped early may stop between its last move and
        that move's announcement on the next frame: that move is not counted)."""
        unsaid = finished and self.pending_since is not None and self.speech.said <= self.pending_since
        return {"announcements": self.speech.said, "silent_moves": self.silent + unsaid}


def attach(app: App, path: Path) -> SpeechCount:
    """Speak ``app``'s game into the file ``path`` (written as each announcement is made)."""
    app.speech.close()
    app.speech = Speech(True, FileBackend(path), threaded=False)
    return SpeechCount(app.speech)
