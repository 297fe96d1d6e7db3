"""The user catalog: added models merge into models.json (same id replaced) and load as overrides."""

from __future__ import annotations

import json

import pytest

from k3desk import paths
from k3desk.core.catalog import load_catalog
from k3desk.persistence import UserCatalogError, add_user_gpu, add_user_model, remove_user_model


def test_add_replace_and_remove(scenario):
    base = scenario.model
    mine = base.model_copy(update={"id": "my-k3", "name": "My K3"})
    path = add_user_model(mine)
    assert path == paths.user_catalog_dir() / "models.json"
    add_user_model(base.model_copy(update={"id": "other", "name": "Other"}))
    add_user_model(mine.model_copy(update={"name": "My K3 v2"}))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [m["id"] for m in data["models"]] == ["my-k3", "other"]
    assert data["models"][0]["name"] == "My K3 v2"
    cat = load_catalog()
    assert cat.model("my-k3").name == "My K3 v2" and cat.model("kimi-k3") == base
    assert remove_user_model("other") is True and remove_user_model("other") is False


def test_user_entry_overrides_builtin(scenario):
    add_user_model(scenario.model.model_copy(update={"name": "Kimi K3 (local notes)"}), replace=True)
    assert load_catalog().model("kimi-k3").name == "Kimi K3 (local notes)"


def test_a_shipped_id_is_refused_unless_replacing(scenario):
    """Importing under a shipped model's id would change every scenario that picks it: asked for, never silent."""
    from k3desk.persistence.user_catalog import ShippedIdError

    with pytest.raises(ShippedIdError, match="--replace") as exc:
        add_user_model(scenario.model.model_copy(update={"name": "Not Kimi"}))
    assert exc.value.shipped.name == "Kimi K3" and "\n" not in str(exc.value)
    assert not (paths.user_catalog_dir() / "models.json").exists()
    assert load_catalog().model("kimi-k3") == scenario.model


def test_other_keys_are_kept(scenario):
    folder = paths.user_catalog_dir()
    folder.mkdir(parents=True)
    (folder / "models.json").write_text(json.dumps({"comment": "mine", "models": []}), encoding="utf-8")
    add_user_model(scenario.model.model_copy(update={"id": "mine"}))
    assert json.loads((folder / "models.json").read_text(encoding="utf-8"))["comment"] == "mine"


def test_add_gpu(scenario):
    add_user_gpu(scenario.hardware.gpu.model_copy(update={"id": "my-gpu"}))
    assert load_catalog().gpu("my-gpu").memory_gb == scenario.hardware.gpu.memory_gb


@pytest.mark.parametrize("content", [b"{broken", b'{"models": {}}', b"[]"])
def test_corrupt_user_catalog_is_reported_not_overwritten(content, scenario):
    folder = paths.user_catalog_dir()
    folder.mkdir(parents=True)
    (folder / "models.json").write_bytes(content)
    with pytest.raises(UserCatalogError) as err:
        add_user_model(scenario.model.model_copy(update={"id": "mine"}))
    assert "models.json" in str(err.value) and "fix or remove" in str(err.value)
    assert (folder / "models.json").read_bytes() == content
