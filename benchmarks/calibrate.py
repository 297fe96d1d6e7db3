"""Fit the speed model once on the whole measurement corpus, and report leave-one-out errors by slice.

Two parts, fitted together:

- the physics constants (memory, compute and prefill efficiencies, collective latency, fixed step
  and first-token costs, the arrival burst of the first-token model): a coordinate search in log
  space minimising the trust-weighted robust (soft-L1) log error of every row of
  ``k3desk/core/speed/corpus.py`` (restated from ``reference/measurements.json``), with a weak pull toward
  fixed starting values so that constants no row informs stay put;
- inside each step of that search, the kernel efficiency terms (``calibration.EFF``): log efficiency
  = GPU architecture x format family cell + format family + software stack (CUDA / ROCm) + engine,
  a ridge regression (numpy, iteratively reweighted for the same robust loss) on the decode rows
  in which each term has a Gaussian prior around its parent (a cell around its format family, the
  rest around 0; standard deviations ``calibration.PRIOR_SD``). A term no row informs stays at its
  parent. The engine paths (``path:``) are terms of the same regression that divide only the
  quantised weights' share of a row's time; that share grows as the path slows, so the rows they
  apply to are linearised again at the terms found (Gauss-Newton, a few rounds).

Each row's leave-one-out error is the error of a whole fit made without that row (its search begins
at the whole fit, one row moving it a little). The band of each
slice (vendor, batch 1 / batched / offload, format family, engine) is the 80th percentile of its
rows' leave-one-out |log error| (at least 0.15); a slice of fewer than three rows takes the pooled band.

The README's table shows each slice's figures before issue 43 → after: "before" is the stored record
``results/calibration_before_issue43.json`` of the model of commit da2b6dc fitted with its own
leave-one-out on the same rows (``benchmarks/calibrate_before.py`` writes it), counted by the same
``slice_stats`` as this run.

    python benchmarks/calibrate.py              # fit, print the tables
    python benchmarks/calibrate.py --markdown   # print only the README block (tools/readme_numbers.py)
    python benchmarks/calibrate.py --write      # also write the constants into core/speed/calibration.py
    python benchmarks/calibrate.py --frozen     # no fit: every row against the constants as they stand
"""

from __future__ import annotations

import argparse
import copy
import math
import re
import statistics
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from k3desk.core.catalog import load_catalog  # noqa: E402
from k3desk.core.speed import calibration as cal  # noqa: E402
from k3desk.core.speed import corpus  # noqa: E402
from k3desk.core.speed.evidence import estimate_from, row_inputs  # noqa: E402

#: Fitted physics constants with their bounds (a physical share stays within 0..1).
BOUNDS = {"ETA_MEMORY": (0.3, 0.95), "ETA_COMPUTE": (0.05, 0.9), "ETA_PREFILL": (0.05, 0.9),
          "ETA_HOST": (0.05, 1.0), "LATENCY_BASE_S": (2e-6, 100e-6), "LATENCY_PER_DOUBLING_S": (0.5e-6, 50e-6),
          "TTFT_VLLM": (0.005, 2.0), "TTFT_SGLANG": (0.005, 2.0), "TTFT_TRTLLM": (0.005, 2.0),
          "ARRIVAL_BURST": (1e-3, 1.0), "RELEASE_LAYER_S": (1e-6, 5e-3), "RELEASE_STEP_S": (0.1e-3, 20e-3),
          "STEP_VLLM": (0.1e-3, 10e-3), "STEP_SGLANG": (0.1e-3, 20e-3), "STEP_TRTLLM": (0.1e-3, 20e-3)}
#: Where the fit starts and what the weak prior pulls toward: engineering values set before any
#: fit, fixed here so that running the fit again reproduces the constants in calibration.py.
START = {"ETA_MEMORY": 0.80, "ETA_COMPUTE": 0.25, "ETA_PREFILL": 0.40, "ETA_HOST": 0.33,
         "LATENCY_BASE_S": 14e-6, "LATENCY_PER_DOUBLING_S": 6e-6, "TTFT_VLLM": 0.05, "TTFT_SGLANG": 0.05,
         "TTFT_TRTLLM": 0.05, "ARRIVAL_BURST": 0.05, "RELEASE_LAYER_S": 0.5e-3, "RELEASE_STEP_S": 5e-3,
         "STEP_VLLM": 0.5e-3, "STEP_SGLANG": 5e-3, "STEP_TRTLLM": 7e-3}
