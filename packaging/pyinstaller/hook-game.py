"""PyInstaller hook for the app's own package (``packaging/palace-table.spec`` names this folder
in ``hookspath``; ``tools/notices.py`` explains).

The LGPL Python packages are collected as plain ``.py`` files in the bundle's ``_internal/`` folder instead of
being compiled into the executable's archive, so that a user can replace them with their own versions (the LGPL's
condition for shipping them in a binary). Their extension modules are separate files anyway."""

module_collection_mode = {"pygame": "py", "pytmx": "py", "zeroconf": "py"}
