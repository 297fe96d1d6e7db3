"""Two to four scenarios side by side: the rows, the ranking and the currency, shared by the compare
view and the comparison report (``build_comparison``), so the screen and the PDF rank alike.

One ranking: only a configuration that fits and is deployable can be best, and its cost, speed and
break-even are the only ones compared; what does not fit shows a dash and the reason. One currency
rule: the scenarios' own currency when they agree, else US dollars (with a note).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report.figures import (
    ENGINES,
    NOT_PRICED,
    OUT_OF_REACH,
    WHY_LEFT_OUT,
    api_known,
    best_self_host,
    cost_series,
    hardware_label,
    joined,
    joined_and,
    reason,
    route_phrase,
    status,
    suggestion,
    verdict,
    vram_series,
)
from k3desk.report.model import N_, Block, Cell, Cover, Figure, Paragraph, Q, Report, Section, T, Table, local_now
from k3desk.report.scenario_report import cover_date, cover_facts
from k3desk.report.sources import sources_section
from k3desk.session.evaluation import PRESENT_VALUE, Evaluation

MIN_SCENARIOS, MAX_SCENARIOS = 2, 4

Items = Sequence[Evaluation]   # two to four scenarios' evaluations


def _pairs(items: Items) -> list[tuple[Scenario, Result]]:
    return [(e.scenario, e.result) for e in items]


@dataclass(frozen=True)
class Row:
    """One comparison row: a label, a cell per scenario, and which columns are best and worst."""

    key: str
    label: T
    section: str  # "in" (what was asked) | "out" (what it gives)
    cells: tuple[Cell, ...]
    best: frozenset[int] = frozenset()
    worst: frozenset[int] = frozenset()

    @property
    def differs(self) -> bool:
        return len({repr(c) for c in self.cells}) > 1


def currency(items: Items) -> tuple[str, list[float]]:
    """The display currency of a comparison and each scenario's factor from USD into it."""
    kinds = {e.scenario.pricing.currency for e in items}
    if len(kinds) == 1:
        return kinds.pop(), [e.result.cost.currency_factor for e in items]
    return "USD", [1.0] * len(items)


def landed_amount(items: Items, factors: Sequence[float], i: int, v: float | None) -> float | None:
    """A decision amount of scenario ``i`` (taxes already in) in the comparison's one currency: converted
    at the rate only."""
    r = items[i].result
    return None if v is None else v * factors[i] * r.cost.domestic_currency_factor / r.cost.currency_factor


#: How many scenarios a comparison holds, as the winner's sentence counts them ("the cheapest of the three").
COUNT_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four")}


def _why_not_compared(e: Evaluation) -> T:
    """Why a scenario has no amount to compare: it does not run, or no self-hosted price is known."""
    why = reason(e.result)
    return why if why is not None else T(N_("a price is missing"))


