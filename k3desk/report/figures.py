"""The figures layer: every statement a presenter shows about one (scenario, result), worded once.

Window cards, presentation mode, the compare view, the library, ``k3desk calc`` and the PDF all
render what this module returns and word nothing on their own, so they cannot disagree. Statements
are language-neutral data (:class:`~k3desk.report.model.T` sentences with
:class:`~k3desk.report.model.Q` numbers); each presenter translates and formats them.

One definition of "fits": the configuration fits in memory *and* its GPU count follows the engine's
deployment rules (``Fit.usable``). The honesty rule (docs/domain.md §4) follows from it: what does not
fit gets no cost, no break-even and no speed, only the reason and what would fit instead; a
break-even volume that one replica cannot carry is stated as "the API is cheaper at any volume this
hardware can carry", never as a bare number.
"""

from __future__ import annotations

from dataclasses import dataclass

from k3desk.core.model import fit as rules
from k3desk.core.money.cost import paid_pricing
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.core.speed.anchor import Anchor
from k3desk.report.model import N_, Card, Cards, Cell, Q, T
from k3desk.session.evaluation import Evaluation, best_self_host

ENGINES = {"vllm": "vLLM", "sglang": "SGLang", "trtllm": "TensorRT-LLM"}

RULES = {
    rules.RULE_SINGLE: N_("fits on a single GPU"),
    rules.RULE_POW2: N_("the model splits over 2, 4, 8… GPUs"),
    rules.RULE_PP: N_("whole nodes, pipeline parallel"),
    rules.RULE_NO_MULTI_NODE: N_("needs more than one node (not allowed)"),
    rules.RULE_TOO_LARGE: N_("no deployable count up to 4,096 GPUs"),
    "production": N_("one production unit"),
}

WHY_NOT = {
    "memory": N_("not enough memory per GPU"),
    "multi_node": N_("needs several nodes; multiple nodes are off"),
    "rules": N_("the model cannot be split evenly over this count"),
}

OUT_OF_REACH = N_("the API is cheaper at any volume this hardware can carry")
PRICE_MISSING = N_("price missing: enter it in the Hardware or Model tab")
NO_API_PRICE = N_("no API price known")
NOT_PRICED = N_("not priced: it does not fit")

#: Memory terms of the VRAM charts: (Fill attribute, label, colour key). One order and one colour
#: per term on the screen, in the compare view and in the PDF.
SEGMENTS = (("weights", N_("Weights"), "weights"), ("kv_cache", N_("KV cache"), "kv"),
            ("state", N_("State"), "state"), ("activations", N_("Activations"), "activations"),
            ("overhead", N_("Overhead"), "overhead"))
FREE = N_("Free")


def gpu_label(s: Scenario) -> str:
    """``B300`` from ``NVIDIA B300 (HGX Blackwell Ultra)``: the short name every card and table uses."""
    base = s.hardware.gpu.name.split("(")[0].strip()
    for vendor in ("NVIDIA ", "AMD ", "Apple "):
        base = base.removeprefix(vendor)
    return base


def hardware_label(s: Scenario, r: Result) -> str:
    """``8× B300``."""
    return f"{r.fit.gpu_count}\u00d7 {gpu_label(s)}"


def money(value_usd: float | None, r: Result, factor: float | None = None) -> Q:
    """A USD amount in the display currency: by default a payment abroad (exchange rate × IOF in BRL)."""
    k = r.cost.currency_factor if factor is None else factor
    return Q(None if value_usd is None else value_usd * k, "money")


def money_host(value_usd: float | None, r: Result) -> Q:
    """A self-hosted amount: IOF in BRL only when the GPUs are rented abroad, never when owned."""
    return money(value_usd, r, r.cost.self_host_currency_factor)


def money_compact(value_usd: float | None, r: Result) -> Q:
    """A landed amount in short form for a range on a card (``US$ 13.3 k``)."""
    return Q(None if value_usd is None else value_usd * r.cost.domestic_currency_factor, "money_compact")


def money_home(value_usd: float | None, r: Result) -> Q:
    """An amount paid at home (power, hosting, owned hardware): the exchange rate, no IOF."""
    return money(value_usd, r, r.cost.domestic_currency_factor)


def currency_note(s: Scenario, abroad: bool = True) -> T | None:
    """What a converted amount includes (``rate R$ 5.40 + IOF 3.5%``, or ``rate R$ 5.40`` for an amount
    paid at home); None for US dollars."""
    p = paid_pricing(s)
    if p.currency != "BRL":
        return None
    if not p.iof_percent or not abroad:
        return T(N_("rate R$ {rate}"), {"rate": Q(p.brl_per_usd, "num", 2)})
    return T(N_("rate R$ {rate} + IOF {iof}"), {"rate": Q(p.brl_per_usd, "num", 2),
                                             "iof": Q(p.iof_percent / 100, "fraction", 1)})


def landed_note(s: Scenario) -> T | None:
    """What the decision's amounts include (they carry the buyer's taxes on payments abroad, whatever
    the display currency): ``rate R$ 5.40 · taxes on payments abroad ×1.49`` for a Brazilian buyer
    shown in reais; None in US dollars without taxes."""
    from k3desk.core.money.taxes import service_factor

    p = paid_pricing(s)
    rate = T(N_("rate R$ {rate}"), {"rate": Q(p.brl_per_usd, "num", 2)}) if p.currency == "BRL" else None
    k = service_factor(s, "abroad")
    taxes = T(N_("taxes on payments abroad ×{factor}"), {"factor": Q(k, "num", 2)}) if k > 1 else None
    return joined(rate, taxes) if rate or taxes else None


REGIMES = {"lucro_real": N_("lucro real"), "lucro_presumido": N_("lucro presumido"), "simples": N_("Simples Nacional")}
HARDWARE_ROUTES = {"direct_import": N_("imported directly, with no tax benefit"),
                   "import_with_benefit": N_("imported with an ex-tarifário"),
                   "domestic_distributor": N_("bought from a Brazilian distributor")}


def tax_note(s: Scenario) -> T:
    """What a Brazilian buyer's amounts include: the taxes on services paid abroad and on imported
    servers, as multiples of the supplier's price (estimates; the buyer's accountant confirms them)."""
    from k3desk.core.money.taxes import purchase_factor, service_factor

    args = {"factor": Q(service_factor(s, "abroad"), "num", 2), "regime": T(REGIMES[s.taxes.regime]),
            "iss": Q(s.taxes.municipality_iss_percent / 100, "fraction", 1),
            "iof": Q(s.pricing.iof_percent / 100, "fraction", 1), "hw": Q(purchase_factor(s), "num", 2),
            "route": T(HARDWARE_ROUTES[s.taxes.hardware_route]) if not s.hardware.import_duty_percent
            else T(N_("with the import duties you entered"))}
    first = T(N_("Payments abroad (the API, GPUs rented from a foreign cloud) carry Brazil's taxes on imported "
                 "services: IRRF, CIDE, PIS/COFINS-Importação, ISS ({iss}) and IOF ({iof}), about {factor}× the "
                 "supplier's price on {regime}; a provider in Brazil bills with its taxes inside its price. Servers "
                 "{route} cost about {hw}× their price. Estimates: confirm them with your accountant."), args)
    from k3desk.core.money.taxes import calendar_month, reform_in_term, service_factors

    if not reform_in_term(s) or calendar_month(s, 1) >= "2027-01":
        return first
    factors = service_factors(s, "abroad")
    m = next(m for m in range(1, len(factors)) if calendar_month(s, m) >= "2027-01")
    later = T(N_("From January 2027 (month {m} of the term) the CBS replaces PIS/COFINS-Importação and a company on "
                 "lucro real or presumido credits it, so payments abroad cost about {later}× from then on (LC "
                 "214/2025)."), {"m": Q(m, "int"), "later": Q(factors[m], "num", 2)})
    out = T("{a} {b}", {"a": first, "b": later}, translate=False)
    if purchase_factor(s, m) != purchase_factor(s):   # imported servers: their rows are dated too
        hw = T(N_("Servers imported from then on cost about {hw}× their price: the IPI falls to zero and the CBS "
                  "replaces PIS/COFINS-Importação."), {"hw": Q(purchase_factor(s, m), "num", 2)})
        out = T("{a} {b}", {"a": out, "b": hw}, translate=False)
    return out


