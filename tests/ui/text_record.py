"""A recorder of every text the app draws (issue 39): where the app's fonts render a text (``Fonts.text``), fit it
with an ellipsis (``Fonts.fit``) and wrap it (``Fonts.wrap``), and where a surface is drawn onto another, so that
after a frame the window's surface knows each text it shows — the text asked for, the text drawn, where its ink
lies in the window — and what was drawn over what (an opaque box or picture covers the texts under it).

Findings of a frame (:meth:`TextRecorder.findings`):

* ``ellipsis``: a text shown shortened with an ellipsis (``Fonts.fit`` cut it);
* ``lines``: a wrapped text shown with some of its lines left out (one line of it drawn, another not);
* ``overlap``: the ink of two texts crossing with nothing opaque drawn between them (one text over the other in
  the same layer: what one scene draws);
* ``cut at an edge``: a text whose ink reaches past the window or the region it was drawn in;
* ``hidden in part``: a text partly under something opaque the same scene drew after it (a count badge over
  a label's last letters).

The recorder is installed with pytest's ``monkeypatch`` (:func:`install`): nothing in the app knows of it."""

from __future__ import annotations

import itertools
import sys
from dataclasses import dataclass, field

import pygame

from scenes.art.fonts import Fonts

LONG_NAME = 40
"""A name longer than this may be shortened with an ellipsis (a name typed that long is the player's choice)."""
_SEQ = itertools.count()
_ORIGINAL_SURFACE = pygame.Surface


@dataclass
class Drawn:
    """A text in sight: ``asked`` the text the app wanted shown, ``drawn`` the text drawn (shorter when fitted),
    ``rect`` its ink in window pixels, ``seq`` when it was drawn (later over earlier)."""

    asked: str
    drawn: str
    rect: pygame.Rect
    seq: int
    px: int = 0
    layer: int = 0
    clipped: bool = False
    """Part of its ink fell outside where it was drawn (the window's edge, the region it was drawn in)."""


@dataclass
class Cover:
    """Something opaque drawn at ``seq`` over ``rect``: texts drawn before under it are hidden there."""

    rect: pygame.Rect
    seq: int
    layer: int = 0


class TextImage(_ORIGINAL_SURFACE):
    """A rendered text that knows its text."""

    drawn: str = ""
    px: int = 0
    ink: pygame.Rect


@dataclass
class Marks:
    texts: list[Drawn] = field(default_factory=list)
    covers: list[Cover] = field(default_factory=list)
    text_rects: list[pygame.Rect] = field(default_factory=list)  # each text's rect, in order (and the covers'):
    cover_rects: list[pygame.Rect] = field(default_factory=list)  # what a cover meets found at once (collidelistall)

    def add_text(self, text: Drawn) -> None:
        self.texts.append(text)
        self.text_rects.append(text.rect)

    def add_cover(self, cover: Cover) -> None:
        self.covers.append(cover)
        self.cover_rects.append(cover.rect)

    def drop_within(self, rect: pygame.Rect) -> None:
        """Forget the texts and covers wholly within ``rect`` (each of them is some pixels: within is within reach)."""
        gone = {i for i in rect.collidelistall(self.text_rects) if rect.contains(self.text_rects[i])}
        if gone:
            self.texts = [t for i, t in enumerate(self.texts) if i not in gone]
            self.text_rects = [t.rect for t in self.texts]
        gone = {i for i in rect.collidelistall(self.cover_rects) if rect.contains(self.cover_rects[i])}
        if gone:
            self.covers = [c for i, c in enumerate(self.covers) if i not in gone]
            self.cover_rects = [c.rect for c in self.covers]


