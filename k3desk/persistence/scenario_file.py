"""Scenario files: the versioned ``*.k3desk.json`` envelope, reading with clear errors, atomic saving.

A file is UTF-8 JSON::

    {"format": "k3desk.scenario", "schema_version": 1, "app_version": "0.1.0",
     "saved_at": "2025-01-31T12:00:00Z", "scenario": { ...Scenario.model_dump(mode="json")... }}

Every way a file can be wrong ends in one :class:`ScenarioFileError` line that names the problem
(and, for an invalid value, the field path, e.g. ``workload.context_tokens: ...``). A file written by
a newer k3desk is refused and never rewritten. Reading never modifies the file.

Top-level keys this version does not know (beside ``format``: a note another tool or a newer
k3desk put there) are kept: :attr:`ScenarioDocument.extra` holds them, and :func:`write_scenario`
writes them back, those of the file it replaces included, so a save never drops them.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

import k3desk
from k3desk.core.catalog import CatalogError, load_catalog
from k3desk.core.scenario import Scenario
from k3desk.persistence.atomic import atomic_write_bytes
from k3desk.persistence.migrations import FORMAT, SCHEMA_VERSION, detect_version, migrate
from k3desk.persistence.reading import MAX_FILE_BYTES, FileFormatError, decode_utf8, parse_json, read_bytes_capped
from k3desk.persistence.targets import SCENARIO_SUFFIX, TargetRefused, output_target

SUFFIX = SCENARIO_SUFFIX
#: Scenario sections a file may leave out: they get their defaults (model, hardware, pricing are required).
OPTIONAL_SECTIONS = tuple(name for name, f in Scenario.model_fields.items()
                          if not f.is_required() and isinstance(f.default, BaseModel))
#: The schema version that introduced a section (0: always there). A file of an older schema lacks it
#: by design and gets its default through the migrations; only a file that should have had a section
#: and does not is noted (``ScenarioDocument.defaulted``).
SECTION_SINCE = {"taxes": 2, "finance": 3, "constraints": 3}
#: The envelope's own keys; any other top-level key of a schema-1+ file is kept as it is (``extra``).
ENVELOPE_KEYS = ("format", "schema_version", "app_version", "saved_at", "scenario")
# Number-format fields checked against the catalog, so a file never reaches compute() with an id
# the calculation cannot look up.
_FORMAT_FIELDS = ("expert_format", "dense_format", "kv_format", "state_format")


class ScenarioFileError(FileFormatError):
    """A scenario file cannot be read or written; ``str()`` is one human-readable line."""


@dataclass(frozen=True)
class ScenarioDocument:
    """A loaded file: the scenario plus the envelope facts a library listing or an About box shows."""

    scenario: Scenario
    schema_version: int          # as found in the file, before migration
    app_version: str | None
    saved_at: datetime | None
    #: whole sections the file did not have (after migration), filled with their defaults, in
    #: the scenario's order: ``("workload", "serving")``; the window says so when it opens the file
    defaulted: tuple[str, ...] = ()
    #: top-level keys beside the envelope's own, as the file has them; a save writes them back
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def migrated(self) -> bool:
        return self.schema_version < SCHEMA_VERSION


def envelope(scenario: Scenario, saved_at: datetime | None = None,
             extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """The schema-``SCHEMA_VERSION`` document for ``scenario`` as a JSON-ready dict; ``extra``: other
    top-level keys to keep (never one of the envelope's own)."""
    when = (saved_at or datetime.now(UTC)).astimezone(UTC)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "app_version": k3desk.__version__,
        "saved_at": when.isoformat(timespec="seconds").replace("+00:00", "Z"),
        "scenario": scenario.model_dump(mode="json"),
    }
    doc.update({k: v for k, v in (extra or {}).items() if k not in ENVELOPE_KEYS})
    return doc


