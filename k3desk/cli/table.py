"""Plain-text tables for the command line (English, units always labelled; no Qt).

The ``k3desk calc`` table renders the figures layer's statements (``k3desk.report.figures``) with
:func:`plain`, the plain-text twin of the window's formatter (``k3desk.ui.common.formatter``): the same
cells read ``US$ 43,070``, ``8.63 B``, ``1,556 GB`` here, so the command line says what the screen says.
"""

from __future__ import annotations

import math
import re

from k3desk.core.catalog import load_catalog
from k3desk.core.model.params import count_params
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report import units
from k3desk.report.evidence import table as evidence_table
from k3desk.report.figures import WHY_LEFT_OUT, figures, money, money_home, money_host, route_lines
from k3desk.report.finance import income_tax_basis, tax_depreciation
from k3desk.report.model import N_, Q, Quoted, T, duration_parts
from k3desk.report.model_terms import active_definition, kv_per_token
from k3desk.report.notation import VALUE_NAMES
from k3desk.report.notices import context_over_max, model_origin
from k3desk.report.operations import availability_line, energy_line, facility_line
from k3desk.session.evaluation import Evaluation

DASH = "-"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _num(v: float, d: int) -> str:
    return f"{units.rounded(v, d) + 0.0:,.{d}f}"   # halves away from zero, as the window rounds; never "-0"


def _smart(v: float) -> str:
    return _num(v, units.smart_decimals(v))


def _tokens(v: float) -> str:
    shown = units.short(v)
    return _num(v, 0) if shown.suffix is None else f"{_num(shown.value, shown.decimals)} {shown.suffix}"


def _seconds(v: float) -> str:
    x, unit, d = duration_parts(v)
    return f"{x:,.{d}f} {unit}"


#: singular of the counted nouns a Q may carry (the plural is the noun id itself, GPUs aside)
_NOUNS = {"tokens": ("token", "tokens"), "replicas": ("replica", "replicas"), "nodes": ("node", "nodes"),
          "gpus": ("GPU", "GPUs"), "sequences": ("sequence", "sequences")}


def _quantity(q: Q, currency: str = "USD") -> str:
    v, u, d = q.value, q.unit, q.decimals
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return DASH
    if u == "day":   # an ISO date, the one unit whose value is text
        return str(v)
    if isinstance(v, str):
        raise ValueError(f"a '{u}' quantity takes a number, not {v!r}")
    if q.noun:   # the plural on the displayed number, as on screen
        one, many = _NOUNS.get(q.noun, (q.noun, q.noun))
        rule = (units.words(v, d) if u == "big" else units.short(v) if u == "tokens"
                else units.Shown(float(v), 0 if d is None else d))
        return f"{_quantity(Q(v, u, d), currency)} {one if rule.scale < 1e6 and rule.count == 1 else many}"
    if u in ("money", "usd"):
        symbol = "R$" if u == "money" and currency == "BRL" else "US$"
        return f"{symbol} {_num(v, units.money_decimals(v, d))}"
    if u in ("bytes_gb", "memory"):
        x = v / 1e9
        return f"{_num(x, units.bytes_decimals(x, d))} GB"
    if u == "bytes_gib":
        return f"{_num(v / 2**30, 2 if d is None else d)} GiB"
    if u == "int":
        return _num(v, 0)
    if u == "tokens":
        return _tokens(v)
    if u == "auto":
        shown = units.auto(v)
        return _tokens(v) if shown.suffix else _num(shown.value, shown.decimals)
    if u == "big":
        shown = units.words(v, d)
        return _num(v, 0) if shown.word is None else f"{_num(shown.value, shown.decimals)} {shown.word}"
    if u == "tok_s":
        return f"{_num(v, units.rate_decimals(v))} tokens/s"
    if u == "seconds":
        return _seconds(v)
    if u == "fraction":
        return f"{_num(v * 100, d or 0)}%"
    if u == "context":
        v = int(v)
        return f"{v >> 20}M" if v >= 1 << 20 and not v % (1 << 20) else f"{v >> 10}K" if v >= 1024 and not v % 1024 \
            else _num(v, 0)
    if u == "gbps":
        return f"{_smart(v)} Gbit/s"
    if u == "times":
        return f"{_smart(v)}x"
    if u == "bpw":
        return f"{_smart(v)} bpw"
    return _smart(v) if d is None else _num(v, d)


