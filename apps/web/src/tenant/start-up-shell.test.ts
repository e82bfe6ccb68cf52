import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '@wayfare/contracts/tenant';
import { BrandMark } from './brand-mark';
import { TENANT_BRANDS } from './tenant-brand';

/** index.html's start-up shell, painted before any script runs (issue 16). */
const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** The drawing of a mark: each shape's geometry and colours, in order. */
function readDrawing(svg: string): string[] {
  return [...svg.matchAll(/\s(d|cx|cy|r|x|y|rx|width|height|fill|stroke)="([^"]*)"/g)].map(
    ([, name, value]) => `${name}=${value}`,
  );
}

function findShellMark(tenant: Tenant): string {
  const mark = new RegExp(`<svg[^>]*data-tenant="${tenant}"[\\s\\S]*?</svg>`).exec(INDEX_HTML);
  if (!mark) throw new Error(`index.html has no start-up mark for ${tenant}`);
  return mark[0].replace(/\s+/g, ' ');
}

describe('the start-up shell in index.html', () => {
  it('draws each tenant’s mark as the header does', () => {
    for (const tenant of Object.keys(TENANT_BRANDS) as Tenant[]) {
      const header = renderToStaticMarkup(createElement(BrandMark, { tenant }));
      expect(readDrawing(findShellMark(tenant))).toEqual(readDrawing(header));
    }
  });

  it('paints the bar in each tenant’s brand colour', () => {
    expect(INDEX_HTML).toContain(`background: ${TENANT_BRANDS.capone.theme.colorBrand};`);
    expect(INDEX_HTML).toMatch(
      new RegExp(
        `capone-corporate"'\\]\\) \\.wf-boot-header \\{\\s*background: ${TENANT_BRANDS['capone-corporate'].theme.colorBrand};`,
      ),
    );
  });
});
