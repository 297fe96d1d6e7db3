"""The scenario: everything one sizing needs, self-contained so a file computes the same next year.

A scenario embeds the full model architecture and GPU figures it used (not only preset ids).
Values are validated on construction: an invalid field raises ``pydantic.ValidationError`` naming it.
Units are in field names: ``_gb`` is 10^9 bytes, ``_tbps`` 10^12 bytes/s, ``_usd`` US dollars.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from k3desk.core.model.architecture import Architecture, Section

# Every number finite and every text bounded: a file can hold neither ``1e400`` nor a 9 MB GPU name.
MAX_TEXT = 2000
Strict = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=MAX_TEXT)
GB = 1e9


class GPU(Section):
    """One accelerator's catalog figures, each row sourced in the GPU catalog."""

    model_config = Strict
    id: str = Field(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9._-]+$")
    name: str = Field(min_length=1, max_length=120)
    vendor: str = Field(default="", max_length=80)
    memory_gb: float = Field(ge=0.1, le=100_000, description="device memory as the driver reports it, 10^9 bytes")
    memory_source: str = Field(default="", description="where the byte capacity comes from (nvidia-smi, "
                                                       "rocm-smi, or GiB x 2^30 marked derived)")
    hbm_tbps: float = Field(ge=0.001, le=1000, description="memory bandwidth, 10^12 bytes/s")
    bf16_tflops: float = Field(ge=0.001, le=1_000_000, description="dense BF16 TFLOPS")
    fp8_tflops: float | None = Field(default=None, ge=0.001, le=1_000_000)
    fp4_tflops: float | None = Field(default=None, ge=0.001, le=1_000_000)
    native_formats: tuple[str, ...] = Field(default=("bf16",), max_length=32)
    scale_up_gbps: float = Field(default=64.0, ge=0.001, le=1_000_000, description="per-GPU GPU-to-GPU bandwidth, GB/s")
    gpus_per_node: int = Field(default=8, ge=1, le=1024, description="GPUs in one server (a node), or one tray")
    nvlink_domain: int = Field(default=8, ge=1, le=1024)
    tdp_w: float = Field(default=700, ge=1, le=100_000)
    node_power_w: float | None = Field(default=None, ge=1, le=10_000_000,
                                       description="rated maximum power of one node of gpus_per_node GPUs, W")
    node_power_source: str = ""
    host_memory_gb: float = Field(default=0, ge=0, le=1_000_000, description="system RAM for expert offload")
    host_bandwidth_gbps: float = Field(default=0, ge=0, le=1_000_000, description="host RAM bandwidth, GB/s")
    purchase_price_usd: float | None = Field(default=None, gt=0, le=10_000_000, description="one GPU, US$")
    purchase_source: str = ""
    server_share: float = Field(default=0.0, ge=0, le=10, description="rest of the server (CPUs, NICs, chassis, "
                                                                     "switches) as a share of the GPU price")
    source: str = Field(min_length=1)
    source_date: str = Field(min_length=4, max_length=40)
    trust: str = Field(default="B", max_length=400)

    @field_validator("native_formats")
    @classmethod
    def _formats(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        bad = [f for f in v if not f or len(f) > 40 or not f.replace("-", "").replace("_", "").isalnum()]
        if bad:
            raise ValueError(f"format ids must be short names like 'fp8' or 'mxfp4', got {bad[0]!r}")
        return tuple(f.lower() for f in v)

    @property
    def memory_bytes(self) -> float:
        return self.memory_gb * GB

    @property
    def bandwidth_bytes_per_s(self) -> float:
        return self.hbm_tbps * 1e12

    @property
    def power_per_gpu_w(self) -> float:
        """Each GPU's share of its node's rated power (CPUs, NICs, fans included); TDP without one."""
        return self.node_power_w / self.gpus_per_node if self.node_power_w else self.tdp_w


class Hardware(Section):
    """What the model runs on and what it costs to have it."""

    model_config = Strict
    gpu: GPU
    gpu_count: int | None = Field(default=None, ge=1, le=4096, description="None = automatic (minimum deployable)")
    gpus_per_node: int = Field(default=8, ge=1, le=1024)
    multi_node: bool = True
    pipeline_parallel: bool = False
    ownership: Literal["rent", "own"] = "rent"
    price_per_gpu_hour: float | None = Field(ge=0, le=10_000, description="USD per GPU-hour when rented; None = unknown")
    price_source: str = ""
    purchase_price_per_gpu: float | None = Field(default=None, gt=0, le=10_000_000,
                                                 description="USD per GPU when owned; None = unknown")
    purchase_source: str = ""
    server_share: float = Field(default=0.0, ge=0, le=10,
                                description="rest of the server as a share of the GPU price, when owned")
    amortization_years: float = Field(default=4, ge=0.1, le=30)
    power_price_per_kwh: float = Field(default=0.15, ge=0, le=100, description="USD per kWh")
    pue: float = Field(default=1.3, ge=1, le=5, description="data-centre power usage effectiveness")
    hosting_per_gpu_month: float = Field(default=0, ge=0, le=1_000_000, description="USD colocation per GPU-month")
    download_gbps: float = Field(default=10, ge=0.001, le=100_000, description="link speed for the checkpoint, Gbit/s")
    import_duty_percent: float = Field(default=0, ge=0, le=300, description="import taxes on the purchase, %")
    resale_percent: float | None = Field(default=None, ge=0, le=100,
                                         description="price recovered at term end, %; None = remaining book value")
    offload_experts: bool = Field(default=False, description="keep routed experts in host RAM (single user)")
    spare_replicas: int = Field(default=0, ge=0, le=1000, description="replicas kept beyond the load, for failures "
                                                                       "and maintenance")
    #: what a replica's availability comes from (docs/domain.md §14): the sourced defaults are the catalog's
    #: ``operations.json`` rows (Llama 3's interruptions per GPU and per server, a day to restore), and a
    #: test holds the two equal
    gpu_failures_per_year: float = Field(default=0.1106, ge=0, le=100, description="failures a GPU takes down "
                                                                                   "its replica, a year")
    node_failures_per_year: float = Field(default=0.1749, ge=0, le=100, description="failures of a server's "
                                                                                    "other parts, a year")
    repair_hours: float = Field(default=24.0, gt=0, le=8760, description="hours until a failed replica serves "
                                                                         "again")
    maintenance_hours_per_month: float = Field(default=0.0, ge=0, le=720, description="planned hours a month each "
                                                                                      "replica is drained")
    #: the grid the self-hosted fleet draws from: ``auto`` = the buyer's country (``taxes.jurisdiction``) for
    #: an owned fleet or a rental in Brazil, the world average for a rental abroad
    grid: Literal["auto", "BR", "US", "world"] = "auto"

    @field_validator("purchase_price_per_gpu", mode="before")
    @classmethod
    def _no_free_gpus(cls, v):
        """Files written before prices could be unknown stored 0 for "no price": that is unknown, not free."""
        return None if v in (0, 0.0, "0", "") else v


class Workload(Section):
    """The traffic the deployment must carry."""

    model_config = Strict
    context_tokens: int = Field(default=65_536, ge=1, le=100_000_000)
    prompt_tokens: int = Field(default=8192, ge=1, le=100_000_000, description="typical input per request")
    concurrent_sequences: int = Field(default=32, ge=1, le=1_000_000)
    tokens_per_month: float = Field(default=10e9, ge=0, le=1e16, description="input + output tokens")
    input_share: float = Field(default=0.8, ge=0, le=1)
    cache_hit_rate: float = Field(default=0.0, ge=0, le=1)
    reasoning_multiplier: float = Field(default=1.0, ge=1, le=100, description="output tokens grow by this")
    utilization: float = Field(default=0.6, ge=0.001, le=1, description="share of the month a replica is busy")
    volume_growth_per_month: float = Field(default=0.0, ge=-0.5, le=0.5, description="0.05 = 5% more each month")
    #: a daily profile: ``peak_to_average`` times the average rate for ``peak_hours_per_day`` hours, the
    #: rest of the day at the level that keeps the monthly average; replicas are sized for the peak
    peak_to_average: float = Field(default=1.0, ge=1, le=24, description="the peak hour's rate over the average")
    peak_hours_per_day: float = Field(default=0.0, ge=0, lt=24, description="hours a day at the peak rate")
    #: work that can wait a day, sent through the provider's batch interface at ``pricing.api_batch_discount``
    batch_share: float = Field(default=0.0, ge=0, le=1, description="share of the volume sent as batch jobs")
    #: input tokens written to the provider's prompt cache (billed at ``pricing.api_cache_write_per_mtok``)
    cache_write_share: float = Field(default=0.0, ge=0, le=1, description="share of input tokens written to "
                                                                          "the prompt cache")
    #: the load at the peak (docs/domain.md, "Latency under load"): requests a second arriving at the whole fleet; None = the
    #: monthly volume's requests spread over the month, times the daily profile's peak
    peak_requests_per_second: float | None = Field(default=None, ge=0, le=10_000_000,
                                                   description="requests a second at the peak; None = from the "
                                                               "monthly volume and the daily profile")
    #: how much request lengths vary: the coefficient of variation (standard deviation over the mean) of
    #: the prompt and of the answer; 0 = every request the typical length (a benchmark's fixed lengths)
    prompt_tokens_spread: float = Field(default=0.0, ge=0, le=10, description="prompt length's standard "
                                                                             "deviation over its mean")
    output_tokens_spread: float = Field(default=0.0, ge=0, le=10, description="answer length's standard "
                                                                             "deviation over its mean")
    #: how arrivals bunch: the shape of the gamma-distributed gaps between requests (vLLM's ``--burstiness``):
    #: 1 = a Poisson process, below 1 burstier, above 1 more regular
    arrival_burstiness: float = Field(default=1.0, ge=0.01, le=100, description="gamma shape of the gaps "
                                                                               "between arrivals (1 = Poisson)")

    @model_validator(mode="after")
    def _context(self) -> Workload:
        if self.prompt_tokens > self.context_tokens:
            raise ValueError("prompt_tokens cannot exceed context_tokens")
        if self.peak_to_average * self.peak_hours_per_day > 24 + 1e-9:
            raise ValueError("peak_to_average × peak_hours_per_day cannot exceed 24: the peak alone would carry "
                             "more than the day's volume")
        if self.cache_hit_rate + self.cache_write_share > 1 + 1e-9:
            raise ValueError("cache_hit_rate + cache_write_share cannot exceed 1: an input token is read from the "
                             "cache, written to it or neither")
        return self


class Pricing(Section):
    """API prices (USD per million tokens), hours in a month and the display currency."""

    model_config = Strict
    api_input_per_mtok: float | None = Field(default=None, ge=0, le=10_000, description="None = no known price")
    api_cached_input_per_mtok: float | None = Field(default=None, ge=0, le=10_000)
    api_output_per_mtok: float | None = Field(default=None, ge=0, le=10_000)
    api_source: str = ""
    hours_per_month: float = Field(default=730, ge=1, le=744)
    currency: Literal["USD", "BRL"] = "USD"
    brl_per_usd: float = Field(default=5.40, ge=0.001, le=1000, description="user-set exchange rate")
    iof_percent: float = Field(default=3.5, ge=0, le=100, description="IOF on payments abroad, percent")
    fx_band_percent: float = Field(default=10.0, ge=0, le=50,
                                   description="how far the exchange rate may move over the term, ± percent (stated)")
    horizon_months: int = Field(default=36, ge=12, le=60, description="contract term the cumulative costs cover")
    api_price_change_per_year: float = Field(default=0.0, ge=-0.9, le=1.0, description="-0.3 = 30% cheaper a year")
    api_provider_location: Literal["abroad", "domestic"] = "abroad"
    rental_provider_location: Literal["abroad", "domestic"] = "abroad"
    payment_method: Literal["remittance", "card"] = "remittance"
    #: a committed rental (1 or 3 years) instead of paying by the hour on demand
    rental_commitment: Literal["on_demand", "1y", "3y"] = "on_demand"
    billing_hours_per_day: float = Field(default=24, gt=0, le=24, description="hours a day a rented GPU is "
                                                                             "billed (24 = around the clock)")
    #: the API as priced (docs/domain.md §6), from the model's catalog row where its provider publishes them
    api_batch_discount: float = Field(default=0.0, ge=0, lt=1, description="batch price off the list price, "
                                                                           "0.5 = half price")
    api_long_context_threshold_tokens: int | None = Field(default=None, ge=1, le=100_000_000,
                                                          description="prompts longer than this are billed at "
                                                                      "the long-context multipliers; None = no tier")
    api_long_context_input_multiplier: float = Field(default=1.0, ge=1, le=20)
    api_long_context_output_multiplier: float = Field(default=1.0, ge=1, le=20)
    api_cache_write_per_mtok: float | None = Field(default=None, ge=0, le=10_000,
                                                   description="USD per million tokens written to the prompt "
                                                               "cache; None = billed as input")
    api_sla_percent: float | None = Field(default=None, gt=0, le=100, description="the provider's monthly "
                                                                                  "uptime commitment; None = none "
                                                                                  "published")
    api_sla_source: str = ""

    @property
    def api_known(self) -> bool:
        """All three API prices are set: a model without a known price is never priced with another's."""
        return None not in (self.api_input_per_mtok, self.api_cached_input_per_mtok, self.api_output_per_mtok)


class TaxRates(Section):
    """Per-tax overrides of the dated rows (fractions: ``taxes.rates.irrf=0.15``), for a rate the buyer's
    accountant confirmed; None keeps the row's rate. ``iof`` replaces ``pricing.iof_percent`` and ``iss``
    ``taxes.municipality_iss_percent`` (their aliases); a row's dates still decide when it applies."""

    model_config = Strict
    irrf: float | None = Field(default=None, ge=0, lt=1)
    cide: float | None = Field(default=None, ge=0, lt=1)
    pis: float | None = Field(default=None, ge=0, lt=1)
    cofins: float | None = Field(default=None, ge=0, lt=1)
    cbs: float | None = Field(default=None, ge=0, lt=1)
    ibs: float | None = Field(default=None, ge=0, lt=1)
    iss: float | None = Field(default=None, ge=0, lt=1)
    iof: float | None = Field(default=None, ge=0, lt=1)
    #: imported servers (``money.taxes.HARDWARE_ROWS``): the NCM's II, the TIPI's IPI (kept from 2027 for a
    #: product made in the Manaus free zone), the state's ICMS
    ii: float | None = Field(default=None, ge=0, lt=1)
    ipi: float | None = Field(default=None, ge=0, lt=1)
    icms: float | None = Field(default=None, ge=0, lt=1)


class Taxes(Section):
    """The buyer's tax jurisdiction: which taxes its payments carry (never the display currency).

    ``BR``: a Brazilian buyer pays IOF (``pricing.iof_percent``) on payments abroad (the API, a rental
    from a foreign cloud); ``none``: no taxes are added."""

    model_config = Strict
    jurisdiction: Literal["BR", "none"] = "none"
    regime: Literal["lucro_real", "lucro_presumido", "simples"] = "lucro_presumido"
    service_is_input: bool = Field(default=False, description="the service is an input to what the company sells")
    municipality_iss_percent: float = Field(default=2.9, ge=2, le=5, description="ISS on imported services; São "
                                                                                "Paulo 2.9%")
    supplier_price_is_net: bool = Field(default=True, description="the foreign supplier's price is net of "
                                                                  "withholding (the payer grosses IRRF up)")
    service_kind: Literal["technical", "other"] = "technical"
    supplier_in_tax_haven: bool = False
    hardware_route: Literal["direct_import", "import_with_benefit", "domestic_distributor"] = "direct_import"
    rates: TaxRates = Field(default_factory=TaxRates)


class Finance(Section):
    """Cost of capital and the running costs the catalog cannot know (each 0 until entered)."""

    model_config = Strict
    discount_rate_per_year: float = Field(default=0.0, ge=0, le=1, description="effective annual, 0.15 = 15%")
    local_currency: Literal["USD", "BRL"] = "USD"
    maintenance_percent_per_year: float = Field(default=0.0, ge=0, le=100, description="of the purchase, a year")
    staff_fte: float = Field(default=0.0, ge=0, le=10_000)
    staff_cost_per_fte_year: float = Field(default=0.0, ge=0, le=100_000_000, description="loaded, local currency")
    implementation_cost: float = Field(default=0.0, ge=0, le=1e10, description="one-off at signing, local currency")
    start_month: str | None = Field(default=None, description="YYYY-MM, the term's first month; None = not "
                                                              "stored: the month the file is created")
    income_tax_shield: bool = Field(default=False, description="income tax saved on deductible costs is counted")
    #: 8-hour shifts a day the servers run: the income-tax depreciation of computers, 20% a year, is
    #: accelerated 1.5× for two and 2× for three (RIR/2018 art. 323; lucro real only)
    shifts_per_day: int = Field(default=1, ge=1, le=3, description="8-hour shifts a day the servers run (1, 2 "
                                                                   "or 3): accelerates tax depreciation")

    @field_validator("start_month", mode="before")
    @classmethod
    def _month(cls, v):
        if v is None or (isinstance(v, str) and v.strip().lower() in ("", "null", "none")):
            return None
        text = v.strip() if isinstance(v, str) else v
        if not isinstance(text, str) or not re.fullmatch(r"(\d{4})-(\d{2})", text) \
                or not 1 <= int(text[5:]) <= 12 or not 2000 <= int(text[:4]) <= 2100:
            raise ValueError(f"expected a month as YYYY-MM between 2000-01 and 2100-12 (e.g. 2027-01), got {v!r}")
        return text


class Constraints(Section):
    """What rules a route out before its cost does."""

    model_config = Strict
    data_in_brazil: bool = Field(default=False, description="the data may not be processed outside Brazil")
    #: the share of the time the self-hosted fleet must carry its peak load: the decision buys the spares for it
    availability_percent: float | None = Field(default=None, ge=50, lt=100, description="required availability, "
                                                                                        "percent; None = none")
    #: the facility's power budget at the meter (cooling included: the fleet's kW × PUE), and each rack's
    facility_kw: float | None = Field(default=None, gt=0, le=10_000_000, description="kW the owned fleet may "
                                                                                      "draw; None = no limit")
    rack_kw: float | None = Field(default=None, gt=0, le=10_000, description="kW of servers one rack may hold; "
                                                                             "None = not stated")
    #: latency targets at the peak (docs/domain.md, "Latency under load"): the time to first token and the time per output
    #: token that ``latency_percentile`` of the requests stay within; each self-hosted fleet is sized to
    #: meet them. None = no target. (The names keep "p99"; the percentile is ``latency_percentile``.)
    ttft_p99_s: float | None = Field(default=None, gt=0, le=100_000, description="first-token time target at the "
                                                                                "percentile, seconds")
    tpot_p99_s: float | None = Field(default=None, gt=0, le=1_000, description="time per output token target at "
                                                                             "the percentile, seconds")
    latency_percentile: Literal["p90", "p95", "p99"] = "p99"


class Serving(Section):
    """Engine settings and calibration knobs (documented defaults, see ``calibration.py``)."""

    model_config = Strict
    engine: Literal["vllm", "sglang", "trtllm"] = "vllm"
    attention_parallel: Literal["tp", "dp"] = "tp"
    gpu_memory_utilization: float = Field(default=0.9, gt=0.1, le=1.0)
    overhead_per_gpu_gb: float = Field(default=3.75, ge=0, le=1000)
    prefill_chunk_tokens: int = Field(default=8192, ge=1, le=1_000_000)
    speculative_factor: float = Field(default=1.0, ge=1.0, le=20.0)
    #: the layout at scale (docs/domain.md §11): ``replica`` = one tensor/pipeline or data-parallel group,
    #: replicated; ``disaggregated`` = prefill and decode on separate GPU pools; ``wide-ep`` = one
    #: data-parallel-attention + expert-parallel pool over several nodes. A fleet is N such units.
    mode: Literal["replica", "disaggregated", "wide-ep"] = "replica"
    prefill_gpus: int | None = Field(default=None, ge=1, le=2048, description="prefill GPUs per unit")
    decode_gpus: int | None = Field(default=None, ge=1, le=2048, description="decode GPUs per unit (wide-ep: "
                                                                            "the whole pool)")
    units: int | None = Field(default=None, ge=1, le=100_000, description="None = sized to the volume")
    decode_batch_per_gpu: int | None = Field(default=None, ge=1, le=8192,
                                             description="sequences per decode GPU; None = concurrency / GPUs")

    @model_validator(mode="after")
    def _layout(self) -> Serving:
        pools = {"prefill_gpus": self.prefill_gpus, "decode_gpus": self.decode_gpus, "units": self.units,
                 "decode_batch_per_gpu": self.decode_batch_per_gpu}
        if self.mode == "replica":
            given = [k for k, v in pools.items() if v is not None]
            if given:
                raise ValueError(f"{given[0]} applies only to mode=disaggregated or mode=wide-ep "
                                 f"(set serving.mode first)")
        elif self.mode == "disaggregated":
            if self.prefill_gpus is None or self.decode_gpus is None:
                raise ValueError("mode=disaggregated needs prefill_gpus and decode_gpus (GPUs of each pool "
                                 "in one unit)")
        elif self.prefill_gpus is not None:
            raise ValueError("prefill_gpus: mode=wide-ep has no prefill pool (every GPU prefills and "
                             "decodes); use mode=disaggregated for separate pools")
        elif self.decode_gpus is None or self.decode_gpus < 2:
            raise ValueError("mode=wide-ep needs decode_gpus of at least 2 (the GPUs the experts spread over)")
        return self


class ProfileStamp(Section):
    """The organisation profile a scenario was computed with (``core.profile.Profile.stamp``)."""

    model_config = Strict
    name: str = Field(min_length=1, max_length=200)
    version: str = Field(min_length=1, max_length=80)
    hash: str = Field(pattern=r"^[0-9a-f]{16}$", description="the profile's content hash")


#: The longest settable path a scenario records as set by the user.
MAX_PATH = 120


class Scenario(Section):
    """One sizing question: model, hardware, workload, prices and serving settings.

    ``user_set`` lists the ``--set`` paths the user set (in the window or on the command line): only
    those beat an organisation profile, every other value is re-taken from the profile and the
    catalog; ``profile`` is the profile it was computed with (None: none)."""

    model_config = Strict
    name: str = Field(default="Untitled", min_length=1, max_length=200)
    notes: str = Field(default="", max_length=20_000)
    model: Architecture
    hardware: Hardware
    workload: Workload = Workload()
    pricing: Pricing
    serving: Serving = Serving()
    taxes: Taxes = Taxes()
    finance: Finance = Finance()
    constraints: Constraints = Constraints()
    user_set: tuple[str, ...] = Field(default=(), max_length=500)
    profile: ProfileStamp | None = None

    @field_validator("user_set")
    @classmethod
    def _paths(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        for path in v:
            if not re.fullmatch(r"[a-z_][a-z0-9_]*(\.[a-z0-9_]+)*", path) or len(path) > MAX_PATH:
                raise ValueError(f"expected dotted field paths such as 'pricing.brl_per_usd', got {path[:60]!r}")
        return tuple(sorted(set(v)))

    @model_validator(mode="after")
    def _production(self) -> Scenario:
        sv = self.serving
        if sv.mode == "replica":
            return self
        if self.hardware.gpu_count is not None:
            raise ValueError(f"hardware.gpu_count is derived under serving.mode={sv.mode} (units x (prefill + "
                             "decode GPUs)); set it to auto and size the pools with serving.prefill_gpus and "
                             "serving.decode_gpus")
        if sv.mode == "wide-ep" and self.model.moe is None:
            raise ValueError("serving.mode=wide-ep spreads routed experts: this model has none (a dense model "
                             "uses mode=disaggregated or a replica)")
        if (sv.prefill_gpus or 0) + (sv.decode_gpus or 0) > 4096:
            raise ValueError("serving.prefill_gpus + serving.decode_gpus: at most 4,096 GPUs in one unit")
        return self