def plain(cell, currency: str = "USD") -> str:
    """A cell (sentence, quantity, verbatim text or nothing) as English plain text."""
    if cell is None:
        return DASH
    if isinstance(cell, Q):
        return _quantity(cell, currency)
    if isinstance(cell, Quoted):
        return f"\u201c{cell.text}\u201d"
    if isinstance(cell, T):
        return _PLACEHOLDER.sub(lambda m: plain(cell.args[m.group(1)], currency) if m.group(1) in cell.args
                                else m.group(0), cell.source).replace("\u00d7", "x")
    return str(cell)


def _usd(v: float | None) -> str:
    return plain(Q(v, "usd"))


def writer(lang: str = "en", currency: str = "USD"):
    """The command line's cell writer: English plain text, or, with ``--lang pt_BR``, the window's own
    formatter and translations (``R$ 240.718``, ``37,3 tok/s``, ``8,0 bilhões de tokens``), so a
    Brazilian reader never meets "R$ 240,718"."""
    if lang != "pt_BR":
        return lambda cell: plain(cell, currency)
    from k3desk.ui.shell.i18n import console_formatter

    return console_formatter(lang, currency).text


def _evidence(r: Result) -> list:
    """One line per measured row nearest the setup, in the table's language."""
    rows = evidence_table(r).rows
    return [T(N_("{setup}: we estimate {estimate}; measured {measured} (trust {trust}; {source})"),
              {"setup": a, "measured": b, "estimate": c, "trust": d, "source": e}) for a, b, c, d, e in rows]


def _pools(r) -> list:
    """A production unit's pools: GPUs, what each holds and carries per GPU (``core.production``)."""
    u = r.production
    if u is None:
        return []
    rows = []
    for p in u.pools:
        if p.role == "prefill":
            rows.append((T(N_("Prefill pool")), T(N_("{n} GPUs, {used} per GPU, {rate} of prompts per GPU"), {
                "n": Q(p.gpus, "int"), "used": Q(p.used, "bytes_gb"), "rate": Q(u.prefill_input_per_prefill_gpu, "tok_s")})))
        else:
            rows.append((T(N_("Decode pool")), T(N_("{n} GPUs, {b} sequences per GPU, {used} per GPU, {rate} generated "
                                                    "per GPU"), {
                "n": Q(p.gpus, "int"), "b": Q(u.batch_per_gpu, "int"), "used": Q(p.used, "bytes_gb"),
                "rate": Q(u.decode_output_per_decode_gpu, "tok_s")})))
    return rows


