"""Browser tests: a real ``support-memory serve`` on 127.0.0.1 driven by headless Chromium.

Chromium is Debian's (``/usr/bin/chromium``, installed by ``make browser-deps``, which
``make test`` runs), launched by Playwright with ``executable_path``: Playwright's own
browser downloads are never used. A missing Chromium fails these tests with a clear
message; they never skip, so CI cannot pass without having run them.

Screenshots go to a temporary folder, or to ``$CONSOLE_SCREENSHOTS`` (``make screenshots``
sets ``docs/console``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from browser_env import CHROMIUM, FLAGS, KEY
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from service_process import free_port, wait_ready

STARTUP_TIMEOUT_S = 90.0
LAPTOP = {"width": 1280, "height": 860}


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The service with a named key, message auditing and fleet insights on, its own fresh
    data folder."""
    folder = tmp_path_factory.mktemp("console-server")
    port = free_port()
    env = {
        **os.environ,
        "STORE_PATH": str(folder / "data" / "memories.db"),
        "SUPPORT_API_KEYS": f"alice:{KEY},bob:bob-console-key",
        "CONSOLE_SECRET": "browser-test-secret",
        "AUDIT_MESSAGES": "1",
        # Fleet insights on, with a small k so two seeded customers make a signature.
        "INSIGHTS": "1",
        "INSIGHTS_MIN_CUSTOMERS": "2",
    }
    env.pop("HINDSIGHT_URL", None)
    log_path = folder / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "support_memory", "serve", "--port", str(port)],
            env=env,
            cwd=folder,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            wait_ready(process, base, log_path, STARTUP_TIMEOUT_S)
            yield base
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as made:
        yield made


@pytest.fixture(scope="session")
def browser(playwright: Playwright, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(
            f"Chromium is missing at {CHROMIUM}: the browser tests need Debian's chromium "
            "package. Run `make browser-deps` (apt-get install chromium) as root, or set "
            "CHROMIUM to its path.",
            pytrace=False,
        )
    launched = playwright.chromium.launch(
        executable_path=CHROMIUM,
        args=FLAGS,
        headless=True,
        env={**os.environ, "HOME": str(tmp_path_factory.mktemp("chromium-home"))},
    )
    yield launched
    launched.close()


@pytest.fixture
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    """A fresh browser profile (no cookies) per test, at laptop width."""
    context = browser.new_context(base_url=base_url, viewport=LAPTOP)
    context.set_default_timeout(15_000)
    made = context.new_page()
    yield made
    context.close()


@pytest.fixture
def signed_in(page: Page) -> Page:
    page.goto("/console")
    page.get_by_label("API key").fill(KEY)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_text("Signed in as alice").wait_for()
    return page


@pytest.fixture
def shoot(tmp_path: Path) -> Callable[[Page, str], Path]:
    """``shoot(page, name)`` saves a full-page PNG (into docs/ with ``make screenshots``)."""
    folder = Path(os.environ.get("CONSOLE_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)

    def take(page: Page, name: str) -> Path:
        path = folder / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        assert path.stat().st_size > 0
        return path

    return take
