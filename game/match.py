"""The match being played at the table: the session, whose view is shown (hot seat), bot moves computed
off the frame loop, and autosaving after every applied move.

It uses no display: the scenes ask it questions (whose turn, what may be shown, why a move is not legal) and
propose moves; they do not reach into the session or the presenter."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from typing import TYPE_CHECKING

from game.bot_process import reset_bot_pool, submit_to_bots
from game.catalog import get_entry
from game.engine import (
    JSON,
    Action,
    CardRef,
    CardSpec,
    Event,
    GameDef,
    GameState,
    Reason,
    RoundSummary,
    TableModel,
    ZoneView,
)
from game.engine.summary import hide_differences
from game.i18n import tr
from game.save_record import SaveFeed, SaveRecord, SaveUpdate
from game.saves import SaveStore, os_error_text
from game.session import HintRequest, ReviewRequest, Session, derive_seed, one_line
from game.stats import StatsStore
from game.undo_text import why_no_undo

if TYPE_CHECKING:
    from game.replay import ReplayRecord
    from game.table_match import TableMatch
    from game.tutorial import Tutorial

HANDOVER_NEWS = 8
"""The most lines of what happened that the hand-over screen shows."""


def ends_round(events: list[Event]) -> bool:
    return any(e.kind.endswith(("round_end", "game_end")) for e in events)


def reveal_hand(zone: ZoneView, face: str | None) -> ZoneView:
    """A seat's hand zone with the card it held at the round's end face up (its other cards are gone)."""
    if face is None or not zone.id.startswith("hand") or not zone.cards:
        return zone
    shown = next((c for c in zone.cards if c.face == face), zone.cards[-1])
    return replace(zone, cards=[replace(shown, face=face, selectable=False, highlight="new")])


def problem_text(exc: BaseException) -> str:
    """A write failure in a few words, without the (temporary) file's path."""
    return os_error_text(exc) if isinstance(exc, OSError) else one_line(f"{type(exc).__name__}: {exc}")


