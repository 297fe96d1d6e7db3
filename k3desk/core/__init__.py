"""The pure calculation core: models, catalogs and ``compute(scenario) -> Result``.

No Qt, no file writes, no display strings (a test proves the first).
"""

from k3desk.core.model.architecture import Architecture
from k3desk.core.scenario import GPU, Hardware, Pricing, Scenario, Serving, Workload
from k3desk.core.sizing import compute

__all__ = ["Architecture", "GPU", "Hardware", "Pricing", "Scenario", "Serving", "Workload", "compute"]
