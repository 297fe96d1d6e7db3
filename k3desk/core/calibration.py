"""Calibration of the throughput model: constants fitted once on the whole measurement corpus.

These constants are calibration, not truth (domain.md §5). ``benchmarks/calibrate.py`` fits them
on every usable row of ``reference/measurements.json`` (restated in ``corpus.py``: Kimi K3, K2.5 and
K2.6, DeepSeek-V3, Qwen3, GLM-4.6; H20 to GB300 and MI300X; vLLM, SGLang, TensorRT-LLM, llama.cpp;
batch 1 to 256), weighting rows by trust, and prints each row's leave-one-out error. The values
below are that run's output, pasted as printed; the uncertainty bands are the leave-one-out
residuals per regime, not set by hand.

Speculative decoding (DSpark, 7 draft tokens) measured 331 / 370 tok/s against 111 / 118 on K3:
factors 2.98 and 3.14; the scenario's ``serving.speculative_factor`` applies such a factor.
"""

from __future__ import annotations

import math

# ---- fitted by benchmarks/calibrate.py (trust-weighted robust least squares on log error) ----------
#: Share of peak HBM bandwidth a decode step achieves.
ETA_MEMORY = 0.6304
#: Share of peak dense FLOPS decode GEMMs achieve (small M, grouped experts).
ETA_COMPUTE = 0.25
#: Share of peak FLOPS prefill achieves (large GEMMs).
ETA_PREFILL = 0.4605
#: Fixed cost per layer of the dequantizing kernels for INT4 weights (GPTQ, AWQ, compressed-tensors)
#: on a GPU without INT4 math, seconds; fitted on the INT4 rows (no MXFP4-on-Hopper row exists).
DEQUANT_LAYER_S = 0.0005623
#: Expert offload: share of host RAM bandwidth the CPU expert kernels achieve.
ETA_HOST = 0.3522
#: Collective latency within one NVLink domain: base + per doubling of the group (seconds).
LATENCY_BASE_S = 1.917e-05
LATENCY_PER_DOUBLING_S = 4.43e-06
#: Fixed per-step cost by engine (scheduler, sampling, launch gaps), seconds.
FIXED_STEP_S = {"vllm": 0.0003856, "sglang": 0.005453, "trtllm": 0.006776, "llama.cpp": 0.0003856}
#: Fixed cost of a request's first token (tokenization, scheduling, graph launch), seconds.
TTFT_FIXED_S = 0.04946

# ---- engineering assumptions, not fitted ---------------------------------------------------------
#: Crossing nodes (scale-out RDMA) multiplies latency and uses this per-GPU bandwidth.
CROSS_NODE_LATENCY_FACTOR = 3.0
SCALE_OUT_BYTES_PER_S = 50e9  # 400 Gb/s NIC per GPU
#: Prefill chunk the engines use by default (tokens); each chunk reads the resident weights once.
PREFILL_CHUNK_TOKENS = 8192
#: Output tokens per request assumed where a workload does not say (8K in / 1K out).
OUTPUT_TOKENS_PER_REQUEST = 1024

# ---- uncertainty, from the leave-one-out residuals of the fit -------------------------------------
#: Band half-width in natural-log units per regime: estimate x exp(±b). Regimes: batch 1, batched,
#: offload; native formats or formats the GPU dequantizes. (One line: calibrate.py --write rewrites it.)
BANDS = {"batch1/native": 0.15, "batch1/dequantized": 0.62, "batched/native": 0.62, "batched/dequantized": 0.62, "offload/native": 0.62, "offload/dequantized": 0.62}
#: Band of the time to first token (log units), from the prefill rows' residuals.
BAND_TTFT = 0.62
#: Leave-one-out summary of the fit that produced these constants (median |error|, rows used).
LOO_MEDIAN_ERROR = 0.136
LOO_ROWS = 19

FITTED = ("ETA_MEMORY", "ETA_COMPUTE", "ETA_PREFILL", "DEQUANT_LAYER_S", "ETA_HOST", "LATENCY_BASE_S",
          "LATENCY_PER_DOUBLING_S", "TTFT_FIXED_S")


def regime(concurrency: int, native: bool, offload: bool) -> str:
    """The band's regime key: ``batch1`` / ``batched`` / ``offload`` and ``native`` / ``dequantized``."""
    kind = "offload" if offload else "batch1" if concurrency <= 1 else "batched"
    return f"{kind}/{'native' if native else 'dequantized'}"


def band(value: float, key: str) -> tuple[float, float]:
    """(low, high) around an estimate for a regime: value x exp(∓b)."""
    b = BANDS.get(key, max(BANDS.values()))
    return value * math.exp(-b), value * math.exp(b)
