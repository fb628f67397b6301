#!/usr/bin/env bash
# `npm test`: every Vitest project (domain, API on in-memory PGlite, PWA), then the e2e journeys
# in Chromium on the built app. With TEST_PG_ALONGSIDE=1 (CI sets it), the API suite also runs on
# a throwaway PostgreSQL cluster (`npm run test:pg`) while the e2e runs: one worker, at a lower
# priority, in time the e2e leaves idle; its output follows the e2e's, and either failing fails.
set -euo pipefail
cd "$(dirname "$0")/.."

npx vitest run

pg=
if [ "${TEST_PG_ALONGSIDE:-}" = 1 ]; then
  mkdir -p var
  nice -n 10 npm run test:pg -- --maxWorkers=1 >var/test-pg.log 2>&1 &
  pg=$!
  echo "test: the API suite on PostgreSQL runs alongside the e2e (var/test-pg.log)"
fi

status=0
npx playwright test || status=$?

if [ -n "$pg" ]; then
  if wait "$pg"; then
    echo "test: the API suite on PostgreSQL passed"
    tail -n 8 var/test-pg.log
  else
    echo "test: the API suite on PostgreSQL failed:"
    cat var/test-pg.log
    status=1
  fi
fi
exit "$status"
