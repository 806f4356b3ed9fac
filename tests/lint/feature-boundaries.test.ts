import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

/**
 * The project's own ESLint configuration refuses a feature that imports another feature, in the
 * admin and in the site (linted as if the file stood inside the first feature).
 */
async function lintAs(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('feature boundaries (npm run lint)', () => {
  it('the admin: messages may not import portfolio, but may import lib/ and itself', async () => {
    const file = 'apps/admin/src/features/messages/components/boundary-probe.tsx';
    expect(await lintAs(file, "export { usePortfolioItems } from '@/features/portfolio/api/get-portfolio';\n")).toEqual(
      [
        expect.stringContaining(
          'import-x/no-restricted-paths: Unexpected path "@/features/portfolio/api/get-portfolio"',
        ),
      ],
    );
    expect(
      await lintAs(
        file,
        "export { useMessages } from '../api/get-messages';\nexport { api } from '@/lib/api-client';\n",
      ),
    ).toEqual([]);
  });

  it('the site: cities may not import contact, but may import the shared seo layer', async () => {
    const file = 'site/app/features/cities/boundary-probe.ts';
    expect(await lintAs(file, "export { submitContact } from '@/features/contact/api/submit-contact';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths: Unexpected path "@/features/contact/api/submit-contact"'),
    ]);
    expect(await lintAs(file, "export { jsonLdMeta } from '@/seo/json-ld';\n")).toEqual([]);
  });
});
