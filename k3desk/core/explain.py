"""How each figure was derived: formula (in symbols) and the inputs used, keyed like ``--json``.

Formulas are language-neutral notation; the UI and the report translate the surrounding words.
"""

from __future__ import annotations

from k3desk.core.catalog import Catalog
from k3desk.core.result import Explanation as E
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.core.speed import calibration as cal
from k3desk.core.speed.estimate import decode_context


def N_(text: str) -> str:
    """Marks a formula for translation (the UI and the report look it up; the core stays Qt-free)."""
    return text


def _known(value: float | None) -> float | str:
    """A price or ``"unknown"``: the explanation says a price is missing instead of showing 0."""
    return "unknown" if value is None else value


def explanations(s: Scenario, r: Result, cat: Catalog) -> dict[str, E]:
    a, hw, wl, pr = s.model, s.hardware, s.workload, s.pricing
    ef, df, kf = cat.format(a.expert_format), cat.format(a.dense_format), cat.format(a.kv_format)
    m, f, c, t = r.memory, r.fit, r.cost, r.throughput
    in_flight = decode_context(s)
    arch = f"{a.name}: {a.source} ({a.source_date})"
    gpu = f"{hw.gpu.name}: {hw.gpu.source} ({hw.gpu.source_date})"
    return {
        "params.total": E(N_("Σ components (embeddings, attention, FFN, routed and shared experts, router)"),
                          {"published": a.published_total_params or "n/a"}, arch),
        "params.active": E({"embedding": N_("non-routed + routed × k / E − embedding table"),
                            "embedding_and_lm_head": N_("non-routed + routed × k / E − embedding table − LM head")}.get(
                               a.active_excludes, N_("non-routed + routed × k / E")),
                           {"k": a.moe.experts_per_token if a.moe else 0,
                            "E": a.moe.routed_experts if a.moe else 0}, arch),
        "memory.weights_bytes": E(N_("routed × bpw_expert / 8 + other × bpw_dense / 8"),
                                  {"bpw_expert": ef.bits_per_weight, "bpw_dense": df.bits_per_weight,
                                   "naive_bytes": m.weights_naive_bytes},
                                  f"{ef.name}: {ef.source}; {df.name}: {df.source}"),
        "memory.kv_cache_bytes": E(N_("max(sequences × context in flight, longest request) × bytes per token; "
                                   "context in flight = prompt + answer / 2 (MLA: (kv_lora + rope) × bytes, "
                                   "+ DSA indexer key; GQA: KV heads × (K + V head dim) × bytes; sliding or "
                                   "chunked window: min(context, window))"),
                                   {"sequences": wl.concurrent_sequences, "context_in_flight": in_flight,
                                    "longest_request": wl.context_tokens,
                                    **({"bytes_per_token_full": m.kv_full_bytes_per_token,
                                        "bytes_per_token_windowed": m.kv_windowed_bytes_per_token,
                                        "window_tokens": m.kv_window_tokens}
                                       if m.kv_windowed_bytes_per_token and m.kv_window_tokens
                                       else {"bytes_per_token": m.kv_bytes_per_token}),
                                    "kv_format": kf.name}, arch),
        "memory.state_bytes": E(N_("sequences × linear layers × heads × d_k × d_v × bytes_state (+ conv state)"),
                                {"sequences": wl.concurrent_sequences,
                                 "bytes_per_sequence": m.state_bytes_per_sequence, "state_format": a.state_format},
                                arch),
        "memory.activations_bytes": E(N_("GPUs × (prefill chunk × hidden × 2 B × 16 + sequences × vocab × 4 B)"),
                                      {"chunk": s.serving.prefill_chunk_tokens, "gpus": f.gpu_count},
                                      N_("engineering assumption, sized to the 30 GB a public Kimi K3 sizing article budgets on 8 GPUs")),
        "memory.overhead_bytes": E(N_("GPUs × overhead per GPU (CUDA context, NCCL buffers, CUDA graphs)"),
                                   {"per_gpu_gb": s.serving.overhead_per_gpu_gb, "gpus": f.gpu_count},
                                   N_("a public Kimi K3 sizing article budgets 30 GB runtime overhead on 8 GPUs")),
        "fit.raw_min_gpus": E(N_("ceil((weights + KV + state) / (memory × utilization − activations − overhead))"),
                              {"memory_gb": hw.gpu.memory_gb, "utilization": s.serving.gpu_memory_utilization},
                              gpu),
        "fit.min_deployable_gpus": E(N_("smallest power-of-two group ≥ raw minimum dividing heads and experts "
                                     "(with pipeline parallelism: multiples of the node)"),
                                     {"rule": f.rule, "heads": a.num_heads,
                                      "experts": a.moe.routed_experts if a.moe else 0,
                                      "gpus_per_node": hw.gpus_per_node, "multi_node": str(hw.multi_node)}),
        "fit.per_gpu_used_bytes": E(N_("weights / GPUs + KV (MLA latent replicated per TP rank) + state / TP + "
                                    "activations + overhead"), {"tp": f.tensor_parallel, "pp": f.pipeline_parallel}),
        "fit.max_concurrent_sequences": E(N_("(capacity − weights − activations − overhead) / (KV + state per "
                                             "sequence in flight); 0 when one longest request does not fit"),
                                          {"context_in_flight": in_flight, "longest_request": wl.context_tokens}),
        "throughput.decode_tokens_per_s_per_sequence": E(
            N_("speculative factor / t_step; t_step = (max(t_memory, t_compute) + t_prefill + t_comm) / efficiency + fixed"),
            {"t_step_s": t.step_s, "bound": t.bound, "anchor": t.anchor, "anchor_measured": t.anchor_value,
             "anchor_estimate": t.anchor_estimate, "eta_memory": cal.ETA_MEMORY, "eta_compute": cal.ETA_COMPUTE,
             "regime": t.regime, "band": t.band},
            f"k3desk's fit on {cal.LOO_ROWS} published serving measurements (View → Assumptions & sources); "
            f"leave-one-out median error {cal.LOO_MEDIAN_ERROR:.0%}"),
        "throughput.decode_tokens_per_s_total": E(N_("sequences × tokens/s per sequence"),
                                                  {"sequences": wl.concurrent_sequences}),
        "throughput.ttft_s": E(N_("max(prompt FLOPs / (GPUs × peak × η_prefill), resident weights read per chunk) "
                                  "/ efficiency + fixed first-token cost; under load + waiting for the running step, "
                                  "the steps its chunks share with the decodes in flight and queueing behind other prompts"),
                               {"prompt": wl.prompt_tokens, "eta_prefill": cal.ETA_PREFILL,
                                "fixed_s": cal.TTFT_FIXED_S.get(s.serving.engine, cal.TTFT_FIXED_S["vllm"]), "sequences": wl.concurrent_sequences,
                                "arrival_burst": cal.ARRIVAL_BURST}),
        "cost.self_host_usd_per_month": E(
            N_("GPUs × price per GPU-hour × hours"),
            {"gpus": f.gpu_count, "price_per_gpu_hour": _known(hw.price_per_gpu_hour), "hours": pr.hours_per_month},
            hw.price_source) if hw.ownership == "rent" else E(
            N_("GPUs × (purchase × (1 + server share) / (years × 12) + node kW / GPUs per node × PUE × hours × "
               "price per kWh + hosting)"),
            {"gpus": f.gpu_count, "purchase_usd": _known(hw.purchase_price_per_gpu), "server_share": hw.server_share,
             "years": hw.amortization_years, "watts_per_gpu": c.power_per_gpu_w, "pue": hw.pue,
             "usd_per_kwh": hw.power_price_per_kwh, "hours": pr.hours_per_month},
            f"{hw.purchase_source}; {hw.gpu.node_power_source}".strip("; ")),
        "cost.api_usd_per_month": E(N_("tokens × [in × (hit × cached + (1 − hit) × miss) + out × reasoning × output]"),
                                    {"input_share": wl.input_share, "hit": wl.cache_hit_rate,
                                     "miss": _known(pr.api_input_per_mtok),
                                     "cached": _known(pr.api_cached_input_per_mtok),
                                     "output": _known(pr.api_output_per_mtok), "reasoning": wl.reasoning_multiplier},
                                    pr.api_source),
        "cost.break_even_tokens_per_month": E(N_("self-host per month / blended API price per token"),
                                              {"usd_per_mtok": _known(c.api_usd_per_mtok)}),
        "cost.replicas": E(N_("ceil(tokens per month / replica tokens per month)"),
                           {"replica_tokens": c.replica_tokens_per_month, "utilization": wl.utilization}),
        "storage.download_seconds": E(N_("checkpoint bytes × 8 / link bits per second"), {"gbps": hw.download_gbps}),
    }


