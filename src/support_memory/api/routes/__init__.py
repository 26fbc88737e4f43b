"""Route groups: ``support`` (messages), ``customers`` (memories, audit, forget), ``ops``."""
