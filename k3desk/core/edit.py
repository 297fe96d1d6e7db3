"""The one edit engine: a scenario changed by dotted paths (``--set PATH=VALUE``, the window's fields).

The command line and the window's store both call :func:`apply_edits`, so they accept and refuse
the same things. All assignments of one edit are applied together and validated once with
``Scenario.model_validate``: their order never matters, a bad value raises :class:`EditError`
naming the field, and the original scenario is never modified (scenarios are immutable).

Rules shared by every caller:

- ``model=ID`` and ``hardware.gpu=ID`` switch to a catalog entry (its API or rental prices come
  along) before the other fields of the same edit are set, so a price given alongside sticks.
- A shorter context pulls the typical prompt down with it, unless the same edit sets the prompt.
- A context over the model's maximum (its ``max_context``) is refused, naming the maximum. Switching to
  a model with a shorter maximum brings the context down to it, unless the same edit sets the context
  (then a context over it is refused). An edit that touches neither the context nor the model leaves
  a saved scenario's longer context alone: a file that already holds one opens, with a notice.
- Paths that only label a catalog entry (``model.id``, ``hardware.gpu.name`` ...) change nothing
  the computation uses; they are refused with the path that does switch the entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.presets import auto_name, hardware_for, pricing_for, refresh_name
from k3desk.core.scenario import Scenario
from k3desk.core.user_set import STORED_AS

#: Paths of the command-line contract (docs/design.md); other scenario fields are accepted too.
CONTRACT_PATHS = (
    "model", "model.expert_format", "model.dense_format", "model.kv_format", "hardware.gpu",
    "hardware.gpu_count", "hardware.gpus_per_node", "hardware.multi_node", "hardware.price_per_gpu_hour",
    "hardware.download_gbps", "workload.context_tokens", "workload.concurrent_sequences",
    "workload.tokens_per_month", "workload.input_share", "workload.cache_hit_rate",
    "pricing.api_input_per_mtok", "pricing.api_cached_input_per_mtok", "pricing.api_output_per_mtok",
    "pricing.hours_per_month", "pricing.horizon_months", "pricing.api_price_change_per_year",
    "workload.volume_growth_per_month", "hardware.import_duty_percent", "hardware.resale_percent",
    "finance.start_month", "finance.income_tax_shield", "finance.shifts_per_day", "hardware.power_price_per_kwh_local",
    "pricing.rental_commitment",
    "pricing.billing_hours_per_day",
    *(f"taxes.rates.{tax}" for tax in ("irrf", "cide", "pis", "cofins", "cbs", "ibs", "iss", "iof", "ii", "ipi", "icms")),
    "workload.batch_share", "workload.cache_write_share", "pricing.api_batch_discount",
    "pricing.api_long_context_threshold_tokens", "pricing.api_long_context_input_multiplier",
    "pricing.api_long_context_output_multiplier", "pricing.api_cache_write_per_mtok", "pricing.api_sla_percent",
    "constraints.availability_percent", "constraints.facility_kw", "constraints.rack_kw",
    "hardware.gpu_failures_per_year", "hardware.node_failures_per_year", "hardware.repair_hours",
    "hardware.maintenance_hours_per_month", "hardware.grid",
)
#: Prices entered in the buyer's local currency (``finance.local_currency``) and the USD field that
#: stores them, converted at ``pricing.brl_per_usd``: electricity in reais per kWh for a Brazilian buyer.
LOCAL_PRICES = STORED_AS
#: What k3desk records about a scenario (which paths the user set, the profile it was computed with):
#: never set by a path.
RECORDED_PATHS = ("user_set", "profile")
FORMAT_FIELDS = ("expert_format", "dense_format", "kv_format", "state_format")
#: Catalog switches: the path and what its value names.
CATALOG_PATHS = {"model": "model", "hardware.gpu": "GPU"}
#: Labels of a catalog entry: setting one would rename the entry and compute the old one.
INERT_PATHS = {f"{entry}.{label}": entry for entry in CATALOG_PATHS for label in ("id", "name", "vendor")}
_BOOL_WORDS = ("true", "false", "yes", "no", "1", "0")


class EditError(ValueError):
    """An edit was refused. ``str()`` is one line, ``path: reason``; ``unknown_path`` marks a path
    the scenario does not have (the window words that one itself)."""

    def __init__(self, path: str, reason: str, unknown_path: bool = False, kind: str = "",
                 ctx: Mapping[str, Any] | None = None):
        super().__init__(f"{path}: {reason}" if path else reason)
        self.path, self.reason, self.unknown_path = path, reason, unknown_path
        #: the validation error type and context (``greater_than_equal``, ``{"ge": 0}``), so a window
        #: can word the refusal in its own language; empty for k3desk's own checks
        self.kind, self.ctx = kind, dict(ctx or {})


def error_line(exc: ValidationError, prefix: str = "") -> str:
    """One readable line from a validation error: ``field.path: message``."""
    where, msg = _first_error(exc, prefix)
    return f"{where}: {msg}" if where else msg


def _first_error(exc: ValidationError, prefix: str = "") -> tuple[str, str]:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"])
    where = f"{prefix}.{loc}" if prefix and loc else prefix or loc
    return where, str(err["msg"]).removeprefix("Value error, ")


def check_references(s: Scenario, catalog: Catalog) -> None:
    """Raise EditError when the scenario names a number format the catalog does not know."""
    for f in FORMAT_FIELDS:
        fid = getattr(s.model, f)
        if fid.lower() not in catalog.formats:
            raise EditError(f"model.{f}", f"unknown format id '{fid}' (known: {', '.join(sorted(catalog.formats))})")


def _unknown(path: str) -> EditError:
    return EditError("", f"unknown path '{path}' (known: {', '.join(CONTRACT_PATHS)})", unknown_path=True)


def _check_path(path: str, value: Any) -> None:
    if path in INERT_PATHS:
        entry = INERT_PATHS[path]
        target = value if isinstance(value, str) and value.strip() else "ID"
        raise EditError(path, f"changes nothing the computation uses; to switch the {CATALOG_PATHS[entry]} "
                              f"use {entry}={target.strip()}")
    if not path or any(not part for part in path.split(".")):
        raise _unknown(path)


def _plain(value: Any) -> Any:
    return value.model_dump() if isinstance(value, BaseModel) else value


def _is_auto(value: Any) -> bool:
    """``hardware.gpu_count=auto`` (or none, or empty): the count is left to the rules."""
    return isinstance(value, str) and value.strip().lower() in ("auto", "none", "")


_NULL_WORDS = ("null", "none")


def _nullable(path: str) -> bool:
    """The scenario field at ``path`` accepts None (an optional field such as ``hardware.resale_percent``)."""
    import typing

    model: Any = Scenario
    *parents, leaf = path.split(".")
    for part in parents:
        field = getattr(model, "model_fields", {}).get(part)
        if field is None:
            return False
        model = next((a for a in (field.annotation, *typing.get_args(field.annotation)) if hasattr(a, "model_fields")),
                     None)
    field = getattr(model, "model_fields", {}).get(leaf)
    return field is not None and type(None) in typing.get_args(field.annotation)


def _assign(data: dict, path: str, value: Any) -> None:
    """Set one dotted field of the plain-data scenario; strings are coerced when the scenario is validated."""
    *parents, leaf = path.split(".")
    node: object = data   # a dict until a part names something else
    for part in parents:
        node = node.get(part) if isinstance(node, dict) else None
    if not isinstance(node, dict) or leaf not in node:
        raise _unknown(path)
    if path == "hardware.gpu_count" and _is_auto(value):
        value = None
    elif isinstance(value, str) and value.strip().lower() in _NULL_WORDS and _nullable(path):
        value = None   # an optional field set back to unset ("hardware.resale_percent=null": the book value)
    if isinstance(value, str) and isinstance(node[leaf], bool) and value.strip().lower() not in _BOOL_WORDS:
        raise EditError(path, f"expected true or false, got '{value}'")
    node[leaf] = _plain(value)


def _switch(data: dict, s: Scenario, path: str, entry_id: str, cat: Catalog) -> None:
    """Replace the model or GPU by a catalog entry, with the prices that follow from it."""
    try:
        if path == "model":
            data["model"] = cat.model(entry_id).model_dump()
            data["pricing"] = pricing_for(cat, entry_id, s.pricing).model_dump()
        else:
            data["hardware"] = hardware_for(cat, entry_id, s.hardware.gpu_count, s.hardware).model_dump()
    except KeyError as exc:
        raise EditError(path, str(exc.args[0]) if exc.args else f"unknown id '{entry_id}'") from None


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    try:
        return int(str(value).strip()) if isinstance(value, str) else int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def apply_edits(s: Scenario, updates: Mapping[str, Any], catalog: Catalog | None = None) -> Scenario:
    """A new scenario with every ``path: value`` of ``updates`` applied together, validated once.

    Whole sections (``hardware`` as a dict) go first, then catalog switches, then single fields
    (shallow before deep), so the outcome never depends on the order of ``updates``. A price entered
    in the local currency (:data:`LOCAL_PRICES`) is stored in USD at the edited scenario's exchange rate.
    """
    local = [p for p in updates if p in LOCAL_PRICES]
    if local:
        return _local_price(s, updates, local[0], catalog)
    for path, value in updates.items():
        _check_path(path, value)
    cat = catalog or load_catalog()
    data = s.model_dump()
    switches = {p: v for p, v in updates.items() if p in CATALOG_PATHS and isinstance(v, str)}
    fields = sorted((p for p in updates if p not in switches), key=lambda p: (p.count("."), p))
    for path in fields:
        if "." not in path:
            _assign(data, path, updates[path])
    for path in sorted(switches):
        _switch(data, s, path, str(switches[path]).strip(), cat)
    for path in fields:
        if "." in path:
            _assign(data, path, updates[path])
    _context_follows_model(data, updates)
    _prompt_follows_context(data, updates)
    _count_follows_layout(data, updates)
    try:
        new = Scenario.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise EditError(*_first_error(exc), kind=err.get("type", ""), ctx=err.get("ctx")) from None
    check_context(new, updates)
    if any(p == "model" or p.startswith("model.") and p.rsplit(".", 1)[-1] in FORMAT_FIELDS for p in updates):
        check_references(new, cat)
    return refresh_name(s, new)


def _local_price(s: Scenario, updates: Mapping[str, Any], path: str, catalog: Catalog | None) -> Scenario:
    """The edit with ``path`` (a price in the local currency) stored as its USD field: the other fields
    first (a rate or a currency set in the same edit counts), then the price at that scenario's rate."""
    import math

    field = LOCAL_PRICES[path]
    if field in updates:
        raise EditError(path, f"set together with {field} (the same price in US$); give one")
    value = updates[path]
    try:
        amount = float(value.strip().replace(",", ".")) if isinstance(value, str) else float(value)
    except (TypeError, ValueError):
        raise EditError(path, f"expected a price per kWh in the local currency (e.g. 0.81), got '{value}'") from None
    if isinstance(value, bool) or not math.isfinite(amount) or amount < 0:
        raise EditError(path, f"expected a price of 0 or more per kWh in the local currency, got '{value}'")
    rest = {k: v for k, v in updates.items() if k != path}
    new = apply_edits(s, rest, catalog) if rest else s
    brl = new.finance.local_currency == "BRL"
    rate = new.pricing.brl_per_usd if brl else 1.0
    try:
        return apply_edits(new, {field: amount / rate}, catalog)
    except EditError as exc:   # the stored field's bound, said in the unit entered
        top = 100 * rate
        raise EditError(path, f"at most {'R$' if brl else 'US$'} {top:,.2f} per kWh (US$ 100 at the exchange rate "
                              f"entered)" if exc.kind == "less_than_equal" else exc.reason) from None


