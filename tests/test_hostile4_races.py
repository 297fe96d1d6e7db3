"""Hostile input, round 4, class "two writers lose an update" (issue "Nothing lost, round 4").

The measurement library, the user catalog and the recent list are read, changed and written under a
file lock, the file read again inside it (``persistence.locking``). Real processes started at once
(``python -m k3desk measurement import``) and threads in one process both keep every change, and
every one of them is counted.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from k3desk import paths
from k3desk.core.speed.anchor import Measurement
from k3desk.persistence.locking import LockBusy, changing, lock_path
from k3desk.persistence.measurements import MeasurementLibraryError, add_measurements, load_measurements
from k3desk.persistence.recent import add_recent, load_recent
from tests.runs import k2_run

FIXTURES = Path(__file__).resolve().parent / "fixtures"
BENCH = FIXTURES / "benchmarks" / "vllm_bench_serve.json"
HF_CONFIG = FIXTURES / "configs" / "kimi-k2.json"
WHERE = ["--set", "model=kimi-k2", "--set", "hardware.gpu=h200", "--set", "hardware.gpu_count=8"]


def _together(target, n: int) -> list[BaseException]:
    """Run ``target(i)`` for i in range(n) on n threads released at the same moment; their exceptions."""
    start, errors = threading.Barrier(n), []

    def work(i):
        start.wait()
        try:
            target(i)
        except BaseException as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    return errors


def test_parallel_import_processes_keep_every_run(tmp_path, config):
    """Twelve ``measurement import`` processes at once: each says "imported" and the library holds
    all twelve runs, each with its own measured time per token."""
    files = []
    for i in range(12):
        doc = json.loads(BENCH.read_text(encoding="utf-8"))
        doc["median_tpot_ms"] = 20 + i
        f = tmp_path / f"run{i}.json"
        f.write_text(json.dumps(doc), encoding="utf-8")
        files.append(f)
    env = {**os.environ, "K3DESK_CONFIG_DIR": str(config), "QT_QPA_PLATFORM": "offscreen"}
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "k3desk", "measurement", "import", str(f), *WHERE],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for f in files
    ]
    results = [(p.wait(timeout=300), *p.communicate()) for p in procs]
    assert [code for code, _, _ in results] == [0] * 12, results
    assert all(out.startswith("imported ") and not err for _, out, err in results), results
    runs = load_measurements()
    assert sorted(m.tpot_ms for m in runs) == [20.0 + i for i in range(12)]
    assert len({m.id for m in runs}) == 12
    for i, f in enumerate(files):  # the inputs are untouched
        assert json.loads(f.read_text(encoding="utf-8"))["median_tpot_ms"] == 20 + i


def _run(i: int) -> Measurement:
    return k2_run(file=f"r{i}.json", tpot_ms=10.0 + i)


def test_parallel_adds_in_one_process_keep_every_run(config):
    per, n = 5, 12
    errors = _together(lambda i: [add_measurements([_run(i * per + k)]) for k in range(per)], n)
    assert errors == []
    runs = load_measurements()
    assert sorted(m.file for m in runs) == sorted(f"r{i}.json" for i in range(per * n))
    assert len({m.id for m in runs}) == per * n


def test_parallel_catalog_imports_keep_every_model(config):
    from k3desk.core.model.hf_import import architecture_from_hf_config, read_hf_config
    from k3desk.persistence.user_catalog import add_user_model, remove_user_model

    base = architecture_from_hf_config(read_hf_config(HF_CONFIG), "mine-0")
    n, per = 10, 4
    errors = _together(
        lambda i: [add_user_model(base.model_copy(update={"id": f"mine-{i}-{k}"})) for k in range(per)], n
    )
    assert errors == []
    data = json.loads((paths.user_catalog_dir() / "models.json").read_text(encoding="utf-8"))
    assert sorted(m["id"] for m in data["models"]) == sorted(f"mine-{i}-{k}" for i in range(n) for k in range(per))
    # removing at the same time keeps the others
    errors = _together(lambda i: remove_user_model(f"mine-{i}-0"), n)
    assert errors == []
    data = json.loads((paths.user_catalog_dir() / "models.json").read_text(encoding="utf-8"))
    assert sorted(m["id"] for m in data["models"]) == sorted(f"mine-{i}-{k}" for i in range(n) for k in range(1, per))


def test_parallel_recent_files_keep_every_file(config, tmp_path):
    files = []
    for i in range(8):
        f = tmp_path / f"s{i}.k3desk.json"
        f.write_text("{}", encoding="utf-8")
        files.append(f)
    assert _together(lambda i: add_recent(files[i]), len(files)) == []
    assert sorted(load_recent()) == sorted(files)


def test_a_lock_held_too_long_is_one_line_and_changes_nothing(config, monkeypatch):
    import k3desk.persistence.locking as locking

    add_measurements([_run(0)])
    library = paths.measurements_file()
    before = library.read_bytes()
    monkeypatch.setattr(locking, "WAIT_S", 0.2)
    with changing(library):  # another k3desk is changing the library
        errors = _together(lambda i: add_measurements([_run(1)]), 1)
    assert len(errors) == 1 and isinstance(errors[0], MeasurementLibraryError)
    assert "another k3desk" in str(errors[0]) and "\n" not in str(errors[0])
    assert library.read_bytes() == before


def test_the_lock_is_beside_the_file_and_held_only_while_changing(config):
    library = paths.measurements_file()
    assert lock_path(library) == library.with_name(".measurements.json.lock")
    add_measurements([_run(0)])
    with changing(library, wait=0.1):  # nobody holds it after a change
        pass
    with changing(library), pytest.raises(LockBusy):
        with changing(library, wait=0.1):
            pass


def test_no_lock_possible_still_changes_and_reports_the_write(config):
    """A catalog folder that is a file: no lock can be made there; the write says what is wrong."""
    from k3desk.core.model.hf_import import architecture_from_hf_config, read_hf_config
    from k3desk.persistence.user_catalog import UserCatalogError, add_user_model

    blocker = paths.user_catalog_dir()
    blocker.write_text("my notes", encoding="utf-8")
    with pytest.raises(UserCatalogError, match="is a file, not a folder"):
        add_user_model(architecture_from_hf_config(read_hf_config(HF_CONFIG), "mine"))
    assert blocker.read_text(encoding="utf-8") == "my notes"