def result_table(ev: Evaluation, lang: str = "en") -> str:
    """The ``k3desk calc`` table: the figures layer's statements as plain text, in English or, with
    ``--lang pt_BR``, in Portuguese with Brazilian number formats. Under Automatic, when the decision
    costs a production unit (``Evaluation.unit``), the setup rows (hardware,
    memory, fill, speed, pools, what one replica carries, the entered route when it is the unit's)
    describe that unit, as the window's cards do; the scenario, the model and the routes stay the
    scenario's."""
    s, r = ev.scenario, ev.result
    fig = figures(ev)
    us, ur = ev.unit or (s, r)
    f, m, t, c = ur.fit, ur.memory, ur.throughput, r.cost
    say = writer(lang, s.pricing.currency)

    def gb(v: float) -> Q:
        return Q(v, "bytes_gb", 1)

    cards = {card.key: card for card in fig.cards.cards}
    band = t.decode_per_sequence
    total: Q | T   # a figure, or (when nothing runs) the dash and the reason
    ttft: Q | T
    if fig.usable:
        speed = T(N_("{v} (band {lo}–{hi}, {regime})"), {
            "v": Q(band.value, "tok_s"), "lo": Q(band.low, "num", 1), "hi": Q(band.high, "num", 1),
            "regime": T(VALUE_NAMES.get(t.regime, t.regime))})
        u = ur.production   # a unit carries its decode pool's sequences (core.sizing), a replica the workload's
        in_flight = u.batch_per_gpu * u.decode_gpus if u is not None else us.workload.concurrent_sequences
        # the entered route is the unit's when the decision's unit is bought (rented) as the scenario is
        host = self_host_line(*((us, ur) if us.hardware.ownership == s.hardware.ownership else (s, r)))
        carry = T(N_("one replica carries {tokens} per month at {n} sequences, {busy} busy"), {
            "tokens": Q(ur.cost.replica_tokens_per_month, "tokens", noun="tokens"),
            "n": Q(in_flight, "int"), "busy": Q(us.workload.utilization, "fraction")})
        card = cards["break_even"]   # the decision's break-even: the cheaper self-hosted route against the API
        be = (T(N_("not computed: a price is missing (see above)")) if c.missing and ev.decision is None else
              T(N_("{v}, held over the term; {detail} ({carry})"), {"v": card.value, "detail": card.detail,
                                                                    "carry": carry})
              if isinstance(card.value, T) and "v" in card.value.args
              else T(N_("{detail} ({carry})"), {"detail": card.detail, "carry": carry}))
        total, ttft = Q(t.decode_total.value, "tok_s"), Q(t.ttft_s.value, "seconds")
    else:  # honesty rule: a dash and the reason, never a figure for what does not run
        why = T("- ({reason}; {suggestion})", {"reason": fig.reason, "suggestion": fig.suggestion}, translate=False)
        speed = total = ttft = host = be = why
    ctx = Q(s.workload.context_tokens, "int")
    L = T   # a row's label: a translatable source
    rows = [
        (L(N_("Scenario")), s.name),
        (L(N_("Model")), T(N_("{name} ({experts} experts, {dense} other, {kv} KV)"), {
            "name": s.model.name, "experts": s.model.expert_format, "dense": s.model.dense_format,
            "kv": s.model.kv_format})),
        *(((L(N_("Model source")), origin),) if (origin := model_origin(s)) is not None else ()),
        *(((L(N_("Context")), over),) if (over := context_over_max(s)) is not None else ()),
        (L(N_("Hardware")), T(N_("{n}× {gpu} ({mem} each)"), {"n": Q(f.gpu_count, "int"), "gpu": s.hardware.gpu.name,
                                                            "mem": Q(s.hardware.gpu.memory_gb * 1e9, "bytes_gb", 1)})),
        (L(N_("Verdict")), fig.verdict),
        None,
        (L(N_("Parameters")), T(N_("{total} total, {active} active ({definition})"), {
            "total": Q(r.params.total, "big", 2), "active": Q(r.params.active, "big"),
            "definition": active_definition(r.params)})),
        (L(N_("Weights")), T(N_("{w} (naive total × {fmt} bits: {naive})"), {
            "w": gb(m.weights_bytes), "fmt": s.model.expert_format, "naive": gb(m.weights_naive_bytes)})),
        (L(N_("KV cache")), T(N_("{kv} ({n} × {flight} tokens in flight, {queued} more queued, up to {ctx} in one "
                                 "request; {per_token})") if f.queued_sequences else
                              N_("{kv} ({n} × {flight} tokens in flight, up to {ctx} in one request; {per_token})"), {
            "kv": gb(m.kv_cache_bytes), "n": Q(us.workload.concurrent_sequences - f.queued_sequences, "int"),
            "queued": Q(f.queued_sequences, "int"), "ctx": ctx,
            "flight": Q(m.kv_tokens_in_flight, "int"), "per_token": kv_per_token(m)})),
        (L(N_("Linear-attention state")), gb(m.state_bytes)),
        (L(N_("Activations")), gb(m.activations_bytes)),
        (L(N_("Runtime overhead")), gb(m.overhead_bytes)),
        (L(N_("Total memory")), gb(m.total_bytes)),
        None,
        (L(N_("GPUs: raw minimum")), Q(r.fit.raw_min_gpus, "int")),   # what the memory needs, as the card says
        (L(N_("GPUs: minimum deployable")), T("{v} ({d})", {"v": cards["gpus"].value, "d": cards["gpus"].detail},
                                              translate=False)),
        (L(N_("Per-GPU fill")), T(N_("{used} of {capacity} usable"), {"used": gb(f.per_gpu_used_bytes),
                                                                       "capacity": gb(f.per_gpu_capacity_bytes)})),
        (L(N_("Max concurrent sequences")), T(N_("{n} at {flight} tokens in flight"), {
            "n": Q(f.max_concurrent_sequences, "int"), "flight": Q(m.kv_tokens_in_flight, "int")})),
        None,
        (L(N_("Decode per sequence")), speed),
        *((L(N_("Evidence")) if i == 0 else " ", line) for i, line in enumerate(_evidence(ur) if fig.usable else [])),
        (L(N_("Decode total")), total),
        (L(N_("Time to first token")), ttft),
        *(_pools(ur) if fig.usable else []),
        None,
        *((L(ROUTE_ROWS[k]), line) for k, line in (route_lines(ev) if fig.usable else [])),
        (L(N_("As entered, rented")) if s.hardware.ownership == "rent" else L(N_("As entered, bought")), host),
        *(((L(N_("Income tax")), income_tax_basis(s)), (L(N_("Depreciation for income tax")), tax_depreciation(s)))
          if s.taxes.jurisdiction == "BR" else ()),
        (L(N_("API per month")), api_line(ev)),
        (L(N_("Break-even")), be),
        (L(N_("Availability")), availability_line(ev)),
        (L(N_("Energy")), energy_line(ev)),
        *(((L(N_("Facility")), facility),) if (facility := facility_line(ev)) is not None else ()),
        None,
        (L(N_("Checkpoint")), T(N_("{size}; download {time} at {link}"), {
            "size": gb(r.storage.checkpoint_bytes), "time": Q(r.storage.download_seconds, "seconds"),
            "link": Q(s.hardware.download_gbps, "gbps")})),
    ]
    shown = [(say(label), say(value)) if (label, value) != ("", "") else ("", "")
             for label, value in (row or ("", "") for row in rows)]
    width = max(len(k) for k, _ in shown)
    return "\n".join(f"{k:<{width}}  {v}" if k else "" for k, v in shown)


