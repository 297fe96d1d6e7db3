"""A file missing whole sections (issue 33, finding 5): it loads with their defaults, and the document
says which, so the window can tell the user (a note on open) instead of passing defaults off as the
file's own figures. Sections an older schema did not have are not "missing": migrations fill them."""

from __future__ import annotations

import json

import pytest

from k3desk.persistence import read_document, write_scenario
from k3desk.persistence.migrations import SCHEMA_VERSION
from k3desk.persistence.scenario_file import OPTIONAL_SECTIONS, SECTION_SINCE, dumps_scenario, loads_document


def _without(scenario, *sections: str) -> str:
    doc = json.loads(dumps_scenario(scenario))
    for name in sections:
        del doc["scenario"][name]
    return json.dumps(doc)


def test_a_complete_file_has_no_defaulted_sections(scenario, tmp_path):
    path = tmp_path / "s.k3desk.json"
    write_scenario(path, scenario)
    assert read_document(path).defaulted == ()


@pytest.mark.parametrize("sections", [("workload",), ("serving",), ("workload", "serving", "finance"),
                                      OPTIONAL_SECTIONS])
def test_missing_sections_are_named_in_order(sections, scenario):
    doc = loads_document(_without(scenario, *sections))
    assert doc.defaulted == tuple(s for s in OPTIONAL_SECTIONS if s in sections)
    assert doc.scenario.model == scenario.model   # the rest is the file's


def test_required_sections_are_still_refused(scenario):
    from k3desk.persistence import ScenarioFileError

    with pytest.raises(ScenarioFileError, match="hardware: required field is missing"):
        loads_document(_without(scenario, "hardware"))


def test_sections_newer_than_the_file_are_not_noted(scenario):
    """A schema-1 file never had taxes (schema 2 added them): migrated, not 'missing'."""
    doc = json.loads(dumps_scenario(scenario))
    doc["schema_version"] = 1
    for name, since in SECTION_SINCE.items():
        if since > 1:
            doc["scenario"].pop(name, None)
    assert loads_document(json.dumps(doc)).defaulted == ()


def test_the_current_schema_knows_its_sections():
    assert set(SECTION_SINCE) <= set(OPTIONAL_SECTIONS)
    assert all(v <= SCHEMA_VERSION for v in SECTION_SINCE.values())