#: Pull toward the starting values (per squared log unit); small, so data decides where it can.
PRIOR = 0.02
#: Log error (about ±30%) beyond which a row's pull on the fit grows linearly, not quadratically;
#: also the noise scale that turns the terms' prior standard deviations into ridge penalties.
ROBUST_SCALE = 0.3
BAND_QUANTILE, BAND_FLOOR = 0.8, 0.15
#: A slice with fewer rows takes the band of all rows pooled.
MIN_SLICE_ROWS = 3
#: A request with this many prompt tokens per output token is mostly prefill (informs the TTFT band).
PREFILL_DOMINATED = 16
#: First step (log units) of a leave-one-out fit's search, which begins at the whole fit.
LOO_STEP = math.log(1.25)
#: Ratio beyond which a row counts as "far off" in the report.
FAR = 1.5
RESULTS = Path(__file__).resolve().parent / "results"


def put(v: dict[str, float]) -> None:
    for k, x in v.items():
        if hasattr(cal, k):
            setattr(cal, k, x)
    cal.FIXED_STEP_S.update({"vllm": v["STEP_VLLM"], "sglang": v["STEP_SGLANG"], "llama.cpp": v["STEP_VLLM"],
                             "trtllm": v["STEP_TRTLLM"]})
    cal.TTFT_FIXED_S.update({"vllm": v["TTFT_VLLM"], "sglang": v["TTFT_SGLANG"], "llama.cpp": v["TTFT_VLLM"],
                             "trtllm": v["TTFT_TRTLLM"]})


def robust(e):
    """Soft-L1 loss on a log error: quadratic within ±ROBUST_SCALE, linear beyond, so one row far
    off (a different kernel generation, a queue-bound run) cannot pull every other estimate."""
    return 2 * ROBUST_SCALE ** 2 * (np.sqrt(1 + (np.asarray(e) / ROBUST_SCALE) ** 2) - 1)


def informs_terms(r) -> bool:
    """Rows the efficiency terms are fitted on: GPU-bound decode speeds (not first tokens, not offload)."""
    return r.metric != "ttft" and not r.offload


