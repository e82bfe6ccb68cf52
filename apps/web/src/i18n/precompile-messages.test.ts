import { parse } from '@formatjs/icu-messageformat-parser';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from './messages-en';
import { FR_MESSAGES } from './messages-fr';
import enSource from './messages-en.ts?raw';
import frSource from './messages-fr.ts?raw';
import shopSource from './catalogues/flight-shop.ts?raw';
import shopFrSource from './catalogues/flight-shop-fr.ts?raw';
import { precompileCatalogueSource, precompileMessage } from './precompile-messages';

const compile = (source: string) =>
  precompileCatalogueSource(source, parseSync('catalogue.ts', source, { lang: 'ts' }).program, 'x');

describe('precompiled messages', () => {
  it('are the AST react-intl would parse at run time, in both languages', () => {
    for (const [catalogue, tag] of [
      [EN_MESSAGES, 'en-US'],
      [FR_MESSAGES, 'fr-CA'],
    ] as const) {
      for (const [id, message] of Object.entries(catalogue)) {
        // What intl-messageformat does with a string message (its defaults plus the locale).
        expect(precompileMessage(id, message), id).toEqual(
          parse(message, { locale: new Intl.Locale(tag) }),
        );
      }
    }
  });

  it('rewrites every message of a catalogue module in place, whatever its characters', () => {
    const source = [
      "import { OTHER_EN } from './catalogues/other';",
      'export const EN = {',
      "  'a.plain': 'Déjà vu – “quoted” {name}',",
      '  b: `Template {count, plural, one {# item} other {# items}}`,',
      '  ...OTHER_EN,',
      '} as const;',
      'export type Id = keyof typeof EN;',
    ].join('\n');
    const compiled = compile(source);
    const objectLiteral = compiled.slice(compiled.indexOf('{', compiled.indexOf('= ')));
    expect(compiled).toContain(`'a.plain': ${JSON.stringify(parse('Déjà vu – “quoted” {name}'))},`);
    expect(compiled).toContain(
      `b: ${JSON.stringify(parse('Template {count, plural, one {# item} other {# items}}'))},`,
    );
    expect(objectLiteral).toContain('...OTHER_EN,');
    expect(compiled).toContain('export type Id = keyof typeof EN;');
  });

  it('compiles the real catalogues without leaving a string message behind', () => {
    interface AstNode {
      type: string;
      [key: string]: unknown;
    }
    // The shell's catalogues and an area's (which its pages load), English and French.
    for (const [source, atLeast] of [
      [enSource, 150],
      [frSource, 150],
      [shopSource, 100],
      [shopFrSource, 100],
    ] as const) {
      const { body } = parseSync('compiled.ts', compile(source), { lang: 'ts' }).program;
      const values = (body as unknown as AstNode[])
        .filter((statement) => statement.type === 'ExportNamedDeclaration')
        .flatMap((statement) => {
          const declaration = statement.declaration as AstNode | null;
          return declaration?.type === 'VariableDeclaration'
            ? (declaration.declarations as AstNode[])
            : [];
        })
        .map((declarator) => {
          let init = declarator.init as AstNode;
          // A catalogue that spreads others is built in a pure call: `(() => ({ … }))()`.
          for (;;) {
            if (init.type === 'TSAsExpression' || init.type === 'ParenthesizedExpression')
              init = init.expression as AstNode;
            else if (init.type === 'CallExpression') init = init.callee as AstNode;
            else if (init.type === 'ArrowFunctionExpression') init = init.body as AstNode;
            else return init;
          }
        })
        .filter((init) => init.type === 'ObjectExpression')
        .flatMap((object) => object.properties as AstNode[])
        .map((property) =>
          property.type === 'SpreadElement' ? 'spread' : (property.value as AstNode).type,
        );
      expect(values.length).toBeGreaterThan(atLeast);
      // Only compiled messages, and spreads of other compiled catalogues.
      expect([...new Set(values)].filter((kind) => kind !== 'spread')).toEqual(['ArrayExpression']);
    }
  });

  it('refuses what it cannot compile the same way, rather than ship an unparsed string', () => {
    expect(() => compile("export const EN = { a: 'x', b: someValue };")).toThrow(/string literal/);
    expect(() => compile("export const EN = { a: 'x', ...NOT_A_CATALOGUE };")).toThrow(/spread/);
    // A catalogue the module exported before may be spread (the shell's messages into the whole).
    expect(compile("export const SHELL = { a: 'x' };\nexport const ALL = { ...SHELL };")).toContain(
      '...SHELL',
    );
    // …inside a pure call, so that an unread catalogue and those it spreads drop out of the bundle.
    expect(compile("export const SHELL = { a: 'x' };\nexport const ALL = { ...SHELL };")).toContain(
      'export const ALL = /* @__PURE__ */ (() => ({ ...SHELL }))();',
    );
    expect(() => precompileMessage('d', 'On {d, date, ::yyyyMMdd}')).toThrow(/skeletons/);
    expect(precompileMessage('d', 'On {d, date, medium}')).toEqual(parse('On {d, date, medium}'));
  });
});
