"""A remote app's match: the same questions the table asks of a local :class:`game.match.Match`, answered for one
seat from what the host sent (that seat's view, legal actions and events) by the game's own presenter.

The other seats' moves reach the table as a bot's do: :meth:`RemoteMatch.bot_to_move` is true while the host has
news or another seat is to move, and :meth:`RemoteMatch.take_bot_action` hands over the next update, which
:meth:`RemoteMatch.apply` then shows (so the table stages it and keeps its pace). The seat's own move is sent
to the host and applied when the host confirms it.

Every message from the host is checked before it is used (:mod:`game.net.hostcheck`, and the game's own decoding
of views, actions and events): a host that sends something else is treated as one that refused this app (the
connection is closed, the player is told), never as a reason to raise out of the frame loop.
"""

from __future__ import annotations

import contextlib
import queue
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from game.catalog import get_entry, get_game
from game.engine import (
    TERMINAL,
    Action,
    CardRef,
    CardSpec,
    Event,
    Reason,
    RoundSummary,
    SomeGame,
    SomePresenter,
    SomeView,
    TableModel,
)
from game.engine.json_read import is_arr
from game.engine.view_check import check_view, view_shape
from game.i18n import N_, tr
from game.last_move import LastMove
from game.net import teardown
from game.net.client import BAD_HOST, Connection, NetClient
from game.net.hostcheck import (
    HostError,
    State,
    Welcome,
    check_closed,
    check_error,
    check_same_table,
    check_seats,
    check_state,
    check_welcome,
    host_words,
)
from game.net.joined import JoinedTable
from game.net.logdelta import LogKeeper
from game.net.own_move import OwnMove
from game.net.presence import SeatLink
from game.net.seats_heard import SeatsHeard
from game.net.wire import Message
from game.round_end import RoundMemory, end_model, ends_round
from game.session import HintRequest as SessionHintRequest
from game.session import ReviewRequest, SeatConfig, derive_seed
from game.textclean import clip_name

if TYPE_CHECKING:
    from game.table_match import TableMatch

CONFIRM_TIMEOUT_S = 15.0
"""A move the host has not confirmed after this long is given up (the player may make it again)."""
QUICK_CONFIRM_S = 0.5
RATE_RETRY_S = 1.0
"""A move the host refused for coming too fast (``rate``) is sent again this long after, as it was ..."""
RATE_RETRIES = 5
"""... this many times at most (then the player is told and may make it again)."""
REFUSALS = frozenset({"illegal", "turn", "stale", "wait", "schema", "rate", "json", "text"})


REFUSAL_TEXTS = {
    "version": N_("the host runs version {host} of the network protocol, this app runs version {client}: update "
                  "the older one"),
    "code": N_("no seat at this table has that code"),
    "proof": N_("This table did not prove it knows the code: check the code, and that this is your friend's table."),
    "expired": N_("the seat was kept for 10 minutes and has been given to a bot"),
    "illegal": N_("that move is not legal now"),
    "turn": N_("it is not your turn"),
    "rate": N_("too many messages: slow down"),
    "full": N_("the table has too many connections at once: try again in a moment"),
    "taken": N_("another app plays this seat now"),
}
"""The host's refusals in the player's language, by code (any other is shown in the host's words)."""


BAD_HOST_TEXT = N_("The host sent something this app cannot use ({why}): the connection is closed.")


def refusal_text(message: Message) -> str:
    """An ``error`` message from the host as one line for the player (the host's own words cleaned and cut)."""
    message = check_error(message)
    code = message["code"]
    if code == "version":
        return tr(REFUSAL_TEXTS["version"], host=message.get("host", "?"), client=message.get("client", "?"))
    if code in REFUSAL_TEXTS:
        return tr(REFUSAL_TEXTS[code])
    return str(message["message"]) or tr("the host refused")


@dataclass(frozen=True)
class Update:
    """A state message from the host, waiting to be shown (what :meth:`RemoteMatch.take_bot_action` hands over),
    with its checked form."""

    message: Message
    state: State | None = None


