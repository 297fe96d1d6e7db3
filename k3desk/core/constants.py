"""The core's constants as data: name, value, unit and meaning with its source, one row each.

The Assumptions dialog (and anything else that shows the model's assumptions) renders this table.
It must not read source code: a frozen bundle ships no ``.py`` files. Values are the modules' own
objects, not copies, so a recalibration shows up here by itself; a test checks that every numeric
module-level constant of these modules has a row.
"""

from __future__ import annotations

from types import ModuleType
from typing import NamedTuple

from k3desk.core import calibration, fit, memory, sizing


class Constant(NamedTuple):
    """``name`` is ``module.NAME``; ``value`` a number or a mapping (per engine)."""

    name: str
    value: float | int | dict
    unit: str
    meaning: str


def N_(text: str) -> str:
    """Marks a unit or meaning for translation; the UI looks it up (the core stays Qt-free)."""
    return text


def _row(module: ModuleType, attr: str, unit: str, meaning: str) -> Constant:
    return Constant(f"{module.__name__.rsplit('.', 1)[-1]}.{attr}", getattr(module, attr), unit, meaning)


CONSTANTS: tuple[Constant, ...] = (
    _row(calibration, "ETA_MEMORY", "share of peak",
         N_("Share of peak HBM bandwidth a decode step achieves; fitted to the Kimi K3 measurements on GB300.")),
    _row(calibration, "ETA_COMPUTE", "share of peak",
         N_("Share of peak dense FLOPS the decode step achieves (small batches, grouped experts); fitted "
            "to the Kimi K3 measurements on GB300.")),
    _row(calibration, "ETA_PREFILL", "share of peak",
         N_("Share of peak FLOPS prefill achieves (large matrix products); the time-to-first-token band "
            "is wide because queueing is not modelled.")),
    _row(calibration, "ETA_HOST", "share of peak",
         N_("Experts in host RAM: share of the RAM bandwidth the CPU expert kernels achieve "
            "(llama.cpp PR #26185 measurement).")),
    _row(calibration, "LATENCY_BASE_S", "s",
         N_("Latency of one collective inside one NVLink domain, fixed part (engineering assumption).")),
    _row(calibration, "LATENCY_PER_DOUBLING_S", "s",
         N_("Latency added to a collective each time the GPU group doubles (engineering assumption).")),
    _row(calibration, "CROSS_NODE_LATENCY_FACTOR", "×",
         N_("Crossing nodes (scale-out RDMA) multiplies collective latency by this.")),
    _row(calibration, "SCALE_OUT_BYTES_PER_S", "bytes/s",
         N_("Scale-out bandwidth per GPU between nodes: one 400 Gb/s network card.")),
    _row(calibration, "FIXED_STEP_S", "s per step",
         N_("Fixed cost of each decode step by engine (scheduler, sampling, launch gaps); fitted to the "
            "Kimi K3 measurements on GB300.")),
    _row(calibration, "OUTPUT_TOKENS_PER_REQUEST", N_("tokens"),
         N_("Output tokens per request in the measurements (8K in / 1K out).")),
    _row(calibration, "BAND_CALIBRATED", "± share",
         N_("Uncertainty of a speed estimate on the measured hardware family (GB300, B300, B200).")),
    _row(calibration, "BAND_OTHER_GPU", "± share", N_("Uncertainty of a speed estimate on other GPUs.")),
    _row(calibration, "BAND_DEQUANT", "± share",
         N_("Uncertainty of a speed estimate on GPUs that dequantize 4-bit formats.")),
    _row(calibration, "BAND_OFFLOAD", "± share",
         N_("Uncertainty of a speed estimate with routed experts in host RAM.")),
    _row(calibration, "BAND_TTFT", "± share", N_("Uncertainty of the time to first token.")),
    _row(memory, "ACTIVATION_COPIES", N_("copies of the hidden state"),
         N_("Copies a forward pass over one prefill chunk keeps alive at its peak; an engineering "
            "assumption sized so Kimi K3's activations land near 30 GB on 8 GPUs (seed 000).")),
    _row(memory, "CONV_STATE_BYTES", N_("bytes per value"),
         N_("The convolution state of linear-attention layers is kept in BF16 by the engines.")),
    _row(sizing, "NVME_FACTOR", N_("× checkpoint"),
         N_("Fast NVMe to plan, as a multiple of the checkpoint (seed 004: ~4 TB for 1.56 TB).")),
    _row(sizing, "MAX_PREFILL_RATIO", N_("prefill per decode"),
         N_("Largest prefill-per-decode ratio the step model accepts (all-input workloads).")),
    _row(fit, "MAX_GPUS", N_("GPUs"), N_("Largest GPU count the fit search considers.")),
)
