"""Calibration of the throughput model: constants fitted to the published Kimi K3 measurements.

These constants are calibration, not truth (domain.md §5). They were fitted by
``benchmarks/calibrate.py`` to the points below, all Kimi K3 (MXFP4 routed experts, BF16 rest,
FP8 KV) on GB300, 8K input / 1K output:

====  ======================  =====  ===========  =========================  ==========
id    engine / parallelism    GPUs   concurrency  measured tok/s per user    source
====  ======================  =====  ===========  =========================  ==========
vllm-tp8     vLLM TP8          8      1            111                        vLLM blog 2026-07-27
vllm-tp16    vLLM TP16         16     1            118                        vLLM blog 2026-07-27
trt-tep16-c4 TRT-LLM TEP16     16     4            55.18                      TRT-LLM K3 guide
trt-dep16-c64  TRT-LLM DEP16   16     64           29.36                      TRT-LLM K3 guide
trt-dep16-c256 TRT-LLM DEP16   16     256          16.07                      TRT-LLM K3 guide
llamacpp-offload llama.cpp     2+CPU  1            ~3                         llama.cpp PR #26185
====  ======================  =====  ===========  =========================  ==========

Fit (grid search, least squares on log error; a finer grid reaches eta_memory 0.9 with no real gain,
so the physically more plausible 0.8 is kept): estimates 110.1 / 112.4 / 61.1 / 23.0 / 17.5 tok/s
per user, i.e. -1%, -5%, +11%, -22%, +9%. The TRT-LLM engine's larger fixed step cost absorbs
what the model does not describe (its prefill scheduling at 8K input).

Speculative decoding (DSpark, 7 draft tokens) measured 331 / 370 tok/s against 111 / 118:
factors 2.98 and 3.14; the scenario's ``serving.speculative_factor`` applies such a factor.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Share of peak HBM bandwidth a decode step achieves.
ETA_MEMORY = 0.80
#: Share of peak dense FLOPS decode GEMMs achieve (small M, grouped experts).
ETA_COMPUTE = 0.25
#: Share of peak FLOPS prefill achieves (large GEMMs); TTFT band is wide (queueing not modelled).
ETA_PREFILL = 0.40
#: Expert offload: share of host RAM bandwidth the CPU expert kernels achieve.
ETA_HOST = 0.33
#: Collective latency within one NVLink domain: base + per doubling of the group (seconds).
LATENCY_BASE_S = 14e-6
LATENCY_PER_DOUBLING_S = 6e-6
#: Crossing nodes (scale-out RDMA) multiplies latency and uses this per-GPU bandwidth.
CROSS_NODE_LATENCY_FACTOR = 3.0
SCALE_OUT_BYTES_PER_S = 50e9  # 400 Gb/s NIC per GPU
#: Fixed per-step cost by engine (scheduler, sampling, launch gaps), seconds.
FIXED_STEP_S = {"vllm": 0.5e-3, "sglang": 0.5e-3, "trtllm": 7.0e-3}
#: Output tokens per request assumed by the measurement points (8K in / 1K out).
OUTPUT_TOKENS_PER_REQUEST = 1024
#: Relative uncertainty of the estimate: at the calibration's own hardware family, elsewhere,
#: on GPUs that dequantize 4-bit formats, and with host offload.
BAND_CALIBRATED = 0.25
BAND_OTHER_GPU = 0.40
BAND_DEQUANT = 0.50
BAND_OFFLOAD = 0.60
BAND_TTFT = 0.50
#: GPUs the calibrated band applies to: the measured GB300 and the Blackwell parts that share its
#: 8 TB/s HBM and native FP4 path. Other GPUs get BAND_OTHER_GPU.
CALIBRATED_GPUS = frozenset({"gb300", "b300", "gb200", "b200"})


@dataclass(frozen=True)
class Measurement:
    id: str
    engine: str
    attention_parallel: str
    gpu: str
    gpus: int
    concurrency: int
    prompt_tokens: int
    tokens_per_s_per_user: float
    source: str
    date: str


MEASUREMENTS = (
    Measurement("vllm-tp8", "vllm", "tp", "gb300", 8, 1, 8192, 111.0,
                "vLLM blog _posts/2026-07-27-k3.md", "2026-07-27"),
    Measurement("vllm-tp16", "vllm", "tp", "gb300", 16, 1, 8192, 118.0,
                "vLLM blog _posts/2026-07-27-k3.md", "2026-07-27"),
    Measurement("trt-tep16-c4", "trtllm", "tp", "gb300", 16, 4, 8192, 55.18,
                "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (1ce3636)", "2026"),
    Measurement("trt-dep16-c64", "trtllm", "dp", "gb300", 16, 64, 8192, 29.36,
                "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (1ce3636)", "2026"),
    Measurement("trt-dep16-c256", "trtllm", "dp", "gb300", 16, 256, 8192, 16.07,
                "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (1ce3636)", "2026"),
)
OFFLOAD_MEASUREMENT = Measurement(
    "llamacpp-offload", "llama.cpp", "tp", "rtx-6000-ada-offload", 2, 1, 0, 3.0,
    "llama.cpp PR #26185 comment (jukofyork)", "2026-08-14")


def nearest_measurement(engine: str, gpus: int, concurrency: int) -> Measurement:
    """The measured point closest to a scenario: same engine first, then GPUs and concurrency."""
    import math

    def distance(m: Measurement) -> float:
        return ((0 if m.engine == engine else 2) + abs(math.log2(gpus / m.gpus))
                + abs(math.log2(max(concurrency, 1) / m.concurrency)))

    return min(MEASUREMENTS, key=distance)
