import ts from 'typescript';
import { englishLabel, namesOf, requireArabic } from '../names';
import { GeneratorError, mergePlans, type Plan } from '../plan';
import { appendTo, propertyNames, stringsOf } from '../source-edits';
import * as template from '../templates/screen';
import { callPlan } from './call';
import { editOf, exists, readSource } from './read';

export interface ScreenOptions {
  name: string;
  ar?: string;
  en?: string;
  icon?: string;
  roles?: string;
}

const FILES = {
  screens: 'apps/admin/src/app/screens.ts',
  loaders: 'apps/admin/src/app/screen-loaders.ts',
  sharedTexts: 'apps/admin/src/text/ar.ts',
};
/** A menu icon every office knows, when none is asked for. */
const DEFAULT_ICON = 'services';

/**
 * A new admin screen (docs/architecture.md, "A new admin screen") with the call it reads, written
 * with it (the page is made for that call's answer): the call's files as `new -- call`, less the
 * hook (a screen of one call keeps its useQuery in its page), then the page, its texts, its row and
 * loader, and a browser test. The path, the text block and the call share the screen's name.
 */
export function screenPlan(root: string, options: ScreenOptions): Plan {
  const screen = namesOf(options.name, 'screen name');
  const t: template.ScreenTemplate = {
    screen,
    label: { ar: requireArabic(options.ar, 'الفرق'), en: englishLabel(options.en, screen) },
    icon: options.icon ?? DEFAULT_ICON,
  };

  const screens = readSource(root, FILES.screens);
  if (stringsOf(screens.array('ROWS'), 'path').includes(screen.kebab)) {
    throw new GeneratorError(`the screen /admin/${screen.kebab} exists already in ${FILES.screens}`);
  }
  const icons = iconNames(screens);
  if (!icons.includes(t.icon)) {
    throw new GeneratorError(
      `--icon ${t.icon} is not a menu icon; one of: ${icons.join(', ')} (a new one is named in ScreenIconName and drawn in app/screen-icons.tsx)`,
    );
  }
  if (exists(root, `apps/admin/src/features/${screen.kebab}`)) {
    throw new GeneratorError(`apps/admin/src/features/${screen.kebab} exists already: choose another name`);
  }
  if (propertyNames(readSource(root, FILES.sharedTexts).object('ar')).includes(screen.camel)) {
    throw new GeneratorError(
      `${screen.camel} is a block of the shared texts (${FILES.sharedTexts}), named after a thing: name the screen otherwise (its texts take its name)`,
    );
  }

  const folder = `apps/admin/src/features/${screen.kebab}`;
  const own: Plan = {
    creates: [
      { file: `${folder}/components/${screen.kebab}-page.tsx`, text: template.pageFile(t) },
      { file: `${folder}/text.ts`, text: template.textFile(t) },
      { file: `tests/e2e/admin-${screen.kebab}.spec.ts`, text: template.browserTest(t) },
    ],
    edits: [
      editOf(FILES.screens, (s) => appendTo(s, s.array('ROWS'), template.screenRow(t))),
      editOf(FILES.loaders, (s) => appendTo(s, s.object('SCREEN_LOADERS'), template.loaderEntry(t))),
    ],
    leftToEdit: [
      `${folder}/components/${screen.kebab}-page.tsx: what the screen shows and does`,
      `${folder}/text.ts: the introduction and the screen's words, both languages`,
      `tests/e2e/admin-${screen.kebab}.spec.ts: what the office does on the screen`,
    ],
    tests: [
      `npx vitest run --config tests/vitest.config.ts apps/admin/src/text/text-resources.test.ts tests/screens/screens.test.ts`,
      `npx playwright test --config tests/playwright.config.ts admin-${screen.kebab}.spec.ts layout.spec.ts -g 'admin-${screen.kebab}|admin-(en-)?${screen.kebab}$'`,
    ],
    regenerate: [],
  };
  return mergePlans(callPlan(root, { name: screen.kebab, roles: options.roles }, { forScreen: true }), own);
}

/** The members of `type ScreenIconName = 'a' | 'b' | …`. */
function iconNames(screens: ReturnType<typeof readSource>): string[] {
  const alias = screens.file.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'ScreenIconName',
  );
  if (!alias || !ts.isUnionTypeNode(alias.type)) return screens.fail('the union type ScreenIconName');
  return alias.type.types.flatMap((member) =>
    ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : [],
  );
}
