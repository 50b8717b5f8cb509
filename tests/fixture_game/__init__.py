"""The fixture game's own folder (its rules, bots and presenter are ``tests/fixture_games.py``): table layouts
(``layouts/``, made by ``gen_layouts.py``), translations (``locale/``), rules help (``rules_<language>.md``), card
art (``art.py``) and its "Learn to play" script (``tutorial.py``), each named by the game's catalog entry,
``fixture_games.ENTRY``."""
