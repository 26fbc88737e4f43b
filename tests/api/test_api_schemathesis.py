"""Property-based run of our own OpenAPI schema: whatever schemathesis sends, no 5xx.

Driven through schemathesis' Python API (its pytest plugin does not support pytest 9 yet),
with a small, derandomised example budget per operation so the run takes seconds.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from service_fakes import API_KEY, AUTH

from support_memory.api import create_app
from support_memory.settings import Settings

EXAMPLES_PER_OPERATION = 30


@pytest.fixture
def api_schema(tmp_path: Path) -> Iterator[schemathesis.BaseSchema]:
    app = create_app(Settings(store_path=str(tmp_path / "memories.db"), support_api_key=API_KEY))
    with TestClient(app, headers=AUTH):  # startup/shutdown around the whole run
        yield schemathesis.openapi.from_asgi("/openapi.json", app, headers=AUTH)


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_no_generated_request_gets_a_5xx(
    api_schema: schemathesis.BaseSchema, mode: GenerationMode
) -> None:
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert len(operations) >= 5, "every documented route is exercised"
    statuses: set[int] = set()
    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=EXAMPLES_PER_OPERATION,
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def run(case: schemathesis.Case) -> None:
            response = case.call(headers=AUTH)
            statuses.add(response.status_code)
            case.validate_response(response, checks=[not_a_server_error])

        try:
            run()
        except Unsatisfiable:
            # An operation without inputs (/health, /metrics) has no invalid variant.
            assert mode is GenerationMode.NEGATIVE
    assert 422 in statuses if mode is GenerationMode.NEGATIVE else 200 in statuses
    assert max(statuses) < 500
