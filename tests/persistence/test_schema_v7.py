"""Scenario schema 7: the load at the peak (a stated rate, the length spreads, the arrivals' burstiness) and
the latency targets with their percentile (docs/domain.md, "Latency under load"). A schema-6 file computes as
it did: no rate stated (its volume's peak), typical lengths, Poisson arrivals, no target."""

from __future__ import annotations

import json
from pathlib import Path

from k3desk.core.edit import apply_sets
from k3desk.persistence import SCHEMA_VERSION, dumps_scenario, loads_document, read_document
from k3desk.persistence.migrations import MIGRATIONS

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
V6 = GOLDEN / "scenario_v6_operations.k3desk.json"
V7 = GOLDEN / "scenario_v7_latency.k3desk.json"


def test_schema_is_7_with_one_step_per_version():
    assert SCHEMA_VERSION == 7 and sorted(MIGRATIONS) == [0, 1, 2, 3, 4, 5, 6]


def test_golden_v7_loads_as_saved():
    doc = read_document(V7)
    w, c = doc.scenario.workload, doc.scenario.constraints
    assert doc.schema_version == 7 and not doc.migrated
    assert (w.peak_requests_per_second, w.prompt_tokens_spread, w.output_tokens_spread, w.arrival_burstiness) == \
        (4.0, 1.0, 0.5, 0.5)
    assert (c.ttft_p99_s, c.tpot_p99_s, c.latency_percentile) == (2.0, 0.1, "p95")


def test_v6_to_v7_writes_the_defaults_and_keeps_the_rest():
    doc = json.loads(V6.read_text(encoding="utf-8"))
    before = json.dumps(doc, sort_keys=True)
    out = MIGRATIONS[6](doc)
    assert json.dumps(doc, sort_keys=True) == before        # pure: the input is not modified
    w, c = out["scenario"]["workload"], out["scenario"]["constraints"]
    assert out["schema_version"] == 7
    assert (w["peak_requests_per_second"], w["prompt_tokens_spread"], w["output_tokens_spread"],
            w["arrival_burstiness"]) == (None, 0.0, 0.0, 1.0)
    assert (c["ttft_p99_s"], c["tpot_p99_s"], c["latency_percentile"]) == (None, None, "p99")
    for section in ("workload", "constraints"):   # what the schema-6 file said is kept
        assert {k: out["scenario"][section][k] for k in doc["scenario"][section]} == doc["scenario"][section]


def test_round_trip_keeps_the_load_and_targets():
    s = read_document(V7).scenario
    again = loads_document(dumps_scenario(s)).scenario
    assert again == s


def test_the_targets_are_set_by_path_and_refused_out_of_range():
    import pytest

    from k3desk.core.edit import EditError

    s = read_document(V6).scenario
    t = apply_sets(s, ["constraints.ttft_p99_s=1.5", "constraints.latency_percentile=p90"])
    assert t.constraints.ttft_p99_s == 1.5 and t.constraints.latency_percentile == "p90"
    for bad in ("constraints.ttft_p99_s=0", "constraints.latency_percentile=p50", "workload.peak_requests_per_second=-1",
                "workload.arrival_burstiness=0"):
        with pytest.raises(EditError) as e:
            apply_sets(s, [bad])
        assert bad.split("=")[0] in str(e.value) and "\n" not in str(e.value)