def leave_example(example: Scenario, new: Scenario) -> Scenario:
    """An edited example is no longer that example: ``new`` (an edit of the opened ``example``)
    without the example's identity once its figures differ from the example's.

    While the name is still the example's it becomes the name of the configuration
    (:func:`~k3desk.core.presets.auto_name`, which later edits keep in step), and the example's
    note, which describes the example's figures, goes. A name or note the user gave stays; so does
    the unedited example (an undo back to it, a rename, a note typed on it)."""
    same = {"name": example.name, "notes": example.notes, "user_set": example.user_set, "profile": example.profile}
    if new.model_copy(update=same) == example:
        return new
    update = {}
    if new.name == example.name:
        update["name"] = auto_name(new)
    if new.notes and new.notes == example.notes:
        update["notes"] = ""
    return new.model_copy(update=update) if update else new


#: The kind of :class:`EditError` for a context over the model's maximum (its ``ctx``: ``le``, the
#: maximum in tokens, and ``model``, the model's name), so a window words it in its own language.
CONTEXT_OVER_MAX = "context_over_max"


def _sets_context(updates: Mapping[str, Any]) -> bool:
    return "workload.context_tokens" in updates or "workload" in updates


def _context_follows_model(data: dict, updates: Mapping[str, Any]) -> None:
    """Another model (``model=ID`` or a whole imported architecture) with a shorter maximum context
    brings the context down to that maximum, unless the same edit sets the context."""
    if "model" not in updates or _sets_context(updates):
        return
    model, work = data.get("model"), data.get("workload")
    if not isinstance(model, dict) or not isinstance(work, dict):
        return
    ctx, top = _as_int(work.get("context_tokens")), _as_int(model.get("max_context"))
    if ctx is not None and top is not None and 1 <= top < ctx:
        work["context_tokens"] = top


