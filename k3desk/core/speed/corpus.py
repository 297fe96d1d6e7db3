"""The measured serving rows the speed model is calibrated on and shown against (docs/domain.md §5).

Each row is one published measurement from ``reference/measurements.json`` (its index there is
``ref``) restated as a setup the core can compute: a catalog model (with the formats the run used),
a catalog GPU and count, the engine, the attention mode, the concurrency and the request shape.
``metric`` says what was measured:

- ``decode``: tokens per second for one user while decoding (1000 / TPOT where TPOT is given);
- ``e2e``: (prompt + generated tokens) / request time for one request, which includes the time to
  first token (Qwen's speed benchmark);
- ``ttft``: seconds to the first token.

Rows 50-62 and 94-112 (TensorRT-LLM recipe PRs, the SGLang cookbook, InferenceX, vLLM and SGLang
PRs, ROCm reports) are restated as the sources state them; where a row measured both, it gives
a ``decode`` row (1000 / median TPOT) and a ``ttft`` row (median TTFT) at the same setup. GLM-4.7
is computed as GLM-4.6 and MiniMax-M2.5/M2.7 of rows 54-60 as MiniMax-M2 (same architecture per the
model cards, inferred; the rows added later use the catalog's MiniMax-M2.5, the same figures); Kimi
K2.6 as K2.5; DeepSeek-R1 and V3.1-Terminus as DeepSeek-V3. Where the SGLang cookbook's random
dataset logs its token totals, the prompt and output lengths are those averages (6,101 / 10 = 610).

Rows of ``measurements.json`` that are not used, and why (by index):

- 2, 3, 13, 27, 40: speculative decoding (DSpark, DFlash, EAGLE/MTP): the speculative factor is an
  input, not a prediction. (27 is also DeepSeek-V3's 1.25 s first token on MI300X for a ~200-token
  prompt, an outlier against the tens to hundreds of milliseconds published elsewhere.)
- 8: prompt processing with the experts in host RAM (the offload prefill is not modelled).
- 9: Huawei Ascend (not a catalog GPU), and speculative.
- 10, 11, 16-22, 63-93 except the ones below: cluster scale (prefill/decode disaggregated, wide expert
  parallelism over many nodes, per-node or per-GPU system totals): restated by the production-scale
  rows, not here.
- 23, 24: DeepSeek-V3.2 NVFP4 on 2x GB300: a prefill-only per-GPU throughput and an output
  throughput at an unstated concurrency; 25, 26: the same for DeepSeek-R1 (no per-user figure to
  restate).
- 12's TTFT and 14's: not published. 14's concurrency is derived (947 tok/s x 14.07 ms ~ 13).
- 15: KTransformers on a consumer CPU + GPU box (hardware not in the catalog).
- 37: a memory measurement, not a speed.
- 41: GLM-5 (per-user speed not stated: an output throughput at 100 users).
- 42-49: MLPerf system totals (concurrency and layout not stated).
- 12 (Kimi K2.6 INT4 on 8x MI300X, a community model card's baseline) is shown but not fitted: its
  figure is total output tokens over wall time at 8 users with neither the prompt length nor the
  layout stated, so the prefill time inside it is unknown (the 1,024-token prompt restated here is a
  placeholder for the evidence line, not a published value).
- 56 (Kimi K2.5 INT4 on 8x H200, SGLang cookbook, 16 users) is shown as evidence but not fitted: the
  same page's 100-user run delivers the same total (253 against 258 output tok/s, TPOT 403 ms against
  57.93), so the server was already saturated at 16 users by something other than the GPUs' decode
  step (a memory-bound step serves 6x the users in far less than 6x the time); its TPOT measures
  that bottleneck, not the step. Its estimate and error are printed beside the fit.
- 61's TTFT (5.15 s at 64 users): the source notes that not all 64 requests fit at once, so it is
  admission queueing for KV memory, which the first-token model does not simulate; its decode row is used.
- 113: Kimi K2.5 NVFP4 on 24 GB200 under an agentic trace (~200K-token contexts, multi-turn prefix
  reuse; the value a plot reading): neither the request shape nor the prefix hits can be restated.
- 114: Eagle3 speculative decoding with ~90% prefix reuse (the acceptance not published).
- 101's TTFT (8.48 s at 256 users) is fitted: the 8K prompts of 256 users queue for the prefill, which
  the first-token model's queue is for; its layout (one 8-GPU node, attention data parallel) is the
  row's notes' inference.

Rows not in ``measurements.json`` (``ref`` -1), found while fitting the INT4 terms: SGLang PR #18136
(2026-02-03) times Kimi K2-Thinking (K2.5's text architecture and INT4 g32 experts) on Blackwell with
the MXINT4 MoE kernel it makes the default, one static batch of 1, 4, 8 and 16 at 8,192 tokens in
and 1,024 out (``bench_one_batch_server``; ITL 6.99, 8.04, 10.29, 13.93 ms). The GPU is the B200 x 8
of the kernel's own PR #16892 (``--tp 8``, "Kimi-K2-Thinking on B200"), inferred.

Rows not in ``measurements.json`` (``ref`` -1) behind issue 43's engine-path misses, read from the
same snapshots as the rows above: the SGLang cookbook's MiniMax-M2.5 on 8x B200 (SGLang 0.5.8) and on
8x H100 (0.5.9), and Llama-4-Maverick BF16 on 8x MI300X (0.5.9 on ROCm), each at 1, 16 and 100 users;
InferenceX's MiniMax-M2.5 8K / 1K vLLM runs of 2026-05-22 on one node (H100 FP8 TP8, B200 FP8 TP2,
B200 NVFP4 on one, four and eight GPUs), the published TPOT of each recipe at the concurrencies named.

``trust`` follows the corpus notes: A = the model's or engine's owner on its own stack, B = an
engine team's cookbook, recipe or CI run, C = community or an ambiguous row (weighted half in the
fit).
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Engine releases that measured rows ran and that no estimate runs, and what sets them apart. A row of
#: such a release reads the efficiency term ``release:<release>`` (fitted like the others, shrunk
#: toward 0), so that its kernels do not pull the terms current releases' estimates read:
#:
#: - ``sglang-0.4`` (Qwen's 2025 speed benchmark on H20, rows 29-36) also has a fixed step cost of its
#:   own (``calibration.RELEASE_STEP_S``), and its GPTQ-Int4 MoE layers a fixed time each
#:   (``calibration.RELEASE_LAYER_S``): SGLang 0.4.x ran them through a path measured at 40% of its FP8
#:   throughput on H20 (sglang #6313, 0.4.6.post2) and "extremely poor" against vLLM (#9574,
#:   0.4.9.post2); Qwen's GPTQ-Int4 rows (31, 34) run 4-5x below BF16 on the same GPUs, by about the
#:   same time per layer on a 48-layer and a 94-layer model.
#: - ``sglang-0.5.7-rocm`` (the SGLang cookbook's MI300X runs, rows 28, 54, 55 and 103-106): the same
#:   MiniMax-M2 on MI300X one user runs 45 tok/s on four GPUs there and 66.9 on two with SGLang 0.5.13
#:   on ROCm 7.2 (row 59), where half the GPUs read twice the bytes each: the newer release's kernels,
#:   not the GPU.
#: - ``sglang-0.5.8`` (the SGLang cookbook's MiniMax-M2.5 on 8x B200): MiniMax's routing was not one the
#:   flashinfer trtllm-gen MoE kernels accept (flashinfer #2736), so that release ran its FP8 experts on
#:   Blackwell through the Triton fallback (the "default (triton) moe" of sglang PR #20394, opened
#:   2026-03-12, which enabled the routed trtllm-gen kernel for it; vLLM's counterpart, PR #36307,
#:   merged the same day, is what InferenceX's 2026-05 MiniMax-M2.5 B200 runs read, per their post):
#:   8x B200 ran 9.89 / 16.06 / 34.29 ms per token at 1 / 16 /
#:   100 users, no faster than 8x H100 under 0.5.9 (8.08 / 14.98 / 30.09), the gap growing with the
#:   experts a batch touches. Its term is an engine path (``RELEASE_PATHS``): it divides the experts'
#:   bytes and FLOPs, not the step.
RELEASES = {"sglang-0.4": "sgl-project/sglang issues #6313 (2025-05-15) and #9574 (2025-08-25)",
            "sglang-0.5.7-rocm": "rows 54 and 59 of measurements.json (same model and GPU, two releases)",
            "sglang-0.5.8": "flashinfer-ai/flashinfer issue #2736; sgl-project/sglang PR #20394 (2026-03-12)"}
#: Releases whose difference is the kernel path of the routed experts: their rows read ``path:<release>``
#: (``throughput.path_shares``) in place of a whole-step ``release:`` term.
RELEASE_PATHS = frozenset({"sglang-0.5.8"})

#: Weight of a row in the fit by trust.
TRUST_WEIGHT = {"A": 1.0, "B": 1.0, "C": 0.5}


@dataclass(frozen=True)
class Row:
    id: str
    ref: int  # index in reference/measurements.json; -1: published but not in it (``source`` cites it)
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
    #: an engine release no estimate runs (``RELEASES``): the row reads its term, estimates never do
    release: str = ""
    #: one static batch (``bench_one_batch``): every sequence decodes, no prompt shares the steps
    static: bool = False
    #: why the row is shown as evidence but kept out of the fit ("" : fitted); see ``NOT_FITTED``
    not_fitted: str = ""

    @property
    def weight(self) -> float:
        return TRUST_WEIGHT[self.trust]


VLLM_K3 = "vLLM blog _posts/2026-07-27-k3.md (vllm.ai/blog/2026-07-27-k3)"
TRT_K3 = "TensorRT-LLM deployment-guide-for-kimi-k3-on-trtllm.md (commit 1ce3636a)"
QWEN = "QwenLM/Qwen3 docs speed_benchmark.md (commit c7f51a1)"
SGL_DS = "sgl-project/sgl-cookbook DeepSeek-V3.md (7b5bd9c)"
SGL_GLM = "sgl-project/sgl-cookbook GLM-4.6.md"
TRT_GLM_H100 = "NVIDIA/TensorRT-LLM PR #11559 (GLM-4.7 FP8 recipe configs for H100)"
TRT_GLM_GB200 = "NVIDIA/TensorRT-LLM PR #11691 (GLM-4.7 FP8 recipe configs for GB200)"
SGL_BOOK = "sgl-project/sgl-cookbook (snapshot 7b5bd9c, 2026-05-01)"
IX = "SemiAnalysisAI/InferenceX"
SGL_M27 = "sgl-project/sglang PR #31044 (MI300X FP8 data for MiniMax-M2.7)"
FP8T = {"expert_format": "fp8", "dense_format": "fp8"}
FP8KV = {"kv_format": "fp8"}
FP8 = {"expert_format": "fp8-block128", "dense_format": "fp8-block128"}
INT4 = {"expert_format": "int4-g128", "dense_format": "int4-g128"}
UNSTATED = "total output over wall time, prompt length and layout not stated: prefill inside, unknown"
SATURATED = "saturated at 16 users: the 100-user run of the same page delivers the same total"
SGL_MXINT4 = "sgl-project/sglang PR #18136 (MXINT4 flashinfer_trtllm MoE default on Blackwell; B200 per PR #16892)"
IX_KIMI = ("SemiAnalysisAI/InferenceX-app blog b200-nvfp4-vs-h200-int4-kimi-k2-vllm-perf-per-dollar.mdx @26a3586c "
           "(InferenceX run 26118912054)")
IX_DSR1 = "SemiAnalysisAI/InferenceX-app blog best-gpu-for-dsr1-inference.mdx @2d1d3d65 (GPU comparison tables)"
SGL_DS32 = f"{SGL_BOOK} DeepSeek/DeepSeek-V3_2.md 5.1.2"
SGL_DS31 = f"{SGL_BOOK} DeepSeek/DeepSeek-V3_1.md 5.1"
SGL_K26 = f"{SGL_BOOK} Moonshotai/Kimi-K2.6.md 5.3.1"
SGL_M25 = f"{SGL_BOOK} MiniMax/MiniMax-M2.5.md 5.1.1 (B200) and 5.1.3 (H100, PR #219, 2026-04-07)"
SGL_L4 = f"{SGL_BOOK} Llama/Llama4.md 5.2 (PR #87, 2026-03-19)"
IX_M25 = ("SemiAnalysisAI/InferenceX-app blog b200-minimax-m2-5-vllm-nvfp4-vs-h100-fp8-perf-per-dollar.mdx @66a1670f "
          "(InferenceX run 26306422380, 2026-05-22)")
NVFP4 = {"expert_format": "nvfp4"}
NVFP4_M25 = {"expert_format": "nvfp4", "dense_format": "bf16", "kv_format": "fp8"}

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
        "Kimi K2.6 INT4 (same architecture as K2.5) on vLLM ROCm, 8 users, 90.4 tok/s in total",
        not_fitted=UNSTATED),
    Row("k25-b200-tp8", 14, "kimi-k2.5", "b200", 8, "vllm", 13, 1024, 1024, "decode", 1000 / 14.07, "C",
        "HF model card modularai/Kimi-K2.5-MTP", "2026",
        "Kimi K2.5 INT4 g32, TP8, TPOT p50 14.07 ms; concurrency ~13 derived from 947 tok/s x 14.07 ms"),
    Row("dsv3-mi300x-c100", 28, "deepseek-v3", "mi300x", 8, "sglang", 100, 302, 188, "decode", 1000 / 152.0,
        "B", SGL_DS, "2026", "DeepSeek-V3 FP8, TP8 + DP-attention, 100 concurrent, median TPOT 152 ms; "
        "1,024 / 1,024 requested, but the command names no dataset (ShareGPT): 301,701 / 188,375 tokens "
        "logged over 1,000 requests", attention="dp", release="sglang-0.5.7-rocm"),
    Row("dsv3-mi300x-c100-ttft", 28, "deepseek-v3", "mi300x", 8, "sglang", 100, 302, 188, "ttft", 0.4768,
        "B", SGL_DS, "2026", "DeepSeek-V3 FP8, TP8 + DP-attention, SGLang 0.5.7 ROCm, 100 concurrent, median "
        "TTFT 476.80 ms (the page's, beside its TPOT)", attention="dp", release="sglang-0.5.7-rocm"),
    Row("q235-h20-tp8-bf16", 29, "qwen3-235b-a22b", "h20", 8, "sglang", 1, 1, 2048, "e2e", 74.5, "A", QWEN,
        "2025-05-20", "Qwen3-235B-A22B BF16, TP8, 1 token in / 2,048 out, SGLang 0.4.6", release="sglang-0.4"),
    Row("q235-h20-tp4-fp8", 30, "qwen3-235b-a22b", "h20", 4, "sglang", 1, 1, 2048, "e2e", 71.65, "A", QWEN,
        "2025-05-20", "Qwen3-235B-A22B FP8 (128-blocks), TP4, 1 token in / 2,048 out", formats=FP8, release="sglang-0.4"),
    Row("q235-h20-tp4-int4", 31, "qwen3-235b-a22b", "h20", 4, "sglang", 1, 1, 2048, "e2e", 14.69, "A", QWEN,
        "2025-05-20", "Qwen3-235B-A22B GPTQ-Int4, TP4, 1 token in / 2,048 out, SGLang 0.4.6", formats=INT4,
        release="sglang-0.4"),
    Row("q30-h20-bf16", 32, "qwen3-30b-a3b", "h20", 1, "sglang", 1, 1, 2048, "e2e", 137.18, "A", QWEN,
        "2025-05-20", "Qwen3-30B-A3B BF16, one GPU, 1 token in / 2,048 out", release="sglang-0.4"),
    Row("q30-h20-fp8", 33, "qwen3-30b-a3b", "h20", 1, "sglang", 1, 1, 2048, "e2e", 155.55, "A", QWEN,
        "2025-05-20", "Qwen3-30B-A3B FP8 (128-blocks), one GPU, 1 token in / 2,048 out", formats=FP8, release="sglang-0.4"),
    Row("q30-h20-int4", 34, "qwen3-30b-a3b", "h20", 1, "sglang", 1, 1, 2048, "e2e", 31.29, "A", QWEN,
        "2025-05-20", "Qwen3-30B-A3B GPTQ-Int4, one GPU, 1 token in / 2,048 out, SGLang 0.4.6", formats=INT4,
        release="sglang-0.4"),
    Row("q235-h20-tp8-bf16-128k", 35, "qwen3-235b-a22b", "h20", 8, "sglang", 1, 129042, 2048, "e2e", 1639.54, "A",
        QWEN, "2025-05-20", "Qwen3-235B-A22B BF16, TP8, 129,042 tokens in / 2,048 out (prefill-dominated)", release="sglang-0.4"),
    Row("q235-h20-tp4-fp8-128k", 36, "qwen3-235b-a22b", "h20", 4, "sglang", 1, 129042, 2048, "e2e", 1319.66, "A",
        QWEN, "2025-05-20", "Qwen3-235B-A22B FP8, TP4, 129,042 tokens in / 2,048 out (prefill-dominated)",
        formats=FP8, release="sglang-0.4"),
    Row("glm46-b200-c1", 38, "glm-4.6", "b200", 8, "sglang", 1, 1000, 1000, "decode", 1000 / 14.80, "C", SGL_GLM,
        "2026", "GLM-4.6, TP8, 1 request, 1K in / 1K out, median TPOT 14.80 ms (the source's hardware is ambiguous)"),
    Row("glm46-b200-c16", 39, "glm-4.6", "b200", 8, "sglang", 16, 1000, 1000, "decode", 1000 / 24.55, "C", SGL_GLM,
        "2026", "GLM-4.6, TP8, 16 concurrent, median TPOT 24.55 ms (hardware and concurrency inferred)"),
    # ---- TensorRT-LLM's Kimi K3 guide: time to first token at the same setups as rows 4-6 --------------
    Row("k3-trt-tep16-c4-ttft", 4, "kimi-k3", "gb300", 16, "trtllm", 4, 8192, 1024, "ttft", 1.7692, "B", TRT_K3,
        "2026", "Kimi K3, TEP16, 8K in / 1K out, median TTFT 1769.2 ms"),
    Row("k3-trt-dep16-c64-ttft", 5, "kimi-k3", "gb300", 16, "trtllm", 64, 8192, 1024, "ttft", 4.5123, "B", TRT_K3,
        "2026", "Kimi K3, DEP16, 64 concurrent, median TTFT 4512.3 ms", attention="dp"),
    Row("k3-trt-dep16-c256-ttft", 6, "kimi-k3", "gb300", 16, "trtllm", 256, 8192, 1024, "ttft", 4.5867, "B", TRT_K3,
        "2026", "Kimi K3, DEP16, 256 concurrent, median TTFT 4586.7 ms", attention="dp"),
    # ---- rows 50-62 ----------------------------------------------------------------------------------
    Row("glm47-h100-trt-c4", 50, "glm-4.6", "h100-sxm", 8, "trtllm", 4, 1024, 1024, "decode", 1000 / 19.8, "B",
        TRT_GLM_H100, "2026-02-17", "GLM-4.7 FP8 (ModelOpt), TP8 EP8, 4 concurrent, 1K in / 1K out, TPOT 19.8 ms",
        formats=FP8T),
    Row("glm47-h100-trt-c4-ttft", 50, "glm-4.6", "h100-sxm", 8, "trtllm", 4, 1024, 1024, "ttft", 0.354, "B",
        TRT_GLM_H100, "2026-02-17", "GLM-4.7 FP8, TP8 EP8, 4 concurrent, TTFT 354 ms", formats=FP8T),
    Row("glm47-h100-trt-c256", 51, "glm-4.6", "h100-sxm", 8, "trtllm", 256, 1024, 1024, "decode", 1000 / 55.8, "B",
        TRT_GLM_H100, "2026-02-17", "GLM-4.7 FP8 (ModelOpt), TP8 EP8, 256 concurrent, TPOT 55.8 ms", formats=FP8T),
    Row("glm47-h100-trt-c256-ttft", 51, "glm-4.6", "h100-sxm", 8, "trtllm", 256, 1024, 1024, "ttft", 0.888, "B",
        TRT_GLM_H100, "2026-02-17", "GLM-4.7 FP8, TP8 EP8, 256 concurrent, TTFT 888 ms", formats=FP8T),
    Row("glm47-gb200-trt-c64", 52, "glm-4.6", "gb200", 4, "trtllm", 64, 1024, 1024, "decode", 1000 / 30.3, "B",
        TRT_GLM_GB200, "2026-02-24", "GLM-4.7 FP8 (ModelOpt), TP4 EP4, 64 concurrent, TPOT 30.3 ms", formats=FP8T),
    Row("glm47-gb200-trt-c64-ttft", 52, "glm-4.6", "gb200", 4, "trtllm", 64, 1024, 1024, "ttft", 0.5718, "B",
        TRT_GLM_GB200, "2026-02-24", "GLM-4.7 FP8, TP4 EP4, 64 concurrent, TTFT 571.8 ms", formats=FP8T),
    Row("q235-b200-sgl-c16", 53, "qwen3-235b-a22b", "b200", 8, "sglang", 16, 610, 421, "decode", 1000 / 16.12, "B",
        f"{SGL_BOOK} Qwen3.md 5.1.1", "2026-05-01",
        "Qwen3-235B-A22B-Instruct-2507 BF16, TP8, 16 concurrent, ~610 in / ~421 out, median TPOT 16.12 ms"),
    Row("q235-b200-sgl-c16-ttft", 53, "qwen3-235b-a22b", "b200", 8, "sglang", 16, 610, 421, "ttft", 0.08882, "B",
        f"{SGL_BOOK} Qwen3.md 5.1.1", "2026-05-01", "Qwen3-235B-A22B BF16, TP8, 16 concurrent, median TTFT 88.82 ms"),
    Row("m2-mi300x-sgl-c1", 54, "minimax-m2", "mi300x", 4, "sglang", 1, 610, 421, "decode", 1000 / 22.24, "B",
        f"{SGL_BOOK} MiniMax-M2.md 5.1", "2026-05-01",
        "MiniMax-M2 FP8 block, TP4, SGLang 0.5.7 ROCm, 1 request, ~610 in / ~421 out, median TPOT 22.24 ms",
        release="sglang-0.5.7-rocm"),
    Row("m2-mi300x-sgl-c1-ttft", 54, "minimax-m2", "mi300x", 4, "sglang", 1, 610, 421, "ttft", 0.38523, "B",
        f"{SGL_BOOK} MiniMax-M2.md 5.1", "2026-05-01", "MiniMax-M2 FP8, TP4, SGLang ROCm, 1 request, TTFT 385.23 ms",
        release="sglang-0.5.7-rocm"),
    Row("m2-mi300x-sgl-c100", 55, "minimax-m2", "mi300x", 4, "sglang", 100, 610, 421, "decode", 1000 / 57.84, "B",
        f"{SGL_BOOK} MiniMax-M2.md 5.1", "2026-05-01",
        "MiniMax-M2 FP8 block, TP4, SGLang 0.5.7 ROCm, 100 concurrent, median TPOT 57.84 ms",
        release="sglang-0.5.7-rocm"),
    Row("m2-mi300x-sgl-c100-ttft", 55, "minimax-m2", "mi300x", 4, "sglang", 100, 610, 421, "ttft", 0.1839, "B",
        f"{SGL_BOOK} MiniMax-M2.md 5.1", "2026-05-01", "MiniMax-M2 FP8, TP4, SGLang ROCm, 100 concurrent, TTFT 183.9 ms",
        release="sglang-0.5.7-rocm"),
    Row("k25-h200-sgl-c16", 56, "kimi-k2.5", "h200", 8, "sglang", 16, 610, 422, "decode", 1000 / 57.93, "B",
        f"{SGL_BOOK} Kimi-K2.5.md 5.2.1", "2026-05-01",
        "Kimi K2.5 INT4 W4A16 experts + BF16, TP8, SGLang 0.5.6.post2, 16 concurrent, median TPOT 57.93 ms",
        not_fitted=SATURATED),
    Row("k25-h200-sgl-c16-ttft", 56, "kimi-k2.5", "h200", 8, "sglang", 16, 610, 422, "ttft", 0.37551, "B",
        f"{SGL_BOOK} Kimi-K2.5.md 5.2.1", "2026-05-01", "Kimi K2.5 INT4, TP8, 16 concurrent, median TTFT 375.51 ms",
        not_fitted=SATURATED),
    Row("gptoss-mi300x-vllm-c64", 57, "gpt-oss-120b", "mi300x", 1, "vllm", 64, 1024, 1024, "decode", 1000 / 31.4, "B",
        f"{IX} PR #1061", "2026-04-17", "gpt-oss-120b MXFP4 experts + BF16, one MI300X, vLLM 0.17.0 ROCm, 64 concurrent, "
        "median TPOT 31.4 ms"),
    Row("m25-h100-vllm-c4", 58, "minimax-m2", "h100-sxm", 4, "vllm", 4, 1024, 1024, "decode", 1000 / 13.34, "B",
        f"{IX} PR #832", "2026-03-02", "MiniMax-M2.5 FP8 block, TP4 EP4, vLLM, 4 concurrent, mean TPOT 13.34 ms"),
    Row("m25-h100-vllm-c4-ttft", 58, "minimax-m2", "h100-sxm", 4, "vllm", 4, 1024, 1024, "ttft", 0.1298, "B",
        f"{IX} PR #832", "2026-03-02", "MiniMax-M2.5 FP8, TP4 EP4, vLLM, 4 concurrent, mean TTFT 129.8 ms"),
    Row("m27-mi300x-sgl-c1", 59, "minimax-m2", "mi300x", 2, "sglang", 1, 1000, 1000, "decode", 1000 / 14.94, "B",
        SGL_M27, "2026-07-13", "MiniMax-M2.7 FP8 block + FP8 KV, TP2 EP2, SGLang 0.5.13 ROCm 7.2, 1 request, "
        "TPOT 14.94 ms", formats=FP8KV),
    Row("m27-mi300x-sgl-c1-ttft", 59, "minimax-m2", "mi300x", 2, "sglang", 1, 1000, 1000, "ttft", 0.210, "B",
        SGL_M27, "2026-07-13", "MiniMax-M2.7 FP8, TP2 EP2, SGLang ROCm, 1 request, TTFT 210 ms", formats=FP8KV),
    Row("m27-mi300x-sgl-c256", 60, "minimax-m2", "mi300x", 4, "sglang", 256, 1000, 1000, "decode", 1000 / 71.72, "B",
        SGL_M27, "2026-07-13", "MiniMax-M2.7 FP8 block + FP8 KV, TP4 EP4, SGLang 0.5.13 ROCm 7.2, 256 concurrent, "
        "TPOT 71.72 ms", formats=FP8KV),
    Row("m27-mi300x-sgl-c256-ttft", 60, "minimax-m2", "mi300x", 4, "sglang", 256, 1000, 1000, "ttft", 0.337, "B",
        SGL_M27, "2026-07-13", "MiniMax-M2.7 FP8, TP4 EP4, SGLang ROCm, 256 concurrent, TTFT 337 ms", formats=FP8KV),
    Row("l405-mi355x-vllm-c64", 61, "llama-3.1-405b", "mi355x", 1, "vllm", 64, 1022, 1024, "decode", 1000 / 76.05, "B",
        "vllm-project/vllm PR #25135", "2025-09-18", "Llama-3.1-405B MXFP4 (AMD Quark), one GPU (MI355X inferred from "
        "the branch name), 64 concurrent, median TPOT 76.05 ms", formats={"dense_format": "mxfp4"}),
    Row("dsr1-mi355x-atom-c4", 62, "deepseek-v3", "mi355x", 8, "vllm", 4, 1024, 1024, "decode", 1000 / 11.2, "C",
        "ROCm/ATOM PR #409", "2026-03", "DeepSeek-R1-0528 FP8 block, TP8, vLLM + ATOM plugin (MI355X inferred from the "
        "runner), 4 concurrent, mean TPOT 11.2 ms"),
    Row("dsr1-mi355x-atom-c4-ttft", 62, "deepseek-v3", "mi355x", 8, "vllm", 4, 1024, 1024, "ttft", 0.13253, "C",
        "ROCm/ATOM PR #409", "2026-03", "DeepSeek-R1-0528 FP8, TP8, vLLM + ATOM, 4 concurrent, mean TTFT 132.53 ms"),
) + tuple(  # ---- published, not in measurements.json (ref -1): SGLang PR #18136, one row per static batch
    Row(f"k2t-b200-sgl-b{b}", -1, "kimi-k2.5", "b200", 8, "sglang", b, 8192, 1024, "decode", 1000 / itl, "B",
        SGL_MXINT4, "2026-02-03", f"Kimi K2-Thinking INT4 g32 experts + BF16, TP8, static batch of {b}, 8K in / 1K out, "
        f"ITL {itl} ms (B200 inferred from PR #16892)", static=True)
    for b, itl in ((1, 6.99), (4, 8.04), (8, 10.29), (16, 13.93))) + (
    # ---- rows 94-112 (added with the engine-path findings) ---------------------------------------------
    # InferenceX, Kimi K2.5/K2.6 INT4 on H200 and B200 and NVFP4 on B200, vLLM 0.21.0, 8K in / 1K out
    *(Row(f"k25-{g}-vllm-tp{n}-{tag}c{c}", ref, "kimi-k2.5", g, n, "vllm", c, 8192, 1024, "decode", 1000 / tpot, "A",
          IX_KIMI, "2026-05-26", f"Kimi K2.5/K2.6 {fmt}, TP{n}, vLLM 0.21.0, {c} concurrent, 8K in / 1K out, "
          f"TPOT {tpot} ms", formats=NVFP4 if tag else {})
      for ref, g, n, c, tpot, tag, fmt in (
          (94, "h200", 8, 4, 10.97, "", "INT4 W4A16 experts + BF16"),
          (95, "h200", 8, 16, 21.44, "", "INT4 W4A16 experts + BF16"),
          (96, "h200", 8, 64, 59.98, "", "INT4 W4A16 experts + BF16"),
          (97, "b200", 8, 4, 9.58, "", "INT4 W4A16 experts + BF16"),
          (98, "b200", 8, 64, 38.45, "", "INT4 W4A16 experts + BF16"),
          (99, "b200", 4, 4, 9.0, "nvfp4-", "NVFP4 experts (requantized) + BF16"),
          (100, "b200", 4, 64, 31.07, "nvfp4-", "NVFP4 experts (requantized) + BF16"))),
    Row("dsr1-h200-trt-c256", 101, "deepseek-v3", "h200", 8, "trtllm", 256, 8192, 1024, "decode", 1000 / 106.1, "B",
        IX_DSR1, "2026-01-14", "DeepSeek-R1-0528 FP8 block, one 8-GPU node (inferred), TensorRT-LLM, attention DP "
        "(assumed), 256 concurrent, 8K in / 1K out, TPOT 106.1 ms", attention="dp"),
    Row("dsr1-h200-trt-c256-ttft", 101, "deepseek-v3", "h200", 8, "trtllm", 256, 8192, 1024, "ttft", 8.4824, "B",
        IX_DSR1, "2026-01-14", "DeepSeek-R1-0528 FP8, 8x H200, TensorRT-LLM, 256 concurrent, TTFT 8,482.4 ms "
        "(queueing behind the prompts in flight included)", attention="dp"),
    Row("dsv32-b200-sgl-dp-c100", 102, "deepseek-v3.2", "b200", 8, "sglang", 100, 302, 188, "decode", 1000 / 106.69,
        "B", SGL_DS32, "2026-05-01", "DeepSeek-V3.2-Exp FP8, TP8 DP8 EP8 (DP attention), SGLang 0.5.6, ShareGPT ~302 in "
        "/ ~188 out, 100 concurrent, median TPOT 106.69 ms (median ITL 41.73, P95 225.67: prefill steps interrupt)",
        attention="dp"),
    Row("dsv32-b200-sgl-dp-c100-ttft", 102, "deepseek-v3.2", "b200", 8, "sglang", 100, 302, 188, "ttft", 0.444, "B",
        SGL_DS32, "2026-05-01", "DeepSeek-V3.2-Exp FP8, DP attention, SGLang 0.5.6, 100 concurrent, median TTFT 444 ms",
        attention="dp"),
    # sgl-cookbook DeepSeek-V3_1.md: V3.1-Terminus (V3 architecture) FP8 on 8x MI300X, SGLang 0.5.7 (ROCm)
    *(r for ref, c, i, o, tpot, ttft, kind in (
        (103, 1, 610, 422, 23.9, 0.21358, "chat"), (104, 16, 496, 510, 35.99, 0.19132, "chat"),
        (105, 100, 500, 505, 76.35, 0.23688, "chat"), (106, 1, 4194, 422, 25.05, 0.48138, "summarization"))
      for r in (
        Row(f"dsv31-mi300x-sgl-{kind[:4]}-c{c}", ref, "deepseek-v3", "mi300x", 8, "sglang", c, i, o, "decode",
            1000 / tpot, "B", SGL_DS31, "2026-05-01", f"DeepSeek-V3.1-Terminus FP8 block, TP8, SGLang 0.5.7 ROCm, "
            f"{kind} {c} concurrent, ~{i} in / ~{o} out, median TPOT {tpot} ms", release="sglang-0.5.7-rocm"),
        Row(f"dsv31-mi300x-sgl-{kind[:4]}-c{c}-ttft", ref, "deepseek-v3", "mi300x", 8, "sglang", c, i, o, "ttft", ttft,
            "B", SGL_DS31, "2026-05-01", f"DeepSeek-V3.1-Terminus FP8, TP8, SGLang 0.5.7 ROCm, {kind} {c} concurrent, "
            f"median TTFT {ttft * 1000:.2f} ms", release="sglang-0.5.7-rocm"))),
    # sgl-cookbook Kimi-K2.6.md 5.3.1: INT4 W4A16 experts on 4x MI350X, SGLang 0.5.9 (ROCm 7.0)
    *(r for ref, c, i, o, tpot, ttft in ((107, 1, 610, 422, 35.66, 0.59492), (108, 16, 496, 510, 195.2, 0.88642))
      for r in (
        Row(f"k26-mi350x-sgl-c{c}", ref, "kimi-k2.5", "mi350x", 4, "sglang", c, i, o, "decode", 1000 / tpot, "B",
            SGL_K26, "2026-05-01", f"Kimi K2.6 INT4 W4A16 experts + BF16, FP8 KV, TP4, SGLang 0.5.9 ROCm 7.0, {c} "
            f"concurrent, ~{i} in / ~{o} out, median TPOT {tpot} ms", formats=FP8KV),
        Row(f"k26-mi350x-sgl-c{c}-ttft", ref, "kimi-k2.5", "mi350x", 4, "sglang", c, i, o, "ttft", ttft, "B", SGL_K26,
            "2026-05-01", f"Kimi K2.6 INT4, TP4, SGLang 0.5.9 ROCm, {c} concurrent, median TTFT {ttft * 1000:.2f} ms",
            formats=FP8KV))),
    # InferenceX "best GPU for DeepSeek-R1": FP8 on one 8-GPU AMD node, SGLang, 64 concurrent (2026-02-27 runs)
    *(r for ref, g, i, tpot, ttft in ((109, "mi325x", 8192, 74.8, 0.4898), (110, "mi300x", 8192, 85.3, 0.6615),
                                      (111, "mi325x", 1024, 44.7, 0.1476), (112, "mi300x", 1024, 51.3, 0.199))
      for r in (
        Row(f"dsr1-{g}-sgl-{i // 1024}k-c64", ref, "deepseek-v3", g, 8, "sglang", 64, i, 1024, "decode", 1000 / tpot,
            "B", IX_DSR1, "2026-02-27", f"DeepSeek-R1-0528 FP8 block, 8 GPUs (inferred), TP8 (assumed), SGLang, 64 "
            f"concurrent, {i // 1024}K in / 1K out, median TPOT {tpot} ms"),
        Row(f"dsr1-{g}-sgl-{i // 1024}k-c64-ttft", ref, "deepseek-v3", g, 8, "sglang", 64, i, 1024, "ttft", ttft, "B",
            IX_DSR1, "2026-02-27", f"DeepSeek-R1-0528 FP8, 8x {g.upper()}, SGLang, 64 concurrent, {i // 1024}K in / 1K "
            f"out, median TTFT {ttft * 1000:.1f} ms"))),
) + (  # ---- published, not in measurements.json (ref -1): the engine paths of issue 43's audit ------------
    # sgl-cookbook MiniMax-M2.5.md 5.1.1 (8x B200, SGLang 0.5.8) and 5.1.3 (8x H100, SGLang 0.5.9), TP8 EP8,
    # random 1,000 / 1,000 with range ratio (logged averages)
    *(r for g, rel, c, i, o, tpot, ttft in (
        ("b200", "sglang-0.5.8", 1, 609, 422, 9.89, 0.1161),
        ("b200", "sglang-0.5.8", 16, 495, 510, 16.06, 0.10675),
        ("b200", "sglang-0.5.8", 100, 499, 505, 34.29, 0.13312),
        ("h100-sxm", "", 1, 610, 422, 8.08, 0.08038), ("h100-sxm", "", 16, 496, 510, 14.98, 0.08233),
        ("h100-sxm", "", 100, 500, 505, 30.09, 0.09516))
      for r in (
        Row(f"m25-{g.split('-')[0]}-sgl-c{c}", -1, "minimax-m2.5", g, 8, "sglang", c, i, o, "decode", 1000 / tpot, "B",
            SGL_M25, "2026-04-07", f"MiniMax-M2.5 FP8 block, TP8 EP8, SGLang {'0.5.8' if rel else '0.5.9'}, {c} concurrent, "
            f"~{i} in / ~{o} out, median TPOT {tpot} ms", release=rel),
        Row(f"m25-{g.split('-')[0]}-sgl-c{c}-ttft", -1, "minimax-m2.5", g, 8, "sglang", c, i, o, "ttft", ttft, "B",
            SGL_M25, "2026-04-07", f"MiniMax-M2.5 FP8, TP8 EP8, SGLang {'0.5.8' if rel else '0.5.9'}, {c} concurrent, "
            f"median TTFT {ttft * 1000:.2f} ms", release=rel))),
    # sgl-cookbook Llama4.md 5.2: Llama-4-Maverick BF16 on 8x MI300X, TP8, SGLang 0.5.9 (ROCm)
    *(r for c, i, o, tpot, ttft in ((1, 610, 422, 5.96, 0.05745), (16, 496, 510, 10.22, 0.0726),
                                    (100, 500, 505, 35.37, 0.12896))
      for r in (
        Row(f"l4mav-mi300x-sgl-c{c}", -1, "llama-4-maverick", "mi300x", 8, "sglang", c, i, o, "decode", 1000 / tpot,
            "B", SGL_L4, "2026-03-19", f"Llama-4-Maverick-17B-128E BF16, TP8, SGLang 0.5.9 ROCm, {c} concurrent, "
            f"~{i} in / ~{o} out, median TPOT {tpot} ms"),
        Row(f"l4mav-mi300x-sgl-c{c}-ttft", -1, "llama-4-maverick", "mi300x", 8, "sglang", c, i, o, "ttft", ttft, "B",
            SGL_L4, "2026-03-19", f"Llama-4-Maverick BF16, TP8, SGLang 0.5.9 ROCm, {c} concurrent, median TTFT "
            f"{ttft * 1000:.2f} ms"))),
    # InferenceX MiniMax-M2.5 8K / 1K on one node, vLLM (2026-05-22 run): one GPU against two, four and eight
    *(Row(f"m25-{g.split('-')[0]}-vllm-{'nvfp4-' if fp4 else ''}tp{n}-c{c}", -1, "minimax-m2.5", g, n, "vllm", c, 8192,
          1024, "decode", 1000 / tpot, "A", IX_M25, "2026-05-26",
          f"MiniMax-M2.5 {'NVFP4 experts (nvidia checkpoint) + BF16 attention, FP8 KV' if fp4 else 'FP8 block'}, TP{n}, "
          f"vLLM, {c} concurrent, 8K in / 1K out, TPOT {tpot} ms", formats=NVFP4_M25 if fp4 else {})
      for g, n, fp4, c, tpot in (
          ("h100-sxm", 8, False, 4, 9.01), ("h100-sxm", 8, False, 64, 30.31),
          ("b200", 2, False, 4, 8.90), ("b200", 2, False, 64, 30.91),
          ("b200", 1, True, 4, 7.62), ("b200", 1, True, 16, 14.54),
          ("b200", 4, True, 4, 6.03), ("b200", 8, True, 4, 5.55))),
)


#: The rows the speed model is fitted on (every row but those ``not_fitted`` says why).
FITTED_ROWS: tuple[Row, ...] = tuple(r for r in ROWS if not r.not_fitted)


def by_id(row_id: str) -> Row | None:
    return next((r for r in ROWS if r.id == row_id), None)
