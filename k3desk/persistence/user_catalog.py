"""Writing the user catalog: models (and GPUs) the user adds, kept in ``<config>/catalog/``.

``k3desk.core.catalog.load_catalog`` reads these files after the built-in ones, so an entry here with
a built-in id overrides it. That changes every scenario that picks the shipped model, so it is done
only when asked: :func:`add_user_model` refuses a shipped model's id (:class:`ShippedIdError`) unless
``replace=True`` (``catalog import --replace``; the window asks). Files keep the built-in layout
(``{"models": [...]}``, ``{"gpus": [...]}``); adding an entry whose id already exists replaces it in
place, and any other keys in the file are kept. Every change holds the file's lock
(:mod:`k3desk.persistence.locking`) and reads the file again inside it, so two imports at once both
keep their model. A user catalog file that cannot be read is reported,
never overwritten (it holds the user's work); one that cannot be written (a full disk, a
``catalog`` that is a file) is a :class:`UserCatalogError` naming it, the old file unchanged.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pydantic import BaseModel

from k3desk import paths
from k3desk.core.catalog import builtin_catalog
from k3desk.core.model.architecture import Architecture
from k3desk.core.scenario import GPU
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.locking import LockBusy, changing
from k3desk.persistence.reading import FileFormatError, read_json
from k3desk.persistence.targets import TargetRefused, output_target


class UserCatalogError(FileFormatError):
    """The user catalog file exists but is unusable; ``str()`` names the file and the problem."""


class ShippedIdError(UserCatalogError):
    """The id is a shipped model's: adding it would replace that model everywhere (``shipped`` names it)."""

    def __init__(self, arch: Architecture, shipped: Architecture):
        self.arch, self.shipped = arch, shipped
        super().__init__(f"'{arch.id}' is the id of the shipped model {shipped.name}; importing under it would "
                         "replace that model in every scenario that uses it: add --replace to do so, or choose "
                         "another --id")


def shipped_model(model_id: str) -> Architecture | None:
    """The shipped (built-in) model with this id, else None."""
    return builtin_catalog().models.get(model_id)


def add_user_model(arch: Architecture, replace: bool = False, reads: Iterable[Path | str] = ()) -> Path:
    """Add or replace (same ``id``) a model in the user's ``models.json``. Returns the file.

    A shipped model's id is refused with :class:`ShippedIdError` unless ``replace``; ``reads``: the
    files the import reads (its ``config.json``), which the catalog file never is, even through a link."""
    shipped = shipped_model(arch.id)
    if shipped is not None and not replace:
        raise ShippedIdError(arch, shipped)
    return _upsert("models", arch, reads)


def add_user_gpu(gpu: GPU) -> Path:
    """Add or replace (same ``id``) a GPU in the user's ``gpus.json``. Returns the file."""
    return _upsert("gpus", gpu)


def remove_user_model(model_id: str) -> bool:
    """Remove a user model; ``True`` when one was removed. Built-in models cannot be removed."""
    return _remove("models", model_id)


def _upsert(section: str, entry: BaseModel, reads: Iterable[Path | str] = ()) -> Path:
    item = entry.model_dump(mode="json")
    with _changing(section):
        path, data = _load(section)   # read inside the lock: another import may just have written
        items = data[section]
        for i, old in enumerate(items):
            if isinstance(old, dict) and old.get("id") == item["id"]:
                items[i] = item
                break
        else:
            items.append(item)
        _write(path, data, reads)
    return path


@contextmanager
def _changing(section: str) -> Iterator[None]:
    path = _file(section)
    try:
        with changing(path):
            yield
    except LockBusy as exc:
        raise UserCatalogError(exc.reason, path) from None


def _write(path: Path, data: dict, reads: Iterable[Path | str] = ()) -> None:
    """Write one catalog file atomically; any failure is one :class:`UserCatalogError` line."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(output_target(path, "catalog", reads), data)
    except TargetRefused as exc:
        raise UserCatalogError(f"cannot write the catalog: {exc.reason}", path) from None
    except OSError as exc:
        raise UserCatalogError(f"cannot write the catalog: {_reason(exc, path)}; nothing was changed", path) from None


def _reason(exc: OSError, path: Path) -> str:
    if isinstance(exc, (FileExistsError, NotADirectoryError)) or exc.errno in (errno.EEXIST, errno.ENOTDIR):
        return f"{_blocking_file(path)} is a file, not a folder"
    if exc.errno == errno.ENOSPC:
        return "no space left on the disk"
    if exc.errno == errno.ENAMETOOLONG:
        return "a name in the path is too long for the file system"
    if isinstance(exc, PermissionError) or exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "permission denied"
    return (exc.strerror or str(exc)).lower()


def _blocking_file(path: Path) -> str:
    """The first part of ``path``'s folder that exists as something other than a folder."""
    for part in reversed(path.parents):
        try:
            if os.path.lexists(part) and not part.is_dir():
                return str(part)
        except OSError:
            break
    return str(path.parent)


def _remove(section: str, entry_id: str) -> bool:
    with _changing(section):
        path, data = _load(section)
        kept = [e for e in data[section] if not (isinstance(e, dict) and e.get("id") == entry_id)]
        if len(kept) == len(data[section]):
            return False
        data[section] = kept
        _write(path, data)
    return True


def _file(section: str) -> Path:
    return paths.user_catalog_dir() / f"{section}.json"


def _load(section: str) -> tuple[Path, dict]:
    path = _file(section)
    try:
        exists = os.path.lexists(path)
    except (OSError, ValueError):
        exists = False
    if not exists:
        return path, {section: []}
    try:
        data = read_json(path)
    except FileFormatError as exc:
        raise UserCatalogError(f"{exc.reason}; fix or remove the file", path) from None
    if not isinstance(data, dict) or not isinstance(data.get(section, []), list):
        raise UserCatalogError(f"expected {{\"{section}\": [...]}}; fix or remove the file", path)
    data.setdefault(section, [])
    return path, data
