"""The measured serving rows the speed model is calibrated on and shown against (domain.md §5).

Each row is one published measurement from ``reference/measurements.json`` (its index there is
``ref``) restated as a setup the core can compute: a catalog model (with the formats the run used),
a catalog GPU and count, the engine, the attention mode, the concurrency and the request shape.
``metric`` says what was measured:

- ``decode``: tokens per second for one user while decoding (1000 / TPOT where TPOT is given);
- ``e2e``: (prompt + generated tokens) / request time for one request, which includes the time to
  first token (Qwen's speed benchmark);
- ``ttft``: seconds to the first token.

Rows of the corpus that are not used, and why: speculative-decoding rows (the speculative factor is
an input, not a prediction), prefill-disaggregated cluster rows and MLPerf system totals
(concurrency and layout not stated), prefill-only rows, a memory row, hardware or models the
catalog does not hold (Ascend, GLM-5, a consumer-GPU rig), and DeepSeek-V3's 1.25 s first token on
MI300X for a 200-token prompt, measured with EAGLE speculative decoding (a TTFT outlier against the
tens to hundreds of milliseconds published elsewhere). ``trust`` follows the corpus notes:
A = the model's or engine's owner on its own stack, B = an engine team's cookbook or guide,
C = community or an ambiguous row (weighted half in the fit).
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Weight of a row in the fit by trust.
TRUST_WEIGHT = {"A": 1.0, "B": 1.0, "C": 0.5}


@dataclass(frozen=True)
class Row:
    id: str
    ref: int  # index in reference/measurements.json
    model: str  # catalog model id
    gpu: str  # catalog GPU id
    gpus: int
    engine: str  # "vllm" | "sglang" | "trtllm" | "llama.cpp"
    concurrency: int
    prompt: int
    output: int
    metric: str  # "decode" | "e2e" | "ttft"
    value: float  # tokens/s per user, or seconds for "ttft"
    trust: str
    source: str
    date: str
    conditions: str  # what the run was, in the source's words (model variant, parallelism, format)
    attention: str = "tp"  # "tp" | "dp"
    formats: dict = field(default_factory=dict)  # model format overrides the run used
    offload: bool = False

    @property
    def weight(self) -> float:
        return TRUST_WEIGHT[self.trust]


VLLM_K3 = "vLLM blog _posts/2026-07-27-k3.md (vllm.ai/blog/2026-07-27-k3)"
TRT_K3 = "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (commit 1ce3636a)"
QWEN = "QwenLM/Qwen3 docs speed_benchmark.md (commit c7f51a1)"
SGL_DS = "sgl-project/sgl-cookbook DeepSeek-V3.md (7b5bd9c)"
SGL_GLM = "sgl-project/sgl-cookbook GLM-4.6.md"
FP8 = {"expert_format": "fp8-block128", "dense_format": "fp8-block128"}
INT4 = {"expert_format": "int4-g128", "dense_format": "int4-g128"}

ROWS: tuple[Row, ...] = (
    Row("k3-vllm-tp8", 0, "kimi-k3", "gb300", 8, "vllm", 1, 8192, 1024, "decode", 111.0, "B", VLLM_K3,
        "2026-07-27", "Kimi K3, TP8, MXFP4 experts + BF16, FP8 KV, 8K in / 1K out, no speculation"),
    Row("k3-vllm-tp16", 1, "kimi-k3", "gb300", 16, "vllm", 1, 8192, 1024, "decode", 118.0, "B", VLLM_K3,
        "2026-07-27", "Kimi K3, TP16, MXFP4 experts + BF16, FP8 KV, 8K in / 1K out, no speculation"),
    Row("k3-trt-tep16-c4", 4, "kimi-k3", "gb300", 16, "trtllm", 4, 8192, 1024, "decode", 55.18, "B", TRT_K3,
        "2026", "Kimi K3, TEP16 (attention TP), 8K in / 1K out, median TPOT 18.12 ms"),
    Row("k3-trt-dep16-c64", 5, "kimi-k3", "gb300", 16, "trtllm", 64, 8192, 1024, "decode", 29.36, "B", TRT_K3,
        "2026", "Kimi K3, DEP16 (attention DP + EP16), 8K in / 1K out, median TPOT 34.06 ms", attention="dp"),
    Row("k3-trt-dep16-c256", 6, "kimi-k3", "gb300", 16, "trtllm", 256, 8192, 1024, "decode", 16.07, "B", TRT_K3,
        "2026", "Kimi K3, DEP16 (attention DP + EP16), 8K in / 1K out, median TPOT 62.24 ms", attention="dp"),
    Row("k3-llamacpp-offload", 7, "kimi-k3", "rtx-6000-ada-offload", 2, "llama.cpp", 1, 1024, 512, "decode", 3.0,
        "C", "llama.cpp PR #26185 comment", "2026-08-14",
        "Kimi K3 MXFP4 GGUF experts in host RAM (2x Xeon Gold 6248, DDR4-2666), Q8_0 base on 2x RTX 6000 Ada",
        formats={"dense_format": "q8_0"}, offload=True),
    Row("k26-mi300x-c8", 12, "kimi-k2.5", "mi300x", 8, "vllm", 8, 1024, 512, "decode", 90.4 / 8, "C",
        "HF model card florianleibert/kimi-k26-dflash-mi300x", "2026-04-21",
        "Kimi K2.6 INT4 (same architecture as K2.5) on vLLM ROCm, 8 users, 90.4 tok/s in total"),
    Row("k25-b200-tp8", 14, "kimi-k2.5", "b200", 8, "vllm", 13, 1024, 1024, "decode", 1000 / 14.07, "C",
        "HF model card modularai/Kimi-K2.5-MTP", "2026",
        "Kimi K2.5 INT4 g32, TP8, TPOT p50 14.07 ms; concurrency ~13 derived from 947 tok/s x 14.07 ms"),
    Row("dsv3-mi300x-c100", 28, "deepseek-v3", "mi300x", 8, "sglang", 100, 1024, 1024, "decode", 1000 / 152.0,
        "B", SGL_DS, "2026", "DeepSeek-V3 FP8, TP8 + DP-attention, 100 concurrent, median TPOT 152 ms",
        attention="dp"),
    Row("q235-h20-tp8-bf16", 29, "qwen3-235b-a22b", "h20", 8, "sglang", 1, 1, 2048, "e2e", 74.5, "A", QWEN,
        "2025-05-20", "Qwen3-235B-A22B BF16, TP8, 1 token in / 2,048 out, SGLang 0.4.6"),
    Row("q235-h20-tp4-fp8", 30, "qwen3-235b-a22b", "h20", 4, "sglang", 1, 1, 2048, "e2e", 71.65, "A", QWEN,
        "2025-05-20", "Qwen3-235B-A22B FP8 (128-blocks), TP4, 1 token in / 2,048 out", formats=FP8),
    Row("q235-h20-tp4-int4", 31, "qwen3-235b-a22b", "h20", 4, "sglang", 1, 1, 2048, "e2e", 14.69, "A", QWEN,
        "2025-05-20", "Qwen3-235B-A22B GPTQ-Int4 (Marlin), TP4, 1 token in / 2,048 out", formats=INT4),
    Row("q30-h20-bf16", 32, "qwen3-30b-a3b", "h20", 1, "sglang", 1, 1, 2048, "e2e", 137.18, "A", QWEN,
        "2025-05-20", "Qwen3-30B-A3B BF16, one GPU, 1 token in / 2,048 out"),
    Row("q30-h20-fp8", 33, "qwen3-30b-a3b", "h20", 1, "sglang", 1, 1, 2048, "e2e", 155.55, "A", QWEN,
        "2025-05-20", "Qwen3-30B-A3B FP8 (128-blocks), one GPU, 1 token in / 2,048 out", formats=FP8),
    Row("q30-h20-int4", 34, "qwen3-30b-a3b", "h20", 1, "sglang", 1, 1, 2048, "e2e", 31.29, "A", QWEN,
        "2025-05-20", "Qwen3-30B-A3B GPTQ-Int4, one GPU, 1 token in / 2,048 out", formats=INT4),
    Row("q235-h20-tp8-bf16-128k", 35, "qwen3-235b-a22b", "h20", 8, "sglang", 1, 129042, 2048, "e2e", 1639.54, "A",
        QWEN, "2025-05-20", "Qwen3-235B-A22B BF16, TP8, 129,042 tokens in / 2,048 out (prefill-dominated)"),
    Row("q235-h20-tp4-fp8-128k", 36, "qwen3-235b-a22b", "h20", 4, "sglang", 1, 129042, 2048, "e2e", 1319.66, "A",
        QWEN, "2025-05-20", "Qwen3-235B-A22B FP8, TP4, 129,042 tokens in / 2,048 out (prefill-dominated)",
        formats=FP8),
    Row("glm46-b200-c1", 38, "glm-4.6", "b200", 8, "sglang", 1, 1000, 1000, "decode", 1000 / 14.80, "C", SGL_GLM,
        "2026", "GLM-4.6, TP8, 1 request, 1K in / 1K out, median TPOT 14.80 ms (the source's hardware is ambiguous)"),
    Row("glm46-b200-c16", 39, "glm-4.6", "b200", 8, "sglang", 16, 1000, 1000, "decode", 1000 / 24.55, "C", SGL_GLM,
        "2026", "GLM-4.6, TP8, 16 concurrent, median TPOT 24.55 ms (hardware and concurrency inferred)"),
)


def by_id(row_id: str) -> Row | None:
    return next((r for r in ROWS if r.id == row_id), None)
