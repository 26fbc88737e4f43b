"""``python -m support_memory`` runs the CLI."""

from support_memory.cli import main

if __name__ == "__main__":  # not when a spawned training worker imports it
    raise SystemExit(main())
