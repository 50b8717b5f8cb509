"""Card faces, backs and round tokens, drawn from a game's :class:`CardSpec` and the game's art (see
``scenes/art`` and ``assets/ART.md``), rendered from vectors at the exact pixel size and cached."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import replace

import pygame

from game.engine import CardSpec
from game.i18n import current_language
from scenes.art.backs import draw_back
from scenes.art.character import draw_character
from scenes.art.design import Character, FaceReport, PlayingCard, Token
from scenes.art.fonts import Fonts
from scenes.art.games import back_for, design_for, token_for
from scenes.art.playing_card import draw_playing_card
from scenes.art.surface_cache import SurfaceCache
from scenes.art.theme import Palette
from scenes.art.token import draw_token

CARD_W, CARD_H = 100, 140  # logical size of a card at card_scale 1.0
CACHE_BYTES = 40 * 2**20
"""Pixel memory of the card faces, backs and tokens kept for reuse at most (four hundred faces at 1600x900)."""
PLAIN_BYTES = 12 * 2**20
"""Pixel memory of the plain surfaces the latest faces were converted from (a hundred faces at 1600x900), kept for
the worker to turn (:meth:`CardArt.turn_ahead`)."""
WAIT_S = 1.0
"""The longest a frame waits for a face the worker is rendering before it draws the face itself."""
FALLBACK = Character("star", badge="seal")
"""Drawn for a face no game's art knows (never for a real card: tests/ui/test_card_faces.py)."""