def host_note(s: Scenario) -> T | None:
    """The conversion note of self-hosted amounts (IOF only when rented abroad)."""
    return currency_note(s, abroad=s.hardware.ownership == "rent")


def money_noted(value_usd: float | None, s: Scenario, r: Result, host: bool = False):
    """:func:`money` with the conversion note beside it in BRL: ``R$ 232.620 (rate R$ 5.40 + IOF 3.5%)``.
    ``host``: a self-hosted amount, which carries IOF only when rented abroad."""
    note = host_note(s) if host else currency_note(s)
    amount = money_host(value_usd, r) if host else money(value_usd, r)
    if note is None or value_usd is None:
        return amount
    return T(N_("{amount} ({note})"), {"amount": amount, "note": note})


def api_known(r: Result) -> bool:
    return r.cost.api_usd_per_month is not None and bool(r.cost.api_usd_per_mtok)


def host_known(r: Result) -> bool:
    """The self-hosted cost is known (a rental or purchase price is set)."""
    return r.cost.self_host_usd_per_month is not None


def reachable(r: Result) -> bool:
    """Self-hosting can beat the API: usable, both prices known, and one replica can carry the
    break-even volume."""
    return (r.fit.usable and api_known(r) and host_known(r) and r.cost.break_even_tokens_per_month is not None
            and r.cost.break_even_reachable)


def host_cheaper(r: Result) -> bool:
    """At the planned volume (all replicas it needs), self-hosting costs no more than the API."""
    host, api = r.cost.self_host_total_usd_per_month, r.cost.api_usd_per_month
    return (r.fit.usable and api_known(r) and host_known(r)
            and host is not None and api is not None and host <= api)


def good_news(r: Result) -> bool:
    """The verdict is good news: it fits, and self-hosting beats the API at the planned volume (or
    there is no API price to lose to)."""
    return r.fit.usable and (host_cheaper(r) or not api_known(r))


def reason(r: Result) -> T | None:
    """Why it does not fit, in a few words; None when usable."""
    return None if r.fit.usable else T(WHY_NOT.get(r.fit.why_not or "rules", WHY_NOT["rules"]))


#: a production unit's pools, as the verdict names the one that does not fit
POOL_NAMES = {"prefill": N_("prefill"), "decode": N_("decode"), "both": N_("prefill-and-decode")}


def unit_short(s: Scenario, r: Result) -> dict | None:
    """A production unit that does not fit: the whole unit (``4 prefill + 4 decode × GB200``) and its
    fullest pool, for the verdict; None for a replica or a unit that fits."""
    u = r.production
    if u is None or r.fit.fits:
        return None
    pool = max(u.pools, key=lambda p: p.used / p.capacity)
    if u.mode == "disaggregated":
        whole = T(N_("{p} prefill + {d} decode × {gpu}"), {"p": Q(u.prefill_gpus, "int"), "d": Q(u.decode_gpus, "int"),
                                                           "gpu": gpu_label(s)})
    else:
        whole = T(N_("{d}× {gpu} (wide expert parallelism)"), {"d": Q(u.decode_gpus, "int"), "gpu": gpu_label(s)})
    return {"unit": whole, "pool": T(POOL_NAMES[pool.role]), "used": Q(pool.used, "bytes_gb"),
            "capacity": Q(pool.capacity, "bytes_gb")}


def suggestion(s: Scenario, r: Result) -> T | None:
    """What would fit instead: ``needs 16× H200``, ``16 would work``, or a way out."""
    f = r.fit
    if f.usable:
        return None
    if r.production is not None and f.why_not == "memory":
        return T(N_("give its pools more GPUs or each decode GPU fewer sequences, or pick a GPU with more memory"))
    if f.suggestion is not None:
        if f.why_not == "rules":
            return T(N_("{n} would work"), {"n": Q(f.suggestion, "int")})
        return T(N_("needs {n}× {gpu}"), {"n": Q(f.suggestion, "int"), "gpu": gpu_label(s)})
    if f.rule == rules.RULE_NO_MULTI_NODE:
        return T(N_("allow multiple nodes or pick a GPU with more memory"))
    return T(N_("pick a GPU with more memory or a smaller number format"))


def explanations(ev: Evaluation) -> dict:
    """Every figure's formula, inputs and source: the result's, with the decision's (``decision.*``)
    in place of the scenario-only break-even when there is a decision."""
    s, r, d = ev.scenario, ev.result, ev.decision
    from k3desk.report.operations import explanations as operations

    if d is None:
        return {**r.explain, **operations(ev)}
    from k3desk.core.explain import decision_explanations

    out = {k: v for k, v in r.explain.items() if k != "cost.break_even_tokens_per_month"}
    return {**out, **decision_explanations(s, d), **operations(ev)}


def status(r: Result) -> T:
    return T(N_("Fits")) if r.fit.usable else T(N_("Does not fit"))


def route_phrase(name: str, d, s: Scenario) -> T:
    """How a route reads in a sentence: "buying 8× B300", "renting 8× B300", "the API"."""
    rt = d.routes[name]
    args = {"count": Q(rt.layout.gpu_count if rt.layout else s.hardware.gpu_count, "int"), "gpu": gpu_label(s)}
    if name == "hybrid" and rt.available and rt.base:   # "buying 2 replicas of 8× B300 for the base load, …"
        base = {"own": N_("buying {replicas} of {count}× {gpu} for the base load and the API for the peaks ({share} "
                          "of the volume)"),
                "rent": N_("renting {replicas} of {count}× {gpu} for the base load and the API for the peaks ({share} "
                           "of the volume)")}[rt.base]
        return T(base, {**args, "replicas": Q(rt.replicas, "int", noun="replicas"), "share": Q(rt.api_share, "fraction")})
    lay = rt.layout
    if name in ("own", "rent") and lay is not None and lay.production:   # "buying 40× H200 with disaggregated serving"
        return T({"own": N_("buying {layout}"), "rent": N_("renting {layout}")}[name],
                 {"layout": layout_phrase(lay, s)})
    return {"own": T(N_("buying {count}× {gpu}"), args), "rent": T(N_("renting {count}× {gpu}"), args),
            "api": T(N_("the API")), "hybrid": T(N_("a hybrid of self-hosting and the API"))}[name]


