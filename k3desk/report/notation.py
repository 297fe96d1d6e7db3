"""Plain names for the inputs a formula lists, so a reader sees "concurrent sequences = 32", not a
variable name, in the language of the report or window (names are ``N_`` sources; the writer
translates them). Values that are identifiers read as words too: yes / no, the deployment rule,
the bound that limits speed. An input missing here is shown by its key, so nothing is ever lost.
"""

from __future__ import annotations

from k3desk.report.model import N_

INPUT_NAMES = {
    "published": N_("published total"),
    "k": N_("experts per token"),
    "E": N_("routed experts"),
    "bpw_expert": N_("bits per weight, experts"),
    "bpw_dense": N_("bits per weight, other weights"),
    "naive_bytes": N_("naive estimate (bytes)"),
    "sequences": N_("concurrent sequences"),
    "context": N_("context (tokens)"),
    "bytes_per_token": N_("bytes per token"),
    "bytes_per_token_full": N_("bytes per token, full-attention layers"),
    "bytes_per_token_windowed": N_("bytes per token, sliding or chunked layers"),
    "window_tokens": N_("window (tokens)"),
    "kv_format": N_("KV cache format"),
    "bytes_per_sequence": N_("bytes per sequence"),
    "state_format": N_("state format"),
    "chunk": N_("prefill chunk (tokens)"),
    "gpus": N_("GPUs"),
    "per_gpu_gb": N_("GB per GPU"),
    "memory_gb": N_("GPU memory (GB)"),
    "utilization": N_("utilization"),
    "rule": N_("rule"),
    "heads": N_("attention heads"),
    "experts": N_("experts"),
    "gpus_per_node": N_("GPUs per node"),
    "multi_node": N_("multiple nodes allowed"),
    "tp": N_("tensor parallel"),
    "pp": N_("pipeline parallel"),
    "t_step_s": N_("time per step (s)"),
    "bound": N_("limited by"),
    "anchor": N_("reference measurement"),
    "anchor_measured": N_("measured (tok/s)"),
    "anchor_estimate": N_("estimated (tok/s)"),
    "eta_memory": N_("memory efficiency"),
    "eta_compute": N_("compute efficiency"),
    "eta_prefill": N_("prefill efficiency"),
    "prompt": N_("prompt (tokens)"),
    "price_per_gpu_hour": N_("price per GPU-hour"),
    "hours": N_("hours per month"),
    "input_share": N_("input share"),
    "hit": N_("cache hit rate"),
    "miss": N_("input price, no cache (US$/M)"),
    "cached": N_("input price, cached (US$/M)"),
    "output": N_("output price (US$/M)"),
    "reasoning": N_("reasoning multiplier"),
    "usd_per_mtok": N_("blended API price (US$/M)"),
    "replica_tokens": N_("tokens per replica per month"),
    "gbps": N_("link (Gbit/s)"),
    "regime": N_("uncertainty regime"),
    "band": N_("band (log units)"),
    "fixed_s": N_("fixed first-token cost (s)"),
    "arrival_burst": N_("requests arriving together (share)"),
    "purchase_usd": N_("purchase price per GPU (US$)"),
    "server_share": N_("rest of the server (share of the GPU price)"),
    "years": N_("depreciation (years)"),
    "watts_per_gpu": N_("node power per GPU (W)"),
    "pue": N_("PUE"),
    "usd_per_kwh": N_("power price (US$/kWh)"),
    "replicas": N_("replicas"),
    "replica_usd": N_("one replica per month (US$)"),
    "months": N_("months of the term"),
    "resale_percent": N_("resale at the end"),
    "holds": N_("same winner at every corner"),
    "api_usd_per_month": N_("API per month (US$)"),
    "tokens": N_("tokens per month"),
    "spares": N_("spare replicas"),
    "availability_percent": N_("availability (%)"),
    "api_sla_percent": N_("the API's SLA (%)"),
    "fleet_kw": N_("fleet's rated power (kW)"),
    "kwh_per_mtok": N_("kWh per million tokens"),
    "kg_co2_per_mtok": N_("kg CO₂ per million tokens"),
}

