import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The catalogue modules: `i18n/messages-<locale>.ts` and the per-area `i18n/catalogues/*.ts`. */
const CATALOGUE_MODULE = /[\\/]src[\\/]i18n[\\/](messages-[a-z]+|catalogues[\\/][^\\/]+)\.ts$/;

/**
 * A message as the AST react-intl would otherwise parse at run time. The run-time parse also knows
 * the locale, which only changes date and time skeletons (`{d, date, ::yMMMd}`), so those are refused
 * here rather than compiled differently; the catalogues use named styles or pre-formatted values.
 */
export function precompileMessage(id: string, message: string): MessageFormatElement[] {
  const ast = parse(message);
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (
        (element.type === TYPE.date || element.type === TYPE.time) &&
        typeof element.style === 'object' &&
        element.style !== null
      ) {
        throw new Error(`${id}: date and time skeletons depend on the locale; use a named style`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(ast);
  return ast;
}

interface Span {
  start: number;
  end: number;
}
type Node = Span & { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && 'start' in value;

function unwrapExpression(node: Node): Node {
  let current = node;
  while (
    ['TSAsExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression'].includes(current.type) &&
    isNode(current.expression)
  ) {
    current = current.expression;
  }
  return current;
}

function readKey(property: Node): string {
  const key = property.key;
  if (isNode(key) && key.type === 'Literal' && typeof key.value === 'string') return key.value;
  if (isNode(key) && key.type === 'Identifier' && typeof key.name === 'string') return key.name;
  throw new Error('catalogue keys must be plain message ids');
}

function readStringValue(value: Node): string | null {
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && Array.isArray(value.expressions)) {
    const quasis = value.quasis as { value: { cooked: string | null } }[];
    if (value.expressions.length === 0 && quasis.length === 1)
      return quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/**
 * Rewrites one catalogue module's exported message objects: every string becomes its AST. Spreads
 * must name another catalogue module's export, which this plugin compiles in turn; anything else (a
 * computed value, a nested object) fails the build, because the parser is not shipped to compile it.
 */
export function precompileCatalogueSource(
  code: string,
  program: { body: unknown[] },
  fileName: string,
): string {
  const catalogueImports = new Set<string>();
  /** Catalogue objects this module exports, which a later one may spread (the whole English). */
  const localCatalogues = new Set<string>();
  const exportedObjects: Node[] = [];
  /** Initialisers that spread another catalogue: see the pure wrapper below. */
  const spreadingInits: Node[] = [];
  for (const statement of program.body) {
    if (!isNode(statement)) continue;
    if (statement.type === 'ImportDeclaration' && isNode(statement.source)) {
      const source = String(statement.source.value);
      if (!/^\.\.?\/(catalogues\/)?[\w-]+$/.test(source) || statement.importKind === 'type')
        continue;
      for (const specifier of statement.specifiers as Node[]) {
        if (isNode(specifier.local)) catalogueImports.add(String(specifier.local.name));
      }
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (!isNode(declarator.init)) continue;
      const init = unwrapExpression(declarator.init);
      if (init.type !== 'ObjectExpression') continue;
      exportedObjects.push(init);
      const properties = init.properties as Node[];
      if (properties.some((property) => property.type === 'SpreadElement'))
        spreadingInits.push(declarator.init);
      if (isNode(declarator.id) && declarator.id.type === 'Identifier')
        localCatalogues.add(String(declarator.id.name));
    }
  }
  const edits: (Span & { text: string })[] = [];
  for (const object of exportedObjects) {
    for (const property of object.properties as Node[]) {
      if (property.type === 'SpreadElement' && isNode(property.argument)) {
        const name = String(property.argument.name);
        const isCatalogue = catalogueImports.has(name) || localCatalogues.has(name);
        if (property.argument.type === 'Identifier' && isCatalogue) continue;
        throw new Error(`${fileName}: spread ${name} is not an imported catalogue`);
      }
      const id = readKey(property);
      const value = isNode(property.value) ? readStringValue(property.value) : null;
      if (value === null || !isNode(property.value)) {
        throw new Error(`${fileName}: ${id} must be a string literal to be precompiled`);
      }
      const { start, end } = property.value;
      edits.push({ start, end, text: JSON.stringify(precompileMessage(id, value)) });
    }
  }
  // A spread may run getters, so the bundler keeps an object built with one even when nothing reads
  // it, and with it the catalogues it spreads: the whole trips catalogue landed in the first-load
  // chunk that way. Built in a pure call, an unread catalogue drops out of every chunk.
  for (const init of spreadingInits) {
    edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
    edits.push({ start: init.end, end: init.end, text: '))()' });
  }
  let output = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}

/**
 * Production builds ship messages already parsed (react-intl's pre-parsed AST messages) and alias the
 * ICU parser to its no-parser build, so the parser's ~7 KB (gzip) never reaches the browser. The dev
 * server and the unit tests keep plain strings and the parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'wayfare:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const fileName = id.split('?')[0] ?? id;
      if (!CATALOGUE_MODULE.test(fileName)) return null;
      const program = this.parse(code, { lang: 'ts' }) as unknown as { body: unknown[] };
      return { code: precompileCatalogueSource(code, program, fileName), map: null };
    },
  };
}
