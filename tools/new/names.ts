import { GeneratorError } from './plan';

/** The forms of one name the recipes use: `team-count` → teamCount, TeamCount, "Team count". */
export interface Names {
  /** As typed: paths, file and folder names. */
  kebab: string;
  /** Calls, text blocks, object keys. */
  camel: string;
  /** Components, types, router functions. */
  pascal: string;
  /** A first English label when none is given. */
  words: string;
}

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_LENGTH = 40;

/** Checks a name is kebab-case (lower-case words joined by dashes) and gives its forms. */
export function namesOf(name: string, what = 'name'): Names {
  if (!KEBAB.test(name) || name.length > MAX_LENGTH) {
    throw new GeneratorError(
      `the ${what} "${name}" is not kebab-case: lower-case letters and digits in words joined by dashes, starting with a letter, at most ${MAX_LENGTH} characters (e.g. team-count)`,
    );
  }
  const words = name.split('-');
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return {
    kebab: name,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    words: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
  };
}

/** Paths the site's pages may not take: the other language's prefix and what the server serves itself. */
const RESERVED_FIRST_SEGMENTS = ['en', 'admin', 'backend', 'uploads', 'assets', 'healthz', '404'];

/**
 * A page's path below the Arabic root: one kebab-case segment (`warranty`), which names its module
 * and texts. One segment, because the page tests find a page's texts by its path's first segment
 * (`texts/<segment>.ts`, tests/e2e/site-support.ts).
 */
export function pagePathOf(path: string): Names & { path: string } {
  const bare = path.replace(/^\/+|\/+$/g, '');
  const segments = bare.split('/');
  if (RESERVED_FIRST_SEGMENTS.includes(segments[0]!)) {
    throw new GeneratorError(`the page path "${path}" starts with /${segments[0]}, which is not a page of the site`);
  }
  if (segments.length > 1 || !KEBAB.test(bare)) {
    throw new GeneratorError(
      `the page path "${path}" must be one kebab-case segment, without /en (e.g. warranty): a page's texts are found by it (texts/<path>.ts)`,
    );
  }
  return { ...namesOf(bare, 'page path'), path: `/${bare}` };
}

const MAX_LABEL = 60;
/**
 * A title shown in a menu or a heading, also written into comments and tests: one line of plain
 * text, short enough for a phone's menu.
 */
function checkedLabel(text: string, option: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (text.length > MAX_LABEL || /[\u0000-\u001F\u007F`]|\*\/|\$\{/.test(text)) {
    throw new GeneratorError(
      `${option} '${text}' must be one line of at most ${MAX_LABEL} characters, without backquotes, \`*/\` or \`\${\``,
    );
  }
  return text;
}

/** Arabic letters (the Arabic label the generator cannot write for you). */
export function requireArabic(label: string | undefined, example: string): string {
  const text = checkedLabel(label?.trim() ?? '', '--ar');
  if (!/[\u0600-\u06FF]/.test(text)) {
    throw new GeneratorError(
      `the Arabic title is missing: add --ar '${example}' (Arabic is the first language of the site and the admin; the generator does not translate)`,
    );
  }
  return text;
}

/** An English label: given, or the name's words. */
export function englishLabel(label: string | undefined, names: Names): string {
  const text = checkedLabel(label?.trim() || names.words, '--en');
  if (/[\u0600-\u06FF]/.test(text))
    throw new GeneratorError(`--en '${text}' has Arabic letters: give the English title`);
  return text;
}
