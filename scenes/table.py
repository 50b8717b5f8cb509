"""The table: zones from the game's layout, card sprites, drag and drop, action buttons, bots' pace,
hand-over between human seats and the scoring scene after a round."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, CardSpec, CardView, TableModel
from game.i18n import tr
from scenes import gestures
from scenes.arrange import GAP, slots
from scenes.layout import ZoneSpec, load_layout
from scenes.match import Match, ends_round
from scenes.scene import Scene
from scenes.sidebar import BUTTON_GAP, BUTTON_H, LEFT, WIDTH, draw_panel, draw_sidebar, layout_sidebar
from scenes.widgets import Button, draw_box

if TYPE_CHECKING:
    from scenes.app import App

DRAG_THRESHOLD = 6  # window pixels before a press becomes a drag
ANIM_PX_PER_MS = 2.2  # logical pixels per ms at animation speed 1
HOVER_MS = 350
PREVIEW = (200.0, 280.0)
SELECT_LIFT = 14.0
LABEL_H = 24.0  # logical height of a zone's label strip (cards and their outlines stay below it)
CAPTION_H = 16.0  # logical height kept under the cards of a zone with captions
CAPTION_GAP = 36.0  # logical room between captioned cards side by side, for the captions' width


@dataclass
class Sprite:
    uid: str
    card: CardView
    target: tuple[float, float, float, float]  # logical rect
    pos: tuple[float, float]  # current logical top-left (animated towards target)


class TableScene(Scene):
    toast_at = (620.0, 860.0)  # the middle of the table area, under the cards

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        game = match.session.game
        self.specs = game.cards()
        self.layout = load_layout(match.presenter.layout_file(len(match.session.seats)))
        self.sprites: dict[str, Sprite] = {}
        self.order: list[str] = []  # draw order, bottom first
        self.model: TableModel | None = None
        self.model_key: object = None
        self.selection: set[str] = set()
        self.press: tuple[str, tuple[int, int]] | None = None
        self.lasso: tuple[tuple[int, int], tuple[int, int]] | None = None  # (start, pointer) of a selection box
        self.drag: frozenset[str] | None = None
        self.drag_offsets: dict[str, tuple[float, float]] = {}
        self.snapped_back: set[str] = set()  # cards on their way home from a refused drop
        self.mouse = (0, 0)
        self.hover: str | None = None
        self.hover_ms = 0.0
        self.bot_wait = 0.0
        self.background: pygame.Surface | None = None  # felt, zones and sidebar of the current model
        self._canvas: pygame.Surface | None = None  # the reused surface behind ``background``
        self._zones: pygame.Surface | None = None
        self._zones_key: object = None
        self._captions: dict[tuple, pygame.Surface] = {}  # caption_pill's surfaces
        self._settled: pygame.Surface | None = None  # background plus the cards at rest
        self._settled_key: object = None
        self.scoring_shown_for = -1
        self.stale = False  # a move was applied and the model not re-read yet
        self.fixed = [
            Button((LEFT, 6, WIDTH / 2 - 4, 32), tr("Rules"), self.open_rules, size=18),
            Button((LEFT + WIDTH / 2 + 4, 6, WIDTH / 2 - 4, 32), tr("Menu"), self.back, size=18),
        ]
        self.refresh()

    # ------------------------------------------------------------------ model -> sprites
    def refresh(self) -> None:
        """Re-read the table model when the position or the viewer changed."""
        self.stale = False
        key = (len(self.match.session.history), self.match.viewer)
        if key == self.model_key and self.model is not None:
            return
        self.model_key = key
        self.model = self.match.model()
        self.selection &= {c.uid for z in self.model.zones for c in z.cards if c.selectable}
        self.place_sprites()
        self.build_buttons()
        self.background = None
        self.app.invalidate()

    def place_sprites(self) -> None:
        old = self.sprites
        animated = self.app.settings.animation_speed > 0
        self.sprites, self.order = {}, []
        for zone in self.model.zones:
            spec = self.layout.zones.get(zone.id)
            if spec is None:
                continue
            x, y, w, h = spec.rect
            if zone.label or spec.label or zone.badges:  # keep the label strip clear of cards
                y, h = y + LABEL_H, max(10.0, h - LABEL_H)
            gap = GAP
            if any(card.caption for card in zone.cards):  # and the captions under the cards inside the zone
                h, gap = max(10.0, h - CAPTION_H), CAPTION_GAP
            spec = replace(spec, rect=(x, y, w, h), arrange=spec.arrange or zone.arrange)
            groups = [card.group for card in zone.cards] if spec.arrange == "columns" else None
            for card, rect in zip(zone.cards, slots(spec, len(zone.cards), gap, groups), strict=True):
                prev = old.get(card.uid)
                pos = prev.pos if prev is not None and animated else rect[:2]
                self.sprites[card.uid] = Sprite(card.uid, card, rect, pos)
                self.order.append(card.uid)
                if old and prev is None:
                    self.app.sounds.play("deal")  # a card comes into sight: drawn, dealt
                elif prev is not None and not animated and prev.target != rect:
                    self.app.sounds.play("card")  # moved at once (animated, it sounds as it lands)

    def build_buttons(self) -> None:
        groups = gestures.buttons(self.model.choices)
        finish = not groups and self.match.can_finish_with_bots()
        lay = layout_sidebar(self.app, self.model, len(groups) + finish)
        self.sidebar = lay
        self.widgets = list(self.fixed)
        for i, (label, options) in enumerate(groups.items()):
            y = lay.buttons_y + i * (BUTTON_H + BUTTON_GAP)
            self.widgets.append(Button((LEFT, y, WIDTH, BUTTON_H), label,
                                       lambda label=label, options=options: self.choose(label, options), size=19))
        if finish:  # nobody here has anything left to do: let the bots play out the rest at once
            self.widgets.append(Button((LEFT, lay.buttons_y, WIDTH, BUTTON_H), tr("Finish the game"),
                                       self.finish_with_bots, size=19))

    def finish_with_bots(self) -> None:
        from scenes.table_menu import FinishScene

        self.app.push(FinishScene(self.app, self))

    def on_enter(self) -> None:
        self.refresh()
        self.app.invalidate()

    def on_resize(self) -> None:
        self.build_buttons()
        self.background = None

    # ------------------------------------------------------------------ actions
    def choose(self, title: str, options: list[gestures.Option]) -> None:
        picker = gestures.StepPicker(options)
        action = picker.done()
        if action is not None:
            self.play(action)
            return
        from scenes.prompt import StepPrompt

        self.app.push(StepPrompt(self.app, title, picker, self.play))

    def play(self, action: Action) -> None:
        self.selection.clear()
        events = self.match.apply(action)
        self.after_move(events)

    def after_move(self, events) -> None:
        """The table is re-read on the next frame, so that no frame both applies a move and redraws."""
        self.bot_wait = 0.0
        self.stale = True
        if ends_round(events) or (self.match.session.is_over() and self.scoring_shown_for < 0):
            self.show_scoring()

    def show_scoring(self) -> None:
        from scenes.scoring import ScoringScene

        self.app.sounds.play("win" if self.match.session.is_over() else "round")
        self.scoring_shown_for = len(self.match.session.history)
        self.app.push(ScoringScene(self.app, self))

    def open_rules(self) -> None:
        from scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, fixed_game=self.match.session.game))

    def back(self) -> None:
        from scenes.table_menu import TableMenu

        self.app.push(TableMenu(self.app, self))

    def leave(self) -> None:
        from scenes.menu import MenuScene

        self.close()
        self.app.back_to(MenuScene)

    def close(self) -> None:
        self.match.close()

    def on_exit(self) -> None:
        """Let go of the window-sized surfaces, the caches and the sprites at once."""
        super().on_exit()
        self.fixed = []
        self.background = self._canvas = self._zones = self._settled = None
        self._zones_key = self._settled_key = None
        self._captions = {}
        self.sprites, self.order = {}, []

    # ------------------------------------------------------------------ frame update
    def update(self, dt_ms: float) -> None:
        problem = self.match.take_problem()
        if problem:
            self.app.toast(problem)
        if self.stale:
            self.refresh()
            return
        self.animate(dt_ms)
        if self.hover and self.hover_ms < HOVER_MS:
            self.hover_ms += dt_ms
            if self.hover_ms >= HOVER_MS:
                self.app.invalidate()
        seat = self.match.handover_to()
        if seat is not None and self.drag is None:
            from scenes.handover import HandoverScene

            self.app.push(HandoverScene(self.app, self, seat))
            return
        if self.match.session.is_over():
            if self.scoring_shown_for < 0:
                self.show_scoring()
            return
        if self.match.bot_to_move():
            self.run_bot(dt_ms)

    def run_bot(self, dt_ms: float) -> None:
        if not self.match.bot_thinking():
            self.bot_wait += dt_ms
            if self.bot_wait >= self.app.settings.bot_pace_ms:
                self.match.start_bot()
            else:
                return
        try:
            action = self.match.take_bot_action()
        except Exception as exc:  # a bot bug: show it, keep the table alive, retry after the pace
            self.app.toast(tr("Bot error: {error}", error=exc)[:120])
            self.bot_wait = 0.0
            return
        if action is not None:
            self.after_move(self.match.apply(action))

    def animate(self, dt_ms: float) -> None:
        speed = self.app.settings.animation_speed
        step = ANIM_PX_PER_MS * dt_ms / speed if speed > 0 else float("inf")
        for s in self.sprites.values():
            tx, ty = s.target[:2]
            x, y = s.pos
            dx, dy = tx - x, ty - y
            dist = (dx * dx + dy * dy) ** 0.5
            if dist == 0:
                continue
            if dist <= step:
                s.pos = (tx, ty)
                if s.uid in self.snapped_back:
                    self.snapped_back.discard(s.uid)
                else:
                    self.app.sounds.play("card")
            else:
                s.pos = (x + dx * step / dist, y + dy * step / dist)

    def animating(self) -> bool:
        return self.drag is not None or any(s.pos != s.target[:2] for s in self.sprites.values())

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if self.stale:  # input always acts on the current position
            self.refresh()
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        if self.drag is None and self.press is None and self.lasso is None:
            for widget in self.widgets:
                if widget.handle(event, self.app):
                    return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.drag is not None or self.lasso is not None:
                self.cancel_drag()
            else:
                self.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()

    def acting(self) -> bool:
        return self.match.viewer_acts() and not self.match.bot_thinking()

    def card_at(self, pos: tuple[int, int], exclude: frozenset[str] = frozenset()) -> str | None:
        for uid in reversed(self.order):
            if uid not in exclude and self.screen_rect(self.sprites[uid]).collidepoint(pos):
                return uid
        return None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        x, y = self.app.viewport.to_logical(pos)
        hits = [z for z in self.model.zones if z.id in self.layout.zones
                and _inside(self.layout.zones[z.id], x, y)]
        return min(hits, key=lambda z: _area(self.layout.zones[z.id])).id if hits else None

    def on_press(self, pos: tuple[int, int]) -> None:
        if not self.acting():
            return
        uid = self.card_at(pos)
        if uid is not None and (self.sprites[uid].card.selectable or uid in gestures.draggable(self.model.choices)):
            self.press = (uid, pos)
        elif uid is None and any(s.card.selectable for s in self.sprites.values()):
            self.lasso = (pos, pos)  # a box drawn from empty table selects the cards it covers

    def on_motion(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self.lasso is not None:
            self.lasso = (self.lasso[0], pos)
            self.app.invalidate()
            return
        if self.press is not None and self.drag is None:
            uid, start = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                self.begin_drag(uid, start)
        if self.drag is not None:
            self.app.invalidate()
            return
        hover = self.card_at(pos)
        if hover != self.hover:
            self.hover, self.hover_ms = hover, 0.0
            self.app.invalidate()

    def begin_drag(self, uid: str, start: tuple[int, int]) -> None:
        dragged = frozenset(self.selection) if uid in self.selection else frozenset({uid})
        self.drag = dragged
        sx, sy = self.app.viewport.to_logical(start)
        lift = SELECT_LIFT if uid in self.selection else 0.0
        self.drag_offsets = {u: (self.sprites[u].pos[0] - sx, self.sprites[u].pos[1] - lift - sy) for u in dragged}
        self.hover = None

    def on_release(self, pos: tuple[int, int]) -> None:
        if self.lasso is not None:
            self.end_lasso(pos)
            return
        press, self.press = self.press, None
        pressed_gone = press is not None and press[0] not in self.sprites
        dragged_gone = self.drag is not None and not self.drag <= self.sprites.keys()
        if pressed_gone or dragged_gone:  # the table changed under the pointer: nothing to drop
            self.drag = None
            return
        if self.drag is None:
            if press is not None and self.sprites[press[0]].card.selectable:
                self.selection ^= {press[0]}
                self.app.invalidate()
            return
        dragged, self.drag = self.drag, None
        card = self.card_at(pos, exclude=dragged)
        zone = self.zone_at(pos)
        targets = [t for t in (card, zone) if t is not None]
        found = gestures.dropped(self.model.choices, dragged, targets)
        x, y = self.app.viewport.to_logical(pos)
        for uid in dragged:  # the dragged cards start from where they were dropped
            ox, oy = self.drag_offsets[uid]
            self.sprites[uid].pos = (x + ox, y + oy)
        self.app.invalidate()
        if not found:
            reason = self.match.presenter.why_not(self.match.view(), dragged, zone or card)
            self.app.toast(reason)
            self.app.sounds.play("snap")
            # they go home without a landing sound (one dropped right at home has no way to go)
            self.snapped_back |= {u for u in dragged if self.sprites[u].pos != self.sprites[u].target[:2]}
            return
        titles = [self.spec(self.sprites[u].card.face) for u in self.order if u in dragged]
        title = ", ".join(tr(spec.title) for spec in titles if spec is not None) or tr("Choose")
        self.choose(title, gestures.drag_options(found))

    def end_lasso(self, pos: tuple[int, int]) -> None:
        """The selectable cards whose middle the box covers become the selection; a click on empty table clears
        it."""
        start = self.lasso[0]
        self.lasso = None
        box = self.lasso_rect(start, pos)
        if box.w + box.h < DRAG_THRESHOLD:
            self.selection.clear()
        else:
            self.selection = {uid for uid, s in self.sprites.items()
                              if s.card.selectable and box.collidepoint(self.screen_rect(s).center)}
        self.app.invalidate()

    @staticmethod
    def lasso_rect(start: tuple[int, int], end: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]),
                           abs(end[1] - start[1]))

    def cancel_drag(self) -> None:
        self.drag, self.press, self.lasso = None, None, None
        self.app.invalidate()

    # ------------------------------------------------------------------ drawing
    def screen_rect(self, s: Sprite) -> pygame.Rect:
        x, y = s.pos
        if s.uid in self.selection:
            y -= SELECT_LIFT
        return self.app.viewport.rect((x, y, s.target[2], s.target[3]))

    def spec(self, face: str | None) -> CardSpec | None:
        if face is None:
            return None
        return self.specs.get(face) or CardSpec(face, face.replace("_", " ").title())

    def draw(self, surface: pygame.Surface) -> None:
        if self.background is None:
            self.background = self.render_background(surface.get_size())
            self._settled_key = None
        dragged = self.drag or frozenset()
        moving = frozenset(uid for uid, s in self.sprites.items() if s.pos != s.target[:2]) | dragged
        surface.blit(self.settled_layer(moving), (0, 0))
        for uid in self.order:  # cards in flight go over the settled ones
            if uid in moving and uid not in dragged:
                self.draw_card(surface, self.sprites[uid])
        self.draw_widgets(surface)
        if self.lasso is not None:
            self.draw_lasso(surface)
        if self.drag is not None:
            self.draw_dragged(surface)
        elif self.hover is not None and self.hover_ms >= HOVER_MS:
            self.draw_preview(surface)

    def settled_layer(self, moving: frozenset[str]) -> pygame.Surface:
        """The background, the drop targets and every card at rest; redrawn only when the cards in flight, the
        selection or the drag change, so that a frame of an animation blits just the moving cards."""
        key = (moving, frozenset(self.selection), self.drag)
        if self._settled is None or self._settled.get_size() != self.background.get_size():
            self._settled, self._settled_key = pygame.Surface(self.background.get_size()).convert(), None
        if key == self._settled_key:
            return self._settled
        layer, landed = self._settled, self.landed_on_top(key)
        if landed is None:
            layer.blit(self.background, (0, 0))
            if self.drag is not None:
                self.draw_drop_targets(layer)
        skip = moving if landed is None else self.sprites.keys() - landed
        for uid in self.order:
            if uid not in skip:
                self.draw_card(layer, self.sprites[uid])
        self._settled_key = key
        return layer

    def landed_on_top(self, key: tuple) -> set[str] | None:
        """The cards that came to rest since the layer was drawn, when that is all that changed and no card at
        rest is drawn over them (so they can be added to the layer as they are); else None."""
        if self._settled_key is None or self._settled_key[1:] != key[1:] or not key[0] <= self._settled_key[0]:
            return None
        landed = set(self._settled_key[0] - key[0])
        margin = self.app.viewport.px(CAPTION_H + 8)  # outlines and captions reach beyond a card
        seen: set[str] = set()
        for uid in self.order:
            if uid in landed:
                seen.add(uid)
            elif seen and uid not in key[0]:
                r = self.screen_rect(self.sprites[uid])
                if any(r.colliderect(self.screen_rect(self.sprites[u]).inflate(margin, margin)) for u in seen):
                    return None
        return landed

    def render_background(self, size: tuple[int, int]) -> pygame.Surface:
        """Felt, zones, labels, headline and sidebar of the current model, on a reused surface."""
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size).convert()
        bg = self._canvas
        shown = tuple(z.id for z in self.model.zones if z.id in self.layout.zones)
        bg.blit(self.zone_layer(size, shown), (0, 0))
        current = {s.seat for s in self.model.seats if s.is_current}
        for zone in self.model.zones:
            spec = self.layout.zones.get(zone.id)
            if spec is None:
                continue
            r = vp.rect(spec.rect)
            if zone.owner is not None and zone.owner in current:
                pygame.draw.rect(bg, pal.accent, r, width=max(1, vp.px(2)), border_radius=vp.px(10))
            label = zone.label or tr(spec.label)  # a layout label is English, like a msgid
            text = " · ".join([label, *zone.badges]) if label else " · ".join(zone.badges)
            if text:
                px = vp.px(15)
                img = ui.fonts.text(ui.fonts.fit(text, px, r.w - vp.px(8)), px, pal.text)
                bg.blit(img, (r.x + vp.px(6), r.y + vp.px(3)))
        px = vp.px(22)
        headline = ui.fonts.fit(self.model.headline, px, vp.px(LEFT - 30), bold=True)
        bg.blit(ui.fonts.text(headline, px, pal.text, bold=True), vp.point(16, 8))
        draw_sidebar(bg, ui, self.model, self.sidebar, self.match.viewer)
        return bg

    def zone_layer(self, size: tuple[int, int], shown: tuple[str, ...]) -> pygame.Surface:
        """The felt with the zone boxes and the sidebar backdrop; cached."""
        key = (size, shown, self.app.palette)
        if self._zones_key != key:
            vp, pal = self.app.viewport, self.app.palette
            layer = pygame.Surface(size).convert()
            layer.fill((0, 0, 0))
            layer.fill(pal.felt, vp.rect((0, 0, 1600, 900)))
            for zone_id in shown:
                draw_box(layer, vp.rect(self.layout.zones[zone_id].rect), pal.zone, pal.zone_line,
                         radius=vp.px(10), width=max(1, vp.px(2)))
            draw_panel(layer, self.app)
            self._zones_key, self._zones = key, layer
        return self._zones

    def draw_drop_targets(self, surface: pygame.Surface) -> None:
        vp, pal = self.app.viewport, self.app.palette
        for target in gestures.drop_targets(self.model.choices, self.drag):
            if target in self.layout.zones:
                r = vp.rect(self.layout.zones[target].rect)
            elif target in self.sprites:
                r = self.screen_rect(self.sprites[target])
            else:
                continue
            pygame.draw.rect(surface, pal.good, r.inflate(vp.px(6), vp.px(6)), width=max(2, vp.px(4)),
                             border_radius=vp.px(12))

    def draw_card(self, surface: pygame.Surface, s: Sprite, rect: pygame.Rect | None = None) -> None:
        vp, pal = self.app.viewport, self.app.palette
        r = rect or self.screen_rect(s)
        surface.blit(self.app.cards.surface(self.spec(s.card.face), r.w, r.h), r.topleft)
        line = None
        if s.uid in self.selection:
            line = pal.good
        elif s.card.highlight == "target":
            line = pal.highlight_target
        elif s.card.highlight:
            line = pal.highlight_new
        if line is not None:
            pygame.draw.rect(surface, line, r.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                             border_radius=vp.px(9))
        if s.card.caption:
            self.draw_caption(surface, s.card.caption, r)

    def draw_caption(self, surface: pygame.Surface, caption: str, r: pygame.Rect) -> None:
        """The caption under a card: smaller, or on two lines, when it is wider than the card and its gap."""
        pill = self.caption_pill(caption, r.w)
        surface.blit(pill, pill.get_rect(midtop=(r.centerx, r.bottom + 1)))

    def caption_pill(self, caption: str, card_w: int) -> pygame.Surface:
        """A caption's text on its rounded backing, made once per text, card width and palette."""
        key = (caption, card_w, self.app.viewport.scale, self.app.palette)
        pill = self._captions.get(key)
        if pill is None:
            vp, pal, fonts = self.app.viewport, self.app.palette, self.app.fonts
            px, lines = fonts.shrink_wrap(caption, vp.px(14), vp.px(10), card_w + vp.px(CAPTION_GAP - 4), bold=True)
            imgs = [fonts.text(line, px, pal.text, bold=True) for line in lines]
            box = pygame.Rect(0, 0, max(img.get_width() for img in imgs), sum(img.get_height() for img in imgs))
            box = box.inflate(vp.px(4), 2)
            box.topleft = (0, 0)
            pill = pygame.Surface(box.size, pygame.SRCALPHA)
            draw_box(pill, box, pal.panel, None, radius=vp.px(5))
            y = 1
            for img in imgs:
                pill.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += img.get_height()
            if len(self._captions) > 512:  # a long game at many window sizes: start afresh
                self._captions.clear()
            self._captions[key] = pill
        return pill

    def draw_lasso(self, surface: pygame.Surface) -> None:
        box = self.lasso_rect(*self.lasso)
        if box.w and box.h:
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((*self.app.palette.good[:3], 40))
            surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, self.app.palette.good, box, width=max(1, self.app.viewport.px(2)))

    def draw_dragged(self, surface: pygame.Surface) -> None:
        x, y = self.app.viewport.to_logical(self.mouse)
        for uid in [u for u in self.order if u in self.drag]:
            s = self.sprites[uid]
            ox, oy = self.drag_offsets[uid]
            r = self.app.viewport.rect((x + ox, y + oy, s.target[2], s.target[3]))
            self.draw_card(surface, s, r)

    def draw_preview(self, surface: pygame.Surface) -> None:
        s = self.sprites.get(self.hover)
        if s is None or s.card.face is None or s.target[2] >= PREVIEW[0] * 0.9:
            return
        vp = self.app.viewport
        x, y = vp.to_logical(self.mouse)
        px = x + 24 if x + 24 + PREVIEW[0] < LEFT else x - 24 - PREVIEW[0]
        py = min(max(44.0, y - PREVIEW[1] / 2), 900 - PREVIEW[1] - 4)
        r = vp.rect((px, py, *PREVIEW))
        surface.blit(self.app.cards.surface(self.spec(s.card.face), r.w, r.h), r.topleft)


def _inside(spec: ZoneSpec, x: float, y: float) -> bool:
    zx, zy, zw, zh = spec.rect
    return zx <= x <= zx + zw and zy <= y <= zy + zh


def _area(spec: ZoneSpec) -> float:
    return spec.rect[2] * spec.rect[3]
