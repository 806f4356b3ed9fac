import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { lintWritten } from './lint';
import { GeneratorError } from './plan';
import { report, runNew, USAGE } from './run';

// `npm run new -- <kind> <name> …` (tools/new/run.ts), on the repository this file is in.
const root = path.resolve(import.meta.dirname, '../..');
// For tests/generators/run.sh, which lints everything its runs wrote at once (--no-lint) and lets
// only its last run write the API's generated files (--no-regenerate): each start costs seconds.
const FLAGS = ['--no-lint', '--no-regenerate'];
const lint = !process.argv.includes('--no-lint');
const regenerate = !process.argv.includes('--no-regenerate');
const args = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
} else {
  try {
    const outcome = await runNew(args, root);
    console.log(report(outcome));
    const scripts = regenerate ? outcome.plan.regenerate : [];
    for (const script of scripts) {
      console.log(`npm run ${script}`);
      execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    }
    const problems = lint ? await lintWritten(root, [...outcome.created, ...outcome.changed]) : '';
    if (problems) {
      console.error(`\nESLint on what was written:${problems}`);
      process.exitCode = 1;
    }
  } catch (error) {
    // parseArgs' own errors (an unknown option) are as plain as ours.
    const plain = error instanceof GeneratorError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!plain) throw error;
    console.error(`npm run new: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
