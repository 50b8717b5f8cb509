"""The Hint at the table: on the person's turn, the Hint button (or key H) asks the bot process for the move Hard
would make (:meth:`game.session.Session.hint_request`, the seat's view only), the frame loop never waiting for it.
The suggested cards get a ring on the table, and a small panel over the top of the move log lists the best few
moves with their estimated chance of winning and one line of why, in the sidebar between the action buttons and
the move log (which moves down for it). Asking marks the player's game as hinted."""

from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import Future, wait
from typing import TYPE_CHECKING

import pygame

from game.ai.hint import Hint
from game.bot_process import submit_to_bots
from game.engine import Action, CardSpec, TableModel
from game.i18n import tr
from scenes.core.speech import Priority
from scenes.table.sidebar import LINE, PAD, TEXT, WIDTH, SidebarLayout, row_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from game.table_match import TableMatch
    from scenes.core.services import Services
    from scenes.table.board import Board
    from scenes.ui.context import UI

HINT_KEY = pygame.K_h
BEST = "▶ "
"""The panel's mark of the suggested move."""


def action_label(model: TableModel, action: Action, specs: Mapping[str, CardSpec]) -> str:
    """A move in words: the card's title and the choices that follow (``Guard: Target: Ben, Guess: ...``)."""
    choice = next((c for c in model.choices if c.action == action), None)
    if choice is None:
        return str(action)
    if choice.label or choice.button:  # a button's text says the whole move, even where a drag makes it too
        return choice.label or choice.button or ""
    faces = [card.face for zone in model.zones for card in zone.cards if card.uid in (choice.drag_from or ())]
    comma = tr("{first}, {then}", first="", then="")
    titles = comma.join(dict.fromkeys(tr(specs[f].title) if f in specs else str(f) for f in faces if f is not None))
    steps = comma.join(choice.labels)
    return tr("{card}: {choices}", card=titles, choices=steps) if titles and steps else titles or steps


