"""``python -m k3desk`` runs the command line (and the GUI without arguments)."""

import sys

from k3desk.cli import main

sys.exit(main())
