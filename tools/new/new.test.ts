import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runNew } from './run';

// The generators on a copy of this repository's sources in a temp folder: what each writes, and that
// a refused command writes nothing. tests/generators/run.sh compiles and tests what they write.
const REPO = path.resolve(import.meta.dirname, '../..');
/** What the generators read and write, and prettier's settings. */
const COPIED = [
  'shared',
  'server/src/routes',
  'server/src/openapi',
  'server/test',
  'apps/admin/src',
  'site/app',
  'tests/e2e',
  '.prettierrc.json',
];

// Each test copies about 600 files and formats a dozen: a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copyOfRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mhs-new-'));
  copies.push(dir);
  for (const part of COPIED) cpSync(path.join(REPO, part), path.join(dir, part), { recursive: true });
  return dir;
}

/** Every file below a folder with a hash of its bytes: what "nothing was written" compares. */
function snapshot(dir: string, below = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(dir, below), { withFileTypes: true })) {
    const file = path.join(below, entry.name);
    if (entry.isDirectory()) for (const pair of snapshot(dir, file)) files.set(...pair);
    else
      files.set(
        file,
        createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex'),
      );
  }
  return files;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

async function expectFormatted(root: string, files: string[]): Promise<void> {
  for (const file of files) {
    const filepath = path.join(root, file);
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check(read(root, file), options), `${file} is formatted`).toBe(true);
  }
}