class DiskWriter:
    """Writes on a background thread so the frame loop never waits for the disk (an fsync can take a tenth of a
    second): autosaves, of which only the newest position of a burst is written, and the statistics of a
    finished match. An autosave sends only the moves made since the last one (:mod:`game.save_record`); the
    thread appends them to its record of the match. :meth:`close` writes what is queued before it returns. The
    thread survives any error: each problem is put in :attr:`error` once (for the player) and writing goes on."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self._queue: queue.Queue[SaveUpdate | Callable[[], None] | None] = queue.Queue()
        self._feed = SaveFeed()
        self._record: SaveRecord | None = None
        self._thread = threading.Thread(target=self._run, name="disk-writer", daemon=True)
        self.error = ""
        self._reported: set[str] = set()
        self._thread.start()

    def autosave(self, session: Session) -> None:
        self._queue.put(self._feed.update(session))

    def keep_finished(self, session: Session) -> None:
        """Keep the finished match in a file of its own, listed under "Finished" and watched again from there."""
        snapshot = SaveRecord.of(session)
        self._queue.put(lambda: self._keep(snapshot))

    def _keep(self, snapshot: SaveRecord) -> None:
        try:
            self.store.keep_finished(snapshot)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))

    def record_stats(self, stats: StatsStore, session: Session) -> None:
        """Count a finished match (the session no longer changes, so it is read on the thread)."""
        self._queue.put(lambda: self._record_stats(stats, session))

    def _run(self) -> None:
        stop = False
        while not stop:
            batch = [self._queue.get()]
            while True:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = None in batch
            updates = [item for item in batch if isinstance(item, SaveUpdate)]
            try:
                if updates:  # every update is appended, only the newest position is written
                    self._autosave(updates)
                for item in batch:
                    if callable(item):
                        item()
            finally:
                done = len(batch)
                batch, updates = [], []  # an idle writer holds no session (a finished match's is let go at once)
                for _ in range(done):
                    self._queue.task_done()

    def _autosave(self, updates: list[SaveUpdate]) -> None:
        try:
            for update in updates:
                if self._record is None or update.start == 0:
                    self._record = SaveRecord(update)
                else:
                    self._record.apply(update)
        except ValueError as exc:  # moves the record never got (cannot happen): all of them with the next update
            self._record = None
            self._feed.resend()
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))
            return
        try:
            if self._record is not None:
                self.store.autosave(self._record)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Autosave failed: {error}", error=problem_text(exc)))

    def _record_stats(self, stats: StatsStore, session: Session) -> None:
        try:
            stats.record(session)
        except Exception as exc:  # noqa: BLE001 - the writer must outlive any failure
            self._report(tr("Statistics not saved: {error}", error=problem_text(exc)))

    def _report(self, message: str) -> None:
        """Show a problem to the player once (the same problem again is not repeated)."""
        if message not in self._reported:
            self._reported.add(message)
            self.error = message

    def flush(self) -> None:
        self._queue.join()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=5)


class Match:
    offers_hints = True
    """The table offers the Hint (a tutorial's coach says what to play instead)."""
    saved = True
    """The match is autosaved and may be saved under a name (a tutorial is neither)."""
    joined = False
    """The game is this app's own (not a seat at a table another machine hosts)."""
    tutorial: Tutorial | None = None
    """Learn to play's script and the player's place in it (:class:`game.tutorial.TutorialMatch`)."""

    def __init__(self, session: Session, store: SaveStore, stats: StatsStore | None = None) -> None:
        self.session = session
        self.presenter = get_entry(session.game.id).presenter()
        self.humans = [i for i, s in enumerate(session.seats) if s.kind == "human"]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None if self.humans else 0
        self.saver = DiskWriter(store)
        self.saver.autosave(session)  # Continue works from the first moment
        self.stats = stats
        self._model: tuple[tuple[int, int | None], TableModel] | None = None
        self._last_move: tuple[int, list[Event]] | None = None  # who made the last move here, and its events
        self._bot: Future | None = None
        self._rounds: list[RoundSummary] = []
        self._round_end: TableModel | None = None  # the table as the last round ended, before the next deal
        self.round_end_views: dict[int, JSON] = {}  # after a move that ended a round: seat -> its view as it ended
        self._public_seen: dict[int, int] = {}  # seat -> public events it had seen when the screen was passed on

    # ---------------------------------------------------------------- what the scenes ask
    @property
    def game(self) -> GameDef:
        return self.session.game

    @property
    def names(self) -> list[str]:
        return list(self.session.names)

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def moves_played(self) -> int:
        return len(self.session.history)

    def is_over(self) -> bool:
        return self.session.is_over()

    def current_seat(self) -> int:
        return self.session.current_seat()

    def winners(self) -> list[int]:
        return self.session.state.winners()

    def layout_file(self) -> str:
        return self.presenter.layout_file(len(self.session.seats))

    def why_not(self, dragged: frozenset[str], target: str | None) -> str:
        """One line on why dropping ``dragged`` on ``target`` (or picking it up, for None) is no move."""
        return self.presenter.why_not(self.view(), dragged, target)

    def round_summary(self) -> list[str]:
        """The viewer's summary of the round (or game) just ended, in lines."""
        return self.presenter.round_summary(self.view(), self.session.names) or []

    def round_table(self) -> RoundSummary | None:
        """The viewer's summary of the round (or game) just ended, as a table (None if none just ended). On a
        shared screen (hot seat) a cell some person there may not know shows "?"."""
        names = self.session.names
        table = self.presenter.round_table(self.view(), names)
        for seat in self.humans:
            if table is not None and seat != self.viewer:
                seen = self.presenter.round_table(self.session.view(seat), names)
                table = hide_differences(table, seen) if seen is not None else table
        return table

    def past_rounds(self) -> list[RoundSummary]:
        """Every round that ended while this match was at the table, oldest first (the final screen lists them)."""
        return list(self._rounds)

    def round_end_model(self) -> TableModel:
        """The table as the round ended, for the moment it is held before the summary: the final position if the
        game is over, else the position right after the round-ending move, before the next round was dealt; the
        cards the players held at the end lie face up in their hands; nothing can be played."""
        table = self.round_table()
        over = self.session.is_over()
        base = self.model() if over or self._round_end is None else self._round_end
        revealed = table.revealed() if table is not None else {}
        zones = [reveal_hand(zone, revealed.get(zone.owner)) if zone.owner is not None else zone
                 for zone in base.zones]
        headline = table.title if table is not None else base.headline
        seats = [replace(seat, is_current=False) for seat in base.seats]  # nobody is to move: the round is over
        return replace(base, zones=zones, seats=seats, choices=[], prompt="", headline=headline)

    def save_as(self, store: SaveStore, name: str, overwrite: bool = False) -> None:
        """Write the match under a name (raises :class:`game.saves.SaveExists` or OSError)."""
        store.save(self.session, name, overwrite=overwrite)

    def replay_record(self) -> ReplayRecord:
        """The match's setup and moves so far (watched again from its start)."""
        from game.replay import ReplayRecord

        return ReplayRecord.of(self.session)

    def can_play_again(self) -> bool:
        """Whether "Play again" starts a new game at the same seats here (not at a table with remote players)."""
        return True

    def next_game(self) -> Session:
        """A new game at the same seats ("Play again"), with the options the game carries over (who deals)."""
        old = self.session
        return Session(old.game, old.seats, derive_seed(old.seed, "again"),
                       old.game.next_game_options(old.state, old.options))

    # ---------------------------------------------------------------- hint and review (game.ai.hint)
    def hint_request(self) -> HintRequest:
        """The inputs of a hint for the person to move, for the bot process. The person is counted as hinted, and
        the autosave says so at once: quitting (or a crash) before the next move does not lose the mark."""
        request = self.session.hint_request()
        self.saver.autosave(self.session)
        return request

    def hint_line(self, reason: Reason) -> str:
        """A hint's reason as one line in the player's language."""
        return self.presenter.hint_line(self.view(), reason, self.session.names)

    def review_request(self, seat: int) -> ReviewRequest:
        """The inputs of a review of ``seat``'s moves, for the bot process."""
        return self.session.review_request(seat)

    def table_for(self, view: JSON, legal: Sequence[Action]) -> TableModel:
        """The table model of another moment's view (a review labels the moves of each decision with it)."""
        return self.presenter.table(view, legal, self.session.names)

    def cards(self) -> Mapping[str, CardSpec]:
        return self.session.game.cards()

    def card_reference(self) -> list[CardRef]:
        """The game's card reference for the viewer: counts and unseen copies from the viewer's view only."""
        return self.presenter.card_reference(self.view(), self.cards(), self.session.names)

    # ---------------------------------------------------------------- who sees the table
    def handover_to(self) -> int | None:
        """The human seat the screen must be passed to before play goes on, if any (hot seat only)."""
        if len(self.humans) < 2 or self.session.is_over():
            return None
        current = self.session.current_seat()
        if self.session.seats[current].kind == "human":
            return current if current != self.viewer else None
        return self.humans[0] if self.viewer is None else None

    def seen_by(self, seat: int) -> None:
        """``seat`` looks at the table now; the one who looked before has seen every public event so far."""
        if self.viewer is not None and self.viewer != seat:
            self._public_seen[self.viewer] = len(self._public_events(self.viewer))
        self.viewer = seat
        self._model = None

    def _public_events(self, seat: int) -> list[JSON]:
        return [e for e in self.session.view(seat)["log"] if e.get("to") is None]

    def news_for(self, seat: int, limit: int = HANDOVER_NEWS) -> tuple[list[str], int]:
        """What happened since ``seat`` last looked, for the hand-over screen (seen by whoever is at the screen,
        so public events only), as told to ``seat``: the last ``limit`` lines and how many earlier ones are left
        out."""
        events = self._public_events(seat)[self._public_seen.get(seat, 0):]
        lines = [line for e in events if (line := self.presenter.describe_event(e, self.session.names, seat))]
        return lines[-limit:], max(0, len(lines) - limit)

    def view(self) -> dict:
        return self.session.view(self.viewer if self.viewer is not None else 0)

    def model(self) -> TableModel:
        """The table for the viewer, recomputed only when a move was made or the viewer changed."""
        key = (len(self.session.history), self.viewer)
        if self._model is None or self._model[0] != key:
            seat = self.viewer if self.viewer is not None else 0
            legal = self.session.legal_actions() if self.viewer_acts() else []
            self._model = (key, self.presenter.table(self.session.view(seat), legal, self.session.names))
        return self._model[1]

    def presence(self) -> Mapping[int, object]:
        """Remote seats' players as their plates show them (connected or away): none at a local table. The table
        redraws the plates when this changes (:meth:`model` holds it too)."""
        return {}

    def shown_scores(self) -> list[float | None]:
        """Every seat's score as the people at the screen may know it: None where it is hidden from any human
        seat (on a shared screen all of them look); a table of bots shows every score."""
        scores = self.session.state.scores()
        shown: list[float | None] = list(scores)
        for seat in self.humans:
            seen = self.presenter.shown_scores(self.session.view(seat), scores)
            shown = [score if known is not None else None for score, known in zip(shown, seen, strict=True)]
        return shown

    def last_mover(self) -> int | None:
        """The seat that made the last move played at this table (None before the first, or after a load)."""
        return None if self._last_move is None else self._last_move[0]

    def last_move_targets(self) -> list[int]:
        """The seats the last move aimed at (a Guard's target), as far as the viewer may see its events."""
        if self._last_move is None:
            return []
        seat = self.viewer if self.viewer is not None else 0
        targets: dict[int, None] = {}
        for event in self._last_move[1]:
            if event.visible_to(seat):
                targets.update(dict.fromkeys(self.presenter.event_targets(event.to_json())))
        return list(targets)

    def last_move_outs(self) -> list[int]:
        """The seats the last move took out of play (a knock-out), as far as the viewer may see its events."""
        if self._last_move is None:
            return []
        seat = self.viewer if self.viewer is not None else 0
        return list(dict.fromkeys(s for event in self._last_move[1] if event.visible_to(seat)
                                  for s in self.presenter.event_outs(event.to_json())))

    def viewer_acts(self) -> bool:
        return self.session.is_human_turn() and self.session.current_seat() == self.viewer

    # ---------------------------------------------------------------- moves
    def apply(self, action: Action) -> list[Event]:
        self.cancel_bot()  # a decision asked for before this move is about a position that is gone
        actor = self.session.current_seat()
        seat = self.viewer if self.viewer is not None else 0
        ended: dict[int, JSON] = {}  # seat -> its view as the round ended, before the next deal (a chance step)
        def round_ended(state: GameState) -> None:  # (before the next deal)
            ended.update({s: state.view(s) for s in {seat, *self.round_end_seats()}})
            self.round_ended(state)

        events = self.session.apply(action, round_ended)
        self._last_move = (actor, list(events))
        self._model = None
        self.round_end_views = {}
        if ends_round(events):  # with no deal after it (the game's end, Road): the position as it is
            self.round_end_views = {s: ended.get(s) or self.session.view(s) for s in {seat, *self.round_end_seats()}}
            view = self.round_end_views[seat]
            self._round_end = self.presenter.table(view, [], self.session.names)
            table = self.round_table()
            if table is not None:
                self._rounds.append(table)
        self.saver.autosave(self.session)
        if self.session.is_over() and self.saved:
            self.saver.keep_finished(self.session)
        if self.session.is_over() and self.stats is not None:
            self.saver.record_stats(self.stats, self.session)
        return events

    def spectators(self) -> int:
        """Nobody watches a local table."""
        return 0

    def round_ended(self, state: GameState) -> None:
        """Told of the position as a round ended, before the next deal (a hosted match keeps its public view for
        its spectators). The default does nothing."""

    def round_end_seats(self) -> Iterable[int]:
        """Seats besides the viewer whose view of an ended round the last move keeps in :attr:`round_end_views`
        (a hosted match: its remote seats)."""
        return ()

    # ---------------------------------------------------------------- undo
    def why_no_undo(self) -> str:
        """Why the person at the screen may not take their last move back now, in one line ("" when they may)."""
        if self.viewer is None or self.session.seats[self.viewer].kind != "human":
            return why_no_undo(Reason("nothing"), self.session.names)
        reason = self.session.why_no_undo(self.viewer)
        return "" if reason is None else why_no_undo(reason, self.session.names)

    def undo(self) -> int:
        """Take back the viewer's last move (and the bots' replies to it): a bot decision asked for is forgotten,
        the autosave follows. Returns how many moves went (ValueError when none may, see :meth:`why_no_undo`)."""
        if self.viewer is None or self.why_no_undo():
            raise ValueError("no undo now")
        self.cancel_bot()
        taken = self.session.undo(self.viewer)
        self._last_move = None
        self._model = None
        self.saver.autosave(self.session)
        return taken

    def take_problem(self) -> str:
        """A disk problem to show the player once (autosave or statistics), or ""."""
        problem, self.saver.error = self.saver.error, ""
        return problem

    def can_finish_with_bots(self) -> bool:
        """No person has anything left to do in this game (every human seat is out, or there is none): the
        bots may play out the rest at once."""
        state = self.session.state
        return not self.session.is_over() and all(state.finished_for(seat) for seat in self.humans)

    def finish_step(self, budget_s: float) -> bool:
        """Play bot moves here and now (no pace, no bot process) for about ``budget_s``; True once it is over."""
        self.cancel_bot()
        deadline = time.perf_counter() + budget_s
        while not self.session.is_over() and not self.session.is_human_turn():
            self.apply(self.session.bot_action())
            if time.perf_counter() >= deadline:
                break
        return self.session.is_over()

    def cancel_bot(self) -> None:
        """Forget a bot decision asked for (the position it was asked about will have changed)."""
        if self._bot is not None:
            self._bot.cancel()
            self._bot = None

    def bot_to_move(self) -> bool:
        return not self.session.is_over() and not self.session.is_human_turn()

    def remote_turn(self) -> bool:
        """A person on another machine makes the next move (:mod:`game.net`): the table shows it when it comes,
        without a bot's pace. Never at a local table."""
        return False

    def away_players(self) -> list[int]:
        """Seats of players on other machines who lost the connection and whom the table waits for (none here)."""
        return []

    def let_bots_play_away(self) -> None:
        """The host's choice: bots play the seats of :meth:`away_players` until their players are back."""

    def remote_ready(self) -> bool:
        """That person's move has come: the table shows it at once (the move on the stage gives way), so that it
        reaches the other players without waiting for the host's screen."""
        return False

    def start_bot(self) -> None:
        """Ask the bot process for the current bot's move (it sees only that seat's view)."""
        if self._bot is not None:
            return
        self._bot = submit_to_bots(self.session.bot_request().decide)

    def bot_thinking(self) -> bool:
        return self._bot is not None

    def wait_for_bot(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for the bot decision asked for, if any (headless tools only)."""
        if self._bot is not None:
            wait([self._bot], timeout_s)

    def take_bot_action(self) -> Action | None:
        """The finished bot decision, if ready (raises what the bot raised)."""
        if self._bot is None or not self._bot.done():
            return None
        future, self._bot = self._bot, None
        try:
            return future.result()
        except BrokenProcessPool:
            reset_bot_pool()
            raise

    def close(self) -> None:
        if self._bot is not None:
            self._bot.cancel()
            self._bot = None
        self.saver.close()


if TYPE_CHECKING:  # mypy checks that a match answers every question of the table's
    _conforms: type[TableMatch] = Match
