"""Pieces shared by the scenario and the comparison report: names, the verdict, money, chart data.

The verdict is the one sentence a buyer reads first, so it is built here once and reused by the
cover of both report kinds.
"""

from __future__ import annotations

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.model import N_, Q, T

ENGINES = {"vllm": "vLLM", "sglang": "SGLang", "trtllm": "TensorRT-LLM"}

RULES = {
    "single_gpu": N_("fits on a single GPU"),
    "power_of_two_tp": N_("tensor-parallel group: the smallest power of two that divides heads and experts"),
    "node_multiple_pp": N_("pipeline parallelism: a multiple of the node size"),
    "no_multi_node": N_("limited to one node: the provider sells no multi-node networking"),
    "too_large": N_("no deployable GPU count under the engine rules"),
}

WHY_NOT = {
    "memory": N_("the weights, cache and overheads exceed the usable memory"),
    "multi_node": N_("the deployment needs more than one node and multi-node is switched off"),
    "rules": N_("the GPU count does not follow the engine's parallelism rules"),
}


def money(value_usd: float | None, r: Result, factor: float | None = None) -> Q:
    """A USD amount converted to the display currency: by default a payment abroad (rate x IOF in BRL)."""
    k = r.cost.currency_factor if factor is None else factor
    return Q(None if value_usd is None else value_usd * k, "money")


def money_host(value_usd: float | None, r: Result) -> Q:
    """A self-hosted amount: IOF in BRL only when the GPUs are rented abroad, never when owned."""
    return money(value_usd, r, r.cost.self_host_currency_factor)


def money_home(value_usd: float | None, r: Result) -> Q:
    """An amount paid at home (power, hosting, owned hardware): the exchange rate, no IOF."""
    return money(value_usd, r, r.cost.domestic_currency_factor)


def currency_note(s: Scenario, abroad: bool = True) -> T | None:
    """What a converted amount includes (``rate 5.40 + IOF 3.5%``, or ``rate 5.40`` for an amount
    paid at home); None for US dollars."""
    p = s.pricing
    if p.currency != "BRL":
        return None
    if not p.iof_percent or not abroad:
        return T(N_("rate {rate}"), {"rate": Q(p.brl_per_usd, "num", 2)})
    return T(N_("rate {rate} + IOF {iof}"), {"rate": Q(p.brl_per_usd, "num", 2),
                                             "iof": Q(p.iof_percent / 100, "fraction", 1)})


def money_noted(value_usd: float | None, s: Scenario, r: Result, host: bool = False):
    """:func:`money` with the conversion note beside it in BRL: ``R$ 232.620 (rate 5.40 + IOF 3.5%)``.

    ``host``: a self-hosted amount, which carries IOF only when rented abroad."""
    abroad = not host or s.hardware.ownership == "rent"
    note = currency_note(s, abroad)
    amount = money_host(value_usd, r) if host else money(value_usd, r)
    if note is None or value_usd is None:
        return amount
    return T(N_("{amount} ({note})"), {"amount": amount, "note": note})


def gpu_short(s: Scenario) -> str:
    """``NVIDIA B300`` from ``NVIDIA B300 (HGX Blackwell Ultra)``: short enough for a table header."""
    return s.hardware.gpu.name.split(" (")[0]


def free_per_gpu(r: Result) -> float:
    return r.fit.fill.free


def verdict(s: Scenario, r: Result) -> T:
    """One sentence: does it fit, what it costs, where it breaks even with the API."""
    f, c = r.fit, r.cost
    base = {"model": s.model.name, "count": Q(f.gpu_count, "int"), "gpu": s.hardware.gpu.name}
    if not f.fits:
        if f.why_not == "multi_node":
            return T(N_("{model} does not fit on {count}× {gpu}: it needs more than one node and "
                        "multi-node networking is not available."), base)
        need = f.min_deployable_gpus
        if need is None:
            return T(N_("{model} does not fit on {count}× {gpu}: each GPU would need {used} of its "
                        "{capacity} usable memory, and no deployable GPU count exists under the "
                        "engine rules."),
                     {**base, "used": Q(f.per_gpu_used_bytes, "bytes_gb"),
                      "capacity": Q(f.per_gpu_capacity_bytes, "bytes_gb")})
        return T(N_("{model} does not fit on {count}× {gpu}: each GPU would need {used} of its "
                    "{capacity} usable memory; at least {need} GPUs are needed."),
                 {**base, "used": Q(f.per_gpu_used_bytes, "bytes_gb"),
                  "capacity": Q(f.per_gpu_capacity_bytes, "bytes_gb"), "need": Q(need, "int")})
    args = {**base, "free": Q(free_per_gpu(r), "bytes_gb"),
            "cost": money_noted(c.self_host_usd_per_month, s, r, host=True),
            "tokens": Q(c.break_even_tokens_per_month, "big", noun="tokens")}
    if c.break_even_tokens_per_month is None:
        return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs "
                    "{cost} per month."), args)
    return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} "
                "per month and breaks even with the API at {tokens} per month."), args)


def workload_sentence(s: Scenario, r: Result) -> T:
    """What the scenario's own workload costs both ways, and how many replicas it takes."""
    c = r.cost
    args = {"tokens": Q(s.workload.tokens_per_month, "big", noun="tokens"), "replicas": Q(c.replicas, "int"),
            "host": money_host(c.self_host_total_usd_per_month, r), "api": money_noted(c.api_usd_per_month, s, r)}
    if c.replicas == 1:
        return T(N_("At the planned {tokens} per month, one replica carries the load: {host} per "
                    "month self-hosted against {api} through the API."), args)
    return T(N_("At the planned {tokens} per month, {replicas} replicas are needed: {host} per "
                "month self-hosted against {api} through the API."), args)


def vram_data(s: Scenario, r: Result) -> dict:
    """Per-GPU fill in bytes for the VRAM chart (all GPUs of a tensor-parallel group hold the same)."""
    fl = r.fit.fill
    return {
        "label": gpu_short(s), "gpus": r.fit.gpu_count,
        "segments": [("weights", fl.weights), ("kv", fl.kv_cache), ("state", fl.state),
                     ("activations", fl.activations), ("overhead", fl.overhead)],
        "free": fl.free, "capacity": fl.capacity, "physical": fl.physical,
    }


def cost_data(s: Scenario, r: Result) -> dict:
    """Cost-chart series in the display currency."""
    k, h = r.cost.currency_factor, r.cost.self_host_currency_factor
    return {
        "label": s.name, "tokens": list(r.curves.tokens_per_month),
        "api": [v * k for v in r.curves.api_cost], "host": [v * h for v in r.curves.self_host_cost],
        "break_even": r.cost.break_even_tokens_per_month,
        "workload": s.workload.tokens_per_month,
        "workload_host": None if r.cost.self_host_total_usd_per_month is None else r.cost.self_host_total_usd_per_month * h,
        "workload_api": None if r.cost.api_usd_per_month is None else r.cost.api_usd_per_month * k,
    }
