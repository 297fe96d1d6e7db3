"""The wheel carries every package and the resources (catalogs, examples, translations, icons)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "k3desk").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
    assert "k3desk._resources" in listed


def test_resources_dir_has_catalogs():
    from k3desk import paths

    cat = paths.resources_dir() / "catalog"
    assert {p.name for p in cat.glob("*.json")} >= {"models.json", "gpus.json", "formats.json", "prices.json"}