def overall_winner(items: Items) -> T:
    """The comparison's overall winner, on the basis each verdict states (``Evaluation.headline``: the
    amount in today's money when a discount rate is entered, else the total over the term), in the
    comparison's one currency: "The cheapest of the three is B (16× H200): buying 16× H200, US$ 1.2 mi in
    total over 36 months". Scenarios without a decision are named with the reason; when the headlines
    are on different bases every one is compared on its total over the term, and differing terms are said."""
    _, factors = currency(items)
    count = T(COUNT_WORDS.get(len(items), "{n}"), {"n": Q(len(items), "int")})
    heads = [(i, e.headline) for i, e in enumerate(items) if e.headline is not None]
    pv = bool(heads) and all(h.basis == PRESENT_VALUE for _, h in heads)

    def amount(i: int) -> float | None:
        h = items[i].headline
        assert h is not None
        return landed_amount(items, factors, i, h.amount_usd if (h.basis == PRESENT_VALUE) == pv else h.other_usd)

    priced = [(i, v) for i, _ in heads if (v := amount(i)) is not None]
    left = [i for i in range(len(items)) if i not in {j for j, _ in priced}]
    missing = joined_and([T("{letter} ({why})", {"letter": chr(65 + i), "why": _why_not_compared(items[i])},
                            translate=False) for i in left])
    if not priced:
        return T(N_("Neither of the two can be compared: {why}") if len(items) == 2 else
                 N_("None of the {count} can be compared: {why}"), {"count": count, "why": missing})
    low = min(v for _, v in priced)
    best = [i for i, v in priced if round(v) == round(low)]   # level to the currency unit: a tie
    w = items[best[0]]
    d = w.decision
    assert d is not None and d.winner is not None   # a headline is the winner's amount
    months = {items[i].scenario.pricing.horizon_months for i, _ in priced}
    args = {"count": count, "scenario": T("{letter} ({name})", {"letter": chr(65 + best[0]), "name": w.scenario.name},
                                          translate=False),
            "route": route_phrase(d.winner, d, w.scenario), "amount": Q(low, "money"),
            "months": Q(w.scenario.pricing.horizon_months, "int"), "missing": missing,
            "tied": joined_and([T(chr(65 + i), translate=False) for i in best])}
    if len(best) > 1:
        key = (N_("{tied} are level as the cheapest of the {count}: {amount} each in today's money over {months} "
                  "months") if pv else
               N_("{tied} are level as the cheapest of the {count}: {amount} each in total over {months} months"))
    elif len(priced) == 1 and left:
        key = (N_("Only {scenario} can be priced: {route}, {amount} in today's money over {months} months") if pv else
               N_("Only {scenario} can be priced: {route}, {amount} in total over {months} months"))
    elif left:
        key = (N_("Of the {count}, the cheapest that can be priced is {scenario}: {route}, {amount} in today's money "
                  "over {months} months") if pv else
               N_("Of the {count}, the cheapest that can be priced is {scenario}: {route}, {amount} in total over "
                  "{months} months"))
    else:
        key = (N_("The cheapest of the {count} is {scenario}: {route}, {amount} in today's money over {months} months")
               if pv else N_("The cheapest of the {count} is {scenario}: {route}, {amount} in total over {months} months"))
    parts: list[T] = [T(key, args)]
    if left:
        parts.append(T(N_("not compared: {missing}"), args))
    if len(months) > 1:
        parts.append(T(N_("the terms differ ({terms} months): each total is over its own term"),
                       {"terms": joined_and([Q(m, "int") for m in sorted(months)])}))
    if heads and not pv and any(h.basis == PRESENT_VALUE for _, h in heads):
        parts.append(T(N_("compared on the totals over the term, since not every scenario has a discount rate")))
    return T("; ".join(f"{{{i}}}" for i in range(len(parts))), {str(i): p for i, p in enumerate(parts)},
             translate=False)


