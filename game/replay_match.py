"""A replay at the table: :class:`ReplayMatch` is one more kind of :class:`game.table_match.TableMatch`, read-only.
Nothing can be proposed (no legal move is offered, :meth:`ReplayMatch.apply` refuses); the scenes move it with
:meth:`ReplayMatch.go_to` and choose whose eyes it is seen through.

Whose eyes: one seat's view (the person's seat by default; on a hot-seat game the screen asks), any seat
selectable. Once the game is over (the replayed game finished), :meth:`ReplayMatch.show_all` may show every card a
seat holds: each seat's own zones drawn as that seat sees them (its own view, from the rules layer), whatever game.
It uses no display."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from game.catalog import get_entry
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
    ZoneView,
)
from game.i18n import tr
from game.replay import Replay, ReplayRecord

if TYPE_CHECKING:
    from game.saves import SaveStore
    from game.session import HintRequest, ReviewRequest, Session
    from game.table_match import TableMatch
    from game.tutorial import Tutorial


def zone_kind(zone: ZoneView) -> str:
    """A seat zone's id without its relative seat (``hand.2`` -> ``hand``)."""
    return zone.id.rsplit(".", 1)[0]


def with_own_zones(base: TableModel, own: Mapping[int, TableModel]) -> TableModel:
    """``base`` with each other seat's zones holding the cards as that seat's own model shows them (``own``: seat ->
    the table as that seat sees it); nothing can be picked."""
    zones = []
    for zone in base.zones:
        model = own.get(zone.owner) if zone.owner is not None else None
        mine = next((z for z in model.zones if z.owner == zone.owner and zone_kind(z) == zone_kind(zone)), None) \
            if model is not None else None
        cards = mine.cards if mine is not None else zone.cards
        zones.append(replace(zone, cards=[replace(c, selectable=False) for c in cards]))
    return replace(base, zones=zones, choices=[])