class Problem:
    """The rows of one fit, their step inputs (private copies whose efficiency the fit sets) and the
    design matrix of the efficiency terms."""

    def __init__(self, rows, inputs):
        self.rows = list(rows)
        self.x = {r.id: copy.copy(inputs[r.id]) for r in self.rows}
        keys = sorted({k for r in self.rows if informs_terms(r) for k in self.x[r.id].terms} - set(cal.REFERENCE))
        self.keys = keys
        self.index = {k: j for j, k in enumerate(keys)}
        self.X = np.zeros((len(self.rows), len(keys)))
        for i, r in enumerate(self.rows):
            for k in self.x[r.id].terms:
                if k in self.index:
                    self.X[i, self.index[k]] = 1.0
        self.fit_mask = np.array([informs_terms(r) for r in self.rows])
        self.w = np.array([r.weight for r in self.rows])
        self.meas = np.log([r.value for r in self.rows])
        sd = np.array([cal.PRIOR_SD[k.split(":", 1)[0]] for k in keys])
        # A cell's term is its deviation from its format family (a setup adds both), so shrinking
        # every term toward 0 shrinks a cell toward its parent and the rest toward no correction.
        self.penalty = (ROBUST_SCALE / sd) ** 2

    def set_eff(self, theta: np.ndarray | None) -> None:
        for r in self.rows:
            x = self.x[r.id]
            e = path = 0.0
            if theta is not None:
                for k in x.terms:
                    if k in self.index:
                        if k.startswith("path:"):
                            path += theta[self.index[k]]
                        else:
                            e += theta[self.index[k]]
            object.__setattr__(x, "eff", math.exp(e))
            object.__setattr__(x, "path_eff", math.exp(path))

    def log_est(self, rows=None) -> np.ndarray:
        return np.log([estimate_from(r, self.x[r.id]) for r in (self.rows if rows is None else rows)])

    def _sensitivity(self, rows, attr: str, probe: float = 0.1) -> np.ndarray:
        """d log estimate / d log ``attr`` (``eff`` or ``path_eff``) of ``rows`` at the current terms."""
        base = self.log_est(rows)
        for r in rows:
            x = self.x[r.id]
            object.__setattr__(x, attr, getattr(x, attr) * math.exp(probe))
        moved = self.log_est(rows)
        for r in rows:
            x = self.x[r.id]
            object.__setattr__(x, attr, getattr(x, attr) * math.exp(-probe))
        return (moved - base) / probe

    def terms(self) -> tuple[np.ndarray, np.ndarray]:
        """The efficiency terms for the current physics constants: (absolute terms, log errors).

        The step's terms divide the whole step, so a row's log estimate is close to linear in them; an
        engine path (``path:``) divides the quantised weights' share only, a share that grows as the
        path slows, so the rows it applies to are linearised again at the terms found (Gauss-Newton)."""
        self.set_eff(None)
        a = self.log_est() - self.meas
        # Sensitivity of each row's log estimate to its log efficiency: 1 for a decode speed, less
        # for a request time that includes its prefill.
        s = np.where(self.fit_mask, self._sensitivity(self.rows, "eff"), 0.0)
        paths = [j for k, j in self.index.items() if k.startswith("path:")]
        step = np.ones(len(self.keys), dtype=bool)
        step[paths] = False
        xs = self.X * np.where(step[None, :], s[:, None], 0.0)
        on_path = [i for i, r in enumerate(self.rows) if self.fit_mask[i] and self.X[i, paths].any()]
        if on_path:
            sp = self._sensitivity([self.rows[i] for i in on_path], "path_eff")
            xs[np.ix_(on_path, paths)] = self.X[np.ix_(on_path, paths)] * sp[:, None]
        prior = np.diag(self.penalty)
        theta = np.zeros(len(self.keys))
        for _ in range(4 if on_path else 1):
            for _ in range(12):
                e = a + xs @ theta
                omega = np.where(self.fit_mask, self.w / np.sqrt(1 + (e / ROBUST_SCALE) ** 2), 0.0)
                lhs = xs.T @ (omega[:, None] * xs) + prior
                theta = np.linalg.solve(lhs, -xs.T @ (omega * a))
            if not on_path:
                break
            # relinearise the rows on a path at the terms found: a + xs @ theta is their first-order model
            self.set_eff(theta)
            rows = [self.rows[i] for i in on_path]
            f = self.log_est(rows) - self.meas[on_path]
            se = self._sensitivity(rows, "eff")
            sp = self._sensitivity(rows, "path_eff")
            xs[np.ix_(on_path, ~step)] = self.X[np.ix_(on_path, ~step)] * sp[:, None]
            xs[np.ix_(on_path, step)] = self.X[np.ix_(on_path, step)] * se[:, None]
            a[on_path] = f - xs[on_path] @ theta
        self.set_eff(theta)
        err = self.log_est() - self.meas
        return theta, err

    def objective(self, v: dict[str, float], start: dict[str, float]) -> float:
        put(v)
        theta, err = self.terms()
        return float(np.sum(self.w * robust(err)) + np.sum(self.penalty * theta ** 2)
                     + PRIOR * sum(math.log(v[k] / start[k]) ** 2 for k in v))


def fit(rows, inputs, start: dict[str, float], near: dict[str, float] | None = None,
        step: float = math.log(2.0)) -> tuple[dict[str, float], dict[str, float]]:
    """Coordinate search in log space with shrinking steps, inside the bounds; returns the physics
    constants and the efficiency terms. The objective pulls toward ``start``; the search begins
    there, or ``near`` it with a smaller first ``step`` (a leave-one-out fit begins at the whole fit)."""
    prob = Problem(rows, inputs)
    v = dict(near or start)
    best = prob.objective(v, start)
    while step > 0.01:
        improved = False
        for k in v:
            for sign in (1, -1):
                lo, hi = BOUNDS[k]
                trial = dict(v, **{k: min(max(v[k] * math.exp(sign * step), lo), hi)})
                f = prob.objective(trial, start)
                if f < best - 1e-12:
                    v, best, improved = trial, f, True
        if not improved:
            step /= 2
    put(v)
    theta, _ = prob.terms()
    eff = {k: float(theta[j]) for k, j in prob.index.items()}
    install(eff)
    return v, eff


