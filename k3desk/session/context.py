"""The caches one evaluation reads, held in one explicit object instead of module globals.

A :class:`Context` belongs to whoever evaluates: the window's store keeps one for its life, a
command-line run makes one per command. It remembers the last few evaluations by the identity of
their inputs (a scenario is immutable: an edit makes a new one), and the Advisor's rankings by
evaluation and limits, so presenters that read the same scenario share one answer.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any


class Context:
    """A small least-recently-used store of evaluations and rankings (``size`` of each)."""

    def __init__(self, size: int = 8) -> None:
        self.size = size
        self._entries: OrderedDict[Hashable, Any] = OrderedDict()

    def remember(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """The value stored under ``key``, made by ``make()`` the first time."""
        if key in self._entries:
            self._entries.move_to_end(key)
            return self._entries[key]
        value = make()
        self._entries[key] = value
        while len(self._entries) > self.size * 4:
            self._entries.popitem(last=False)
        return value

    def peek(self, key: Hashable) -> Any:
        """The value stored under ``key``, or None (nothing is made)."""
        return self._entries.get(key)

    def clear(self) -> None:
        self._entries.clear()