def check_context(s: Scenario, updates: Mapping[str, Any]) -> None:
    """Refuse an edit that sets the context (or the model's maximum) so that the context is over the
    model's maximum, with the maximum named. Other edits leave a saved longer context alone."""
    touched = _sets_context(updates) or any(p == "model" or p in ("model.max_context",) for p in updates)
    top = s.model.max_context
    if touched and s.workload.context_tokens > top:
        raise EditError("workload.context_tokens",
                        f"{s.workload.context_tokens:,} tokens is over {s.model.name}'s maximum context of "
                        f"{top:,} tokens; enter at most {top:,}", kind=CONTEXT_OVER_MAX,
                        ctx={"le": top, "model": s.model.name})


def context_over_max(s: Scenario) -> bool:
    """The scenario's context is longer than its model's maximum (a file saved before the rule)."""
    return s.workload.context_tokens > s.model.max_context


def _prompt_follows_context(data: dict, updates: Mapping[str, Any]) -> None:
    """A context shorter than the typical prompt lowers the prompt, unless the prompt was set too."""
    if "workload.prompt_tokens" in updates or "workload" in updates:
        return
    work = data["workload"]
    ctx, prompt = _as_int(work["context_tokens"]), _as_int(work["prompt_tokens"])
    if ctx is not None and prompt is not None and 1 <= ctx < prompt:
        work["prompt_tokens"] = ctx


