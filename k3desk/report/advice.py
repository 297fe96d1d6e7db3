"""The advisor's answer in words, once for every presenter (window, presentation, CLI, PDF).

Options, the reasons a GPU type was dropped and the one line that says which constraint nothing
meets are English source strings marked with :func:`N_` and numbers kept as :class:`Q`, like the
rest of the figures layer. :func:`english` fills them for the command line.

The options are set against the decision (docs/domain.md §9): :func:`priced` puts each on
the decision's money basis (what the buyer pays, after the taxes of the buyer's jurisdiction) for the
month and for the contract term, ranks them by either, and flags a price the catalog derived or could
not verify; :func:`api_reference_cells` is the API's reference row for the same volume, read from the
decision's API route (left out, with the reason, when the buyer's rules or a missing price leave it out).
"""

from __future__ import annotations

import re

from k3desk.core.advisor.advise import Advice, Dropped, Option
from k3desk.core.catalog import Catalog
from k3desk.core.presets import short_gpu_name
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.figures import WHY_LEFT_OUT, anchor_note, money_home
from k3desk.report.model import N_, Q, Quoted, T
from k3desk.session.ranking import Priced, Ranking

_REASONS = {
    "not_allowed": N_("{gpu}: left out by the vendor or GPU-type filter"),
    "no_price": N_("{gpu}: no rental or purchase price known"),
    "memory": N_("{gpu}: needs {value} more per GPU at {n} GPUs"),
    "memory_rules": N_("{gpu}: no GPU count under the deployment rules holds it"),
    "min_tok_s": N_("{gpu}: {value}, below {limit}"),
    "max_ttft_s": N_("{gpu}: first token after {value}, above {limit}"),
    "max_ttft_p99_s": N_("{gpu}: first token after {value} at the percentile under the peak load, above {within} "
                         "(the {limit} target less the model's typical error)"),
    "max_tpot_p99_s": N_("{gpu}: {value} per output token at the percentile under the peak load, above {within} "
                         "(the {limit} target less the model's typical error)"),
    "max_usd_month": N_("{gpu}: {value} a month at best, above {limit}"),
    "max_gpus": N_("{gpu}: needs {value} GPUs, above {limit}"),
    "facility_power": N_("{gpu}: bought, the smallest fleet draws {value} kW at the meter, above the facility's {limit} kW"),
    "together": N_("{gpu}: meets each constraint, but not all at once"),
}
_BLOCKING = {
    "min_tok_s": N_("Nothing reaches {limit} per user: the fastest option gives {value}."),
    "max_ttft_s": N_("Nothing gives a first token within {limit}: the quickest takes {value}."),
    "max_ttft_p99_s": N_("Nothing keeps the first token within {within} at the percentile under the peak load "
                         "(the {limit} target less the model's typical error), whatever the fleet: the quickest "
                         "takes {value}."),
    "max_tpot_p99_s": N_("Nothing keeps the time per output token within {within} at the percentile under the "
                         "peak load (the {limit} target less the model's typical error), whatever the fleet: the "
                         "quickest takes {value}."),
    "max_usd_month": N_("Nothing fits a budget of {limit} a month: the cheapest option costs {value}."),
    "max_gpus": N_("Nothing carries the workload on {limit} GPUs: the fewest that do are {value}."),
    "facility_power": N_("No bought fleet fits the facility's {limit} kW: the smallest draws {value} kW at the meter."),
    "memory": N_("No allowed GPU holds the model and the workload: {value} more per GPU needed at {n} GPUs."),
    "memory_rules": N_("No allowed GPU holds the model and the workload under the deployment rules."),
    "no_price": N_("No allowed GPU has a rental or purchase price."),
    "not_allowed": N_("The vendor and GPU-type filters leave no GPU."),
    "together": N_("Each constraint can be met, but no option meets all of them at once."),
}
_UNITS = {"min_tok_s": "tok_s", "max_ttft_s": "seconds", "max_usd_month": "usd", "max_gpus": "int",
          "max_ttft_p99_s": "seconds", "max_tpot_p99_s": "seconds",
          "memory": "bytes_gb"}