class RemoteSession:
    """The parts of :class:`game.session.Session` a table and its tools read, for the one seat this app plays:
    ``history`` holds this seat's own actions and None for the others' (which it never learns)."""

    def __init__(self, game_id: str, names: list[str], seat: int) -> None:
        self.game = get_game(game_id)
        self.seats = [SeatConfig(clip_name(name), "human") for name in names]
        self.seat = seat
        self.history: list[Action | None] = []
        self.current = TERMINAL
        self.legal: list[Action] = []
        self.own_view: SomeView | None = None  # None: no position from the host yet
        self.scores: list[float | None] = [None] * len(names)
        self.winners: list[int] = []
        self.over = False
        self.decisions: list[tuple[int, SomeView, tuple[Action, ...], Action]] = []  # this seat's, for a review

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def current_seat(self) -> int:
        return self.current

    def is_over(self) -> bool:
        return self.over

    def is_human_turn(self) -> bool:
        return not self.over and self.current == self.seat

    def legal_actions(self) -> list[Action]:
        return list(self.legal) if self.is_human_turn() else []

    def view(self, seat: int) -> SomeView:
        if seat != self.seat:
            raise PermissionError("a remote app sees only its own seat")
        return self.shown()

    def shown(self) -> SomeView:
        """The view the host sent last (LookupError before the first: it follows the welcome)."""
        if self.own_view is None:
            raise LookupError("no position from the host yet")
        return self.own_view

    def moved(self, state: State, mine: Action | None, legal: list[Action]) -> None:
        """The position is the host's ``state`` now (decoded: this seat's own action ``mine``, the ``legal``
        ones)."""
        if state.n == len(self.history) + 1:
            self.history.append(mine)
        elif state.n != len(self.history):  # a rejoin (or the first position): the moves in between are not ours
            self.history = [None] * state.n
        self.own_view = state.view
        self.legal = legal
        self.over = state.current is None
        self.current = TERMINAL if state.current is None else state.current
        self.scores = list(state.scores)
        self.winners = list(state.winners)

    def decided(self, action: Action) -> None:
        """This seat makes ``action`` now: kept for a review when there was a choice."""
        if len(self.legal) > 1 and self.own_view is not None:
            self.decisions.append((len(self.history), self.own_view, tuple(self.legal), action))

    def rename(self, names: object) -> bool:
        """The seats' names as the host now knows them (a player who joined with their own); True if changed."""
        if not is_arr(names) or len(names) != len(self.seats):
            return False
        renamed = [SeatConfig(clip_name(name), "human") for name in names]
        if renamed == self.seats:
            return False
        self.seats = renamed
        return True


class Decoded(NamedTuple):
    """A state from the host as the game reads it, and the tables drawn from it (see :func:`decoded`)."""

    mine: Action | None  # this seat's own action, when the state is the one after it
    legal: list[Action]
    events: list[Event]
    model: TableModel  # the table for this seat
    round_end: TableModel | None  # the table as the round ended (``held``)
    table: RoundSummary | None  # the round's summary, when its events end one


def decoded(state: State, session: RemoteSession, presenter: SomePresenter, seat: int) -> Decoded:
    """``state`` decoded by the game and drawn by its presenter for ``seat``: raises if the game cannot read or
    draw it (nothing has changed then)."""
    game = session.game
    shape = view_shape(game)  # the view the game's presenter reads: checked here, once (StateFormatError)
    if shape is not None:
        check_view(state.view, shape)
        if state.held is not None:
            check_view(state.held, shape, "the view as the round ended")
    step = state.n == len(session.history) + 1
    mine = game.action_from_json(state.mine) if step and state.mine is not None else None
    legal = [game.action_from_json(a) for a in state.legal]
    events = [game.event_from_json(e) for e in state.events]
    to_move = state.current is not None and state.current == seat
    model = presenter.table(state.view, legal if to_move else [], session.names)  # the table can draw it
    round_end = presenter.table(state.held, [], session.names) if state.held is not None else None
    table = presenter.round_table(state.view, session.names) if ends_round(events) else None
    return Decoded(mine, legal, events, model, round_end, table)


