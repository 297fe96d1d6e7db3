"""One evaluation per scenario, read by every surface (docs/design.md, "One evaluation").

Between the core and the presenters: :func:`evaluate` runs ``compute → decide → headline`` (and,
when asked, ``advise → price → rank``) once for a (scenario, catalog, measurements, profile), and the
window, presentation mode, the compare view, the library, the command line, the PDF, the workbook,
the bill of materials and the RFQ all read the one :class:`Evaluation` it returns. No presenter calls
``compute``, ``decide`` or ``advise`` itself (``tests/test_layers.py`` holds that). Caches live in
one explicit :class:`Context`, held by whoever evaluates (the window's store, one command-line run).
"""

from k3desk.session.context import Context
from k3desk.session.evaluation import Evaluation, Exclusion, Headline, evaluate
from k3desk.session.ranking import RANKINGS, Priced, Ranking

__all__ = ["Context", "Evaluation", "Exclusion", "Headline", "Priced", "RANKINGS", "Ranking", "evaluate"]
