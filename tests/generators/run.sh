#!/usr/bin/env bash
# The generators of `npm run new` (tools/new/), each run in a scratch copy of this working tree; what
# they wrote is then formatted, linted, typechecked, built and tested there: the new calls' API tests
# with the roles, contract, OpenAPI and fuzz tests of those calls, the screen's and the page's browser
# tests and their layout checks. The working tree itself is never changed. Needs Chromium (.ci/run).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
started=$SECONDS
step() { echo "generators: $* ($((SECONDS - started)) s)"; }
scratch="$(mktemp -d "${TMPDIR:-/tmp}/mhs-generators-XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# The tree's files as git sees them (committed or not, ignored ones left out) and its packages; a
# commit there so that git lists what the generators wrote.
cd "$root"
git ls-files -z --cached --others --exclude-standard |
  tar --null --files-from=- --ignore-failed-read -c | tar -x -C "$scratch"
ln -s "$root/node_modules" "$scratch/node_modules"
cd "$scratch"
git -c init.defaultBranch=main init -q
git add -A
git -c user.name=generators -c user.email=generators@localhost commit -qm 'before the generators'

# Each run formats what it writes (prettier). ESLint, which each run would start once, lints all of it
# below; the API's generated files (answers' schemas, docs/api.md) are written by the last run alone.
step "running the generators"
npm run new --silent -- call team-count --roles managers --no-lint --no-regenerate
# A second call of the same feature: added to the router and the texts the first one wrote.
npm run new --silent -- call team-note --method post --feature team-count --no-lint --no-regenerate
npm run new --silent -- page warranty --ar 'الضمان' --en 'Warranty' --no-lint
npm run new --silent -- screen crews --ar 'الطواقم' --en 'Crews' --icon people --roles everyone --no-lint
mapfile -t written < <(git ls-files --modified --others --exclude-standard)

step "prettier and eslint on the ${#written[@]} files they wrote or changed"
npx prettier --check "${written[@]}"
npx eslint $(printf '%s\n' "${written[@]}" | grep -E '\.tsx?$')

# npm run typecheck less what no generator touches: the desktop app and tools/ (server's project
# includes shared/, so shared's own project adds nothing here).
step "typecheck"
npx tsc -p server
npm run typegen:site --silent
npx tsc -p site
npx tsc -p apps/admin
npx tsc -p tests

step "build"
npm run build >build.log 2>&1 || {
  cat build.log
  exit 1
}

step "the new items' tests"
npx vitest run --config tests/vitest.config.ts \
  server/test/team-count.test.ts server/test/team-note.test.ts server/test/crews.test.ts \
  server/test/roles.test.ts server/test/api-contract.test.ts \
  server/test/openapi.test.ts server/test/openapi-answers.test.ts server/test/openapi-docs.test.ts \
  apps/admin/src/text/text-resources.test.ts tests/screens/screens.test.ts \
  site/app/route-paths.test.ts tests/seo/site-head.test.ts
npx vitest run --config tests/vitest.config.ts server/test/security-fuzz.test.ts \
  -t 'admin/(team-count|team-note|crews)\.php'
npx playwright test --config tests/playwright.config.ts \
  admin-crews.spec.ts site-warranty.spec.ts site-pages.spec.ts layout.spec.ts \
  -g 'admin-crews|admin-(en-)?crews$|warranty|complete document'

step "passed"
