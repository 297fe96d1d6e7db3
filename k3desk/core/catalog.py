"""Catalog loading: models, GPUs, number formats and prices, built-in plus user overrides.

Built-ins live in ``resources/catalog/*.json``; entries in ``<config>/k3desk/catalog/*.json`` with
the same id override them. Every entry carries ``source`` and ``source_date``. Reading only; the
user catalog is written by ``k3desk.persistence`` (``catalog import``).
"""

from __future__ import annotations

import os
import statistics
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from k3desk import paths
from k3desk.core.model.architecture import IMPORTED_DATE, Architecture
from k3desk.core.reading import FileFormatError, read_json
from k3desk.core.scenario import GPU

Strict = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=2000)


class NumberFormat(BaseModel):
    """A storage format and its bits per weight including block scales."""

    model_config = Strict
    id: str
    name: str
    bits_per_weight: float = Field(gt=0, le=64)
    compute: str = Field(description="the math it runs at where native: bf16, fp8, fp4, int8, int4")
    uses: tuple[str, ...] = ("weight",)
    note: str = ""
    source: str
    source_date: str


#: Commitments a rental quote is made under; the first three are on demand or short (a month at most)
#: and enter the typical price; the rest are listed for reference.
SHORT_COMMITMENTS = ("on_demand", "capacity_block", "1_month")
COMMITMENTS = (*SHORT_COMMITMENTS, "spot", "6_months", "1_year", "3_years", "5_years", "blended")


class RentalQuote(BaseModel):
    """One dated rental quote: a provider's (or an index's) price per GPU-hour under a commitment."""

    model_config = Strict
    usd_per_gpu_hour: float = Field(gt=0, le=10_000)
    provider: str = Field(min_length=1, max_length=400)
    date: str = Field(min_length=4, max_length=40)
    commitment: Literal[COMMITMENTS] = "on_demand"  # type: ignore[valid-type]
    source: str = Field(min_length=1, max_length=4000)
    note: str = Field(default="", max_length=2000)

    @property
    def short(self) -> bool:
        """On demand or committed for a month at most: what the typical price is the median of."""
        return self.commitment in SHORT_COMMITMENTS


class GpuPrice(BaseModel):
    """Rental price per GPU-hour in USD: low / typical / high with provider and date. With ``quotes``,
    typical is their median over the on-demand and short-commitment ones and low the cheapest of those."""

    model_config = Strict
    gpu: str = Field(min_length=1, max_length=80)
    low: float = Field(gt=0, le=10_000)
    typical: float = Field(gt=0, le=10_000)
    high: float = Field(gt=0, le=10_000)
    provider: str = Field(min_length=1, max_length=400)
    source: str = Field(min_length=1, max_length=4000)
    source_date: str = Field(min_length=4, max_length=40)
    trust: str = Field(default="C", max_length=400)
    #: Older files kept the purchase price here; the GPU entry's ``purchase_price_usd`` wins.
    purchase_usd: float | None = Field(default=None, gt=0, le=10_000_000)
    purchase_source: str = ""
    quotes: tuple[RentalQuote, ...] = ()

    @model_validator(mode="after")
    def _ordered(self) -> GpuPrice:
        if not self.low <= self.typical <= self.high:
            raise ValueError("prices must satisfy low <= typical <= high")
        short = [q.usd_per_gpu_hour for q in self.quotes if q.short]
        if short:
            if abs(self.typical - statistics.median(short)) > 5e-4:
                raise ValueError(f"typical must be the median of the on-demand quotes ({statistics.median(short):g})")
            if abs(self.low - min(short)) > 5e-4:
                raise ValueError(f"low must be the cheapest on-demand quote ({min(short):g})")
        return self

    @property
    def short_quotes(self) -> tuple[RentalQuote, ...]:
        """The quotes the typical price is the median of (on demand or committed for a month at most)."""
        return tuple(q for q in self.quotes if q.short)


class ApiPrice(BaseModel):
    """API list price per million tokens for one model at one provider."""

    model_config = Strict
    model: str = Field(min_length=1, max_length=80)
    provider: str = Field(min_length=1, max_length=400)
    input: float = Field(ge=0, le=10_000)
    cached_input: float = Field(ge=0, le=10_000)
    output: float = Field(ge=0, le=10_000)
    source: str = Field(min_length=1, max_length=4000)
    source_date: str = Field(min_length=4, max_length=40)
    trust: str = Field(default="C", max_length=400)
    #: the API as buyers pay it (docs/domain.md §6), each where the provider publishes it: the batch price off
    #: the list price, the long-context tier (prompts above the threshold billed at the multipliers), the price
    #: of writing to the prompt cache (None: writes are billed as input), the monthly uptime it commits to, and
    #: the energy and emissions of a million tokens; ``terms_source`` says where these come from
    batch_discount: float | None = Field(default=None, ge=0, lt=1)
    long_context_threshold_tokens: int | None = Field(default=None, ge=1, le=100_000_000)
    long_context_input_multiplier: float = Field(default=1.0, ge=1, le=20)
    long_context_output_multiplier: float = Field(default=1.0, ge=1, le=20)
    cache_write: float | None = Field(default=None, ge=0, le=10_000)
    sla_percent: float | None = Field(default=None, gt=0, le=100)
    kwh_per_mtok: float | None = Field(default=None, ge=0, le=1_000_000)
    kg_co2_per_mtok: float | None = Field(default=None, ge=0, le=1_000_000)
    terms_source: str = Field(default="", max_length=4000)

    @model_validator(mode="after")
    def _cache_cheaper(self) -> ApiPrice:
        if self.cached_input > self.input:
            raise ValueError("cached_input cannot exceed input (a cache hit never costs more than a miss)")
        return self


