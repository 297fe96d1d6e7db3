"""Hostile input, round 4, class "a writer over a file the app owns" (issue "Nothing lost, round 4").

Every writer asks one rule (``persistence.targets.output_target``) and the rule knows every file the
app owns or reads: by content (any JSON object whose ``format`` is ``k3desk.*``), by name
(``*.k3desk.json``, ``*.autosave.json``), by location (the app's files in the config folder) and by
the command's own inputs (``--profile``, the scenarios); a writer of something other than JSON never
writes a ``.json`` target. Links are followed first. Each refusal is exit 2 with one line, and every
file the user has stays byte-identical.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from k3desk import paths
from k3desk.persistence import write_scenario
from k3desk.persistence.measurements import MeasurementLibraryError, add_measurements
from k3desk.persistence.recent import add_recent, load_recent
from k3desk.persistence.targets import TargetRefused, app_place, folder_name_problem, output_target
from k3desk.persistence.user_catalog import UserCatalogError, add_user_model
from k3desk.scenarios import load_builtin
from tests.runs import k2_run

FIXTURES = Path(__file__).resolve().parent / "fixtures"
BENCH = FIXTURES / "benchmarks" / "vllm_bench_serve.json"
HF_CONFIG = FIXTURES / "configs" / "kimi-k2.json"
PROFILE = {"format": "k3desk.profile", "schema_version": 1, "name": "ACME", "version": "1", "values": {}}
NON_JSON = ("pdf", "png", "spreadsheet", "csv", "text")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


run = k2_run


@pytest.fixture
def owned(config, tmp_path) -> dict[str, Path]:
    """One of each file the app owns or reads, with real content."""
    add_measurements([run()])
    scenario = tmp_path / "mine.k3desk.json"
    write_scenario(scenario, load_builtin("k3-8x-b300"))
    add_recent(scenario)
    catalog = paths.user_catalog_dir()
    catalog.mkdir()
    (catalog / "models.json").write_text('{"models": []}\n', encoding="utf-8")
    (config / "ui.ini").write_text("[General]\nlanguage=pt_BR\n", encoding="utf-8")
    profile = tmp_path / "org.json"
    profile.write_text(json.dumps(PROFILE), encoding="utf-8")
    autosave = paths.autosave_dir() / "1-abc.autosave.json"
    autosave.parent.mkdir()
    autosave.write_text(json.dumps({"format": "k3desk.autosave", "document": {}}), encoding="utf-8")
    bench = tmp_path / "result.json"
    shutil.copy(BENCH, bench)
    hf = tmp_path / "config.json"
    shutil.copy(HF_CONFIG, hf)
    renamed_profile = tmp_path / "acme-profile.txt"  # a profile whose name does not say so: its content does
    renamed_profile.write_text(json.dumps(PROFILE), encoding="utf-8")
    return {
        "measurements": paths.measurements_file(),
        "recent": config / "recent.json",
        "catalog": catalog / "models.json",
        "settings": config / "ui.ini",
        "profile": profile,
        "autosave": autosave,
        "scenario": scenario,
        "benchmark": bench,
        "hf config": hf,
        "renamed profile": renamed_profile,
    }


def _refused(cli, argv: list[str], files: dict[str, Path]) -> str:
    before = {k: digest(p) for k, p in files.items()}
    code, out, err = cli(*argv)
    assert code == 2, (argv, out, err)
    assert err.startswith("k3desk: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert {k: digest(p) for k, p in files.items()} == before
    return err


@pytest.mark.parametrize("verb", ["report", "screenshot", "export"])
def test_no_command_line_writer_replaces_a_file_the_app_owns(cli, owned, verb):
    for name, target in owned.items():
        err = _refused(cli, [verb, "-o", str(target)], owned)
        assert str(target) in err, (name, err)


@pytest.mark.parametrize("verb", ["report", "screenshot", "export"])
def test_the_profile_of_the_same_command_is_refused(cli, owned, verb, tmp_path):
    """Under a name the rule would otherwise let through: only being read in this command refuses it."""
    profile = tmp_path / "negotiated.xlsx" if verb == "export" else tmp_path / "negotiated.pdf"
    profile.write_text(json.dumps(PROFILE), encoding="utf-8")
    err = _refused(cli, [verb, "--profile", str(profile), "-o", str(profile)], {**owned, "it": profile})
    assert "is the file being read" in err or "organisation profile" in err


@pytest.mark.parametrize("verb", ["report", "screenshot", "export"])
def test_a_link_to_an_owned_file_is_the_owned_file(cli, owned, verb, tmp_path):
    suffix = {"report": ".pdf", "screenshot": ".png", "export": ".xlsx"}[verb]
    for name, target in owned.items():
        link = tmp_path / f"link-{name.replace(' ', '-')}{suffix}"
        link.symlink_to(target)
        _refused(cli, [verb, "-o", str(link)], owned)
        assert link.is_symlink() and os.path.realpath(link) == str(target.resolve())


def test_a_link_through_a_folder_link_is_followed(cli, owned, tmp_path):
    """``l/`` is a link to the config folder: ``l/measurements.json`` is the library."""
    (tmp_path / "l").symlink_to(paths.config_dir(), target_is_directory=True)
    _refused(cli, ["report", "-o", str(tmp_path / "l" / "measurements.json")], owned)
    (paths.user_catalog_dir() / "models.xlsx").write_bytes(b"PK a file of mine in the catalog folder")
    _refused(cli, ["export", "-o", str(tmp_path / "l" / "catalog" / "models.xlsx")], owned)


@pytest.mark.parametrize("verb,name", [("export", "x.xlsx/"), ("report", "r.pdf/"), ("screenshot", "s.png/")])
def test_a_name_ending_with_a_slash_is_a_folder_not_a_file(cli, tmp_path, verb, name):
    code, out, err = cli(verb, "-o", str(tmp_path / "x") + "/" + name)
    assert code == 2 and "names a folder, not a file" in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []  # neither x.xlsx nor anything else was written


@pytest.mark.parametrize("writes", NON_JSON)
def test_a_json_target_is_never_written_by_a_writer_of_something_else(tmp_path, writes):
    for name in ("new.json", "NEW.JSON", "bench-result.json"):
        with pytest.raises(TargetRefused, match=r"\.json file"):
            output_target(tmp_path / name, writes)


@pytest.mark.parametrize("writes", NON_JSON)
def test_nothing_in_the_config_folder_is_replaced_by_a_writer_of_something_else(owned, config, writes):
    stray = config / "notes.txt"  # even a file the rule has no name for: it is in the app's folder
    stray.write_text("mine", encoding="utf-8")
    for target in [
        stray,
        config / "ui.ini",
        config / "catalog" / "models.json",
        config / "recent.json",
        config / "catalog" / "new.pdf",
        config / "autosave" / "x.png",
    ]:
        with pytest.raises(TargetRefused):
            output_target(target, writes)
    assert stray.read_text(encoding="utf-8") == "mine"


def test_each_json_writer_replaces_only_its_own_kind(owned, tmp_path):
    for writes, own in (
        ("measurements", "measurements"),
        ("catalog", "catalog"),
        ("recent", "recent"),
        ("scenario", "scenario"),
        ("autosave", "autosave"),
    ):
        for name, target in owned.items():
            if name == own:
                assert output_target(target, writes) == target
            elif name in ("profile", "renamed profile", "measurements", "scenario", "autosave"):
                with pytest.raises(TargetRefused):
                    output_target(target, writes)


def test_the_library_never_writes_through_a_link_to_a_profile(config, owned):
    library = paths.measurements_file()
    library.unlink()
    library.symlink_to(owned["profile"])
    with pytest.raises(MeasurementLibraryError):
        add_measurements([run()])
    assert json.loads(owned["profile"].read_text(encoding="utf-8")) == PROFILE


def test_the_catalog_never_writes_through_a_link_to_a_profile(config, owned):
    from k3desk.core.model.hf_import import architecture_from_hf_config, read_hf_config

    catalog = owned["catalog"]
    catalog.unlink()
    catalog.symlink_to(owned["profile"])
    before = digest(owned["profile"])
    with pytest.raises(UserCatalogError):
        add_user_model(architecture_from_hf_config(read_hf_config(HF_CONFIG), "mine"))
    assert digest(owned["profile"]) == before


def test_the_recent_list_never_writes_through_a_link_to_a_profile(config, owned, tmp_path):
    recent = config / "recent.json"
    recent.unlink()
    recent.symlink_to(owned["profile"])
    before = digest(owned["profile"])
    add_recent(owned["scenario"])  # the recent list is a convenience: the change is skipped, nothing raised
    assert digest(owned["profile"]) == before and load_recent() == []


def test_ordinary_files_outside_the_config_folder_are_still_written(tmp_path, config):
    old = tmp_path / "old.pdf"
    old.write_bytes(b"%PDF-1.4 an old report")
    assert output_target(old, "pdf") == old
    assert output_target(tmp_path / "book.xlsx", "spreadsheet") == tmp_path / "book.xlsx"
    assert output_target(config / "fresh-report.pdf", "pdf") == config / "fresh-report.pdf"  # a new name
    assert app_place(tmp_path / "old.pdf") is None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    kind=st.sampled_from(["scenario", "autosave", "measurements", "profile", "catalog-x", "future.thing"]),
    name=st.sampled_from(["a.pdf", "b.png", "c.xlsx", "d.csv", "e", "f.txt"]),
    writes=st.sampled_from(NON_JSON + ("catalog", "recent")),
    bom=st.booleans(),
    space=st.sampled_from(["", " ", "\n  ", "\t"]),
)
def test_any_k3desk_format_under_any_name_is_refused(tmp_path, kind, name, writes, bom, space):
    """The content alone says the file is k3desk's, whatever it is called, for every writer that is
    not of that very kind."""
    target = tmp_path / name
    text = space + "{" + space + '"format"' + space + ":" + space + json.dumps(f"k3desk.{kind}") + ', "x": 1}'
    data = (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")
    target.write_bytes(data)
    with pytest.raises(TargetRefused):
        output_target(target, writes)
    assert target.read_bytes() == data


@pytest.mark.parametrize(
    "text,problem", [("x.xlsx/", True), ("dir/x.pdf", False), ("/", False), ("r.pdf", False), ("a/b/", True)]
)
def test_folder_names(text, problem):
    assert (folder_name_problem(text) is not None) == problem


def test_catalog_import_never_writes_over_the_config_it_reads(cli, config, tmp_path):
    """The user catalog's models.json is a link to the config.json being imported."""
    hf = tmp_path / "config.json"
    shutil.copy(HF_CONFIG, hf)
    catalog = paths.user_catalog_dir()
    catalog.mkdir()
    (catalog / "models.json").symlink_to(hf)
    before = digest(hf)
    code, _out, err = cli("catalog", "import", str(hf), "--id", "mine")
    assert code == 2 and "is the file being read" in err and err.count("\n") == 1
    assert digest(hf) == before


def test_the_recent_list_never_writes_through_a_link_to_another_json_file(config, owned, tmp_path):
    notes = tmp_path / "notes.json"
    notes.write_text('{"todo": ["call the vendor"]}', encoding="utf-8")
    recent = config / "recent.json"
    recent.unlink()
    recent.symlink_to(notes)
    add_recent(owned["scenario"])
    assert json.loads(notes.read_text(encoding="utf-8")) == {"todo": ["call the vendor"]}
