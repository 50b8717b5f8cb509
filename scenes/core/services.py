"""What a screen asks of the app besides drawing (that is :class:`scenes.ui.context.UI`): the services.

A structural type the app satisfies: the saves (and the listings of them made off the frame thread), the settings
and saving them, the toast, the voice of "Speak the game", where a hosted table is served and how friends are
found, and the seed the tools fix. The screens (:attr:`scenes.core.scene.Scene.services`) use it instead of the
app; what opens or closes a screen goes through the openers (:mod:`scenes.core.flow`) and the scene stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from game.saves import SaveInfo, SaveStore
    from game.settings import Settings
    from scenes.core.speech import Speech
    from scenes.ui.background import Coalesced


class Services(Protocol):
    """The app's services for a screen."""

    @property
    def store(self) -> SaveStore: ...

    @property
    def save_listing(self) -> Coalesced[list[SaveInfo]]: ...

    @property
    def verified_listing(self) -> Coalesced[list[SaveInfo]]: ...

    @property
    def continue_lookup(self) -> Coalesced[SaveInfo | None]: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def data_dir(self) -> Path | None: ...

    @property
    def settings_path(self) -> Path | None: ...

    @property
    def speech(self) -> Speech: ...

    @property
    def fixed_seed(self) -> int | None: ...

    @property
    def reduce_motion(self) -> bool:
        """No flourish, burst or flight (the setting, or the desktop's wish)."""

    @property
    def net_bind(self) -> str: ...

    @property
    def net_lan(self) -> bool: ...

    @property
    def net_mailbox(self) -> str: ...

    def toast(self, text: str, good: bool | None = False) -> None:
        """A one-line message above everything for a few seconds (``good``: news that went well; None: a note)."""

    def save_settings(self) -> bool:
        """Write the settings; False (and a toast) when they could not be written."""

    def apply_display_settings(self) -> None:
        """The window, palette and text size anew after their settings changed."""

    def apply_text_size(self) -> None:
        """Every text measured anew after the text size setting changed."""
