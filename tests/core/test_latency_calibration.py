"""The latency model's fitted constant and its leave-one-out errors are what ``tools/latency_calibration.py``
gives on the published rows (a recalibration after a change to the speed model rewrites them)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from k3desk.core.speed import calibration as cal

TOOL = Path(__file__).resolve().parents[2] / "tools" / "latency_calibration.py"


@pytest.mark.slow
def test_the_fit_reproduces_the_shipped_constants():
    spec = importlib.util.spec_from_file_location("latency_calibration", TOOL)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    res = tool.run()
    assert res["scale"] == pytest.approx(cal.LOAD_PREFILL_SCALE, rel=1e-3)
    assert tool.band(res) == pytest.approx(cal.BAND_LATENCY, abs=5e-3)
    assert len(res["loo50"]) == cal.LOO_LATENCY_P50_ROWS and len(res["loo99"]) == cal.LOO_LATENCY_P99_ROWS


def test_every_published_row_has_a_source_and_a_setup_the_core_computes():
    from k3desk.core.catalog import load_catalog
    from k3desk.core.speed import latency_corpus as lc

    cat = load_catalog()
    assert len(lc.ROWS) == cal.LOO_LATENCY_P50_ROWS
    for r in lc.ROWS:
        assert r.row.source and r.row.model in cat.models and r.row.gpu in cat.gpus, r.id
        assert r.ttft_p50 > 0 and (r.ttft_p99 is None or r.ttft_p99 >= r.ttft_p50), r.id
        assert (r.load == "rate") == (r.rate is not None) and (r.load != "burst" or r.requests), r.id
