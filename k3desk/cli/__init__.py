"""The command line: ``k3desk`` verbs (``verbs``), the Advisor's verb (``advise``) and the plain-text
tables they print (``table``). ``main`` is the entry point of ``k3desk`` and ``python -m k3desk``."""

from k3desk.cli.verbs import main

__all__ = ["main"]
