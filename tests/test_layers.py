"""The import rule of docs/design.md, checked on every import statement of every module (parsed, not
run, so deferred imports inside functions count too): first-party imports point down the layers

    k3desk (version), paths  ->  core  ->  persistence | report  ->  scenarios  ->  ui  ->  command line

and only ui/ imports Qt or pyqtgraph. Persistence and report are siblings: neither imports the other.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "k3desk"

#: Layer of every first-party unit (a package under k3desk/ or a top-level module); higher may
#: import lower, a unit may import itself, units of the same rank may not import each other.
RANK = {
    "k3desk": 0, "k3desk.paths": 0,
    "k3desk.core": 1,
    # one evaluation per scenario, between the core and every presenter (docs/design.md)
    "k3desk.session": 1.5,
    "k3desk.persistence": 2, "k3desk.report": 2,
    "k3desk.scenarios": 3,
    "k3desk.ui": 4,
    # the command line: verbs, their plain-text tables, the entry point
    "k3desk.cli": 5, "k3desk.__main__": 5,
}
COMMAND_LINE = {"k3desk.cli", "k3desk.__main__"}
GUI_ONLY = ("PySide6", "shiboken6", "pyqtgraph")


def unit(module: str) -> str:
    """``k3desk.core.model.fit`` -> ``k3desk.core``; the command-line modules form one unit."""
    parts = module.split(".")
    if len(parts) == 1:
        return "k3desk"
    name = f"k3desk.{parts[1]}"
    if name in COMMAND_LINE:
        return "command line"
    if name in RANK or (PACKAGE / parts[1]).is_dir() or (PACKAGE / f"{parts[1]}.py").is_file():
        return name
    return "k3desk"  # a name defined in the package root: ``from k3desk import __version__``


def rank(u: str) -> float:
    return 5 if u == "command line" else RANK[u]


def modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        yield ".".join(rel.parts).removesuffix(".__init__"), path


def imports(name: str, path: Path):
    """(line, name) for every name an import statement brings in: ``import a.b`` gives ``a.b``;
    ``from a.b import c`` gives ``a.b`` and ``a.b.c`` (``c`` may be a module of package ``a.b``:
    ``from k3desk.core.speed import anchor`` is an edge to ``k3desk.core.speed.anchor``, not only to the
    package; :func:`module_of` turns ``a.b.c`` back into ``a.b`` where ``c`` is a name defined in it)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against the importing package
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            if base != "k3desk":  # the package root is every module's parent: its names are what counts
                yield node.lineno, base
            yield from ((node.lineno, f"{base}.{alias.name}") for alias in node.names)


ALL = list(modules())


def test_every_unit_has_a_layer():
    missing = {unit(name) for name, _ in ALL} - set(RANK) - {"command line"}
    assert not missing, f"give these a layer in RANK (docs/design.md): {missing}"


@pytest.mark.parametrize("name,path", ALL, ids=[n for n, _ in ALL])
def test_imports_point_down_the_layers(name, path):
    here = unit(name)
    wrong = []
    for line, target in imports(name, path):
        top = target.split(".")[0]
        if top in GUI_ONLY and here != "k3desk.ui":
            wrong.append(f"line {line}: {target} (only k3desk/ui may import Qt)")
        if top != "k3desk":
            continue
        there = unit(target)
        if there != here and rank(there) >= rank(here):
            wrong.append(f"line {line}: {target} ({there} is not below {here})")
    assert not wrong, f"{name}: " + "; ".join(wrong)


MODULES = {name for name, _ in ALL}


def module_of(target: str) -> str | None:
    """The first-party module an import names (``k3desk.ui.common.fmt.DASH`` -> ``k3desk.ui.common.fmt``)."""
    while target and target not in MODULES:
        target = target.rpartition(".")[0]
    return target or None


