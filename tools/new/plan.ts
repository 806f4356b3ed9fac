import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/** A mistake in what was asked, or a file the generator cannot safely change: said in one sentence. */
export class GeneratorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeneratorError';
  }
}

/** A change to an existing file: the whole new text from the current one (throws when its anchor is gone). */
export interface Edit {
  file: string;
  change(source: string): string;
}

/** Everything one command writes, decided before anything is written. */
export interface Plan {
  /** New files, by path below the repository's root. */
  creates: { file: string; text: string }[];
  edits: Edit[];
  /** What the person edits next, in the order they meet it. */
  leftToEdit: string[];
  /** The tests that prove the new item, as commands. */
  tests: string[];
  /**
   * The npm scripts that write files from what the plan wrote (the answers' JSON Schemas, the API
   * reference), run after it in this order: their output follows from the code, so it is not templated.
   */
  regenerate: string[];
}

export const emptyPlan = (): Plan => ({ creates: [], edits: [], leftToEdit: [], tests: [], regenerate: [] });

export function mergePlans(...plans: Plan[]): Plan {
  return {
    creates: plans.flatMap((p) => p.creates),
    edits: plans.flatMap((p) => p.edits),
    leftToEdit: plans.flatMap((p) => p.leftToEdit),
    tests: [...new Set(plans.flatMap((p) => p.tests))],
    regenerate: [...new Set(plans.flatMap((p) => p.regenerate))],
  };
}

export interface Written {
  created: string[];
  changed: string[];
}

/**
 * Carries out a plan all or nothing: every new file must be new, every edit must find its anchor and
 * every result must format (prettier, with the repository's settings) before the first file is
 * written, so a refused command leaves the tree as it was.
 */
export async function applyPlan(root: string, plan: Plan): Promise<Written> {
  const results = new Map<string, string>();
  for (const { file, text } of plan.creates) {
    if (existsSync(path.join(root, file)) || results.has(file)) {
      throw new GeneratorError(`${file} exists already: choose another name, or remove it first`);
    }
    results.set(file, text);
  }
  const changed: string[] = [];
  for (const edit of plan.edits) {
    if (results.has(edit.file) && !changed.includes(edit.file)) {
      throw new GeneratorError(`${edit.file} is both written and edited by one plan (a generator's mistake)`);
    }
    const current = results.get(edit.file) ?? readExisting(root, edit.file);
    results.set(edit.file, edit.change(current));
    if (!changed.includes(edit.file)) changed.push(edit.file);
  }
  const formatted = new Map<string, string>();
  for (const [file, text] of results) formatted.set(file, await format(root, file, text));
  for (const [file, text] of formatted) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { created: plan.creates.map((c) => c.file), changed };
}

function readExisting(root: string, file: string): string {
  const full = path.join(root, file);
  if (!existsSync(full)) throw new GeneratorError(`${file} is missing: the generator edits it (has it moved?)`);
  return readFileSync(full, 'utf8');
}

async function format(root: string, file: string, text: string): Promise<string> {
  const filepath = path.join(root, file);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  try {
    return await prettier.format(text, { ...options, filepath });
  } catch (error) {
    throw new GeneratorError(`${file} would not be valid code after the change: ${(error as Error).message}`);
  }
}
