"""Calibration of the throughput model: constants fitted once on the whole measurement corpus.

These constants are calibration, not truth (docs/domain.md §5). ``benchmarks/calibrate.py`` fits them
on every usable row of ``reference/measurements.json`` (restated in ``corpus.py``: Kimi K3, K2.5 and
K2.6, DeepSeek-V3/R1/V3.1/V3.2, Qwen3, GLM-4.6/4.7, MiniMax-M2/M2.5/M2.7, gpt-oss-120b, Llama-3.1-405B,
Llama-4-Maverick; H20 to GB300, MI300X, MI325X, MI350X and MI355X; vLLM, SGLang, TensorRT-LLM,
llama.cpp; one user to 256), weighting rows by
trust, and prints each row's leave-one-out error and the errors by slice. The values below are that
run's output, written by ``calibrate.py --write``; the uncertainty bands are the leave-one-out
residuals per slice, not set by hand.

The speed model is physics (bytes over bandwidth, FLOPs over peak, collectives, fixed engine costs)
times a kernel efficiency factored by cause (``EFF``): GPU architecture x format family, the
architecture, the format family, the software stack (ROCm against CUDA) and the engine, added in log
space, each with a prior (``PRIOR_SD``) and shrunk toward its parent by a ridge fit. A term no row
informs stays 0 (its parent's value) and widens the band (``band_width``). A measured row of an engine
release no estimate runs adds that release's term (``release:``, ``corpus.RELEASES``). An engine path
(``path:``, ``PATHS`` and ``corpus.RELEASE_PATHS``) is a term of the same fit that divides only the
quantised weights' bytes and FLOPs (``path_efficiency``; the routed experts of a MoE model), not the
step. The prior widths were chosen by the leave-one-out error of the whole fit, not by any one row
(the paths': 1.0 against 0.7, speed median 17.3% against 18.5%, 7 rows beyond 1.5x against 9).

Speculative decoding (DSpark, 7 draft tokens) measured 331 / 370 tok/s against 111 / 118 on K3:
factors 2.98 and 3.14; the scenario's ``serving.speculative_factor`` applies such a factor.
"""

from __future__ import annotations

import math

# ---- fitted by benchmarks/calibrate.py (trust-weighted robust least squares on log error) ----------
#: Share of peak HBM bandwidth a decode step achieves.
ETA_MEMORY = 0.8252
#: Share of peak dense FLOPS decode GEMMs achieve (small M, grouped experts).
ETA_COMPUTE = 0.25
#: Share of peak FLOPS prefill achieves (large GEMMs).
ETA_PREFILL = 0.4177
#: The one engine release with fixed costs of its own (``corpus.RELEASES``); only its measured rows
#: read them, no estimate does.
FIXED_COST_RELEASE = "sglang-0.4"
#: That release's fixed cost per decode step (scheduler, sampling, launch gaps), seconds.
RELEASE_STEP_S = 0.005278
#: Its GPTQ-Int4 MoE slow path: a fixed time per MoE layer per step, seconds (current releases run
#: INT4 as an efficiency, ``EFF``).
RELEASE_LAYER_S = 0.0005572
#: Expert offload: share of host RAM bandwidth the CPU expert kernels achieve.
ETA_HOST = 0.3409
#: Collective latency within one NVLink domain: base + per doubling of the group (seconds).
LATENCY_BASE_S = 2.71e-05
LATENCY_PER_DOUBLING_S = 3.272e-06
#: Fixed per-step cost by engine (scheduler, sampling, launch gaps), seconds.
FIXED_STEP_S = {"vllm": 0.00161, "sglang": 0.001378, "trtllm": 0.008235, "llama.cpp": 0.00161}
#: Fixed cost of a request's first token by engine (tokenization, scheduling, graph launch), seconds.
TTFT_FIXED_S = {"vllm": 0.08052, "sglang": 0.06771, "trtllm": 0.5657, "llama.cpp": 0.08052}
#: Share of the other requests in flight that arrive together with a new one and are prefilled
#: before it (benchmark clients start together; equal answer lengths keep them in step).
ARRIVAL_BURST = 0.004819

