"""A fake OpenAI-compatible server: a real HTTP server on 127.0.0.1 with programmable answers.

Tests queue answers (``server.answer(...)``, ``server.reply_with(text)``) and read back every
request the server received (``server.requests``): path, headers and the parsed JSON body.
An answer can ``hang`` until the server stops, which makes a client timeout happen without
the test having to measure any time.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True)
class Answer:
    """One programmed answer: status, headers and a JSON body (or raw bytes)."""

    status: int = 200
    body: Any = None
    raw: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    hang: bool = False


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


def completion(
    content: Any,
    *,
    finish_reason: str = "stop",
    model: str = "fake-model",
    refusal: str | None = None,
) -> dict[str, Any]:
    """An OpenAI ``chat.completion`` body whose first choice says ``content``."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if refusal is not None:
        message["refusal"] = refusal
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }


class FakeOpenAIServer:
    """Serves ``POST /v1/chat/completions`` from a queue of ``Answer``s."""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._answers: deque[Answer] = deque()
        self.default = Answer(status=500, body={"error": {"message": "no answer programmed"}})
        self._release = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._httpd.daemon_threads = True
        # A short poll interval so that stopping the server does not stall every test.
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def start(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._release.set()  # let hanging answers finish so their threads end
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join()

    def answer(self, *answers: Answer) -> None:
        self._answers.extend(answers)

    def reply_with(self, content: Any, **kwargs: Any) -> None:
        self.answer(Answer(body=completion(content, **kwargs)))

    def next_answer(self) -> Answer:
        return self._answers.popleft() if self._answers else self.default

    def wait_released(self) -> None:
        self._release.wait()


def _handler_for(server: FakeOpenAIServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw)
            except ValueError:
                body = raw
            headers = {k.lower(): v for k, v in self.headers.items()}
            server.requests.append(RecordedRequest("POST", self.path, headers, body))
            answer = (
                server.next_answer()
                if self.path == "/v1/chat/completions"
                else Answer(status=404, body={"error": {"message": f"no route {self.path}"}})
            )
            if answer.hang:
                server.wait_released()
            self._send(answer)

        def _send(self, answer: Answer) -> None:
            payload = answer.raw if answer.raw is not None else json.dumps(answer.body).encode()
            try:
                self.send_response(answer.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                for name, value in answer.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test); nothing to answer

        def log_message(self, format: str, *args: Any) -> None:
            """Silence the default stderr access log."""

    return Handler


@contextmanager
def running_server() -> Iterator[FakeOpenAIServer]:
    server = FakeOpenAIServer().start()
    try:
        yield server
    finally:
        server.stop()
