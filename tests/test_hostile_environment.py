"""Hostile input, class "the environment" (issue 33, finding 4): Qt's variables and the locale.

``QT_SCALE_FACTOR=0`` crashed ``screenshot`` (exit 139) and ``=100`` hung it past a minute; with
``LC_ALL=C`` or a locale that is not installed, every ``report`` and ``screenshot`` printed Qt's
four-line locale warning. Now the screenshot refuses out-of-range values in one line before Qt
starts, the window and the PDF clamp them, Qt's locale warning is dropped on the command line and
one clear line in the window, and a screenshot too large to hold in memory is refused.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from k3desk.cli import verbs
from k3desk.ui.shell import qt_env
from tests.test_hostile_tracebacks import one_line, process

SCALES_REFUSED = ["0", "-1", "100", "1e400", "nan", "abc", "0.1", "4.5"]


@pytest.mark.parametrize("value", [SCALES_REFUSED[0], *(pytest.param(v, marks=pytest.mark.slow) for v in SCALES_REFUSED[1:])])
def test_screenshot_refuses_a_scale_qt_cannot_draw(value, config, tmp_path):
    out = tmp_path / "s.png"
    err = one_line(process(["screenshot", "-o", str(out)], config, QT_SCALE_FACTOR=value))
    assert "QT_SCALE_FACTOR" in err and "0.25 to 4" in err and not out.exists()


@pytest.mark.parametrize("value", ["0", pytest.param("100000", marks=pytest.mark.slow)])
def test_screenshot_refuses_a_font_dpi_qt_cannot_draw(value, config, tmp_path):
    out = tmp_path / "s.png"
    err = one_line(process(["screenshot", "-o", str(out)], config, QT_FONT_DPI=value))
    assert "QT_FONT_DPI" in err and not out.exists()


@pytest.mark.slow
@pytest.mark.parametrize("value", ["0", "100"])
def test_the_report_clamps_the_scale_quietly(value, config, tmp_path):
    out = tmp_path / "r.pdf"
    proc = process(["report", "-o", str(out)], config, QT_SCALE_FACTOR=value)
    assert proc.returncode == 0 and proc.stderr == b"" and out.stat().st_size > 1000


@pytest.mark.parametrize("value, clamped", [("0", "1"), ("-3", "1"), ("abc", "1"), ("100", "4"), ("0.1", "0.25"),
                                            ("2", None), ("1.5", None), ("", None)])
def test_the_window_clamps_with_one_note(value, clamped, monkeypatch):
    monkeypatch.setenv("QT_SCALE_FACTOR", value)
    monkeypatch.delenv("QT_FONT_DPI", raising=False)
    notes = qt_env.check_environment()
    if clamped is None:
        assert notes == [] and os.environ["QT_SCALE_FACTOR"] == value
    else:
        assert len(notes) == 1 and os.environ["QT_SCALE_FACTOR"] == clamped and f"{clamped} is used" in notes[0]


@pytest.mark.parametrize("value", ["0", "100"])
def test_the_window_starts_with_a_scale_qt_cannot_draw(value, config):
    """The window clamps the value, says so in one line and paints (it quits at first paint)."""
    env = {**os.environ, "K3DESK_CONFIG_DIR": str(config), "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": value,
           "K3DESK_BENCH_FIRST_PAINT": "1"}
    proc = subprocess.run([sys.executable, "-m", "k3desk"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0 and "first-paint" in proc.stdout, proc.stderr
    lines = [x for x in proc.stderr.splitlines() if "propagateSizeHints" not in x]
    assert lines == [f"k3desk: note: QT_SCALE_FACTOR={value} is outside 0.25 to 4; {'1' if value == '0' else '4'} is used"]


def test_an_unusable_font_dpi_is_dropped(monkeypatch):
    monkeypatch.setenv("QT_FONT_DPI", "0")
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    assert qt_env.check_environment() == ["QT_FONT_DPI=0 cannot be used (it must be 24 to 960); it is ignored"]
    assert "QT_FONT_DPI" not in os.environ


def test_refusing_raises_one_line(monkeypatch):
    monkeypatch.setenv("QT_SCALE_FACTOR", "100")
    with pytest.raises(qt_env.QtEnvironmentError, match="^QT_SCALE_FACTOR=100 is outside 0.25 to 4"):
        qt_env.check_environment(refuse=True)
    assert os.environ["QT_SCALE_FACTOR"] == "100"   # refused, not changed


@pytest.mark.parametrize("size, scale, ok", [("1920x1080", 1, True), ("3840x2160", 1, True), ("4096x4096", 1, True),
                                             ("8000x8000", 1, False), ("4097x4096", 1, False),
                                             ("2000x2000", 4, False), ("1920x1080", 2, True), ("199x500", 1, False)])
def test_screenshot_sizes(size, scale, ok):
    if ok:
        assert verbs.screenshot_size(size, scale) == tuple(int(v) for v in size.split("x"))
    else:
        with pytest.raises(verbs.UsageError):
            verbs.screenshot_size(size, scale)


def test_a_huge_screenshot_is_refused_before_rendering(config, tmp_path):
    out = tmp_path / "big.png"
    err = one_line(process(["screenshot", "-o", str(out), "--size", "8000x8000"], config))
    assert "64.0 megapixels" in err and "4096x4096" in err and not out.exists()


LOCALES = ["C", "POSIX", "xx_YY.UTF-8", "pt_BR.ISO-8859-1"]


@pytest.mark.parametrize("locale", [LOCALES[0], *(pytest.param(x, marks=pytest.mark.slow) for x in LOCALES[1:])])
@pytest.mark.parametrize("verb, suffix", [("report", "pdf"), ("screenshot", "png")])
def test_no_locale_warning_on_the_command_line(locale, verb, suffix, config, tmp_path):
    out = tmp_path / f"out.{suffix}"
    proc = process([verb, "-o", str(out), "--lang", "en"], config, LC_ALL=locale, LANG=locale)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == b"" and out.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="Qt's locale warning is a Unix one")
def test_the_window_says_it_in_one_line(config):
    """The window started with LC_ALL=C: one clear line instead of Qt's four (it quits at first paint)."""
    env = {**os.environ, "K3DESK_CONFIG_DIR": str(config), "QT_QPA_PLATFORM": "offscreen", "LC_ALL": "C",
           "K3DESK_BENCH_FIRST_PAINT": "1"}
    proc = subprocess.run([sys.executable, "-m", "k3desk"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = [x for x in proc.stderr.splitlines() if "propagateSizeHints" not in x]
    assert len(lines) == 1 and lines[0].startswith("k3desk: note: the locale 'C' is not UTF-8"), lines
    assert "Detected locale" not in proc.stderr


def test_locale_note_is_one_line():
    message = ('Detected locale "C" with character encoding "ANSI_X3.4-1968", which is not UTF-8.\n'
               'Qt depends on a UTF-8 locale, and has switched to "C.UTF-8" instead.\n'
               "If this causes problems, reconfigure your locale. See the locale(1) manual\nfor more information.")
    note = qt_env.locale_note(message)
    assert "\n" not in note and "'C'" in note and "C.UTF-8" in note

