import { parseArgs } from 'node:util';
import { callPlan } from './generators/call';
import { pagePlan } from './generators/page';
import { screenPlan } from './generators/screen';
import { applyPlan, GeneratorError, type Plan, type Written } from './plan';

export const USAGE = `npm run new -- <kind> <name> [options]: writes every file of a recipe of docs/architecture.md

  call <name>    an admin API call: --method get|post (get), --roles owner|managers|everyone (owner),
                 --feature <folder> (the call's name): its router server/src/routes/admin-<folder>.ts
                 (added to when it exists) and its hook in apps/admin/src/features/<folder>/api/
  screen <name>  an admin screen at /admin/<name> with the call it reads: --ar <menu label> (needed),
                 --en <label>, --icon <a menu icon of app/screens.ts> (services), --roles (owner)
  page <path>    a page of the site at /<path> and /en/<path>: --ar <title> (needed), --en <title>

What is written is formatted (prettier) and linted (ESLint; --no-lint leaves that to you). A new call's
answer schema and API reference are then written by npm run openapi:answers and npm run docs:api
(--no-regenerate leaves those to you).

Names are kebab-case (team-count); nothing is written unless everything can be.`;

export interface Outcome extends Written {
  plan: Plan;
}

/** Runs one generator on the repository at `root`: the plan first, then all its files at once. */
export async function runNew(args: string[], root: string): Promise<Outcome> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      ar: { type: 'string' },
      en: { type: 'string' },
      icon: { type: 'string' },
      roles: { type: 'string' },
      method: { type: 'string' },
      feature: { type: 'string' },
    },
  });
  const [kind, name, ...rest] = positionals;
  if (!kind || !name || rest.length > 0) throw new GeneratorError(`give a kind and one name\n\n${USAGE}`);
  const only = (allowed: (keyof typeof values)[]) => {
    const extra = Object.keys(values).filter((key) => !allowed.includes(key as keyof typeof values));
    if (extra.length > 0) throw new GeneratorError(`${kind} takes no --${extra.join(', --')}\n\n${USAGE}`);
  };
  let plan: Plan;
  if (kind === 'call') {
    only(['method', 'roles', 'feature']);
    plan = callPlan(root, { name, ...values });
  } else if (kind === 'screen') {
    only(['ar', 'en', 'icon', 'roles']);
    plan = screenPlan(root, { name, ...values });
  } else if (kind === 'page') {
    only(['ar', 'en']);
    plan = await pagePlan(root, { path: name, ...values });
  } else {
    throw new GeneratorError(`no generator "${kind}": call, screen or page\n\n${USAGE}`);
  }
  return { plan, ...(await applyPlan(root, plan)) };
}

/** What a person reads after a run: what was written, what to edit, how to test it. */
export function report({ created, changed, plan }: Outcome): string {
  return [
    'Written:',
    ...created.map((file) => `  + ${file}`),
    ...changed.map((file) => `  ~ ${file}`),
    'Left to edit:',
    ...plan.leftToEdit.map((line) => `  - ${line}`),
    ...(plan.regenerate.length > 0
      ? ['Written from the code next:', ...plan.regenerate.map((s) => `  npm run ${s}`)]
      : []),
    'Then check it:',
    '  npm run typecheck',
    ...plan.tests.map((line) => `  ${line}`),
  ].join('\n');
}