#: What to set when a price is missing (the contract path a user can --set).
MISSING_HINT = {
    "api_price": N_("no API price known for this model: set pricing.api_input_per_mtok, "
                    "pricing.api_cached_input_per_mtok and pricing.api_output_per_mtok"),
    "rental_price": N_("no rental price known for this GPU: set hardware.price_per_gpu_hour"),
    "purchase_price": N_("no purchase price known for this GPU: set hardware.purchase_price_per_gpu"),
}


ROUTE_ROWS = {"rent": N_("Renting, whole fleet"), "own": N_("Buying, whole fleet"), "api": N_("API, same volume")}


def self_host_line(s: Scenario, r: Result) -> T:
    """Self-hosted cost per month, what it counts when owned, or which price is missing (display currency)."""
    c = r.cost
    if c.self_host_usd_per_month is None:
        key = "purchase_price" if s.hardware.ownership == "own" else "rental_price"
        return T(N_("price missing ({hint})"), {"hint": T(MISSING_HINT[key])})
    line = T(N_("{one} per replica, {replicas}: {total}"), {
        "one": money_host(c.self_host_usd_per_month, r), "replicas": Q(c.replicas, "int", noun="replicas"),
        "total": money_host(c.self_host_total_usd_per_month, r)})
    if s.hardware.ownership != "own":
        return line
    return T(N_("{line}; owned: purchase {price} per GPU + {share} for the rest of the server, depreciated over "
                "{years} years of book life ({source}), power {power} at {watts} W per GPU"), {
        "line": line, "price": money_home(c.purchase_price_per_gpu_usd, r), "share": Q(c.server_share, "fraction"),
        "years": Q(s.hardware.amortization_years, "num"),
        "source": Quoted(c.purchase_source) if c.purchase_source else T(N_("set by the user")),
        "power": money_home(c.own_power_usd_per_month, r), "watts": Q(c.power_per_gpu_w, "int")})