#: Kernel efficiency terms, natural-log units, added: GPU architecture x format family ("cell:"),
#: format family ("format:", the cell's parent), software stack ("stack:", CUDA or ROCm) and engine
#: ("engine:"), an old release ("release:"), and the engine paths ("path:", which divide the quantised
#: weights' share only). Fitted by ridge regression with each term shrunk toward its parent (a cell toward
#: its format family, the others toward 0); a term no row informs is 0 and widens the band. One line:
#: calibrate.py --write rewrites it.
EFF = {"arch:blackwell": 0.01015, "arch:blackwell-ultra": 0.06757, "arch:cdna3": 0.004756, "arch:cdna4": -0.1008, "arch:hopper": 0.0165, "cell:blackwell-ultra/fp4": 0.06757, "cell:blackwell/bf16": -0.1034, "cell:blackwell/fp4": -0.02309, "cell:blackwell/fp8": -0.0009002, "cell:blackwell/int4": 0.1375, "cell:cdna3/bf16": 0.1713, "cell:cdna3/fp4": -0.121, "cell:cdna3/fp8": -0.0455, "cell:cdna4/fp4": 0.08419, "cell:cdna4/fp8": 0.07392, "cell:cdna4/int4": -0.2589, "cell:hopper/bf16": 0.0318, "cell:hopper/fp8": -0.06893, "cell:hopper/int4": 0.05363, "engine:sglang": -0.1091, "engine:trtllm": 0.05715, "engine:vllm": 0.05017, "format:fp4": 0.04178, "format:fp8": -0.2254, "format:int4": -0.3686, "path:rocm/int4": -1.776, "path:sglang-0.5.8": -1.241, "release:sglang-0.4": 0.1783, "release:sglang-0.5.7-rocm": -0.3015, "stack:rocm": -0.5227}
#: Rows of the corpus that inform each term (0: the term falls back to its parent).
TERM_ROWS = {"arch:blackwell": 23, "arch:blackwell-ultra": 5, "arch:cdna3": 17, "arch:cdna4": 4, "arch:hopper": 20, "cell:blackwell-ultra/fp4": 5, "cell:blackwell/bf16": 3, "cell:blackwell/fp4": 6, "cell:blackwell/fp8": 7, "cell:blackwell/int4": 7, "cell:cdna3/bf16": 3, "cell:cdna3/fp4": 1, "cell:cdna3/fp8": 13, "cell:cdna4/fp4": 1, "cell:cdna4/fp8": 1, "cell:cdna4/int4": 2, "cell:hopper/bf16": 3, "cell:hopper/fp8": 12, "cell:hopper/int4": 5, "engine:sglang": 40, "engine:trtllm": 7, "engine:vllm": 22, "format:fp4": 13, "format:fp8": 33, "format:int4": 14, "path:rocm/int4": 2, "path:sglang-0.5.8": 3, "release:sglang-0.4": 8, "release:sglang-0.5.7-rocm": 7, "stack:rocm": 21}
#: Prior standard deviation of each level of terms (log units): the shrinkage, and the widening of
#: the band where no row informs a term.
PRIOR_SD = {"cell": 0.3, "arch": 0.3, "format": 0.7, "stack": 0.7, "engine": 0.3, "release": 0.3, "path": 1.0}

#: The efficiency terms the production layouts' cluster rows read (``corpus_cluster``): their constants
#: (``production.M_HALF``, ``ETA_A2A``, ``PREFILL_SCALE``) are fitted on those rows, so they already carry
#: these kernels at scale; a production layout reads only the other terms of its setup (ROCm, AMD
#: architectures, INT4, ...), which the single-node rows measured and no cluster row did. A test checks
#: this set against the rows.
CLUSTER_TERMS = frozenset({"arch:blackwell", "arch:hopper", "cell:blackwell/fp4", "cell:blackwell/fp8",
                           "cell:hopper/fp8", "engine:sglang", "engine:trtllm", "engine:vllm", "format:fp4",
                           "format:fp8", "stack:cuda"})


def production_efficiency(keys: tuple[str, ...]) -> float:
    """The kernel efficiency a production layout reads: its terms no cluster row informs."""
    return efficiency(tuple(k for k in keys if k not in CLUSTER_TERMS))