class CardArt:
    """Card faces at exact pixel sizes, cached. Rasterising a face takes milliseconds, too long for a frame that
    meets a card at a new size: the faces a screen is about to show are rendered on a worker thread first
    (:meth:`ahead`; it has fonts of its own and hands over plain surfaces, which the frame thread converts when it
    first draws them), the game's every face at a size where a card may come face up after them (:meth:`prefetch`:
    the table asks for what it can show, :mod:`scenes.table.art_ahead`); a face a frame had to draw itself at a
    new size queues the others there too. A frame that meets a face still queued waits for the worker rather than
    drawing it too."""

    def __init__(self, fonts: Fonts, pal: Palette) -> None:
        self.fonts, self.pal = fonts, pal
        self._cache = SurfaceCache(CACHE_BYTES)
        self._plain = SurfaceCache(PLAIN_BYTES)  # a face's key -> the surface it was converted from (turn_ahead)
        self._ready: dict[tuple, pygame.Surface] = {}  # rendered ahead, not yet converted
        self._known: dict[str | None, list[CardSpec | None]] = {}  # a game's faces (None: its back), to prefetch
        self._sizes: dict[str | None, set[tuple[int, int]]] = {}  # the sizes prefetched per game
        self._jobs: deque[tuple[tuple, int]] = deque()  # (key, generation) for the worker, the first done first
        self._pending: set[tuple] = set()  # the keys queued or being rendered by the worker
        self._turn_from: dict[tuple, pygame.Surface] = {}  # a turned face's key -> the face to turn (turn_ahead)
        self._mark_from: dict[tuple, Callable[[], pygame.Surface]] = {}  # a turned mark's key -> what draws the
        # mark (on the worker: an image of its own; turn_marks_ahead)
        self._display_format: pygame.Surface | None = None  # a face converted for the display, a pixel: the format
        # the worker converts turned faces to (its own: the frame thread never draws it)
        self._changed = threading.Condition()  # guards the jobs and the pending keys; told when a face is ready
        self._worker: threading.Thread | None = None
        self._generation = 0  # a palette change makes what is being rendered ahead useless

    def set_palette(self, pal: Palette) -> None:
        self.pal = pal
        self._generation += 1
        self._cache.clear()
        self._plain.clear()
        self._ready.clear()
        self._sizes.clear()

    def surface(self, spec: CardSpec | None, w: int, h: int, game: str | None = None,
                ahead: bool = True, whole_title: bool = False) -> pygame.Surface:
        """The face of ``spec`` (the back of ``game``'s cards when None) at ``w`` x ``h`` pixels; ``ahead``: the
        game's other faces are rendered ahead at this size (not for a one-off size such as the hover preview);
        ``whole_title``: a small face's title is not broken inside a word (a row of faces to pick from)."""
        if whole_title and spec is not None:
            whole = ("whole", game, spec, w, h, current_language())
            kept = self._cache.get(whole)
            if kept is None:
                kept = self._cache.put(whole, self.face(spec, w, h, game, whole_title=True)[0].convert_alpha())
            return kept
        key = (game, spec, w, h, current_language())
        surf = self._cache.get(key)
        if surf is None:
            surf = self._ready.pop(key, None)
            if surf is None:
                surf = self._wait_for(key)
            if surf is None:
                surf = self.render(spec, w, h, game, self.fonts)
                if ahead:
                    self.prefetch(game, [(w, h)])
            surf = self._converted(key, surf)
        return surf

    def _converted(self, key: tuple, plain: pygame.Surface) -> pygame.Surface:
        """Keep the face ``plain`` (as rendered) converted for the display; ``plain`` is kept too, for the worker
        to turn, and the frame thread no longer touches it."""
        self._plain.put(key, plain)
        return self._cache.put(key, plain.convert_alpha())

    def _wait_for(self, key: tuple) -> pygame.Surface | None:
        """The face of ``key`` once the worker has rendered it, if it is queued (None: it is not, or the worker
        took longer than :data:`WAIT_S`)."""
        with self._changed:
            if key not in self._pending or self._worker is None:
                return None
            self._jobs.appendleft((key, self._generation))  # next (again: the entry already queued is skipped)
            self._changed.notify_all()
            self._changed.wait_for(lambda: key in self._ready or key not in self._pending or self._worker is None,
                                  WAIT_S)
        return self._ready.pop(key, None)

    def turned(self, spec: CardSpec | None, w: int, h: int, game: str | None, angle: float) -> pygame.Surface | None:
        """The face of ``spec`` at ``w`` x ``h`` turned smoothly by ``angle`` degrees, if :meth:`turn_ahead` had
        it turned (None: not asked for, or not done yet)."""
        key = ("turned", game, spec, w, h, current_language(), angle)
        surf = self._cache.get(key)
        if surf is None and (surf := self._ready.pop(key, None)) is not None:
            self._cache.put(key, surf)
        return surf

    def turn_ahead(self, game: str | None, faces: Iterable[tuple[CardSpec | None, int, int, float]]) -> None:
        """Turn these faces (spec, w, h, angle) smoothly on the worker: a fan's cards at the angles they take once
        they come to rest, so that the frame they land in blits them turned. A face not drawn yet is left out (the
        frame turns it)."""
        language, keys = current_language(), []
        if self._display_format is None:
            self._display_format = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        for spec, w, h, angle in faces:
            key = ("turned", game, spec, w, h, language, angle)
            if key in self._cache or key in self._ready or key in self._pending:
                continue
            face_key = (game, spec, w, h, language)
            if (plain := self._ready.pop(face_key, None)) is not None:
                self._converted(face_key, plain)
            # the worker turns the plain surface the face was converted from, which the frame thread no longer
            # touches (the face itself it blits, which a turn locks); a copy of the face made here cost the frame
            # up to 2 ms, a new fan's dozen faces
            source = self._plain.get(face_key)
            if source is None and (face := self._cache.get(face_key)) is not None:
                source = face.copy()  # (its plain surface let go: seldom)
            if source is not None:
                self._turn_from[key] = source
                keys.append(key)
        self._queue_keys(keys, first=False)

    def turn_marks_ahead(self, marks: Iterable[tuple[Hashable, Callable[[], pygame.Surface], float]]) -> None:
        """Turn these images plainly on the worker (key, what draws the image, angle): the shadows of a fan's cards
        at the angles they come to rest at, which the frame they land in would turn (0.3 ms each at 1600x900).
        What draws an image is called on the worker, so that it turns an image of its own."""
        keys = []
        for mark, draw, angle in marks:
            key = ("mark", mark, angle)
            if key not in self._ready and key not in self._pending:
                self._mark_from[key] = draw
                keys.append(key)
        if keys and self._display_format is None:
            self._display_format = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        self._queue_keys(keys, first=False)

    def turned_mark(self, mark: Hashable, angle: float) -> pygame.Surface | None:
        """The image of ``mark`` turned by ``angle`` degrees, if :meth:`turn_marks_ahead` had it turned (None: not
        asked for, or not done yet); handed over once (the painter keeps it)."""
        return self._ready.pop(("mark", mark, angle), None)

    def render(self, spec: CardSpec | None, w: int, h: int, game: str | None, fonts: Fonts) -> pygame.Surface:
        return draw_back(back_for(game), w, h) if spec is None else self.face(spec, w, h, game, fonts)[0]

    def know(self, game: str, specs: Iterable[CardSpec]) -> None:
        """The faces of ``game`` (and its back): what :meth:`prefetch` renders ahead at a size. The faces rendered
        ahead for another game and never shown are let go (they sit outside the cache's byte budget)."""
        self._known[game] = [None, *specs]
        for key in [k for k in list(self._ready) if k[0] != "mark" and k[1 if k[0] == "turned" else 0] != game]:
            self._ready.pop(key, None)
        for other in [g for g in self._sizes if g != game]:
            del self._sizes[other]

    def prefetch(self, game: str | None, sizes: Iterable[tuple[int, int]]) -> None:
        """Render every known face of ``game`` at ``sizes`` on the worker thread, unless done already."""
        known = self._known.get(game)
        if not known:
            return
        done = self._sizes.setdefault(game, set())
        language = current_language()
        keys = []
        for w, h in sizes:
            if (w, h) in done or w <= 0 or h <= 0:
                continue
            done.add((w, h))
            keys += [(game, spec, w, h, language) for spec in known]
        self._queue_keys(keys, first=False)

    def ahead(self, game: str | None, faces: Sequence[tuple[CardSpec | None, int, int]]) -> None:
        """Render these faces (spec, w, h) of ``game`` on the worker before anything queued: what a screen about
        to open shows at once (its first frame waits for them instead of drawing them itself)."""
        language = current_language()
        self._queue_keys([(game, spec, w, h, language) for spec, w, h in faces if w > 0 and h > 0], first=True)

    def _queue_keys(self, keys: list[tuple], first: bool) -> None:
        keys = [k for k in dict.fromkeys(keys) if k not in self._cache and k not in self._ready]
        if not keys:
            return
        with self._changed:
            jobs = [(key, self._generation) for key in keys]
            if first:
                self._jobs.extendleft(reversed(jobs))
            else:
                self._jobs.extend(jobs)
            self._pending.update(keys)
            self._changed.notify_all()
        if self._worker is None and pygame.display.get_init():
            self._worker = threading.Thread(target=self._render_ahead, name="card-art", daemon=True)
            self._worker.start()
            pygame.register_quit(self.stop)  # it must not draw while pygame shuts down

    def window_resized(self) -> None:
        """The window changed size, and every card with it: what is queued ahead at the old sizes is dropped (each
        face asked for at the new sizes is queued again; what is done is kept, for a window that returns to a size),
        so that dragging the window's edge does not render every face of the game at every size passed on the way."""
        with self._changed:
            self._generation += 1  # (a face being rendered at an old size is dropped when done)
            self._jobs.clear()
            self._pending.clear()
            self._turn_from.clear()
            self._mark_from.clear()
            self._changed.notify_all()
        self._sizes.clear()

    def stop(self) -> None:
        """End the worker (after the face it is drawing); the faces still queued are drawn when first shown."""
        worker, self._worker = self._worker, None
        if worker is not None:
            with self._changed:
                self._generation += 1
                self._jobs.clear()
                self._pending.clear()
                self._turn_from.clear()
                self._mark_from.clear()
                self._changed.notify_all()
            worker.join()

    def _next_job(self, me: threading.Thread) -> tuple[tuple, int] | None:
        """The worker's next face to render (None: the worker is stopped)."""
        with self._changed:
            self._changed.wait_for(lambda: self._jobs or self._worker is not me)
            return self._jobs.popleft() if self._worker is me else None

    def _render_ahead(self) -> None:
        fonts = Fonts(convert=False)  # its own fonts: a font is never used by two threads at once
        me = threading.current_thread()
        while (job := self._next_job(me)) is not None:
            key, generation = job
            surf, source, draw = None, self._turn_from.pop(key, None), self._mark_from.pop(key, None)
            turn, mark = key[0] == "turned", key[0] == "mark"
            if generation == self._generation and key not in self._cache and key not in self._ready \
                    and (mark or key[5 if turn else 4] == current_language()) and key in self._pending \
                    and (source is not None or not turn) and (draw is not None or not mark):
                try:
                    surf = self._make_mark(key, draw) if draw is not None else self._make(key, source, fonts)
                except Exception:  # noqa: BLE001  (drawn again on the frame thread, where an error shows)
                    surf = None
            with self._changed:
                if generation == self._generation:  # (an older one's key may be queued anew since: left to it)
                    if surf is not None:
                        self._ready[key] = surf
                    self._pending.discard(key)  # a later entry of the same key is skipped
                self._changed.notify_all()

    def _make_mark(self, key: tuple, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A mark turned plainly on the worker, in the display format (as the frame would turn it)."""
        assert self._display_format is not None, "turn_marks_ahead sets the format before it queues a turn"
        return pygame.transform.rotate(draw(), key[-1]).convert(self._display_format)

    def _make(self, key: tuple, source: pygame.Surface | None, fonts: Fonts) -> pygame.Surface:
        """What the worker makes for ``key``: a face turned (from ``source``), or a face rendered."""
        if source is not None:  # (in the faces' display format: blitting the plain one would take 40 times longer)
            assert self._display_format is not None, "turn_ahead sets the format before it queues a turn"
            return pygame.transform.rotozoom(source, key[-1], 1.0).convert(self._display_format)
        game, spec, w, h, _ = key
        return self.render(spec, w, h, game, fonts)

    def face(self, spec: CardSpec, w: int, h: int, game: str | None = None, fonts: Fonts | None = None,
             whole_title: bool = False) -> tuple[pygame.Surface, FaceReport]:
        """The face of ``spec`` at ``w`` x ``h`` (not cached) and what it shows (``whole_title``: as
        :meth:`surface`)."""
        fonts = fonts or self.fonts
        design = design_for(spec.face, game)
        if isinstance(design, PlayingCard):
            spec = replace(spec, colour=self.pal.suit_ink(design.suit, spec.colour))
            return draw_playing_card(spec, design, w, h, fonts, self.pal)
        if isinstance(design, Token):
            design = replace(design, colour=self.pal.hue(design.colour))
            return draw_token(design, w, h, fonts), FaceReport((design.emblem,), spec.title, spec.title)
        if isinstance(design, Character) and design.badge == "shape":  # a colour-coded card: in the palette's hue
            spec = replace(spec, colour=self.pal.hue(spec.colour))
        surf, report = draw_character(spec, design or FALLBACK, w, h, fonts, self.pal, whole_title)
        if design is None:
            report = replace(report, art=())
        return surf, report

    def token(self, face: str, diameter: int) -> pygame.Surface:
        """A round token for ``face`` ("disc.red", "token.affection", "token.influence") of ``diameter`` pixels,
        on a transparent square; cached."""
        key = ("token", face, diameter, current_language())  # (its letter is the mission's initial)
        surf = self._cache.get(key)
        if surf is None:
            design = token_for(face)
            if design is None:
                raise KeyError(f"no token is drawn for {face!r}")
            design = replace(design, colour=self.pal.hue(design.colour))
            surf = self._cache.put(key, draw_token(design, diameter, diameter, self.fonts).convert_alpha())
        return surf