#: inputs that are US dollar amounts per unit: shown as prices (US$ 7.375), not bare numbers
USD_INPUTS = frozenset({"price_per_gpu_hour", "replica_usd", "api_usd_per_month"})

VALUE_NAMES = {
    "True": N_("yes"), "False": N_("no"), "book value": N_("the remaining book value"),
    "unknown": N_("unknown (no price set)"), "none published": N_("none published"),
    "memory": N_("memory bandwidth"), "compute": N_("compute"),
    # the speed band's regimes (core.calibration.regime), in words
    "batch1/native": N_("one request at a time, native format"),
    "batch1/dequantized": N_("one request at a time, dequantized format"),
    "batched/native": N_("many requests at once, native format"),
    "batched/dequantized": N_("many requests at once, dequantized format"),
    "offload/native": N_("experts in host memory, native format"),
    "offload/dequantized": N_("experts in host memory, dequantized format"),
}


def value_name(value) -> str | None:
    """The N_ source for an identifier-like input value (True, a rule id, a bound), else None."""
    from k3desk.report.figures import RULES

    text = str(value)
    return VALUE_NAMES.get(text) or RULES.get(text) or (text if text in FORMAT_NAMES else None)


def input_cells(inputs: dict) -> list[tuple]:
    """A formula's inputs as (name, value) cells, worded once for the window's tooltips and the PDF:
    plain names, a price as a price (US$ 7.375, US$ 13,281), identifiers in words, a measured setup
    in words instead of its id."""
    from k3desk.report.model import Q, T
    from k3desk.report.units import price_decimals

    out = []
    for k, v in inputs.items():
        name = T(INPUT_NAMES[k]) if k in INPUT_NAMES else k
        if (setup := measured_setup(k, v)) is not None:
            value = setup
        elif k in USD_INPUTS and isinstance(v, (int, float)):
            value = Q(v, "usd", price_decimals(v))
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            value = Q(v, "auto")
        else:
            word = value_name(v)
            value = T(word) if word else str(v)
        out.append((name, value))
    return out


def measured_setup(key: str, value):
    """The measured row a speed estimate is anchored on, in words ("Kimi K3 on 8× H200, vLLM,
    concurrency 1"), instead of its internal id; None for any other input."""
    if key != "anchor":
        return None
    from k3desk.core.speed.corpus import by_id
    from k3desk.report.evidence import setup

    row = by_id(str(value))
    return setup(row) if row is not None else None


#: Catalog format names that carry English words; the others (BF16, NVFP4, Q4_K_M) read the same in
#: every language. A name missing here is shown as the catalog spells it.
FORMAT_NAMES = frozenset({
    N_("FP8 (per tensor)"),
    N_("FP8, 128x128 blocks (DeepSeek)"),
    N_("INT8, per channel"),
    N_("INT4, group 128, FP16 scale"),
    N_("INT4, group 128, FP16 scale + zero point"),
    N_("INT4, group 32, BF16 scale (Kimi K2.5/K2.6)"),
})


