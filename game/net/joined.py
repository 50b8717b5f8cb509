"""What a match that joined a table another machine hosts answers the same way whoever sits there (a seat's
:class:`game.net.remote.RemoteMatch`, a spectator's :class:`game.net.spectator.SpectatorMatch`): the host keeps
the game, so nothing is saved, replayed or started again here; nothing is taken back; the screen is nobody else's
to pass on; the host decides who plays for a player who is away."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from game.i18n import tr

if TYPE_CHECKING:
    from game.saves import SaveStore
    from game.tutorial import Tutorial


class JoinedTable:
    """The answers of a match at another machine's table that need nothing of the game (see the module's text)."""

    offers_hints = True  # the seat's own hint, worked out on this app from its view
    saved = False  # the host keeps the autosave
    joined = True
    tutorial: Tutorial | None = None

    def save_as(self, store: SaveStore, name: str, overwrite: bool = False) -> NoReturn:
        raise OSError(tr("the host's app saves this game"))

    def replay_record(self) -> None:
        """The host keeps the game (its moves of other seats are not all known here): no replay on this app."""
        return None

    def can_play_again(self) -> bool:
        return False

    def next_game(self) -> NoReturn:
        raise ValueError("the host starts the next game")

    def handover_to(self) -> int | None:
        return None

    def seen_by(self, seat: int) -> None:
        pass

    def news_for(self, seat: int, limit: int = 8) -> tuple[list[str], int]:
        return [], 0

    def spectators(self) -> int:
        """The host's table counts its spectators; a remote app is not told."""
        return 0

    def remote_turn(self) -> bool:
        return True

    def away_players(self) -> list[int]:
        return []  # the host decides who plays for a player who is away

    def let_bots_play_away(self) -> None:
        pass

    def why_no_undo(self) -> str:
        return tr("No undo in a game with players on other machines.")

    def undo(self) -> int:
        raise ValueError("no undo in a game with remote players")

    def can_finish_with_bots(self) -> bool:
        return False

    def cancel_bot(self) -> None:
        pass