def api_line(ev: Evaluation) -> T:
    """The API for the planned volume in month 1 as the buyer pays it: the decision's amount (the taxes
    on imported services included, as on the cost card), or why the decision leaves it out."""
    s, r, d = ev.scenario, ev.result, ev.decision
    c = r.cost
    if c.api_usd_per_month is None or c.api_usd_per_mtok is None:   # both set together, from the API price
        return T(N_("price missing ({hint})"), {"hint": T(MISSING_HINT["api_price"])})
    source = Quoted(s.pricing.api_source) if s.pricing.api_source else T(N_("set by the user"))
    api = d.routes["api"] if d is not None else None
    if api is not None and not api.available:
        return T(N_("left out: {why}"), {"why": T(WHY_LEFT_OUT.get(api.reason, N_("no API price")))})
    month, tokens = (api.usd_per_month, s.workload.tokens_per_month) if api is not None else (None, 0.0)
    if month is None or tokens < 1:   # no decision: the list price converted as a payment abroad
        return T(N_("{month} ({per_mtok} per million tokens; {source})"), {
            "month": money(c.api_usd_per_month, r), "per_mtok": Q(c.api_usd_per_mtok * c.currency_factor, "money", 2),
            "source": source})
    return T(N_("{month} ({per_mtok} per million tokens; {source})"), {
        "month": money_home(month, r), "per_mtok": Q(month / tokens * 1e6 * r.cost.domestic_currency_factor, "money", 2),
        "source": source})


def catalog_rows(what: str) -> list[dict]:
    cat = load_catalog()
    if what == "models":
        out = []
        for a in cat.models.values():
            p = count_params(a)
            out.append({"id": a.id, "name": a.name, "total_params": p.total, "active_params": p.active,
                        "context": a.max_context, "formats": f"{a.expert_format}/{a.dense_format}",
                        "license": a.license, "released": a.release_date, "source": a.source,
                        "source_date": a.source_date})
        return out
    if what == "gpus":
        return [g.model_dump(mode="json") for g in cat.gpus.values()]
    if what == "formats":
        return [f.model_dump(mode="json") for f in cat.formats.values()]
    return ([p.model_dump(mode="json") | {"kind": "gpu_rental"} for p in cat.gpu_prices.values()]
            + [p.model_dump(mode="json") | {"kind": "api"} for p in cat.api_prices.values()])


_COLUMNS = {
    "models": [("id", 20), ("name", 26), ("total_params", 10), ("active_params", 9), ("context", 10),
               ("formats", 22), ("released", 16)],
    "gpus": [("id", 22), ("name", 36), ("memory_gb", 8), ("hbm_tbps", 6), ("bf16_tflops", 8), ("fp4_tflops", 8)],
    "formats": [("id", 14), ("name", 44), ("bits_per_weight", 8)],
    "prices": [("kind", 11), ("gpu", 14), ("model", 16), ("low", 7), ("typical", 8), ("high", 7),
               ("input", 6), ("cached_input", 6), ("output", 6)],
}


def _cell(v, say) -> str:
    if v is None:
        return "-"
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        if v >= 1e9:
            return say(Q(v / 1e9, "num", 1)) + "B"
        return say(Q(v, "int")) if isinstance(v, int) else say(Q(float(f"{v:.4g}"), "num"))   # 4 significant digits
    return str(v)


#: the catalog table's column headings and unit notes, translatable
_HEADINGS = {"id": N_("id"), "name": N_("name"), "total_params": N_("total"), "active_params": N_("active"),
             "context": N_("context"), "formats": N_("formats"), "released": N_("released"),
             "memory_gb": N_("memory"), "hbm_tbps": N_("TB/s"), "bf16_tflops": N_("BF16"), "fp4_tflops": N_("FP4"),
             "bits_per_weight": N_("bits"), "kind": N_("kind"), "gpu": N_("gpu"), "model": N_("model"),
             "low": N_("low"), "typical": N_("typical"), "high": N_("high"), "input": N_("input"),
             "cached_input": N_("cached"), "output": N_("output")}
_UNITS = {"models": N_("params in billions; context in tokens"),
          "gpus": N_("memory GB (10^9 bytes), bandwidth TB/s, dense TFLOPS"),
          "formats": N_("bits per weight including block scales"),
          "prices": N_("GPU rental USD per GPU-hour; API USD per million tokens")}


def render_rows(what: str, rows: list[dict], lang: str = "en") -> str:
    say = writer(lang)
    cols = _COLUMNS[what]
    head = "  ".join(f"{say(T(_HEADINGS[name])):<{w}}" for name, w in cols)
    lines = [head] + ["  ".join(f"{_cell(r.get(name), say) if name != 'released' or not r.get(name) else say(Q(r[name], 'day')):<{w}.{w}}"
                                for name, w in cols) for r in rows]
    return "\n".join(lines + [say(T(N_("({units}; --json for sources and dates)"), {"units": T(_UNITS[what])}))])
