"""Settings keys are declared once (ui/shell/settings.py) and read back safely."""

import ast
from pathlib import Path

from PySide6.QtCore import QSettings

from k3desk.ui.shell import settings as keys

PACKAGE = Path(keys.__file__).resolve().parents[1]


def test_every_key_is_declared_once():
    names = [s.key for s in keys.ALL]
    assert len(names) == len(set(names))
    assert all(s.meaning for s in keys.ALL)


def test_no_module_spells_a_settings_key_itself():
    declared = {s.key for s in keys.ALL}
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "settings.py" and path.parent.name == "shell":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in declared:
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.value}")
    # actions.py names its View menus "view/theme" and "view/language": menu ids, not settings keys
    assert [f for f in found if not f.startswith("shell/actions.py")] == []


def test_a_value_outside_the_choices_falls_back_to_the_default(tmp_path):
    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    ini.setValue(keys.THEME.key, "neon")
    ini.setValue(keys.REPORT_PAGE.key, "Letter")
    ini.setValue(keys.REPORT_AUTHOR.key, "  Ana  ")
    assert keys.read(ini, keys.THEME) == "system"
    assert keys.read(ini, keys.REPORT_PAGE) == "Letter"
    assert keys.read(ini, keys.REPORT_AUTHOR) == "Ana"
    assert keys.read(None, keys.MEMORY_UNIT) == "GB"


def test_a_file_without_a_version_is_migrated_and_keeps_its_values(tmp_path):
    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    ini.setValue(keys.THEME.key, "dark")
    assert keys.migrate(ini) == 0
    assert keys.version_of(ini) == keys.VERSION and keys.read(ini, keys.THEME) == "dark"
    assert keys.migrate(ini) == keys.VERSION   # the second opening has nothing to do


def test_the_steps_run_in_order_from_the_files_version(tmp_path, monkeypatch):
    """A later step (a key renamed in version 2, say) runs after the earlier ones, on their output."""
    def rename(values):
        return {("view/colours" if k == keys.THEME.key else k): v for k, v in values.items()}

    monkeypatch.setattr(keys, "MIGRATIONS", (dict, rename))
    monkeypatch.setattr(keys, "VERSION", 2)
    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    ini.setValue(keys.THEME.key, "dark")
    ini.setValue(keys.REPORT_PAGE.key, "Letter")
    keys.migrate(ini)
    ini.sync()
    again = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    assert again.value("view/colours") == "dark" and again.value(keys.THEME.key) is None
    assert again.value(keys.REPORT_PAGE.key) == "Letter" and keys.version_of(again) == 2


def test_a_newer_or_broken_version_is_read_as_it_is(tmp_path):
    ini = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    ini.setValue(keys.VERSION_KEY, keys.VERSION + 5)
    ini.setValue(keys.THEME.key, "dark")
    assert keys.migrate(ini) == keys.VERSION + 5
    assert keys.version_of(ini) == keys.VERSION + 5 and keys.read(ini, keys.THEME) == "dark"   # never lowered
    ini.setValue(keys.VERSION_KEY, "seven")
    assert keys.version_of(ini) == 0


def test_the_version_key_is_no_setting_of_the_table():
    assert keys.VERSION_KEY not in {s.key for s in keys.ALL}
    assert len(keys.MIGRATIONS) == keys.VERSION