def decision_explanations(s: Scenario, d) -> dict[str, E]:
    """How the decision's figures were derived (``core.money.decision``), keyed ``decision.*``."""
    hw, horizon = s.hardware, d.horizon_months
    best = min((d.routes[k] for k in ("rent", "own") if d.routes[k].available), key=lambda rt: rt.npv_usd,
               default=None)
    final = {"replicas_final": best.replicas_final} if best and best.replicas_final != best.replicas else {}
    api = d.routes["api"]
    out = {
        "decision.usd_per_month": E(
            N_("replicas (spares included) × one replica's month: a rental × the taxes on payments abroad, or, "
               "when bought, the purchase ÷ (book life in years × 12, straight-line depreciation) + power + "
               "hosting; plus operations (staff, maintenance) for the fleet"),
            {"replicas": best.replicas, "replica_usd": best.usd_per_month_per_replica, "years": hw.amortization_years,
             **final} if best else {}),
        "decision.term_usd": E(
            N_("Σ cash flows, month 0 to N: the purchase at signing, each month's running costs, rentals and API "
               "bills, less the resale at the end (unset: the remaining book value, purchase × (1 − N ÷ (years × 12)))"),
            {"months": horizon, "years": hw.amortization_years,
             "resale_percent": "book value" if hw.resale_percent is None else hw.resale_percent}),
        "decision.range": E(
            N_("the same route costed at the corners of the speed band (replicas) and of the GPU type's published "
               "rental prices; the winner must be the same at every corner"),
            {"holds": d.holds_across_band}),
    }
    if s.taxes.jurisdiction == "BR" and d.routes["own"].available:
        from k3desk.core.money.cashflow import TAX_SOURCE, shield_rate, tax_depreciation_rate, tax_life_months

        out["decision.tax_depreciation"] = E(
            N_("income-tax depreciation = purchase × the Receita's rate for computers (20% a year) × 1, 1.5 or 2 for "
               "one, two or three shifts a day, a month at a time until written off; deducted only on lucro real with "
               "the income-tax shield on (34%); the book life decides replacement and resale"),
            {"rate_per_year": tax_depreciation_rate(s), "tax_life_years": tax_life_months(s) / 12,
             "shifts_per_day": s.finance.shifts_per_day, "book_life_years": hw.amortization_years,
             "shield": shield_rate(s)}, TAX_SOURCE)
    if api.available:
        out["decision.break_even_tokens_per_month"] = E(
            N_("the monthly volume, held over the term, at which the cheaper self-hosted route's present value "
               "equals the API's (replica steps included)"),
            {"api_usd_per_month": api.usd_per_month, "tokens": d.tokens_per_month,
             "discount_rate": d.discount_rate_per_year})
    return out
