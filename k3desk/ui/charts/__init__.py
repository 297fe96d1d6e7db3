"""Live charts: VRAM fill per GPU, monthly cost against volume, and the batch effect.

Each chart is a QWidget with ``set_result(scenario, result)``, ``series()``, ``apply_theme(dark)``,
``set_font_scale(factor)`` and ``retranslate()``; items are created once and updated in place.
"""

from k3desk.ui.charts.batch_chart import BatchChart
from k3desk.ui.charts.cost_chart import CostChart
from k3desk.ui.charts.term_chart import TermChart
from k3desk.ui.charts.vram_chart import VramChart

__all__ = ["BatchChart", "CostChart", "TermChart", "VramChart"]