class Grid(BaseModel):
    """A grid's average CO2 emission factor (kg CO2 per kWh generated), with its source and year."""

    model_config = Strict
    id: str = Field(min_length=1, max_length=40)
    name: str = Field(min_length=1, max_length=200)
    kg_co2_per_kwh: float = Field(ge=0, le=5)
    source: str = Field(min_length=1, max_length=4000)
    source_date: str = Field(min_length=4, max_length=40)
    trust: str = Field(default="B", max_length=400)


class Figure(BaseModel):
    """One sourced operating figure: a reliability default the scenario's fields carry (``id`` is the
    scenario path it is the default of), or the reference API uptime commitment."""

    model_config = Strict
    id: str = Field(min_length=1, max_length=120)
    value: float = Field(ge=0, le=1e9)
    unit: str = Field(min_length=1, max_length=80)
    source: str = Field(min_length=1, max_length=4000)
    source_date: str = Field(min_length=4, max_length=40)
    trust: str = Field(default="B", max_length=400)


class CatalogError(ValueError):
    """A catalog file is unreadable or an entry is invalid; the message names file and entry."""

    #: the file of an entry naming something unknown, when known (set where it is raised)
    path: Path | None = None


@dataclass(frozen=True)
class Catalog:
    models: dict[str, Architecture]
    gpus: dict[str, GPU]
    formats: dict[str, NumberFormat]
    gpu_prices: dict[str, GpuPrice]
    api_prices: dict[str, ApiPrice] = field(default_factory=dict)
    grids: dict[str, Grid] = field(default_factory=dict)
    figures: dict[str, Figure] = field(default_factory=dict)

    def model(self, model_id: str) -> Architecture:
        try:
            return self.models[model_id]
        except KeyError:
            raise KeyError(f"unknown model id '{model_id}' (known: {', '.join(sorted(self.models))})") from None

    def gpu(self, gpu_id: str) -> GPU:
        try:
            return self.gpus[gpu_id]
        except KeyError:
            raise KeyError(f"unknown GPU id '{gpu_id}' (known: {', '.join(sorted(self.gpus))})") from None

    def format(self, format_id: str) -> NumberFormat:
        try:
            return self.formats[format_id.lower()]
        except KeyError:
            raise KeyError(f"unknown format id '{format_id}' (known: {', '.join(sorted(self.formats))})") from None


_SECTIONS = {
    "models": ("models", Architecture, "id"),
    "gpus": ("gpus", GPU, "id"),
    "formats": ("formats", NumberFormat, "id"),
    "gpu_prices": ("prices", GpuPrice, "gpu"),
    "api_prices": ("prices", ApiPrice, "model"),
    "grids": ("operations", Grid, "id"),
    "figures": ("operations", Figure, "id"),
}
#: Files holding more than one section: each section is a key of its own (``{"gpu_prices": [...]}``).
_SHARED = ("prices", "operations")


def _entries(folder: Path, file: str, key: str, ignore: frozenset = frozenset()) -> list[tuple[Path, dict]]:
    path = folder / f"{file}.json"
    if path in ignore or not os.path.lexists(path):
        return []
    try:
        data = read_json(path)
    except FileFormatError as exc:
        raise CatalogError(f"{exc}") from None
    items = data.get(key, []) if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise CatalogError(f"{path}: '{key}' must be a list")
    return [(path, item) for item in items]


def _validated(path: Path, item, cls, idkey: str):
    try:
        return cls.model_validate(item)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        ident = item.get(idkey, "?") if isinstance(item, dict) else "?"
        ident = ident[:60] if isinstance(ident, str) else "?"
        raise CatalogError(f"{path}: entry '{ident}': {where}: {err['msg']}") from None


