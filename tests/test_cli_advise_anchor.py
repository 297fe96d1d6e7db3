"""``k3desk advise`` with the measurement library: the options near an imported run are re-anchored to it,
say so in the JSON, the table and the CSV, and a library that cannot be read leaves the Advisor running
unanchored with the same one-line note as ``calc``."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from k3desk import paths

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "benchmarks"
SETUP = ["--set", "model=kimi-k2", "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=16",
         "--set", "serving.engine=vllm"]
AT = ["--set", "workload.concurrent_sequences=16", "--set", "workload.prompt_tokens=1000",
      "--set", "workload.context_tokens=1500"]
ONLY = ["--gpu", "h200"]
RUN = "kimi-k2-h200x16-vllm-c16-20261115"   # the fixture's id: model, GPUs, engine, concurrency, date


@pytest.fixture(autouse=True)
def _own_config(config):
    return config


@pytest.fixture
def imported(cli):
    code, _, err = cli("measurement", "import", str(FIXTURES / "vllm_bench_serve.json"), *SETUP)
    assert code == 0, err


def _at_run(options: list[dict]) -> list[dict]:
    return [o for o in options if o["gpu"] == "h200" and o["gpu_count"] == 16 and o["serving"]["attention"] == "tp"
            and not o["serving"]["production_scale"]]


def test_json_carries_the_anchor(cli, imported):
    code, out, err = cli("advise", *SETUP, *AT, *ONLY, "--json")
    assert code == 0, err
    options = json.loads(out)["options"]
    assert all("anchor" in o for o in options)
    mine = _at_run(options)
    assert mine
    for o in mine:
        assert o["anchor"] == {"id": RUN, "date": "2026-11-15", "weight": 1.0}
        assert o["decode_tokens_per_s_per_sequence"] == pytest.approx(1000 / 20.0, rel=0.01)   # median TPOT 20.0 ms


def test_the_table_marks_the_anchored_speeds(cli, imported):
    code, out, _ = cli("advise", *SETUP, *AT, *ONLY, "--top", "40")
    assert code == 0
    assert "†" in out and "† anchored to your measurement of 2026-11-15" in out


def test_the_csv_names_the_anchor(cli, imported):
    code, out, _ = cli("advise", *SETUP, *AT, *ONLY, "--format", "csv")
    assert code == 0
    rows = list(csv.reader(io.StringIO(out)))
    col, ids = rows[0].index("anchor"), rows[0].index("anchor_id")
    marked = [r for r in rows[1:] if r[ids] == RUN]
    assert marked and all(r[col] == "anchored to your measurement of 2026-11-15" for r in marked)


def test_min_tok_s_filters_on_the_anchored_figure(cli):
    """A setup the model puts above the floor and the buyer measured below it is dropped."""
    from k3desk.core.speed.anchor import Measurement
    from k3desk.persistence.measurements import add_measurements

    code, out, _ = cli("advise", *SETUP, *AT, *ONLY, "--json")   # no library yet: the model's own figures
    model = max(o["decode_tokens_per_s_per_sequence"] for o in _at_run(json.loads(out)["options"]))
    floor = f"{model * 0.75:.3f}"
    assert _at_run(json.loads(cli("advise", *SETUP, *AT, *ONLY, "--min-tok-s", floor, "--json")[1])["options"])
    add_measurements([Measurement(id="slow", tool="vllm", date="2026-11-20", model="kimi-k2", gpu="h200", gpus=16,
                                  engine="vllm", concurrency=16, prompt_tokens=1000, output_tokens=500,
                                  tpot_ms=1000 / (model / 2))])   # measured: half what the model says
    code, out, err = cli("advise", *SETUP, *AT, *ONLY, "--min-tok-s", floor, "--json")
    assert code == 0, err
    assert not _at_run(json.loads(out)["options"])
    assert all(o["decode_tokens_per_s_per_sequence"] >= float(floor) for o in json.loads(out)["options"])


def test_a_broken_library_gives_calcs_note_and_the_advisor_runs_unanchored(cli):
    path = paths.measurements_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "k3desk.measurements", "schema_version": 99, "measurements": []}))
    _, _, calc_err = cli("calc", *SETUP, *AT, "--json")
    code, out, err = cli("advise", *SETUP, *AT, *ONLY, "--json")
    assert code == 0 and json.loads(out)["options"]
    assert all(o["anchor"] is None for o in json.loads(out)["options"])
    assert err == calc_err and len(err.strip().splitlines()) == 1 and "not anchored" in err
