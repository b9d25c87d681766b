"""Browser play: ``seven-seas serve`` opened in headless Chromium, driven through Selenium.

Skips (saying why) when textual-serve, Selenium, Chromium or its driver is missing. Uses the system
``chromium`` and ``chromedriver`` (no browser download), loopback addresses only, and waits by polling
conditions (the server answering, text appearing in the terminal) with generous timeouts.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tui.i18n import Translator

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 90.0  # generous: the machine is shared; every wait below polls a condition

# The page keeps the xterm.js Terminal in a closure. Before the page's scripts run, a setter on
# Object.prototype catches the first assignment of a Terminal to a ``terminal`` attribute, so the
# test can read the terminal's own screen buffer (what the player sees) instead of canvas pixels.
CAPTURE_TERMINAL = """
Object.defineProperty(Object.prototype, 'terminal', {
  configurable: true,
  set(value) {
    if (value && value.buffer && value.buffer.active && !window.__sevenSeasTerminal) {
      window.__sevenSeasTerminal = value;
    }
    Object.defineProperty(this, 'terminal', {value: value, writable: true, configurable: true, enumerable: true});
  },
});
"""

READ_SCREEN = """
const term = window.__sevenSeasTerminal;
if (!term) { return null; }
const buffer = term.buffer.active;
const lines = [];
for (let y = 0; y < term.rows; y++) {
  const line = buffer.getLine(buffer.viewportY + y);
  lines.push(line ? line.translateToString(true) : '');
}
return lines.join('\\n');
"""


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
        import textual_serve  # noqa: F401
    except ImportError as error:
        return f"browser test needs the 'browser-test' extra (pip install -e '.[browser-test]'): {error}"
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        return "no Chromium on PATH (Debian: apt-get install chromium chromium-driver)"
    if not shutil.which("chromedriver"):
        return "no chromedriver on PATH (Debian: apt-get install chromium-driver)"
    return None


pytestmark = pytest.mark.skipif(_missing() is not None, reason=_missing() or "")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for(condition: Callable[[], Any], what: str, timeout: float = TIMEOUT) -> Any:
    """Poll ``condition`` until it returns something truthy; fail with ``what`` after ``timeout``."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        last = condition()
        if last:
            return last
        time.sleep(0.1)  # polling interval, not synchronization
    pytest.fail(f"timed out after {timeout:.0f}s waiting for {what}; last: {last!r}")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    port = _free_port()
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    log = (tmp_path / "server.log").open("w")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tui",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--lang",
            "en",
            "--save-dir",
            str(tmp_path / "web-saves"),
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}/"

    def answers() -> bool:
        if process.poll() is not None:
            pytest.fail(f"server exited with {process.returncode}: {(tmp_path / 'server.log').read_text()}")
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return bool(response.status == 200)
        except (urllib.error.URLError, OSError):
            return False

    try:
        wait_for(answers, "the server to answer")
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=30)
        log.close()


@pytest.fixture
def browser() -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
        "--no-first-run",
        "--disable-extensions",
    ):
        options.add_argument(flag)
    with tempfile.TemporaryDirectory(prefix="seven-seas-chromium-") as profile:
        options.add_argument(f"--user-data-dir={profile}")
        driver = webdriver.Chrome(
            options=options, service=Service(executable_path=shutil.which("chromedriver"))
        )
        try:
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CAPTURE_TERMINAL})
            yield driver
        finally:
            driver.quit()


def test_menu_in_the_browser_then_a_key_opens_settings(server: str, browser: Any, tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    t = Translator("en")
    browser.get(server)

    def screen() -> str:
        return str(browser.execute_script(READ_SCREEN) or "")

    card_entry = t("menu.cards", n=2).split("  ", 1)[1]
    load_entry = t("menu.load", n=5).split("  ", 1)[1]
    menu = wait_for(
        lambda: (text := screen()) and card_entry in text and load_entry in text and text,
        "the main menu in the page",
    )
    assert t("menu.tagline") in menu

    # Focus xterm's input without a mouse click (a click would land on a menu entry).
    keyboard = browser.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
    browser.execute_script("arguments[0].focus();", keyboard)
    ActionChains(browser).send_keys("s").perform()
    settings = wait_for(
        lambda: (text := screen()) and card_entry not in text and t("settings.language") in text and text,
        "the Settings screen after pressing s",
    )
    assert t("settings.title") in settings

    # A second tab is its own app: it starts at the menu while the first stays on Settings.
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CAPTURE_TERMINAL})
    browser.get(server)
    wait_for(lambda: (text := screen()) and card_entry in text and text, "the main menu in a second tab")
    browser.switch_to.window(first)
    assert t("settings.language") in screen() and card_entry not in screen()

    shot = tmp_path / "seven-seas-settings.png"
    assert browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 1000
    print(f"\nscreenshot: {shot}\n--- menu ---\n{menu}\n--- after 's' ---\n{settings}")


# The row of the screen holding ``arguments[0]``, and whether any of its letters is drawn reversed (the menu's
# selected entry: Textual draws a focused button reversed).
ROW_REVERSED = """
const term = window.__sevenSeasTerminal;
if (!term) { return null; }
const buffer = term.buffer.active;
for (let y = 0; y < term.rows; y++) {
  const line = buffer.getLine(buffer.viewportY + y);
  if (!line) { continue; }
  const text = line.translateToString(true);
  const at = text.indexOf(arguments[0]);
  if (at < 0) { continue; }
  const cell = line.getCell(at);
  return Boolean(cell && cell.isInverse());
}
return null;
"""


def test_a_digit_selects_in_the_browser_and_only_enter_opens(server: str, browser: Any) -> None:
    """In the browser as in a terminal: "6" on the main menu selects Settings (drawn reversed), opens nothing;
    Enter opens it."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    t = Translator("en")
    browser.get(server)

    def screen() -> str:
        return str(browser.execute_script(READ_SCREEN) or "")

    entry = t("menu.board", n=1).split("  ", 1)[1]
    settings = t("menu.settings", n=6).split("  ", 1)[1]
    wait_for(lambda: settings in screen(), "the main menu in the page")
    wait_for(lambda: browser.execute_script(ROW_REVERSED, entry), "the first entry selected at the start")
    keyboard = browser.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
    browser.execute_script("arguments[0].focus();", keyboard)
    ActionChains(browser).send_keys("6").perform()
    wait_for(
        lambda: (
            browser.execute_script(ROW_REVERSED, settings) and not browser.execute_script(ROW_REVERSED, entry)
        ),
        "the digit moving the selection to Settings",
    )
    assert entry in screen() and settings in screen()  # the menu is still there: selected, not opened
    ActionChains(browser).send_keys("\ue007").perform()  # Enter
    wait_for(lambda: entry not in screen() and t("settings.title") in screen(), "Enter opening Settings")