def dumps_scenario(scenario: Scenario, saved_at: datetime | None = None,
                   extra: dict[str, Any] | None = None) -> str:
    return json.dumps(envelope(scenario, saved_at, extra), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def loads_scenario(text: str) -> Scenario:
    return loads_document(text).scenario


def loads_document(text: str) -> ScenarioDocument:
    try:
        return parse_document(parse_json(text))
    except FileFormatError as exc:
        raise ScenarioFileError(exc.reason) from None


def parse_document(doc: Any) -> ScenarioDocument:
    """Check, migrate and validate an already-parsed JSON document (also used for autosaves)."""
    if not isinstance(doc, dict):
        raise ScenarioFileError(f"not a k3desk scenario file (the top level is a JSON {_kind(doc)}, not an object)")
    fmt = doc.get("format")
    if "format" in doc and fmt != FORMAT:
        raise ScenarioFileError(f"not a k3desk scenario file (format is {fmt!r}, expected {FORMAT!r})")
    try:
        version = detect_version(doc)
    except ValueError as exc:
        raise ScenarioFileError(str(exc)) from None
    if version is None:
        raise ScenarioFileError(f"not a k3desk scenario file (missing key 'format'; expected {FORMAT!r})")
    if version > SCHEMA_VERSION:
        by = doc.get("app_version")
        who = f"k3desk {by}" if isinstance(by, str) and by else "a newer k3desk"
        raise ScenarioFileError(
            f"was saved by {who} (schema {version}); this version reads up to {SCHEMA_VERSION} — update k3desk"
        )
    raw = doc.get("scenario") if version > 0 else doc
    extra = {k: v for k, v in doc.items() if k not in ENVELOPE_KEYS} if version > 0 else {}
    original = set(raw) if isinstance(raw, dict) else set()   # the sections as written, before migration
    if version < SCHEMA_VERSION:
        doc = migrate(doc, version)
    for key in ("format", "schema_version", "scenario"):
        if key not in doc:
            raise ScenarioFileError(f"missing key '{key}'")
    body = doc["scenario"]
    if not isinstance(body, dict):
        raise ScenarioFileError(f"'scenario' must be a JSON object, not a {_kind(body)}")
    try:
        scenario = Scenario.model_validate(body)
    except ValidationError as exc:
        raise ScenarioFileError(describe_validation_error(exc)) from None
    _check_format_ids(scenario)
    app_version = doc.get("app_version")
    return ScenarioDocument(
        scenario=scenario, schema_version=version,
        app_version=app_version if isinstance(app_version, str) else None,
        saved_at=parse_timestamp(doc.get("saved_at")),
        defaulted=tuple(name for name in OPTIONAL_SECTIONS
                        if name not in original and version >= SECTION_SINCE.get(name, 0)),
        extra=extra,
    )


def read_scenario(path: Path | str) -> Scenario:
    return read_document(path).scenario


def read_document(path: Path | str) -> ScenarioDocument:
    """Read a scenario file; errors are ``ScenarioFileError("<path>: <reason>")``. The file is never written."""
    try:
        return loads_document(decode_utf8(read_bytes_capped(path, MAX_FILE_BYTES)))
    except FileFormatError as exc:
        raise ScenarioFileError(exc.reason, path) from None


def write_scenario(path: Path | str, scenario: Scenario, *, exclusive: bool = False,
                   extra: dict[str, Any] | None = None) -> None:
    """Save atomically. Refuses to overwrite a file written by a newer k3desk (its data would be lost).

    A symbolic link is written through to its target; ``exclusive`` raises ``FileExistsError`` when
    the name is taken (a new library file never replaces another one). The top-level keys k3desk does
    not know are written back: ``extra`` (the opened document's, for Save As), and over them those of
    the file being replaced as it is now."""
    path = Path(path)
    try:
        output_target(path, "scenario")   # never over another kind of file (a recovered autosave's path)
    except TargetRefused as exc:
        raise ScenarioFileError(exc.reason, path) from None
    except OSError as exc:
        raise ScenarioFileError(f"cannot save: {exc.strerror}", path) from None
    newer, kept = _on_disk(path)
    if newer is not None:
        raise ScenarioFileError(
            f"will not overwrite a file saved by a newer k3desk (schema {newer}); save under another name", path)
    try:
        data = dumps_scenario(scenario, extra={**(extra or {}), **kept}).encode("utf-8")
    except UnicodeEncodeError:
        raise ScenarioFileError("cannot save: a text field contains an invalid character "
                                "(unpaired surrogate)", path) from None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = "a part of the folder path is a file" if isinstance(exc, FileExistsError) else exc.strerror or exc
        raise ScenarioFileError(f"cannot save ({reason})", path) from None
    try:
        atomic_write_bytes(path, data, exclusive=exclusive)
    except FileExistsError:
        if exclusive:
            raise
        raise ScenarioFileError("cannot save (the file appeared meanwhile)", path) from None
    except OSError as exc:
        raise ScenarioFileError(f"cannot save ({exc.strerror or exc}); the previous file is unchanged", path) from exc


def describe_validation_error(exc: ValidationError) -> str:
    """``"workload.context_tokens: Input should be ..."`` for the first error, plus a count of the rest."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"]).lstrip(".")
    if first["type"] == "extra_forbidden":
        msg = "unknown field (not part of the scenario format)"
    elif first["type"] == "missing":
        msg = "required field is missing"
    else:
        msg = first["msg"].removeprefix("Value error, ")
    more = f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})" if len(errors) > 1 else ""
    return f"{where or 'scenario'}: {msg}{more}"


def _check_format_ids(scenario: Scenario) -> None:
    try:
        known = load_catalog().formats
    except CatalogError:
        return  # a broken catalog is reported where the catalog is loaded, not blamed on this file
    for name in _FORMAT_FIELDS:
        value = getattr(scenario.model, name)
        if value.lower() not in known:
            raise ScenarioFileError(f"model.{name}: unknown number format {value!r} (known: {', '.join(sorted(known))})")


def _on_disk(path: Path) -> tuple[int | None, dict[str, Any]]:
    """What the scenario file about to be replaced says: its schema when newer than this version's
    (else None), and its top-level keys beside the envelope's own (kept by the save)."""
    try:
        if not os.path.lexists(path):
            return None, {}
        doc = parse_json(decode_utf8(read_bytes_capped(path)))
    except (FileFormatError, OSError, ValueError):
        return None, {}
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return None, {}
    try:
        version = detect_version(doc)
    except ValueError:
        return None, {}
    if version is not None and version > SCHEMA_VERSION:
        return version, {}
    return None, {k: v for k, v in doc.items() if k not in ENVELOPE_KEYS}


def utc_now_iso() -> str:
    """Now, as the envelope's ``saved_at`` writes it: ``2025-01-31T12:00:00Z``."""
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def parse_timestamp(value: Any) -> datetime | None:
    """An ISO-8601 timestamp as an aware datetime (naive ones are taken as UTC); ``None`` if unusable."""
    if not isinstance(value, str):
        return None
    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _kind(value: Any) -> str:
    return {list: "array", str: "string", bool: "boolean", int: "number", float: "number",
            type(None): "null", dict: "object"}.get(type(value), type(value).__name__)
