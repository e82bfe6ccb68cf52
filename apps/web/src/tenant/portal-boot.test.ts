import { describe, expect, it } from 'vitest';
import { PortalBootSchema } from '@wayfare/contracts/tenant';
import { parsePortalBoot, resolvePortalBoot } from './portal-boot';

describe('parsePortalBoot', () => {
  it('reads what the server injects', () => {
    const content = '{"tenant":"capone","hostKind":"portal","sandbox":true,"sandboxConsole":false}';
    const boot = parsePortalBoot(content);
    expect(boot).toEqual({
      tenant: 'capone',
      hostKind: 'portal',
      sandbox: true,
      sandboxConsole: false,
    });
    expect(PortalBootSchema.parse(boot)).toEqual(boot);
  });

  it('rejects anything that is not a valid boot', () => {
    for (const content of [
      null,
      '',
      'not json',
      'null',
      '{"tenant":"acme","hostKind":"portal","sandbox":true}',
      '{"tenant":"capone","hostKind":"kiosk","sandbox":true}',
      '{"tenant":"capone","hostKind":"portal","sandbox":"yes","sandboxConsole":false}',
      '{"tenant":"capone","hostKind":"portal","sandbox":true}',
    ]) {
      expect(parsePortalBoot(content), String(content)).toBeNull();
    }
  });
});

describe('resolvePortalBoot', () => {
  it('falls back to the host when there is no boot meta (vite dev)', () => {
    expect(resolvePortalBoot(null, 'localhost:5173')).toEqual({
      tenant: 'capone',
      hostKind: 'portal',
      sandbox: true,
      sandboxConsole: true,
    });
    expect(resolvePortalBoot(undefined, 'corporate.localhost:5173')).toEqual({
      tenant: 'capone-corporate',
      hostKind: 'portal',
      sandbox: true,
      sandboxConsole: true,
    });
    expect(resolvePortalBoot('', 'admin.localhost:5173')).toEqual({
      tenant: 'capone-corporate',
      hostKind: 'admin',
      sandbox: true,
      sandboxConsole: true,
    });
  });

  it('prefers the server boot over the host', () => {
    expect(
      resolvePortalBoot(
        '{"tenant":"capone-corporate","hostKind":"portal","sandbox":false,"sandboxConsole":false}',
        'localhost',
      ),
    ).toEqual({
      tenant: 'capone-corporate',
      hostKind: 'portal',
      sandbox: false,
      sandboxConsole: false,
    });
  });
});
