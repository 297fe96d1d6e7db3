"""The pure calculation core: models, catalogs and ``compute(scenario) -> Result``.

No Qt, no file writes, no display strings (a test proves the first).
"""

from k3desk.core.architecture import Architecture
from k3desk.core.scenario import GPU, Hardware, Pricing, Scenario, Serving, Workload

__all__ = ["Architecture", "GPU", "Hardware", "Pricing", "Scenario", "Serving", "Workload", "compute"]


def compute(scenario: Scenario, catalog=None):
    """Compute the full :class:`~k3desk.core.result.Result` for a scenario (lazy import keeps start-up lean)."""
    from k3desk.core.sizing import compute as _compute

    return _compute(scenario, catalog)
