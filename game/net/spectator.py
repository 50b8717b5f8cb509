"""A spectator's app: the table of a friends' game seen from no seat, read-only.

:class:`SpectatorMatch` is one more kind of :class:`game.table_match.TableMatch`. It is fed like a seat's remote
app (:class:`game.net.remote.RemoteMatch`: the host's messages checked, the moves staged at the table's pace), but
what the host sends it is the public view (:meth:`game.engine.GameDef.public_view`), drawn by the game's presenter
for a viewer with no seat, and nothing can be proposed: no legal move is offered, :meth:`SpectatorMatch.apply`
refuses any move of its own (the host would refuse it too, as a strike: :mod:`game.net.watch`). The player joins
with the watch code exactly as with a seat's code (:func:`join`: the host's welcome says which it is).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.engine import Action, Event, Reason, SomeView, TableModel
from game.engine.json_read import is_obj
from game.i18n import N_, tr
from game.net.client import Connection
from game.net.hostcheck import NO_SEAT, Welcome, check_closed, check_watch_welcome
from game.net.remote import RemoteMatch, RemoteSession, Update
from game.net.remote import join as join_table
from game.net.watch import WATCHING_OFF
from game.net.wire import Message
from game.session import HintRequest, ReviewRequest, derive_seed

if TYPE_CHECKING:
    from game.table_match import TableMatch

READ_ONLY = N_("You are watching: nothing can be played.")


class WatchSession(RemoteSession):
    """A spectator's :class:`game.net.remote.RemoteSession`: no seat, never its turn, no seat's view."""

    def is_human_turn(self) -> bool:
        return False

    def view(self, seat: int) -> SomeView:
        raise PermissionError("a spectator sees no seat's view")


class SpectatorMatch(RemoteMatch):
    """The table as a spectator sees it (see the module's text)."""

    offers_hints = False

    def __init__(self, client: Connection, welcome: Message) -> None:
        super().__init__(client, welcome)
        self.session = WatchSession(self.game_id, list(self.welcome.names), NO_SEAT)
        self.humans = []
        self.viewer = None
        self._watched: tuple[TableModel, TableModel] | None = None  # the table's model -> the spectator's

    def model(self) -> TableModel:
        """The table, its prompt saying that this is a spectator's (the same object while the table's is)."""
        base = super().model()
        if self._watched is None or self._watched[0] is not base:
            self._watched = (base, replace(base, prompt=tr(READ_ONLY), choices=[]))
        return self._watched[1]

    @staticmethod
    def checked_welcome(message: Message) -> Welcome:
        return check_watch_welcome(message)

    @property
    def watching(self) -> bool:
        """Still watching: the host has not turned watching off nor closed the table."""
        return not self.host_gone

    def _take(self, message: Message) -> None:
        if message.get("t") == "closed" and check_closed(message) == WATCHING_OFF:
            self.host_gone = WATCHING_OFF
            self._problems.append(tr("The host no longer lets people watch."))
            return
        super()._take(message)

    # ---------------------------------------------------------------- read-only
    def why_not(self, dragged: frozenset[str], target: str | None) -> str:
        return tr(READ_ONLY)

    def why_no_undo(self) -> str:
        return tr(READ_ONLY)

    def hint_request(self) -> HintRequest:
        raise ValueError("a spectator is offered no hint")

    def hint_line(self, reason: Reason) -> str:
        return ""

    def review_request(self, seat: int) -> ReviewRequest:
        return ReviewRequest(self.game_id, derive_seed(NO_SEAT, "review"), ())

    def viewer_acts(self) -> bool:
        self.pump()
        return False

    def apply(self, action: Action) -> list[Event]:
        """Show the host's next update; a move of its own is refused (a spectator never acts)."""
        if isinstance(action, Update):
            return self._show(action)
        raise PermissionError("a spectator cannot act")


if TYPE_CHECKING:  # mypy checks that it answers every question of the table's
    _conforms: type[TableMatch] = SpectatorMatch


def make_match(client: Connection, welcome: Message) -> RemoteMatch:
    """The match a host's welcome asks for: a spectator's when it names no seat (a watch code), else a seat's."""
    if is_obj(welcome) and "seat" in welcome and welcome["seat"] is None:
        return SpectatorMatch(client, welcome)
    return RemoteMatch(client, welcome)


def join(address: str, code: str, name: str, timeout_s: float = 15.0, client: Connection | None = None) -> RemoteMatch:
    """:func:`game.net.remote.join` with a seat's code or the watch code (a spectator's match for the latter)."""
    return join_table(address, code, name, timeout_s, client, make_match)