def layout_phrase(lay, s: Scenario) -> T:
    """A production layout in words: "40× H200 with disaggregated serving (8 prefill + 32 decode GPUs)"."""
    args = {"count": Q(lay.gpu_count, "int"), "gpu": gpu_label(s), "prefill": Q(lay.prefill_gpus or 0, "int"),
            "decode": Q(lay.decode_gpus or 0, "int")}
    if lay.mode == "disaggregated":
        return T(N_("{count}× {gpu} with disaggregated serving ({prefill} prefill + {decode} decode GPUs)"), args)
    return T(N_("{count}× {gpu} with wide expert parallelism"), args)


def cheaper_layout_sentence(s: Scenario, r: Result, d) -> T | None:
    """When the scenario's own layout costs at least 1.5× the cheapest layout of its GPU type
    (``decision.cheaper_layout``): "Your layout costs 2.0× the cheapest layout of the same GPUs, 32× B300
    with disaggregated serving (…): US$ 1,912,440 over the term"; None otherwise."""
    at = d.cheaper_layout
    if not at:
        return None
    from k3desk.core.money.decision import _layout_of

    lay = _layout_of(at["layout"])
    phrase = layout_phrase(lay, s) if lay.production else T("{n}× {gpu}", {"n": Q(lay.gpu_count, "int"),
                                                                            "gpu": gpu_label(s)}, translate=False)
    today = d.discount_rate_per_year > 0
    return T(N_("Your layout costs {ratio}× the cheapest layout of the same GPUs, {layout}: {amount} in today's "
                "money over the term") if today else
             N_("Your layout costs {ratio}× the cheapest layout of the same GPUs, {layout}: {amount} over the term"),
             {"ratio": Q(at["ratio"], "num", 1), "layout": phrase, "amount": money_home(at["usd"], r)})


def production_sentence(s: Scenario, r: Result, d) -> T | None:
    """From which volume a production layout of the GPU type beats the API, in the monthly view:
    "From 63 billion tokens per month, 48× B300 with disaggregated serving cost US$ 4.10 per million
    tokens, the API US$ 5.40 (monthly view)"; None when no such volume is in the cost chart's range."""
    best = best_self_host(d)
    at = d.production_from.get(best) if best is not None else None
    if not at:
        return None
    from k3desk.core.money.decision import _layout_of

    lay = _layout_of(at["layout"])
    k = r.cost.currency_factor
    # cents, or a tenth of a cent where the two prices would read the same ("US$ 0.306", "US$ 0.308")
    dec = 2 if round(at["usd_per_mtok"] * k, 2) != round(at["api_usd_per_mtok"] * k, 2) else 3

    def per_mtok(v: float | None) -> Q:
        return Q(None if v is None else v * k, "money", dec)

    args = {"volume": Q(at["tokens_per_month"], "big", noun="tokens"), "layout": layout_phrase(lay, s),
            "price": per_mtok(at["usd_per_mtok"]), "api": per_mtok(at["api_usd_per_mtok"]),
            "replica": per_mtok(at.get("replica_usd_per_mtok"))}
    if at.get("replica_usd_per_mtok") is not None:   # what the layout adds at the same GPU-hour price
        verb = {"own": N_("From {volume} per month, buying {layout} costs {price} per million tokens (the best "
                          "single replica of the same GPUs {replica}), the API {api} (monthly view)"),
                "rent": N_("From {volume} per month, renting {layout} costs {price} per million tokens (the best "
                           "single replica of the same GPUs {replica}), the API {api} (monthly view)")}[at["route"]]
        return T(verb, args)
    verb = {"own": N_("From {volume} per month, buying {layout} costs {price} per million tokens, the API "
                      "{api} (monthly view)"),
            "rent": N_("From {volume} per month, renting {layout} costs {price} per million tokens, the API "
                       "{api} (monthly view)")}[at["route"]]
    return T(verb, args)


def decision_sentence(s: Scenario, r: Result, d) -> T | None:
    """The decision for the whole fleet over the term, with its range and what would flip it:
    "Over 36 months, buying 8× B300 is cheapest: US$ 956,220, against US$ 1,944,000 for the API and
    US$ 3,101,040 renting (2 replicas for your 10 billion tokens per month)." None without a winner."""
    if d.winner is None:
        return None
    w = d.routes[d.winner]
    others = [k for k in ("api", "rent", "own") if k != d.winner and d.routes[k].available]
    against = {"api": N_("{amount} for the API"), "rent": N_("{amount} renting"), "own": N_("{amount} buying")}
    if d.discount_rate_per_year > 0:   # ranked by present value: stated in today's money, the term total labelled
        parts = [T(against[k], {"amount": money_home(d.routes[k].npv_usd, r)}) for k in others]
        amount: T | Q = T(N_("{pv} in today's money ({total} in total)"),
                   {"pv": money_home(w.npv_usd, r), "total": money_home(w.term_usd, r)})
        tail = N_("Over {months} months, {route} is cheapest: {amount}, against {others} in today's money")
    else:
        parts = [T(against[k], {"amount": money_home(d.routes[k].term_usd, r)}) for k in others]
        amount = with_band(w.term_usd, w.term_usd_band, r)   # the range stands right beside the winner's amount
        tail = N_("Over {months} months, {route} is cheapest: {amount} in total, against {others}")
    args = {"months": Q(d.horizon_months, "int"), "route": route_phrase(d.winner, d, s),
            "amount": amount, "others": joined_and(parts)}
    left = left_out(d)
    text = (tail if parts else N_("Over {months} months, {route} is the only route left: {amount}") if left is not None
            else N_("Over {months} months, {route} is the only priced route: {amount}"))
    sentence = [T(text, args)]
    final = getattr(w, "replicas_final", None)
    if w.replicas and final and final > w.replicas:   # the volume grows: the fleet it ends the term with
        sentence.append(T(N_("with {replicas} for your {volume} per month, growing to {final} by month {month}"),
                          {"replicas": Q(w.replicas, "int", noun="replicas"), "final": Q(final, "int"),
                           "volume": Q(s.workload.tokens_per_month, "big", noun="tokens"),
                           "month": Q(d.horizon_months, "int")}))
    elif w.replicas:
        sentence.append(T(N_("with {replicas} for your {volume} per month"),
                          {"replicas": Q(w.replicas, "int", noun="replicas"),
                           "volume": Q(s.workload.tokens_per_month, "big", noun="tokens")}))
    mine = anchored_clause(r)
    if mine is not None:   # the buyer's own run anchors the speed the fleet is sized on: said once, here
        sentence.append(mine)
    notes = []   # sentences of their own after the decision
    if left is not None:
        sentence.append(left)
    if d.winner == "own" and d.runner_up in ("api", "rent") and d.payback_vs.get(d.runner_up) is None:
        # cheapest over the term, yet never paid back within it: the resale at the end decides it
        notes.append(T(N_("Buying comes out ahead only with the resale of the servers at the end of the term; "
                          "before that it has not paid back")))
    hint = cheaper_layout_sentence(s, r, d)
    if hint is not None:
        notes.append(hint)
    if d.discount_rate_per_year > 0 and w.npv_usd is not None and w.term_usd is not None and w.npv_usd > w.term_usd:
        notes.append(T(N_("Its value in today's money is above its total because the resale at the end of the "
                          "term is a credit, and a credit that comes last is discounted most")))
    m = d.monthly_winner
    if m is not None and m != d.winner and d.routes[m].usd_per_month is not None:   # the month and the term disagree
        sentence.append(T(N_("although {route} costs less in the first month ({a} against {b}): the term counts "
                             "the purchase at signing, the resale at the end and the trends"),
                          {"route": route_phrase(m, d, s), "a": money_home(d.routes[m].usd_per_month, r),
                           "b": money_home(w.usd_per_month, r)}))
    if not d.holds_across_band and d.flips:   # the answer can change within the known ranges: the nearest flip
        from k3desk.report.flips import flip_what

        sentence.append(T(N_("unless {what}"), {"what": flip_what(d.flips[0])}))
    head = T(", ".join(f"{{{i}}}" for i in range(len(sentence))), {str(i): x for i, x in enumerate(sentence)},
             translate=False)
    if not notes:
        return head
    return T(". ".join(f"{{{i}}}" for i in range(len(notes) + 1)), {str(i): x for i, x in enumerate([head, *notes])},
             translate=False)


