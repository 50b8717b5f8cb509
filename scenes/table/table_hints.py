"""What the viewer may do, shown on the table: on their turn the cards they can play glow and their other cards
are dimmed; a status line just over their hand says whose turn it is ("Your turn — drag a card to the centre",
"Ben is thinking…"); a card that cannot be played says why next to it when pressed; toasts stay clear of the hand.
The seats a prompt may name can be clicked (:class:`SeatTargets`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.engine import TableModel
from game.i18n import tr
from scenes.table import gestures
from scenes.table.board import Board
from scenes.table.sidebar import LEFT as SIDEBAR_LEFT
from scenes.table.sidebar import frame
from scenes.ui.canvas import LOGICAL_W
from scenes.ui.context import UI
from scenes.ui.text_fit import base_px, grown_px, strip_px
from scenes.ui.widgets import draw_box

GLOW, DIM = "glow", "dim"
OWN_HAND = "hand.0"  # the viewer's hand, when the game has one (relative seat 0)
TIP_MS = 2800.0
STATUS_PX = 17.0  # logical text size of the status line
LEAST_STATUS_PX = 13.0  # the smallest it is set beside the viewer's plate (10 px at 1280x720), then cut short
TIP_PX = 17.0
PILL_PAD = (14.0, 5.0)
GAP = 6.0
DIM_ALPHA = 120
GLOW_RINGS = 5
TOAST_MARGIN = 8.0  # logical: the toast's box reaches this far below its anchor (see App.toast_rect)
TOAST_PX = 22.0  # logical text size of a toast (see App.toast_rect)


# ------------------------------------------------------------------ what is playable
def playable(model: TableModel) -> frozenset[str]:
    """The cards that start some legal move of the viewer (dragged or selected)."""
    selectable = {c.uid for z in model.zones for c in z.cards if c.selectable}
    return frozenset(gestures.draggable(model.choices) | selectable)


def card_marks(model: TableModel, viewer: int | None) -> dict[str, str]:
    """On the viewer's turn (the model offers moves): playable cards glow, the viewer's other cards in the zones
    they play from are dimmed. A zone of the viewer's with nothing to play stays as it is: it is there to be read
    (Palastgeflüster's own display, which tells what may not be played twice)."""
    if viewer is None or not model.choices:
        return {}
    can = playable(model)
    marks = dict.fromkeys(can, GLOW)
    for zone in model.zones:
        if zone.owner == viewer and any(c.uid in can for c in zone.cards):
            marks.update((c.uid, DIM) for c in zone.cards if c.uid not in can)
    return marks


def known_legend(model: TableModel, viewer: int | None) -> str | None:
    """What the eye on a known card means, for the first time the table shows one (said once, not on every card)."""
    known = [z for z in model.zones for c in z.cards if c.highlight == "known" and c.face is not None]
    if not known:
        return None
    if viewer is None:  # a spectator: no card is theirs, and "you have seen it" says too little
        return tr("An eye on a player's card: everyone at the table has seen it.")
    if any(z.owner is not None and z.owner == viewer for z in known):
        return tr("An eye on a card of yours: the other players have seen it.")
    return tr("An eye on another player's card: you have seen it.")


def status_text(model: TableModel, acts: bool, over: bool, current_name: str, bot_turn: bool,
                away: bool = False, by_keys: bool = False) -> str:
    """The status line: the viewer's turn and what to do, a bot thinking, or the person the table waits for
    (``away``: a remote player who lost the connection; they were said to be thinking). What to do is said for the
    keys when the viewer's last press was a key (``by_keys``): the game's keys words beside its hint, or the table's."""
    if over or not current_name:
        return ""
    if away and not acts:
        return tr("{name} is away — the table waits", name=current_name)
    if acts:
        if model.hint:
            hint = model.hint_keys if by_keys and model.hint_keys else model.hint
        elif any(c.drag_from for c in model.choices):
            hint = tr("Tab to a card, Enter") if by_keys else tr("drag a glowing card")
        elif gestures.seat_buttons(gestures.buttons(model.choices)):
            hint = tr("Tab to a player, Enter") if by_keys else tr("click a lit player")
        else:
            hint = tr("Tab to the buttons") if by_keys else tr("choose on the right")
        return tr("Your turn — {hint}", hint=hint)
    if bot_turn:
        return tr("{name} is thinking…", name=current_name)
    return tr("Waiting for {name}", name=current_name)


def own_zone(board: Board, model: TableModel, viewer: int | None) -> str | None:
    """The viewer's hand zone: ``hand.0``, else the viewer's largest zone on the table."""
    if OWN_HAND in board.layout.zones and any(z.id == OWN_HAND for z in model.zones):
        return OWN_HAND
    mine = [z.id for z in model.zones if viewer is not None and z.owner == viewer and z.id in board.layout.zones]
    return max(mine, key=lambda z: board.layout.zones[z].rect[2] * board.layout.zones[z].rect[3], default=None)


# ------------------------------------------------------------------ where things go
PLATE_ROOM = 300.0  # logical: how wide the viewer's plate in the middle of its strip may be (seat_plates.compact_rect)


def beside_plate(zone_width: float) -> float:
    """The logical width a zone's label strip of ``zone_width`` leaves right of the viewer's plate in its middle."""
    return zone_width / 2 - PLATE_ROOM / 2 - 2 * GAP


def status_rect(board: Board, zone_id: str, size: tuple[float, float]) -> tuple[float, float, float, float]:
    """A logical rect of ``size`` just over the zone ``zone_id``: above it where no other zone is in the way, else
    in its label strip (which no card enters), as high as the strip, right of the viewer's plate in the strip's
    middle (scenes.table.seat_plates.compact_rect)."""
    x, y, w, _ = board.layout.zones[zone_id].rect
    pw, ph = size
    bx, _, bw, _ = board.viewport.bounds
    table_right = SIDEBAR_LEFT + bx + bw - LOGICAL_W  # the sidebar keeps to the window's right edge
    left = min(max(GAP, x + w / 2 - pw / 2), table_right - GAP - pw)  # over the zone's middle, on the table
    above = [r for z, spec in board.layout.zones.items() if z != zone_id for r in [spec.rect]
             if r[1] + r[3] <= y + 1 and r[0] < left + pw and r[0] + r[2] > left]
    floor = max((r[1] + r[3] for r in above), default=0.0)
    if y - floor >= ph + 2 * GAP:
        return (left, y - GAP - ph, pw, ph)
    left = min(x + w / 2 + PLATE_ROOM / 2 + GAP, x + w - pw - GAP)  # right of the plate in the strip's middle (a
    # status wider than the room there is set smaller: TableHints.status_px)
    return (max(GAP, x + GAP, left), y, pw, min(ph, board.label_height(zone_id)))


def toast_anchor(board: Board, zone_id: str | None, status_top: float | None) -> tuple[float, float] | None:
    """The logical midbottom of a toast: over the status line (or the hand), never on the hand."""
    if zone_id is None:
        return None
    x, y, w, _ = board.layout.zones[zone_id].rect
    top = min(y, status_top) if status_top is not None else y
    return (x + w / 2, top - GAP - TOAST_MARGIN)


@dataclass
class Tip:
    """Why a pressed card cannot be played, shown beside that card for a while."""

    text: str
    uid: str
    ms: float = TIP_MS


class Toasting(UI, Protocol):
    """The UI context and the app's toast showing now: the narration's stack stands above it."""

    toast_text: str
    toast_ms: float


class TableHints:
    """The status line and the tip of one table; drawn over the cards (nothing covers them)."""

    def __init__(self, ui: Toasting, board: Board) -> None:
        self.ui, self.board = ui, board
        self.status = ""
        self.mine = False  # the status line says it is the viewer's turn
        self.zone: str | None = None
        self.tip: Tip | None = None
        self._status_rect: tuple[float, float, float, float] | None = None
        self._status_look: tuple[int, str] | None = None  # (status_look's, for the status that _status_rect is for)
        self._overlays: dict[tuple, pygame.Surface] = {}

    # ---------------------------------------------------------------- state
    def set_status(self, text: str, zone: str | None, mine: bool) -> bool:
        """True when it changed (the table must be redrawn)."""
        if (text, zone, mine) == (self.status, self.zone, self.mine):
            return False
        self.status, self.zone, self.mine, self._status_rect, self._status_look = text, zone, mine, None, None
        return True

    def show_tip(self, text: str, uid: str) -> None:
        self.tip = Tip(text, uid)

    def update(self, dt_ms: float) -> bool:
        """Age the tip; True when it just went away."""
        if self.tip is None:
            return False
        self.tip.ms -= dt_ms
        if self.tip.ms <= 0 or self.tip.uid not in self.board.sprites:
            self.tip = None
            return True
        return False

    def status_area(self) -> tuple[float, float, float, float] | None:
        """The logical rect of the status line (None when there is none)."""
        if not self.status or self.zone is None or self.zone not in self.board.layout.zones:
            return None
        if self._status_rect is None:
            vp, fonts = self.ui.viewport, self.ui.fonts
            px, shown = self.status_look()
            tw, th = fonts.font(px, bold=True).size(shown)
            size = (tw / vp.scale + 2 * PILL_PAD[0], th / vp.scale + 2 * PILL_PAD[1])
            self._status_rect = status_rect(self.board, self.zone, size)
        return self._status_rect

    def status_px(self) -> int:
        """The status line's text size (:meth:`status_look`)."""
        return self.status_look()[0]

    def status_look(self) -> tuple[int, str]:
        """The status line's text size and text: at :meth:`sized_px`, or, where a status too long for the room
        beside the viewer's plate would stand on it (a longer translation), smaller down to
        :data:`LEAST_STATUS_PX`, and then cut short (the plate's name stays whole; the text audit finds it)."""
        if self._status_look is None:
            px, text = self.sized_px(), self.status
            if self.zone is not None and self.zone in self.board.layout.zones:
                vp, fonts = self.ui.viewport, self.ui.fonts
                zone = self.board.layout.zones[self.zone]
                tw, th = fonts.font(px, bold=True).size(text)
                at = status_rect(self.board, self.zone, (tw / vp.scale + 2 * PILL_PAD[0], th / vp.scale + 2 * PILL_PAD[1]))
                if at[1] >= zone.rect[1]:  # in the label strip, beside the plate
                    room = vp.px(beside_plate(zone.rect[2]) - 2 * PILL_PAD[0])
                    least = min(px, vp.px(LEAST_STATUS_PX))
                    px, lines = fonts.shrink_wrap(text, px, least, room, bold=True)
                    text = lines[0] if len(lines) == 1 else fonts.fit(text, least, room, bold=True)
            self._status_look = (px, text)
        return self._status_look

    def sized_px(self) -> int:
        """The status line's text size by the text size setting: larger with it, as far as its zone's label strip is
        tall and half its width is wide (the plate's name and points keep the ends)."""
        vp, fonts = self.ui.viewport, self.ui.fonts
        px = vp.px(STATUS_PX)
        if fonts.scale <= 1 or self.zone is None or self.zone not in self.board.layout.zones:
            return px
        zone = self.board.layout.zones[self.zone]
        base = base_px(fonts, px)
        tw, th = fonts.font(base, bold=True).size(self.status)
        at = status_rect(self.board, self.zone, (tw / vp.scale + 2 * PILL_PAD[0], th / vp.scale + 2 * PILL_PAD[1]))
        if at[1] < zone.rect[1]:  # over the zone, in the gap it shares with a toast and the narration: as at 100 %
            return base
        px = strip_px(fonts, px, vp.px(self.board.label_height(self.zone)))
        return grown_px(fonts, self.status, px, vp.px(zone.rect[2] / 2 - 2 * PILL_PAD[0]), bold=True)

    def stack_floor(self) -> float | None:
        """The logical y the narration of a bot's move stands on, in one stack over the own hand: the status line
        (else the own zone's top), a toast over it while one shows, then the narration (None: no own zone)."""
        if self.zone is None or self.zone not in self.board.layout.zones:
            return None
        area = self.status_area()
        top = area[1] if area is not None else self.board.layout.zones[self.zone].rect[1]
        if self.ui.toast_ms > 0:
            vp = self.ui.viewport
            top -= GAP + TOAST_MARGIN + self.ui.fonts.font(vp.px(TOAST_PX)).size(self.ui.toast_text)[1] / vp.scale
            top -= TOAST_MARGIN  # the box reaches as far above its text as below it
        return top - GAP

    def toast_at(self) -> tuple[float, float] | None:
        area = self.status_area()
        return toast_anchor(self.board, self.zone, area[1] if area else None)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The status line (over every card; the tip comes last, :meth:`draw_tips`)."""
        area = self.status_area()
        if area is not None:
            self.draw_status(surface, area)

    def draw_tips(self, surface: pygame.Surface) -> None:
        """A refused card's reason, over all (the hovered card's enlarged preview too: it hid the reason)."""
        if self.tip is not None and self.tip.uid in self.board.sprites:
            self.draw_tip(surface, self.tip)

    def draw_status(self, surface: pygame.Surface, area: tuple[float, float, float, float]) -> None:
        vp, pal, fonts = self.ui.viewport, self.ui.palette, self.ui.fonts
        r = vp.rect(area)
        mine = self.mine
        draw_box(surface, r, pal.panel, pal.accent if mine else pal.panel_line, radius=vp.px(9), width=max(1, vp.px(2)))
        px, shown = self.status_look()
        img = fonts.text(shown, px, pal.accent if mine else pal.text, bold=True)
        surface.blit(img, img.get_rect(center=r.center))

    def tip_rect(self, tip: Tip) -> pygame.Rect:
        """Over the card (under it when there is no room above), inside the table left of the sidebar (it ran under
        the sidebar and out of the window)."""
        vp, fonts = self.ui.viewport, self.ui.fonts
        card = self.board.screen_rect(self.board.sprites[tip.uid])
        lines = fonts.wrap(tip.text, vp.px(TIP_PX), vp.px(420))
        w = max(fonts.font(vp.px(TIP_PX)).size(line)[0] for line in lines) + 2 * vp.px(PILL_PAD[0])
        h = fonts.font(vp.px(TIP_PX)).get_linesize() * len(lines) + 2 * vp.px(PILL_PAD[1])
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (card.centerx, card.top - vp.px(GAP))
        if box.top < 0:
            box.midtop = (card.centerx, card.bottom + vp.px(GAP))
        area = surface_rect(self.ui)
        area.width = min(area.width, vp.point(frame(self.ui)[0] - GAP, 0)[0])
        return box.clamp(area)

    def draw_tip(self, surface: pygame.Surface, tip: Tip) -> None:
        vp, pal, fonts = self.ui.viewport, self.ui.palette, self.ui.fonts
        box = self.tip_rect(tip)
        draw_box(surface, box, pal.panel, pal.bad, radius=vp.px(9), width=max(2, vp.px(2)))
        y = box.y + vp.px(PILL_PAD[1])
        for line in fonts.wrap(tip.text, vp.px(TIP_PX), vp.px(420)):
            img = fonts.text(line, vp.px(TIP_PX), pal.text)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += fonts.font(vp.px(TIP_PX)).get_linesize()

    def glow(self, surface: pygame.Surface, r: pygame.Rect, own: bool = False) -> None:
        """A soft halo round a playable card (drawn before the card); ``own``: drawn afresh, not kept (on the card
        art's worker, which must not draw from the images the frame draws)."""
        key = ("glow", r.size, self.ui.palette.good)
        halo = None if own else self._overlays.get(key)
        if halo is None:
            vp = self.ui.viewport
            step = max(1, vp.px(2))
            pad = step * GLOW_RINGS
            halo = pygame.Surface((r.w + 2 * pad, r.h + 2 * pad), pygame.SRCALPHA)
            for i in range(GLOW_RINGS):
                ring = pygame.Rect(0, 0, r.w, r.h).inflate(2 * (pad - i * step), 2 * (pad - i * step))
                ring.center = (r.w // 2 + pad, r.h // 2 + pad)
                pygame.draw.rect(halo, (*self.ui.palette.good, 40 + 30 * i), ring, width=step + 1,
                                 border_radius=vp.px(10) + pad - i * step)
            if not own:
                self._remember(key, halo)
        surface.blit(halo, halo.get_rect(center=r.center))

    def dim(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A shade over a card that cannot be played now (drawn after the card)."""
        key = ("dim", r.size)
        shade = self._overlays.get(key)
        if shade is None:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, DIM_ALPHA), shade.get_rect(), border_radius=self.ui.viewport.px(8))
            self._remember(key, shade)
        surface.blit(shade, r.topleft)

    def _remember(self, key: tuple, img: pygame.Surface) -> None:
        if len(self._overlays) > 256:
            self._overlays.clear()
        self._overlays[key] = img


def surface_rect(ui: UI) -> pygame.Rect:
    """The window's rectangle (the viewport is the window's size)."""
    return pygame.Rect((0, 0), ui.viewport.size)


@dataclass
class SeatTargets:
    """The seats of the table a prompt may let the player click: which seat lies under a point, and where a
    seat's zones are (window pixels)."""

    board: Board
    model: TableModel

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        zone = self.board.zone_at(pos, self.model)
        return next((z.owner for z in self.model.zones if z.id == zone), None)

    def rects(self, seat: int) -> list[pygame.Rect]:
        return [self.board.zone_rect(z.id) for z in self.model.zones
                if z.owner == seat and z.id in self.board.layout.zones]


def waits_for_away(model: TableModel, seat: int, away_players: Sequence[int]) -> bool:
    """Whether the table waits for ``seat``'s player who is away: the match says so (the host), or the seat's
    plate shows them away with minutes left to come back (another remote app; no bot plays the seat then)."""
    view = next((s for s in model.seats if s.seat == seat), None)
    return seat in away_players or view is not None and "away" in view.icons and view.rejoin_min is not None
