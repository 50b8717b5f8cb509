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
    from scenes.core.app import App
    from scenes.table.gestures import StepPicker
    from scenes.table.table import TableScene
    from scenes.table.table_hints import SeatTargets


@opener
def open_scoring(app: App, table: TableScene) -> None: ...


@opener
def open_handover(app: App, table: TableScene, seat: int) -> None: ...


@opener
def open_review(app: App, table: TableScene, seat: int) -> None: ...


@opener
def open_table_menu(app: App, table: TableScene) -> None: ...


@opener
def open_finish(app: App, table: TableScene) -> None: ...


@opener
def open_prompt(app: App, title: str, picker: StepPicker, on_done: Callable[[Action], None],
                seats: SeatTargets | None = None, cards: Sequence[pygame.Rect] = (),
                face_art: Callable[[str, int, int], pygame.Surface] | None = None) -> None: ...