class RemoteMatch(JoinedTable):
    """The table's match on a remote app (see the module's text)."""

    def __init__(self, client: Connection, welcome: Message) -> None:
        """``welcome`` is the host's (HostError if it is not one this app can play)."""
        self.client = client
        self.welcome: Welcome = self.checked_welcome(welcome)
        self.seat: int = self.welcome.seat
        self.game_id: str = self.welcome.game_id
        self.kinds: list[str] = list(self.welcome.kinds)
        self.session = RemoteSession(self.game_id, list(self.welcome.names), self.seat)
        self.presenter = get_entry(self.game_id).presenter()
        self.humans = [self.seat]
        self.viewer: int | None = self.seat
        self.others = SeatsHeard(self.kinds, self.seat, len(self.session.seats))
        self.move = OwnMove()
        self.rounds = RoundMemory()
        self.held: TableModel | None = None  # the table as the last round ended, as the host sent it with the deal
        self.link_up = True
        self.host_gone = ""  # why the host's table closed ("" while it is open; "refused": it sent a bad message)
        self.refused = ""  # the host's last error, in its words
        self.errors: list[Message] = []
        self._pending: list[Update] = []
        self._logs = LogKeeper()  # the log of the last state received (the host sends what is new)
        self._model: tuple[tuple[int, int | None], TableModel] | None = None
        self._last_move: LastMove | None = None
        self._problems: list[str] = []

    # ---------------------------------------------------------------- messages from the host
    def pump(self) -> None:
        """Take what arrived: state updates wait in line to be shown, the rest is noted at once."""
        if self.move.tick(self.client, CONFIRM_TIMEOUT_S):
            self._problems.append(tr("The host did not confirm your move: make it again."))
        while True:
            try:
                message = self.client.inbox.get_nowait()
            except queue.Empty:
                return
            self._note(message)

    @staticmethod
    def checked_welcome(message: Message) -> Welcome:
        """The host's welcome, checked (a spectator's match checks one for no seat)."""
        return check_welcome(message)

    def _note(self, message: Message) -> None:
        if self.host_gone == "refused":
            return  # nothing more from a host that broke the protocol
        try:
            self._take(message)
        except HostError as exc:
            self._refuse_host(str(exc))

    def _refuse_host(self, why: str) -> None:
        """The host sent something this app cannot use: leave its table as if it had refused us, and say why."""
        self.host_gone = "refused"
        self.link_up = False
        self._pending.clear()
        self.move.awaiting = None
        self.refused = tr(BAD_HOST_TEXT, why=host_words(why, 80))
        self._problems.append(self.refused)
        with contextlib.suppress(Exception):
            self.client.close(0.0)

    def _take(self, message: Message) -> None:
        kind = message.get("t")
        seats = len(self.session.seats)
        if kind == "state":
            try:  # the log comes as its new entries: the whole view again, from the log kept
                whole = self._logs.whole(message)
            except ValueError as exc:
                raise HostError(f"state: {exc}") from None
            if whole is None:
                return  # a part sent before the whole state a rejoin brings, which follows
            message = whole
            state = check_state(message, seats)
            if not self._pending and self.session.own_view is None:
                self._show(Update(message, state))  # the first position (or the one after a rejoin) shows at once
            else:
                self._pending.append(Update(message, state))
        elif kind == "welcome":
            check_same_table(self.welcome, self.checked_welcome(message))
            self.link_up = True
        elif kind == BAD_HOST:
            raise HostError(str(message.get("why", "")))
        elif kind == "seats":
            checked = check_seats(message, seats)
            if self.session.rename(checked.names):
                self._model = None
            self._problems += self.others.heard(checked, self.seat_name)
        elif kind == "error":
            message = check_error(message)
            self.errors.append(message)
            if message["code"] == "rate" and self.move.retry(RATE_RETRY_S, RATE_RETRIES):
                return  # the move came too fast for the host: it goes again in a moment
            if message["code"] in REFUSALS:
                self.move.awaiting = None  # the move was refused: the position stays, the table can try again
            self.refused = refusal_text(message)
            if message["code"] not in ("stale", "wait"):
                self._problems.append(tr("The host refused: {error}", error=self.refused[:100]))
        elif kind == "closed":
            self.host_gone = check_closed(message) or "host_quit"
            if self.host_gone != "over":
                self._problems.append(tr("The host closed the table. They can resume the saved game later."))
        elif kind == "link":
            self.link_up = bool(message.get("up"))
            if not self.link_up and not self.host_gone:
                self._problems.append(tr("Connection to the host lost.") if message.get("final") else
                                      tr("Connection to the host lost: joining again…"))

    def _show(self, update: Update) -> list[Event]:
        """Make ``update`` the position on the table; returns the events of its move this seat may see. The game
        decodes its view, actions and events and draws the table from them first: if it cannot, nothing changes
        and the host is refused."""
        if self.host_gone == "refused":
            return []
        try:
            return self._shown(update.state or check_state(update.message, len(self.session.seats)))
        except HostError as exc:
            self._refuse_host(str(exc))
        except Exception as exc:  # noqa: BLE001 - a view, action or event the game cannot read
            self._refuse_host(f"{type(exc).__name__}: {exc}")
        return []

    def _shown(self, state: State) -> list[Event]:
        step = state.n == len(self.session.history) + 1
        seen = decoded(state, self.session, self.presenter, self.seat)  # (raises before anything changes)
        self.session.moved(state, seen.mine, seen.legal)
        self._last_move = LastMove(state.actor, seen.events) if state.actor is not None and step else None
        self._model = ((self.moves_played(), self.viewer), seen.model)
        self.rounds.ended(seen.table)
        self.held = seen.round_end or self.held
        self.move.confirmed(state.n)
        return seen.events

    # ---------------------------------------------------------------- what the scenes ask (as of a Match)
    @property
    def game(self) -> SomeGame:
        return self.session.game

    @property
    def names(self) -> list[str]:
        return self.session.names

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def moves_played(self) -> int:
        return len(self.session.history)

    def is_over(self) -> bool:
        return self.session.over

    def current_seat(self) -> int:
        return self.session.current

    def winners(self) -> list[int]:
        return list(self.session.winners)

    def layout_file(self) -> str:
        return self.presenter.layout_file(len(self.session.seats))

    def view(self) -> SomeView:  # as received from the host (checked by game.net.hostcheck)
        return self.session.shown()

    def why_not(self, dragged: frozenset[str], target: str | None) -> str:
        return self.presenter.why_not(self.view(), dragged, target)

    def round_summary(self) -> list[str]:
        return self.presenter.round_summary(self.view(), self.names) or []

    def round_table(self) -> RoundSummary | None:
        return self.presenter.round_table(self.view(), self.names)

    def past_rounds(self) -> list[RoundSummary]:
        return list(self.rounds.rounds)

    def round_end_model(self) -> TableModel:
        """The table as the round ended: the host's position at the round's end (sent with the next deal), or the
        final position."""
        base = self.model() if self.is_over() or self.held is None else self.held
        return end_model(base, self.round_table())

    def hint_request(self) -> SessionHintRequest:
        return SessionHintRequest(self.game_id, derive_seed(self.seat, "hint", self.moves_played()), self.view(),
                                  tuple(self.session.legal_actions()))

    def hint_line(self, reason: Reason) -> str:
        return self.presenter.hint_line(self.view(), reason, self.names)

    def review_request(self, seat: int) -> ReviewRequest:
        """This seat's decisions seen here (after a rejoin, those since)."""
        return ReviewRequest(self.game_id, derive_seed(self.seat, "review"), tuple(self.session.decisions))

    def table_for(self, view: SomeView, legal: Sequence[Action]) -> TableModel:
        return self.presenter.table(view, legal, self.names)

    def cards(self) -> Mapping[str, CardSpec]:
        return self.session.game.cards()

    def card_reference(self) -> list[CardRef]:
        return self.presenter.card_reference(self.view(), self.cards(), self.names)

    def model(self) -> TableModel:
        key = (self.moves_played(), self.viewer)
        if self._model is None or self._model[0] != key:
            self._model = (key, self.presenter.table(self.view(), self.session.legal_actions(), self.names))
        return self.others.dress(self._model[1])

    def presence(self) -> dict[int, SeatLink]:
        """The other remote seats' players as the host last said: connected, or away with the minutes left."""
        return self.others.links()

    def shown_scores(self) -> list[float | None]:
        return list(self.session.scores)

    def last_mover(self) -> int | None:
        return None if self._last_move is None else self._last_move.actor

    def last_move_targets(self) -> list[int]:  # (the host sent only the events this seat may see)
        return [] if self._last_move is None else self._last_move.targets(self.presenter, None)

    def last_move_outs(self) -> list[int]:
        return [] if self._last_move is None else self._last_move.outs(self.presenter, None)

    def viewer_acts(self) -> bool:
        self.pump()
        return not self._pending and self.move.awaiting is None and self.session.is_human_turn()

    # ---------------------------------------------------------------- moves
    def remote_ready(self) -> bool:
        """The move on the stage gives way once two updates wait behind it: the app stays at most a move behind the
        host (whose pace it then keeps), and each move is still shown on the stage."""
        self.pump()
        return len(self._pending) > 1

    def bot_to_move(self) -> bool:
        """The table waits for the host: news to show, another seat to move, or our own move to be confirmed."""
        self.pump()
        if self._pending:
            return True
        return not self.session.over and (self.move.awaiting is not None or not self.session.is_human_turn())

    def start_bot(self) -> None:
        self.pump()

    def bot_thinking(self) -> bool:
        return self.move.awaiting is not None

    def take_bot_action(self) -> Action | None:
        self.pump()
        return self._pending.pop(0) if self._pending else None

    def wait_for_bot(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for news from the host while the table waits for it (headless tools)."""
        if self._pending or (self.session.is_human_turn() and self.move.awaiting is None) or self.host_gone \
                or (self.session.is_over() and self.move.awaiting is None):  # nothing more to wait for
            return
        with contextlib.suppress(queue.Empty):
            self._note(self.client.inbox.get(timeout=timeout_s))

    def at_round_end(self) -> bool:
        return False  # the host deals: its update brings the round's end and the next deal

    def deal(self) -> list[Event]:
        return []

    def apply(self, action: Action) -> list[Event]:
        """Show the host's next update (an :class:`Update`), or send this seat's own move: it is shown when the
        host confirms it, here if that takes less than :data:`QUICK_CONFIRM_S` (on a local network, a few
        milliseconds), else as the next update (the frame loop never waits longer; the table takes no other move
        meanwhile)."""
        if isinstance(action, Update):
            return self._show(action)
        session = self.session
        move = len(session.history)
        session.decided(action)
        if not self.move.send(self.client, move, session.game.action_to_json(action)):
            self._problems.append(tr("Connection to the host lost: joining again…"))
            return []
        deadline = self.move.sent_at + QUICK_CONFIRM_S
        while time.monotonic() < deadline and self.move.awaiting is not None:
            if self._pending:
                events = self._show(self._pending.pop(0))
                if self.move.awaiting is None:
                    return events
                continue
            with contextlib.suppress(queue.Empty):
                self._note(self.client.inbox.get(timeout=0.02))
        return []

    def take_problem(self) -> str:
        self.pump()
        return self._problems.pop(0) if self._problems else ""

    def finish_step(self, budget_s: float) -> bool:
        return self.is_over()

    def close(self) -> None:
        teardown.in_background(self.client.close, "joined-table")  # (the bye: seconds if the host's network went)


if TYPE_CHECKING:  # mypy checks that it answers every question of the table's
    _conforms: type[TableMatch] = RemoteMatch


def join(address: str, code: str, name: str, timeout_s: float = 15.0, client: Connection | None = None,
         make: Callable[[Connection, Message], RemoteMatch] | None = None) -> RemoteMatch:
    """Take a seat at the table at ``address`` with its code (or through ``client``, a wormhole's connection): the
    remote match once the host welcomed this app and sent the position (ConnectionError with the host's words
    otherwise). ``make``: the match of a welcome (default :class:`RemoteMatch`; a watch code's is a spectator's,
    :func:`game.net.spectator.join`). Blocks: call it off the frame thread."""
    client = client or NetClient(address, code, name).start()
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            message = client.inbox.get(timeout=0.2)
        except queue.Empty:
            continue
        if message["t"] == "welcome":
            try:
                match = (make or RemoteMatch)(client, message)
            except HostError as exc:
                client.close(0.0)
                raise ConnectionError(tr(BAD_HOST_TEXT, why=host_words(str(exc), 80))) from None
            while match.session.own_view is None and not match.host_gone and time.monotonic() < deadline:
                match.wait_for_bot(0.2)  # the position follows the welcome
            if match.host_gone == "refused":
                raise ConnectionError(match.refused)
            if match.session.own_view is not None:
                return match
            break
        if message["t"] == BAD_HOST:
            client.close(0.0)
            raise ConnectionError(tr(BAD_HOST_TEXT, why=host_words(message.get("why"), 80)))
        if message["t"] == "error" and message.get("code") == "full":
            continue  # the table is busy with other connections: the client joins again in a moment
        if message["t"] == "error" or (message["t"] == "link" and message.get("final")):
            client.close()
            raise ConnectionError(refusal_text(message) if message["t"] == "error" else tr("the host refused"))
    client.close()
    raise ConnectionError(tr("no answer from the host"))