def import_graph() -> dict[str, set[str]]:
    """Module -> first-party modules it imports (deferred imports too; a package's own parents excluded)."""
    graph = {}
    for name, path in ALL:
        edges = set()
        for _line, target in imports(name, path):
            found = module_of(target)
            if found and found != name and not name.startswith(found + "."):
                edges.add(found)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of two or more modules (Tarjan), each as a sorted list."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_no_import_cycle_anywhere():
    """No two modules import each other, directly or round a loop, across packages or inside one
    (deferred imports count: a cycle hidden in a function is still a cycle)."""
    assert cycles(import_graph()) == []


def test_the_cycle_check_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_an_import_of_a_module_from_its_package_is_an_edge_to_that_module(tmp_path):
    """``from k3desk.core.speed import anchor`` (what hid the sizing <-> anchor cycle) reaches the module
    ``anchor``; ``from k3desk.core.sizing import compute`` reaches ``sizing`` (``compute`` is no module)."""
    f = tmp_path / "sizing.py"
    f.write_text("from k3desk.core.speed import anchor as own\nfrom k3desk.core.sizing import compute\n"
                 "from . import explain\n", encoding="utf-8")
    found = {module_of(t) for _line, t in imports("k3desk.core.x", f)}
    assert found == {"k3desk.core.speed", "k3desk.core.speed.anchor", "k3desk.core.sizing", "k3desk.core",
                     "k3desk.core.explain"}


def test_the_command_line_computes_without_loading_qt():
    """``k3desk calc`` starts fast: the verbs, core, persistence and report load no Qt module."""
    code = ("import sys; from k3desk.cli import main; main(['calc', '--json']);"
            "bad=[m for m in sys.modules if m.split('.')[0] in ('PySide6','shiboken6','pyqtgraph')];"
            "sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=PACKAGE.parent)
    assert proc.returncode == 0, proc.stderr[-500:]


def test_a_replica_computes_without_loading_numpy():
    """numpy is imported where the production layouts, the Automatic search and the decision's money
    (core.money.valuation: the break-even and the flips, vectorised) use it, not when the core loads:
    computing a replica never loads it; deciding, and a production layout, do (their deferred imports run)."""
    code = ("import sys; from k3desk.core import compute; from k3desk.core.presets import default_scenario;"
            "compute(default_scenario());"
            "assert 'numpy' not in sys.modules, 'a replica loaded numpy';"
            "from k3desk.cli import main; main(['calc', '--set', 'serving.mode=wide-ep', '--set', 'serving.decode_gpus=16']);"
            "assert 'numpy' in sys.modules")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE.parent)
    assert proc.returncode == 0, proc.stderr[-500:]


PRESENTERS_MAY_NOT = (r"from k3desk\.core\.sizing import[^\n]*\bcompute\b", r"from k3desk\.core import[^\n]*\bcompute\b",
                      r"from k3desk\.core\.money\.decision import[^\n]*\bdecide\b",
                      r"from k3desk\.core\.money\.sensitivity import[^\n]*\bdecide\b",
                      r"from k3desk\.core\.advisor\.advise import[^\n]*\badvise\b",
                      r"\bsizing\.compute\(", r"\broutes\.decide\(", r"\bdecision\.decide\(", r"\badvise\.advise\(",
                      r"from k3desk\.core\.money\.sensitivity import[^\n]*\bsensitivity\b",
                      r"from k3desk\.core\.money\.decision import[^\n]*\bterm_curves\b")


def test_no_window_command_line_or_figures_module_evaluates_for_itself():
    """One evaluation per scenario (k3desk.session): the window, the command line and the figures layer
    read it and never call compute, decide, advise or the sensitivity themselves."""
    import re

    bad = [f"{path.relative_to(PACKAGE.parent)}: {pattern}"
           for name, path in modules() if name.startswith(("k3desk.ui", "k3desk.cli", "k3desk.report"))
           for pattern in PRESENTERS_MAY_NOT if re.search(pattern, path.read_text(encoding="utf-8"))]
    assert not bad, bad
