"""The window's memory chart for a production unit: one bar per role (prefill and decode GPUs hold
different KV budgets), back to one bar for a replica."""

from __future__ import annotations

import os
import tempfile

from k3desk.session import evaluate

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("K3DESK_CONFIG_DIR", tempfile.mkdtemp(prefix="k3desk-test-prod-vram-"))

import pytest  # noqa: E402

from k3desk.core import compute  # noqa: E402
from k3desk.core.edit import apply_sets  # noqa: E402
from k3desk.core.presets import default_scenario  # noqa: E402
from k3desk.ui.charts import VramChart  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

LMSYS = ["model=deepseek-v3", "hardware.gpu=h100-sxm", "serving.mode=disaggregated", "serving.prefill_gpus=32",
         "serving.decode_gpus=72", "serving.decode_batch_per_gpu=256", "workload.prompt_tokens=2000",
         "workload.context_tokens=2100"]


def test_a_production_unit_shows_each_role(qtbot):
    chart = VramChart()
    qtbot.addWidget(chart)
    chart.resize(900, 420)
    chart.show()
    s = apply_sets(default_scenario(), LMSYS)
    r = compute(s)
    chart.set_result(evaluate(s))
    got = chart.series()
    assert len(got["weights"]) == 2
    pools = r.production.pools
    assert got["kv_cache"] == pytest.approx([p.kv_cache / 1e9 for p in pools])
    base = default_scenario()
    chart.set_result(evaluate(base))
    assert len(chart.series()["weights"]) == 1