def _spec(k: Callable[[int], float], items: Items):
    """(key, label, section, value(i, s, r), cell(value, i, s, r), better)."""
    def money(v, i):
        return None if v is None else v * k(i)

    results = [e.result for e in items]

    def decision(i, s, r):   # the decision of scenario i: its evaluation's
        return items[i].decision

    def best(i, s, r):   # the cheaper self-hosted route over the term, the one set against the API
        d = decision(i, s, r)
        name = best_self_host(d) if d is not None else None
        return None if name is None else d.routes[name]

    def fleet(get, legacy):   # a figure of the cheaper self-hosted route; the scenario's own without a decision
        return lambda i, s, r: (None if not r.fit.usable else get(best(i, s, r)) if best(i, s, r) else legacy(i, s, r))

    def landed(v, i):   # decision amounts already carry the buyer's taxes: converted at the rate only
        r = results[i]
        return None if v is None else v * k(i) * r.cost.domestic_currency_factor / r.cost.currency_factor

    def winner(i, s, r):
        d = decision(i, s, r)
        return None if d is None or d.winner is None else d.routes[d.winner]

    def headline_amount(i) -> float | None:
        h = items[i].headline
        return None if h is None else landed(h.amount_usd, i)

    def headline_cell(v, i, s, r) -> Cell:
        h = items[i].headline
        if v is None or h is None:
            return T(NOT_PRICED)
        return T(N_("{pv} in today's money"), {"pv": Q(v, "money")}) if h.basis == PRESENT_VALUE else Q(v, "money")

    def api_month(i, s, r):
        d = decision(i, s, r)
        if d is not None:
            api = d.routes["api"]
            return landed(api.usd_per_month, i) if api.available else None
        return money(r.cost.api_usd_per_month, i) if api_known(r) else None

    def api_missing(i, r):
        d = items[i].decision
        if d is not None and not d.routes["api"].available and d.routes["api"].reason == "data_abroad":
            return T(N_("left out: {why}"), {"why": T(WHY_LEFT_OUT["data_abroad"])})
        return T(N_("no API price known"))

    def priced(get):
        return lambda i, s, r: get(i, s, r) if r.fit.usable else None

    def withheld(cell):
        return lambda v, i, s, r: cell(v, i, s, r) if r.fit.usable else T(N_("— ({why})"), {"why": reason(r)})

    return [
        ("model", N_("Model"), "in", lambda i, s, r: s.model.name, None, None),
        ("hardware", N_("Hardware"), "in", lambda i, s, r: hardware_label(s, r), None, None),
        ("formats", N_("Formats (experts / other / KV)"), "in",
         lambda i, s, r: f"{s.model.expert_format} / {s.model.dense_format} / {s.model.kv_format}", None, None),
        ("engine", N_("Engine"), "in", lambda i, s, r: ENGINES.get(s.serving.engine, s.serving.engine), None, None),
        ("context", N_("Context per sequence"), "in", lambda i, s, r: s.workload.context_tokens,
         lambda v, *_: Q(v, "context"), None),
        ("sequences", N_("Concurrent sequences"), "in", lambda i, s, r: s.workload.concurrent_sequences,
         lambda v, *_: Q(v, "int"), None),
        ("volume", N_("Tokens per month"), "in", lambda i, s, r: s.workload.tokens_per_month,
         lambda v, *_: Q(v, "tokens"), None),
        ("fits", N_("Fits and deployable"), "out", lambda i, s, r: 1.0 if r.fit.usable else 0.0,
         lambda v, i, s, r: status(r) if r.fit.usable else T(N_("{status}: {why}"), {
             "status": status(r), "why": joined(reason(r), suggestion(s, r))}), "fits"),
        ("gpus", N_("GPUs per replica"), "out", priced(lambda i, s, r: r.fit.gpu_count),
         lambda v, i, s, r: Q(r.fit.gpu_count, "int"), "min"),
        ("fill", N_("Memory per GPU"), "out",
         lambda i, s, r: r.fit.per_gpu_used_bytes / r.fit.per_gpu_capacity_bytes if r.fit.per_gpu_capacity_bytes else None,
         lambda v, i, s, r: T(N_("{used} of {capacity} ({share})"), {
             "used": Q(r.fit.per_gpu_used_bytes, "memory"), "capacity": Q(r.fit.per_gpu_capacity_bytes, "memory"),
             "share": Q(v, "fraction")}), None),
        ("max_seq", N_("Sequences that fit"), "out", priced(lambda i, s, r: r.fit.max_concurrent_sequences),
         lambda v, i, s, r: Q(r.fit.max_concurrent_sequences, "int"), "max"),
        ("tps_user", N_("Speed per user"), "out", priced(lambda i, s, r: r.throughput.decode_per_sequence.value),
         withheld(lambda v, *_: Q(v, "tok_s")), "max"),
        ("tps_total", N_("Aggregate speed"), "out", priced(lambda i, s, r: r.throughput.decode_total.value),
         withheld(lambda v, *_: Q(v, "tok_s")), "max"),
        ("ttft", N_("Time to first token"), "out", priced(lambda i, s, r: r.throughput.ttft_s.value),
         withheld(lambda v, *_: Q(v, "seconds")), "min"),
        ("self_route", N_("Cheaper self-hosted route"), "out",
         lambda i, s, r: best(i, s, r).name if best(i, s, r) else None,
         lambda v, i, s, r: route_phrase(v, decision(i, s, r), s) if v else T(N_("— ({why})"), {"why": reason(r)})
         if not r.fit.usable else T(NOT_PRICED), None),
        ("replicas", N_("Replicas for the workload"), "out",
         fleet(lambda rt: rt.replicas, lambda i, s, r: r.cost.replicas), withheld(lambda v, *_: Q(v, "int")), None),
        ("self_host", N_("Self-hosting per month, whole fleet"), "out",
         fleet(lambda rt: rt.usd_per_month, lambda i, s, r: r.cost.self_host_total_usd_per_month / r.cost.domestic_currency_factor
               * r.cost.self_host_currency_factor if r.cost.self_host_total_usd_per_month is not None else None),
         lambda v, i, s, r: Q(landed(v, i), "money") if r.fit.usable else T(NOT_PRICED), "min"),
        ("api", N_("API per month, workload"), "out",   # as the decision and the cost card pay it: taxes in
         lambda i, s, r: api_month(i, s, r),
         lambda v, i, s, r: Q(v, "money") if v is not None else api_missing(i, r), None),
        ("per_mtok", N_("Self-hosted cost per million tokens"), "out",
         lambda i, s, r: (best(i, s, r).usd_per_month / s.workload.tokens_per_month
                          if best(i, s, r) and s.workload.tokens_per_month >= 1 else None),
         withheld(lambda v, i, s, r: Q(None if v is None else landed(v * 1e6, i), "money", 2)), "min"),
        ("break_even", N_("Break-even volume per month"), "out",
         lambda i, s, r: decision(i, s, r).break_even_tokens_per_month if decision(i, s, r) else None,
         lambda v, i, s, r: (Q(v, "tokens", noun="tokens") if v is not None else
                             T(OUT_OF_REACH) if decision(i, s, r) else
                             T(N_("no API price known")) if r.fit.usable and not api_known(r) else
                             T(NOT_PRICED) if r.fit.usable else T(N_("— ({why})"), {"why": reason(r)})),
         "min"),
        ("decision", N_("Cheapest route over the term"), "out",
         lambda i, s, r: winner(i, s, r).name if winner(i, s, r) else None,
         lambda v, i, s, r: route_phrase(v, decision(i, s, r), s) if v else T(N_("— ({why})"), {"why": reason(r)})
         if not r.fit.usable else T(NOT_PRICED), None),
        ("decision_month", N_("Its cost per month, whole fleet"), "out",
         lambda i, s, r: landed(winner(i, s, r).usd_per_month, i) if winner(i, s, r) else None,
         lambda v, *_: Q(v, "money") if v is not None else T(NOT_PRICED), "min"),
        # the headline every surface leads with: in today's money when a discount rate is entered
        ("decision_term", N_("Its cost over the term"), "out",
         lambda i, s, r: headline_amount(i), headline_cell, "min"),
        ("payback", N_("Payback of buying"), "out",
         lambda i, s, r: decision(i, s, r).payback_month if decision(i, s, r) else None,
         lambda v, i, s, r: T(N_("in month {m}"), {"m": Q(v, "int")}) if v is not None else
         T(N_("not within the term")), None),
        ("download", N_("Checkpoint download"), "out", lambda i, s, r: r.storage.download_seconds,
         lambda v, *_: Q(v, "seconds"), None),
    ]


