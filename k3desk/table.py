"""Plain-text tables for the command line (English, units always labelled; no Qt)."""

from __future__ import annotations

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario

GB = 1e9


def _gb(v: float) -> str:
    return f"{v / GB:,.1f} GB"


def _usd(v: float | None) -> str:
    return "n/a" if v is None else f"US$ {v:,.0f}"


def _tokens(v: float | None) -> str:
    if v is None:
        return "n/a"
    for unit, scale in (("T", 1e12), ("B", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(v) >= scale:
            return f"{v / scale:,.2f} {unit} tokens"
    return f"{v:,.0f} tokens"


def _duration(s: float) -> str:
    if s < 120:
        return f"{s:,.0f} s"
    if s < 7200:
        return f"{s / 60:,.1f} min"
    return f"{s / 3600:,.1f} h"


def result_table(s: Scenario, r: Result) -> str:
    f, m, t, c = r.fit, r.memory, r.throughput, r.cost
    verdict = "fits" if f.fits else f"does NOT fit ({f.why_not})"
    deploy = f.min_deployable_gpus if f.min_deployable_gpus is not None else "none"
    band = t.decode_per_sequence
    rows = [
        ("Scenario", s.name),
        ("Model", f"{s.model.name} ({s.model.expert_format} experts, {s.model.dense_format} other, "
                  f"{s.model.kv_format} KV)"),
        ("Hardware", f"{f.gpu_count}x {s.hardware.gpu.name} ({s.hardware.gpu.memory_gb:,.1f} GB each)"),
        ("Verdict", verdict),
        ("", ""),
        ("Parameters", f"{r.params.total / 1e9:,.1f} B total, {r.params.active / 1e9:,.1f} B active"),
        ("Weights", f"{_gb(m.weights_bytes)} (naive total x {s.model.expert_format} bits: {_gb(m.weights_naive_bytes)})"),
        ("KV cache", f"{_gb(m.kv_cache_bytes)} ({s.workload.concurrent_sequences} x "
                     f"{s.workload.context_tokens:,} tokens, {m.kv_bytes_per_token:,.0f} B/token)"),
        ("Linear-attention state", _gb(m.state_bytes)),
        ("Activations", _gb(m.activations_bytes)),
        ("Runtime overhead", _gb(m.overhead_bytes)),
        ("Total memory", _gb(m.total_bytes)),
        ("", ""),
        ("GPUs: raw minimum", str(f.raw_min_gpus)),
        ("GPUs: minimum deployable", f"{deploy} (rule: {f.rule})"),
        ("Per-GPU fill", f"{_gb(f.per_gpu_used_bytes)} of {_gb(f.per_gpu_capacity_bytes)} usable"),
        ("Max concurrent sequences", f"{f.max_concurrent_sequences:,} at {s.workload.context_tokens:,} tokens"),
        ("", ""),
        ("Decode per sequence", f"{band.value:,.1f} tokens/s (band {band.low:,.1f}-{band.high:,.1f}; "
                                f"anchor {t.anchor}: measured {t.anchor_value:g})"),
        ("Decode total", f"{t.decode_total.value:,.0f} tokens/s"),
        ("Time to first token", f"{t.ttft_s.value:,.2f} s"),
        ("", ""),
        ("Self-host per month", self_host_line(s, c)),
        ("API per month", api_line(s, c)),
        ("Break-even", "not computed: a price is missing (see above)" if c.missing else
                       f"{_tokens(c.break_even_tokens_per_month)} per month ("
                       + ("" if c.break_even_reachable else "not reachable: ")
                       + f"one replica carries {_tokens(c.replica_tokens_per_month)} per month at "
                         f"{s.workload.concurrent_sequences} sequences, {s.workload.utilization:.0%} busy)"),
        ("", ""),
        ("Checkpoint", f"{_gb(r.storage.checkpoint_bytes)}; download {_duration(r.storage.download_seconds)} "
                       f"at {s.hardware.download_gbps:g} Gbit/s"),
    ]
    width = max(len(k) for k, _ in rows)
    return "\n".join(f"{k:<{width}}  {v}" if k else "" for k, v in rows)


#: What to set when a price is missing (the contract path a user can --set).
MISSING_HINT = {
    "api_price": "no API price known for this model: set pricing.api_input_per_mtok, "
                 "pricing.api_cached_input_per_mtok and pricing.api_output_per_mtok",
    "rental_price": "no rental price known for this GPU: set hardware.price_per_gpu_hour",
    "purchase_price": "no purchase price known for this GPU: set hardware.purchase_price_per_gpu",
}


def self_host_line(s: Scenario, c) -> str:
    """Self-hosted cost per month, what it counts when owned, or which price is missing."""
    if c.self_host_usd_per_month is None:
        key = "purchase_price" if s.hardware.ownership == "own" else "rental_price"
        return f"price missing ({MISSING_HINT[key]})"
    line = (f"{_usd(c.self_host_usd_per_month)} per replica, {c.replicas} replica(s): "
            f"{_usd(c.self_host_total_usd_per_month)}")
    if s.hardware.ownership == "own":
        line += (f"; owned: purchase US$ {c.purchase_price_per_gpu_usd:,.0f} per GPU + "
                 f"{c.server_share:.0%} for the rest of the server over {s.hardware.amortization_years:g} years "
                 f"({c.purchase_source or 'set by the user'}), power {_usd(c.own_power_usd_per_month)} "
                 f"at {c.power_per_gpu_w:,.0f} W per GPU")
    return line


def api_line(s: Scenario, c) -> str:
    if c.api_usd_per_month is None:
        return f"price missing ({MISSING_HINT['api_price']})"
    return (f"{_usd(c.api_usd_per_month)} (US$ {c.api_usd_per_mtok:,.2f} per million tokens; "
            f"{s.pricing.api_source or 'set by the user'})")


def catalog_rows(what: str) -> list[dict]:
    from k3desk.core.catalog import load_catalog
    from k3desk.core.params import count_params

    cat = load_catalog()
    if what == "models":
        out = []
        for a in cat.models.values():
            p = count_params(a)
            out.append({"id": a.id, "name": a.name, "total_params": p.total, "active_params": p.active,
                        "context": a.max_context, "formats": f"{a.expert_format}/{a.dense_format}",
                        "license": a.license, "released": a.release_date, "source": a.source,
                        "source_date": a.source_date})
        return out
    if what == "gpus":
        return [g.model_dump(mode="json") for g in cat.gpus.values()]
    if what == "formats":
        return [f.model_dump(mode="json") for f in cat.formats.values()]
    return ([p.model_dump(mode="json") | {"kind": "gpu_rental"} for p in cat.gpu_prices.values()]
            + [p.model_dump(mode="json") | {"kind": "api"} for p in cat.api_prices.values()])


_COLUMNS = {
    "models": [("id", 20), ("name", 26), ("total_params", 10), ("active_params", 9), ("context", 10),
               ("formats", 22), ("released", 11)],
    "gpus": [("id", 22), ("name", 36), ("memory_gb", 8), ("hbm_tbps", 6), ("bf16_tflops", 8), ("fp4_tflops", 8)],
    "formats": [("id", 14), ("name", 44), ("bits_per_weight", 8)],
    "prices": [("kind", 11), ("gpu", 14), ("model", 16), ("low", 7), ("typical", 8), ("high", 7),
               ("input", 6), ("cached_input", 6), ("output", 6)],
}


def _cell(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        if v >= 1e9:
            return f"{v / 1e9:,.1f}B"
        return f"{v:,}" if isinstance(v, int) else f"{v:,.4g}"
    return str(v)


def render_rows(what: str, rows: list[dict]) -> str:
    cols = _COLUMNS[what]
    head = "  ".join(f"{name.replace('_params', ''):<{w}}" for name, w in cols)
    units = {"models": "params in billions; context in tokens",
             "gpus": "memory GB (10^9 bytes), bandwidth TB/s, dense TFLOPS",
             "formats": "bits per weight including block scales",
             "prices": "GPU rental USD per GPU-hour; API USD per million tokens"}[what]
    lines = [head] + ["  ".join(f"{_cell(r.get(name)):<{w}.{w}}" for name, w in cols) for r in rows]
    return "\n".join(lines + [f"({units}; --json for sources and dates)"])