def _args(d: Dropped) -> dict:
    unit = _UNITS.get(d.reason, "num")
    args = {"value": Q(d.value, unit, 0 if unit in ("usd", "tok_s") else 1 if d.reason == "facility_power" else None),
            "limit": Q(d.limit, unit, 0 if unit == "usd" else None)}
    if d.at_gpus:
        args["n"] = Q(d.at_gpus, "int")
    if d.within is not None:
        args["within"] = Q(d.within, unit)
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
    """'split across 8 GPUs', '2 stages × split across 8 GPUs', '8 GPUs, each serving its own users', with speculative decoding
    when it is on (plain words, as on the main window's cards, not "TP 8" or "DP 8 + EP 8"; the
    serving recipe gives the engine flags, :func:`serving_explained` the sentence behind them)."""
    if o.mode == "disaggregated":
        base = T(N_("{units} × ({p} prefill + {d} decode GPUs)"), {
            "units": Q(o.replicas, "int"), "p": Q(o.prefill_gpus, "int"), "d": Q(o.decode_gpus, "int")})
    elif o.mode == "wide-ep":
        base = T(N_("{units} × {n} GPUs, experts spread over all"), {
            "units": Q(o.replicas, "int"), "n": Q(o.gpu_count, "int")})
    elif o.attention == "dp":
        base = T(N_("{n} GPUs, each serving its own users"), {"n": Q(o.gpu_count, "int")})
    elif o.pipeline_parallel > 1:
        base = T(N_("{pp} stages × split across {tp} GPUs"), {"pp": Q(o.pipeline_parallel, "int"), "tp": Q(o.tensor_parallel, "int")})
    else:
        base = T(N_("split across {tp} GPUs"), {"tp": Q(o.tensor_parallel, "int")})
    if o.speculative_factor > 1:
        return T(N_("{base}, speculative ×{f}"), {"base": base, "f": Q(o.speculative_factor, "num", 2)})
    return base


def serving_explained(o: Option) -> T:
    """One sentence for a buyer on how the GPUs share the work (the serving cell's tooltip)."""
    n, tp, pp = Q(o.gpu_count, "int"), Q(o.tensor_parallel, "int"), Q(o.pipeline_parallel, "int")
    if o.mode == "disaggregated":
        return T(N_("Production scale: {units} units, each reading prompts on {p} GPUs and writing the answers on "
                    "{d} others ({b} users per GPU); the conversations' memory passes from one group to the other "
                    "over the network."), {"units": Q(o.replicas, "int"), "p": Q(o.prefill_gpus, "int"),
                                            "d": Q(o.decode_gpus, "int"), "b": Q(o.batch_per_gpu, "int")})
    if o.mode == "wide-ep":
        return T(N_("Production scale: {units} units of {n} GPUs, each GPU serving its own users ({b} per GPU) "
                    "while the model's experts are spread over the whole unit, across several servers."),
                 {"units": Q(o.replicas, "int"), "n": n, "b": Q(o.batch_per_gpu, "int")})
    if o.attention == "dp":
        return T(N_("Each of the {n} GPUs serves its own users; the model's experts are spread over all "
                    "of them, so no GPU keeps every user's working memory."), {"n": n})
    if o.pipeline_parallel > 1:
        return T(N_("{pp} groups of GPUs, one after the other, each holding part of the model's layers; "
                    "each group splits its part across {tp} GPUs."), {"pp": pp, "tp": tp})
    return T(N_("The model is split across {tp} GPUs, one part per GPU (tensor parallel); every GPU works on every request."), {"tp": tp})


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


#: The mark on an option's speed that the buyer's own measurement re-anchors (``Option.anchor``).
ANCHOR_MARK = "†"


def speed_anchor(o: Option) -> T | None:
    """'anchored to your measurement of 15/11/2026' for an option whose speed is re-anchored, else None
    (the figures layer's own words for the anchor, as on the speed card)."""
    return anchor_note(o.anchor)


