"""The broken-file corpus on the command line: exit 2, one line naming the problem, file unchanged."""

import pytest

from k3desk.cli import main
from k3desk.core.presets import default_scenario
from k3desk.persistence import dumps_scenario

from tests.persistence.test_broken_files import BYTES, CASES


def _bytes(case: str) -> bytes:
    s = default_scenario()
    if case in CASES:
        return CASES[case][0](s).encode("utf-8")
    data = BYTES[case][0]
    text = dumps_scenario(s.model_copy(update={"name": "Cenário é"}))
    return {"utf-16": lambda: text.encode("utf-16"), "utf-16 without BOM": lambda: text.encode("utf-16-le"),
            "latin-1": lambda: text.encode("latin-1")}.get(case, lambda: data)()


@pytest.mark.parametrize("case", list(CASES) + list(BYTES))
def test_calc_refuses_broken_file(case, tmp_path, capsys):
    path = tmp_path / "broken.k3desk.json"
    data = _bytes(case)
    path.write_bytes(data)
    assert main(["calc", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("k3desk: ") and "Traceback" not in err
    expected = (CASES.get(case) or BYTES[case])[1]
    assert all(e in err for e in expected), err
    assert path.read_bytes() == data
