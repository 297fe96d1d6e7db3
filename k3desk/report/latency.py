"""Latency under load, worded once (docs/domain.md, "Latency under load"): the chart's series (latency against load, the
target drawn and what the fleet is sized for, the calibration's band), the figures of the report's page and the
window's tooltip, the sentence that sums them up and the one that says each target is met with the model's
typical error to spare. Reads the evaluation (``Evaluation.latency``, ``latency_curve``, ``latency_targets``,
``latency_meets``); computes nothing.
"""

from __future__ import annotations

import math

from k3desk.core.speed import calibration as cal
from k3desk.report.model import N_, Figure, KeyValues, Paragraph, Q, Section, T
from k3desk.session.evaluation import Evaluation


def band_factor() -> float:
    """The calibration's band as a factor (the figures are within ×/÷ this at the 80th percentile)."""
    return math.exp(cal.BAND_LATENCY)


def latency_series(ev: Evaluation) -> dict | None:
    """What the latency chart draws (the window's and the PDF's): first-token time at the median and at the
    targets' percentile against requests a second on one replica, the percentile's band, the target, the
    operating point and where a replica saturates. None where nothing runs."""
    lat, curve = ev.latency(), ev.latency_curve()
    if lat is None or curve is None or not curve["rates"]:
        return None
    pct = ev.percentile
    keep = [i for i, v in enumerate(curve["ttft"][pct]) if math.isfinite(v)]
    rates = [curve["rates"][i] for i in keep]
    upper = [curve["ttft"][pct][i] for i in keep]
    f = band_factor()
    t = ev.latency_targets
    return {"rates": rates, "median": [curve["ttft"][50.0][i] for i in keep], "upper": upper,
            "band_low": [v / f for v in upper], "band_high": [v * f for v in upper], "percentile": pct,
            "target": t.ttft_s, "sized": t.sized("ttft"), "rate": lat.rate if lat.stable else None,
            "value": lat.ttft.get(pct),
            "max_rate": lat.max_rate, "tpot": [curve["tpot"][pct][i] for i in keep], "tpot_target": t.tpot_s}


def _pcts(d: dict) -> T:
    return T(N_("{a} / {b} / {c}"), {"a": Q(d.get(50.0), "seconds"), "b": Q(d.get(90.0), "seconds"),
                                     "c": Q(d.get(99.0), "seconds")})


def summary(ev: Evaluation) -> T | None:
    """One sentence: the load on a replica and what share of requests get their first token and their
    tokens within what."""
    lat = ev.latency()
    if lat is None:
        return None
    if not lat.stable:
        return T(N_("At the peak the load exceeds what the fleet carries ({rate} a second on each replica, which "
                    "saturates at {max}): the queue grows without end."),
                 {"rate": Q(lat.rate, "num", 2), "max": Q(lat.max_rate, "num", 2)})
    pct = ev.percentile
    args = {"p": Q(pct / 100, "fraction"), "ttft": Q(lat.ttft.get(pct), "seconds"),
            "tpot": Q(lat.tpot.get(pct), "seconds"), "u": Q(lat.utilization, "fraction")}
    if lat.users is not None:
        return T(N_("With {users} users in flight on one replica ({u} of what it carries), {p} of first tokens come "
                    "within {ttft} and {p} of requests get each next token within {tpot}."),
                 {**args, "users": Q(lat.users, "int")})
    return T(N_("At the peak, {rate} requests a second reach each of {n} ({u} of what one carries): {p} of "
                "first tokens come within {ttft} and {p} of requests get each next token within {tpot}."),
             {**args, "rate": Q(lat.rate, "num", 2), "n": Q(lat.replicas, "int", noun="replicas")})


