"""What the advisor searches over and what it must respect: number formats a model can be served
in, serving modes, speculative decoding where a model has a draft or MTP head, and the buyer's
constraints. Data and small pure functions; the search itself is in ``advise.py``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from k3desk.core.catalog import Catalog
from k3desk.core.model.architecture import Architecture
from k3desk.core.scenario import GPU

#: Weight formats tried beyond the checkpoint's, lightest last. Each needs a checkpoint quantized
#: to it (published by the vendor or made with a quantization tool): the advisor flags it.
QUANTIZATIONS = ("fp8", "nvfp4", "mxfp4", "int4-g128")
#: Weight-only integer formats run through dequantizing kernels on any GPU (Marlin, ROCm AWQ).
WEIGHT_ONLY = ("int4",)
#: KV-cache type an engine sets on its own (no new checkpoint): FP8 halves a 16-bit cache.
KV_QUANT = "fp8"


class ConstraintError(ValueError):
    """A constraint is out of range; the message names it in one line."""


@dataclass(frozen=True)
class Speculative:
    """Speculative decoding a model has a published draft or MTP head for, with its measured gain."""

    factor: float  # tokens per target step (1 = off)
    method: str
    source: str


#: Measured at one user (batch 1): the draft's extra work is nearly free only while decode is
#: memory-bound, so the advisor offers it up to ``SPECULATIVE_MAX_CONCURRENCY`` sequences per replica.
SPECULATIVE: dict[str, Speculative] = {
    "kimi-k3": Speculative(2.98, "DSpark draft model, 7 draft tokens",
                           "vLLM blog 2026-07-27: 331 vs 111 tok/s per user, TP8 on GB300"),
    "deepseek-v3": Speculative(1.8, "MTP head, 1 extra token (85-90% accepted)",
                               "DeepSeek-V3 Technical Report (arXiv:2412.19437) sec. 5.4.3, 2024-12"),
}
SPECULATIVE_MAX_CONCURRENCY = 8


@dataclass(frozen=True)
class Formats:
    """One way to store a model: routed experts, everything else, and the KV cache."""

    experts: str
    dense: str
    kv: str
    quantized: bool  # needs a checkpoint other than the published one


@dataclass(frozen=True)
class Mode:
    """A serving mode: attention over tensor parallel or data parallel (experts over all GPUs),
    optionally with pipeline stages of one node each."""

    attention: Literal["tp", "dp"]
    pipeline: bool

    @property
    def id(self) -> str:
        return "dp-ep" if self.attention == "dp" else "tp-pp" if self.pipeline else "tp"


MODES = (Mode("tp", False), Mode("tp", True), Mode("dp", False))


@dataclass(frozen=True)
class Constraints:
    """What a buyer needs. ``None`` / empty means no limit."""

    min_tok_s: float | None = None  # decode tokens/s per user
    max_ttft_s: float | None = None
    #: latency targets under the load at the peak (docs/domain.md, "Latency under load"), at the scenario's percentile (p99
    #: unless ``constraints.latency_percentile`` says otherwise); None: the scenario's own targets
    max_ttft_p99_s: float | None = None
    max_tpot_p99_s: float | None = None
    max_usd_month: float | None = None  # for the planned volume, replicas included
    vendors: tuple[str, ...] = ()  # lower-case, e.g. ("nvidia", "amd")
    gpus: tuple[str, ...] = ()  # GPU ids
    max_gpus: int | None = None  # all GPUs of all replicas
    one_node: bool = False
    ownership: Literal["any", "rent", "own"] = "any"
    quantized: bool = True  # allow formats that need a quantized checkpoint

    def __post_init__(self) -> None:
        for name in ("min_tok_s", "max_ttft_s", "max_usd_month", "max_ttft_p99_s", "max_tpot_p99_s"):
            v = getattr(self, name)
            if v is not None and (not math.isfinite(v) or v <= 0):
                raise ConstraintError(f"{name}: must be a number above 0, got {v}")
        if self.max_gpus is not None and not 1 <= self.max_gpus <= 1_000_000:
            raise ConstraintError(f"max_gpus: must be a whole number from 1, got {self.max_gpus}")
        if self.ownership not in ("any", "rent", "own"):
            raise ConstraintError(f"ownership: must be any, rent or own, got '{self.ownership}'")

    def check_against(self, catalog: Catalog) -> None:
        """Raise when a named GPU type or vendor is not in the catalog."""
        unknown = [g for g in self.gpus if g not in catalog.gpus]
        if unknown:
            raise ConstraintError(f"gpus: unknown GPU id '{unknown[0]}' (known: {', '.join(sorted(catalog.gpus))})")
        vendors = {v for g in catalog.gpus.values() for v in vendor_keys(g)}
        bad = [v for v in self.vendors if v not in vendors]
        if bad:
            raise ConstraintError(f"vendors: unknown vendor '{bad[0]}' (known: {', '.join(sorted(vendors))})")

    def allows_gpu(self, gpu: GPU) -> bool:
        if self.gpus and gpu.id not in self.gpus:
            return False
        return not self.vendors or any(v in self.vendors for v in vendor_keys(gpu))


def vendor_keys(gpu: GPU) -> tuple[str, ...]:
    """'NVIDIA / Intel' -> ('nvidia', 'intel')."""
    return tuple(p.strip().lower() for p in gpu.vendor.split("/") if p.strip())


def _bits(cat: Catalog, fid: str) -> float:
    return cat.format(fid).bits_per_weight


def format_options(a: Architecture, cat: Catalog, quantized: bool) -> list[Formats]:
    """The checkpoint's formats, the same with an FP8 KV cache, and lighter weight formats."""
    out = [Formats(a.expert_format, a.dense_format, a.kv_format, False)]
    kv8 = KV_QUANT if KV_QUANT in cat.formats and _bits(cat, a.kv_format) > _bits(cat, KV_QUANT) else a.kv_format
    if kv8 != a.kv_format:
        out.append(Formats(a.expert_format, a.dense_format, kv8, False))
    if not quantized:
        return out
    main = a.expert_format if a.moe else a.dense_format
    lighter = [q for q in QUANTIZATIONS if q in cat.formats and _bits(cat, q) < _bits(cat, main) - 0.5]
    if not a.moe:  # a dense model has no routed experts: one weight format for all of it
        return out + [Formats(q, q, kv8, True) for q in lighter]
    dense = [a.dense_format] + (["fp8"] if "fp8" in cat.formats and _bits(cat, a.dense_format) > 8 else [])
    for e in [a.expert_format, *lighter]:  # experts and the rest (attention, shared) quantize apart
        for d in dense:
            if (e, d) != (a.expert_format, a.dense_format):
                out.append(Formats(e, d, kv8, True))
    return out


def runs_on(f: Formats, a: Architecture, gpu: GPU, cat: Catalog) -> bool:
    """A quantized option only where the GPU computes its format natively (or weight-only int4);
    an FP8 KV cache only where the GPU has FP8. The checkpoint itself always qualifies."""
    if f.kv != a.kv_format and f.kv not in gpu.native_formats:
        return False
    if not f.quantized:
        return True
    for fid in {f.experts, f.dense}:
        fmt = cat.format(fid)
        if fid not in gpu.native_formats and fmt.compute not in WEIGHT_ONLY and fmt.compute != "bf16":
            return False
    return True
