"""Writing the user catalog: models (and GPUs) the user adds, kept in ``<config>/catalog/``.

``k3desk.core.catalog.load_catalog`` reads these files after the built-in ones, so an entry here with
a built-in id overrides it. Files keep the built-in layout (``{"models": [...]}``, ``{"gpus": [...]}``);
adding an entry whose id already exists replaces it in place, and any other keys in the file are kept.
A user catalog file that cannot be read is reported, never overwritten (it holds the user's work).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from k3desk import paths
from k3desk.core.architecture import Architecture
from k3desk.core.scenario import GPU
from k3desk.persistence.atomic import atomic_write_json
from k3desk.persistence.reading import FileFormatError, read_json
from k3desk.persistence.targets import output_target


class UserCatalogError(FileFormatError):
    """The user catalog file exists but is unusable; ``str()`` names the file and the problem."""


def add_user_model(arch: Architecture) -> Path:
    """Add or replace (same ``id``) a model in the user's ``models.json``. Returns the file."""
    return _upsert("models", arch)


def add_user_gpu(gpu: GPU) -> Path:
    """Add or replace (same ``id``) a GPU in the user's ``gpus.json``. Returns the file."""
    return _upsert("gpus", gpu)


def remove_user_model(model_id: str) -> bool:
    """Remove a user model; ``True`` when one was removed. Built-in models cannot be removed."""
    return _remove("models", model_id)


def _upsert(section: str, entry: BaseModel) -> Path:
    path, data = _load(section)
    item = entry.model_dump(mode="json")
    items = data[section]
    for i, old in enumerate(items):
        if isinstance(old, dict) and old.get("id") == item["id"]:
            items[i] = item
            break
    else:
        items.append(item)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_json(output_target(path, "catalog"), data)
    return path


def _remove(section: str, entry_id: str) -> bool:
    path, data = _load(section)
    kept = [e for e in data[section] if not (isinstance(e, dict) and e.get("id") == entry_id)]
    if len(kept) == len(data[section]):
        return False
    data[section] = kept
    atomic_write_json(output_target(path, "catalog"), data)
    return True


def _load(section: str) -> tuple[Path, dict]:
    path = paths.user_catalog_dir() / f"{section}.json"
    if not path.exists():
        return path, {section: []}
    try:
        data = read_json(path)
    except FileFormatError as exc:
        raise UserCatalogError(f"{exc.reason}; fix or remove the file", path) from None
    if not isinstance(data, dict) or not isinstance(data.get(section, []), list):
        raise UserCatalogError(f"expected {{\"{section}\": [...]}}; fix or remove the file", path)
    data.setdefault(section, [])
    return path, data
