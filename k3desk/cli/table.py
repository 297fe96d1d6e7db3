"""Plain-text tables for the command line (English, units always labelled; no Qt).

The ``k3desk calc`` table renders the figures layer's statements (``k3desk.report.figures``) with
:func:`plain`, the plain-text twin of the window's formatter (``k3desk.ui.common.formatter``): the same
cells read ``US$ 43,070``, ``8.63 B``, ``1,556 GB`` here, so the command line says what the screen says.
"""

from __future__ import annotations

import math
import re

from k3desk.core.catalog import load_catalog
from k3desk.core.params import count_params
from k3desk.core.result import Result
from k3desk.core.scenario import Scenario
from k3desk.report import units
from k3desk.report.evidence import plain_lines as evidence_lines
from k3desk.report.figures import figures, route_lines
from k3desk.report.model import Q, Quoted, T, duration_parts
from k3desk.report.notices import model_origin

DASH = "-"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _num(v: float, d: int) -> str:
    return f"{units.rounded(v, d):,.{d}f}"   # halves away from zero, as the window rounds


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
    if u == "day":
        return str(v)
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


def result_table(s: Scenario, r: Result) -> str:
    """The ``k3desk calc`` table: the figures layer's statements as plain text (English)."""
    fig = figures(s, r)
    f, m, t, c = r.fit, r.memory, r.throughput, r.cost
    cur = s.pricing.currency

    def say(cell) -> str:
        return plain(cell, cur)

    def gb(v: float) -> str:
        return say(Q(v, "bytes_gb", 1))

    cards = {card.key: card for card in fig.cards.cards}
    band = t.decode_per_sequence
    if fig.usable:
        speed = (f"{say(Q(band.value, 'tok_s'))} (band {say(Q(band.low, 'num', 1))}-{say(Q(band.high, 'num', 1))}, "
                 f"{t.regime.replace('/', ', ')})")
        host = self_host_line(s, c)
        carry = (f"one replica carries {say(Q(c.replica_tokens_per_month, 'tokens'))} tokens per month at "
                 f"{s.workload.concurrent_sequences} sequences, {s.workload.utilization:.0%} busy")
        card = cards["break_even"]   # the decision's break-even: the cheaper self-hosted route against the API
        be = ("not computed: a price is missing (see above)" if c.missing else
              f"{say(card.value)}, held over the term; {say(card.detail)} ({carry})"
              if isinstance(card.value, T) and "v" in card.value.args
              else f"{say(card.detail)} ({carry})")
        total, ttft = say(Q(t.decode_total.value, "tok_s")), say(Q(t.ttft_s.value, "seconds"))
    else:  # honesty rule: a dash and the reason, never a figure for what does not run
        why = f"- ({say(fig.reason)}; {say(fig.suggestion)})"
        speed = total = ttft = host = be = why
    rows = [
        ("Scenario", s.name),
        ("Model", f"{s.model.name} ({s.model.expert_format} experts, {s.model.dense_format} other, "
                  f"{s.model.kv_format} KV)"),
        *((("Model source", say(origin)),) if (origin := model_origin(s)) is not None else ()),
        ("Hardware", f"{f.gpu_count}x {s.hardware.gpu.name} ({s.hardware.gpu.memory_gb:,.1f} GB each)"),
        ("Verdict", say(fig.verdict)),
        ("", ""),
        ("Parameters", f"{say(Q(r.params.total, 'big', 2))} total, {say(Q(r.params.active, 'big'))} active"),
        ("Weights", f"{gb(m.weights_bytes)} (naive total x {s.model.expert_format} bits: {gb(m.weights_naive_bytes)})"),
        ("KV cache", f"{gb(m.kv_cache_bytes)} ({s.workload.concurrent_sequences} x "
                     f"{s.workload.context_tokens:,} tokens, {m.kv_bytes_per_token:,.0f} B/token)"),
        ("Linear-attention state", gb(m.state_bytes)),
        ("Activations", gb(m.activations_bytes)),
        ("Runtime overhead", gb(m.overhead_bytes)),
        ("Total memory", gb(m.total_bytes)),
        ("", ""),
        ("GPUs: raw minimum", str(f.raw_min_gpus)),
        ("GPUs: minimum deployable", f"{say(cards['gpus'].value)} ({say(cards['gpus'].detail)})"),
        ("Per-GPU fill", f"{gb(f.per_gpu_used_bytes)} of {gb(f.per_gpu_capacity_bytes)} usable"),
        ("Max concurrent sequences", f"{f.max_concurrent_sequences:,} at {s.workload.context_tokens:,} tokens"),
        ("", ""),
        ("Decode per sequence", speed),
        *(("Evidence" if i == 0 else " ", line) for i, line in enumerate(evidence_lines(r) if fig.usable else [])),
        ("Decode total", total),
        ("Time to first token", ttft),
        ("", ""),
        *((ROUTE_ROWS[k], say(line)) for k, line in (route_lines(s, r) if fig.usable else [])),
        ("As entered, " + ("rented" if s.hardware.ownership == "rent" else "bought"), host),
        ("API per month", api_line(s, c)),
        ("Break-even", be),
        ("", ""),
        ("Checkpoint", f"{gb(r.storage.checkpoint_bytes)}; download {say(Q(r.storage.download_seconds, 'seconds'))} "
                       f"at {s.hardware.download_gbps:g} Gbit/s"),
    ]
    width = max(len(k) for k, _ in rows)
    return "\n".join(f"{k:<{width}}  {v}" if k else "" for k, v in rows)