class RecSurface(_ORIGINAL_SURFACE):
    """A surface that keeps the texts drawn on it and the opaque things drawn over them, and passes them on to the
    surface it is drawn on."""

    def _marks(self) -> Marks:
        marks = self.__dict__.get("_text_marks")
        if marks is None:
            marks = self.__dict__["_text_marks"] = Marks()
        return marks

    def cover(self, rect: pygame.Rect) -> None:
        """Something opaque drawn over ``rect``: the texts wholly under it are gone."""
        rect = rect.clip(self.get_clip())
        if not rect.w or not rect.h:
            return
        marks = self._marks()
        marks.drop_within(rect)
        marks.add_cover(Cover(rect, next(_SEQ), _layer()))

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 - pygame's own signature
        drawn = super().blit(source, dest, area, special_flags)
        if isinstance(source, (TextImage, RecSurface)) and drawn.w and drawn.h:
            x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
            if area is not None:
                area = pygame.Rect(area)
                x, y = x - area.x, y - area.y
            if isinstance(source, TextImage):
                whole = source.ink.move(x, y)
                ink = whole.clip(drawn)
                if ink.w and ink.h:
                    from_fit = RECORDER.fitted.get(source.drawn) if RECORDER is not None else None
                    self._marks().add_text(Drawn(from_fit or source.drawn, source.drawn, ink, next(_SEQ),
                                                 source.px, _layer(), ink != whole))
            else:
                if not source.get_flags() & pygame.SRCALPHA and not special_flags:
                    self.cover(drawn)
                inner = source.__dict__.get("_text_marks")
                if inner is not None:
                    items = sorted([*inner.texts, *inner.covers], key=lambda item: item.seq)
                    marks = self._marks()
                    for item in items:
                        rect = item.rect.move(x, y).clip(drawn)
                        if not rect.w or not rect.h:
                            continue
                        if isinstance(item, Cover):
                            self.cover(rect)
                        else:
                            cut = item.clipped or rect != item.rect.move(x, y)
                            marks.add_text(Drawn(item.asked, item.drawn, rect, next(_SEQ), item.px, _layer(), cut))
        elif not isinstance(source, (TextImage, RecSurface)) and not source.get_flags() & pygame.SRCALPHA \
                and not special_flags:
            self.cover(drawn)
        return drawn

    def blits(self, blit_sequence, doreturn=True):  # noqa: ANN001
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):  # noqa: ANN001
        drawn = super().fill(color, rect, special_flags)
        if not special_flags and _opaque(color):
            self.cover(drawn)
        elif not special_flags and drawn == self.get_rect():
            self.__dict__.pop("_text_marks", None)  # a surface cleared for drawing anew
        return drawn

    def forget_texts(self) -> None:
        self.__dict__.pop("_text_marks", None)


def _layer() -> int:
    """The scene drawing now (its place in the app's stack): what it draws is one layer."""
    return RECORDER.layer if RECORDER is not None else 0


def _opaque(colour) -> bool:  # noqa: ANN001
    try:
        return pygame.Color(colour).a == 255
    except (ValueError, TypeError):
        return False


