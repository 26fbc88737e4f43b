# Hindsight server for the live integration tests (issue 3). Included by the Makefile.
#
#   make hindsight-venv   builds .venv-hindsight (the server's own venv) once; `make test`
#                         depends on it, so the live tests always have a server to start.
#   make hindsight-serve  runs a throwaway offline server by hand (prints URL and API key).
#   make hindsight-bench  recall latency: HindsightStore vs InMemoryStore.
#   make hindsight-lock   re-pins requirements/hindsight-server.txt from the current venv.

HINDSIGHT_PYTHON ?= $(or $(PYTHON),python3)
HINDSIGHT_VENV ?= .venv-hindsight
HINDSIGHT_REQUIREMENTS := requirements/hindsight-server.txt
HINDSIGHT_STAMP := $(HINDSIGHT_VENV)/.installed

.PHONY: hindsight-venv hindsight-serve hindsight-bench hindsight-lock

hindsight-venv: $(HINDSIGHT_STAMP)

$(HINDSIGHT_STAMP): $(HINDSIGHT_REQUIREMENTS)
	$(HINDSIGHT_PYTHON) -m venv $(HINDSIGHT_VENV)
	$(HINDSIGHT_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(HINDSIGHT_VENV)/bin/python -m pip install --quiet -r $(HINDSIGHT_REQUIREMENTS)
	touch $@

hindsight-serve: $(HINDSIGHT_STAMP)
	.venv/bin/python scripts/hindsight_server/hindsight_harness.py

hindsight-bench: $(HINDSIGHT_STAMP)
	.venv/bin/python bench/bench_hindsight_recall.py

hindsight-lock:
	grep '^#' $(HINDSIGHT_REQUIREMENTS) > $(HINDSIGHT_REQUIREMENTS).new
	$(HINDSIGHT_VENV)/bin/python -m pip freeze --exclude-editable | sed '/ @ file:/d' >> $(HINDSIGHT_REQUIREMENTS).new
	mv $(HINDSIGHT_REQUIREMENTS).new $(HINDSIGHT_REQUIREMENTS)
