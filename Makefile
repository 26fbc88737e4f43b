# Two entry points on a fresh machine with only Python 3.11:
#   make demo   - sets up .venv and runs the reference interaction on the embedded store
#   make test   - sets up .venv and runs lint, type checks and the whole test suite
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo serve test lint typecheck pytest eval train bench clean

# The live Hindsight server's own venv (hindsight-venv), see mk/hindsight.mk.
include mk/hindsight.mk
# Debian's Chromium for the console's browser tests (browser-deps), see mk/browser.mk.
include mk/browser.mk

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[server,dev,semantic,postgres]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/support-memory demo

serve: $(STAMP)
	$(BIN)/support-memory serve

lint: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP) hindsight-venv browser-deps
	$(BIN)/python -m pytest

test: lint typecheck pytest

eval: $(STAMP)
	$(BIN)/support-memory eval

# Retrain the learned extraction layer from the corpus's dev split (same corpus, same weights).
train: $(STAMP)
	$(BIN)/support-memory train

# Printed figures, not tests: see bench/ and docs/.
bench: $(STAMP) hindsight-venv
	$(BIN)/python bench/bench_turn.py inprocess
	$(BIN)/python bench/bench_turn.py throughput
	$(BIN)/python bench/bench_service.py
	$(BIN)/python bench/bench_sqlite_recall.py
	$(BIN)/python bench/bench_hindsight_recall.py
	$(BIN)/python bench/bench_semantic.py
	$(BIN)/python bench/bench_postgres.py
	$(BIN)/python bench/bench_adversarial.py
	$(BIN)/python bench/bench_service_adversarial.py
	$(BIN)/python bench/bench_insights.py --postgres
	$(BIN)/python bench/bench_extraction.py
	$(BIN)/python bench/bench_mcp.py

clean:
	rm -rf $(VENV) $(HINDSIGHT_VENV) .pytest_cache .mypy_cache .ruff_cache
