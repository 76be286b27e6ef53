#!/usr/bin/env bash
# The one command that validates everything: typecheck, lint, unit, integration, build, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results

bash scripts/ensure-chromium.sh
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== format"; npm run --silent format:check
echo "== unit and integration ($([ -n "${TEST_DATABASE_URL:-}" ] && echo PostgreSQL || echo PGlite))"
npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest-report.json
echo "== build"; npm run --silent build
echo "== end-to-end (Chromium)"; npx playwright test
node --import tsx scripts/test-summary.ts