def install(eff: dict[str, float]) -> None:
    cal.EFF.clear()
    cal.EFF.update(eff)


def predict(row, inputs, eff: dict[str, float]) -> float:
    """A row's estimate with the given terms (those it was not fitted with fall back to 0)."""
    x = copy.copy(inputs[row.id])
    object.__setattr__(x, "eff", math.exp(sum(eff.get(k, 0.0) for k in x.terms if not k.startswith("path:"))))
    object.__setattr__(x, "path_eff", math.exp(sum(eff.get(k, 0.0) for k in x.terms if k.startswith("path:"))))
    return estimate_from(row, x)


def is_ttft(r) -> bool:
    return r.metric == "ttft" or r.prompt >= PREFILL_DOMINATED * r.output


def slices_of(r, x) -> tuple[str, ...]:
    return cal.slices(x.terms, r.concurrency, r.offload)


def quantile(errs: list[float]) -> float:
    """The BAND_QUANTILE of absolute log errors, at least BAND_FLOOR."""
    errs = sorted(errs)
    return max(errs[min(len(errs) - 1, math.ceil(BAND_QUANTILE * len(errs)) - 1)], BAND_FLOOR)


def run(quick: bool = False) -> dict:
    cat = load_catalog()
    rows = list(corpus.FITTED_ROWS)
    inputs = {r.id: row_inputs(r, cat) for r in corpus.ROWS}
    start = dict(START)
    full, eff = fit(rows, inputs, start)
    in_sample = {r.id: predict(r, inputs, eff) for r in rows}
    loo = {}
    for r in [] if quick else rows:  # each begins at the whole fit: one row moves it a little
        rest = [x for x in rows if x is not r]
        _, row_eff = fit(rest, inputs, start, near=full, step=LOO_STEP)
        loo[r.id] = math.log(predict(r, inputs, row_eff) / r.value)
    put(full)  # the whole fit's constants stay in place (the writer and the cluster rows read them)
    install(eff)
    if quick:  # in-sample errors in place of leave-one-out, to try a change quickly
        loo = {r.id: math.log(in_sample[r.id] / r.value) for r in rows}

    decode = [r for r in rows if not is_ttft(r)]
    ttft = [r for r in rows if is_ttft(r)]
    by_slice: dict[str, list[float]] = {}
    for r in decode:
        for sl in slices_of(r, inputs[r.id]):
            by_slice.setdefault(sl, []).append(abs(loo[r.id]))
    pooled = quantile([abs(loo[r.id]) for r in decode])
    bands = {"all": round(pooled, 2)}
    bands.update({k: round(quantile(v), 2) for k, v in sorted(by_slice.items()) if len(v) >= MIN_SLICE_ROWS})
    band_ttft = round(quantile([abs(loo[r.id]) for r in ttft]), 2)
    term_rows = {k: int(sum(1 for r in rows if informs_terms(r) and k in inputs[r.id].terms)) for k in eff}
    return {"rows": rows, "inputs": inputs, "loo": loo, "in_sample": in_sample, "full": full, "eff": eff,
            "bands": bands, "band_ttft": band_ttft, "term_rows": term_rows, "decode": decode, "ttft": ttft}


def _pct(x: float) -> str:
    return f"{x:.0%}"


def row_records(res: dict) -> list[dict]:
    """Each fitted row's leave-one-out log error with what the slice table groups it by: ``kind``
    (``decode`` or ``ttft``), ``trust`` and ``slices``. The record of the model before issue 43
    (``calibrate_before.py``) keeps the same fields, so both go through ``slice_stats``."""
    return [{"id": r.id, "kind": "ttft" if is_ttft(r) else "decode", "trust": r.trust,
             "slices": list(slices_of(r, res["inputs"][r.id])), "loo": res["loo"][r.id]} for r in res["rows"]]