def rows(ev: Evaluation) -> KeyValues | None:
    """The latency figures, labelled (the report's page, the window's tooltip)."""
    lat = ev.latency()
    if lat is None:
        return None
    load = (T(N_("{n} users in flight on one replica (each sends the next request when its answer ends)"),
              {"n": Q(lat.users, "int")}) if lat.users is not None else
            T(N_("{rate} requests a second over {n}"), {"rate": Q(lat.rate * lat.replicas, "num", 2),
                                                        "n": Q(lat.replicas, "int", noun="replicas")}))
    out = [(T(N_("Load at the peak")), load),
           (T(N_("One replica saturates at")), T(N_("{v} requests a second"), {"v": Q(lat.max_rate, "num", 2)})),
           (T(N_("Utilization")), Q(lat.utilization, "fraction") if math.isfinite(lat.utilization) else None)]
    if lat.stable:
        out += [(T(N_("First token (p50 / p90 / p99)")), _pcts(lat.ttft)),
                (T(N_("Time per output token (p50 / p90 / p99)")), _pcts(lat.tpot)),
                (T(N_("Time queued (p50 / p90 / p99)")), _pcts(lat.wait)),
                (T(N_("Requests waiting, on average")), Q(lat.queued, "num", 1)),
                (T(N_("Sequences decoding at once")), T(N_("{b} of the {kv} the memory holds"), {
                    "b": Q(lat.batch, "num", 0), "kv": Q(lat.kv_sequences, "int")}))]
    t, meets = ev.latency_targets, ev.latency_meets()
    pct = ev.percentile
    for which, label in (("ttft", N_("First-token target")), ("tpot", N_("Per-token target"))):
        if which not in meets:
            continue
        out.append((T(label), T(N_("{v} for {p} of requests (the fleet sized for {s}): met") if meets[which] else
                                N_("{v} for {p} of requests (the fleet sized for {s}): missed"),
                                {"v": Q(t.goal(which), "seconds"), "p": Q(pct / 100, "fraction"),
                                 "s": Q(t.sized(which), "seconds")})))
    out.append((T(N_("Method")), T(N_("closed forms (M/G/1 prompt lane, Erlang C for the batch's places)"))
                if lat.method == "closed_form" else T(N_("a seeded simulation (arrivals that are not Poisson)"))))
    return KeyValues(tuple(out), T(N_("Latency under load")))


def margin_note(ev: Evaluation) -> T | None:
    """One sentence: the fleet is sized so that each estimate stays under its target by the model's typical
    error (its median leave-one-out error over the published runs), so that an estimate that much too low
    still meets it. None without a target."""
    t = ev.latency_targets
    first = {"goal": Q(t.ttft_s, "seconds"), "sized": Q(t.sized("ttft"), "seconds"),
             "m": Q(t.ttft_margin, "fraction"), "n": Q(cal.LOO_LATENCY_P50_ROWS, "int")}
    each = {"goal2": Q(t.tpot_s, "seconds"), "sized2": Q(t.sized("tpot"), "seconds"),
            "m2": Q(t.tpot_margin, "fraction"), "n2": Q(cal.LOO_ROWS, "int")}
    if t.ttft_s is not None and t.tpot_s is not None:
        return T(N_("The fleet is sized so that each estimate stays under its target by the model's typical error: "
                    "the first token within {sized} for the {goal} target and each next token within {sized2} "
                    "for the {goal2} target, so that estimates {m} and {m2} too low (the model's median errors "
                    "over {n} and {n2} published runs, each predicted from the others) still meet them."),
                 {**first, **each})
    if t.ttft_s is not None:
        return T(N_("The fleet is sized so that the estimated first token stays within {sized}, the {goal} target "
                    "less the model's typical error: an estimate {m} too low (its median error over {n} "
                    "published runs, each predicted from the others) still meets the target."), first)
    if t.tpot_s is not None:
        return T(N_("The fleet is sized so that the estimated time per output token stays within {sized2}, the "
                    "{goal2} target less the model's typical error: an estimate {m2} too low (its median error "
                    "over {n2} published runs, each predicted from the others) still meets the target."), each)
    return None


def calibration_note() -> T:
    """How far the latency figures are from published runs (``tools/latency_calibration.py``)."""
    return T(N_("Checked against {n} published runs under load: the median first token is off by {e50} in the "
                "middle case when each run is predicted from the others, the 99th percentile by {e99} over {m} "
                "runs; read the figures as within ×/÷ {band}."),
             {"n": Q(cal.LOO_LATENCY_P50_ROWS, "int"), "e50": Q(cal.LOO_LATENCY_P50_ERROR, "fraction"),
              "e99": Q(cal.LOO_LATENCY_P99_ERROR or 0.0, "fraction"), "m": Q(cal.LOO_LATENCY_P99_ROWS, "int"),
              "band": Q(band_factor(), "num", 1)})


def section(ev: Evaluation) -> Section | None:
    """The report's page: the sentence, the figures, the chart and how well the model is calibrated."""
    kv, line = rows(ev), summary(ev)
    if kv is None or line is None:
        return None
    blocks: list = [Paragraph(line, "lead"), kv]
    sized = margin_note(ev)
    if sized is not None:
        blocks.append(Paragraph(sized))
    series = latency_series(ev)
    if series is not None:
        blocks.append(Figure("latency", series, T(N_("First token against the requests a second one replica "
                                                     "takes: the median, the targets' percentile with its band, "
                                                     "the target, what the fleet is sized for and this "
                                                     "scenario's load.")), height=0.45))
    blocks.append(Paragraph(calibration_note(), "note"))
    return Section(T(N_("Latency under load")), tuple(blocks), new_page=True)
