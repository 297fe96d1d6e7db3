"""The core's constants as data: name, value, unit and meaning with its source, one row each.

The Assumptions dialog (and anything else that shows the model's assumptions) renders this table.
It must not read source code: a frozen bundle ships no ``.py`` files. Values are the modules' own
objects, not copies, so a recalibration shows up here by itself; a test checks that every numeric
module-level constant of these modules has a row.
"""

from __future__ import annotations

from types import ModuleType
from typing import NamedTuple

from k3desk.core import sizing
from k3desk.core.model import fit, memory
from k3desk.core.speed import calibration, estimate


class Constant(NamedTuple):
    """``name`` is ``module.NAME``; ``value`` a number or a mapping (per engine)."""

    name: str
    value: float | int | dict
    unit: str
    meaning: str
    label: str = ""  # plain words for a buyer ("Memory bandwidth efficiency"); ``name`` stays for Details


def N_(text: str) -> str:
    """Marks a unit or meaning for translation; the UI looks it up (the core stays Qt-free)."""
    return text


def _row(module: ModuleType, attr: str, label: str, unit: str, meaning: str) -> Constant:
    return Constant(f"{module.__name__.rsplit('.', 1)[-1]}.{attr}", getattr(module, attr), unit, meaning, label)


CONSTANTS: tuple[Constant, ...] = (
    _row(calibration, "ETA_MEMORY", N_("Memory bandwidth efficiency"), "share of peak",
         N_("Share of peak HBM bandwidth a decode step achieves; fitted on the whole measurement corpus.")),
    _row(calibration, "ETA_COMPUTE", N_("Compute efficiency while decoding"), "share of peak",
         N_("Share of peak dense FLOPS the decode step achieves (small batches, grouped experts); fitted "
            "on the whole measurement corpus.")),
    _row(calibration, "ETA_PREFILL", N_("Compute efficiency while reading the prompt"), "share of peak",
         N_("Share of peak FLOPS prefill achieves (large matrix products); fitted on the long-prompt rows.")),
    _row(calibration, "RELEASE_STEP_S", N_("Fixed cost per step of an old engine release"), "s per step",
         N_("Fixed cost of each decode step of SGLang 0.4, the release of Qwen's 2025 speed benchmark; fitted "
            "on that release's measured rows only. No estimate uses it: estimates take today's engines' costs.")),
    _row(calibration, "RELEASE_LAYER_S", N_("Old engine release's slow path, per layer"), "s per layer",
         N_("Fixed time per expert layer per step of SGLang 0.4's INT4 (GPTQ) expert kernels, documented as a "
            "slow path (SGLang issues #6313, #9574); fitted on the two measured rows of that release only. "
            "No estimate uses it: current releases' INT4 kernels are an efficiency factor.")),
    _row(calibration, "ETA_HOST", N_("Host RAM bandwidth efficiency"), "share of peak",
         N_("Experts in host RAM: share of the RAM bandwidth the CPU expert kernels achieve "
            "(llama.cpp PR #26185 measurement).")),
    _row(calibration, "LATENCY_BASE_S", N_("GPU-to-GPU exchange latency"), "s",
         N_("Latency of one collective inside one NVLink domain, fixed part; fitted.")),
    _row(calibration, "LATENCY_PER_DOUBLING_S", N_("Extra latency per doubling of GPUs"), "s",
         N_("Latency added to a collective each time the GPU group doubles; fitted.")),
    _row(calibration, "FIXED_STEP_S", N_("Fixed cost per generation step"), "s per step",
         N_("Fixed cost of each decode step by engine (scheduler, sampling, launch gaps); fitted on the "
            "whole measurement corpus.")),
    _row(calibration, "TTFT_FIXED_S", N_("Fixed cost of the first token"), "s",
         N_("Fixed cost of a request's first token by engine (tokenization, scheduling, launch); fitted.")),
    _row(calibration, "ARRIVAL_BURST", N_("Requests arriving together"), "share",
         N_("Share of the other requests in flight that arrive with a new one and have their prompts read "
            "first (benchmark clients start together); fitted on the first-token rows.")),
    _row(calibration, "MAX_PREFILL_LOAD", N_("Largest prompt-reading load"), "share",
         N_("Share of the time spent reading prompts above which the queue model stops growing: past it "
            "the arrivals exceed what the steps serve.")),
    _row(calibration, "EFF", N_("Kernel efficiency factors"), N_("log units"),
         N_("How far the kernels of a GPU architecture, number format, software stack (CUDA or ROCm) and "
            "engine fall short of the physics or beat it, added in log space; each shrunk toward its parent "
            "and fitted once on the whole measurement corpus.")),
    _row(calibration, "TERM_ROWS", N_("Measurements behind each efficiency factor"), N_("rows"),
         N_("Measured rows that inform each efficiency factor; a factor no row informs falls back to its "
            "parent and widens the uncertainty range.")),
    _row(calibration, "PRIOR_SD", N_("Spread allowed to each level of factors"), N_("log units"),
         N_("Prior standard deviation of each level of efficiency factors: how far the fit may move one "
            "from its parent, and how much the range widens where no row informs it.")),
    _row(calibration, "CROSS_NODE_LATENCY_FACTOR", N_("Latency penalty across servers"), "×",
         N_("Crossing nodes (scale-out RDMA) multiplies collective latency by this.")),
    _row(calibration, "SCALE_OUT_BYTES_PER_S", N_("Network bandwidth between servers"), "bytes/s",
         N_("Scale-out bandwidth per GPU between nodes: one 400 Gb/s network card.")),
    _row(calibration, "PREFILL_CHUNK_TOKENS", N_("Prompt chunk size"), N_("tokens"),
         N_("Prefill chunk of the engines; each chunk reads the resident weights once (the first-token floor).")),
    _row(calibration, "OUTPUT_TOKENS_PER_REQUEST", N_("Typical answer length"), N_("tokens"),
         N_("Output tokens per request where a workload does not say (8K in / 1K out).")),
    _row(calibration, "BANDS", N_("Speed uncertainty range"), N_("log units"),
         N_("Uncertainty of a speed estimate per slice of the corpus (vendor, one user or many, number "
            "format, engine): the leave-one-out residuals of the fit.")),
    _row(calibration, "BAND_TTFT", N_("First-token time uncertainty range"), N_("log units"),
         N_("Uncertainty of the time to first token: the leave-one-out residuals of the fit.")),
    _row(calibration, "LOO_MEDIAN_ERROR", N_("Typical error of the speed model"), "share",
         N_("Median leave-one-out error of the speed model over the measurement corpus.")),
    _row(calibration, "LOO_ROWS", N_("Measurements the speed model is fitted on"), N_("rows"), N_("Measured rows the speed model is fitted on.")),
    _row(calibration, "LOO_TTFT_MEDIAN_ERROR", N_("Typical error of the first-token time"), "share",
         N_("Median leave-one-out error of the time to first token over the measured first-token rows.")),
    _row(calibration, "LOO_TTFT_ROWS", N_("First-token measurements"), N_("rows"),
         N_("Measured first-token rows the first-token model is fitted on.")),
    _row(calibration, "LOAD_PREFILL_SCALE", N_("GPU time of a prompt in a loaded server"), N_("times its FLOPs"),
         N_("How much GPU time a prompt takes inside a loaded server over the time of its FLOPs alone (chunks "
            "sharing steps with decodes, scheduling): what queues the prompts behind it. Fitted on the published "
            "first-token times under load (tools/latency_calibration.py).")),
    _row(calibration, "BAND_LATENCY", N_("Latency uncertainty range"), N_("log units"),
         N_("Uncertainty of the latency under load: the 80th percentile of the median rows' leave-one-out errors.")),
    _row(calibration, "LOO_LATENCY_P50_ERROR", N_("Typical error of the median first token under load"), "share",
         N_("Median leave-one-out error of the median first token over the published runs under load.")),
    _row(calibration, "LOO_LATENCY_P50_ROWS", N_("Runs under load with a median first token"), N_("rows"),
         N_("Published runs whose median first token the latency model is checked against.")),
    _row(calibration, "LOO_LATENCY_P99_ERROR", N_("Typical error of the 99th-percentile first token"), "share",
         N_("Median leave-one-out error of the 99th-percentile first token over the runs that publish it.")),
    _row(calibration, "LOO_LATENCY_P99_ROWS", N_("Runs with a 99th-percentile first token"), N_("rows"),
         N_("Published runs whose 99th-percentile first token the latency model is checked against.")),
    _row(memory, "ACTIVATION_COPIES", N_("Working memory copies"), N_("copies of the hidden state"),
         N_("Copies a forward pass over one prefill chunk keeps alive at its peak; an engineering "
            "assumption sized so Kimi K3's activations land near the 30 GB a public Kimi K3 sizing article budgets on 8 GPUs.")),
    _row(memory, "CONV_STATE_BYTES", N_("Linear-attention state size"), N_("bytes per value"),
         N_("The convolution state of linear-attention layers is kept in BF16 by the engines.")),
    _row(memory, "INDEXER_KEY_BYTES", N_("Sparse-attention indexer key size"), N_("bytes per value"),
         N_("DeepSeek Sparse Attention caches its indexer keys in FP8 (DeepSeek-V3.2's inference code and "
            "vLLM's indexer cache).")),
    _row(memory, "CSA_FP8_BLOCK", N_("Compressed-attention cache scale block"), N_("values per scale byte"),
         N_("DeepSeek-V4's compressed-attention cache in FP8 keeps one scale byte per 64 non-rotary values, "
            "the rotary values in BF16 and one pad byte: 584 bytes per entry of a 512-wide head (SGLang's "
            "DeepSeek-V4 memory pool).")),
    _row(memory, "INDEXER_SCALE_BYTES_PER_128", N_("Sparse-attention indexer scale"), N_("bytes per 128 values"),
         N_("One FP32 scale per 128 values of each cached indexer key.")),
    _row(sizing, "NVME_FACTOR", N_("Fast disk to plan"), N_("× checkpoint"),
         N_("Fast NVMe to plan, as a multiple of the checkpoint (a public Kimi K3 deployment article: ~4 TB for 1.56 TB).")),
    _row(estimate, "MAX_PREFILL_RATIO", N_("Largest prompt-to-answer ratio"), N_("prefill per decode"),
         N_("Largest prefill-per-decode ratio the step model accepts (all-input workloads).")),
    _row(fit, "MAX_GPUS", N_("Largest GPU count considered"), N_("GPUs"), N_("Largest GPU count the fit search considers.")),
)