# ---- engineering assumptions, not fitted ---------------------------------------------------------
#: Engines whose data-parallel attention runs the ranks in lockstep at the experts, so that a prompt
#: being read on one rank holds the step of all (SGLang: the IDLE forward mode of PR #1970, the batch
#: padding and the globally synchronized "extend in batch" of PR #20853).
DP_LOCKSTEP_ENGINES = frozenset({"sglang"})
#: Crossing nodes (scale-out RDMA) multiplies latency and uses this per-GPU bandwidth.
CROSS_NODE_LATENCY_FACTOR = 3.0
SCALE_OUT_BYTES_PER_S = 50e9  # 400 Gb/s NIC per GPU
#: Prefill chunk the engines use by default (tokens); each chunk reads the resident weights once.
PREFILL_CHUNK_TOKENS = 8192
#: Prefill load (share of the time the group spends on prompts) above which the queue model stops
#: growing: past it the arrivals exceed what the steps serve and a closed loop slows its users instead.
MAX_PREFILL_LOAD = 0.9
#: Output tokens per request assumed where a workload does not say (8K in / 1K out).
OUTPUT_TOKENS_PER_REQUEST = 1024

# ---- uncertainty, from the leave-one-out residuals of the fit -------------------------------------
#: Band half-width in natural-log units per slice of the corpus: estimate x exp(±b). Slices: vendor,
#: batch 1 / batched / offload, format family, engine; "all" pools every row. A setup takes the mean
#: band of its slices (a slice of fewer than three rows takes "all"), widened by the prior of each
#: efficiency term no row informs. (One line: calibrate.py --write rewrites it.)
BANDS = {"all": 0.31, "batch:1": 0.31, "batch:n": 0.32, "engine:sglang": 0.32, "engine:trtllm": 0.23, "engine:vllm": 0.34, "format:bf16": 0.33, "format:fp4": 0.34, "format:fp8": 0.29, "format:int4": 0.28, "vendor:amd": 0.34, "vendor:nvidia": 0.27}
#: Band of the time to first token (log units), from the first-token rows' leave-one-out residuals.
BAND_TTFT = 0.49
#: Latency under load (``latency.py``), fitted by ``tools/latency_calibration.py --write`` on the published
#: first-token rows under load (``latency_corpus.ROWS``): how much longer a prompt's prefill takes inside a
#: loaded server than alone (chunks sharing steps with decodes, scheduling).
LOAD_PREFILL_SCALE = 2.249
#: The band of the latency figures (log units): the 80th percentile of the median rows' |leave-one-out error|.
BAND_LATENCY = 0.702
#: The leave-one-out median |error| of the median and of the 99th-percentile first token, and their rows.
LOO_LATENCY_P50_ERROR = 0.249
LOO_LATENCY_P50_ROWS = 41
LOO_LATENCY_P99_ERROR = 0.738
LOO_LATENCY_P99_ROWS = 5
#: Leave-one-out summary of the fit that produced these constants (median |error|, rows used).
LOO_MEDIAN_ERROR = 0.175
LOO_ROWS = 68
#: The same for the time to first token rows.
LOO_TTFT_MEDIAN_ERROR = 0.323
LOO_TTFT_ROWS = 37

FITTED = ("ETA_MEMORY", "ETA_COMPUTE", "ETA_PREFILL", "ETA_HOST", "LATENCY_BASE_S",
          "LATENCY_PER_DOUBLING_S", "ARRIVAL_BURST", "RELEASE_LAYER_S", "RELEASE_STEP_S")

#: GPU architecture of each catalog GPU (a GPU not listed is ``unknown``: no row informs its terms, so it
#: takes its format family's and stack's terms and a wider band).
ARCHITECTURE = {"a100-80gb": "ampere", "h100-sxm": "hopper", "h200": "hopper", "h20": "hopper",
                "b200": "blackwell", "gb200": "blackwell", "b300": "blackwell-ultra", "gb300": "blackwell-ultra",
                "mi300x": "cdna3", "mi325x": "cdna3", "mi350x": "cdna4", "mi355x": "cdna4",
                "rtx-pro-6000": "blackwell-rtx", "l40s": "ada", "rtx-6000-ada-offload": "ada",
                "m3-ultra-512": "apple-m3"}


def stack(vendor: str) -> str:
    """The vendor software stack a GPU runs: ``cuda`` (NVIDIA), ``rocm`` (AMD), ``metal`` (Apple)."""
    v = vendor.lower()
    return "rocm" if "amd" in v else "cuda" if "nvidia" in v else "metal" if "apple" in v else "other"


