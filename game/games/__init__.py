"""The games the app ships, one package each (``game/games/<pkg>/``): everything of one game, code and data,
exporting its entry as ``ENTRY`` (:class:`game.entry.GameEntry`), which ``game/catalog.py`` registers in one line.
A game's modules import only the engine, the shared bots and the game's own package, never another game."""
