"""The window's "Import config.json…" under a shipped model's id asks first (issue 33, finding 1):
Replace (the user's figures stand in for the shipped model, and the notice bar says so), Keep Both
(the import gets ``<id>-imported``) or Cancel (nothing written, nothing changed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from k3desk.core.catalog import builtin_catalog, load_catalog

K2 = Path(__file__).resolve().parent.parent / "fixtures" / "configs" / "kimi-k2.json"


@pytest.fixture
def k3_config(tmp_path):
    """A config.json in a folder named like the shipped model: the window takes the folder's name as id."""
    folder = tmp_path / "kimi-k3"
    folder.mkdir()
    (folder / "config.json").write_bytes(K2.read_bytes())
    return folder / "config.json"


@pytest.mark.parametrize("answer", ["replace", "keep", None])
def test_the_window_asks_before_replacing(answer, config, k3_config, window, monkeypatch):
    from k3desk.ui.dialogs import model_import

    asked = []
    monkeypatch.setattr(model_import, "ask_replace", lambda *a: asked.append(a[1:]) or answer)
    store = window.store
    before = store.scenario
    assert model_import.import_model_config(window, store, str(k3_config)) is (answer is not None)
    assert asked == [("kimi-k3", "Kimi K3", "kimi-k3-imported")]
    models = config / "catalog" / "models.json"
    if answer is None:
        assert store.scenario == before and not models.exists()
        return
    ids = [m["id"] for m in json.loads(models.read_text(encoding="utf-8"))["models"]]
    if answer == "keep":
        assert ids == ["kimi-k3-imported"] and store.scenario.model.id == "kimi-k3-imported"
        assert load_catalog().model("kimi-k3") == builtin_catalog().model("kimi-k3")
        assert "model" not in window.notices.notes() and window.notices.isHidden()
    else:
        assert ids == ["kimi-k3"] and store.scenario.model.id == "kimi-k3"
        assert "your replacement of the shipped model Kimi K3" in window.notices.notes()["model"]
        assert not window.notices.isHidden()
        # back to a shipped model: the note goes
        store.set_model("kimi-k2")
        assert "model" not in window.notices.notes()


def test_an_own_id_is_not_asked(config, tmp_path, window, monkeypatch):
    from k3desk.ui.dialogs import model_import

    monkeypatch.setattr(model_import, "ask_replace", lambda *a: pytest.fail("asked for an id no model has"))
    folder = tmp_path / "My-K2"
    folder.mkdir()
    (folder / "config.json").write_bytes(K2.read_bytes())
    assert model_import.import_model_config(window, window.store, str(folder / "config.json"))
    assert window.store.scenario.model.id == "My-K2"


def test_the_import_button_goes_through_the_asking_import(window, monkeypatch):
    import k3desk.ui.views.main_window as main_window

    calls = []
    monkeypatch.setattr(main_window, "import_model_config", lambda *a, **k: calls.append(a))
    window.model_panel.import_button.click()
    assert len(calls) == 1 and calls[0][0] is window