def load_catalog_from(*folders: Path, ignore: frozenset = frozenset()) -> Catalog:
    """Load catalogs from folders in order; a later folder's entry replaces an earlier one's.
    Files in ``ignore`` are skipped (a broken user file that could not be set aside)."""
    out: dict[str, dict] = {name: {} for name in _SECTIONS}
    origin: dict[tuple[str, str], Path] = {}
    for folder in folders:
        for name, (file, cls, idkey) in _SECTIONS.items():
            for path, item in _entries(folder, file, name if file in _SHARED else file, ignore):
                entry = _validated(path, item, cls, idkey)
                key = str(getattr(entry, idkey)).lower() if name == "formats" else getattr(entry, idkey)
                out[name][key] = entry
                origin[(name, key)] = path
    _check_references(out, origin)
    return Catalog(**out)


def _check_references(out: dict[str, dict], origin: dict[tuple[str, str], Path]) -> None:
    """Names one catalog entry uses must exist: a typo would silently change a figure (a misspelt
    native format makes a GPU dequantize; a price for an unknown id is never used). The error names
    the file (``CatalogError.path``) so a user file can be left out and the rest still load."""
    def refuse(section: str, key: str, message: str) -> None:
        path = origin.get((section, key))
        err = CatalogError(f"{path}: entry '{key}': {message}" if path else message)
        err.path = path
        raise err

    for gpu in out["gpus"].values():
        unknown = [f for f in gpu.native_formats if f not in out["formats"]]
        if unknown:
            refuse("gpus", gpu.id, f"native_formats: unknown format id '{unknown[0]}' "
                                   f"(known: {', '.join(sorted(out['formats']))})")
    for price in out["gpu_prices"].values():
        if price.gpu not in out["gpus"]:
            refuse("gpu_prices", price.gpu, "no GPU with this id in the catalog")
    for price in out["api_prices"].values():
        if price.model not in out["models"]:
            refuse("api_prices", price.model, "no model with this id in the catalog")


def check_catalog_file(path: Path) -> None:
    """Raise :class:`CatalogError` when one catalog file (``models.json``, ...) would not load."""
    for name, (file, cls, idkey) in _SECTIONS.items():
        if path.name == f"{file}.json":
            for where, item in _entries(path.parent, file, name if file in _SHARED else file):
                _validated(where, item, cls, idkey)


@lru_cache(maxsize=4)
def _cached(folders: tuple[Path, ...], stamp: tuple, ignore: frozenset = frozenset()) -> Catalog:
    return load_catalog_from(*folders, ignore=ignore)


def builtin_catalog() -> Catalog:
    """The shipped catalog alone, without the user's entries."""
    return _cached((paths.resources_dir() / "catalog",), ())


def user_replacement_of(arch: Architecture, catalog: Catalog | None = None) -> Architecture | None:
    """The shipped model ``arch`` stands in for, when ``arch`` is the user's replacement of one.

    That is: ``arch`` carries a shipped model's id but not the shipped figures, and either the user's
    catalog holds it under that id (``catalog import --replace``) or it was imported from a
    ``config.json`` (a scenario saved with a replacement keeps saying so when shared). A scenario
    from an older catalog is not flagged: its figures are the shipped ones of their day."""
    shipped = builtin_catalog().models.get(arch.id)
    if shipped is None or shipped == arch:
        return None
    if arch.source_date == IMPORTED_DATE:
        return shipped
    try:
        user = (catalog or load_catalog()).models.get(arch.id)
    except CatalogError:
        return None
    return shipped if user is not None and user != shipped and user == arch else None


def load_catalog(user_dir: Path | None = None) -> Catalog:
    """Built-in catalog plus the user's overrides; cached until a user catalog file changes."""
    folders = [paths.resources_dir() / "catalog"]
    user = user_dir if user_dir is not None else paths.user_catalog_dir()
    folders.append(user)
    try:
        stamp = tuple((p.name, _stamp(p)) for p in sorted(user.glob("*.json"))) if user.is_dir() else ()
    except (OSError, ValueError):   # a config folder the system cannot use (a name over 255 bytes)
        return builtin_catalog()
    try:
        return _cached(tuple(folders), stamp)
    except CatalogError as exc:
        # A broken user file normally is set aside at start (persistence.app_files); when it could
        # not be moved (read-only folder), it is left out here so the app still runs on the rest.
        broken = frozenset(p for p in (user / f"{f}.json" for f in ("models", "gpus", "formats", *_SHARED))
                           if _is_broken(p))
        error = exc
        for _ in range(4):  # a user entry naming something unknown: leave its file out too
            named = getattr(error, "path", None)
            if named is not None and Path(named).parent == user:
                broken |= {Path(named)}
            if not broken:
                raise
            try:
                return _cached(tuple(folders), stamp, frozenset(broken))
            except CatalogError as again:
                error = again
        raise error from None


def _is_broken(path: Path) -> bool:
    try:
        check_catalog_file(path)
    except CatalogError:
        return True
    return False


def _stamp(path: Path) -> tuple[int, int]:
    """Modification time and size (a dangling link or an unreadable entry stamps as zero)."""
    try:
        info = path.stat()
    except OSError:
        return (0, 0)
    return (info.st_mtime_ns, info.st_size)