#: Serving modes whose GPU count is derived from their pools (``core.production``).
PRODUCTION_MODES = ("disaggregated", "wide-ep")


def _count_follows_layout(data: dict, updates: Mapping[str, Any]) -> None:
    """Under a production layout the GPU count is derived from its pools: a count the same edit does not
    set goes back to Automatic (one the edit sets is refused by the scenario, with the reason)."""
    serving, hardware = data.get("serving"), data.get("hardware")
    if not isinstance(serving, dict) or not isinstance(hardware, dict):
        return
    if str(serving.get("mode", "")).strip() in PRODUCTION_MODES and "hardware.gpu_count" not in updates \
            and "hardware" not in updates:
        hardware["gpu_count"] = None


def get_path(s: Scenario, path: str) -> Any:
    """The value at a dotted path (``hardware.gpu.memory_gb``): what :func:`set_path` would change."""
    node: Any = s
    for key in path.split("."):
        node = getattr(node, key)
    return node


def set_path(s: Scenario, path: str, value: Any, catalog: Catalog | None = None) -> Scenario:
    """A new scenario with one ``path`` set to ``value`` (strings are coerced by the field's type)."""
    return apply_edits(s, {path: value}, catalog)


def parse_sets(assignments: list[str]) -> dict[str, str]:
    """``PATH=VALUE`` strings as a mapping; one path given twice with different values is refused,
    since which one wins would depend on the order."""
    pairs: dict[str, str] = {}
    for a in assignments:
        if "=" not in a:
            raise EditError("", f"expects PATH=VALUE, got '{a}'")
        path, value = (part.strip() for part in a.split("=", 1))
        if pairs.get(path, value) != value:
            raise EditError(path, f"set twice ('{pairs[path]}' and '{value}'); give it once")
        pairs[path] = value
    return pairs


