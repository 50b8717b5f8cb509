"""**?**: the keys of the screen below, listed over it (Esc, Enter or Close puts the list away)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from scenes.core import flow
from scenes.core.overlay import Overlay

if TYPE_CHECKING:
    from scenes.core.scene import Stage


class KeysHelp(Overlay):
    """``rows``: (keys, what they do), in the screen's words."""

    def __init__(self, app: Stage, rows: list[tuple[str, str]]) -> None:
        super().__init__(app, tr("Keys"), width=1160)
        self.rows = rows
        self.set_buttons([(tr("Close"), self.back)], subtitle_lines=len(rows))

    def subtitle(self) -> list[str]:
        return [tr("{keys}: {what}", keys=keys, what=what) for keys, what in self.rows]

    def keys_text(self) -> str:
        """The same rows as a markdown list (the rules panel shows them)."""
        return "\n".join(f"- {line}" for line in self.subtitle())


flow.open_keys_help.register(KeysHelp)