#: What to set when a price is missing (the contract path a user can --set).
MISSING_HINT = {
    "api_price": "no API price known for this model: set pricing.api_input_per_mtok, "
                 "pricing.api_cached_input_per_mtok and pricing.api_output_per_mtok",
    "rental_price": "no rental price known for this GPU: set hardware.price_per_gpu_hour",
    "purchase_price": "no purchase price known for this GPU: set hardware.purchase_price_per_gpu",
}


ROUTE_ROWS = {"rent": "Renting, whole fleet", "own": "Buying, whole fleet", "api": "API, same volume"}


def self_host_line(s: Scenario, c) -> str:
    """Self-hosted cost per month, what it counts when owned, or which price is missing."""
    if c.self_host_usd_per_month is None:
        key = "purchase_price" if s.hardware.ownership == "own" else "rental_price"
        return f"price missing ({MISSING_HINT[key]})"
    line = (f"{_usd(c.self_host_usd_per_month)} per replica, {c.replicas} replica(s): "
            f"{_usd(c.self_host_total_usd_per_month)}")
    if s.hardware.ownership == "own":
        line += (f"; owned: purchase US$ {c.purchase_price_per_gpu_usd:,.0f} per GPU + "
                 f"{c.server_share:.0%} for the rest of the server over {s.hardware.amortization_years:g} years "
                 f"({c.purchase_source or 'set by the user'}), power {_usd(c.own_power_usd_per_month)} "
                 f"at {c.power_per_gpu_w:,.0f} W per GPU")
    return line


def api_line(s: Scenario, c) -> str:
    if c.api_usd_per_month is None:
        return f"price missing ({MISSING_HINT['api_price']})"
    return (f"{_usd(c.api_usd_per_month)} (US$ {c.api_usd_per_mtok:,.2f} per million tokens; "
            f"{s.pricing.api_source or 'set by the user'})")


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
               ("formats", 22), ("released", 11)],
    "gpus": [("id", 22), ("name", 36), ("memory_gb", 8), ("hbm_tbps", 6), ("bf16_tflops", 8), ("fp4_tflops", 8)],
    "formats": [("id", 14), ("name", 44), ("bits_per_weight", 8)],
    "prices": [("kind", 11), ("gpu", 14), ("model", 16), ("low", 7), ("typical", 8), ("high", 7),
               ("input", 6), ("cached_input", 6), ("output", 6)],
}


def _cell(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        if v >= 1e9:
            return f"{v / 1e9:,.1f}B"
        return f"{v:,}" if isinstance(v, int) else f"{v:,.4g}"
    return str(v)


def render_rows(what: str, rows: list[dict]) -> str:
    cols = _COLUMNS[what]
    head = "  ".join(f"{name.replace('_params', ''):<{w}}" for name, w in cols)
    units = {"models": "params in billions; context in tokens",
             "gpus": "memory GB (10^9 bytes), bandwidth TB/s, dense TFLOPS",
             "formats": "bits per weight including block scales",
             "prices": "GPU rental USD per GPU-hour; API USD per million tokens"}[what]
    lines = [head] + ["  ".join(f"{_cell(r.get(name)):<{w}.{w}}" for name, w in cols) for r in rows]
    return "\n".join(lines + [f"({units}; --json for sources and dates)"])
