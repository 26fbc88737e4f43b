"""``python -m support_memory`` runs the CLI."""

from support_memory.cli import main

raise SystemExit(main())
