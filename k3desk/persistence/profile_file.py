"""Organisation profile files (``k3desk.core.profile``): read through the bounded reader, validated
like a scenario file, every failure one :class:`ProfileError` line naming the file and the problem.
A profile is only ever read: k3desk never writes one (the organisation keeps it, typically on a
shared folder)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from k3desk.core.profile import FORMAT, Profile
from k3desk.core.reading import shown_path
from k3desk.persistence.reading import FileFormatError, kind_of_path, read_json


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