def decision_short(s: Scenario, r: Result, d) -> T | None:
    """The decision in one short line (the window's verdict strip when the long form does not fit, the
    presentation banner), led by the headline: the amount on the basis the winner won on."""
    if d.winner is None:
        return None
    w = d.routes[d.winner]
    args = {"months": Q(d.horizon_months, "int"), "route": route_phrase(d.winner, d, s),
            "amount": money_home(w.term_usd, r)}
    alone = left_out(d) is not None and not any(d.routes[k].available for k in ("api", "rent", "own") if k != d.winner)
    if d.discount_rate_per_year > 0 and w.npv_usd is not None:   # ranked in today's money
        args.update(pv=money_home(w.npv_usd, r))
        return T(N_("Over {months} months, {route} is the only route left: {pv} in today's money ({amount} in "
                    "total)") if alone else
                 N_("Over {months} months, {route} is cheapest: {pv} in today's money ({amount} in total)"), args)
    if alone:   # the buyer's rules leave one route: not "cheapest", "the only one"
        return T(N_("Over {months} months, {route} is the only route left: {amount} in total ({why})"),
                 {**args, "why": rule_why(d)})
    b = shown_band(w.term_usd_band, r, w.term_usd)
    if b is not None:   # the range, short, beside the amount
        args.update(lo=money_compact(b[0], r), hi=money_compact(b[1], r))
        return _anchored_short(T(N_("Over {months} months, {route} is cheapest: {amount} in total ({lo}–{hi})"),
                                 args), r)
    return _anchored_short(T(N_("Over {months} months, {route} is cheapest: {amount} in total"), args), r)


def anchored_clause(r: Result) -> T | None:
    """"its speed anchored to your measurement of 15/11/2026": the verdict says that the buyer's own
    imported run anchors the speed its fleet is sized on (None when no run of theirs does)."""
    a = r.throughput.own_anchor
    if not isinstance(a, Anchor):
        return None
    return T(N_("its speed anchored to your measurement of {date}"), {"date": Q(a.measurement.date, "day")})


def _anchored_short(text: T, r: Result) -> T:
    """The short verdict, marked when the buyer's own run anchors it (the long form names the date)."""
    if not isinstance(r.throughput.own_anchor, Anchor):
        return text
    return T("{0} · {1}", {"0": text, "1": T(N_("anchored to your measurement"))}, translate=False)


def banner_decision(ev: Evaluation) -> tuple[T, bool]:
    """The presentation banner and whether it is good news: the decision in one short line when there
    is one (good news when self-hosting wins), else what the hardware does."""
    s, r, d = ev.scenario, ev.result, ev.decision
    if d is not None:
        from k3desk.core.money.decision import SELF_HOST

        short = decision_short(s, r, d)
        if short is not None:
            return short, d.winner in SELF_HOST
        if none_left(d) is not None and r.fit.usable:
            return _none_left_banner(s, r), False
    return banner(s, r), good_news(r)


def verdict_forms(ev: Evaluation) -> tuple[T, T]:
    """(short, long) forms of the verdict for a fixed two-line space: the decision for the whole fleet
    when there is one, else what the hardware does (the presentation banner and the full verdict)."""
    s, r, d = ev.scenario, ev.result, ev.decision
    if d is not None:
        long = decision_sentence(s, r, d)
        if long is not None:
            short = decision_short(s, r, d)   # None exactly when long is (no winner)
            if short is not None:
                return short, long
        if none_left(d) is not None and r.fit.usable:
            return _none_left_banner(s, r), verdict(ev)
    return banner(s, r), verdict(ev)


#: Why a route of the decision is not weighed, by the route's reason id (``core.money.decision``).
WHY_LEFT_OUT = {"rental_price": N_("no rental price"), "purchase_price": N_("no purchase price"),
                "api_price": N_("no API price"), "does_not_fit": N_("no layout of this GPU fits"),
                "data_abroad": N_("data must stay in Brazil"),
                "facility_power": N_("the owned fleet draws more power than the facility allows"),
                "latency_target": N_("no fleet of this layout meets the latency target"),
                "hybrid_no_peaks": N_("no daily peaks to send to the API"),
                "hybrid_no_better": N_("no split beats both pure routes"), "hybrid_not_modelled": N_("not modelled")}
_LEFT_OUT = {("api",): N_("the API is left out: {why}"), ("rent",): N_("renting abroad is left out: {why}"),
             ("api", "rent"): N_("the API and renting abroad are left out: {why}")}


#: The reasons a buyer's rule leaves a route out (data kept in Brazil, a facility's power), not a missing price.
RULES_LEFT_OUT = ("data_abroad", "facility_power")


def left_out(d) -> T | None:
    """The routes the buyer's rules leave out, named once with the real reason ("the API is left out:
    data must stay in Brazil"; "buying is left out: the owned fleet draws more power than the facility
    allows"); None when no rule leaves a route out."""
    out = tuple(k for k in ("api", "rent") if not d.routes[k].available and d.routes[k].reason == "data_abroad")
    parts = [T(_LEFT_OUT[out], {"why": T(WHY_LEFT_OUT["data_abroad"])})] if out else []
    if not d.routes["own"].available and d.routes["own"].reason == "facility_power":
        parts.append(T(N_("buying is left out: {why}"), {"why": T(WHY_LEFT_OUT["facility_power"])}))
    if len(parts) < 2:
        return parts[0] if parts else None
    return T("{0}; {1}", {"0": parts[0], "1": parts[1]}, translate=False)


def rule_why(d) -> T:
    """The first rule that leaves a route out, in words (the short verdict's parenthesis)."""
    reason = next((d.routes[k].reason for k in ("api", "rent", "own") if d.routes[k].reason in RULES_LEFT_OUT),
                  "data_abroad")
    return T(WHY_LEFT_OUT[reason])