class HintHelper:
    """One table's hint: asked for, computed off the frame loop, shown until the position changes."""

    def __init__(self, ui: UI, services: Services, match: TableMatch, board: Board) -> None:
        self.ui, self.services, self.match, self.board = ui, services, match, board
        self._pending: Future | None = None
        self.asked_at = -1  # the move number the hint (asked or shown) is for
        self.hint: Hint | None = None
        self.version = 0  # counts the changes of what the panel shows (the table lays its sidebar out anew)

    def available(self) -> bool:
        """A hint can be asked for: it is the viewer's turn at the table."""
        return self.match.offers_hints and self.match.viewer_acts()

    def thinking(self) -> bool:
        return self._pending is not None

    def wait(self, timeout_s: float) -> None:
        """Block up to ``timeout_s`` for the hint asked for, if any (headless tools only)."""
        if self._pending is not None:
            wait([self._pending], timeout_s)

    def ask(self) -> None:
        """Ask the bot process for a hint for the current position (once per position)."""
        moves = self.match.moves_played()
        if not self.available() or self.asked_at == moves:
            return
        self.forget()
        self.asked_at = moves
        self._pending = submit_to_bots(self.match.hint_request().compute)
        self.version += 1
        self.ui.invalidate()

    def forget(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
        if self.asked_at >= 0:
            self.version += 1
        self._pending, self.hint, self.asked_at = None, None, -1

    def update(self, model: TableModel | None = None) -> None:
        """Per frame: drop a hint the position has left behind; take a finished one (and say it, for ``model``:
        the table on screen)."""
        if self.asked_at >= 0 and self.asked_at != self.match.moves_played():
            self.forget()
            self.ui.invalidate()
        pending = self._pending
        if pending is None or not pending.done():
            return
        self._pending = None
        self.version += 1
        try:
            self.hint = pending.result()
        except Exception as exc:  # noqa: BLE001 - a broken hint must not break the table
            self.services.toast(tr("Hint failed: {error}", error=exc)[:120])
        if self.hint is not None and model is not None:  # asked for (H, the button): said as it comes
            self.services.speech.say(self.words(model), Priority.READOUT, asked=True)
        self.ui.invalidate()

    def words(self, model: TableModel) -> str:
        """The hint as "Speak the game" says it: the panel's lines (the suggested move first, the others, why)
        without the panel's mark of the first."""
        lines = [text.strip().removeprefix(BEST).strip().rstrip(".。") for text, _ in self.lines(model)]
        return " ".join(tr("{name}.", name=line) for line in lines if line)  # (zh "。")

    # ------------------------------------------------------------------ drawing
    def suggested_cards(self, model: TableModel) -> frozenset[str]:
        """The cards the hint plays (to ring on the table)."""
        if self.hint is None:
            return frozenset()
        return next((c.drag_from for c in model.choices if c.action == self.hint.action and c.drag_from),
                    frozenset())

    def lines(self, model: TableModel) -> list[tuple[str, bool]]:
        """(text, bold) lines of the panel."""
        if self.hint is None:
            return [(tr("Hint: thinking…"), True)]
        out = [(tr("Hint"), True)]
        named: set[str] = set()
        for i, option in enumerate(self.hint.options):
            chance = "" if option.win is None else tr("{percent}% to win", percent=round(100 * option.win))
            mark = BEST if i == 0 else "   "
            move = action_label(model, option.action, self.match.cards())
            if move in named:  # the same move with an identical card (two grey Courtesans): listed once
                continue
            named.add(move)
            out.append((mark + (tr("{move} ({chance})", move=move, chance=chance) if chance else move), i == 0))
        out.append((self.match.hint_line(self.hint.reason), False))
        return out

    def wrapped(self, model: TableModel) -> list[tuple[str, bool]]:
        """The panel's lines wrapped to the sidebar's width (none when no hint was asked for)."""
        if self.asked_at < 0:
            return []
        return self.wrapped_at(model, 1.0 if self.ui.fonts.scale <= 1 else self.ui.fonts.scale)

    def wrapped_at(self, model: TableModel, scale: float) -> list[tuple[str, bool]]:
        """:meth:`wrapped` at the sidebar's text ``scale``."""
        if self.asked_at < 0:
            return []
        px, width = row_px(self.ui, TEXT - 1, scale), self.ui.viewport.px(WIDTH - 2 * PAD)
        return [(line, bold) for text, bold in self.lines(model) for line in self.ui.fonts.wrap(text, px, width, bold)]

    def panel_height(self, model: TableModel, scale: float = 1.0) -> float:
        """The logical height the panel takes in the sidebar at its text ``scale`` (0: none)."""
        lines = self.wrapped_at(model, scale)
        return LINE * scale * len(lines) + 2 * PAD if lines else 0.0

    def panel_rect(self, model: TableModel, sidebar: SidebarLayout) -> pygame.Rect | None:
        """Where the panel lies in the window (None: not shown)."""
        y, h = sidebar.panel
        return self.ui.viewport.rect((sidebar.left, y, WIDTH, h)) if h else None

    def draw(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout) -> None:
        if self.asked_at < 0:
            return
        vp, pal, fonts = self.ui.viewport, self.ui.palette, self.ui.fonts
        for uid in self.suggested_cards(model):
            sprite = self.board.sprites.get(uid)
            if sprite is not None:
                ring = self.board.screen_rect(sprite).inflate(vp.px(10), vp.px(10))
                pygame.draw.rect(surface, pal.accent, ring, width=max(2, vp.px(4)), border_radius=vp.px(10))
        box = self.panel_rect(model, sidebar)
        if box is None:
            return
        draw_box(surface, box, pal.felt_dark, pal.accent, radius=vp.px(8), width=max(1, vp.px(2)))
        px, top = row_px(self.ui, TEXT - 1, sidebar.scale), sidebar.panel[0]
        for i, (line, bold) in enumerate(self.wrapped_at(model, sidebar.scale)):
            img = fonts.text(line, px, pal.accent if bold else pal.text, bold=bold)
            surface.blit(img, vp.point(sidebar.left + PAD, top + PAD + i * LINE * sidebar.scale))
