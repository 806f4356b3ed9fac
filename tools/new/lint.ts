import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * ESLint, with the repository's configuration, on what a generator wrote (prettier already formatted
 * it): the import boundaries and cycles as `npm run lint` sees them. Empty when it is clean.
 */
export async function lintWritten(root: string, files: string[]): Promise<string> {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(files.map((file) => path.join(root, file)));
  if (results.every((result) => result.errorCount + result.warningCount === 0)) return '';
  return (await eslint.loadFormatter('stylish')).format(results);
}
