"""The measurement library (``<config>/measurements.json``): a versioned envelope written atomically; a
newer or broken library is refused and never rewritten; add and remove keep everything else."""

from __future__ import annotations

import errno
import json
import os

import pytest

from k3desk import paths
from k3desk.core.speed.anchor import Measurement
from k3desk.persistence.measurements import (
    FORMAT,
    SCHEMA_VERSION,
    MeasurementLibraryError,
    add_measurements,
    load_measurements,
    load_quietly,
    remove_measurement,
)


def run(**update) -> Measurement:
    base = dict(id="kimi-k2-h200x16-vllm-c16-20261115", tool="vllm", file="r.json", date="2026-11-15",
                model="kimi-k2", gpu="h200", gpus=16, engine="vllm", concurrency=16, prompt_tokens=1000,
                output_tokens=500, tpot_ms=20.0, ttft_ms=395.0)
    return Measurement(**{**base, **update})


def test_empty_when_there_is_no_file():
    assert load_measurements() == [] and not paths.measurements_file().exists()


def test_add_list_remove_round_trip():
    (a,) = add_measurements([run()])
    (b,) = add_measurements([run()])   # the same run again gets its own id
    assert b.id == a.id + "-2"
    assert [m.id for m in load_measurements()] == [a.id, b.id]
    doc = json.loads(paths.measurements_file().read_text())
    assert doc["format"] == FORMAT and doc["schema_version"] == SCHEMA_VERSION
    assert remove_measurement(a.id) == a
    assert load_measurements() == [b]


def test_removing_an_unknown_id_changes_nothing():
    add_measurements([run()])
    before = paths.measurements_file().read_bytes()
    with pytest.raises(MeasurementLibraryError, match="no measurement 'nope'"):
        remove_measurement("nope")
    assert paths.measurements_file().read_bytes() == before


def test_a_newer_library_is_refused_and_left_as_it_is():
    add_measurements([run()])
    path = paths.measurements_file()
    doc = json.loads(path.read_text())
    doc["schema_version"] = SCHEMA_VERSION + 1
    doc["app_version"] = "9.0"
    path.write_text(json.dumps(doc))
    before = path.read_bytes()
    with pytest.raises(MeasurementLibraryError, match="k3desk 9.0") as exc:
        load_measurements()
    assert len(str(exc.value).splitlines()) == 1
    with pytest.raises(MeasurementLibraryError):
        add_measurements([run(id="other")])
    assert path.read_bytes() == before
    assert load_quietly()[0] == () and "update k3desk" in load_quietly()[1]


@pytest.mark.parametrize("content", ['{"format": "k3desk.measurements"', "[]", '{"format": "other"}',
                                     '{"format": "k3desk.measurements", "schema_version": 1, "measurements": [{}]}'])
def test_a_broken_library_is_reported_never_overwritten(content):
    path = paths.measurements_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    with pytest.raises(MeasurementLibraryError) as exc:
        add_measurements([run()])
    assert len(str(exc.value).splitlines()) == 1 and str(path) in str(exc.value)
    assert path.read_text() == content


def test_a_full_disk_keeps_the_previous_library(monkeypatch):
    add_measurements([run()])
    path = paths.measurements_file()
    before = path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(MeasurementLibraryError, match="No space left on device"):
        add_measurements([run(id="second")])
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []
