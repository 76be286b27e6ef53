#!/usr/bin/env bash
# The one command that validates everything: typecheck, lint, unit, integration, build, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results
# Each phase prints its start time, so where the suite spends its time can be read off any run.
phase() { echo "== $1 ($(date +%T))"; }

bash scripts/ensure-chromium.sh
phase typecheck; npm run --silent typecheck
phase lint; npm run --silent lint
phase format; npm run --silent format:check
phase "unit and integration ($([ -n "${TEST_DATABASE_URL:-}" ] && echo PostgreSQL || echo PGlite))"
npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest-report.json
phase build; npm run --silent build
phase "end-to-end (Chromium)"; npx playwright test
phase summary
node --import tsx scripts/test-summary.ts