#: A scenario's settings by plain names (the Assumptions window lists them; never field paths).
SETTING_NAMES = {
    "workload.context_tokens": N_("Context length"),
    "workload.prompt_tokens": N_("Typical prompt"),
    "workload.concurrent_sequences": N_("Concurrent sequences"),
    "workload.tokens_per_month": N_("Tokens per month"),
    "workload.input_share": N_("Input share"),
    "workload.cache_hit_rate": N_("Cache hit rate"),
    "workload.reasoning_multiplier": N_("Reasoning multiplier"),
    "workload.utilization": N_("Replica utilisation"),
    "workload.volume_growth_per_month": N_("Volume growth per month"),
    "serving.engine": N_("Engine"),
    "serving.attention_parallel": N_("Attention parallelism"),
    "serving.gpu_memory_utilization": N_("Engine memory share"),
    "serving.overhead_per_gpu_gb": N_("Runtime overhead per GPU"),
    "serving.prefill_chunk_tokens": N_("Prefill chunk"),
    "serving.speculative_factor": N_("Speculative decoding factor"),
    "serving.mode": N_("Serving layout"),
    "serving.prefill_gpus": N_("Prompt-processing GPUs per unit"),
    "serving.decode_gpus": N_("Generation GPUs per unit"),
    "serving.units": N_("Production units"),
    "serving.decode_batch_per_gpu": N_("Requests per generation GPU"),
    "pricing.api_input_per_mtok": N_("API input, cache miss"),
    "pricing.api_cached_input_per_mtok": N_("API input, cache hit"),
    "pricing.api_output_per_mtok": N_("API output"),
    "pricing.hours_per_month": N_("Hours per month"),
    "pricing.currency": N_("Display currency"),
    "pricing.brl_per_usd": N_("Exchange rate"),
    "pricing.iof_percent": N_("IOF on payments abroad (%)"),
    "pricing.fx_band_percent": N_("Exchange-rate swing over the term (± %)"),
    "pricing.horizon_months": N_("Contract term (months)"),
    "pricing.api_price_change_per_year": N_("API price change per year"),
    "hardware.gpu_count": N_("GPU count"),
    "hardware.gpus_per_node": N_("GPUs per node"),
    "hardware.multi_node": N_("Multi-node allowed"),
    "hardware.pipeline_parallel": N_("Split layers across servers (pipeline)"),
    "hardware.ownership": N_("Ownership"),
    "hardware.price_per_gpu_hour": N_("Price per GPU-hour"),
    "hardware.purchase_price_per_gpu": N_("Purchase price per GPU"),
    "hardware.purchase_source": N_("Purchase price source"),
    "hardware.server_share": N_("Rest of the server (share of the GPU price)"),
    "hardware.amortization_years": N_("Depreciation (years)"),
    "hardware.power_price_per_kwh": N_("Power price per kWh"),
    "hardware.pue": N_("PUE"),
    "hardware.hosting_per_gpu_month": N_("Hosting per GPU and month"),
    "hardware.download_gbps": N_("Download link"),
    "hardware.import_duty_percent": N_("Import duties (%)"),
    "hardware.resale_percent": N_("Resale value at the end (%)"),
    "hardware.offload_experts": N_("Experts in host RAM"),
    "hardware.spare_replicas": N_("Spare replicas"),
    "workload.peak_to_average": N_("Peak over the average (daily profile)"),
    "workload.peak_hours_per_day": N_("Peak hours a day"),
    "workload.peak_requests_per_second": N_("Requests a second at the peak"),
    "workload.prompt_tokens_spread": N_("Prompt length spread"),
    "workload.output_tokens_spread": N_("Answer length spread"),
    "workload.arrival_burstiness": N_("Arrival burstiness"),
    "constraints.ttft_p99_s": N_("First-token target"),
    "constraints.tpot_p99_s": N_("Per-token target"),
    "constraints.latency_percentile": N_("Share of requests the targets hold for"),
    "pricing.api_provider_location": N_("API provider"),
    "pricing.rental_provider_location": N_("Rental provider"),
    "pricing.payment_method": N_("Payment abroad"),
    "pricing.rental_commitment": N_("Rental commitment"),
    "pricing.billing_hours_per_day": N_("Billed hours a day"),
    "taxes.jurisdiction": N_("Buyer's taxes"),
    "taxes.regime": N_("Tax regime"),
    "taxes.service_is_input": N_("The service is an input to what the company sells"),
    "taxes.municipality_iss_percent": N_("ISS of the municipality (%)"),
    "taxes.supplier_price_is_net": N_("Supplier's price is net of withholding"),
    "taxes.service_kind": N_("Kind of service"),
    "taxes.supplier_in_tax_haven": N_("Supplier in a tax haven"),
    "taxes.hardware_route": N_("How servers are bought"),
    "finance.discount_rate_per_year": N_("Discount rate per year"),
    "finance.local_currency": N_("Currency of local costs"),
    "finance.maintenance_percent_per_year": N_("Maintenance and support (% of purchase a year)"),
    "finance.staff_fte": N_("Operations staff (full-time people)"),
    "finance.staff_cost_per_fte_year": N_("Staff cost per person a year"),
    "finance.implementation_cost": N_("One-off implementation"),
    "finance.start_month": N_("First month of the term"),
    "finance.income_tax_shield": N_("Income tax saved on deductible costs"),
    "constraints.data_in_brazil": N_("Data must stay in Brazil"),
    # issue 46: availability, energy, the facility and the API as priced
    "workload.batch_share": N_("Share sent as batch jobs"),
    "workload.cache_write_share": N_("Share of input written to the cache"),
    "pricing.api_batch_discount": N_("API batch discount"),
    "pricing.api_long_context_threshold_tokens": N_("API long-context threshold (tokens)"),
    "pricing.api_long_context_input_multiplier": N_("API long-context input multiplier"),
    "pricing.api_long_context_output_multiplier": N_("API long-context output multiplier"),
    "pricing.api_cache_write_per_mtok": N_("API cache-write price (US$ per million tokens)"),
    "pricing.api_sla_percent": N_("API's SLA (%)"),
    "pricing.api_sla_source": N_("Source of the API's SLA"),
    "hardware.gpu_failures_per_year": N_("GPU failures a year"),
    "hardware.node_failures_per_year": N_("Server failures a year"),
    "hardware.repair_hours": N_("Repair time (hours)"),
    "hardware.maintenance_hours_per_month": N_("Maintenance per replica (hours a month)"),
    "hardware.grid": N_("Power grid"),
    "constraints.availability_percent": N_("Required availability (%)"),
    "constraints.facility_kw": N_("Facility power limit (kW at the meter)"),
    "constraints.rack_kw": N_("Per-rack limit (kW)"),
}

