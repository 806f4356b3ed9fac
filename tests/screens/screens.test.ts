import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../apps/admin/src/app/screens';
import { ALL_SCREENS } from './screens';

const ADMIN = ALL_SCREENS.filter((screen) => screen.area === 'admin');
const pathOf = (url: string) => new URL(url, 'http://admin.test').pathname;

describe('the screens the layout checks and the screenshots walk (tests/screens/screens.ts)', () => {
  it("are every screen of the admin's table as it opens, in Arabic and in English", () => {
    const missing = SCREENS.flatMap((screen) =>
      (['ar', 'en'] as const)
        .filter(
          (lang) =>
            !ADMIN.some(
              (walked) =>
                walked.lang === lang &&
                walked.signedIn &&
                !walked.state &&
                !walked.role &&
                walked.path === `/admin/${screen.path}`,
            ),
        )
        .map((lang) => `${lang}: /admin/${screen.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('name only screens of the table (or the sign-in screen), each once', () => {
    const known = new Set(['/admin/login', ...SCREENS.map((screen) => `/admin/${screen.path}`)]);
    expect(ADMIN.map((screen) => pathOf(screen.path)).filter((path) => !known.has(path))).toEqual([]);
    const names = ALL_SCREENS.map((screen) => screen.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
