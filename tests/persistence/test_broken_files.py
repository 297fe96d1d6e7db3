"""A corpus of broken scenario files: each is refused with one clear line naming the problem, and
reading leaves the file's bytes exactly as they were."""

from __future__ import annotations

import json

import pytest

from k3desk.persistence import SCHEMA_VERSION, ScenarioFileError, dumps_scenario, read_scenario

CURRENT = f'"schema_version": {SCHEMA_VERSION}'


def _doc(scenario):
    return json.loads(dumps_scenario(scenario))


def _edit(scenario, section, key, value):
    doc = _doc(scenario)
    target = doc["scenario"]
    for part in section:
        target = target[part]
    target[key] = value
    return json.dumps(doc)


def _without(scenario, *keys):
    doc = _doc(scenario)
    for k in keys:
        doc.pop(k)
    return json.dumps(doc)


CASES = {
    # name: (content builder, substrings the message must contain)
    "truncated": (lambda s: dumps_scenario(s)[:500], ["invalid JSON at line", "column"]),
    "empty": (lambda s: "", ["empty"]),
    "not an object": (lambda s: "[1, 2, 3]", ["not a k3desk scenario file", "array"]),
    "wrong format": (lambda s: dumps_scenario(s).replace('"k3desk.scenario"', '"other.app"'),
                     ["not a k3desk scenario file", "other.app"]),
    "no envelope, no scenario": (lambda s: '{"hello": "world"}', ["missing key 'format'"]),
    "missing scenario key": (lambda s: _without(s, "scenario"), ["missing key 'scenario'"]),
    "missing schema_version": (lambda s: _without(s, "schema_version"), ["missing key 'schema_version'"]),
    "schema_version text": (lambda s: dumps_scenario(s).replace(CURRENT, '"schema_version": "1"'),
                            ["schema_version", "whole number"]),
    "negative schema": (lambda s: dumps_scenario(s).replace(CURRENT, '"schema_version": -1'),
                        ["schema_version"]),
    "newer schema": (lambda s: dumps_scenario(s).replace(CURRENT, f'"schema_version": {SCHEMA_VERSION + 1}'),
                     [f"(schema {SCHEMA_VERSION + 1})", f"reads up to {SCHEMA_VERSION}", "update k3desk"]),
    "scenario is a list": (lambda s: json.dumps({**_doc(s), "scenario": []}), ["'scenario' must be a JSON object"]),
    "wrong type int": (lambda s: _edit(s, ["workload"], "context_tokens", "lots"),
                       ["workload.context_tokens:", "integer"]),
    "wrong type nested": (lambda s: _edit(s, ["hardware", "gpu"], "memory_gb", [288]),
                          ["hardware.gpu.memory_gb:", "number"]),
    "negative value": (lambda s: _edit(s, ["workload"], "context_tokens", -5),
                       ["workload.context_tokens: Input should be greater than or equal to 1"]),
    "zero context": (lambda s: _edit(s, ["workload"], "context_tokens", 0),
                     ["workload.context_tokens: Input should be greater than or equal to 1"]),
    "absurd value": (lambda s: _edit(s, ["hardware"], "gpu_count", 10**12), ["hardware.gpu_count:", "4096"]),
    "huge float": (lambda s: _edit(s, ["pricing"], "hours_per_month", 1e308), ["pricing.hours_per_month:"]),
    "NaN": (lambda s: dumps_scenario(s).replace('"pue": 1.3', '"pue": NaN'), ["NaN"]),
    "Infinity": (lambda s: dumps_scenario(s).replace('"pue": 1.3', '"pue": Infinity'), ["Infinity"]),
    "inconsistent": (lambda s: _edit(s, ["workload"], "prompt_tokens", 10**7),
                     ["workload: prompt_tokens cannot exceed context_tokens"]),
    "unknown engine id": (lambda s: _edit(s, ["serving"], "engine", "tgi"), ["serving.engine:", "vllm"]),
    "unknown currency id": (lambda s: _edit(s, ["pricing"], "currency", "EUR"), ["pricing.currency:"]),
    "unknown format id": (lambda s: _edit(s, ["model"], "expert_format", "q9_zz"),
                          ["model.expert_format: unknown number format 'q9_zz'"]),
    "bad model id": (lambda s: _edit(s, ["model"], "id", "../../etc"), ["model.id:", "pattern"]),
    "unknown field": (lambda s: _edit(s, ["hardware"], "warp_drive", True), ["hardware.warp_drive: unknown field"]),
    "missing field": (lambda s: json.dumps({**_doc(s), "scenario": {k: v for k, v in _doc(s)["scenario"].items()
                                                                    if k != "hardware"}}),
                      ["hardware: required field is missing"]),
    "inconsistent model": (lambda s: _edit(s, ["model"], "num_layers", 5), ["model:", "num_layers"]),
    "duplicate key": (lambda s: dumps_scenario(s).replace('"notes": ""', '"notes": "", "notes": "x"'),
                      ["duplicate key 'notes'"]),
    "deeply nested": (lambda s: "[" * 100_000 + "]" * 100_000, ["nested too deeply"]),
    "unclosed string bomb": (lambda s: "[" * 65 + '"' + '\\"' * 200_000, ["Unterminated string"]),
    "5000-digit number": (lambda s: _edit(s, ["workload"], "utilization", 0).replace('"utilization": 0', '"utilization": ' + "9" * 5000),
                          ["5,000 digits"]),
    "1e400": (lambda s: dumps_scenario(s).replace('"pue": 1.3', '"pue": 1e400'), ["1e400 is too large"]),
    "9 MB GPU name": (lambda s: _edit(s, ["hardware", "gpu"], "name", "G" * 9_000_000), ["9,000,000 characters"]),
    "long GPU name": (lambda s: _edit(s, ["hardware", "gpu"], "name", "G" * 5000), ["hardware.gpu.name:", "120"]),
    "long licence": (lambda s: _edit(s, ["model"], "license", "L" * 5000), ["model.license:", "200"]),
    "tiny hours": (lambda s: _edit(s, ["pricing"], "hours_per_month", 5e-324), ["pricing.hours_per_month:"]),
    "huge tflops": (lambda s: _edit(s, ["hardware", "gpu"], "bf16_tflops", 1e300), ["hardware.gpu.bf16_tflops:"]),
    "deeply nested in a value": (lambda s: _edit(s, [], "notes", "").replace('"notes": ""', '"notes": ' + "[" * 100_000 + "]" * 100_000),
                                 ["nested too deeply"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_broken_text_is_refused(case, scenario, tmp_path):
    build, expected = CASES[case]
    path = tmp_path / "broken.k3desk.json"
    path.write_bytes(build(scenario).encode("utf-8"))
    _assert_refused(path, expected)


BYTES = {
    "binary garbage": (bytes(range(256)) * 8, ["binary data"]),
    "random high bytes": (b"\x89PNG\r\n\x1a\n\xff\xfe\xfd" * 50, ["not UTF-8 text", "offset"]),
    "utf-16": (None, ["UTF-16 encoded"]),
    "utf-16 without BOM": (None, ["binary data"]),
    "latin-1": (None, ["not UTF-8 text", "0xe1", "Latin-1"]),
}


@pytest.mark.parametrize("case", list(BYTES))
def test_broken_bytes_are_refused(case, scenario, tmp_path):
    data, expected = BYTES[case]
    text = dumps_scenario(scenario.model_copy(update={"name": "Cenário é"}))
    if case == "utf-16":
        data = text.encode("utf-16")
    elif case == "utf-16 without BOM":
        data = text.encode("utf-16-le")
    elif case == "latin-1":
        data = text.encode("latin-1")
    path = tmp_path / "broken.k3desk.json"
    path.write_bytes(data)
    _assert_refused(path, expected)


def test_huge_file_is_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.k3desk.json"
    with open(path, "wb") as f:
        f.truncate(100 * 1024 * 1024)   # sparse: 100 MB of apparent size, no real writes
    real_open = open

    def no_open(*args, **kwargs):
        raise AssertionError("a file over the size cap must not be opened")

    monkeypatch.setattr("builtins.open", no_open)
    with pytest.raises(ScenarioFileError) as err:
        read_scenario(path)
    monkeypatch.setattr("builtins.open", real_open)
    assert "too large" in str(err.value) and "100.0 MB" in str(err.value)
    assert path.stat().st_size == 100 * 1024 * 1024


def test_folder_instead_of_file(tmp_path):
    folder = tmp_path / "dir.k3desk.json"
    folder.mkdir()
    with pytest.raises(ScenarioFileError):
        read_scenario(folder)


def _assert_refused(path, expected):
    before = path.read_bytes()
    mtime = path.stat().st_mtime_ns
    with pytest.raises(ScenarioFileError) as err:
        read_scenario(path)
    msg = str(err.value)
    assert "\n" not in msg, msg
    assert msg.startswith(f"{path}: ")
    for part in expected:
        assert part in msg, f"{part!r} not in {msg!r}"
    assert len(msg) < 800 + len(str(path)), msg
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == mtime


def test_more_envelope_problems(scenario, tmp_path):
    doc = _doc(scenario)
    cases = {
        "no format": ({k: v for k, v in doc.items() if k != "format"}, "missing key 'format'"),
        "pre-release version 3": ({"version": 3, **doc["scenario"]}, "unknown pre-release file version 3"),
        "surrogate": (None, "unpaired UTF-16 surrogate"),
    }
    for name, (content, expected) in cases.items():
        path = tmp_path / f"{name}.k3desk.json"
        text = json.dumps(content) if content is not None else dumps_scenario(scenario).replace(
            '"notes": ""', '"notes": "\\ud800"')
        path.write_text(text, encoding="utf-8")
        _assert_refused(path, [expected])