def slice_stats(records: list[dict], cluster_loo: list[float] | None = None) -> dict[str, dict]:
    """Leave-one-out figures by slice ("all" first): decode rows, their median error, worst ratio and
    rows beyond ``FAR``; first-token rows and their median error (None where a slice has no rows); the
    production layouts' cluster rows as the slice ``cluster`` where given."""
    groups: dict[str, dict[str, list[float]]] = {}
    for rec in records:
        for sl in ("all", *rec["slices"]):
            groups.setdefault(sl, {"decode": [], "ttft": []})[rec["kind"]].append(rec["loo"])
    out: dict[str, dict] = {}
    for sl in sorted(groups, key=lambda k: (k != "all", k.split(":")[0], k)):
        d, t = groups[sl]["decode"], groups[sl]["ttft"]
        out[sl] = {"decode_rows": len(d),
                   "median": statistics.median(abs(math.exp(e) - 1) for e in d) if d else None,
                   "worst": max(math.exp(abs(e)) for e in d) if d else None,
                   "beyond": sum(math.exp(abs(e)) > FAR for e in d) if d else None,
                   "ttft_rows": len(t), "ttft_median": statistics.median(abs(math.exp(e) - 1) for e in t) if t else None}
    if cluster_loo is not None:
        out["cluster"] = {"decode_rows": len(cluster_loo),
                          "median": statistics.median(abs(math.exp(e) - 1) for e in cluster_loo),
                          "worst": max(math.exp(abs(e)) for e in cluster_loo),
                          "beyond": sum(math.exp(abs(e)) > FAR for e in cluster_loo), "ttft_rows": None, "ttft_median": None}
    return out


def whole_stats(records: list[dict]) -> dict:
    """The whole corpus's figures the intro names: speed and first-token median errors and rows, the
    worst trust A/B speed row by vendor (as ``summary``)."""
    d = [x for x in records if x["kind"] == "decode"]
    t = [x for x in records if x["kind"] == "ttft"]
    worst = {v: max((math.exp(abs(x["loo"])) for x in d if x["trust"] in "AB" and f"vendor:{v}" in x["slices"]),
                    default=1.0) for v in ("nvidia", "amd")}
    return {"median": statistics.median(abs(math.exp(x["loo"]) - 1) for x in d), "rows": len(d), "worst": worst,
            "ttft_median": statistics.median(abs(math.exp(x["loo"]) - 1) for x in t), "ttft_rows": len(t)}


#: The record of the model before issue 43 fitted on this corpus (``benchmarks/calibrate_before.py``).
BEFORE_RECORD = RESULTS / "calibration_before_issue43.json"
#: How the slice table names the cluster slice.
CLUSTER_SLICE = "cluster (production layouts)"


def load_before(path: Path = BEFORE_RECORD) -> dict | None:
    """The stored record of the model before issue 43, or None where there is none."""
    import json

    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def _fig(st: dict | None, key: str) -> str:
    """One figure of a slice as the table shows it ("–" where the slice has no such rows)."""
    x = None if st is None else st[key]
    if x is None:
        return "–"
    return _pct(x) if key in ("median", "ttft_median") else f"{x:.2f}×" if key == "worst" else str(x)


def _pair(before: dict | None, after: dict | None, key: str) -> str:
    a, b = _fig(before, key), _fig(after, key)
    return a if a == b and (key.endswith("rows") or a == "–") else f"{a} → {b}"


def slice_table(res: dict, cluster: dict | None = None, before: dict | None = None) -> list[str]:
    """Leave-one-out errors by slice, decode and first token side by side; the production layouts'
    cluster rows (``calibrate_cluster``) as a slice of their own where given. With ``before`` (the
    stored record, ``load_before``) each figure reads "before → after"."""
    after = slice_stats(row_records(res), None if cluster is None else list(cluster["loo"]))
    if before is None:
        out = ["| slice | decode rows | median error | worst | beyond 1.5× | first-token rows | median error |",
               "|---|---|---|---|---|---|---|"]
        for sl, st in after.items():
            name = CLUSTER_SLICE if sl == "cluster" else sl
            out.append(f"| {name} | {' | '.join(_fig(st, k) for k in STAT_KEYS)} |")
        return out
    prior = before["slices"]
    out = ["| slice | decode rows | median error, before → after | worst, before → after | "
           "beyond 1.5×, before → after | first-token rows | median error, before → after |",
           "|---|---|---|---|---|---|---|"]
    names = list(after) + [k for k in prior if k not in after and k != "cluster"]
    if "cluster" in names:  # the cluster slice stays last
        names.remove("cluster")
        names.append("cluster")
    for sl in names:
        name = CLUSTER_SLICE if sl == "cluster" else sl
        out.append(f"| {name} | {' | '.join(_pair(prior.get(sl), after.get(sl), k) for k in STAT_KEYS)} |")
    return out


