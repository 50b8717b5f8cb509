"""The match at the table, as the table and the screens opened from it ask it: one typed protocol for every kind of
match (:class:`game.match.Match` at a local table, :class:`game.tutorial.TutorialMatch` for Learn to play,
:class:`game.net.hosted.HostedMatch` at a host with friends on other machines, and
:class:`game.net.remote.RemoteMatch` on a friend's app, :class:`game.replay_match.ReplayMatch` for a replay). The scenes know a match only by this type, so mypy sees a
question one kind does not answer (each kind is checked against it at the bottom of its own module).

It uses no display. The match answers for the person (or people) at this screen: what they may see, whose turn it
is, why a move is no move; the scenes propose moves and show what the match says."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.engine import (
        Action,
        CardRef,
        CardSpec,
        Event,
        Reason,
        RoundSummary,
        SomeGame,
        SomeView,
        TableModel,
    )
    from game.replay import ReplayRecord
    from game.saves import SaveStore
    from game.session import HintRequest, ReviewRequest, Session
    from game.tutorial import Tutorial


class PlayRecord(Protocol):
    """What the headless tools read of a match's game, for the seats this app may know: the moves made (None where
    this app does not know the move: another machine's seat), whose turn, the legal moves, a seat's view."""

    @property
    def history(self) -> Sequence[Action | None]: ...

    def is_over(self) -> bool: ...

    def current_seat(self) -> int: ...

    def legal_actions(self) -> list[Action]: ...

    def view(self, seat: int) -> SomeView: ...


class TableMatch(Protocol):
    """The table's match (see the module's text)."""

    # ---------------------------------------------------------------- what it is
    @property
    def game(self) -> SomeGame: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def viewer(self) -> int | None:
        """The seat whose view the screen shows (None: nobody's yet, hot seat before the first hand-over)."""

    @property
    def humans(self) -> Sequence[int]:
        """The seats played by people at this screen."""

    @property
    def offers_hints(self) -> bool:
        """The table offers the Hint (a tutorial's coach says what to play instead)."""

    @property
    def saved(self) -> bool:
        """The match is autosaved here and may be saved under a name."""

    @property
    def joined(self) -> bool:
        """This app took a seat at a table another machine hosts: the host keeps the game (after a crash the player
        joins again rather than choosing Continue)."""

    @property
    def tutorial(self) -> Tutorial | None:
        """Learn to play's script and where the player is in it (None for any other match)."""

    @property
    def session(self) -> PlayRecord:
        """The game as this app knows it (read by the headless tools; the scenes ask the questions below)."""

    def seat_name(self, seat: int) -> str: ...

    def layout_file(self) -> str: ...

    def cards(self) -> Mapping[str, CardSpec]: ...

    # ---------------------------------------------------------------- the position
    def moves_played(self) -> int: ...

    def is_over(self) -> bool: ...

    def current_seat(self) -> int: ...

    def winners(self) -> list[int]: ...

    def model(self) -> TableModel:
        """The table for the viewer."""

    def presence(self) -> Mapping[int, object]:
        """Players on other machines as their plates show them (connected or away); none at a local table."""

    def spectators(self) -> int:
        """How many watch the table without a seat (a host's friends' table: :mod:`game.net.watch`); else 0."""

    def shown_scores(self) -> list[float | None]: ...

    def why_not(self, dragged: frozenset[str], target: str | None) -> str: ...

    def card_reference(self) -> list[CardRef]: ...

    def last_mover(self) -> int | None: ...

    def last_move_targets(self) -> list[int]: ...

    def last_move_outs(self) -> list[int]: ...

    # ---------------------------------------------------------------- rounds and the end
    def round_table(self) -> RoundSummary | None: ...

    def round_end_model(self) -> TableModel: ...

    def past_rounds(self) -> list[RoundSummary]: ...

    def can_play_again(self) -> bool: ...

    def next_game(self) -> Session: ...

    def save_as(self, store: SaveStore, name: str, overwrite: bool = False) -> None: ...

    def replay_record(self) -> ReplayRecord | None:
        """The match's setup and moves so far, to watch it again from its start (None: this app does not keep the
        game, a seat joined at another machine's table)."""

    # ---------------------------------------------------------------- hint and review
    def hint_request(self) -> HintRequest: ...

    def hint_line(self, reason: Reason) -> str: ...

    def review_request(self, seat: int) -> ReviewRequest: ...

    def table_for(self, view: SomeView, legal: Sequence[Action]) -> TableModel: ...

    # ---------------------------------------------------------------- who is at the screen
    def viewer_acts(self) -> bool:
        """The viewer may move now."""

    def handover_to(self) -> int | None:
        """The seat the screen must be passed to before play goes on (hot seat), if any."""

    def seen_by(self, seat: int) -> None: ...

    def news_for(self, seat: int, limit: int = ...) -> tuple[list[str], int]: ...

    # ---------------------------------------------------------------- moves
    def apply(self, action: Action) -> list[Event]: ...

    def at_round_end(self) -> bool:
        """The position is a round's end with the next deal due here: the table holds it, then :meth:`deal`."""

    def deal(self) -> list[Event]:
        """Deal the next round at a round's end (nothing otherwise); the deal's events."""

    def bot_to_move(self) -> bool:
        """Someone not at this screen moves next (a bot, or a player on another machine): the table waits for it."""

    def remote_turn(self) -> bool:
        """That move comes from another machine: the table shows it when it comes, without a bot's pace."""

    def remote_ready(self) -> bool:
        """That move has come: the table shows it at once (the move on the stage gives way)."""

    def start_bot(self) -> None: ...

    def bot_thinking(self) -> bool: ...

    def take_bot_action(self) -> Action | None: ...

    def wait_for_bot(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for the move the table waits for (headless tools only)."""

    def away_players(self) -> list[int]:
        """Seats of players on other machines who lost the connection and whom the table waits for."""

    def let_bots_play_away(self) -> None: ...

    def can_finish_with_bots(self) -> bool: ...

    def finish_step(self, budget_s: float) -> bool: ...

    def why_no_undo(self) -> str: ...

    def undo(self) -> int: ...

    def take_problem(self) -> str:
        """A problem to show the player once (a failed autosave, a lost connection...), or ""."""

    def close(self) -> None: ...