_NOT_COSTED = {"api": N_("the API is not costed: {why}"), "rent": N_("renting is not costed: {why}"),
               "own": N_("buying is not costed: {why}")}


def none_left(d) -> T | None:
    """Why no route is left to weigh, when the buyer's rules and the missing prices leave none (the routes
    left out by a rule named once, then each route not costed with its reason); None while one is left."""
    if d.winner is not None:
        return None
    parts = [p for p in (left_out(d),) if p is not None]
    parts += [T(_NOT_COSTED[k], {"why": T(WHY_LEFT_OUT.get(d.routes[k].reason, NOT_PRICED))})
              for k in ("rent", "own", "api") if d.routes[k].reason not in ("", *RULES_LEFT_OUT)]
    return T("; ".join(f"{{{i}}}" for i in range(len(parts))), {str(i): p for i, p in enumerate(parts)},
             translate=False)


def _none_left_banner(s: Scenario, r: Result) -> T:
    return T(N_("Fits on {count}× {gpu} — no route is left to weigh"), {"count": Q(r.fit.gpu_count, "int"),
                                                                           "gpu": gpu_label(s)})


def joined_and(parts: list) -> T:
    """"a, b and c" (the writer translates "and"); "" for none."""
    if not parts:
        return T("", translate=False)
    if len(parts) == 1:
        return parts[0]
    head = T(", ".join(f"{{p{i}}}" for i in range(len(parts) - 1)), {f"p{i}": p for i, p in enumerate(parts[:-1])},
             translate=False)
    return T(N_("{a} and {b}"), {"a": head, "b": parts[-1]})


def verdict(ev: Evaluation) -> T:
    """The one sentence a buyer reads first (PDF cover, ``k3desk calc``): the decision for the whole
    fleet over the term when there is one, then what the hardware holds."""
    s, r, d = ev.scenario, ev.result, ev.decision
    f, c = r.fit, r.cost
    if d is not None:
        head = decision_sentence(s, r, d)
        if head is not None:
            unit = ev.unit   # what the decision costs: its production unit, as the cards say
            uf = unit[1].fit if unit is not None else f
            fits = T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare."),
                     {"model": s.model.name, "count": Q(uf.gpu_count, "int"), "gpu": gpu_label(s),
                      "free": Q(uf.fill.free, "bytes_gb")})
            scale = production_sentence(s, r, d)
            if scale is not None:
                return T("{0}. {1}. {2}", {"0": head, "1": scale, "2": fits}, translate=False)
            return T("{0}. {1}", {"0": head, "1": fits}, translate=False)
        why = none_left(d)
        if why is not None and f.usable:   # never the legacy sentence: it would weigh a route left out
            return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare, but no route is left to "
                        "weigh: {why}."), {"model": s.model.name, "count": Q(f.gpu_count, "int"), "gpu": gpu_label(s),
                                           "free": Q(f.fill.free, "bytes_gb"), "why": why})
    base = {"model": s.model.name, "count": Q(f.gpu_count, "int"), "gpu": gpu_label(s)}
    if not f.usable:
        args = {**base, "used": Q(f.per_gpu_used_bytes, "bytes_gb"),
                "capacity": Q(f.per_gpu_capacity_bytes, "bytes_gb"), "what": suggestion(s, r)}
        if f.why_not == "multi_node":
            return T(N_("{model} does not fit on {count}× {gpu}: it needs more than one node and multi-node "
                        "networking is not available; {what}."), args)
        if f.why_not == "rules":
            return T(N_("{model} does not run on {count}× {gpu}: that count does not split the model evenly "
                        "under the engine rules; {what}. No cost, break-even or speed is shown for it."), args)
        pools = unit_short(s, r)
        if pools is not None:
            return T(N_("{model} does not fit as one unit of {unit}: each {pool} GPU would need {used} of its "
                        "{capacity} usable memory; {what}. No cost, break-even or speed is shown for it."),
                     {**args, **pools})
        return T(N_("{model} does not fit on {count}× {gpu}: each GPU would need {used} of its {capacity} "
                    "usable memory; {what}. No cost, break-even or speed is shown for it."), args)
    args = {**base, "free": Q(f.fill.free, "bytes_gb"), "cost": money_noted(c.self_host_usd_per_month, s, r, host=True),
            "tokens": Q(c.break_even_tokens_per_month, "big", noun="tokens"),
            "carry": Q(c.replica_tokens_per_month, "big", noun="tokens")}
    if not host_known(r):
        return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting is not costed: "
                    "a price is missing."), args)
    if not api_known(r):
        return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} "
                    "per month; no API price is known to compare it with."), args)
    if not c.break_even_reachable:
        return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} "
                    "per month, but the API is cheaper at any volume this hardware can carry (one replica "
                    "carries at most {carry} per month)."), args)
    args.update({"volume": Q(s.workload.tokens_per_month, "big", noun="tokens"),
                 "total": money_noted(c.self_host_total_usd_per_month, s, r, host=True),
                 "api": money_noted(c.api_usd_per_month, s, r), "replicas": Q(c.replicas, "int", noun="replicas")})
    if c.replicas > 1 and not host_cheaper(r):
        return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; one replica costs {cost} per "
                    "month and breaks even with the API at {tokens} per month, but your {volume} per month "
                    "need {replicas}: {total} against {api} via the API, so the API is cheaper at this volume."),
                 args)
    if not host_cheaper(r):
        return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} "
                    "per month, more than the API's {api} at your {volume} per month; it breaks even with the "
                    "API at {tokens} per month."), args)
    return T(N_("{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} "
                "per month and breaks even with the API at {tokens} per month."), args)


def banner(s: Scenario, r: Result) -> T:
    """The presentation banner: the verdict in one short line."""
    f, c = r.fit, r.cost
    if not f.usable:
        sug = suggestion(s, r)
        return T(N_("Does not fit on {count}× {gpu}: {what}"),
                 {"count": Q(f.gpu_count, "int"), "gpu": gpu_label(s), "what": sug})
    args = {"count": Q(f.gpu_count, "int"), "gpu": gpu_label(s),
            "host": money_noted(c.self_host_total_usd_per_month, s, r, host=True),
            "api": money_noted(c.api_usd_per_month, s, r)}
    if not host_known(r):
        return T(N_("Fits on {count}× {gpu} — self-hosting not costed: a price is missing"), args)
    if not api_known(r):
        return T(N_("Fits on {count}× {gpu} — self-hosting {host}/month; no API price known"), args)
    if not c.break_even_reachable:
        return T(N_("Fits on {count}× {gpu} — but the API is cheaper at any volume this hardware can carry"), args)
    if not host_cheaper(r):
        return T(N_("Fits on {count}× {gpu} — the API is cheaper at your volume: {api} vs {host}/month self-hosted"),
                 args)
    return T(N_("Fits on {count}× {gpu} — self-hosting {host}/month vs API {api}"), args)


def joined(*parts: Cell) -> T:
    """Sentences side by side, `` · `` between them (None parts left out)."""
    kept = [p for p in parts if p is not None]
    return T(" · ".join(f"{{{i}}}" for i in range(len(kept))), {str(i): p for i, p in enumerate(kept)},
             translate=False)


