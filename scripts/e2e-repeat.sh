#!/usr/bin/env bash
# Finds flakes before CI does: the whole end-to-end suite three times in a row, or the specs and options
# given (`npm run test:e2e:repeat -- tests/e2e/cart-page.spec.ts --project=desktop`) twenty times each.
# One worker for a chosen spec, so two copies of a test never share the shop at the same moment.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
  for run in 1 2 3; do
    echo "== end-to-end run $run of 3 ($(date +%T))"
    npx playwright test --retries=0
  done
else
  npx playwright test --retries=0 --repeat-each=20 --workers=1 "$@"
fi
