"""The immutable result of ``compute(scenario)``: every figure the screen, the report and the
command line show, plus the chart curves and an explanation (formula and inputs) per figure.

Units: bytes, seconds, tokens, USD. ``None`` where a figure does not apply. Display formatting
and translation happen in the UI and report layers, never here.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Explanation:
    """How one figure was derived: a formula in symbols, its inputs, and sources where catalog-based."""

    formula: str
    inputs: dict[str, float | str] = field(default_factory=dict)
    source: str = ""


@dataclass(frozen=True)
class Params:
    total: float
    active: float
    routed: float
    non_routed: float
    by_component: dict[str, float]
    #: what ``active`` leaves out, under the model owner's definition (Architecture.active_excludes)
    active_excludes: str = "none"


@dataclass(frozen=True)
class Memory:
    weights_bytes: float
    weights_naive_bytes: float  # total params x nominal bits, no scales, all parts in the expert format
    kv_cache_bytes: float  # one logical copy for all concurrent sequences
    kv_bytes_per_token: float
    state_bytes: float
    state_bytes_per_sequence: float
    activations_bytes: float
    overhead_bytes: float
    total_bytes: float
    weights_by_component: dict[str, float]
    #: ``kv_bytes_per_token`` split: layers that keep the whole context, and sliding / chunked layers
    #: that keep at most ``kv_window_tokens`` tokens (``kv_window_kind`` "sliding" or "chunked")
    kv_full_bytes_per_token: float = 0.0
    kv_windowed_bytes_per_token: float = 0.0
    kv_window_tokens: int = 0
    kv_window_kind: str = "sliding"
    #: tokens a sequence in flight holds on average (prompt + half the answer): what the cache is sized for
    kv_tokens_in_flight: int = 0


@dataclass(frozen=True)
class GpuFill:
    """What one GPU holds, in bytes; ``free`` may be negative (the overflow, drawn in red)."""

    weights: float
    kv_cache: float
    state: float
    activations: float
    overhead: float
    free: float
    capacity: float  # usable bytes: memory x gpu_memory_utilization
    physical: float  # the GPU's memory


@dataclass(frozen=True)
class Fit:
    gpu_count: int
    raw_min_gpus: int
    min_deployable_gpus: int | None  # None: no deployable count under the rules
    rule: str  # stable id of the rule that decided the deployable count
    fits: bool
    deployable: bool  # gpu_count itself follows the engine rules
    why_not: str  # stable id: "" | "memory" | "multi_node" | "rules"
    tensor_parallel: int
    pipeline_parallel: int
    nodes: int
    per_gpu_used_bytes: float
    per_gpu_capacity_bytes: float
    max_concurrent_sequences: int
    fill: GpuFill
    #: the scenario's sequences beyond what the memory holds: they wait for a place in the batch (the
    #: batch decodes ``max_concurrent_sequences``); 0 when all fit
    queued_sequences: int = 0

    @property
    def usable(self) -> bool:
        """Fits in memory on a deployable count: the one definition every presenter uses. Only a
        usable configuration gets a cost, a break-even and a speed (docs/domain.md §4, honesty rule)."""
        return self.fits and self.deployable

    @property
    def suggestion(self) -> int | None:
        """The GPU count that would fit instead (the minimum deployable one); None when usable, when
        no deployable count exists under the rules, or for a production unit (its count is the
        pools', set by the buyer: a unit that does not fit needs other pools, not another count)."""
        return None if self.usable or self.rule == "production" else self.min_deployable_gpus


@dataclass(frozen=True)
class Band:
    value: float
    low: float
    high: float


@dataclass(frozen=True)
class Evidence:
    """A measured row near the scenario, and the model's estimate for that exact measured setup."""

    id: str
    model: str  # catalog model id
    gpu: str  # catalog GPU id
    gpus: int
    engine: str
    concurrency: int
    metric: str  # "decode" (tok/s per user) | "e2e" (request tok/s incl. first token) | "ttft" (s)
    measured: float
    estimate: float
    error: float  # estimate / measured - 1
    trust: str  # A | B | C
    source: str
    date: str
    conditions: str
    distance: float  # 0 = the same model, GPU, engine and concurrency
    yours: bool = False  # the user's own imported measurement (core.anchor), shown before the published rows
    fitted: bool = True  # False: shown, but kept out of the calibration (corpus.Row.not_fitted says why)
    run: object = None  # for the user's row: the core.anchor.Measurement behind it (its TPOT, TTFT, lengths)


@dataclass(frozen=True)
class Throughput:
    decode_per_sequence: Band  # tokens/s for one sequence at the scenario's concurrency
    decode_total: Band  # tokens/s over all concurrent sequences
    ttft_s: Band
    step_s: float
    bound: str  # "memory" | "compute" | "offload"
    anchor: str  # id of the nearest measured row (corpus.py), not always a Kimi K3 point
    anchor_value: float  # what that row measured
    anchor_estimate: float  # the model's own estimate for that exact measured setup
    native_fp4: bool
    dequantizes: bool  # the GPU stores the expert format but computes by dequantizing (Hopper + FP4)
    offload: bool
    regime: str = ""  # batch1 / batched / offload, native / dequantized (the band: calibration.band_width)
    band: float = 0.0  # the band's half-width, natural-log units (calibration.band_width)
    measurement: object = None  # the nearest measured row behind ``anchor`` (a core.result.Evidence)
    #: the user's measurement the estimate is re-anchored to (a core.anchor.Anchor); None: the model's own
    own_anchor: object = None


@dataclass(frozen=True)
class Cost:
    """Monthly costs. ``None`` where an input price is unknown; ``missing`` names which."""

    self_host_usd_per_month: float | None  # one replica
    self_host_total_usd_per_month: float | None  # all replicas the workload needs
    rent_usd_per_month: float | None
    own_usd_per_month: float | None
    own_capex_usd_per_month: float | None
    own_power_usd_per_month: float
    api_usd_per_month: float | None
    api_usd_per_mtok: float | None  # blended
    self_host_usd_per_mtok: float | None  # at the workload's volume; None at zero tokens
    break_even_tokens_per_month: float | None
    replicas: int
    replica_tokens_per_month: float
    #: False when one replica cannot even carry the break-even volume: at this concurrency every
    #: self-hosted token costs more than the API's, whatever the volume.
    break_even_reachable: bool
    currency_factor: float  # multiply a USD payment abroad (API, foreign rental) by this: rate x (1 + IOF)
    #: multiply the self-hosted amounts by this: the foreign factor when rented, no IOF when owned
    self_host_currency_factor: float = 1.0
    domestic_currency_factor: float = 1.0  # power, colocation, owned hardware: rate only, no IOF
    fx_band: float = 0.0  # the exchange rate's stated swing (fraction) when amounts are shown converted, else 0
    purchase_price_per_gpu_usd: float | None = None  # the purchase price the owned cost used
    purchase_source: str = ""
    server_share: float = 0.0  # rest of the server as a share of the GPU price
    power_per_gpu_w: float = 0.0  # each GPU's share of its node's rated power
    missing: tuple[str, ...] = ()  # "api_price" | "rental_price" | "purchase_price"
    api_source: str = ""  # provider or relay, page and date of the model's API price


@dataclass(frozen=True)
class Storage:
    checkpoint_bytes: float
    download_seconds: float
    nvme_bytes: float
    #: download time over other links a buyer may have (Gbit/s -> seconds), for the report's storage table
    download_seconds_by_gbps: dict[float, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Curves:
    """Chart series, computed with the result so the screen and the report draw the same data."""

    tokens_per_month: tuple[float, ...]
    api_cost: tuple[float, ...]
    self_host_cost: tuple[float, ...]  # steps as replicas are added
    batch: tuple[int, ...]
    experts_touched: tuple[float, ...]  # per MoE layer
    decode_per_sequence: tuple[float, ...]
    decode_total: tuple[float, ...]


@dataclass(frozen=True)
class Term:
    """Cumulative cost over the contract term, USD, month 0 (signing) to ``horizon`` (see ``tco.py``).

    A curve is None when its price is unknown (no purchase price, rental price or API price): an
    option is never costed as free.
    Payback months: from then on owning has cost no more in total, to the end of the term; None: not within it.
    """

    months: tuple[int, ...]
    rent: tuple[float, ...] | None
    own: tuple[float, ...] | None
    api: tuple[float, ...] | None
    payback_own_vs_api: int | None
    payback_own_vs_rent: int | None
    payback: int | None  # owning cheaper than both the API and renting
    purchase_usd: float | None  # paid at month 0, import duties included
    resale_usd: float | None  # recovered at the last month
    replicas_end: int  # replicas the volume needs in the last month


@dataclass(frozen=True)
class Pool:
    """What one GPU of a role holds and does."""

    role: str  # "prefill" | "decode" | "both" (wide-ep)
    gpus: int  # in one unit
    weights: float  # bytes per GPU
    kv_cache: float
    state: float
    activations: float
    overhead: float
    capacity: float
    fits: bool

    @property
    def used(self) -> float:
        return self.weights + self.kv_cache + self.state + self.activations + self.overhead


@dataclass(frozen=True)
class Production:
    """A production unit's layout and speeds (``core/speed/production.py``; ``Result.production`` is None for a replica)."""

    mode: str  # "disaggregated" | "wide-ep"
    prefill_gpus: int  # 0 for wide-ep
    decode_gpus: int
    batch_per_gpu: int  # decode sequences per decode GPU
    units: int | None  # the scenario's fixed unit count, None = sized to the volume
    pools: tuple[Pool, ...]
    step_s: float
    bound: str  # "memory" | "compute" | "all_to_all"
    decode_per_sequence: float  # tokens/s for one user (speculative factor included)
    decode_output_per_decode_gpu: float  # tokens/s
    prefill_input_per_prefill_gpu: float | None  # tokens/s (None for wide-ep)
    prefill_bound: str
    input_per_s: float  # what one unit carries at the workload's mix, prompt tokens/s
    output_per_s: float  # generated tokens/s
    ttft_s: float
    kv_transfer_s: float  # one prompt's KV cache handed to the decode pool
    link: str  # "nvlink" | "rdma": how the pools and the experts talk
    domains: int  # scale-up domains (NVL72 racks or 8-GPU nodes) one unit spans
    prefill_share_needed: float | None  # P / (P + D) the workload's input/output mix needs
    extrapolated: bool  # the decode pool is larger than any measured one

    @property
    def gpus(self) -> int:
        return self.prefill_gpus + self.decode_gpus


@dataclass(frozen=True)
class Result:
    params: Params
    memory: Memory
    fit: Fit
    throughput: Throughput
    cost: Cost
    storage: Storage
    curves: Curves
    explain: dict[str, Explanation]
    term: Term | None = None  # None where the configuration has no cost (does not fit / not deployable)
    evidence: tuple[Evidence, ...] = ()  # nearest measured rows, nearest first, with the model's estimates
    production: Production | None = None  # a production layout's unit, None for a replica
    input_fraction: float = 0.0  # input share of the visible tokens (the per-GPU rates), set by compute()
    output_fraction: float = 0.0  # generated share of the visible tokens
    busy_seconds: float = 1.0  # seconds a month a replica is busy (hours x 3600 x utilization)
    #: what one replica (unit) does with requests, for the latency under load (``core.speed.service``);
    #: None where the configuration does not run or serves one user (experts offloaded)
    service: Any = None

    def to_json(self) -> dict:
        """The stable ``--json`` keys of the command-line contract (bytes, seconds, USD)."""
        t, c, f, m = self.throughput, self.cost, self.fit, self.memory
        ok = f.usable  # honesty rule: no cost, break-even or speed for what does not run

        def shown(v):
            return v if ok else None
        return {
            "params": {"total": self.params.total, "active": self.params.active,
                       "active_excludes": self.params.active_excludes},
            "memory": {
                "weights_bytes": m.weights_bytes, "kv_cache_bytes": m.kv_cache_bytes,
                "kv_bytes_per_token_full": m.kv_full_bytes_per_token,
                "kv_bytes_per_token_windowed": m.kv_windowed_bytes_per_token, "kv_window_tokens": m.kv_window_tokens,
                "kv_tokens_in_flight": m.kv_tokens_in_flight,
                "state_bytes": m.state_bytes, "activations_bytes": m.activations_bytes,
                "overhead_bytes": m.overhead_bytes, "total_bytes": m.total_bytes,
            },
            "fit": {
                "gpu_count": f.gpu_count, "raw_min_gpus": f.raw_min_gpus,
                "min_deployable_gpus": f.min_deployable_gpus, "rule": f.rule, "fits": f.fits,
                "deployable": f.deployable, "suggestion": f.suggestion,
                "per_gpu_used_bytes": f.per_gpu_used_bytes, "per_gpu_capacity_bytes": f.per_gpu_capacity_bytes,
                "max_concurrent_sequences": f.max_concurrent_sequences,
                "queued_sequences": f.queued_sequences,
            },
            "throughput": {
                "decode_tokens_per_s_per_sequence": shown(t.decode_per_sequence.value),
                "decode_tokens_per_s_total": shown(t.decode_total.value),
                "ttft_s": shown(t.ttft_s.value),
                "decode_band_tokens_per_s_per_sequence": (
                    None if shown(t.decode_per_sequence.value) is None
                    else [t.decode_per_sequence.low, t.decode_per_sequence.high]),
                "regime": t.regime,
                "anchor": None if t.own_anchor is None else t.own_anchor.measurement.id,  # type: ignore[attr-defined]
                **self._per_gpu_json(ok),
                "evidence": [{"yours": e.yours, "id": e.id, "model": e.model, "gpu": e.gpu, "gpus": e.gpus,
                              "engine": e.engine,
                              "concurrency": e.concurrency, "metric": e.metric, "measured": e.measured,
                              "estimate": e.estimate, "trust": e.trust, "source": e.source, "date": e.date,
                              "conditions": e.conditions} for e in self.evidence],
            },
            "cost": {
                "self_host_usd_per_month": shown(c.self_host_usd_per_month),
                "self_host_fleet_usd_per_month": shown(c.self_host_total_usd_per_month),
                "api_usd_per_month": c.api_usd_per_month,
                "break_even_tokens_per_month": shown(c.break_even_tokens_per_month),
                "break_even_reachable": c.break_even_reachable if ok else None,
                "replicas": shown(c.replicas),
                "api_usd_per_mtok": c.api_usd_per_mtok,
                "purchase_price_per_gpu_usd": c.purchase_price_per_gpu_usd,
                "purchase_price_source": c.purchase_source,
                "server_share": c.server_share,
                "power_per_gpu_w": c.power_per_gpu_w,
                "missing": list(c.missing),
                "api_price_source": c.api_source,
            },
            "storage": {"checkpoint_bytes": self.storage.checkpoint_bytes,
                        "download_seconds": self.storage.download_seconds},
            "tco": self._term_json(),
        }

    def _per_gpu_json(self, ok: bool) -> dict:
        """Input and output tokens/s per GPU over all the layout's GPUs at the scenario's concurrency (what
        one replica or unit carries at the workload's mix), and per role for a disaggregated unit."""
        u = self.production
        if not ok:
            return {"input_tokens_per_s_per_gpu": None, "output_tokens_per_s_per_gpu": None,
                    "prefill_input_tokens_per_s_per_prefill_gpu": None,
                    "decode_output_tokens_per_s_per_decode_gpu": None, "production": None}
        if u is None:
            return {"input_tokens_per_s_per_gpu": self.per_gpu_rates[0],
                    "output_tokens_per_s_per_gpu": self.per_gpu_rates[1],
                    "prefill_input_tokens_per_s_per_prefill_gpu": None,
                    "decode_output_tokens_per_s_per_decode_gpu": None, "production": None}
        n = u.prefill_gpus + u.decode_gpus
        return {"input_tokens_per_s_per_gpu": u.input_per_s / n, "output_tokens_per_s_per_gpu": u.output_per_s / n,
                "prefill_input_tokens_per_s_per_prefill_gpu": u.prefill_input_per_prefill_gpu,
                "decode_output_tokens_per_s_per_decode_gpu": u.decode_output_per_decode_gpu,
                "production": {"mode": u.mode, "prefill_gpus": u.prefill_gpus, "decode_gpus": u.decode_gpus,
                               "decode_batch_per_gpu": u.batch_per_gpu, "units": self.cost.replicas,
                               "gpus": n * self.cost.replicas, "time_per_output_token_s": u.step_s,
                               "ttft_s": u.ttft_s, "kv_transfer_s": u.kv_transfer_s, "link": u.link,
                               "domains_per_unit": u.domains, "bound": u.bound, "prefill_bound": u.prefill_bound or None,
                               "prefill_share_needed": u.prefill_share_needed, "extrapolated": u.extrapolated}}

    @property
    def per_gpu_rates(self) -> tuple[float, float]:
        """(input, output) tokens/s per GPU of one replica, from what it carries in a busy second."""
        c, f = self.cost, self.fit
        share = c.replica_tokens_per_month
        return (share * self.input_fraction / self.busy_seconds / f.gpu_count,
                share * self.output_fraction / self.busy_seconds / f.gpu_count)

    def _term_json(self) -> dict | None:
        """``tco.*`` keys: months 0..N and cumulative USD per option (null where not costed)."""
        t = self.term
        if t is None:
            return None
        return {"months": list(t.months),
                "cumulative_usd": {k: None if v is None else list(v)
                                   for k, v in (("rent", t.rent), ("own", t.own), ("api", t.api))},
                "payback_month_own_vs_api": t.payback_own_vs_api,
                "payback_month_own_vs_rent": t.payback_own_vs_rent,
                "payback_month": t.payback}

    def as_dict(self) -> dict:
        return asdict(self)
