"""What the table's parts and the screens over the table use of the table: :class:`TableHost`, a structural type
:class:`scenes.table.table.TableScene` satisfies. A part names it, never the scene whose part it is, so the table
and its parts import one another in one direction only (the scene imports its parts).

A part another part calls is named here by what is called of it (:class:`MovesPart` for the viewer's moves, ...),
for the same reason: the parts' own modules are not imported here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from scenes.ui.focus import Focusable, FocusRing

if TYPE_CHECKING:
    import pygame

    from game.engine import Action, CardSpec, Event, TableModel
    from game.table_match import TableMatch
    from scenes.core.scene import Stage
    from scenes.core.services import Services
    from scenes.table.board import Board, Sprite
    from scenes.table.feed import Feed
    from scenes.table.gestures import ButtonGroup, Option
    from scenes.table.held_picks import Held
    from scenes.table.hint_view import HintHelper
    from scenes.table.layout import Layout
    from scenes.table.pointer import Pointer
    from scenes.table.sidebar import SidebarLayout
    from scenes.table.table_hints import TableHints
    from scenes.table.table_paint import TablePainter
    from scenes.ui.widgets import Button, Widget


class ViewPart(Protocol):
    """:class:`scenes.table.table_view.TableView`: whether the model shown is the held round end, or was dealt
    after the last move."""

    model: TableModel | None  # the model shown (the plates take a remote player's presence into it)
    held_shown: bool
    dealt_since_move: bool

    def prefetch_art(self) -> None: ...


class PacerPart(Protocol):
    """:class:`scenes.table.bot_pacer.BotPacer`: the bots' wait and the move to stage next."""

    bot_wait: float
    lap_moves: int
    staged_for: int | None
    to_my_turn: bool

    def stage_move(self, actor: int, log_before: list[str]) -> None: ...


class RoundHoldPart(Protocol):
    """:class:`scenes.table.round_hold.RoundHold`: the round's end held in view."""

    round_ended: bool

    def moved(self, events: list[Event]) -> None: ...

    def hold_round_end(self) -> None: ...


class InputPart(Protocol):
    """:class:`scenes.table.table_input.TableInput`: what the keys share with the pointer."""

    def why_not_dropped(self, dragged: frozenset[str], target: str | None, seat: int | None) -> str: ...

    def refuse_press(self, uid: str) -> None: ...

    def move_held(self, cards: frozenset[str], zone: str | None) -> None: ...


class MovesPart(Protocol):
    """:class:`scenes.table.table_moves.TableMoves`: the viewer's moves made on the match."""

    def choose(self, title: str, options: list[Option],
               dropped: tuple[frozenset[str], str] | None = None, cards: frozenset[str] = frozenset()) -> None: ...

    def after_move(self, events: list[Event]) -> None: ...

    def undo(self) -> None: ...

    def say_why_no_undo(self) -> None: ...


class ButtonsPart(Protocol):
    """:class:`scenes.table.table_buttons.TableButtons`: the sidebar's buttons, and rows of it lent to a screen."""

    seat_groups: dict[int, ButtonGroup]
    lent_buttons: int

    def build(self) -> None: ...

    def lend_button_rows(self, n: int) -> tuple[float, float]: ...

    def ask(self, text: str | None) -> None: ...


class PanelPart(Protocol):
    """:class:`scenes.table.rules_panel.RulesPanel`: its buttons and sections, for the keys."""

    buttons: list[Button]

    def section_rows(self) -> list[tuple[pygame.Rect, int, str]]: ...

    def jump(self, line: int) -> None: ...

    def place(self, rect: tuple[float, float, float, float]) -> None: ...


class RulesPart(Protocol):
    """:class:`scenes.table.rules_overlay.RulesOverlay`: the rules panel, when open."""

    @property
    def panel(self) -> PanelPart | None: ...

    def toggle(self) -> None: ...

    def show_card_entry(self, face: str | None) -> None: ...


class CoachPart(Protocol):
    """:class:`scenes.table.coach.Coach`: Learn to play's gate on moves and its bubble."""

    def allows(self, action: Action) -> bool: ...

    def wrong(self) -> None: ...

    def holds_summary(self) -> bool: ...

    def waiting_for_next(self) -> bool: ...

    def handle(self, event: pygame.event.Event) -> bool: ...


class VoicePart(Protocol):
    """:class:`scenes.table.table_voice.TableVoice`: a refused move said aloud, the coach's words."""

    def alert(self, text: str) -> None: ...

    def tell(self, text: str) -> None: ...

    def card_name(self, face: str) -> str: ...


class TableHost(Focusable, Protocol):
    """The table as its parts and the screens over it see it."""

    widgets: list[Widget]
    held: Held | None  # a move's first picks dropped into their places
    stale: bool  # a move was applied and the model not re-read yet

    @property
    def app(self) -> Stage:
        """The scene stack (what is on top, the openers' argument) and the toast showing."""

    @property
    def services(self) -> Services: ...

    @property
    def match(self) -> TableMatch: ...

    @property
    def specs(self) -> Mapping[str, CardSpec]: ...

    @property
    def board(self) -> Board: ...

    @property
    def pointer(self) -> Pointer: ...

    @property
    def painter(self) -> TablePainter: ...

    @property
    def hints(self) -> TableHints: ...

    @property
    def hint(self) -> HintHelper: ...

    @property
    def feed(self) -> Feed: ...

    @property
    def view(self) -> ViewPart: ...

    @property
    def pacer(self) -> PacerPart: ...

    @property
    def round_hold(self) -> RoundHoldPart: ...

    @property
    def input(self) -> InputPart: ...

    @property
    def moves(self) -> MovesPart: ...

    @property
    def buttons(self) -> ButtonsPart: ...

    @property
    def rules(self) -> RulesPart: ...

    @property
    def coach(self) -> CoachPart | None: ...

    @property
    def focus(self) -> FocusRing:
        """The table's keyboard focus (:class:`scenes.table.keyboard.TableKeys`)."""

    @property
    def voice(self) -> VoicePart: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def model(self) -> TableModel | None: ...

    @property
    def shown(self) -> TableModel: ...

    @property
    def sidebar(self) -> SidebarLayout: ...

    @property
    def sprites(self) -> dict[str, Sprite]: ...

    @property
    def order(self) -> list[str]: ...

    def spec(self, face: str | None) -> CardSpec | None: ...

    def screen_rect(self, s: Sprite) -> pygame.Rect: ...

    def zone_at(self, pos: tuple[int, int]) -> str | None: ...

    def holding(self) -> bool: ...

    def acting(self) -> bool: ...

    def refresh(self) -> None: ...

    def show_model(self, model: TableModel, dealt: bool = False) -> None: ...

    def finish_with_bots(self) -> None: ...

    def back(self) -> None: ...

    def leave(self) -> None: ...

    def close(self) -> None: ...

    def draw_over_shade(self, surface: pygame.Surface, panel: pygame.Rect,
                        keep: Sequence[pygame.Rect] = ()) -> None: ...
