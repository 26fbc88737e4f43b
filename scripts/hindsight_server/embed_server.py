"""A tiny, deterministic text-embeddings server speaking the subset of the TEI protocol
that Hindsight's ``tei`` embeddings provider uses (``GET /info``, ``POST /embed``).

It exists so the integration tests and the benchmark can run a real Hindsight server fully
offline, with no model download and no torch. Vectors are hashed bag-of-words (with a light
suffix-stripping stemmer and word bigrams), L2-normalised: texts that share words are close,
which is all the wire and contract tests need. It is not a semantic model.

Standard library only, so it runs under any Python (ours or the server's venv).

    python embed_server.py --host 127.0.0.1 --port 0 --dim 384 --port-file /tmp/port
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

DEFAULT_DIM = 384
_WORD = re.compile(r"[a-z0-9]+")
_SUFFIXES = ("ing", "ed", "es", "s")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _bucket(feature: str, dim: int) -> tuple[int, float]:
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    value = int.from_bytes(digest, "big")
    # One bit of the hash picks the sign so unrelated features cancel out on average.
    return value % (dim - 1), (1.0 if value & (1 << 63) else -1.0)


def embed(text: str, dim: int = DEFAULT_DIM) -> list[float]:
    """Return a unit vector for ``text``; never the zero vector (pgvector cosine needs a norm)."""
    vector = [0.0] * dim
    words = [_stem(w) for w in _WORD.findall(text.lower())]
    features = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
    for feature in features:
        index, sign = _bucket(feature, dim)
        vector[index] += sign * (0.5 if " " in feature else 1.0)
    # The last component is a small constant so that empty texts still have a direction.
    vector[dim - 1] = 0.1
    norm = math.sqrt(sum(v * v for v in vector))
    return [v / norm for v in vector]


class _Handler(BaseHTTPRequestHandler):
    dim = DEFAULT_DIM

    def log_message(self, format: str, *args: object) -> None:
        pass  # keep the test output quiet

    def _reply(self, status: int, body: object) -> None:
        payload = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def do_GET(self) -> None:
        if self.path in ("/info", "/health"):
            self._reply(
                200,
                {
                    "model_id": f"hashed-bow-{self.dim}",
                    "model_dtype": "float32",
                    "max_input_length": 8192,
                },
            )
        else:
            self._reply(404, {"error": "not found"})

    def do_POST(self) -> None:
        if self.path != "/embed":
            self._reply(404, {"error": "not found"})
            return
        try:
            length = int(self.headers.get("Content-Length", "0"))
            inputs = json.loads(self.rfile.read(length) or b"{}").get("inputs")
        except (ValueError, AttributeError):
            self._reply(422, {"error": "body must be JSON with 'inputs'"})
            return
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not all(isinstance(t, str) for t in inputs):
            self._reply(422, {"error": "'inputs' must be a string or a list of strings"})
            return
        self._reply(200, [embed(t, self.dim) for t in inputs])


def serve(host: str, port: int, dim: int) -> ThreadingHTTPServer:
    """Build (but do not start) a server; ``server.server_address[1]`` is the bound port."""
    handler = type("Handler", (_Handler,), {"dim": dim})
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--dim", type=int, default=DEFAULT_DIM)
    parser.add_argument("--port-file", type=Path, help="write the bound port here once listening")
    args = parser.parse_args(argv)
    server = serve(args.host, args.port, args.dim)
    if args.port_file:
        tmp = args.port_file.with_suffix(".tmp")
        tmp.write_text(str(server.server_address[1]))
        tmp.replace(args.port_file)
    print(f"embed server on {args.host}:{server.server_address[1]} dim={args.dim}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