def split(f, r: Result | None = None) -> T:
    """How the model is spread, in plain words ("8 GPUs · 1 node · model split across 8 GPUs"), not "TP 8 × PP 1";
    a production unit by its pools ("104 GPUs · 13 nodes · 32 prefill + 72 decode GPUs")."""
    args = {"n": Q(f.gpu_count, "int", noun="gpus"), "nodes": Q(f.nodes, "int", noun="nodes"),
            "tp": Q(f.tensor_parallel, "int"), "pp": Q(f.pipeline_parallel, "int")}
    u = r.production if r is not None else None
    if u is not None and u.mode == "disaggregated":
        return T(N_("{n} · {nodes} · {p} prefill + {d} decode"),
                 {**args, "p": Q(u.prefill_gpus, "int"), "d": Q(u.decode_gpus, "int")})
    if u is not None:
        return T(N_("{n} · {nodes} · experts over all"), args)
    if (f.pipeline_parallel or 1) > 1:
        return T(N_("{n} · {nodes} · model split across {tp} GPUs × {pp} stages"), args)
    return T(N_("{n} · {nodes} · model split across {tp} GPUs"), args)


def cards(ev: Evaluation) -> Cards:
    """The six headline cards: fit, GPUs needed, memory per GPU, speed, cost, break-even. The first four
    describe the decision's production unit when it takes one (``Evaluation.unit``)."""
    s, r, unit, dec = ev.scenario, ev.result, ev.unit, ev.decision
    detail, state, rows = _cost(s, r, dec)
    # the value is the first row's amount (a renderer that draws no rows shows it with the rows' names)
    cost = Card(T(N_("Cost per month")), rows[0][1], detail, state, key="cost", rows=rows)
    be = Card(T(N_("Break-even volume")), *_break_even(s, r, dec), key="break_even")
    return Cards((*_setup_cards(*(unit or (s, r)), r.fit.raw_min_gpus, unit is not None), cost, be))


def _setup_cards(s: Scenario, r: Result, raw_min: int, unit: bool) -> tuple[Card, Card, Card, Card]:
    """Fit, GPUs needed, memory per GPU and speed of one setup (the scenario's, or the decision's unit;
    ``raw_min``: the GPUs the scenario's memory needs, whichever is shown)."""
    f, t = r.fit, r.throughput
    ok = f.usable
    fit = Card(T(N_("Does it fit?")), status(r),
               split(f, r) if ok else joined(suggestion(s, r), reason(r)),
               "ok" if ok else "bad", key="fit")
    deploy = f.min_deployable_gpus
    chose = (T(N_("the production unit the decision costs")) if unit else
             T(N_("You chose {n}"), {"n": Q(s.hardware.gpu_count, "int")})
             if s.hardware.gpu_count is not None and s.hardware.gpu_count != deploy else None)
    if unit:
        deploy = f.gpu_count
    count = (T("{n}× {gpu}", {"n": Q(deploy, "int"), "gpu": gpu_label(s)}, translate=False) if deploy
             else T(N_("No count of {gpu} fits"), {"gpu": gpu_label(s)}))   # never "—× H200 SXM"
    gpus = Card(T(N_("GPUs needed")), count,
                joined(chose, T(N_("memory needs {n}"), {"n": Q(raw_min, "int", noun="gpus")}),
                        T(RULES.get(f.rule, f.rule))),
                "neutral" if deploy else "bad", key="gpus")
    share = f.per_gpu_used_bytes / f.per_gpu_capacity_bytes if f.per_gpu_capacity_bytes else None
    fill = Card(T(N_("Memory per GPU")), Q(share, "fraction"),
                T(N_("{used} of {capacity} usable"), {"used": Q(f.per_gpu_used_bytes, "memory"),
                                                       "capacity": Q(f.per_gpu_capacity_bytes, "memory")}),
                "ok" if share is not None and share <= 1 else "bad", key="fill")
    d = t.decode_per_sequence
    note = (T(N_("no native FP4: weights converted first")) if t.dequantizes else T(N_("experts in RAM")) if t.offload else None)
    if ok and t.own_anchor is not None:  # the estimate is re-anchored to the user's own measurement
        note = anchored_note(r)
    speed = Card(T(N_("Speed per user")), Q(d.value if ok else None, "tok_s"),
                 joined(T(N_("{lo}–{hi} tok/s"), {"lo": Q(d.low, "num", 0), "hi": Q(d.high, "num", 0)}), note)
                 if ok else T(N_("no speed: it does not fit")), "neutral" if ok else "bad", key="speed")
    return fit, gpus, fill, speed


def anchored_note(r: Result) -> T | None:
    """'anchored to your measurement of 15/11/2026', where the estimate is re-anchored (core.anchor)."""
    return anchor_note(r.throughput.own_anchor)


def anchor_note(a: object) -> T | None:
    """The same words for any anchored figure: the result's speed, or an Advisor option's (``Option.anchor``)."""
    if not isinstance(a, Anchor):
        return None
    return T(N_("anchored to your measurement of {date}"), {"date": Q(a.measurement.date, "day")})


ROUTE_NAMES = {"rent": N_("Renting"), "own": N_("Buying"), "api": N_("API")}


def shown_band(band, r: Result, value: float | None = None) -> tuple[float, float] | None:
    """A USD band as the reader sees it: in a converted currency widened by the exchange rate's stated
    swing (``pricing.fx_band_percent``), which moves every route alike; None when no wider than rounding."""
    if band is None:
        band = (value, value) if value is not None else None
    if band is None:
        return None
    fx = r.cost.fx_band
    lo, hi = band[0] * (1 - fx), band[1] * (1 + fx)
    return None if hi <= lo * 1.005 else (lo, hi)


def with_band(value_usd: float, band, r: Result) -> T | Q:
    """A landed amount with its range beside it, "US$ 956,220 (range US$ 478,110 to US$ 956,220)",
    or the amount alone when the range is no wider than rounding."""
    b = shown_band(band, r, value_usd)
    if b is None:
        return money_home(value_usd, r)
    return T(N_("{amount} (range {lo} to {hi})"), {"amount": money_home(value_usd, r), "lo": money_home(b[0], r),
                                                    "hi": money_home(b[1], r)})


def band_text(band, r: Result, value_kind: str = "money", prefix: bool = True) -> T | None:
    """ "range US$ 20,100 to US$ 30,600" for a band wider than rounding, else None (amounts widened
    by the exchange rate's swing when converted, volumes not: the rate moves every route alike)."""
    if value_kind == "money":
        band = shown_band(band, r)
    elif band is not None and band[1] <= band[0] * 1.005:
        band = None
    if band is None:
        return None
    q = (lambda v: money_home(v, r)) if value_kind == "money" else (lambda v: Q(v, value_kind))
    return T(N_("range {lo} to {hi}") if prefix else N_("{lo} to {hi}"), {"lo": q(band[0]), "hi": q(band[1])})


