"""The cluster-scale rows the production layouts (``production.py``) are calibrated on (docs/domain.md §11).

Each row is one published measurement from ``reference/measurements.json`` (its index is ``ref``) at
production scale, restated as a unit the core can compute: a catalog model with the formats the run
used, a catalog GPU, the prefill and decode pools, the decode batch per GPU and the request shape.
``metric``:

- ``decode``: generated tokens/s per decode GPU;
- ``prefill``: prompt tokens/s per prefill GPU;
- ``total``: input + output tokens/s per GPU over all prefill and decode GPUs (InferenceX's
  "tok/s/GPU"), the unit fed at the row's in-flight requests (``batch`` = requests / decode GPUs).

``group`` is the expert-parallel group of the decode pool when the run split it into several
instances (InferenceX "decode 20 GPUs EP4": 5 groups of 4). ``spec`` is the multi-token-prediction
gain the run used (DeepSeek's MTP head: 1.8 tokens kept per step, one draft verified with the target,
DeepSeek-V3 report sec. 5.4.3); a row that does not say is run without. Rows the layout of which is not published (GB200 part 1's "large
batch", llm-d's "production-like", MI300X 2P2D without a batch, MI355X splits, MLPerf system totals)
are listed in ``UNUSED`` with the reason.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from k3desk.core.catalog import load_catalog
from k3desk.core.model.memory import kv_layout, weight_bytes
from k3desk.core.model.params import count_params
from k3desk.core.presets import build_scenario
from k3desk.core.speed import production as pr
from k3desk.core.speed.throughput import step_inputs

MTP = 1.8  # DeepSeek-V3 technical report (arXiv:2412.19437) sec. 5.4.3: 85-90% of the second token accepted


@dataclass(frozen=True)
class ClusterRow:
    id: str
    ref: int
    model: str
    gpu: str
    prefill: int
    decode: int
    batch: int  # decode sequences per decode GPU
    prompt: int
    output: int
    metric: str  # "decode" | "prefill" | "total"
    value: float
    trust: str
    source: str
    date: str
    conditions: str
    formats: dict = field(default_factory=dict)
    group: int = 0  # expert-parallel group of the decode pool (0: the whole pool)
    spec: float = 1.0
    engine: str = "sglang"


LMSYS_DS = "lm-sys/lm-sys.github.io blog/2025-05-05-large-scale-ep.md"
LMSYS_K2 = "lm-sys/lm-sys.github.io blog/2025-07-17-k2-large-scale-ep.md"
LMSYS_GB2 = "lm-sys/lm-sys.github.io blog/2025-09-25-gb200-part-2.md"
LMSYS_ANT = "lm-sys/lm-sys.github.io blog/2025-09-26-sglang-ant-group.md"
IX_DS = "SemiAnalysisAI/InferenceX-app gb200-nvl72-vs-b200-disagg-deepseek-r1-fp4-dynamo-trt.mdx @0e0425cb"
IX_K25 = "InferenceX-app gb200-nvl72-kimi-k2-5-vllm-wide-ep-3x-vs-b200.mdx @52d35ba7"
FP4 = {"expert_format": "nvfp4", "kv_format": "fp8"}

ROWS: tuple[ClusterRow, ...] = (
    ClusterRow("lmsys-ds-h100-decode", 17, "deepseek-v3", "h100-sxm", 32, 72, 256, 2000, 100, "decode", 22282 / 8,
               "A", LMSYS_DS, "2025-05-05", "PD 4 prefill + 9 decode nodes, EP72 decode, DP attention, batch 256"),
    ClusterRow("lmsys-ds-h100-prefill", 16, "deepseek-v3", "h100-sxm", 32, 72, 256, 2000, 100, "prefill", 52300 / 8,
               "A", LMSYS_DS, "2025-05-05", "prefill 4 nodes EP32, 2,000-token prompts"),
    ClusterRow("lmsys-k2-h200-decode", 11, "kimi-k2", "h200", 32, 96, 480, 2000, 100, "decode", 24000 / 8,
               "A", LMSYS_K2, "2025-07-17", "PD 4 prefill + 12 decode nodes, 96 redundant experts, decode batch 480"),
    ClusterRow("lmsys-k2-h200-prefill", 10, "kimi-k2", "h200", 32, 96, 480, 2000, 100, "prefill", 56000 / 8,
               "A", LMSYS_K2, "2025-07-17", "prefill 4 nodes, 2,000-token prompts"),
    ClusterRow("lmsys-ds-gb200-fp4-decode", 20, "deepseek-v3", "gb200", 4, 48, 1408, 2000, 100, "decode", 13386,
               "A", LMSYS_GB2, "2025-09-25", "decode 48 ranks, FP8 attention + NVFP4 MoE, batch 1408", FP4),
    ClusterRow("lmsys-ds-gb200-fp4-prefill", 20, "deepseek-v3", "gb200", 4, 48, 1408, 2000, 100, "prefill", 26156,
               "A", LMSYS_GB2, "2025-09-25", "prefill 2-4 ranks per instance, NVFP4 MoE", FP4),
    ClusterRow("lmsys-ds-gb200-fp8-decode", 21, "deepseek-v3", "gb200", 4, 48, 1408, 2000, 100, "decode", 9087,
               "A", LMSYS_GB2, "2025-09-25", "decode 48 ranks, BF16 attention + FP8 MoE, batch 1408",
               {"kv_format": "fp8"}),
    ClusterRow("lmsys-ds-gb200-fp8-prefill", 21, "deepseek-v3", "gb200", 4, 48, 1408, 2000, 100, "prefill", 18471,
               "A", LMSYS_GB2, "2025-09-25", "prefill 2-4 ranks per instance, FP8 MoE", {"kv_format": "fp8"}),
    ClusterRow("ant-h20-base", 85, "deepseek-v3", "h20", 16, 16, 48, 4096, 1536, "decode", 714, "A", LMSYS_ANT,
               "2025-09-26", "decode DP16/EP16 over 2 nodes, MTP, 48 per GPU (TPOT < 70 ms)", spec=MTP),
    ClusterRow("ant-h20-pro", 86, "deepseek-v3", "h20", 16, 16, 32, 4096, 1536, "decode", 675, "A", LMSYS_ANT,
               "2025-09-26", "decode DP16/EP16 over 2 nodes, MTP, 32 per GPU (TPOT < 50 ms)", spec=MTP),
    ClusterRow("ant-h20-prefill", 88, "deepseek-v3", "h20", 8, 16, 48, 4096, 1536, "prefill", 16500 / 8, "A",
               LMSYS_ANT, "2025-09-26", "TP8 prefill node, 4,096-token prompts"),
    ClusterRow("ix-ds-gb200-p12d32", 64, "deepseek-v3", "gb200", 12, 32, 70, 1024, 1024, "total", 7698.0, "A", IX_DS,
               "2026-05-23", "Dynamo TRT-LLM, prefill 12, decode EP32, MTP, 2,253 in flight", FP4, spec=MTP,
               engine="trtllm"),
    ClusterRow("ix-ds-gb200-p8d16", 65, "deepseek-v3", "gb200", 8, 16, 269, 1024, 1024, "total", 12659.7, "A", IX_DS,
               "2026-05-23", "Dynamo TRT-LLM, prefill 8, decode EP16, MTP, 4,301 in flight", FP4, spec=MTP,
               engine="trtllm"),
    ClusterRow("ix-ds-gb200-p12d20", 66, "deepseek-v3", "gb200", 12, 20, 806, 1024, 1024, "total", 14659.4, "A", IX_DS,
               "2026-05-23", "Dynamo TRT-LLM, prefill 12, decode 20 (EP4 groups), MTP, 16,130 in flight", FP4,
               group=4, spec=MTP, engine="trtllm"),
    ClusterRow("ix-ds-b200-p12d20", 68, "deepseek-v3", "b200", 12, 20, 543, 1024, 1024, "total", 12515.7, "A", IX_DS,
               "2026-05-23", "Dynamo TRT-LLM on RoCE, prefill 12, decode 20 (EP4 groups), MTP, 10,860 in flight",
               FP4, group=4, spec=MTP, engine="trtllm"),
    ClusterRow("ix-k25-gb200-512", 74, "kimi-k2.5", "gb200", 4, 16, 32, 8192, 1024, "total", 6885, "A", IX_K25,
               "2026-04", "Dynamo vLLM, prefill 4, decode 16 (EP16), 512 in flight", FP4, engine="vllm"),
    ClusterRow("ix-k25-gb200-4096", 75, "kimi-k2.5", "gb200", 4, 16, 256, 8192, 1024, "total", 12576, "A", IX_K25,
               "2026-04", "Dynamo vLLM, prefill 4, decode 16 (EP16), 4,096 in flight", FP4, engine="vllm"),
)

UNUSED = {
    19: "GB200 part 1: decode batch not stated ('large batch')",
    22: "llm-d wide-EP on H200: 'production-like' load, no layout or batch",
    81: "vLLM GB200 DeepSeek-R1 10.1k per decode GPU: batch not stated",
    89: "32 MI300X 2P2D: decode batch not stated",
    18: "DeepSeek's production figures: a secondary quote, batch and KV length only",
    76: "MI355X disaggregated: layout not stated in the post",
    78: "MI355X at 129 tok/s per user: split not stated",
}


def _shares(row: ClusterRow) -> tuple[float, float]:
    t = row.prompt + row.output
    return row.output / t, row.prompt / t


def estimate(row: ClusterRow, catalog=None) -> float:
    """The production model's figure for the row's setup (the row's metric and unit)."""
    cat = catalog or load_catalog()
    s = build_scenario(row.model, row.gpu, None, catalog=cat)
    a = s.model.model_copy(update=row.formats)
    p = count_params(a)
    x = step_inputs(a, p, weight_bytes(p, a, cat), kv_layout(a, cat), s.hardware.gpu, row.decode, 1, 1, True,
                    row.engine, cat)
    group = row.group or row.decode
    ctx = row.prompt + row.output / 2
    t = float(pr.decode_step(x, group, row.batch, ctx, 0.0, row.spec, pr.verify_tokens(row.model, row.spec))[0])
    d_rate = row.spec * row.batch / t
    p_rate = float(pr.prefill_rate(x, row.prefill, row.prompt, pr._kv_remote(x, row.prefill, row.decode))[0])
    if row.metric == "decode":
        return d_rate
    if row.metric == "prefill":
        return p_rate
    out_share, in_share = _shares(row)
    visible = float(pr.unit_rates(out_share, in_share, d_rate, row.decode, p_rate, row.prefill))
    return visible / (row.prefill + row.decode)


def log_error(row: ClusterRow, catalog=None) -> float:
    return math.log(estimate(row, catalog) / row.value)
