"""The typed openers of the screens opened over a table (its scoring, hand-over, review, menu, prompts): declared
here, where the table's type is known, and filled in by each screen's own module (see :class:`scenes.core.flow.
Opener`), so that the table names none of them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from scenes.core.flow import opener

if TYPE_CHECKING:
    import pygame

    from game.engine import Action
    from scenes.core.scene import Stage
    from scenes.table.gestures import StepPicker
    from scenes.table.host import TableHost
    from scenes.table.table_hints import SeatTargets


@opener
def open_scoring(app: Stage, table: TableHost) -> None: ...


@opener
def open_handover(app: Stage, table: TableHost, seat: int) -> None: ...


@opener
def open_review(app: Stage, table: TableHost, seat: int) -> None: ...


@opener
def open_table_menu(app: Stage, table: TableHost) -> None: ...


@opener
def open_finish(app: Stage, table: TableHost) -> None: ...


@opener
def open_prompt(app: Stage, title: str, picker: StepPicker, on_done: Callable[[Action], None],
                seats: SeatTargets | None = None, cards: Sequence[pygame.Rect] = (),
                face_art: Callable[[str, int, int], pygame.Surface] | None = None,
                face_value: Callable[[str], str] | None = None) -> None: ...
