"""What the simulator tests of both games share: the report's figures, and running a command without Textual."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

#: The figures every simulator report carries (``engines.sim_runner.run``).
REPORT_KEYS = (
    "games",
    "seconds",
    "games_per_s",
    "decisions",
    "decisions_per_s",
    "errors",
    "mean_rounds",
    "seats",
)


def assert_report(result: Mapping[str, Any], agents: Iterable[str], seat_keys: Iterable[str] = ()) -> None:
    """``result`` has every figure, its seats are ``agents`` in order, and each seat has ``seat_keys``."""
    missing = [key for key in REPORT_KEYS if key not in result]
    assert not missing, missing
    assert [s["agent"] for s in result["seats"]] == list(agents)
    for seat in result["seats"]:
        assert set(seat_keys) <= set(seat), sorted(set(seat_keys) - set(seat))


def run_without_textual(*statements: str) -> subprocess.CompletedProcess[str]:
    """Run ``statements`` in a fresh interpreter at the project's root and check that Textual was never imported
    (the simulator and the balance report must run where no terminal UI is installed)."""
    code = "\n".join(
        [
            "import sys",
            *statements,
            "assert not any(m == 'textual' or m.startswith('textual.') for m in sys.modules), 'textual imported'",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done