def _cost(s: Scenario, r: Result, d) -> tuple[T, str, tuple[tuple[T, Cell], ...]]:
    """The cost card (detail, state, rows): the whole fleet per month of the cheaper self-hosted route
    and of the API, from the decision; the other self-hosted route and the range in the detail."""
    c = r.cost
    if not r.fit.usable:   # no self-hosted cost for what does not run; the API's does not depend on it
        host_row = (T(N_("Rented GPUs")) if s.hardware.ownership == "rent" else T(N_("Owned GPUs")), Q(None, "money"))
        api = money(c.api_usd_per_month, r) if api_known(r) else T(NO_API_PRICE)
        return joined(currency_note(s), T(NOT_PRICED)), "neutral", (host_row, (T(N_("API")), api))
    if d is None:   # a price is missing: the scenario's own route as far as it is priced
        host = money_host(c.self_host_total_usd_per_month, r)
        api = money(c.api_usd_per_month, r) if api_known(r) else T(NO_API_PRICE)
        label = T(N_("Rented GPUs")) if s.hardware.ownership == "rent" else T(N_("Owned GPUs"))
        detail = T(PRICE_MISSING) if not host_known(r) else joined(host_note(s), T(N_("{n} × {per}"), {
            "n": Q(c.replicas, "int", noun="replicas"), "per": money_host(c.self_host_usd_per_month, r)}))
        return detail, "neutral", ((label, host), (T(N_("API")), api))
    best = best_self_host(d)
    api = d.routes["api"]
    rows: list[tuple[T, Cell]] = []
    fleet: Cell = None
    if best is not None:
        rt = d.routes[best]
        rows.append((T(ROUTE_NAMES[best]), money_home(rt.usd_per_month, r)))
        replicas, b = Q(rt.replicas, "int", noun="replicas"), shown_band(rt.usd_per_month_band, r, rt.usd_per_month)
        fleet = (T(N_("{replicas}, {lo}–{hi}"), {"replicas": replicas, "lo": money_compact(b[0], r),
                                                 "hi": money_compact(b[1], r)}) if b else replicas)
    # the API left out keeps its row, short ("left out"); the reason goes in the detail
    rows.append((T(N_("API")), money_home(api.usd_per_month, r) if api.available else T(N_("left out"))))
    other = next((k for k in ("rent", "own") if k != best and d.routes[k].available), None)
    also = {"rent": N_("renting {amount}"), "own": N_("buying {amount}")}
    why = None if api.available else T(N_("API left out: {why}"), {"why": T(WHY_LEFT_OUT.get(api.reason, NO_API_PRICE))})
    abroad = api.available or (d.routes["rent"].available and s.pricing.rental_provider_location == "abroad")
    detail = joined(fleet, T(also[other], {"amount": money_home(d.routes[other].usd_per_month, r)}) if other else None,
                    why, landed_note(s) if abroad else None)
    return detail, "ok" if d.winner in ("rent", "own") else "neutral", tuple(rows)


def _break_even(s: Scenario, r: Result, d) -> tuple[Cell, T, str]:
    """The break-even card (value, detail, state): the monthly volume, held over the term, from which the
    cheaper self-hosted route costs no more than the API (the decision's one definition)."""
    if not r.fit.usable:
        return None, T(N_("not shown: it does not fit")), "bad"
    if d is not None and not d.routes["api"].available:   # no API to break even with: left out or unpriced
        return None, T(N_("not shown: {why}"), {"why": T(WHY_LEFT_OUT.get(d.routes["api"].reason, NO_API_PRICE))}), \
            "neutral"
    if not api_known(r):
        return None, T(NO_API_PRICE), "neutral"
    if d is None or best_self_host(d) is None:
        return None, T(PRICE_MISSING), "neutral"
    be, plan = d.break_even_tokens_per_month, s.workload.tokens_per_month
    if be is None:
        return T(N_("Out of reach")), T(OUT_OF_REACH), "bad"
    args = {"plan": Q(plan, "tokens")}
    if d.winner in ("rent", "own"):
        where = T(N_("You plan {plan}: self-hosting is cheaper there"), args)
    elif plan >= be:
        where = T(N_("You plan {plan}: the replicas it needs make the API cheaper again"), args)
    else:
        where = T(N_("You plan {plan}: below it the API is cheaper"), args)
    # the unit beside the number, as on the money cards: "2.38 B tokens/month", "2,38 bi de tokens/mês"
    # (the window's card value shrinks to its box)
    value = T(N_("{v}/month"), {"v": Q(be, "tokens", noun="tokens")})
    return value, joined(where, alternation_text(d), band_text(d.break_even_band, r, "tokens")), "neutral"


def alternation_text(d) -> T | None:
    """When the API is cheaper again above the break-even (``decision.break_even_alternates``), what the
    break-even card and the PDF's cost section say beside it: no clean threshold, the two alternate with
    the replica steps up to the last volume where the API is cheaper; None otherwise."""
    if d is None or not d.break_even_alternates:
        return None
    if d.break_even_alternates_until >= 1e16 * (1 - 1e-9) and _outgrows(d):
        # no self-hosted route is left at the largest volumes: the owned fleet outgrows the facility
        return T(N_("above it, self-hosting is cheaper only until the owned fleet outgrows the facility's power"))
    return T(N_("above it, the API and self-hosting alternate up to {until}/month"),
             {"until": Q(d.break_even_alternates_until, "tokens", noun="tokens")})


def _outgrows(d) -> bool:
    """The decision's owned fleet is bounded by a facility's power (it is left out at some volume)."""
    m = d.market
    return m is not None and "own" in m.fleets and m.fleets["own"].s.constraints.facility_kw is not None


def route_lines(ev: Evaluation) -> list[tuple[str, T]]:
    """Each route of the decision in one line, for the whole fleet: month 1 and the term with their
    ranges, or why it is not costed ("renting: no rental price"). Empty without a decision."""
    s, r, d = ev.scenario, ev.result, ev.decision
    if d is None:
        return []
    why = {"rental_price": N_("not costed: no rental price"), "purchase_price": N_("not costed: no purchase price"),
           "api_price": N_("not costed: no API price"), "does_not_fit": N_("not costed: no layout of this GPU fits"),
           "data_abroad": N_("left out: data must stay in Brazil"),
           "facility_power": N_("left out: the owned fleet draws more power than the facility allows"),
           "latency_target": N_("left out: no fleet of this layout meets the latency target")}
    out = []
    for k in ("rent", "own", "api"):
        rt = d.routes[k]
        if not rt.available:
            out.append((k, T(why.get(rt.reason, N_("not costed")))))
            continue
        assert rt.usd_per_month is not None and rt.term_usd is not None, "an available route is costed"
        month, term = with_band(rt.usd_per_month, rt.usd_per_month_band, r), with_band(rt.term_usd, rt.term_usd_band, r)
        args: dict[str, Cell] = {"month": month, "term": term, "n": Q(d.horizon_months, "int")}
        if rt.layout is not None:
            args.update(replicas=Q(rt.replicas, "int", noun="replicas"), count=Q(rt.layout.gpu_count, "int"),
                        gpu=gpu_label(s))
            text = N_("{replicas} of {count}× {gpu}: {month} per month; {term} over {n} months")
        else:
            text = N_("{month} per month; {term} over {n} months")
        out.append((k, T(text, args)))
    return out


