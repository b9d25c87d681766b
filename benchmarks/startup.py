"""Start-up benchmark: time to the first frame of the main menu against a bare Textual app.

Each run starts a fresh Python process on a pseudo-terminal (80x24 unless ``--size``), reads what it
writes until a marker text is on screen (the menu's "Quit" entry; the bare app's single ``Static``),
then stops it and reads its peak RSS from ``wait4``. The two programs alternate, so a busy machine
slows both alike. Prints the median (and min/max) of each, and their ratio.

Both programs run as an installed app does: with compiled bytecode. Textual's ``.pyc`` files come
with its wheel; ours are written to a private cache (``PYTHONPYCACHEPREFIX`` in a temporary folder,
even when ``PYTHONDONTWRITEBYTECODE`` is set) by one uncounted warm-up run of each program. The same
warm-up writes the app's parsed locale catalog and, just after its first frame, the parsed CSS of that frame
(``tui/css_cache.py``) to its (private) cache folder, as any earlier start would.
``--no-bytecode`` measures the other case: our modules compiled from source at every start (and the
locale cache made by the first counted run).

    python benchmarks/startup.py            # 9 runs of each
    python benchmarks/startup.py --runs 15 --json

The goal: the menu's median time to first frame at most 1.3x the bare app's (issue 9), then 1.15x (issue 24).
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("bare app ready")

Bare().run()
"""

#: Matches escape sequences (CSI, OSC, two-character escapes) so only the visible text remains.
_ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")


def run_once(
    argv: list[str],
    marker: bytes,
    size: tuple[int, int],
    env: dict[str, str],
    timeout: float = 30.0,
    linger: float = 0.0,
) -> tuple[float, int]:
    """Seconds from spawn to ``marker`` on screen, and the peak RSS in KiB; the program is stopped ``linger``
    seconds after the marker (a warm-up lets it finish what a start does just after its first frame)."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # child
        os.chdir(ROOT)
        os.execvpe(argv[0], argv, env)
    cols, rows = size
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    seen = b""
    elapsed = -1.0
    deadline = start + timeout
    try:
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if elapsed < 0 and marker in _ESCAPES.sub(b"", seen):
                elapsed = time.perf_counter() - start
                deadline = min(deadline, time.perf_counter() + linger)
            if elapsed >= 0 and time.perf_counter() >= deadline:
                break
    finally:
        os.kill(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
        os.close(fd)
    if elapsed < 0:
        raise RuntimeError(f"{argv!r}: marker {marker!r} not seen; output tail {seen[-400:]!r}")
    return elapsed, usage.ru_maxrss


def main(args: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="runs of each program (default 9)")
    parser.add_argument("--size", default="80x24", help="terminal size COLSxROWS (default 80x24)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="compile our modules from source at every start (no bytecode cache, no warm-up)",
    )
    opts = parser.parse_args(args)
    cols, rows = (int(x) for x in opts.size.lower().split("x"))

    with tempfile.TemporaryDirectory() as tmp:
        env = dict(
            os.environ,
            TERM="xterm-256color",
            SEVEN_SEAS_CONFIG_DIR=str(Path(tmp, "config")),
            SEVEN_SEAS_DATA_DIR=str(Path(tmp, "data")),
            SEVEN_SEAS_CACHE_DIR=str(Path(tmp, "cache")),
            PYTHONPATH=str(ROOT),
            COLUMNS=str(cols),
            LINES=str(rows),
        )
        env.pop("NO_COLOR", None)
        if opts.no_bytecode:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(Path(tmp, "pycache"))
        programs = {
            "bare": ([sys.executable, "-c", BARE], b"bare app ready"),
            "menu": (
                [sys.executable, "-m", "tui", "--lang", "en", "--save-dir", str(Path(tmp, "saves"))],
                b"Quit",
            ),
        }
        results: dict[str, dict[str, list[float]]] = {
            name: {"seconds": [], "rss_mib": []} for name in programs
        }
        if not opts.no_bytecode:
            for argv, marker in programs.values():  # warm-up: writes the bytecode cache, not counted
                run_once(argv, marker, (cols, rows), env, linger=1.0)
        for _ in range(opts.runs):
            for name, (argv, marker) in programs.items():
                seconds, rss_kib = run_once(argv, marker, (cols, rows), env)
                results[name]["seconds"].append(seconds)
                results[name]["rss_mib"].append(rss_kib / 1024)

    summary = {
        name: {
            "median_s": statistics.median(r["seconds"]),
            "min_s": min(r["seconds"]),
            "max_s": max(r["seconds"]),
            "median_rss_mib": statistics.median(r["rss_mib"]),
        }
        for name, r in results.items()
    }
    ratio = summary["menu"]["median_s"] / summary["bare"]["median_s"]
    if opts.json:
        print(
            json.dumps(
                {
                    "runs": opts.runs,
                    "size": opts.size,
                    "bytecode": not opts.no_bytecode,
                    "summary": summary,
                    "ratio": ratio,
                },
                indent=2,
            )
        )
    else:
        mode = "compiled from source" if opts.no_bytecode else "with bytecode"
        print(f"{opts.runs} alternating runs at {cols}x{rows}, {mode} (time to first frame; peak RSS)")
        for name, s in summary.items():
            print(
                f"  {name:5} median {s['median_s']:.3f} s (min {s['min_s']:.3f}, max {s['max_s']:.3f});"
                f" peak RSS {s['median_rss_mib']:.1f} MiB"
            )
        print(f"  menu / bare = {ratio:.2f}x (goal <= 1.15x, issue 24)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
