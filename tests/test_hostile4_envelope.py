"""Hostile input, round 4, class "an unknown envelope key is dropped" (issue "Nothing lost, round 4").

A scenario file may carry top-level keys beside the envelope's own (``format``, ``schema_version``,
``app_version``, ``saved_at``, ``scenario``): a note another tool wrote, a key of a newer k3desk of the
same schema. This version does not know them and keeps them: a save over the file, a Save As from the
window, the library's rename and duplicate all write them back, value for value.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from k3desk.persistence import library, read_document, write_scenario
from k3desk.persistence.scenario_file import ENVELOPE_KEYS, dumps_scenario
from k3desk.scenarios import load_builtin

NOTE = {"x-reviewed-by": "CFO office", "x-ticket": {"id": 4711, "tags": ["capex", "q3"]}, "x-flag": None}


def _with_keys(path: Path, scenario, extra: dict) -> dict:
    doc = json.loads(dumps_scenario(scenario))
    doc.update(extra)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return doc


def test_a_save_over_the_file_keeps_its_unknown_keys(tmp_path, config):
    path = tmp_path / "plan.k3desk.json"
    scenario = load_builtin("k3-8x-b300")
    _with_keys(path, scenario, NOTE)
    doc = read_document(path)
    assert doc.extra == NOTE
    changed = doc.scenario.model_copy(update={"name": "Plan B"})
    write_scenario(path, changed)  # the caller knows nothing of the keys: the file on disk keeps them
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert {k: saved[k] for k in NOTE} == NOTE
    assert saved["scenario"]["name"] == "Plan B" and read_document(path).scenario == changed


def test_save_as_carries_the_opened_documents_keys(tmp_path, config):
    source, copy = tmp_path / "a.k3desk.json", tmp_path / "b.k3desk.json"
    _with_keys(source, load_builtin("k3-8x-b300"), NOTE)
    doc = read_document(source)
    write_scenario(copy, doc.scenario, extra=doc.extra)
    assert read_document(copy).extra == NOTE


def test_the_envelope_keys_themselves_are_never_taken_from_extra(tmp_path, config):
    path = tmp_path / "a.k3desk.json"
    write_scenario(path, load_builtin("k3-8x-b300"), extra={"format": "other", "schema_version": 99, "x": 1})
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == "k3desk.scenario" and saved["schema_version"] != 99 and saved["x"] == 1


def test_the_library_rename_and_duplicate_keep_them(tmp_path, config):
    folder = tmp_path / "lib"
    folder.mkdir()
    path = folder / "Plan.k3desk.json"
    _with_keys(path, load_builtin("k3-8x-b300").model_copy(update={"name": "Plan"}), NOTE)
    renamed = library.rename(path, "Plan renamed")
    assert read_document(renamed).extra == NOTE
    copy = library.duplicate(renamed)
    assert read_document(copy).extra == NOTE


def test_a_file_of_schema_zero_has_no_envelope_to_keep(tmp_path):
    """Schema 0 is the bare scenario object: its keys are the scenario's, checked as such, never 'extra'."""
    golden = Path(__file__).parent / "golden" / "scenario_v0.json"
    assert read_document(golden).extra == {}


_json = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.text(max_size=20)
    | st.floats(allow_nan=False, allow_infinity=False, width=32),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
_keys = st.text(min_size=1, max_size=12).filter(lambda k: k not in ENVELOPE_KEYS and "\ud800" > k[:1])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(extra=st.dictionaries(_keys, _json, max_size=4))
def test_any_unknown_keys_survive_a_save(tmp_path, extra):
    path = tmp_path / "any.k3desk.json"
    scenario = load_builtin("k3-8x-b300")
    _with_keys(path, scenario, extra)
    write_scenario(path, read_document(path).scenario.model_copy(update={"notes": "saved again"}))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert {k: saved[k] for k in extra} == extra
