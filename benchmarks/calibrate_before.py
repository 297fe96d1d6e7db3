"""The speed model as it stood before issue 43, fitted with its own leave-one-out on today's corpus.

    python benchmarks/calibrate_before.py     writes results/calibration_before_issue43.json

"Before" is commit ``MODEL_COMMIT``: its speed code (``k3desk/core/speed``), its calibration constants,
its model and catalog code and data, its ``benchmarks/calibrate.py`` and ``calibrate_cluster.py``. That
tree is extracted (``git archive``) into a temporary folder outside the project and today's corpus files
(``CORPUS_FILES``) are copied over its own; its ``calibrate.run()`` (a whole fit and a leave-one-out fit
per row, each from the starting values as that script did) then its ``calibrate_cluster.run()`` (the
production layouts' cluster constants, leave-one-out, on the speed constants just fitted) run there, in
a process of their own with this venv's Python. A row needing what the old model lacks is estimated
without it: its engine-path terms (``path:``) do not exist there, so the SGLang 0.5.8 rows read a
whole-step ``release:`` term as that model read every release; a lockstep engine's data-parallel
attention interleaves prompts as it did; Kimi K3's output gate is not counted; the cache of a row is
sized as that code sized it.

The record keeps each fitted row's leave-one-out log error with the slices that model puts it in, and the
figures by slice computed from them by ``calibrate.slice_stats``, the function the README's table uses
for the current model, so the two columns are counted alike. It is a record of a run: only this
script writes it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import calibrate  # noqa: E402

#: The model before issue 43: the merge of issue 42, the last commit before the engine-path refit.
MODEL_COMMIT = "da2b6dc"
#: Today's corpus, copied over the old tree's own.
CORPUS_FILES = ("k3desk/core/speed/corpus.py", "k3desk/core/speed/corpus_cluster.py")
COMMAND = ".venv/bin/python benchmarks/calibrate_before.py"

#: Run inside the old tree (its folder first on the path): its fit, leave-one-out and cluster fit.
DRIVER = """
import json, sys
sys.path.insert(0, "benchmarks")
import calibrate as c
import calibrate_cluster as cc

res = c.run()
rows = [{"id": r.id, "kind": "ttft" if c.is_ttft(r) else "decode", "trust": r.trust,
         "slices": list(c.slices_of(r, res["inputs"][r.id])), "loo": res["loo"][r.id]} for r in res["rows"]]
cluster = cc.run()
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump({"rows": rows, "fit": res["full"], "eff": res["eff"],
               "cluster": {"ids": [r.id for r in cluster["rows"]], "loo": cluster["loo"], "fit": cluster["fit"]}}, f)
"""


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def old_tree(into: Path) -> None:
    """The model commit's tree in ``into``, today's corpus files over its own."""
    archive = into / "tree.tar"
    subprocess.run(["git", "archive", "--output", str(archive), MODEL_COMMIT], cwd=ROOT, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into / "tree", filter="data")
    for name in CORPUS_FILES:
        shutil.copyfile(ROOT / name, into / "tree" / name)


def run_old() -> dict:
    """The old model's leave-one-out on today's corpus (its per-row errors and fitted constants)."""
    with tempfile.TemporaryDirectory(prefix="k3desk-before-") as tmp:
        tmp_path = Path(tmp)
        old_tree(tmp_path)
        tree, out = tmp_path / "tree", tmp_path / "out.json"
        # a fresh config folder: no user catalog of this machine changes a figure
        env = {**os.environ, "PYTHONPATH": str(tree), "K3DESK_CONFIG_DIR": str(tmp_path / "config")}
        subprocess.run([sys.executable, "-c", DRIVER, str(out)], cwd=tree, env=env, check=True)
        return json.loads(out.read_text(encoding="utf-8"))


def record(old: dict) -> dict:
    from k3desk.core.speed import corpus, corpus_cluster

    rows = old["rows"]
    assert [r["id"] for r in rows] == [r.id for r in corpus.FITTED_ROWS], "the old run read other rows"
    assert old["cluster"]["ids"] == [r.id for r in corpus_cluster.ROWS], "the old run read other cluster rows"
    cluster_loo = old["cluster"]["loo"]
    return {
        "what": "Leave-one-out errors by slice of the speed model before issue 43, fitted on the current corpus",
        "model_commit": _git("rev-parse", MODEL_COMMIT),
        "model": "that commit's k3desk/ (speed code, calibration module: the constants it fits refitted, the rest "
                 "as they stood; model code and catalog) and its benchmarks/calibrate.py run() and "
                 "benchmarks/calibrate_cluster.py run(), with the corpus files below copied over its own",
        "corpus": {"files": list(CORPUS_FILES), "commit": _git("rev-parse", "HEAD"),
                   "sha256": {n: hashlib.sha256((ROOT / n).read_bytes()).hexdigest() for n in CORPUS_FILES},
                   "fitted_rows": len(rows), "speed_rows": sum(r["kind"] == "decode" for r in rows),
                   "first_token_rows": sum(r["kind"] == "ttft" for r in rows),
                   "cluster_rows": len(cluster_loo)},
        "command": COMMAND,
        "date": dt.date.today().isoformat(),
        "whole": calibrate.whole_stats(rows),
        "slices": calibrate.slice_stats(rows, cluster_loo),
        "fit": old["fit"], "eff": old["eff"], "cluster_fit": old["cluster"]["fit"],
        "rows": rows,
        "cluster_rows": [{"id": i, "loo": e} for i, e in zip(old["cluster"]["ids"], cluster_loo, strict=True)],
    }


def main() -> None:
    rec = record(run_old())
    calibrate.RESULTS.mkdir(exist_ok=True)
    calibrate.BEFORE_RECORD.write_text(json.dumps(rec, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    w = rec["whole"]
    print(f"wrote {calibrate.BEFORE_RECORD}: speed median {w['median']:.1%} over {w['rows']} rows, first token "
          f"{w['ttft_median']:.1%} over {w['ttft_rows']}, cluster {rec['slices']['cluster']['median']:.0%}")


if __name__ == "__main__":
    main()