def apply_sets(s: Scenario, assignments: list[str], catalog: Catalog | None = None) -> Scenario:
    """Apply ``--set PATH=VALUE`` strings together (see :func:`apply_edits`).

    ``hardware.gpu_count=auto`` is the window's Automatic: the count is left to the deployment
    rules under the serving mode the advisor picks for this GPU type (pipeline stages or
    data-parallel attention where splitting alone cannot deploy). A serving path given in the
    same ``--set`` list is kept as given."""
    pairs = parse_sets(assignments)
    for path in pairs:
        if path.split(".")[0] in RECORDED_PATHS:
            raise EditError(path, "is recorded by k3desk (the paths you set, the profile used), not set")
    new = apply_edits(s, pairs, catalog)
    auto = "hardware.gpu_count" in pairs and _is_auto(pairs["hardware.gpu_count"])
    gpu_changed = "hardware.gpu" in pairs and "hardware.gpu_count" not in pairs and new.hardware.gpu_count is None
    if auto or gpu_changed:   # one rule for Automatic, also when only the GPU changes (gpu_change_edits)
        from k3desk.core.advisor.auto import automatic_edits  # deferred: the advisor, only for Automatic

        new = apply_edits(new, {k: v for k, v in automatic_edits(new, catalog).items() if k not in pairs}, catalog)
    return new


def gpu_change_edits(s: Scenario, gpu_id: str, catalog: Catalog | None = None) -> dict:
    """The edits of choosing another GPU type, the same on every screen and for ``--set hardware.gpu``:
    under an Automatic count the advisor picks the serving mode for the new GPU, as Automatic does;
    a count the user fixed stays (the deployment rules then say whether it still deploys)."""
    edits: dict[str, Any] = {"hardware.gpu": gpu_id}
    if s.hardware.gpu_count is None and gpu_id != s.hardware.gpu.id:
        from k3desk.core.advisor.auto import automatic_edits  # deferred: the advisor, only for Automatic

        edits.update(automatic_edits(apply_edits(s, edits, catalog), catalog))
    return edits


def apply_option(s: Scenario, option, catalog: Catalog | None = None) -> Scenario:
    """The scenario with an Advisor option applied: GPU, count, layout, ownership, formats and serving."""
    from k3desk.core.advisor.advise import option_edits  # deferred: the advisor, only when an option is applied

    cat = catalog or load_catalog()
    return apply_edits(s, option_edits(s, option, cat), cat)
