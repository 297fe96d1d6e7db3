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
