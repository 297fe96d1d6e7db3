"""benchmarks/calibrate.py reproduces the constants in core/speed/calibration.py (fitted once, not by hand)."""

import importlib.util
from pathlib import Path

import pytest

from k3desk.core.catalog import load_catalog
from k3desk.core.speed import calibration as cal
from k3desk.core.speed import corpus
from k3desk.core.speed.evidence import row_inputs

ROOT = Path(__file__).resolve().parents[2]


def test_the_fit_reproduces_the_shipped_constants():
    spec = importlib.util.spec_from_file_location("calibrate", ROOT / "benchmarks" / "calibrate.py")
    calibrate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(calibrate)
    saved = {k: getattr(cal, k) for k in cal.FITTED}
    steps, firsts, eff = dict(cal.FIXED_STEP_S), dict(cal.TTFT_FIXED_S), dict(cal.EFF)
    try:
        cat = load_catalog()
        rows = list(corpus.FITTED_ROWS)
        fitted, terms = calibrate.fit(rows, {r.id: row_inputs(r, cat) for r in corpus.ROWS}, dict(calibrate.START))
    finally:
        for k, v in saved.items():
            setattr(cal, k, v)
        # in place: core.constants holds these very dicts
        cal.FIXED_STEP_S.update(steps)
        cal.TTFT_FIXED_S.update(firsts)
        cal.EFF.clear()
        cal.EFF.update(eff)
    for k in cal.FITTED:
        assert fitted[k] == pytest.approx(getattr(cal, k), rel=1e-3), k
    for engine, key in (("vllm", "VLLM"), ("sglang", "SGLANG"), ("trtllm", "TRTLLM")):
        assert fitted[f"STEP_{key}"] == pytest.approx(cal.FIXED_STEP_S[engine], rel=1e-3)
        assert fitted[f"TTFT_{key}"] == pytest.approx(cal.TTFT_FIXED_S[engine], rel=1e-3)
    assert set(terms) == set(cal.EFF)
    for k, v in terms.items():
        assert v == pytest.approx(cal.EFF[k], rel=1e-3, abs=1e-4), k