def library_row(ev: Evaluation) -> tuple[T, Q]:
    """The library's verdict and cost columns: whether it fits and which route wins, and the winning
    route's whole fleet in month 1 in US$ (one currency down the column); no price for what does not run."""
    s, r, d = ev.scenario, ev.result, ev.decision
    if not r.fit.usable:
        return status(r), Q(None, "usd")
    h = ev.headline
    if d is not None and d.winner is not None and h is not None:   # the headline, as every surface leads with it
        verdict = T(N_("Fits · {route} is cheapest"), {"route": route_phrase(d.winner, d, s)})
        return verdict, Q(h.amount_usd, "usd")
    return status(r), Q(r.cost.self_host_total_usd_per_month, "usd")


@dataclass(frozen=True)
class Figures:
    """Everything a presenter shows about one scenario, built once."""

    usable: bool
    status: T
    verdict: T
    banner: T
    cards: Cards
    reason: T | None
    suggestion: T | None


def figures(ev: Evaluation) -> Figures:
    s, r = ev.scenario, ev.result
    return Figures(usable=r.fit.usable, status=status(r), verdict=verdict(ev), banner=banner(s, r),
                   cards=cards(ev), reason=reason(r), suggestion=suggestion(s, r))


# ---- chart series -------------------------------------------------------------------------------
def vram_series(s: Scenario, r: Result, label: str | None = None) -> dict:
    """Per-GPU fill in bytes (all GPUs of a tensor-parallel group hold the same), by term."""
    fl = r.fit.fill
    return {"label": label or hardware_label(s, r), "gpus": r.fit.gpu_count,
            "segments": [(key, name, colour, getattr(fl, key)) for key, name, colour in SEGMENTS],
            "free": fl.free, "capacity": fl.capacity, "physical": fl.physical}


#: a production unit's roles in the memory chart
ROLE_NAMES = {"prefill": N_("Prefill: {count}× {gpu}"), "decode": N_("Decode: {count}× {gpu}"),
              "both": N_("Prefill and decode: {count}× {gpu}")}


def role_vram_series(s: Scenario, r: Result) -> list[dict] | None:
    """One bar per role of a production unit (prefill and decode GPUs hold different KV budgets), the
    ``vram_series`` shape with a ``label`` to word (a ``T``); None for a replica or a single pool."""
    u = r.production
    if u is None or len(u.pools) < 2:
        return None
    return [{"label": T(ROLE_NAMES[p.role], {"count": Q(p.gpus, "int"), "gpu": gpu_label(s)}), "gpus": p.gpus,
             "segments": [(key, name, colour, getattr(p, key)) for key, name, colour in SEGMENTS],
             "free": p.capacity - p.used, "capacity": p.capacity, "physical": s.hardware.gpu.memory_bytes}
            for p in u.pools]


def batch_series(s: Scenario, r: Result) -> dict:
    """The batch chart's series (window and PDF): decode speed per sequence and in total against
    concurrent sequences, experts touched per layer, the scenario's concurrency and its two speeds.
    Honesty rule: no speed curve and no speed marker for what does not fit."""
    c, ok = r.curves, r.fit.usable
    moe = s.model.moe
    t = r.throughput
    return {"batch": list(c.batch), "per_seq": list(c.decode_per_sequence) if ok else [],
            "total": list(c.decode_total) if ok else [], "experts_touched": list(c.experts_touched) if moe else [],
            "experts": moe.routed_experts if moe else 0, "current": s.workload.concurrent_sequences,
            "current_per_seq": t.decode_per_sequence.value if ok else None,
            "current_total": t.decode_total.value if ok else None}


def cost_series(ev: Evaluation, factor: float | None = None, label: str | None = None) -> dict:
    """Cost-chart series in the display currency (``factor`` overrides the scenario's own).

    Honesty rule: no self-hosting curve for what does not fit, and the break-even point only where
    the curves really cross within one replica's reach.
    """
    s, r, d = ev.scenario, ev.result, ev.decision
    k = r.cost.currency_factor if factor is None else factor
    h = k * r.cost.self_host_currency_factor / r.cost.currency_factor  # IOF on self-hosting only when rented
    ok, c = r.fit.usable, r.cost
    host_usd, api_usd = c.self_host_total_usd_per_month, c.api_usd_per_month
    best = best_self_host(d) if d is not None else None
    # the decision's cheaper self-hosted route and the API on the decision's own basis (present value over
    # the term ÷ its months, replica steps and trends included): the curves cross at the break-even it states
    if d is not None and best is not None:
        from k3desk.core.money.decision import priced

        rt, home = d.routes[best], k / r.cost.currency_factor * r.cost.domestic_currency_factor
        api, months = d.routes["api"], d.horizon_months
        api_c, host_c = ev.term_curves()
        return {
            "label": label or s.name, "tokens": list(r.curves.tokens_per_month),
            "api": [v * home for v in api_c] if api_c is not None and api.available else None,
            "host": [v * home for v in host_c] if host_c is not None else None,
            "break_even": d.break_even_tokens_per_month if api.available else None,
            "workload": s.workload.tokens_per_month,
            "workload_host": priced(rt.npv_usd) / months * home,
            "workload_api": api.npv_usd / months * home if api.npv_usd is not None else None,
            "route": best, "host_name": T(HOST_NAMES[best]), "note": landed_note(s) if s.pricing.currency == "BRL" else None,
        }
    return {
        "label": label or s.name, "tokens": list(r.curves.tokens_per_month),
        "api": [v * k for v in r.curves.api_cost] if api_known(r) and r.curves.api_cost else None,
        "host": [v * h for v in r.curves.self_host_cost] if ok and r.curves.self_host_cost else None,
        "break_even": c.break_even_tokens_per_month if reachable(r) else None,
        "workload": s.workload.tokens_per_month,
        "workload_host": host_usd * h if ok and host_known(r) and host_usd is not None else None,
        "workload_api": api_usd * k if api_known(r) and api_usd is not None else None,
        "route": s.hardware.ownership, "host_name": T(HOST_NAMES[None]),
        "note": currency_note(s) if s.pricing.currency == "BRL" else None,
    }


#: The cost chart's self-hosted line, by the route it draws (None: the scenario's own, undecided).
HOST_NAMES = {"own": N_("Buying (a step per replica)"), "rent": N_("Renting (a step per replica)"),
              None: N_("Self-hosting (a step per replica)")}
_HOST_SHORT = {"own": N_("Buying"), "rent": N_("Renting"), None: N_("Self-hosting")}


def cost_hover(series: dict, i: int) -> T | None:
    """The cost chart's tooltip at sample ``i`` of a :func:`cost_series`: both amounts and which is cheaper."""
    if not series.get("api") or not series.get("host"):
        return None   # nothing to weigh: no API price, or a configuration that does not fit
    api, host = series["api"][i], series["host"][i]
    name = T(_HOST_SHORT.get(series.get("route"), _HOST_SHORT[None]))
    cheaper = T(N_("API is cheaper")) if api < host else T(N_("{route} is cheaper"), {"route": name})
    return T(N_("<b>{tokens} per month</b><br>API: {api}<br>{route}: {host}<br><i>{cheaper}</i>"),
             {"tokens": Q(series["tokens"][i], "tokens", noun="tokens"), "api": Q(api, "money"), "route": name,
              "host": Q(host, "money"), "cheaper": cheaper})
