"""The architecture rules of issue 20 hold over the whole source tree (see ``tests/architecture.py``)."""

from __future__ import annotations

import pytest

from tests import architecture

REPORT = architecture.report()


@pytest.mark.parametrize("rule", sorted(REPORT))
def test_rule_holds(rule: str) -> None:
    assert REPORT[rule] == [], f"{rule}:\n" + "\n".join(REPORT[rule])


def test_the_checker_sees_a_cycle_a_private_import_and_a_built_getattr(tmp_path: object) -> None:
    """The checker is not blind: it finds each kind of breach in a made-up tree."""
    import ast
    from pathlib import Path

    def module(name: str, text: str) -> architecture.Module:
        return architecture.Module(
            name, Path(name.replace(".", "/") + ".py"), ast.parse(text), text.count("\n")
        )

    mods = {
        "engines.a": module("engines.a", "from engines.b import _hidden\n"),
        "engines.b": module(
            "engines.b", "def f():\n    import engines.a\n    return getattr(f, 'x' + 'y')\n"
        ),
        "saves.c": module("saves.c", "from engines.board.game import BoardGame\n"),
    }
    for mod in mods.values():
        architecture._collect_imports(mod, mods)
    assert architecture.cycles(mods) == [["engines.a", "engines.b"]]
    assert architecture.private_imports(mods) == ["engines.a:1 imports engines.b._hidden"]
    assert len(architecture.built_dispatch(mods)) == 1
    assert architecture.shell_game_imports(mods) == ["saves.c:1 imports engines.board.game"]
