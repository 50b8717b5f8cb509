"""The screens other than the table: menu, setup, scoring, hand-over, rules, load, ...

Each screen's module registers its own typed opener (:class:`scenes.core.flow.Opener`, declared in
:mod:`scenes.core.flow` or :mod:`scenes.table.openers`); :data:`WHERE` says which module does, so that an opener's
first call imports it (a screen's module loads when the screen is first opened, not at start)."""

WHERE: dict[str, str] = {
    "menu": "scenes.screens.menu",
    "setup_screen": "scenes.screens.setup",
    "table": "scenes.table.table",
    "scoring": "scenes.screens.scoring",
    "handover": "scenes.screens.handover",
    "prompt": "scenes.table.prompt",
    "table_menu": "scenes.table.table_menu",
    "finish": "scenes.table.table_menu",
    "rules": "scenes.screens.rules",
    "load": "scenes.screens.load",
    "statistics": "scenes.screens.statistics",
    "settings": "scenes.screens.settings_menu",
    "confirm": "scenes.core.dialogs",
    "keys_help": "scenes.core.keys_help",
    "review": "scenes.screens.review",
    "about": "scenes.screens.about",
    "learn": "scenes.screens.learn",
    "friends": "scenes.screens.friends",
    "join": "scenes.screens.friends",
    "host_wait": "scenes.screens.friends",
    "replay": "scenes.screens.replay",
    "replay_files": "scenes.screens.replay_files",
}
"""Opener name (``open_<name>`` without ``open_``) -> the module that registers it."""
