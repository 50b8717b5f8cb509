"""A long benchmark's record: every finished piece (a deal, a ladder step) as one JSON line, so a stopped run
resumes where it stopped.

A line is ``{"key": {...}, "result": {...}}``. A run looks up each piece by the key it would compute itself (seeds,
lineup, sizes: everything the piece's outcome depends on) and plays only the pieces not recorded, so a resumed
run reports the figures one uninterrupted run would. A torn last line (the run was killed while writing) and lines
of other runs are ignored; the file is only ever appended to. The key does not name the code: when a bot or a
rule changes, start a new file (or delete the lines of the pieces the change touches).
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def _canonical(key: dict) -> str:
    return json.dumps(key, sort_keys=True)


class Record:
    """The pieces already finished in ``path`` (none when ``path`` is None: nothing is read or written)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._results: dict[str, dict] = {}
        self._torn = False  # the file ends mid-line: the next line starts on a fresh one
        if path is not None and path.exists():
            text = path.read_text(encoding="utf-8")
            self._torn = bool(text) and not text.endswith("\n")
            for line in text.splitlines():
                try:
                    entry = json.loads(line)
                    self._results[_canonical(entry["key"])] = entry["result"]
                except (ValueError, KeyError, TypeError):
                    continue

    def get(self, key: dict) -> dict | None:
        return self._results.get(_canonical(key))

    def add(self, key: dict, result: dict) -> None:
        self._results[_canonical(key)] = result
        if self.path is None:
            return
        with self.path.open("a", encoding="utf-8") as file:
            file.write(("\n" if self._torn else "") + json.dumps({"key": key, "result": result}) + "\n")
            file.flush()
            os.fsync(file.fileno())
        self._torn = False
