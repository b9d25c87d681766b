"""Reads the source tree (``engines``, ``saves``, ``tui``) and reports what the architecture rules forbid.

The rules (``engines/README.md``, "The shape of the code"): no import cycles between modules (module-level,
function-level and type-only imports alike), no import of another module's private name, no ``__new__``
bypass of another module's class, no ``NotImplementedError`` stubs, no name-built dispatch (``getattr`` or
``import_module`` with a built name), no source file over 800 lines, and a shell and ``saves`` that import no
game package. ``tests/test_architecture.py`` asserts that each list is empty; ``python tests/architecture.py``
prints them.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engines", "saves", "tui")
#: Packages of one game each: the shell and saves import none of them.
GAME_PACKAGES = ("engines.board", "engines.cards", "tui.board", "tui.cards")
#: Where the app is assembled: the only places outside a game that may import a game's package face.
ASSEMBLY = ("tui.games", "engines.registry", "engines.agents", "engines.simulate")
MAX_LINES = 800


@dataclass
class Module:
    name: str
    path: Path
    tree: ast.Module
    lines: int
    imports: list[tuple[str, int]] = field(default_factory=list)  # (module, line)
    names: list[tuple[str, str, int]] = field(default_factory=list)  # (module, name, line)


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def load_modules() -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            name = _module_name(path)
            tree = ast.parse(text, str(path))
            modules[name] = Module(name, path, tree, text.count("\n") + 1)
    for mod in modules.values():
        _collect_imports(mod, modules)
    return modules


def _resolve(mod: Module, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = mod.name.split(".")
    is_pkg = mod.path.name == "__init__.py"
    keep = len(base) - node.level + (1 if is_pkg else 0)
    prefix = base[:keep]
    return ".".join([*prefix, *([node.module] if node.module else [])])


def _collect_imports(mod: Module, modules: dict[str, Module]) -> None:
    for node in ast.walk(mod.tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                mod.imports.append((alias.name, node.lineno))
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(mod, node)
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in modules:
                    mod.imports.append((sub, node.lineno))
                else:
                    mod.imports.append((target, node.lineno))
                    mod.names.append((target, alias.name, node.lineno))


def _owner(name: str, modules: dict[str, Module]) -> str | None:
    """The project module ``name`` refers to (itself, or the nearest package above it), or None."""
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def import_graph(modules: dict[str, Module]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for mod in modules.values():
        for target, _ in mod.imports:
            owner = _owner(target, modules)
            if owner is not None and owner != mod.name:
                graph[mod.name].add(owner)
                # importing ``a.b.c`` runs ``a/__init__`` and ``a.b/__init__`` first
                parent = owner.rpartition(".")[0]
                while parent:
                    if parent in modules and parent != mod.name and not mod.name.startswith(parent + "."):
                        graph[mod.name].add(parent)
                    parent = parent.rpartition(".")[0]
    return graph


def cycles(modules: dict[str, Module]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    graph = import_graph(modules)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def private_imports(modules: dict[str, Module]) -> list[str]:
    """``from a import _b`` across modules (a package's own ``__init__`` re-exporting is not counted)."""
    out = []
    for mod in modules.values():
        for target, name, line in mod.names:
            if (
                name.startswith("_")
                and not name.startswith("__")
                and target in modules
                and target != mod.name
            ):
                out.append(f"{mod.name}:{line} imports {target}.{name}")
    return out


def _class_names(mod: Module) -> set[str]:
    return {n.name for n in ast.walk(mod.tree) if isinstance(n, ast.ClassDef)}


def new_bypasses(modules: dict[str, Module]) -> list[str]:
    """``X.__new__(X)`` or ``object.__new__`` where ``X`` is not a class of the same module."""
    out = []
    for mod in modules.values():
        own = _class_names(mod)
        for node in ast.walk(mod.tree):
            if isinstance(node, ast.Attribute) and node.attr == "__new__":
                base = node.value
                if isinstance(base, ast.Name) and base.id in own:
                    continue
                if isinstance(base, ast.Call) and isinstance(base.func, ast.Name) and base.func.id == "super":
                    continue
                if isinstance(base, ast.Name) and base.id in ("cls", "tuple"):
                    continue
                out.append(f"{mod.name}:{node.lineno} uses {ast.unparse(node)}")
    return out


def stubs(modules: dict[str, Module]) -> list[str]:
    out = []
    for mod in modules.values():
        for node in ast.walk(mod.tree):
            if isinstance(node, ast.Raise) and node.exc is not None:
                exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
                if isinstance(exc, ast.Name) and exc.id == "NotImplementedError":
                    out.append(f"{mod.name}:{node.lineno} raises NotImplementedError")
    return out


def _is_built(arg: ast.expr) -> bool:
    return not (isinstance(arg, ast.Constant) and isinstance(arg.value, str))


def built_dispatch(modules: dict[str, Module]) -> list[str]:
    """``getattr(obj, <not a literal>)`` and ``import_module(<not a literal>)``."""
    out = []
    for mod in modules.values():
        for node in ast.walk(mod.tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            fname = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if fname == "getattr" and len(node.args) >= 2 and _is_built(node.args[1]):
                out.append(f"{mod.name}:{node.lineno} getattr with a built name: {ast.unparse(node)}")
            elif fname in ("import_module", "__import__") and node.args and _is_built(node.args[0]):
                out.append(f"{mod.name}:{node.lineno} import_module with a built name: {ast.unparse(node)}")
    return out


def long_files(modules: dict[str, Module]) -> list[str]:
    return [f"{m.path.relative_to(ROOT)}: {m.lines} lines" for m in modules.values() if m.lines > MAX_LINES]


def _in(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def shell_game_imports(modules: dict[str, Module]) -> list[str]:
    """Modules of the shell (``tui`` outside a game's package) and of ``saves`` that import a game package;
    the assembly modules may import a game's package face (its ``__init__``) only."""
    out = []
    for mod in modules.values():
        if _in(mod.name, GAME_PACKAGES) or not _in(mod.name, ("tui", "saves", "engines")):
            continue
        if mod.name.startswith("engines") and mod.name not in ASSEMBLY:
            continue  # engines/base and friends: checked by the cycle rule
        for target, line in mod.imports:
            game = next((g for g in GAME_PACKAGES if _in(target, (g,))), None)
            if game is None:
                continue
            if mod.name in ASSEMBLY and _owner(target, modules) == game:
                continue
            out.append(f"{mod.name}:{line} imports {target}")
    return out


def game_inner_imports(modules: dict[str, Module]) -> list[str]:
    """A game's UI package importing an engine's inner module instead of the engine's package face."""
    out = []
    pairs = {"tui.board": "engines.board", "tui.cards": "engines.cards"}
    for mod in modules.values():
        for ui, engine in pairs.items():
            if not _in(mod.name, (ui,)):
                continue
            for target, line in mod.imports:
                if _in(target, (engine,)) and _owner(target, modules) != engine:
                    out.append(f"{mod.name}:{line} imports {target}")
    return out


def report() -> dict[str, list[str]]:
    modules = load_modules()
    return {
        "import cycles": [" -> ".join(c) for c in cycles(modules)],
        "private imports": private_imports(modules),
        "__new__ bypasses": new_bypasses(modules),
        "NotImplementedError stubs": stubs(modules),
        "name-built dispatch": built_dispatch(modules),
        "files over 800 lines": long_files(modules),
        "shell or saves importing a game": shell_game_imports(modules),
        "UI importing an engine's inner modules": game_inner_imports(modules),
    }


def _main() -> Iterator[str]:
    for title, rows in report().items():
        yield f"{title}: {len(rows)}"
        for row in rows:
            yield f"  {row}"


if __name__ == "__main__":
    print("\n".join(_main()))