def rank(values: list, better: str | None, usable: list[bool]) -> tuple[frozenset[int], frozenset[int]]:
    """Best and worst columns. Only usable configurations compete: the best is the best among them
    (alone, it beats those that do not fit); nothing is marked when all competitors are equal.
    ``better="fits"`` marks the usable columns best and the others worst."""
    if better == "fits":
        return ((frozenset(i for i, u in enumerate(usable) if u), frozenset(i for i, u in enumerate(usable) if not u))
                if any(usable) and not all(usable) else (frozenset(), frozenset()))
    comp = [(i, v) for i, v in enumerate(values) if v is not None and usable[i]]
    distinct = len({v for _, v in comp})
    if not better or not comp or (distinct < 2 and len(comp) == len(values)):
        return frozenset(), frozenset()
    sign = 1 if better == "min" else -1
    best, worst = min(sign * v for _, v in comp), max(sign * v for _, v in comp)
    return (frozenset(i for i, v in comp if sign * v == best),
            frozenset(i for i, v in comp if sign * v == worst) if distinct > 1 else frozenset())


def rows(items: Items) -> list[Row]:
    """Every comparison row, ranked, in the comparison's one currency."""
    _, factors = currency(items)
    pairs = _pairs(items)
    usable = [r.fit.usable for _, r in pairs]
    out = []
    for key, label, section, value, cell, better in _spec(lambda i: factors[i], items):
        values = [value(i, s, r) for i, (s, r) in enumerate(pairs)]
        cells = tuple(v if cell is None else cell(v, i, s, r) for i, ((s, r), v) in enumerate(zip(pairs, values, strict=False)))
        best, worst = rank(values, better, usable)
        out.append(Row(key, T(label), section, cells, best, worst))
    return out