#: Identifier values of settings, by plain names.
SETTING_VALUES = {
    ("hardware.ownership", "rent"): N_("rented"), ("hardware.ownership", "own"): N_("owned"),
    ("pricing.currency", "BRL"): N_("reais (R$)"), ("pricing.currency", "USD"): N_("US dollars (US$)"),
    ("serving.attention_parallel", "tp"): N_("tensor parallel"),
    ("serving.attention_parallel", "dp"): N_("data parallel"),
    ("serving.mode", "replica"): N_("replicas of the model (as sized)"),
    ("serving.mode", "disaggregated"): N_("disaggregated serving (prompts and generation on separate GPUs)"),
    ("serving.mode", "wide-ep"): N_("wide expert parallelism (experts over several nodes)"),
    ("pricing.api_provider_location", "abroad"): N_("abroad"), ("pricing.api_provider_location", "domestic"): N_("in Brazil"),
    ("pricing.rental_provider_location", "abroad"): N_("abroad"),
    ("pricing.rental_provider_location", "domestic"): N_("in Brazil"),
    ("pricing.payment_method", "remittance"): N_("remittance"), ("pricing.payment_method", "card"): N_("card"),
    ("taxes.jurisdiction", "BR"): N_("Brazil"), ("taxes.jurisdiction", "none"): N_("none added"),
    ("hardware.grid", "auto"): N_("the buyer's country"), ("hardware.grid", "BR"): N_("Brazil"),
    ("hardware.grid", "US"): N_("United States"), ("hardware.grid", "world"): N_("world average"),
    ("taxes.regime", "lucro_real"): N_("lucro real"), ("taxes.regime", "lucro_presumido"): N_("lucro presumido"),
    ("taxes.regime", "simples"): N_("Simples Nacional"),
    ("taxes.service_kind", "technical"): N_("technical service"), ("taxes.service_kind", "other"): N_("other service"),
    ("taxes.hardware_route", "direct_import"): N_("imported directly"),
    ("taxes.hardware_route", "import_with_benefit"): N_("imported with an ex-tarifário"),
    ("taxes.hardware_route", "domestic_distributor"): N_("from a Brazilian distributor"),
    ("finance.local_currency", "BRL"): N_("reais (R$)"), ("finance.local_currency", "USD"): N_("US dollars (US$)"),
    ("pricing.rental_commitment", "on_demand"): N_("on demand (by the hour)"),
    ("pricing.rental_commitment", "1y"): N_("committed for 1 year"),
    ("pricing.rental_commitment", "3y"): N_("committed for 3 years"),
}

#: Catalog texts in English words that a reader sees as data (a model's license), translated where
#: shown (``fmt.format_name``); proper names such as "Apache-2.0" or "Llama 3.1 Community License"
#: stay as published.
CATALOG_WORDS = (N_("Modified MIT"), N_("MIT (code); DeepSeek Model License (weights)"))
