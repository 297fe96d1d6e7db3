"""Building scenarios from catalog ids, and the built-in (example) scenarios.

``default_scenario()`` is Kimi K3 on 8x B300, the app's start-up scenario. :func:`pricing_for` and
:func:`hardware_for` give the prices that follow from a model or GPU (API prices per model, rental
price per GPU); the edit engine (``core.edit``) uses them when ``model=`` or ``hardware.gpu=`` changes.
"""

from __future__ import annotations

from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.scenario import Hardware, Pricing, Scenario

DEFAULT_MODEL = "kimi-k3"
DEFAULT_GPU = "b300"
DEFAULT_GPU_COUNT = 8


def pricing_for(catalog: Catalog, model_id: str, base: Pricing | None = None) -> Pricing:
    """The model's own API prices from the catalog, keeping the user's currency settings from
    ``base``. A model without a known price gets none (``None``): the app asks for one and never
    borrows another model's price (docs/domain.md §6)."""
    api = catalog.api_prices.get(model_id)
    keep = base.model_dump(exclude={"api_input_per_mtok", "api_cached_input_per_mtok",
                                    "api_output_per_mtok", "api_source", *API_TERMS}) if base else {}
    if api is None:
        return Pricing(**keep)
    return Pricing(api_input_per_mtok=api.input, api_cached_input_per_mtok=api.cached_input,
                   api_output_per_mtok=api.output,
                   api_source=f"{api.provider}: {api.source} ({api.source_date})", **api_terms(api), **keep)


#: The pricing fields a model's catalog row brings besides its three prices (docs/domain.md §6): they follow
#: the model like its prices, and a model without a row gets none of them.
API_TERMS = ("api_batch_discount", "api_long_context_threshold_tokens", "api_long_context_input_multiplier",
             "api_long_context_output_multiplier", "api_cache_write_per_mtok", "api_sla_percent", "api_sla_source")


def api_terms(api) -> dict:
    """The batch price, long-context tier, cache-write price and SLA of a catalog API row, as pricing fields."""
    return {"api_batch_discount": api.batch_discount or 0.0,
            "api_long_context_threshold_tokens": api.long_context_threshold_tokens,
            "api_long_context_input_multiplier": api.long_context_input_multiplier,
            "api_long_context_output_multiplier": api.long_context_output_multiplier,
            "api_cache_write_per_mtok": api.cache_write, "api_sla_percent": api.sla_percent,
            "api_sla_source": f"{api.provider}: {api.terms_source}" if api.sla_percent is not None else ""}


def hardware_for(catalog: Catalog, gpu_id: str, gpu_count: int | None = None,
                 base: Hardware | None = None) -> Hardware:
    """Hardware with the catalog's GPU figures, its typical rental price and its purchase price
    (GPU plus the rest of the server as a share). Unknown prices stay ``None``, never 0."""
    gpu = catalog.gpu(gpu_id)
    price = catalog.gpu_prices.get(gpu_id)
    keep = base.model_dump(exclude={"gpu", "gpu_count", "gpus_per_node", "price_per_gpu_hour",
                                    "price_source", "purchase_price_per_gpu", "purchase_source",
                                    "server_share"}) if base else {}
    purchase, purchase_source = gpu.purchase_price_usd, gpu.purchase_source
    if purchase is None and price is not None and price.purchase_usd:
        purchase, purchase_source = price.purchase_usd, price.purchase_source
    return Hardware(
        gpu=gpu, gpu_count=gpu_count, gpus_per_node=gpu.gpus_per_node,
        price_per_gpu_hour=price.typical if price else None,
        price_source=f"{price.provider}: {price.source} ({price.source_date})" if price else "",
        purchase_price_per_gpu=purchase, purchase_source=purchase_source, server_share=gpu.server_share,
        **keep,
    )


def short_gpu_name(name: str) -> str:
    """'NVIDIA B300 (HGX Blackwell Ultra)' -> 'B300': the part people say in a meeting."""
    for vendor in ("NVIDIA ", "AMD ", "Apple "):
        name = name.removeprefix(vendor)
    return name.split(" (")[0].strip()


def auto_name(s: Scenario) -> str:
    """'Kimi K3 · 8× B300': language-neutral, so it reads the same in every interface language."""
    count, gpu = s.hardware.gpu_count, short_gpu_name(s.hardware.gpu.name)
    return f"{s.model.name} · {count}× {gpu}" if count else f"{s.model.name} · {gpu}"


def refresh_name(old: Scenario, new: Scenario) -> Scenario:
    """Keep a generated name in step with model and hardware; a name the user typed stays."""
    if old.name in (auto_name(old), "Untitled") and new.name == old.name and auto_name(new) != new.name:
        return new.model_copy(update={"name": auto_name(new)})
    return new


def build_scenario(model_id: str = DEFAULT_MODEL, gpu_id: str = DEFAULT_GPU,
                   gpu_count: int | None = DEFAULT_GPU_COUNT, name: str | None = None,
                   catalog: Catalog | None = None) -> Scenario:
    cat = catalog or load_catalog()
    model = cat.model(model_id)
    hw = hardware_for(cat, gpu_id, gpu_count)
    s = Scenario(name=name or "Untitled", model=model, hardware=hw, pricing=pricing_for(cat, model_id))
    return s if name else s.model_copy(update={"name": auto_name(s)})


def default_scenario(catalog: Catalog | None = None) -> Scenario:
    """Kimi K3 on 8x B300: the scenario the app opens with when there is no last one."""
    return build_scenario(catalog=catalog)
