"""Organisation profile files (``k3desk.core.profile``): read through the bounded reader, validated
like a scenario file, every failure one :class:`ProfileError` line naming the file and the problem;
written (by the window's profile editor) atomically, never over a scenario or a file the app keeps.
The organisation keeps the file, typically on a shared folder; the format is ``docs/profile.md``."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from k3desk.core.profile import FORMAT, Profile
from k3desk.core.reading import shown_path
from k3desk.persistence.atomic import atomic_write_text
from k3desk.persistence.reading import FileFormatError, kind_of_path, read_json
from k3desk.persistence.targets import output_target


class ProfileError(FileFormatError):
    """A profile cannot be used; ``str()`` is one line."""


def _line(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"])
    msg = str(err["msg"]).removeprefix("Value error, ")
    return f"{where}: {msg}" if where else msg


def read_profile(path: Path | str) -> Profile:
    """The profile at ``path``, or :class:`ProfileError` (missing, not a file, not JSON, not a profile,
    a newer schema, an invalid value)."""
    path = Path(path)
    shown = shown_path(path)
    if not path.exists():
        raise ProfileError(f"profile not found: {shown}")
    kind = kind_of_path(path)
    if kind is not None:
        raise ProfileError(f"profile {shown} is {kind}, not a file")
    try:
        data = read_json(path)
    except FileFormatError as exc:
        raise ProfileError(f"profile {shown}: {exc}") from None
    except OSError as exc:
        raise ProfileError(f"profile {shown}: {exc.strerror or exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProfileError(f"profile {shown} is not a k3desk profile (\"format\" must be \"{FORMAT}\")")
    try:
        return Profile.model_validate(data)
    except ValidationError as exc:
        raise ProfileError(f"profile {shown}: {_line(exc)}") from None


def profile_document(p: Profile) -> dict:
    """The profile as its file holds it: empty sections and unset prices left out, and the oldest
    schema that holds what it says (1 without ``procurement``), so a reader of that schema opens it and
    its content hash stays what it was."""
    data = p.model_dump(mode="json", exclude_none=True)
    for section in ("values", "gpus", "models"):
        if not data.get(section):
            data.pop(section, None)
    if not data.get("notes"):
        data.pop("notes", None)
    data["schema_version"] = max(p.schema_version, 2 if p.procurement is not None else 1)
    return {"format": FORMAT, "schema_version": data.pop("schema_version"), **{k: v for k, v in data.items()
                                                                              if k != "format"}}


def write_profile(path: Path | str, p: Profile) -> Path:
    """Write ``p`` to ``path`` atomically (UTF-8 JSON, indented); returns where it landed. Raises
    ``persistence.targets.TargetRefused`` for a scenario, an autosave or a file the app keeps, and
    ``OSError`` (the previous file untouched) when the disk refuses."""
    target = output_target(path, "profile")
    text = json.dumps(profile_document(p), ensure_ascii=False, indent=2) + "\n"
    atomic_write_text(target, text)
    return target