#: Engine paths: the quantised-weight kernels a software stack runs for a format family, where the
#: corpus shows them apart from the stack's other kernels (``path:<stack>/<family>``, read by every
#: setup of that stack and family): ROCm's INT4 (W4A16) MoE kernels (Kimi K2.6 on MI350X, 3.4x and 8.4x
#: slower than the same physics on CUDA, the gap growing with the experts touched). ROCm's MXFP4 shows
#: no shared path: its two rows lie on either side of the model (gpt-oss-120b on MI300X, Llama-3.1-405B
#: on MI355X), and a term they shared made each one's leave-one-out error worse (+4% to +67%, -9% to
#: -42%); their cells carry them.
PATHS = frozenset({("rocm", "int4")})


def terms(gpu_id: str, vendor: str, compute: str, engine: str) -> tuple[str, ...]:
    """The efficiency terms a setup reads: its cell (architecture x format family), the format family
    (the format's compute type: bf16, fp8, int8, fp4, int4), the stack and the engine; and the
    engine path of its quantised weights where ``PATHS`` has one."""
    arch = ARCHITECTURE.get(gpu_id, "unknown")  # a GPU of the user's own: no row informs its terms
    st = stack(vendor)
    path = (f"path:{st}/{compute}",) if (st, compute) in PATHS else ()
    return (f"cell:{arch}/{compute}", f"arch:{arch}", f"format:{compute}", f"stack:{st}", f"engine:{engine}", *path)


#: The reference levels: 16-bit weights on CUDA carry no term of their own (the efficiencies
#: ``ETA_*`` are theirs); every other format family and stack is a factor relative to them.
REFERENCE = ("format:bf16", "stack:cuda")


def efficiency(keys: tuple[str, ...]) -> float:
    """exp(sum of the step's terms): 1 where no term is fitted (the ``path:`` terms are apart)."""
    return math.exp(sum(EFF.get(k, 0.0) for k in keys if k not in REFERENCE and not k.startswith("path:")))


def path_efficiency(keys: tuple[str, ...]) -> float:
    """exp(sum of the engine-path terms): the share of the physics the quantised weights' kernels reach
    (``throughput.path_shares``: the routed experts of a MoE model); 1 where none applies."""
    return math.exp(sum(EFF.get(k, 0.0) for k in keys if k.startswith("path:")))


def slices(keys: tuple[str, ...], concurrency: int, offload: bool) -> tuple[str, ...]:
    """The corpus slices a setup belongs to: vendor, batch 1 / batched / offload, format, engine."""
    vendor = {"stack:rocm": "amd", "stack:cuda": "nvidia", "stack:metal": "apple"}
    out = [f"vendor:{vendor.get(k, 'other')}" for k in keys if k.startswith("stack:")]
    out.append("offload" if offload else "batch:1" if concurrency <= 1 else "batch:n")
    out += [k for k in keys if k.startswith(("format:", "engine:"))]
    return tuple(out)


def regime(concurrency: int, native: bool, offload: bool) -> str:
    """The regime a speed estimate is in, as the report words it: ``batch1`` / ``batched`` /
    ``offload`` and ``native`` / ``dequantized`` (its band comes from ``band_width``)."""
    kind = "offload" if offload else "batch1" if concurrency <= 1 else "batched"
    return f"{kind}/{'native' if native else 'dequantized'}"


def band_width(keys: tuple[str, ...], concurrency: int, offload: bool) -> float:
    """Band half-width (log units) of a setup: the mean of its slices' bands, widened by every
    efficiency term no corpus row informs (in quadrature with that level's prior)."""
    pooled = BANDS.get("all", 0.62)
    own = [BANDS.get(s, pooled) for s in slices(keys, concurrency, offload)]
    b = sum(own) / len(own)
    if offload:
        return b
    empty = [PRIOR_SD[k.split(":", 1)[0]] for k in keys if TERM_ROWS.get(k, 0) == 0 and k not in REFERENCE]
    return math.sqrt(b * b + sum(e * e for e in empty))


def band(value: float, width: float) -> tuple[float, float]:
    """(low, high) around an estimate: value x exp(∓width)."""
    return value * math.exp(-width), value * math.exp(width)
