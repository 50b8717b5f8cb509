"""What a widget, a drawing helper or a screen's painting needs of the app: the UI context.

A small structural type (the app is one; a test can pass a stub): where the window's layout units are
(:class:`Viewport`), the colours (:class:`Palette`), the fonts, the card art, the sounds, and the two things a widget
tells the app (redraw; the focus moved, in words). Widgets and drawing helpers take a ``UI``, never the app itself,
so that ``scenes/ui`` sits below ``scenes/core``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scenes.art.cards import CardArt
    from scenes.art.fonts import Fonts
    from scenes.art.theme import Palette
    from scenes.ui.viewport import Viewport


class SoundBoard(Protocol):
    """The sounds: play one by name (``"click"``); silent when the player turned sound off."""

    def play(self, name: str) -> None: ...


class UI(Protocol):
    """The UI context: viewport, palette, fonts, card art and sounds, and asking for a redraw."""

    @property
    def viewport(self) -> Viewport: ...

    @property
    def palette(self) -> Palette: ...

    @property
    def fonts(self) -> Fonts: ...

    @property
    def cards(self) -> CardArt: ...

    @property
    def sounds(self) -> SoundBoard: ...

    def invalidate(self) -> None:
        """Something on screen changed: draw the next frame."""

    def announce_focus(self, text: str) -> None:
        """The keyboard focus moved to what ``text`` says (spoken when "Speak the game" is on)."""
