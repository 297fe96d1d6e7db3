"""Editing a scenario by dotted path (``--set PATH=VALUE`` on the command line, fields in the UI).

Every edit goes through ``Scenario.model_validate`` so a bad value raises a ``ValueError`` naming
the field, and the original scenario is never modified (scenarios are immutable).
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.presets import refresh_name, with_gpu, with_model
from k3desk.core.scenario import Scenario

#: Paths of the scripting contract (design.md); other scenario fields are accepted too.
CONTRACT_PATHS = (
    "model", "model.expert_format", "model.dense_format", "model.kv_format", "hardware.gpu",
    "hardware.gpu_count", "hardware.gpus_per_node", "hardware.multi_node", "hardware.price_per_gpu_hour",
    "hardware.download_gbps", "workload.context_tokens", "workload.concurrent_sequences",
    "workload.tokens_per_month", "workload.input_share", "workload.cache_hit_rate",
    "pricing.api_input_per_mtok", "pricing.api_cached_input_per_mtok", "pricing.api_output_per_mtok",
    "pricing.hours_per_month",
)
FORMAT_FIELDS = ("expert_format", "dense_format", "kv_format", "state_format")
_SECTIONS = ("model", "hardware", "workload", "pricing", "serving")


class EditError(ValueError):
    """An edit was refused; the message names the path and the reason in one line."""


def error_line(exc: ValidationError, prefix: str = "") -> str:
    """One readable line from a pydantic error: ``field.path: message``."""
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"])
    where = f"{prefix}.{loc}" if prefix and loc else prefix or loc
    return f"{where}: {err['msg']}" if where else err["msg"]


def check_references(s: Scenario, catalog: Catalog) -> None:
    """Raise EditError when the scenario names a number format the catalog does not know."""
    for f in FORMAT_FIELDS:
        fid = getattr(s.model, f)
        if fid.lower() not in catalog.formats:
            raise EditError(f"model.{f}: unknown format id '{fid}' (known: {', '.join(sorted(catalog.formats))})")


def set_path(s: Scenario, path: str, value: Any, catalog: Catalog | None = None) -> Scenario:
    """A new scenario with ``path`` set to ``value`` (strings are coerced by the field's type)."""
    cat = catalog or load_catalog()
    try:
        if path == "model":
            return with_model(s, str(value), cat)
        if path == "hardware.gpu":
            return with_gpu(s, str(value), cat)
    except KeyError as exc:
        raise EditError(f"{path}: {exc.args[0]}") from None
    parts = path.split(".")
    if len(parts) < 2 or parts[0] not in _SECTIONS and parts[0] != "name":
        if path not in ("name", "notes"):
            raise EditError(f"unknown path '{path}' (known: {', '.join(CONTRACT_PATHS)})")
    if path == "hardware.gpu_count" and str(value).strip().lower() in ("auto", "none", ""):
        value = None
    data = s.model_dump()
    node = data
    for p in parts[:-1]:
        if not isinstance(node, dict) or p not in node:
            raise EditError(f"unknown path '{path}' (known: {', '.join(CONTRACT_PATHS)})")
        node = node[p]
    if not isinstance(node, dict) or parts[-1] not in node:
        raise EditError(f"unknown path '{path}' (known: {', '.join(CONTRACT_PATHS)})")
    if isinstance(value, str) and isinstance(node[parts[-1]], bool):
        low = value.strip().lower()
        if low not in ("true", "false", "yes", "no", "1", "0"):
            raise EditError(f"{path}: expected true or false, got '{value}'")
    node[parts[-1]] = value
    try:
        new = Scenario.model_validate(data)
    except ValidationError as exc:
        raise EditError(error_line(exc)) from None
    if parts[0] == "model" and parts[-1] in FORMAT_FIELDS:
        check_references(new, cat)
    return refresh_name(s, new)


def apply_sets(s: Scenario, assignments: list[str], catalog: Catalog | None = None) -> Scenario:
    """Apply ``PATH=VALUE`` strings; model and GPU first so later prices and formats stick."""
    pairs = []
    for a in assignments:
        if "=" not in a:
            raise EditError(f"--set expects PATH=VALUE, got '{a}'")
        path, value = a.split("=", 1)
        pairs.append((path.strip(), value.strip()))
    first = [p for p in pairs if p[0] in ("model", "hardware.gpu")]
    for path, value in first + [p for p in pairs if p not in first]:
        s = set_path(s, path, value, catalog)
    return s