class TextRecorder:
    """What the app's fonts fitted and wrapped; the findings of what the window shows."""

    def __init__(self) -> None:
        self.fonts: Fonts | None = None  # the app's (the card faces' own fonts draw art, not text to read)
        self.fitted: dict[str, str] = {}  # a fitted text -> the text asked for
        self.wraps: dict[str, list[tuple[int, int, tuple[str, ...]]]] = {}  # a text -> (px, width, lines)
        self.names: set[str] = set()
        self.layer = 0

    def findings(self, screen: pygame.Surface, where: str, scrolls: bool = False, at_rest: bool = True) -> list[str]:
        """What is wrong with the texts ``screen`` shows; ``scrolls``: a scene that scrolls its text (lines out
        of sight are no lines dropped); ``at_rest``: nothing in flight (a card flying over a label hides it for a
        moment)."""
        marks = screen.__dict__.get("_text_marks") or Marks()
        bounds = screen.get_rect()
        texts = [t for t in marks.texts if t.rect.colliderect(bounds)]
        out = []
        for t in texts:
            if t.asked != t.drawn and not (t.asked in self.names and len(t.asked) > LONG_NAME):
                out.append(f"{where}: ellipsis: {t.asked!r} drawn as {t.drawn!r} at {tuple(t.rect)}")
        if not scrolls:
            out += self._dropped_lines(texts, where)
            if at_rest:  # (in flight, the regions drawn anew draw parts of texts over the same texts whole)
                out += [f"{where}: cut at an edge: {t.drawn!r} at {tuple(t.rect)}" for t in texts if t.clipped]
        out += _overlaps(texts, marks.covers, where)
        if at_rest:
            out += _hidden_in_part(texts, marks.covers, where)
        return out

    def silent(self, screen: pygame.Surface, boxes: list[tuple[str, pygame.Rect]], where: str) -> list[str]:
        """The boxes that hold words (a widget's text or label, with its rect in window pixels) and show none: no
        text drawn meets a box of them in sight. (A widget whose drawing went, a ``draw`` never reached, showed an
        empty screen that every other check passed: nothing drawn, nothing cut.)"""
        marks = screen.__dict__.get("_text_marks") or Marks()
        bounds = screen.get_rect()
        return [f"{where}: shows none of its words: {words[:60]!r} at {tuple(box)}" for words, box in boxes
                if box.colliderect(bounds) and not box.collidelistall(marks.text_rects)]

    def _dropped_lines(self, texts: list[Drawn], where: str) -> list[str]:
        shown = _shown_lines(texts)
        pieces = [(t, _plain(t.drawn)) for t in texts if _plain(t.drawn)]
        out, whole, partial = [], set(), []
        for text, wraps in self.wraps.items():
            counted = [[line for line in lines if _plain(line)] for _, _, lines in wraps]
            if _plain(text) in shown or _read_on(_plain(text), None, pieces) \
                    or any(all(_plain(line) in shown for line in lines) for lines in counted):
                whole.update(_plain(line) for lines in counted for line in lines)  # drawn whole
            else:
                partial.append((text, counted))
        for text, counted in partial:
            for lines in counted:  # (a line of a text drawn whole is no sign of this one: two alike)
                seen = [line for line in lines if _plain(line) in shown and _plain(line) not in whole]
                if len(seen) > 1 or seen and seen[0] == lines[0] and len(_plain(seen[0])) >= 12:  # (a single line
                    # other than the first, or a short one: the same words drawn elsewhere)
                    gone = [line for line in lines if line not in seen]
                    out.append(f"{where}: lines dropped: {text!r} shows {seen!r}, not {gone!r}")
                    break
        return out

    def forget(self) -> None:
        """A new scene: what was fitted and wrapped for the last one is no more."""
        self.fitted.clear()
        self.wraps.clear()


def _plain(text: str) -> str:
    """A text's letters and digits, as they show across the pieces it may be drawn in (a name in its colour)."""
    return "".join(ch for ch in text if ch.isalnum())


