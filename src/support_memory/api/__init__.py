"""The HTTP service: ``create_app(settings)`` returns the FastAPI app (needs the
``server`` extra: fastapi, uvicorn, prometheus-client)."""

from support_memory.api.app import create_app

__all__ = ["create_app"]
