"""The measurement library: the buyer's imported benchmark runs, kept in ``<config>/measurements.json``.

The file is a versioned envelope like a scenario file::

    {"format": "k3desk.measurements", "schema_version": 1, "app_version": "0.1.0",
     "saved_at": "2026-11-15T10:20:00Z", "measurements": [ {...core.anchor.Measurement...}, ... ]}

Every change is made under the library's lock (:mod:`k3desk.persistence.locking`): the file is read
again inside the lock, changed, checked and written whole through the atomic writer, so two imports
started together both keep their runs, and a crash, a full disk or a bad import leaves the previous
file byte-identical. A library written by a newer k3desk (a
larger ``schema_version``) is refused and never rewritten; so is one that cannot be read: it is the
user's work, and every problem is one :class:`MeasurementLibraryError` line naming the file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

import k3desk
from k3desk import paths
from k3desk.core.speed.anchor import Measurement
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.locking import LockBusy, changing
from k3desk.persistence.reading import FileFormatError, read_json
from k3desk.persistence.targets import TargetRefused, output_target

FORMAT = "k3desk.measurements"
SCHEMA_VERSION = 1
#: The most runs the library keeps (each anchors and is listed; a few dozen is the real case).
MAX_MEASUREMENTS = 1000


class MeasurementLibraryError(FileFormatError):
    """The library cannot be read, changed or written; ``str()`` is one line naming the file."""


def library_path() -> Path:
    return paths.measurements_file()


def load_measurements(path: Path | None = None) -> list[Measurement]:
    """The library's measurements, in import order; none when the file does not exist yet."""
    path = path or library_path()
    if not path.exists() and not path.is_symlink():
        return []
    try:
        doc = read_json(path)
    except FileFormatError as exc:
        raise MeasurementLibraryError(f"the measurement library cannot be read: {exc.reason}", path) from None
    return _parse(doc, path)


def load_quietly(path: Path | None = None) -> tuple[tuple[Measurement, ...], str | None]:
    """For a computation: the measurements, or none and the one-line reason the library is unusable."""
    try:
        return tuple(load_measurements(path)), None
    except MeasurementLibraryError as exc:
        return (), str(exc)


def _parse(doc: Any, path: Path) -> list[Measurement]:
    def refuse(reason: str) -> MeasurementLibraryError:
        return MeasurementLibraryError(reason, path)

    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise refuse(f"not a k3desk measurement library (expected \"format\": \"{FORMAT}\")")
    version = doc.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise refuse("the measurement library has no valid 'schema_version'")
    if version > SCHEMA_VERSION:
        by = doc.get("app_version")
        who = f"k3desk {by}" if isinstance(by, str) and by else "a newer k3desk"
        raise refuse(f"the measurement library was written by {who} (schema {version}); this version reads up "
                     f"to {SCHEMA_VERSION} — update k3desk (the file was left as it is)")
    items = doc.get("measurements")
    if not isinstance(items, list):
        raise refuse("the measurement library has no 'measurements' list")
    out: list[Measurement] = []
    for i, item in enumerate(items, 1):
        try:
            out.append(Measurement.model_validate(item))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(x) for x in err.get("loc", ())) or "entry"
            raise refuse(f"measurement {i}: {where}: {err.get('msg', 'invalid')}") from None
    return out


def _write(items: list[Measurement], path: Path) -> None:
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "app_version": k3desk.__version__,
           "saved_at": datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
           "measurements": [m.model_dump(mode="json") for m in items]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(output_target(path, "measurements"), doc)
    except TargetRefused as exc:
        raise MeasurementLibraryError(f"the measurement library cannot be written there: {exc.reason}",
                                      path) from None
    except OSError as exc:
        reason = exc.strerror or str(exc).splitlines()[0]
        raise MeasurementLibraryError(f"the measurement library cannot be written ({reason}); nothing was "
                                      "changed", path) from None


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-.")[:60] or "run"


def unique_id(base: str, taken: Iterable[str]) -> str:
    """``base``, or ``base-2``, ``base-3``... where the name is taken."""
    taken = set(taken)
    base = slug(base)
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def add_measurements(new: list[Measurement], path: Path | None = None) -> list[Measurement]:
    """Append runs (their ids made unique in the library); returns them as stored."""
    path = path or library_path()
    with _changing(path):
        items = load_measurements(path)   # read again inside the lock: another import may just have written
        if len(items) + len(new) > MAX_MEASUREMENTS:
            raise MeasurementLibraryError(f"the measurement library holds {len(items)} runs; at most "
                                          f"{MAX_MEASUREMENTS} are kept (remove some first)", path)
        taken = {m.id for m in items}
        stored = []
        for m in new:
            m = m.model_copy(update={"id": unique_id(m.id, taken)})
            taken.add(m.id)
            stored.append(m)
        _write(items + stored, path)
    return stored


def remove_measurement(measurement_id: str, path: Path | None = None) -> Measurement:
    """Remove one run by id; returns it. An unknown id is an error naming the ids there are."""
    path = path or library_path()
    with _changing(path):
        items = load_measurements(path)
        found = [m for m in items if m.id == measurement_id]
        if not found:
            known = ", ".join(m.id for m in items[:8]) + (" …" if len(items) > 8 else "")
            raise MeasurementLibraryError(f"no measurement '{measurement_id[:80]}' in the library"
                                          + (f" (there are: {known})" if items else " (it is empty)"), path)
        _write([m for m in items if m.id != measurement_id], path)
    return found[0]


@contextmanager
def _changing(path: Path) -> Iterator[None]:
    """The library's lock, a lock held too long by another k3desk being one library error line."""
    try:
        with changing(path):
            yield
    except LockBusy as exc:
        raise MeasurementLibraryError(exc.reason, path) from None