def _shown_lines(texts: list[Drawn]) -> set[str]:
    """The letters and digits of each line the window shows, and of each run of pieces of a line drawn in pieces
    (a log line: the actor's name in their colour, then the rest), left to right."""
    rows: list[list[Drawn]] = []
    for t in sorted(texts, key=lambda t: t.rect.centery):
        if rows and abs(rows[-1][0].rect.centery - t.rect.centery) <= max(3, rows[-1][0].rect.h // 2):
            rows[-1].append(t)
        else:
            rows.append([t])
    shown = set()
    for row in rows:
        pieces = [_plain(t.drawn) for t in sorted(row, key=lambda t: t.rect.x)]
        for i in range(len(pieces)):
            for j in range(i + 1, min(len(pieces), i + 12) + 1):
                shown.add("".join(pieces[i:j]))
    return shown


def _read_on(rest: str, last: Drawn | None, pieces: list[tuple[Drawn, str]], depth: int = 0) -> bool:
    """Whether ``rest`` reads on from the piece ``last`` (None: anywhere) through pieces drawn after it: right of
    it on its row, or at the start of a row just below (a text wrapped in its own way, a log line)."""
    if not rest:
        return True
    if depth > 40:
        return False
    for t, plain in pieces:
        if not rest.startswith(plain) or t is last:
            continue
        if last is not None:
            same_row = abs(t.rect.centery - last.rect.centery) <= max(3, last.rect.h // 2) and t.rect.x >= last.rect.x
            below = 0 < t.rect.centery - last.rect.centery <= 2.5 * max(last.rect.h, t.rect.h) and \
                t.rect.x < last.rect.right and t.rect.right > last.rect.x - 400
            if not (same_row or below):
                continue
        if _read_on(rest[len(plain):], t, pieces, depth + 1):
            return True
    return False


def _overlaps(texts: list[Drawn], covers: list[Cover], where: str) -> list[str]:
    out = []
    texts = sorted(texts, key=lambda t: t.seq)
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            both = a.rect.clip(b.rect)
            if both.w < 2 or both.h < 2 or a.layer != b.layer:
                continue
            if a.drawn == b.drawn and abs(a.rect.x - b.rect.x) <= 3 and abs(a.rect.y - b.rect.y) <= 3:
                continue  # one text drawn twice in one place (a shadow, a redraw)
            if any(a.seq < c.seq < b.seq and c.rect.contains(both) for c in covers):
                continue  # b stands on a box of its own over a
            out.append(f"{where}: overlap: {a.drawn!r} at {tuple(a.rect)} and {b.drawn!r} at {tuple(b.rect)}")
    return out


def _hidden_in_part(texts: list[Drawn], covers: list[Cover], where: str) -> list[str]:
    """Texts that something opaque drawn later hides in part (a box over the start of a line)."""
    out = []
    for t in texts:
        for c in covers:
            if c.seq > t.seq and c.layer == t.layer and c.rect.colliderect(t.rect):
                both = c.rect.clip(t.rect)
                if both.w >= 3 and both.h >= 3 and both != t.rect:
                    out.append(f"{where}: hidden in part: {t.drawn!r} at {tuple(t.rect)} under a box at {tuple(c.rect)}")
                    break
    return out


RECORDER: TextRecorder | None = None


def install(monkeypatch) -> TextRecorder:  # noqa: ANN001 - pytest's MonkeyPatch
    """Record what the app's fonts draw from now on (every surface made is a :class:`RecSurface`)."""
    global RECORDER
    recorder = TextRecorder()
    RECORDER = recorder
    from scenes.art.surface_cache import SurfaceCache
    from scenes.table import feed, log_view

    # what an earlier test in the same worker kept would be drawn without the recorder seeing its text made: the
    # feed's and the log's wrapped entries, the log's row images and the feed's card icons (their text is theirs)
    for kept in (feed, log_view):
        monkeypatch.setattr(kept, "_WRAPPED", {})
    monkeypatch.setattr(log_view, "_ROWS", SurfaceCache(log_view.ROW_CACHE_BYTES))
    monkeypatch.setattr(feed, "_ICONS", SurfaceCache(feed.ICONS_BYTES))  # (a card icon's value is text too)
    monkeypatch.setattr(pygame, "Surface", RecSurface)
    original_set_mode = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):  # noqa: ANN001, ANN202
        shown = original_set_mode(size, flags, *args, **kwargs)
        return RecSurface(shown.get_size())

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    original_rect = pygame.draw.rect

    def draw_rect(surface, color, rect, width=0, *args, **kwargs):  # noqa: ANN001, ANN202
        drawn = original_rect(surface, color, rect, width, *args, **kwargs)
        if width == 0 and isinstance(surface, RecSurface) and _opaque(color):
            surface.cover(drawn)
        return drawn

    monkeypatch.setattr(pygame.draw, "rect", draw_rect)
    original_text, original_fit, original_wrap = Fonts.text, Fonts.fit, Fonts.wrap

    def text(self, text, px, colour, bold=False):  # noqa: ANN001, ANN202
        surf = original_text(self, text, px, colour, bold)
        if self is not recorder.fonts:
            return surf
        image = TextImage(surf.get_size(), pygame.SRCALPHA)
        image.blit(surf, (0, 0))
        image.drawn, image.px, image.ink = text, px, surf.get_bounding_rect()
        return image

    def fit(self, text, px, width, bold=False):  # noqa: ANN001, ANN202
        fitted = original_fit(self, text, px, width, bold)
        if self is recorder.fonts and fitted != text:
            recorder.fitted[fitted] = text
        return fitted

    def wrap(self, text, px, width, bold=False):  # noqa: ANN001, ANN202
        lines = original_wrap(self, text, px, width, bold)
        if self is recorder.fonts and len(lines) > 1:
            entry = (px, width, tuple(lines))
            known = recorder.wraps.setdefault(text, [])
            if entry not in known:
                known.append(entry)
        return lines

    monkeypatch.setattr(Fonts, "text", text)
    monkeypatch.setattr(Fonts, "fit", fit)
    monkeypatch.setattr(Fonts, "wrap", wrap)
    monkeypatch.setattr(sys.modules[__name__], "RECORDER", recorder)
    return recorder
