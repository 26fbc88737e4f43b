"""Run async test code to completion from a synchronous test.

In a worker thread, not the test's: the browser tests' session-wide Playwright (sync API)
keeps an asyncio loop marked running in the main thread until the session ends, and a
second loop cannot start where one runs.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import anyio

T = TypeVar("T")


def run_async(main: Callable[[], Awaitable[T]]) -> T:
    """``main()`` run by anyio in a fresh thread; its result, or its exception."""
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="async-test") as pool:
        return pool.submit(anyio.run, main).result()
