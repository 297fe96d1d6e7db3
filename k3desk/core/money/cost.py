"""Cost (docs/domain.md §6): rented, owned and API per month, replicas for a volume, break-even.

API: tokens x [input share x (hit x cached + (1 - hit) x miss) + output share x reasoning x output].
Owned: GPUs x [purchase x (1 + server share) / (years x 12) + node power share x PUE x hours x price
per kWh + hosting]; the node's rated power (a DGX H100 is 10.2 kW, not 8 x 700 W) is split per GPU.
Break-even tokens per month = one replica's monthly cost / blended API price per token.
Currency: USD internally; the display currency only converts. Taxes follow the buyer's jurisdiction
(``taxes.jurisdiction``): a Brazilian buyer's payments abroad (the API, a foreign cloud rental) cost
USD x (1 + IOF); an owned deployment pays no IOF: power and colocation are paid at home, and the
import of the hardware carries its own duties (``hardware.import_duty_percent``).

A price the catalog does not know is ``None`` and every figure that needs it is ``None`` too, with
the missing input named in ``Cost.missing``: hardware is never free and an API never borrowed.
"""

from __future__ import annotations

import math

from k3desk.core.money.taxes import purchase_factor
from k3desk.core.result import Cost
from k3desk.core.scenario import Pricing, Scenario

#: Volumes for the cost chart: 1 million to 1 trillion tokens per month, log-spaced.
CURVE_TOKENS = tuple(10 ** (6 + i / 10) for i in range(61))

#: Stable ids of inputs a cost can be missing (the presenters word them).
MISSING_API = "api_price"
MISSING_RENT = "rental_price"
MISSING_PURCHASE = "purchase_price"


def api_usd_per_token(s: Scenario) -> float | None:
    """Blended API price per token as the buyer pays it, or None when the model has no known API price.

    Input tokens are read from the prompt cache (``cache_hit_rate``, the cached price), written to it
    (``cache_write_share``, the cache-write price where the provider charges one, else the input price) or
    neither (the input price); output tokens grow with reasoning. A typical prompt longer than the
    provider's long-context threshold bills the whole request at the tier's input and output multipliers.
    The share of the volume sent as batch jobs pays the batch price (``api_batch_discount`` off)."""
    p = s.pricing
    if not p.api_known:
        return None
    cached, miss, output = p.api_cached_input_per_mtok, p.api_input_per_mtok, p.api_output_per_mtok
    assert cached is not None and miss is not None and output is not None, "api_known: all three are set"
    k = api_price_weights(s)
    write = 0.0 if p.api_cache_write_per_mtok is None else p.api_cache_write_per_mtok
    return (k["input"] * miss + k["cached"] * cached + k["write"] * write + k["output"] * output) / 1e6


def api_price_weights(s: Scenario) -> dict[str, float]:
    """The blended API price per million tokens as a sum of the list prices, each × its weight here: the
    input price's (misses, and cache writes where the provider has no write price), the cached price's, the
    cache-write price's, the output price's — with the long-context tier and the batch share applied. A
    flip on a price (``flips``) moves the blend by its weight."""
    w, p = s.workload, s.pricing
    writes = w.cache_write_share if p.api_cache_write_per_mtok is not None else 0.0
    misses = max(0.0, 1 - w.cache_hit_rate - w.cache_write_share) + (w.cache_write_share - writes)
    tier_in, tier_out = ((p.api_long_context_input_multiplier, p.api_long_context_output_multiplier)
                         if long_context(s) else (1.0, 1.0))
    batch = 1 - w.batch_share * p.api_batch_discount
    inp = w.input_share * tier_in * batch
    return {"input": inp * misses, "cached": inp * w.cache_hit_rate, "write": inp * writes,
            "output": (1 - w.input_share) * w.reasoning_multiplier * tier_out * batch}


def long_context(s: Scenario) -> bool:
    """The typical prompt is past the provider's long-context threshold: its tier's prices apply."""
    limit = s.pricing.api_long_context_threshold_tokens
    return limit is not None and s.workload.prompt_tokens > limit


def rent_per_month(s: Scenario, gpus: int) -> float | None:
    price = s.hardware.price_per_gpu_hour
    return None if price is None else gpus * price * s.pricing.hours_per_month


def power_per_month(s: Scenario, gpus: int) -> float:
    """Electricity for owned GPUs: each GPU's share of its node's rated power, times PUE."""
    h = s.hardware
    return gpus * h.gpu.power_per_gpu_w / 1000 * h.pue * s.pricing.hours_per_month * h.power_price_per_kwh


