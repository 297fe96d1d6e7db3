"""Writing an organisation profile (the window's profile editor, issue 45): atomic, read back the same
(its content hash included), in the oldest schema that holds it, and never over a scenario, an
autosave or a file the app keeps."""

from __future__ import annotations

import json

import pytest

from k3desk.core.presets import default_scenario
from k3desk.core.profile import SCHEMA_VERSION, Procurement, Profile
from k3desk.persistence import write_scenario
from k3desk.persistence.profile_file import ProfileError, profile_document, read_profile, write_profile
from k3desk.persistence.targets import TargetRefused


def _profile(**extra) -> Profile:
    return Profile.model_validate({"format": "k3desk.profile", "schema_version": 1, "name": "ACME",
                                   "version": "2026-12", "values": {"pricing.brl_per_usd": 5.6},
                                   "gpus": {"b300": {"price_per_gpu_hour": 6.0}}, **extra})


def test_a_written_profile_reads_back_the_same_with_the_same_hash(tmp_path):
    p = _profile(notes="Rate from treasury — São Paulo")
    path = write_profile(tmp_path / "acme.json", p)
    assert read_profile(path) == p and read_profile(path).content_hash == p.content_hash
    data = json.loads(path.read_text(encoding="utf-8"))
    assert list(data)[:2] == ["format", "schema_version"] and data["schema_version"] == 1
    assert "models" not in data and "procurement" not in data   # empty sections are left out
    assert not [f for f in tmp_path.iterdir() if f.name.startswith(".")]   # no temporary left behind


def test_the_schema_written_is_the_oldest_that_holds_what_the_profile_says():
    assert profile_document(_profile())["schema_version"] == 1
    with_terms = _profile(procurement=Procurement(delivery_state="SP").model_dump())
    assert profile_document(with_terms)["schema_version"] == 2 == SCHEMA_VERSION


@pytest.mark.parametrize("kind", ["scenario", "measurements"])
def test_a_profile_never_replaces_a_file_the_app_keeps(tmp_path, kind, config):
    if kind == "scenario":
        target = tmp_path / "Proposta.k3desk.json"
        write_scenario(target, default_scenario())
    else:
        target = tmp_path / "runs.json"
        target.write_text(json.dumps({"format": "k3desk.measurements", "measurements": []}), encoding="utf-8")
    before = target.read_bytes()
    with pytest.raises(TargetRefused):
        write_profile(target, _profile())
    assert target.read_bytes() == before


def test_a_profile_replaces_an_older_version_of_itself(tmp_path):
    path = write_profile(tmp_path / "acme.json", _profile())
    newer = _profile(version="2027-01")
    write_profile(path, newer)
    assert read_profile(path).version == "2027-01"


def test_a_newer_profile_is_refused_in_one_line(tmp_path):
    path = tmp_path / "future.json"
    path.write_text(json.dumps({"format": "k3desk.profile", "schema_version": SCHEMA_VERSION + 1, "name": "A",
                                "version": "1"}), encoding="utf-8")
    with pytest.raises(ProfileError) as err:
        read_profile(path)
    text = str(err.value)
    assert "newer k3desk" in text and "\n" not in text and "future.json" in text
