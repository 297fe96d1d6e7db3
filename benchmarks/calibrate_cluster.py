"""The production layouts' cluster constants (``core/speed/production.py``), fitted on the cluster rows.

    python benchmarks/calibrate_cluster.py            the fit and each row's leave-one-out error
    python benchmarks/calibrate_cluster.py --write    also write the constants into core/speed/production.py

A grid search over M_HALF, ETA_A2A and PREFILL_SCALE minimising the robust sum of squared log errors
over ``corpus_cluster.ROWS`` (the step-model constants stay the single-replica calibration's); each row
is then predicted by a fit without it (leave-one-out). The band is the median |log error| of those.
"""

from __future__ import annotations

import argparse
import itertools
import math
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from k3desk.core.catalog import load_catalog  # noqa: E402
from k3desk.core.speed import corpus_cluster as cc  # noqa: E402
from k3desk.core.speed import production as pr  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
GRID = {"M_HALF": (50, 100, 200, 400, 800, 1600, 3200, 6400),
        "ETA_A2A": (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0),
        "PREFILL_SCALE": (0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.55)}


def errors(rows, v: dict, cat) -> list[float]:
    for k, x in v.items():
        setattr(pr, k, x)
    return [cc.log_error(r, cat) for r in rows]


def fit(rows, cat) -> dict:
    best = None
    for combo in itertools.product(*GRID.values()):
        v = dict(zip(GRID, combo, strict=True))
        loss = sum(min(e * e, 1.0) for e in errors(rows, v, cat))  # robust: a row's pull is capped
        if best is None or loss < best[0]:
            best = (loss, v)
    assert best is not None
    return best[1]


def run() -> dict:
    cat = load_catalog()
    saved = {k: getattr(pr, k) for k in GRID}
    rows = list(cc.ROWS)
    try:
        v = fit(rows, cat)
        inside = errors(rows, v, cat)
        loo = [errors([r], fit(rows[:i] + rows[i + 1:], cat), cat)[0] for i, r in enumerate(rows)]
    finally:
        for k, x in saved.items():
            setattr(pr, k, x)
    return {"fit": v, "rows": rows, "in": inside, "loo": loo,
            "median": statistics.median(abs(math.exp(e) - 1) for e in loo),
            "band": round(statistics.median(abs(e) for e in loo), 2)}


def table(res: dict) -> list[str]:
    out = ["| row | ref | metric | published | in-sample | leave-one-out |", "|---|---|---|---|---|---|"]
    for r, a, b in zip(res["rows"], res["in"], res["loo"], strict=True):
        out.append(f"| {r.id} | {r.ref} | {r.metric} | {r.value:,.0f} | {math.exp(a) - 1:+.0%} | {math.exp(b) - 1:+.0%} |")
    return out


def write(res: dict) -> None:
    path = Path(pr.__file__)
    text = path.read_text(encoding="utf-8")
    values = {**{k: f"{x}" for k, x in res["fit"].items()}, "CLUSTER_LOO_MEDIAN_ERROR": f"{res['median']:.3f}",
              "CLUSTER_LOO_ROWS": f"{len(res['rows'])}", "CLUSTER_BAND": f"{res['band']}"}
    for name, value in values.items():
        text, k = re.subn(rf"^{name} = .*$", f"{name} = {value}", text, count=1, flags=re.M)
        assert k == 1, name
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write the fitted constants into core/speed/production.py")
    args = ap.parse_args(argv)
    report(run(), args.write)


def report(res: dict, write_constants: bool = False) -> None:
    """Print the fit and its table, keep it in results/, and write the constants if asked."""
    head = (", ".join(f"{k} = {x}" for k, x in res["fit"].items())
            + f"; median |leave-one-out error| {res['median']:.0%} over {len(res['rows'])} rows; band ±{res['band']} log")
    text = "\n".join(["## Cluster rows (production layouts, leave-one-out)", "", head, "", *table(res)])
    print(text)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "calibration_cluster.md").write_text(text + "\n", encoding="utf-8")
    if write_constants:
        write(res)


if __name__ == "__main__":
    main()
