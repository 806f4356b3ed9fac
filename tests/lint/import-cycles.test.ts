import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

/**
 * The project's own ESLint configuration refuses two modules that import each other, in .ts and
 * .tsx files alike (import-x reads only the extensions its settings name). The files are written
 * into a temp folder inside the app, so the same configuration, tsconfig and `@/` alias apply.
 */
async function lintFolder(underApp: string, files: (folder: string) => Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(ROOT, underApp, 'cycle-probe-'));
  try {
    const named = files(path.basename(dir));
    for (const [name, code] of Object.entries(named)) await writeFile(path.join(dir, name), code);
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(Object.keys(named).map((name) => path.join(dir, name)));
    return results.flatMap((result) =>
      result.messages.map((m) => `${path.basename(result.filePath)}: ${m.ruleId}: ${m.message}`),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('import cycles (npm run lint)', () => {
  it('two .ts modules of the server that import each other', async () => {
    const messages = await lintFolder('server/src', () => ({
      'prices.ts':
        "import { taxOf } from './tax';\nexport const priceWithTax = (price: number) => price + taxOf(price);\n",
      'tax.ts':
        "import { priceWithTax } from './prices';\nexport const taxOf = (price: number) => price * 0.15;\nexport const check = () => priceWithTax(100);\n",
    }));
    expect(messages.sort()).toEqual([
      'prices.ts: import-x/no-cycle: Dependency cycle detected',
      'tax.ts: import-x/no-cycle: Dependency cycle detected',
    ]);
  });

  it('two .tsx components of the admin, one through the `@/` alias', async () => {
    const messages = await lintFolder('apps/admin/src', (folder) => ({
      'outer.tsx': `import { Inner } from '@/${folder}/inner';\nexport function Outer({ depth }: { depth: number }) {\n  return <Inner depth={depth + 1} />;\n}\n`,
      'inner.tsx': `import { Outer } from './outer';\nexport function Inner({ depth }: { depth: number }) {\n  return depth > 2 ? null : <Outer depth={depth} />;\n}\n`,
    }));
    expect(messages.sort()).toEqual([
      'inner.tsx: import-x/no-cycle: Dependency cycle detected',
      'outer.tsx: import-x/no-cycle: Dependency cycle detected',
    ]);
  });

  it('the same components, the recursion passed in as a prop: no cycle', async () => {
    const messages = await lintFolder('apps/admin/src', (folder) => ({
      'outer.tsx': `import { Inner } from '@/${folder}/inner';\nexport function Outer({ depth }: { depth: number }) {\n  return <Inner depth={depth + 1} renderOuter={(d) => <Outer depth={d} />} />;\n}\n`,
      'inner.tsx': `import type { ReactNode } from 'react';\nexport function Inner({ depth, renderOuter }: { depth: number; renderOuter: (depth: number) => ReactNode }) {\n  return depth > 2 ? null : renderOuter(depth);\n}\n`,
    }));
    expect(messages).toEqual([]);
  });
});
