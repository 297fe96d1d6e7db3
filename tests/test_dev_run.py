"""``python3 dev.py run`` on a Linux machine without the libraries Qt's X11 plugin needs says which are
missing and the apt-get line that installs them, instead of Qt's abort; the README and CI list the
same libraries."""

import importlib.util
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
dev = importlib.util.module_from_spec(spec)
spec.loader.exec_module(dev)


def test_the_advice_names_the_missing_files_and_their_packages():
    text = dev.qt_advice(["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libmystery.so.2"])
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1, libmystery.so.2 not found" in text
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1\n" in text
    assert "apt-file search libmystery.so.2" in text


def test_ldd_not_found_lines_are_the_missing_libraries(monkeypatch, tmp_path):
    plugin = tmp_path / "lib" / "python3.11" / "site-packages" / "PySide6" / "Qt" / "plugins" / "platforms"
    plugin.mkdir(parents=True)
    (plugin / "libqxcb.so").write_bytes(b"")
    out = ("\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x1)\n"
           "\tlibxcb-icccm.so.4 => not found\n\tlibxcb-icccm.so.4 => not found\n"
           "\tlibxkbcommon-x11.so.0 => not found\n")
    monkeypatch.setattr(dev, "VENV", tmp_path)
    monkeypatch.setattr(dev.shutil, "which", lambda name: "/usr/bin/ldd")
    monkeypatch.setattr(dev.subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 0, out, ""))
    assert dev.missing_qt_libraries() == ["libxcb-icccm.so.4", "libxkbcommon-x11.so.0"]
    monkeypatch.setattr(dev.shutil, "which", lambda name: None)   # no ldd: nothing to say
    assert dev.missing_qt_libraries() == []


@pytest.mark.parametrize("args,env,expected", [
    ([], {}, True), (["scenario.k3desk.json"], {}, True), (["calc"], {}, False), (["screenshot", "-o", "x"], {}, False),
    ([], {"QT_QPA_PLATFORM": "offscreen"}, False), ([], {"XDG_SESSION_TYPE": "wayland"}, False),
    ([], {"XDG_SESSION_TYPE": "wayland", "QT_QPA_PLATFORM": "xcb"}, True),
])
def test_only_the_window_on_x11_is_checked(monkeypatch, args, env, expected):
    monkeypatch.setattr(dev.sys, "platform", "linux")
    for name in ("QT_QPA_PLATFORM", "XDG_SESSION_TYPE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert dev.opens_a_window(args) is expected


def test_readme_ci_and_dev_list_the_same_libraries():
    wanted = dev.QT_PACKAGES.split()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lists = [m.split() for m in re.findall(r"apt-get install ([a-z0-9 .+-]+)`", readme)]
    assert wanted in lists, "the developer section lists them all"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert set(wanted) <= set(re.findall(r"[a-z0-9.+-]+", ci.split("need=(")[1].split(")")[0]))
    assert set(wanted) <= set(dev.QT_LIBRARIES.values())
