import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's commands as package.json does (`tsx server/src/cli/<script>.ts`, or
 * `server/src/index.ts` for the server) in its own process from the project folder, with `env` over
 * this process's environment and `input` piped to its standard input (none: an empty one).
 */
export function runCommand(
  script: string,
  args: string[] = [],
  { env = {}, input = '' }: { env?: Record<string, string>; input?: string } = {},
): Promise<CommandResult> {
  const file = script === 'server' ? 'server/src/index.ts' : `server/src/cli/${script}.ts`;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'server/tsconfig.json', file, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
