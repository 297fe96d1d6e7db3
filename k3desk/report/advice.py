"""The advisor's answer in words, once for every presenter (window, presentation, CLI, PDF).

Options, the reasons a GPU type was dropped and the one line that says which constraint nothing
meets are English source strings marked with :func:`N_` and numbers kept as :class:`Q`, like the
rest of the figures layer. :func:`english` fills them for the command line.
"""

from __future__ import annotations

from k3desk.core.advise import Advice, Dropped, Option
from k3desk.core.presets import short_gpu_name
from k3desk.report.model import N_, Q, T

_REASONS = {
    "not_allowed": N_("{gpu}: left out by the vendor or GPU-type filter"),
    "no_price": N_("{gpu}: no rental or purchase price known"),
    "memory": N_("{gpu}: needs {value} more per GPU at {n} GPUs"),
    "memory_rules": N_("{gpu}: no GPU count under the deployment rules holds it"),
    "min_tok_s": N_("{gpu}: {value}, below {limit}"),
    "max_ttft_s": N_("{gpu}: first token after {value}, above {limit}"),
    "max_usd_month": N_("{gpu}: {value} a month at best, above {limit}"),
    "max_gpus": N_("{gpu}: needs {value} GPUs, above {limit}"),
    "together": N_("{gpu}: meets each constraint, but not all at once"),
}
_BLOCKING = {
    "min_tok_s": N_("Nothing reaches {limit} per user: the fastest option gives {value}."),
    "max_ttft_s": N_("Nothing gives a first token within {limit}: the quickest takes {value}."),
    "max_usd_month": N_("Nothing fits a budget of {limit} a month: the cheapest option costs {value}."),
    "max_gpus": N_("Nothing carries the workload on {limit} GPUs: the fewest that do are {value}."),
    "memory": N_("No allowed GPU holds the model and the workload: {value} more per GPU needed at {n} GPUs."),
    "memory_rules": N_("No allowed GPU holds the model and the workload under the deployment rules."),
    "no_price": N_("No allowed GPU has a rental or purchase price."),
    "not_allowed": N_("The vendor and GPU-type filters leave no GPU."),
    "together": N_("Each constraint can be met, but no option meets all of them at once."),
}
_UNITS = {"min_tok_s": "tok_s", "max_ttft_s": "seconds", "max_usd_month": "usd", "max_gpus": "int",
          "memory": "bytes_gb"}


def _args(d: Dropped) -> dict:
    unit = _UNITS.get(d.reason, "num")
    args = {"value": Q(d.value, unit, 0 if unit in ("usd", "tok_s") else None),
            "limit": Q(d.limit, unit, 0 if unit == "usd" else None)}
    if d.at_gpus:
        args["n"] = Q(d.at_gpus, "int")
    return args


def _key(d: Dropped) -> str:
    return "memory_rules" if d.reason == "memory" and d.value is None else d.reason


def dropped_reason(d: Dropped, gpu_name: str) -> T:
    """'H100: needs 40 GB more per GPU at 8 GPUs', '12 tok/s, below 20'."""
    return T(_REASONS[_key(d)], {"gpu": gpu_name, **_args(d)})


def nothing_meets(adv: Advice) -> T | None:
    """The one line that says which constraint nothing meets (None when options exist)."""
    if adv.options or adv.blocking is None:
        return None
    return T(_BLOCKING[_key(adv.blocking)], _args(adv.blocking))


def serving_label(o: Option) -> T:
    """'split 8 ways', '2 stages × split 8 ways', '8 GPUs side by side', with speculative decoding
    when it is on (plain words, as on the main window's cards, not "TP 8" or "DP 8 + EP 8"; the
    serving recipe gives the engine flags, :func:`serving_explained` the sentence behind them)."""
    if o.attention == "dp":
        base = T(N_("{n} GPUs side by side"), {"n": Q(o.gpu_count, "int")})
    elif o.pipeline_parallel > 1:
        base = T(N_("{pp} stages × split {tp} ways"), {"pp": Q(o.pipeline_parallel, "int"), "tp": Q(o.tensor_parallel, "int")})
    else:
        base = T(N_("split {tp} ways"), {"tp": Q(o.tensor_parallel, "int")})
    if o.speculative_factor > 1:
        return T(N_("{base}, speculative ×{f}"), {"base": base, "f": Q(o.speculative_factor, "num", 2)})
    return base


def serving_explained(o: Option) -> T:
    """One sentence for a buyer on how the GPUs share the work (the serving cell's tooltip)."""
    n, tp, pp = Q(o.gpu_count, "int"), Q(o.tensor_parallel, "int"), Q(o.pipeline_parallel, "int")
    if o.attention == "dp":
        return T(N_("Each of the {n} GPUs serves its own users; the model's experts are spread over all "
                    "of them, so no GPU keeps every user's working memory."), {"n": n})
    if o.pipeline_parallel > 1:
        return T(N_("{pp} groups of GPUs, one after the other, each holding part of the model's layers; "
                    "each group splits its part {tp} ways."), {"pp": pp, "tp": tp})
    return T(N_("The model is split {tp} ways, one part per GPU; every GPU works on every request."), {"tp": tp})


def formats_label(o: Option) -> T:
    f = o.formats
    parts = {"e": f.experts.upper(), "d": f.dense.upper(), "kv": f.kv.upper()}
    if f.experts == f.dense:
        text = T(N_("{d} weights, {kv} KV"), parts)
    else:
        text = T(N_("{e} experts, {d} rest, {kv} KV"), parts)
    if f.quantized:
        return T(N_("{f} (needs a quantized checkpoint)"), {"f": text})
    return text


def formats_short(o: Option) -> T:
    """'MXFP4 / FP8, KV FP8 (quantized)': the table cell; :func:`formats_label` is its tooltip."""
    f = o.formats
    parts = {"e": f.experts.upper(), "d": f.dense.upper(), "kv": f.kv.upper()}
    text = T(N_("{d}, KV {kv}"), parts) if f.experts == f.dense else T(N_("{e} / {d}, KV {kv}"), parts)
    return T(N_("{f}, quantized"), {"f": text}) if f.quantized else text


def ownership_label(o: Option) -> T:
    return T(N_("rent")) if o.ownership == "rent" else T(N_("own"))


def gpu_label(o: Option) -> str:
    return short_gpu_name(o.gpu_name)


# --- English for the command line --------------------------------------------------------------

def _q(q: Q) -> str:
    v = q.value
    if v is None:
        return "n/a"
    if q.unit == "usd":
        return f"US$ {v:,.0f}"
    if q.unit == "tok_s":
        return f"{v:,.0f} tok/s" if v >= 10 else f"{v:,.1f} tok/s"
    if q.unit == "seconds":
        return f"{v * 1000:,.0f} ms" if v < 1 else f"{v:,.1f} s"
    if q.unit == "bytes_gb":
        return f"{v / 1e9:,.0f} GB" if v >= 10e9 else f"{v / 1e9:,.1f} GB"
    if q.unit == "int":
        return f"{int(v):,}"
    return f"{v:,.{q.decimals if q.decimals is not None else 2}f}".rstrip("0").rstrip(".")


def english(t: T | str) -> str:
    """Fill a sentence's placeholders in English (the window translates through Qt instead)."""
    if isinstance(t, str):
        return t
    args = {k: english(v) if isinstance(v, T) else _q(v) if isinstance(v, Q) else str(v) for k, v in t.args.items()}
    return t.source.format(**args)
