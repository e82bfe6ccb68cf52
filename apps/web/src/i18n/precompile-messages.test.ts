import { parse } from '@formatjs/icu-messageformat-parser';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from './messages-en';
import { FR_MESSAGES } from './messages-fr';
import enSource from './messages-en.ts?raw';
import frSource from './messages-fr.ts?raw';
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
    for (const source of [enSource, frSource]) {
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
          while (init.type === 'TSAsExpression') init = init.expression as AstNode;
          return init;
        })
        .filter((init) => init.type === 'ObjectExpression')
        .flatMap((object) => object.properties as AstNode[])
        .map((property) =>
          property.type === 'SpreadElement' ? 'spread' : (property.value as AstNode).type,
        );
      expect(values.length).toBeGreaterThan(400);
      expect(new Set(values)).toEqual(new Set(['ArrayExpression', 'spread']));
    }
  });

  it('refuses what it cannot compile the same way, rather than ship an unparsed string', () => {
    expect(() => compile("export const EN = { a: 'x', b: someValue };")).toThrow(/string literal/);
    expect(() => compile("export const EN = { a: 'x', ...NOT_A_CATALOGUE };")).toThrow(/spread/);
    expect(() => precompileMessage('d', 'On {d, date, ::yyyyMMdd}')).toThrow(/skeletons/);
    expect(precompileMessage('d', 'On {d, date, medium}')).toEqual(parse('On {d, date, medium}'));
  });
});