describe('npm run new', () => {
  it('call: writes and edits every file of the recipe, formatted', async () => {
    const root = copyOfRepo();
    const { created, changed, plan } = await runNew(['call', 'team-count', '--roles', 'managers'], root);
    expect(created.sort()).toEqual(
      [
        'shared/schemas/team-count.ts',
        'server/test/team-count.test.ts',
        'server/src/routes/admin-team-count.ts',
        'apps/admin/src/features/team-count/text.ts',
        'apps/admin/src/features/team-count/api/team-count.ts',
      ].sort(),
    );
    expect(changed.sort()).toEqual(
      [
        'shared/api/routes.ts',
        'shared/api/contract.ts',
        'server/src/routes/admin.ts',
        'server/test/roles.test.ts',
        'server/test/fuzz-calls.ts',
        'server/src/openapi/examples.ts',
      ].sort(),
    );
    expect(read(root, 'shared/api/routes.ts')).toContain(
      "teamCount: get<TeamCountAnswer>(admin('team-count.php'), [...SIGNED_IN, 400], { roles: MANAGERS }),",
    );
    expect(read(root, 'shared/api/contract.ts')).toContain('teamCount: { query: teamCountQuerySchema },');
    // Mounted after every other router, inside the guards, given the services as every router is.
    expect(read(root, 'server/src/routes/admin.ts')).toMatch(
      /mount\(adminDemoRouter\(deps\)\);\n {2}mount\(adminTeamCountRouter\(deps\)\);\n/,
    );
    const router = read(root, 'server/src/routes/admin-team-count.ts');
    expect(router).toContain('export type AdminTeamCountDeps = Pick<RouteDeps, never>;');
    expect(router).toContain('export function adminTeamCountRouter({}: AdminTeamCountDeps): Router {');
    // The OpenAPI document's example, then the answers' schemas and docs/api.md from their scripts.
    expect(read(root, 'server/src/openapi/examples.ts')).toContain("teamCount: { query: { q: 'بحث' } },");
    expect(plan.regenerate).toEqual(['openapi:answers', 'docs:api']);
    expect(read(root, 'server/test/roles.test.ts')).toMatch(/'bookingSettingsSave',\n\s+'teamCount',\n\s+\];/);
    await expectFormatted(root, [...created, ...changed]);
  });

  it('call: adds to an existing feature its handler, imports and error texts, and mounts nothing', async () => {
    const root = copyOfRepo();
    const router = 'server/src/routes/admin-go-live.ts';
    const { created, changed } = await runNew(
      ['call', 'go-live-note', '--feature', 'go-live', '--method', 'post'],
      root,
    );
    expect(created).toContain('apps/admin/src/features/go-live/api/go-live-note.ts');
    expect(changed).toContain(router);
    expect(changed).not.toContain('server/src/routes/admin.ts');
    const code = read(root, router);
    expect(code).toMatch(/router\.post\(adminRoute\(API\.goLiveNote\)[\s\S]*\n {2}return router;\n\}/);
    expect(code).toContain("import { jsonBody, validate } from '../http/validate';");
    const texts = read(root, 'apps/admin/src/features/go-live/text.ts');
    expect(texts).toContain("saveGoLiveNote: 'تعذّر الحفظ'");
    expect(texts).toContain("saveGoLiveNote: 'Failed to save'");
    expect(read(root, 'server/src/openapi/examples.ts')).toContain("goLiveNote: { body: { name: 'اسم' } },");
    expect(read(root, 'apps/admin/src/features/go-live/api/go-live-note.ts')).toContain(
      "meta: { operation: 'goLive.errors.saveGoLiveNote' }",
    );
    await expectFormatted(root, [...created, ...changed]);
  });

  it('screen: the call it reads, its page, texts, row, loader and browser test', async () => {
    const root = copyOfRepo();
    const { created, changed } = await runNew(['screen', 'crews', '--ar', 'الطواقم', '--icon', 'people'], root);
    expect(created).toEqual(
      expect.arrayContaining([
        'apps/admin/src/features/crews/components/crews-page.tsx',
        'apps/admin/src/features/crews/text.ts',
        'tests/e2e/admin-crews.spec.ts',
        'server/src/routes/admin-crews.ts',
      ]),
    );
    // A screen of one call keeps its useQuery in its page: no hook file.
    expect(created.filter((file) => file.includes('/api/'))).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining(['apps/admin/src/app/screens.ts', 'apps/admin/src/app/screen-loaders.ts']),
    );
    expect(read(root, 'apps/admin/src/app/screens.ts')).toMatch(
      /path: 'crews',\n\s+label: \{ ar: 'الطواقم', en: 'Crews' \},\n\s+call: 'crews',\n\s+icon: 'people',/,
    );
    await expectFormatted(root, [...created, ...changed]);
  });

  it('page: one module, its texts, its line in bilingualPages before the 404, its path, footer link and labels', async () => {
    const root = copyOfRepo();
    const { created, changed, plan } = await runNew(['page', 'warranty', '--ar', 'الضمان', '--en', 'Warranty'], root);
    expect(created.sort()).toEqual(
      ['site/app/routes/warranty.tsx', 'site/app/texts/warranty.ts', 'tests/e2e/site-warranty.spec.ts'].sort(),
    );
    expect(changed.sort()).toEqual(
      [
        'site/app/route-paths.ts',
        'site/app/routes.ts',
        'site/app/components/footer.tsx',
        'site/app/locales/ar.ts',
        'site/app/locales/en.ts',
      ].sort(),
    );
    expect(read(root, 'site/app/routes.ts')).toMatch(/page\('warranty', 'warranty'\),\n\s+page\('\*', 'not-found'\),/);
    // Named as the page tests look for them (tests/e2e/site-support.ts, pageTexts).
    expect(read(root, 'site/app/texts/warranty.ts')).toContain(
      'export const WARRANTY_TEXTS: Record<Language, WarrantyTexts> = {',
    );
    expect(plan.regenerate).toEqual([]);
    await expectFormatted(root, [...created, ...changed]);
    // The path is now the site's: a second run names it.
    await expect(runNew(['page', 'warranty', '--ar', 'الضمان'], root)).rejects.toThrow(
      '/warranty is a page of the site already',
    );
  });

  it('refuses a wrong or taken name, or a missing Arabic title, and writes nothing', async () => {
    const root = copyOfRepo();
    const before = snapshot(root);
    const refusals: [string[], string][] = [
      [['call', 'TeamCount'], 'is not kebab-case'],
      [['call', 'team_count'], 'is not kebab-case'],
      [['call', 'contacts'], 'the call contacts exists already'],
      [['call', 'portfolio-list'], 'the call portfolioList exists already in shared/api/public-routes.ts'],
      [['call', 'x', '--roles', 'admins'], '--roles admins is not one of owner, managers, everyone'],
      [['call', 'x', '--ar', 'س'], 'call takes no --ar'],
      [['screen', 'staff', '--ar', 'الموظفون'], 'the screen /admin/staff exists already'],
      [['screen', 'crews'], 'the Arabic title is missing'],
      [['screen', 'crews', '--ar', 'الطواقم', '--icon', 'rocket-ship'], '--icon rocket-ship is not a menu icon'],
      [['screen', 'visit', '--ar', 'زيارة'], 'visit is a block of the shared texts'],
      [['page', 'privacy', '--ar', 'الخصوصية'], '/privacy is a page of the site already'],
      [['page', 'services', '--ar', 'الخدمات'], '/services is a page of the site already'],
      [['page', 'guides/moving-day', '--ar', 'دليل'], 'must be one kebab-case segment'],
      [['page', 'en/warranty', '--ar', 'الضمان'], 'starts with /en'],
      [['page', 'warranty', '--ar', 'الضمان', '--en', 'الضمان'], 'has Arabic letters'],
      [['page', 'warranty', '--ar', 'الضمان', '--en', 'Warranty */'], "--en 'Warranty */' must be one line"],
      [['widget', 'x'], 'no generator "widget"'],
    ];
    for (const [args, message] of refusals) {
      await expect(runNew(args, root), args.join(' ')).rejects.toThrow(message);
    }
    expect(snapshot(root)).toEqual(before);
  });

  it('stops before writing anything when an anchor is gone, and says which', async () => {
    const root = copyOfRepo();
    const admin = path.join(root, 'server/src/routes/admin.ts');
    writeFileSync(admin, readFileSync(admin, 'utf8').replaceAll('mount(', 'attach('));
    const before = snapshot(root);
    await expect(runNew(['call', 'team-count'], root)).rejects.toThrow(
      'server/src/routes/admin.ts: a `mount(…);` in adminRouter was not found, so nothing was written',
    );
    // An anchor only the writing step looks for: found gone after the new files and the first edits were made.
    const contract = path.join(root, 'shared/api/contract.ts');
    writeFileSync(contract, readFileSync(contract, 'utf8').replace('const INPUT = {', 'const INPUTS = {'));
    const withoutInput = snapshot(root);
    await expect(runNew(['call', 'team-count', '--feature', 'go-live'], root)).rejects.toThrow(
      'shared/api/contract.ts: the variable INPUT was not found, so nothing was written',
    );
    expect(snapshot(root)).toEqual(withoutInput);
    const routes = path.join(root, 'site/app/routes.ts');
    writeFileSync(routes, readFileSync(routes, 'utf8').replace("page('*', 'not-found'),", ''));
    const withoutCatchAll = snapshot(root);
    await expect(runNew(['page', 'warranty', '--ar', 'الضمان'], root)).rejects.toThrow(
      "site/app/routes.ts: page('*', …) in the array bilingualPages returns was not found",
    );
    expect(snapshot(root)).toEqual(withoutCatchAll);
    expect(before.size).toBe(withoutCatchAll.size);
    expect(before.size).toBe(withoutInput.size);
  });
});
