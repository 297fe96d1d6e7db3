"""Hostile input, class "a shipped model shadowed" (issue 33, finding 1).

``k3desk catalog import kimi-k2.json --id kimi-k3`` used to exit 0 without a word, and the default
scenario's verdict flipped from "fits on 8× B300" to "does not fit" in ``calc`` and in the window.
Now a shipped id is refused in one line unless ``--replace``; the window asks (Replace / Keep Both /
Cancel); and a scenario that uses a user's replacement says so in the ``calc`` table, the PDF's
inputs and the window's notice bar, all worded once in ``report.notices``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.catalog import builtin_catalog, load_catalog, user_replacement_of
from k3desk.core.presets import default_scenario
from tests.test_hostile_corpus import run, snapshot, strict_json

CONFIGS = Path(__file__).resolve().parent / "fixtures" / "configs"
K2 = CONFIGS / "kimi-k2.json"
SHIPPED_IDS = ["kimi-k3", "deepseek-v3", "gpt-oss-120b", "llama-3.1-405b"]


def _verdict() -> dict:
    status, out, _ = run(["calc", "--json"])
    assert status == 0
    return strict_json(out)["fit"]


@pytest.mark.parametrize("model_id", SHIPPED_IDS)
def test_a_shipped_id_needs_replace(model_id, config):
    before = _verdict()
    status, out, err = run(["catalog", "import", str(K2), "--id", model_id])
    assert status == 2 and out == ""
    assert "--replace" in err and builtin_catalog().models[model_id].name in err
    assert not (config / "catalog" / "models.json").exists()   # nothing written
    assert _verdict() == before                                 # the default scenario is untouched


def test_a_refusal_leaves_an_existing_user_catalog_byte_for_byte(config):
    path = config / "catalog" / "models.json"
    path.parent.mkdir()
    path.write_text('{"models": [], "comment": "mine"}\n', encoding="utf-8")
    before = snapshot(path)
    assert run(["catalog", "import", str(K2), "--id", "kimi-k3"])[0] == 2
    assert snapshot(path) == before


def test_replace_imports_and_every_presenter_says_so(config):
    status, out, err = run(["catalog", "import", str(K2), "--id", "kimi-k3", "--replace"])
    assert status == 0 and "replaced the shipped model Kimi K3" in out and err == ""
    assert load_catalog().model("kimi-k3") != builtin_catalog().model("kimi-k3")
    # calc: the table names the replacement on its own line; --json stays strict
    status, table, _ = run(["calc"])
    line = next(x for x in table.splitlines() if x.startswith("Model source"))
    assert "your replacement of the shipped model Kimi K3" in line
    strict_json(run(["calc", "--json"])[1])
    # the PDF's inputs carry the same sentence (report layer, no Qt needed to check it)
    from k3desk.core import compute
    from k3desk.report.model import KeyValues, Panels
    from k3desk.report.scenario_report import inputs_section

    s = default_scenario(load_catalog())
    panels = next(b for b in inputs_section(s, compute(s)).blocks if isinstance(b, Panels))
    model_rows = panels.panels[0]
    assert isinstance(model_rows, KeyValues)
    labels = [k.source for k, _ in model_rows.rows]
    assert "Model figures" in labels


def test_no_note_for_the_shipped_model_or_an_own_id(config):
    from k3desk.report.notices import model_origin

    assert model_origin(default_scenario()) is None
    assert run(["catalog", "import", str(K2), "--id", "my-k2"])[0] == 0
    s = default_scenario(load_catalog()).model_copy(update={"model": load_catalog().model("my-k2")})
    assert model_origin(s) is None
    assert "Model source" not in run(["calc"])[1]


def test_a_shared_scenario_with_a_replacement_still_says_so(config, tmp_path):
    """The scenario file carries the model: on another machine (no user catalog) it still reads as a
    replacement, because it was imported from a config.json under a shipped id."""
    assert run(["catalog", "import", str(K2), "--id", "kimi-k3", "--replace"])[0] == 0
    from k3desk.persistence import write_scenario

    shared = tmp_path / "shared.k3desk.json"
    write_scenario(shared, default_scenario(load_catalog()))
    (config / "catalog" / "models.json").unlink()   # "another machine"
    s = json.loads(shared.read_text(encoding="utf-8"))
    from k3desk.persistence.scenario_file import parse_document

    scenario = parse_document(s).scenario
    assert user_replacement_of(scenario.model) is not None
    assert "your replacement" in run(["calc", str(shared)])[1]