def anchored_legend(options) -> tuple[T, ...]:
    """What the mark means: '† anchored to your measurement of 15/11/2026', once per measurement the
    options are anchored to, oldest first."""
    seen = {o.anchor.measurement.id: o.anchor for o in options if o.anchor is not None}
    return tuple(T("{mark} {note}", {"mark": ANCHOR_MARK, "note": anchor_note(a)}, translate=False)
                 for a in sorted(seen.values(), key=lambda a: (a.measurement.date, a.measurement.id)))


def ownership_label(o: Option) -> T:
    return T(N_("rent")) if o.ownership == "rent" else T(N_("own"))


def gpu_label(o: Option) -> str:
    return short_gpu_name(o.gpu_name)


# --- the options against the decision ---------------------------------------------------------

#: A catalog price that is not a published quote: derived from another figure, or marked unverified.
_UNVERIFIED = re.compile(r"^\s*derived\b|\bunverified\b|\btrust c\b", re.IGNORECASE)


def price_flag(o: Option, s: Scenario, cat: Catalog) -> T | None:
    """Why the rental or purchase price behind an option is not a published quote (derived from
    another figure, or marked unverified in the catalog), naming the source; None when it is sourced
    or the buyer entered it."""
    own = o.gpu == s.hardware.gpu.id
    listed = cat.gpu_prices.get(o.gpu)
    if o.ownership == "rent":
        if listed is None or (own and s.hardware.price_per_gpu_hour != listed.typical):
            return None
        graded = "trust" in listed.model_fields_set and listed.trust.strip().upper().startswith("C")
        if not (graded or _UNVERIFIED.search(listed.source) or _UNVERIFIED.search(listed.provider)):
            return None
        return T(N_("Unverified rental price: {price} per GPU-hour, derived from other figures or not "
                    "confirmed by a published quote. Source: {source}"),
                 {"price": Q(listed.typical, "usd", 2),
                  "source": Quoted(f"{listed.provider}: {listed.source} ({listed.source_date})")})
    gpu = s.hardware.gpu if own else cat.gpus.get(o.gpu)
    if gpu is None:
        return None
    price, source = gpu.purchase_price_usd, gpu.purchase_source
    if price is None and listed is not None:
        price, source = listed.purchase_usd, listed.purchase_source
    in_use = (s.hardware.purchase_price_per_gpu or price) if own else price
    if price is None or in_use != price or not _UNVERIFIED.search(source):
        return None
    return T(N_("Unverified purchase price: {price} per GPU, derived from other figures or not confirmed "
                "by a published quote. Source: {source}"), {"price": Q(price, "usd", 0), "source": Quoted(source)})


def amount(value_usd: float | None, r: Result, flag: T | None = None) -> T | Q:
    """A landed USD amount of the table in the display currency (the exchange rate, no further tax:
    the taxes are in it), marked when the price behind it is unverified."""
    q = money_home(value_usd, r)
    return T(N_("≈ {amount}"), {"amount": q}) if flag is not None and value_usd is not None else q


def per_mtok(value_usd: float | None, r: Result) -> T | None:
    """The amount per million tokens of the planned volume (the amount cells' tooltip)."""
    return None if value_usd is None else T(N_("{amount} per million tokens of the planned volume"),
                                            {"amount": money_home(value_usd, r)})


def unverified_legend(long: bool = False) -> T:
    """What the mark on an amount means: short beside the table's summary, long in its tooltip."""
    if long:
        return T(N_("An amount marked ≈ rests on a rental or purchase price the catalog derived from other "
                    "figures or could not confirm with a published quote; the amount's tooltip names the source."))
    return T(N_("≈ derived or unverified price"))


API_REFERENCE = N_("API (reference)")


def api_reference(rt) -> tuple[float, float, float] | None:
    """The API's (month 1, term, present value) for the planned volume, landed, from the decision's API
    route (``Evaluation.full_decision.routes["api"]``); None when the decision leaves it out or has no price."""
    if rt is None or not rt.available or rt.usd_per_month is None or rt.term_usd is None:
        return None
    return rt.usd_per_month, rt.term_usd, rt.npv_usd if rt.npv_usd is not None else rt.term_usd


def _api_cost(api: tuple[float, ...], by: str) -> float:
    return api[{"usd_per_month": 0, "term_usd": 1, "npv_usd": 2}.get(by, 0)]


