"""Bounded memories of pure results, keyed by what they depend on.

A dragged slider or a repainted window asks the same question many times; each memory keeps a few
hundred answers and forgets them all at once when full (the next question rebuilds what is in use).
Pure, Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

_V = TypeVar("_V")


def remembered(store: dict, key: tuple, make: Callable[[], _V], most: int = 512) -> _V:
    """``make()`` once per ``key`` in ``store`` (at most ``most`` answers kept)."""
    hit = store.get(key)
    if hit is None:
        if len(store) > most:
            store.clear()
        hit = store[key] = make()
    return hit
