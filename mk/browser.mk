# Browser tests (issue 12): Debian's Chromium, driven by Playwright (Python package in the
# dev extra, launched with executable_path; `playwright install` is never run). Included
# by the Makefile.
#
#   make browser-deps   installs the chromium package when /usr/bin/chromium is missing
#                       (needs root, as on CI); `make test` depends on it
#   make screenshots    runs the browser tests saving the console's pages to docs/console/

CHROMIUM ?= /usr/bin/chromium

.PHONY: browser-deps screenshots

browser-deps:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	  else \
	    echo "Chromium is missing at $(CHROMIUM): install Debian's chromium package (apt-get install chromium) as root" >&2; \
	    exit 1; \
	  fi; \
	}

screenshots: $(STAMP) browser-deps
	CONSOLE_SCREENSHOTS=docs/console $(BIN)/python -m pytest tests/browser -q
