"""Hostile input, round 4, class "the message names the wrong cause" (issue "Nothing lost, round 4").

A broken pretty-printed result file (GuideLLM, AIPerf) is one JSON document: its error is the
document's own, at its real line (cut short at the last line, too many values), never "line 1,
column 2" of a JSON-lines reading. An organisation profile's fields are checked as a scenario file's
are: ``schema_version`` is a JSON whole number (not ``"1"``, not ``true``), a GPU or model it prices
exists in the catalog, and no refusal names a field the profile does not have. Every refusal is one
line naming the file, and the file stays byte-identical.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "benchmarks"
WHERE = [
    "--set",
    "model=kimi-k2",
    "--set",
    "hardware.gpu=h200",
    "--set",
    "hardware.gpu_count=8",
    "--set",
    "serving.engine=vllm",
]
PRETTY = ["guidellm_benchmarks.json", "aiperf_profile_export_aiperf.json", "vllm_bench_serve.json"]


def _one_line(cli, argv, path: Path) -> str:
    before = path.read_bytes()
    code, out, err = cli(*argv)
    assert code == 2 and err.startswith("k3desk: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert path.read_bytes() == before
    assert str(path) in err
    return err


@pytest.mark.parametrize("name", PRETTY)
def test_a_pretty_printed_file_cut_short_names_its_last_line(cli, config, tmp_path, name):
    text = json.dumps(json.loads((FIXTURES / name).read_text(encoding="utf-8")), indent=2)
    cut = text[: len(text) * 2 // 3].rstrip()
    path = tmp_path / name
    path.write_text(cut, encoding="utf-8")
    err = _one_line(cli, ["measurement", "import", str(path), *WHERE], path)
    last = cut.count("\n") + 1
    assert f"line {last}," in err and "ends before the JSON does" in err
    assert "line 1, column 2" not in err


@pytest.mark.parametrize("name", PRETTY[:2])
def test_a_pretty_printed_file_with_a_slip_in_the_middle_names_that_line(cli, config, tmp_path, name):
    lines = json.dumps(json.loads((FIXTURES / name).read_text(encoding="utf-8")), indent=2).splitlines()
    at = len(lines) // 2
    lines[at] = lines[at] + " ,,"  # a stray pair of commas on that line
    path = tmp_path / name
    path.write_text("\n".join(lines), encoding="utf-8")
    err = _one_line(cli, ["measurement", "import", str(path), *WHERE], path)
    assert f"line {at + 1}," in err or f"line {at + 2}," in err  # where the parser notices it


def test_a_file_of_too_many_values_says_so(cli, config, tmp_path):
    doc = json.loads((FIXTURES / "guidellm_benchmarks.json").read_text(encoding="utf-8"))
    doc["padding"] = [0] * 600_000
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    err = _one_line(cli, ["measurement", "import", str(path), *WHERE], path)
    assert "too many values" in err


def test_json_lines_still_name_the_broken_line(cli, config, tmp_path):
    first = (FIXTURES / "sglang_bench_serving.jsonl").read_text(encoding="utf-8").splitlines()[0]
    path = tmp_path / "runs.jsonl"
    path.write_text(first + "\n" + first[: len(first) // 2] + "\n", encoding="utf-8")
    err = _one_line(cli, ["measurement", "import", str(path), *WHERE], path)
    assert "line 2:" in err and "the line ends before" in err


# ---- the organisation profile -------------------------------------------------------------------------


def _profile(tmp_path: Path, **fields) -> Path:
    doc = {
        "format": "k3desk.profile",
        "schema_version": 1,
        "name": "ACME",
        "version": "2026-12",
        "values": {},
        **fields,
    }
    path = tmp_path / "acme-profile.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("version", ["1", True, 1.0, None, [1]])
def test_schema_version_is_a_whole_number_as_in_a_scenario(cli, config, tmp_path, version):
    path = _profile(tmp_path, schema_version=version)
    err = _one_line(cli, ["calc", "--profile", str(path)], path)
    assert "schema_version" in err and "whole number" in err


@pytest.mark.parametrize("section,key,what", [("gpus", "h900", "GPU"), ("models", "kimi-k9", "model")])
def test_an_override_of_an_id_the_catalog_does_not_have_is_refused(cli, config, tmp_path, section, key, what):
    price = {"price_per_gpu_hour": 2.0} if section == "gpus" else {"api_output_per_mtok": 2.0}
    path = _profile(tmp_path, **{section: {key: price}})
    for verb in (["calc"], ["advise"], ["export", "-o", str(tmp_path / "x.xlsx")]):
        err = _one_line(cli, [*verb, "--profile", str(path)], path)
        assert f"{section}.{key}" in err and f"no {what} '{key}'" in err
    assert not (tmp_path / "x.xlsx").exists()


def test_no_refusal_names_a_field_the_profile_does_not_have(cli, config, tmp_path):
    """A long version once reached the catalog price's ``source_date`` (40 characters at most)."""
    path = _profile(
        tmp_path,
        version="v" * 80,
        gpus={"b300": {"price_per_gpu_hour": 5.0}},
        models={"kimi-k3": {"api_output_per_mtok": 9.0}},
    )
    code, out, err = cli("calc", "--profile", str(path), "--json")
    assert code == 0, err
    assert "source_date" not in err


def test_a_profile_the_window_cannot_use_names_the_real_field(tmp_path, config):
    from k3desk.core.catalog import load_catalog
    from k3desk.core.edit import EditError
    from k3desk.core.profile import profile_catalog
    from k3desk.persistence.profile_file import read_profile

    path = _profile(tmp_path, gpus={"h20O": {"price_per_gpu_hour": 2.0}})
    with pytest.raises(EditError, match=r"^gpus\.h20O: no GPU 'h20O' in the catalog"):
        profile_catalog(load_catalog(), read_profile(path))