def own_per_month(s: Scenario, gpus: int) -> tuple[float | None, float | None, float]:
    """(total, capex share, power) per month for owned GPUs; hosting is in the total.

    The capex share includes the rest of the server and the import duties and taxes paid on the
    purchase. Without a purchase price the total and the capex are None: owning is never free."""
    h = s.hardware
    power = power_per_month(s, gpus)
    if h.purchase_price_per_gpu is None:
        return None, None, power
    capex = (gpus * h.purchase_price_per_gpu * (1 + h.server_share) * purchase_factor(s)
             / (h.amortization_years * 12))
    return capex + power + gpus * h.hosting_per_gpu_month, capex, power


def currency_factor(s: Scenario) -> float:
    """Display currency per USD for a payment abroad (API, foreign cloud rental): the exchange rate,
    times (1 + IOF) for a Brazilian buyer (``taxes.jurisdiction``; the display currency adds no tax)."""
    return domestic_factor(s) * abroad_weight(s)


def domestic_factor(s: Scenario) -> float:
    """Display currency per USD for an amount paid at home (power, colocation, owned hardware): no IOF."""
    return 1.0 if s.pricing.currency == "USD" else s.pricing.brl_per_usd


def paid_pricing(s: Scenario) -> Pricing:
    """The scenario's pricing as its buyer pays: IOF only for a Brazilian buyer (``taxes.jurisdiction``),
    so a note or a conversion never adds a tax the buyer does not pay."""
    return s.pricing if s.taxes.jurisdiction == "BR" else s.pricing.model_copy(update={"iof_percent": 0.0})


def abroad_weight(s: Scenario) -> float:
    """What a USD paid abroad costs the buyer, in USD: 1 + IOF in Brazil, 1 elsewhere."""
    return 1 + s.pricing.iof_percent / 100 if s.taxes.jurisdiction == "BR" else 1.0


def self_host_factor(s: Scenario) -> float:
    """The factor for the self-hosted amount: a rental is a foreign service, owning is paid at home."""
    return currency_factor(s) if s.hardware.ownership == "rent" else domestic_factor(s)


def replicas_for(tokens: float, replica_tokens: float) -> int:
    """Replicas that carry ``tokens`` a month, uncapped: a volume out of reach costs what it costs.

    A replica that carries nothing (it does not run) counts as one; the honesty rule hides its cost.
    """
    if tokens < 1 or replica_tokens == math.inf or not replica_tokens > 0:
        return 1
    ratio = tokens / replica_tokens
    return max(1, math.ceil(min(ratio, 1e300)))  # bounded inputs keep the ratio far below 1e300


def compute_cost(s: Scenario, gpus: int, replica_tokens_per_month: float) -> Cost:
    h = s.hardware
    rent = rent_per_month(s, gpus)
    own, capex, power = own_per_month(s, gpus)
    per_replica = rent if h.ownership == "rent" else own
    missing = []
    if per_replica is None:
        missing.append(MISSING_RENT if h.ownership == "rent" else MISSING_PURCHASE)
    price = api_usd_per_token(s)
    if price is None:
        missing.append(MISSING_API)
    tokens = s.workload.tokens_per_month
    replicas = replicas_for(tokens, replica_tokens_per_month)
    total = None if per_replica is None else per_replica * replicas
    # Compared as the buyer pays: in reais an owned replica carries no IOF, the API does.
    weight = self_host_factor(s) / currency_factor(s)
    break_even = per_replica * weight / price if per_replica is not None and price else None
    return Cost(
        self_host_usd_per_month=per_replica, self_host_total_usd_per_month=total,
        rent_usd_per_month=rent, own_usd_per_month=own, own_capex_usd_per_month=capex,
        own_power_usd_per_month=power, api_usd_per_month=None if price is None else tokens * price,
        api_usd_per_mtok=None if price is None else price * 1e6,
        self_host_usd_per_mtok=total / tokens * 1e6 if total is not None and tokens >= 1 else None,
        break_even_tokens_per_month=break_even,
        replicas=replicas, replica_tokens_per_month=replica_tokens_per_month,
        break_even_reachable=break_even is not None and break_even <= replica_tokens_per_month,
        currency_factor=currency_factor(s), self_host_currency_factor=self_host_factor(s),
        domestic_currency_factor=domestic_factor(s),
        fx_band=s.pricing.fx_band_percent / 100 if s.pricing.currency != "USD" else 0.0,
        purchase_price_per_gpu_usd=h.purchase_price_per_gpu, purchase_source=h.purchase_source,
        server_share=h.server_share, power_per_gpu_w=h.gpu.power_per_gpu_w, missing=tuple(missing),
        api_source=s.pricing.api_source,
    )


def cost_curves(s: Scenario, per_replica: float | None, replica_tokens: float) -> tuple[tuple, tuple]:
    """API and self-hosted cost per month over ``CURVE_TOKENS``; an unknown price gives an empty series."""
    price = api_usd_per_token(s)
    api = () if price is None else tuple(t * price for t in CURVE_TOKENS)
    hosted = () if per_replica is None else tuple(per_replica * replicas_for(t, replica_tokens)
                                                  for t in CURVE_TOKENS)
    return api, hosted
