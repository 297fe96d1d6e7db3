"""An organisation profile: one company's assumptions, shared by everyone who sizes with it.

A profile is a versioned envelope like a scenario file::

    {"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": "2026-12",
     "values": {"pricing.brl_per_usd": 5.4, "taxes.jurisdiction": "BR"},
     "gpus": {"b300": {"price_per_gpu_hour": 6.0, "purchase_price_usd": 50000}},
     "models": {"kimi-k3": {"api_output_per_mtok": 14.0}}}

``values`` maps ``--set`` paths to scenario-level settings; ``gpus`` and ``models`` are keyed
catalog overrides (the prices the company negotiated per GPU type and per model), so the Advisor
prices every GPU it searches at the company's rates (:func:`profile_catalog`). ``procurement``
(schema 2) holds what the request for quotation tells every vendor on the company's behalf: where
to deliver (site and state), the payment terms, and the warranty and support it asks for; it changes
no figure.

Precedence (:func:`profile_edits`): what the user set in this scenario, then the profile, then the
catalog. Pure: reading the file is ``k3desk.persistence.profile_file``'s.
"""

from __future__ import annotations

import hashlib
import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from k3desk.core.catalog import ApiPrice, Catalog, GpuPrice
from k3desk.core.edit import EditError, apply_edits, get_path
from k3desk.core.scenario import ProfileStamp, Scenario
from k3desk.core.user_set import NOT_IN_PROFILE, SWITCH_REPLACES, recorded_user_set  # noqa: F401 - re-exported

FORMAT = "k3desk.profile"
SCHEMA_VERSION = 2   # 2 adds ``procurement``
Strict = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=2000)
Scalar = str | float | int | bool | None


class GpuOverride(BaseModel):
    model_config = Strict
    price_per_gpu_hour: float | None = Field(default=None, gt=0, le=10_000, description="US$ per GPU-hour, rented")
    purchase_price_usd: float | None = Field(default=None, gt=0, le=10_000_000, description="US$ per GPU, bought")
    source: str = Field(default="", max_length=400)


class ModelOverride(BaseModel):
    model_config = Strict
    api_input_per_mtok: float | None = Field(default=None, ge=0, le=10_000)
    api_cached_input_per_mtok: float | None = Field(default=None, ge=0, le=10_000)
    api_output_per_mtok: float | None = Field(default=None, ge=0, le=10_000)
    source: str = Field(default="", max_length=400)


class Procurement(BaseModel):
    """The company's standing terms for a request for quotation (each "" until entered: the RFQ then asks
    the vendor to propose it, or, for the site, leaves a line for the buyer to fill in)."""

    model_config = Strict
    delivery_site: str = Field(default="", max_length=400, description="the address or data centre to deliver to")
    delivery_state: str = Field(default="", max_length=80, description="its state (UF in Brazil: SP, RJ …)")
    payment_terms: str = Field(default="", max_length=400, description="e.g. 30 days after acceptance, in reais")
    warranty: str = Field(default="", max_length=400, description="e.g. 36 months on site, parts and labour")
    support: str = Field(default="", max_length=400, description="e.g. 24×7, 4-hour response")


class Profile(BaseModel):
    model_config = Strict
    format: Literal["k3desk.profile"]
    schema_version: int = Field(ge=1)
    name: str = Field(min_length=1, max_length=200)
    version: str = Field(min_length=1, max_length=80)
    notes: str = Field(default="", max_length=20_000)
    values: dict[str, Scalar] = Field(default_factory=dict, max_length=500)
    gpus: dict[str, GpuOverride] = Field(default_factory=dict, max_length=500)
    models: dict[str, ModelOverride] = Field(default_factory=dict, max_length=500)
    procurement: Procurement | None = None

    @field_validator("schema_version", mode="before")
    @classmethod
    def _whole(cls, v: object) -> object:
        """As a scenario file's (``persistence.migrations.detect_version``): a JSON whole number, never
        the text "1" or ``true``."""
        if isinstance(v, bool) or not isinstance(v, int):
            try:
                shown = json.dumps(v, ensure_ascii=False)[:60]   # as the file writes it: "1", true
            except (TypeError, ValueError):
                shown = type(v).__name__
            raise ValueError(f"must be a whole number such as 1, not {shown}")
        return v

    @field_validator("schema_version")
    @classmethod
    def _known(cls, v: int) -> int:
        if v > SCHEMA_VERSION:
            raise ValueError(f"written by a newer k3desk (profile schema {v}; this version reads up to "
                             f"{SCHEMA_VERSION}): update k3desk")
        return v

    @field_validator("values")
    @classmethod
    def _paths(cls, v: dict) -> dict:
        for path in v:
            if path in NOT_IN_PROFILE or not path or len(path) > 120:
                raise ValueError(f"'{path[:60]}' cannot be set by a profile (it chooses what is sized, not "
                                 "what it costs)")
        return v

    @property
    def content_hash(self) -> str:
        """A short hash of what the profile sets (its name and version included)."""
        data = self.model_dump(mode="json")
        if data.get("procurement") is None:   # a profile without one hashes as before schema 2 added it
            data.pop("procurement", None)
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]

    def stamp(self) -> dict:
        """What a scenario records about the profile it was computed with."""
        return {"name": self.name, "version": self.version, "hash": self.content_hash}

    @property
    def label(self) -> str:
        return f"{self.name} {self.version}"


def _source(p: Profile, own: str) -> str:
    return f"organisation profile {p.label}" + (f": {own}" if own else "")


