"""benchmarks/calibrate.py reproduces the constants in core/calibration.py (fitted once, not by hand)."""

import importlib.util
from pathlib import Path

import pytest

from k3desk.core import calibration as cal
from k3desk.core import corpus
from k3desk.core.catalog import load_catalog
from k3desk.core.evidence import row_inputs

ROOT = Path(__file__).resolve().parents[2]


def test_the_fit_reproduces_the_shipped_constants():
    spec = importlib.util.spec_from_file_location("calibrate", ROOT / "benchmarks" / "calibrate.py")
    calibrate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(calibrate)
    saved, steps = {k: getattr(cal, k) for k in cal.FITTED}, dict(cal.FIXED_STEP_S)
    try:
        cat = load_catalog()
        rows = list(corpus.ROWS)
        fitted = calibrate.fit(rows, {r.id: row_inputs(r, cat) for r in rows}, dict(calibrate.START))
    finally:
        for k, v in saved.items():
            setattr(cal, k, v)
        cal.FIXED_STEP_S.update(steps)  # in place: core.constants holds this very dict
    for k in cal.FITTED:
        assert fitted[k] == pytest.approx(getattr(cal, k), rel=1e-3), k
    assert fitted["STEP_SGLANG"] == pytest.approx(cal.FIXED_STEP_S["sglang"], rel=1e-3)
    assert fitted["STEP_TRTLLM"] == pytest.approx(cal.FIXED_STEP_S["trtllm"], rel=1e-3)
