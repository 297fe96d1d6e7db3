"""Notices about where a scenario's figures come from, worded once for every presenter.

A user may import a ``config.json`` under a shipped model's id (``catalog import --replace``, or
"Replace" in the window). Every scenario that picks that model then computes with the user's
figures, and its verdict can change completely (Kimi K3 on 8× B300 "fits" with the shipped figures
and "does not fit" with another model's). The window, the ``calc`` table and the PDF's inputs say so
with :func:`model_origin`, so nobody mistakes the replacement for the shipped model.

A file saved before k3desk refused a context over the model's maximum still opens (its figures
are computed as saved); :func:`context_over_max` says so in the same places.
"""

from __future__ import annotations

from collections.abc import Mapping

from k3desk.core.catalog import Catalog, user_replacement_of
from k3desk.core.edit import context_over_max as _over
from k3desk.core.scenario import Scenario
from k3desk.report.model import N_, Q, T


def model_origin(s: Scenario, catalog: Catalog | None = None) -> T | None:
    """The sentence saying the scenario's model replaces a shipped one, or None for any other model."""
    shipped = user_replacement_of(s.model, catalog)
    if shipped is None:
        return None
    return T(N_("{model} is your replacement of the shipped model {shipped} (id {id}): its figures are "
                "yours, not the shipped ones"), {"model": s.model.name, "shipped": shipped.name, "id": s.model.id})


def profile_line(stamp: Mapping[str, str], with_hash: bool = False) -> T:
    """The organisation profile a scenario was computed with, by name and version (``Scenario.profile``);
    ``with_hash`` adds its content hash, which tells two copies of one version apart (the workbook)."""
    args = {"name": stamp["name"], "version": stamp["version"], "hash": stamp["hash"]}
    if with_hash:
        return T(N_("{name}, version {version} (content hash {hash})"), args)
    return T(N_("{name}, version {version}"), args)


def context_over_max(s: Scenario) -> T | None:
    """The sentence saying the scenario's context is longer than its model's maximum (a file saved
    before k3desk refused such a context), or None when it is within it."""
    if not _over(s):
        return None
    return T(N_("The context of {context} tokens is longer than {model}'s maximum of {max} tokens (saved before "
                "k3desk refused it); the figures are for the context as saved: enter {max} or less"),
             {"context": Q(s.workload.context_tokens, "int"), "model": s.model.name,
              "max": Q(s.model.max_context, "int")})