def letter(i: int, name: str) -> T:
    return T("{letter}. {name}", {"letter": chr(65 + i), "name": name}, translate=False)


def comparison_table(items: Items) -> Table:
    rs = rows(items)
    marks = frozenset((ri, ci + 1) for ri, row in enumerate(rs) for ci in row.best)
    return Table(columns=(None, *[letter(i, e.scenario.name) for i, e in enumerate(items)]),
                 rows=tuple((row.label, *row.cells) for row in rs), widths=(2.0,) + (1.3,) * len(items),
                 highlight=marks, small=True,
                 title=T(N_("Inputs and headline figures (best value per row highlighted; only configurations "
                            "that fit can be best)")))


def chart_series(items: Items, names: list[str] | None = None) -> tuple[list[dict], list[dict]]:
    """VRAM bars and cost series of a comparison, labelled ``A. 8× B300``, in the one currency."""
    _, factors = currency(items)
    labels = [f"{chr(65 + i)}. {hardware_label(e.scenario, e.result)}" for i, e in enumerate(items)]
    vram = [vram_series(e.scenario, e.result, labels[i]) for i, e in enumerate(items)]
    cost = [cost_series(e, factors[i], (names or labels)[i]) for i, e in enumerate(items)]
    return vram, cost


def build_comparison(items: Items, meta: Mapping[str, str] | None = None) -> Report:
    """The comparison report for two to four (scenario, result) pairs."""
    if not MIN_SCENARIOS <= len(items) <= MAX_SCENARIOS:
        raise ValueError(f"a comparison needs {MIN_SCENARIOS} to {MAX_SCENARIOS} scenarios, got {len(items)}")
    meta = dict(meta or {})
    now = local_now()
    names = [e.scenario.name for e in items]
    cover = Cover(title=T(N_("Self-hosting comparison report")), subtitle=" vs. ".join(names),  # "·" is inside names
                  verdict=tuple(T("{letter}. {v}", {"letter": chr(65 + i), "v": verdict(e)}, translate=False)
                                for i, e in enumerate(items)),
                  lead=overall_winner(items), facts=cover_facts(meta, now), prepared=cover_date(meta, now))
    cur, _ = currency(items)
    vram, costs = chart_series(items)
    side: list[Block] = [comparison_table(items)]
    if len({e.scenario.pricing.currency for e in items}) > 1:
        side.append(Paragraph(T(N_("The scenarios use different display currencies; all amounts are shown in "
                                   "{c}."), {"c": "R$" if cur == "BRL" else "US$"}), "note"))
    charts = Section(T(N_("Memory and cost")), (
        Figure("vram_compare", {"bars": vram}, T(N_("Memory per GPU for each scenario, stacked by term; the "
                                                     "dashed line marks each GPU's usable capacity.")), height=0.45),
        Figure("cost_compare", {"series": costs, "letters": [chr(65 + i) for i in range(len(items))],
                                "names": [b["label"] for b in vram]},
               T(N_("Monthly cost against monthly tokens (log scales): self-hosting steps per scenario and "
                    "the API line; dots mark each scenario's break-even.")), height=0.55),
    ))
    return Report(kind="comparison", header=" vs. ".join(names), cover=cover,
                  sections=(Section(T(N_("Side by side")), tuple(side), new_page=True), charts, sources_section(items)),
                  currency=cur, generated=now.isoformat(timespec="seconds"), meta=meta)