#: The slice table's figures in column order.
STAT_KEYS = ("decode_rows", "median", "worst", "beyond", "ttft_rows", "ttft_median")


def term_table(res: dict) -> list[str]:
    out = ["| efficiency term | factor | rows informing |", "|---|---|---|"]
    for k in sorted(res["eff"], key=lambda k: (k.split(":")[0] != "format", k.split(":")[0], k)):
        out.append(f"| {k} | ×{math.exp(res['eff'][k]):.2f} | {res['term_rows'][k]} |")
    return out


def row_table(res: dict) -> list[str]:
    out = ["| row | model, GPU × n, engine, concurrency | metric | trust | measured | estimate | LOO error |",
           "|---|---|---|---|---|---|---|"]
    for r in res["rows"]:
        unit = "s" if r.metric == "ttft" else "tok/s"
        out.append(f"| {r.id} | {r.model}, {r.gpu} × {r.gpus}, {r.engine}, c{r.concurrency} | {r.metric} | {r.trust} | "
                   f"{r.value:,.3g} {unit} | {res['in_sample'][r.id]:,.3g} | {math.exp(res['loo'][r.id]) - 1:+.0%} |")
    return out


def unfitted_table(res: dict) -> list[str]:
    """Rows shown as evidence but kept out of the fit (``corpus.Row.not_fitted`` says why), against the fit."""
    out = ["| row (not fitted) | metric | measured | estimate | error | why |", "|---|---|---|---|---|---|"]
    for r in corpus.ROWS:
        if r.not_fitted:
            est = predict(r, res["inputs"], res["eff"])
            out.append(f"| {r.id} | {r.metric} | {r.value:,.3g} | {est:,.3g} | {est / r.value - 1:+.0%} | {r.not_fitted} |")
    return out


def summary(res: dict) -> dict:
    return whole_stats(row_records(res))


def before_sentence(before: dict, s: dict) -> str:
    """What the "before" figures are, and the whole corpus's before → after."""
    b = before["whole"]
    return (f"Before → after: \"before\" is the speed model of commit `{before['model_commit'][:7]}`, as it stood "
            f"before issue 43 (its speed code, its `calibrate.py` and `calibrate_cluster.py`), fitted with its own "
            f"leave-one-out on the same {before['corpus']['fitted_rows']} rows "
            f"(`benchmarks/results/{BEFORE_RECORD.name}`, run {before['date']} by "
            f"`benchmarks/calibrate_before.py`): speed median error {b['median']:.1%} → {s['median']:.1%}, worst "
            f"trust A/B row {b['worst']['nvidia']:.2f}× → {s['worst']['nvidia']:.2f}× on NVIDIA and "
            f"{b['worst']['amd']:.2f}× → {s['worst']['amd']:.2f}× on AMD, first token {b['ttft_median']:.1%} → "
            f"{s['ttft_median']:.1%}.")


def markdown(res: dict, cluster: dict | None = None, before: dict | None = None) -> str:
    """The README block: the intro, the slice table (before → after where ``before``, the stored record
    of ``load_before``, is given), the efficiency terms and the rows kept out of the fit."""
    s = summary(res)
    head = (f"Leave-one-out over {s['rows']} speed rows and {s['ttft_rows']} first-token rows of "
            f"`measurements.json` (each row predicted by a whole fit made without it): speed median error "
            f"**{s['median']:.1%}**, worst trust A/B row {s['worst']['nvidia']:.2f}× on NVIDIA and "
            f"{s['worst']['amd']:.2f}× on AMD; time to first token median error **{s['ttft_median']:.1%}**. "
            "Written by `tools/readme_numbers.py calibration` from `benchmarks/calibrate.py --markdown`.")
    intro = [head] if before is None else [head, "", before_sentence(before, s)]
    return "\n".join([*intro, "", *slice_table(res, cluster, before), "", *term_table(res), "",
                      *unfitted_table(res)])