class ReplayMatch:
    """A finished or running match seen again, move by move (see the module's text)."""

    offers_hints = False
    saved = False
    joined = False
    tutorial: Tutorial | None = None

    def __init__(self, replay: Replay, viewer: int | None = None) -> None:
        self.replay = replay
        self.presenter = get_entry(replay.game.id).presenter()
        self.humans = [i for i, s in enumerate(replay.record.seats) if s.kind == "human"]
        self.viewer: int | None = viewer if viewer is not None else self.humans[0] if len(self.humans) == 1 else (
            None if self.humans else 0)
        self.all_cards = False
        self._model: tuple[tuple[int, int | None, bool], TableModel] | None = None
        self._line_moves: dict[int, list[int]] = {}

    # ---------------------------------------------------------------- the replay's own questions
    @property
    def asks_seat(self) -> bool:
        """Several people shared the screen (hot seat): the screen asks whose view to show before anything."""
        return len(self.humans) > 1

    def can_show_all(self) -> bool:
        """Every card may be shown: the replayed game is over."""
        return self.replay.finished

    def show_all(self, on: bool) -> None:
        self.all_cards = on and self.can_show_all()
        self._model = None

    def go_to(self, number: int) -> int:
        """Show the position after ``number`` moves (clamped); returns the move shown."""
        return self.replay.seek(number).number

    @property
    def length(self) -> int:
        return self.replay.length

    def round_starts(self) -> list[int]:
        return self.replay.round_starts()

    def line_moves(self) -> list[int]:
        """Per line of the viewer's whole log, the move that wrote it (0: the deal before the first move)."""
        seat = self._seat()
        lines = self._line_moves.get(seat)
        if lines is None:
            names, replay = self.names, self.replay
            lines = self._line_moves[seat] = [
                replay.move_of_event(i) for i, event in enumerate(replay.log)
                if event.visible_to(seat) and self.presenter.describe_event(event.to_json(), names, seat)]
        return lines

    def move_lines(self) -> list[int]:
        """The lines of the shown log that the shown move wrote (the log highlights them)."""
        number, shown = self.moves_played(), len(self.model().log)  # (a round's end is shown before the next deal)
        return [i for i, move in enumerate(self.line_moves()[:shown]) if move == number and number > 0]

    # ---------------------------------------------------------------- what it is
    @property
    def game(self) -> SomeGame:
        return self.replay.game

    @property
    def names(self) -> list[str]:
        return self.replay.record.names

    @property
    def session(self) -> Session:
        return self.replay.position.session

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def layout_file(self) -> str:
        return self.presenter.layout_file(len(self.names))

    def cards(self) -> Mapping[str, CardSpec]:
        return self.game.cards()

    # ---------------------------------------------------------------- the position
    def _seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def moves_played(self) -> int:
        return self.replay.position.number

    def is_over(self) -> bool:
        return self.session.is_over()

    def current_seat(self) -> int:
        return self.session.current_seat()

    def winners(self) -> list[int]:
        return self.session.state.winners()

    def view(self) -> SomeView:
        return self.replay.view(self._seat())

    def model(self) -> TableModel:
        """The table at the shown move for the viewer (every seat's own cards too with :meth:`show_all`)."""
        key = (self.moves_played(), self.viewer, self.all_cards)
        if self._model is None or self._model[0] != key:
            names, seat = self.names, self._seat()
            model = self.presenter.table(self.replay.view(seat), [], names)
            if self.all_cards:
                own = {s: self.presenter.table(self.replay.view(s), [], names) for s in range(len(names)) if s != seat}
                model = with_own_zones(model, own)
            self._model = (key, model)
        return self._model[1]

    def presence(self) -> Mapping[int, object]:
        return {}

    def spectators(self) -> int:
        return 0

    def shown_scores(self) -> list[float | None]:
        scores = self.session.state.scores()
        if self.all_cards:
            return [float(s) for s in scores]
        return list(self.presenter.shown_scores(self.view(), scores))

    def why_not(self, dragged: frozenset[str], target: str | None) -> str:
        return tr("This is a replay: nothing can be played.")

    def card_reference(self) -> list[CardRef]:
        return self.presenter.card_reference(self.view(), self.cards(), self.names)

    def _last_events(self) -> list[Event]:
        return self.replay.events_of(self.moves_played())

    def last_mover(self) -> int | None:
        number = self.moves_played()
        return self.replay.actors[number - 1] if number else None

    def last_move_targets(self) -> list[int]:
        seat = self._seat()
        targets: dict[int, None] = {}
        for event in self._last_events():
            if event.visible_to(seat):
                targets.update(dict.fromkeys(self.presenter.event_targets(event.to_json())))
        return list(targets)

    def last_move_outs(self) -> list[int]:
        seat = self._seat()
        return list(dict.fromkeys(s for event in self._last_events() if event.visible_to(seat)
                                  for s in self.presenter.event_outs(event.to_json())))

    # ---------------------------------------------------------------- rounds and the end
    def round_table(self) -> RoundSummary | None:
        return self.presenter.round_table(self.view(), self.names) if self.replay.position.at_round_end else None

    def round_end_model(self) -> TableModel:
        return self.model()

    def past_rounds(self) -> list[RoundSummary]:
        return []

    def replay_record(self) -> ReplayRecord:
        return self.replay.record

    def can_play_again(self) -> bool:
        return False

    def next_game(self) -> Session:
        raise ValueError("a replay starts no game")

    def save_as(self, store: SaveStore, name: str, overwrite: bool = False) -> None:
        raise ValueError("a replay is not saved")

    # ---------------------------------------------------------------- hint and review
    def hint_request(self) -> HintRequest:
        raise ValueError("a replay offers no hint")

    def hint_line(self, reason: Reason) -> str:
        return ""

    def review_request(self, seat: int) -> ReviewRequest:
        return self.session.review_request(seat)

    def table_for(self, view: SomeView, legal: Sequence[Action]) -> TableModel:
        return self.presenter.table(view, legal, self.names)

    # ---------------------------------------------------------------- who is at the screen
    def viewer_acts(self) -> bool:
        return False

    def handover_to(self) -> int | None:
        return None

    def seen_by(self, seat: int) -> None:
        """Show the replay through ``seat``'s eyes."""
        self.viewer = seat
        self._model = None

    def news_for(self, seat: int, limit: int = 8) -> tuple[list[str], int]:
        return [], 0

    # ---------------------------------------------------------------- moves: none
    def apply(self, action: Action) -> list[Event]:
        raise PermissionError("a replay is read-only")

    def at_round_end(self) -> bool:
        return False  # the scenes step the replay: a round's end is one of its positions, dealt by the next step

    def deal(self) -> list[Event]:
        return []

    def bot_to_move(self) -> bool:
        return False

    def remote_turn(self) -> bool:
        return False

    def remote_ready(self) -> bool:
        return False

    def start_bot(self) -> None:
        pass

    def bot_thinking(self) -> bool:
        return False

    def take_bot_action(self) -> Action | None:
        return None

    def wait_for_bot(self, timeout_s: float) -> None:
        pass

    def away_players(self) -> list[int]:
        return []

    def let_bots_play_away(self) -> None:
        pass

    def can_finish_with_bots(self) -> bool:
        return False

    def finish_step(self, budget_s: float) -> bool:
        return True

    def why_no_undo(self) -> str:
        return tr("This is a replay: nothing can be played.")

    def undo(self) -> int:
        raise ValueError("a replay is read-only")

    def take_problem(self) -> str:
        return ""

    def close(self) -> None:
        pass


if TYPE_CHECKING:  # mypy checks that a replay answers every question of the table's
    _conforms: type[TableMatch] = ReplayMatch
