import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError, type Edit } from '../plan';
import { Source } from '../source-edits';

/** An existing file of the repository, parsed, for the checks a plan makes before it is written. */
export function readSource(root: string, file: string): Source {
  const full = path.join(root, file);
  if (!existsSync(full)) throw new GeneratorError(`${file} is missing: the generator reads it (has it moved?)`);
  return new Source(file, readFileSync(full, 'utf8'));
}

export const exists = (root: string, file: string) => existsSync(path.join(root, file));

/** One edit of a file made of steps, each on the text the one before left (parsed again each time). */
export function editOf(file: string, ...steps: ((source: Source) => string)[]): Edit {
  return {
    file,
    change: (text) => steps.reduce((current, step) => step(new Source(file, current)), text),
  };
}

/** Refuses one of a few choices given wrong, naming the choices. */
export function choice<T extends string>(
  what: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new GeneratorError(`--${what} ${value} is not one of ${choices.join(', ')}`);
}