def profile_edits(p: Profile, s: Scenario, user_set: set[str] | frozenset[str] = frozenset()) -> dict:
    """The edits the profile makes to ``s``: its values, then the negotiated prices of ``s``'s GPU type
    and model; a path in ``user_set`` (what the user set in this scenario or on the command line) is
    left as the user set it."""
    edits: dict = {k: v for k, v in p.values.items() if k not in user_set}
    g = p.gpus.get(s.hardware.gpu.id)
    if g is not None:
        if g.price_per_gpu_hour is not None and "hardware.price_per_gpu_hour" not in user_set:
            edits["hardware.price_per_gpu_hour"] = g.price_per_gpu_hour
            edits["hardware.price_source"] = _source(p, g.source)
        if g.purchase_price_usd is not None and "hardware.purchase_price_per_gpu" not in user_set:
            edits["hardware.purchase_price_per_gpu"] = g.purchase_price_usd
            edits["hardware.purchase_source"] = _source(p, g.source)
    m = p.models.get(s.model.id)
    if m is not None:
        for key in ("api_input_per_mtok", "api_cached_input_per_mtok", "api_output_per_mtok"):
            value = getattr(m, key)
            if value is not None and f"pricing.{key}" not in user_set:
                edits[f"pricing.{key}"] = value
                edits["pricing.api_source"] = _source(p, m.source)
    return edits


def check_ids(p: Profile, cat: Catalog) -> None:
    """Every GPU and model the profile prices exists in the catalog, as a scenario's must: an
    override of an id the catalog does not have (a typing slip, ``h20O``) would price nothing, silently.
    Raises ``EditError`` naming the profile's own field (``gpus.h20O``) and the ids there are."""
    for section, ids, what in (("gpus", cat.gpus, "GPU"), ("models", cat.models, "model")):
        unknown = [k for k in getattr(p, section) if k not in ids]
        if unknown:
            known = ", ".join(sorted(ids)[:12]) + (" …" if len(ids) > 12 else "")
            raise EditError(f"{section}.{unknown[0][:60]}", f"no {what} '{unknown[0][:60]}' in the catalog "
                                                             f"(known: {known})")


def _dated(p: Profile) -> str:
    """The profile as a catalog price's ``source_date`` (4 to 40 characters), whatever its version's length."""
    text = f"profile {p.version}"
    return text if len(text) <= 40 else text[:39] + "…"


def profile_catalog(cat: Catalog, p: Profile) -> Catalog:
    """The catalog with the profile's negotiated prices in place of the published ones (a negotiated
    rental price has no range), so every GPU the Advisor searches is priced at the company's rates.
    Raises ``EditError`` for a GPU or model the catalog does not have (:func:`check_ids`)."""
    check_ids(p, cat)
    gpus, prices, api = dict(cat.gpus), dict(cat.gpu_prices), dict(cat.api_prices)
    for gid, g in p.gpus.items():
        src = _source(p, g.source)
        if g.purchase_price_usd is not None:
            gpus[gid] = cat.gpus[gid].model_copy(update={"purchase_price_usd": g.purchase_price_usd,
                                                         "purchase_source": src})
        if g.price_per_gpu_hour is not None:
            v = g.price_per_gpu_hour
            prices[gid] = GpuPrice(gpu=gid, low=v, typical=v, high=v, provider=p.name, source=src,
                                   source_date=_dated(p))
    for mid, m in p.models.items():
        old = cat.api_prices.get(mid)
        vals = {k: getattr(m, f"api_{k}_per_mtok") for k in ("input", "cached_input", "output")}
        if old is not None:
            vals = {k: v if v is not None else getattr(old, k) for k, v in vals.items()}
        if None in vals.values() or vals["cached_input"] > vals["input"]:
            continue   # a partial override of a model without a published price: the scenario edit covers it
        api[mid] = ApiPrice(model=mid, provider=p.name, source=_source(p, m.source),
                            source_date=_dated(p), **vals)
    return Catalog(models=cat.models, gpus=gpus, formats=cat.formats, gpu_prices=prices, api_prices=api)


def stamped(s: Scenario, p: Profile | None) -> Scenario:
    """``s`` recording ``p`` as the profile it was computed with (None: keeps what it records)."""
    if p is None:
        return s
    return s.model_copy(update={"profile": ProfileStamp(**p.stamp())})


def follows(s: Scenario, p: Profile) -> bool:
    """``s`` was computed with this very profile (same content hash)."""
    return s.profile is not None and s.profile.hash == p.content_hash


def apply_profile(s: Scenario, p: Profile, catalog: Catalog | None = None) -> Scenario:
    """``s`` with the profile's values and negotiated prices wherever the user did not set the value
    (``s.user_set``), stamped with the profile; raises ``EditError`` for a value the scenario refuses."""
    edits = {k: v for k, v in profile_edits(p, s, set(s.user_set)).items() if _differs(s, k, v)}
    new = apply_edits(s, edits, catalog) if edits else s
    return stamped(new, p)


def profile_changes(s: Scenario, p: Profile, catalog: Catalog | None = None) -> list[tuple[str, object, object]]:
    """(path, in the scenario, with the profile) for every value the profile would change in ``s``;
    the texts that only say where a price comes from are left out. Raises ``EditError`` like
    :func:`apply_profile`."""
    new = apply_profile(s, p, catalog)
    paths = [k for k in profile_edits(p, s, set(s.user_set)) if not k.endswith("_source")]
    return [(k, get_path(s, k), get_path(new, k)) for k in sorted(paths) if get_path(s, k) != get_path(new, k)]


def _differs(s: Scenario, path: str, value: object) -> bool:
    try:
        return get_path(s, path) != value
    except AttributeError:
        return True   # an unknown path: apply_edits names it


def changed_values(old: dict, new: dict) -> list[tuple[str, object, object]]:
    """(path, before, after) for every value two profile edit sets disagree on."""
    keys = sorted(set(old) | set(new))
    return [(k, old.get(k), new.get(k)) for k in keys if old.get(k) != new.get(k)]