def frozen() -> dict:
    """Every fitted row against the constants in calibration.py as they stand, no fit: the errors of
    rows those constants were not fitted on (new rows) are out of sample. Same shape as ``run``."""
    cat = load_catalog()
    rows = list(corpus.FITTED_ROWS)
    inputs = {r.id: row_inputs(r, cat) for r in corpus.ROWS}
    est = {r.id: estimate_from(r, inputs[r.id]) for r in rows}
    loo = {r.id: math.log(est[r.id] / r.value) for r in rows}
    eff = dict(cal.EFF)
    term_rows = {k: int(sum(1 for r in rows if informs_terms(r) and k in inputs[r.id].terms)) for k in eff}
    return {"rows": rows, "inputs": inputs, "loo": loo, "in_sample": est, "eff": eff, "term_rows": term_rows,
            "decode": [r for r in rows if not is_ttft(r)], "ttft": [r for r in rows if is_ttft(r)]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write the fitted constants into core/speed/calibration.py")
    ap.add_argument("--markdown", action="store_true", help="print only the README block")
    ap.add_argument("--quick", action="store_true", help="in-sample errors only (no leave-one-out), to try a change")
    ap.add_argument("--frozen", action="store_true",
                    help="no fit: every row against the constants in calibration.py as they stand")
    args = ap.parse_args()
    if args.frozen:
        res = frozen()
        print("\n".join(row_table(res)) + "\n\n" + "\n".join(slice_table(res)))
        return
    res = run(args.quick)
    import calibrate_cluster  # the production layouts' cluster rows, with the constants just fitted

    cluster = calibrate_cluster.run()
    md = markdown(res, cluster, load_before())
    if args.markdown:
        print(md)
    else:
        print("\n".join(row_table(res)))
        print()
        print(md)
        print("\nfitted:", {k: float(f"{v:.4g}") for k, v in res["full"].items()})
        print("bands (log units):", res["bands"], "ttft:", res["band_ttft"])
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "calibration.md").write_text("\n".join(row_table(res)) + "\n\n" + md + "\n", encoding="utf-8")
    if args.write:
        s = summary(res)
        write(res["full"], res["eff"], res["term_rows"], res["bands"], res["band_ttft"], s)
    calibrate_cluster.report(cluster, args.write)


def write(v: dict[str, float], eff: dict[str, float], term_rows: dict[str, int], bands: dict[str, float],
          band_ttft: float, s: dict) -> None:
    path = Path(cal.__file__)
    text = path.read_text(encoding="utf-8")

    def sub(name: str, value: str) -> None:
        nonlocal text
        text, k = re.subn(rf"^{name} = .*$", f"{name} = {value}", text, count=1, flags=re.M)
        assert k == 1, name

    for k, x in v.items():
        if hasattr(cal, k) and not k.startswith(("STEP_", "TTFT_")):
            sub(k, f"{x:.4g}")
    sub("FIXED_STEP_S", f'{{"vllm": {v["STEP_VLLM"]:.4g}, "sglang": {v["STEP_SGLANG"]:.4g}, '
                        f'"trtllm": {v["STEP_TRTLLM"]:.4g}, "llama.cpp": {v["STEP_VLLM"]:.4g}}}')
    sub("TTFT_FIXED_S", f'{{"vllm": {v["TTFT_VLLM"]:.4g}, "sglang": {v["TTFT_SGLANG"]:.4g}, '
                        f'"trtllm": {v["TTFT_TRTLLM"]:.4g}, "llama.cpp": {v["TTFT_VLLM"]:.4g}}}')
    sub("EFF", "{" + ", ".join(f'"{k}": {x:.4g}' for k, x in sorted(eff.items())) + "}")
    sub("TERM_ROWS", "{" + ", ".join(f'"{k}": {n}' for k, n in sorted(term_rows.items())) + "}")
    sub("BANDS", "{" + ", ".join(f'"{k}": {b}' for k, b in bands.items()) + "}")
    sub("BAND_TTFT", f"{band_ttft}")
    sub("LOO_MEDIAN_ERROR", f"{s['median']:.3f}")
    sub("LOO_ROWS", f"{s['rows']}")
    sub("LOO_TTFT_MEDIAN_ERROR", f"{s['ttft_median']:.3f}")
    sub("LOO_TTFT_ROWS", f"{s['ttft_rows']}")
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()  # and the production layouts' cluster rows (benchmarks/calibrate_cluster.py; --write writes both)
