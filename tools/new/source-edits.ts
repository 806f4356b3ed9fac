import ts from 'typescript';
import { GeneratorError } from './plan';

/**
 * Small edits of existing TypeScript found by the code's structure, read with the TypeScript
 * compiler's parser (a variable's object or array, a function's last `return`, the imports),
 * never by matching text: comments and formatting around an anchor do not move it. Each edit
 * returns the file's new text; prettier formats it afterwards. A missing anchor is an error that
 * names the file and what was looked for.
 */
export class Source {
  readonly file: ts.SourceFile;

  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    this.file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  }

  fail(what: string): never {
    throw new GeneratorError(
      `${this.path}: ${what} was not found, so nothing was written. The generator's anchors are in tools/new/; add this item by hand or adapt the generator to the file's new shape`,
    );
  }

  /** The value a `const name = …` gives (through `as const`, `satisfies` and brackets). */
  variable(name: string): ts.Expression {
    let found: ts.Expression | undefined;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
        found = unwrap(node.initializer);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(this.file);
    return found ?? this.fail(`the variable ${name}`);
  }

  object(name: string): ts.ObjectLiteralExpression {
    const value = this.variable(name);
    return ts.isObjectLiteralExpression(value) ? value : this.fail(`an object literal in ${name}`);
  }

  array(name: string): ts.ArrayLiteralExpression {
    const value = this.variable(name);
    return ts.isArrayLiteralExpression(value) ? value : this.fail(`an array literal in ${name}`);
  }

  /** The object a property of an object holds (`nav` of the locale). */
  objectProperty(owner: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralExpression | undefined {
    const property = owner.properties.find((p) => propertyName(p) === name);
    if (!property) return undefined;
    const value = ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined;
    return value && ts.isObjectLiteralExpression(value) ? value : this.fail(`an object in the property ${name}`);
  }

  /** A top-level function declaration. */
  functionNamed(name: string): ts.FunctionDeclaration {
    const found = this.file.statements.find(
      (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name,
    );
    return found?.body ? found : this.fail(`the function ${name}`);
  }

  /** The `return <identifier>;` that ends a function: new statements go just before it. */
  finalReturn(fn: ts.FunctionDeclaration): ts.ReturnStatement & { expression: ts.Identifier } {
    const last = fn.body!.statements.at(-1);
    if (last && ts.isReturnStatement(last) && last.expression && ts.isIdentifier(last.expression)) {
      return last as ts.ReturnStatement & { expression: ts.Identifier };
    }
    return this.fail(`a final \`return <router>;\` in ${fn.name!.text}`);
  }

  /** Every call `callee(…)` in the file whose first argument is the string `firstArgument`. */
  callsWith(callee: string, firstArgument: string): ts.CallExpression[] {
    const found: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === callee &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0]) &&
        node.arguments[0].text === firstArgument
      ) {
        found.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(this.file);
    return found;
  }

  /** Whether the file has a string literal with this value anywhere. */
  hasString(value: string): boolean {
    let found = false;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (ts.isStringLiteralLike(node) && node.text === value) found = true;
      else ts.forEachChild(node, visit);
    };
    visit(this.file);
    return found;
  }
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** A property's name as written (`name:`, `'go-live':`, `name`). */
export function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

export const propertyNames = (object: ts.ObjectLiteralExpression) =>
  object.properties.map(propertyName).filter((n): n is string => n !== undefined);

/** The string values of one property across an array of objects (the `path` of each screen row). */
export function stringsOf(array: ts.ArrayLiteralExpression, property: string): string[] {
  return array.elements.flatMap((element) => {
    if (!ts.isObjectLiteralExpression(element)) return [];
    const found = element.properties.find((p) => propertyName(p) === property);
    return found && ts.isPropertyAssignment(found) && ts.isStringLiteralLike(found.initializer)
      ? [found.initializer.text]
      : [];
  });
}

/** Adds an element at the end of an object or array literal (a trailing comma after it stays). */
export function appendTo(
  source: Source,
  container: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression,
  snippet: string,
): string {
  const elements = ts.isObjectLiteralExpression(container) ? container.properties : container.elements;
  const last = elements.at(-1);
  const at = last ? last.getEnd() : container.getStart(source.file) + 1;
  return splice(source.text, at, last ? `,\n${snippet}` : `\n${snippet},\n`);
}

/** Puts a statement on the line after a node. */
export function insertAfter(source: Source, node: ts.Node, snippet: string): string {
  return splice(source.text, node.getEnd(), `\n${snippet}`);
}

/** Puts a snippet (a statement, or an element with its comma) just before a node. */
export function insertBefore(source: Source, node: ts.Node, snippet: string): string {
  const at = node.getStart(source.file);
  return splice(source.text, at, `${snippet}\n`);
}

/**
 * Makes sure names are imported from a module: added to an import of that module of the same kind
 * (`import type` or not), or as a new import after the last one.
 */
export function ensureImport(source: Source, module: string, names: string[], { typeOnly = false } = {}): string {
  const imports = source.file.statements.filter(ts.isImportDeclaration);
  const same = imports.find(
    (i) =>
      ts.isStringLiteral(i.moduleSpecifier) &&
      i.moduleSpecifier.text === module &&
      Boolean(i.importClause?.isTypeOnly) === typeOnly &&
      i.importClause?.namedBindings &&
      ts.isNamedImports(i.importClause.namedBindings),
  );
  if (same) {
    const bindings = same.importClause!.namedBindings as ts.NamedImports;
    const present = new Set(bindings.elements.map((e) => e.name.text));
    const missing = names.filter((n) => !present.has(n));
    if (missing.length === 0) return source.text;
    const last = bindings.elements.at(-1);
    return last
      ? splice(source.text, last.getEnd(), `, ${missing.join(', ')}`)
      : splice(source.text, bindings.getStart(source.file) + 1, ` ${missing.join(', ')} `);
  }
  const line = `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${module}';`;
  const last = imports.at(-1);
  return last ? splice(source.text, last.getEnd(), `\n${line}`) : `${line}\n${source.text}`;
}

function splice(text: string, at: number, insert: string): string {
  return text.slice(0, at) + insert + text.slice(at);
}

/** Runs one edit on a file's text: parse, find, change. */
export const edit =
  (file: string, change: (source: Source) => string) =>
  (text: string): string =>
    change(new Source(file, text));