def api_reference_cells(rt, s: Scenario, r: Result) -> dict:
    """The API's reference row for the same volume, from the decision's API route ``rt``: what it is, its
    month 1 and its term (landed) and per million tokens; left out (data kept in Brazil) or without an API
    price, one line saying so and why, never an amount."""
    label = T(API_REFERENCE)
    api = api_reference(rt)
    if api is None:
        reason = getattr(rt, "reason", "") or "api_price"
        if reason != "api_price":
            return {"label": label, "note": T(N_("left out: {why}"), {"why": T(WHY_LEFT_OUT.get(reason, reason))})}
        return {"label": label, "note": T(N_("No API price is known for this model: there is nothing to "
                                             "compare the options with."))}
    tokens = s.workload.tokens_per_month
    return {"label": label, "note": T(N_("the same volume through the API; a reference, not an option")),
            "tip": T(N_("What the model's API would cost for the planned volume, month 1 and over the "
                        "{months}-month term, with the taxes the buyer pays on payments abroad. It is a "
                        "reference to set the options against, not an option to apply."),
                     {"months": Q(s.pricing.horizon_months, "int")}),
            "usd_per_month": money_home(api[0], r), "term_usd": money_home(api[1], r),
            "usd_per_mtok": per_mtok(api[0] / tokens * 1e6 if tokens >= 1 else None, r)}


def answer(rows: tuple[Priced, ...], api: tuple[float, ...] | None, by: str, s: Scenario, r: Result) -> T | None:
    """The Advisor's answer for ranked options: the cheapest that meets the need, or that the API is
    cheaper for this volume when every option costs more than the API by the chosen measure (``api``:
    :func:`api_reference`, None when the API is left out or unpriced: never "the API is cheaper")."""
    if not rows:
        return None
    first = rows[0]
    o, months = first.option, Q(s.pricing.horizon_months, "int")
    args = {"count": Q(o.gpu_count, "int"), "gpu": gpu_label(o), "speed": Q(o.decode_per_sequence, "tok_s"),
            "months": months, "amount": money_home(first.term_usd if by == "term_usd" else first.usd_per_month, r)}
    if api is not None and api_cheaper(rows, api, by):
        args["api"] = money_home(_api_cost(api, "term_usd" if by == "term_usd" else "usd_per_month"), r)
        if by == "term_usd":
            return T(N_("The API is cheaper for this volume: {api} over {months} months, less than any option "
                        "(the cheapest, {count}× {gpu}, costs {amount})"), args)
        return T(N_("The API is cheaper for this volume: {api} per month, less than any option (the "
                    "cheapest, {count}× {gpu}, costs {amount})"), args)
    if by == "term_usd":
        return T(N_("Cheapest over {months} months that meets the need: {count}× {gpu}, {amount} in total, "
                    "{speed} per user"), args)
    return T(N_("Cheapest that meets the need: {count}× {gpu}, {amount} per month, {speed} per user"), args)


def api_cheaper(rows: tuple[Priced, ...], api: tuple[float, ...] | None, by: str) -> bool:
    """Every option costs more than the API for this volume (by the chosen measure); never when the API is
    left out or unpriced (``api`` None)."""
    reference = None if api is None else _api_cost(api, by)
    return bool(rows) and reference is not None and min(p.cost(by) for p in rows) > reference


def left_out_by_rule(ranking: Ranking | None) -> T | None:
    """The options the buyer's rules keep out of the ranking, once: "Renting abroad is left out: data must
    stay in Brazil (12 rented options not offered)"; None when no rule leaves one out."""
    if ranking is None or not ranking.left_out_options:
        return None
    return T(N_("Renting abroad is left out: {why} ({n} rented options not offered)"),
             {"why": T(WHY_LEFT_OUT["data_abroad"]), "n": Q(ranking.left_out_options, "int")})


# --- English for the command line --------------------------------------------------------------

def _q(q: Q) -> str:
    v = q.value
    if v is None:
        return "n/a"
    if isinstance(v, str):  # a "day" quantity: its ISO date
        return v
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
