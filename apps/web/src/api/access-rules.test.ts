import { describe, expect, it } from 'vitest';
import {
  decideFailureReaction,
  hasAgentFlag,
  isPublicPath,
  resolveAccessCodeDestination,
  sanitizeReturnPath,
} from './access-rules';

describe('isPublicPath', () => {
  it('treats auth, sandbox sign-in, terms, access and webview pages as public', () => {
    for (const path of [
      '/auth/startsession/',
      '/auth/ftux',
      '/auth/invalidsession',
      '/sandbox-idp/authorize',
      '/terms/price-drop-protection',
      '/terms-of-service/',
      '/site-terms-of-use',
      '/access-denied/',
      '/access-denied-not-beta/',
      '/acknowledgement/',
      '/faq/',
      '/webview/',
      '/trips/find',
      '/split-payment/pay',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('protects everything else', () => {
    for (const path of [
      '/',
      '/flights/search',
      '/trips/',
      '/onboarding',
      '/sandbox/outbox',
      '/sandbox/console',
      '/access-denied-extra/',
      '/authx/',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});

describe('resolveAccessCodeDestination', () => {
  it('maps each corporate code on the business tenant', () => {
    expect(resolveAccessCodeDestination('40105', 'capone-corporate', 'portal')).toEqual({
      kind: 'external',
      href: '/api/v0/login/handoff?to=admin',
    });
    expect(resolveAccessCodeDestination('40105', 'capone-corporate', 'admin')).toEqual({
      kind: 'route',
      path: '/onboarding',
    });
    expect(resolveAccessCodeDestination('40106', 'capone-corporate', 'portal')).toEqual({
      kind: 'route',
      path: '/acknowledgement/',
    });
    expect(resolveAccessCodeDestination('40103', 'capone-corporate', 'portal')).toEqual({
      kind: 'route',
      path: '/access-denied/',
    });
    expect(resolveAccessCodeDestination('40102', 'capone-corporate', 'portal')).toEqual({
      kind: 'route',
      path: '/access-denied-not-beta/',
    });
  });

  it('sends the consumer tenant to the access-denied pages', () => {
    for (const code of ['40103', '40105', '40106'] as const) {
      expect(resolveAccessCodeDestination(code, 'capone', 'portal')).toEqual({
        kind: 'route',
        path: '/access-denied/',
      });
    }
    expect(resolveAccessCodeDestination('40102', 'capone', 'portal')).toEqual({
      kind: 'route',
      path: '/access-denied-not-beta/',
    });
  });
});

describe('decideFailureReaction', () => {
  const context = {
    tenant: 'capone-corporate' as const,
    hostKind: 'portal' as const,
    pathname: '/',
  };

  it('sends a 401 on a protected page to sign in, whatever the code', () => {
    expect(decideFailureReaction({ ...context, status: 401, code: 'InvalidSession' })).toEqual({
      kind: 'signIn',
    });
    expect(decideFailureReaction({ ...context, status: 401, code: null })).toEqual({
      kind: 'signIn',
    });
  });

  it('leaves public pages alone', () => {
    expect(
      decideFailureReaction({
        ...context,
        pathname: '/auth/startsession/',
        status: 401,
        code: 'Unauthorized',
      }),
    ).toEqual({ kind: 'none' });
    expect(
      decideFailureReaction({
        ...context,
        pathname: '/terms-of-service/',
        status: 403,
        code: '40106',
      }),
    ).toEqual({ kind: 'none' });
  });

  it('redirects corporate codes and ignores other failures', () => {
    expect(decideFailureReaction({ ...context, status: 403, code: '40106' })).toEqual({
      kind: 'redirect',
      destination: { kind: 'route', path: '/acknowledgement/' },
    });
    expect(decideFailureReaction({ ...context, status: 403, code: 'Unauthorized' })).toEqual({
      kind: 'none',
    });
    expect(decideFailureReaction({ ...context, status: 500, code: null })).toEqual({
      kind: 'none',
    });
  });

  it('does not redirect to the page already shown', () => {
    expect(
      decideFailureReaction({
        ...context,
        hostKind: 'admin',
        pathname: '/onboarding',
        status: 403,
        code: '40105',
      }),
    ).toEqual({ kind: 'none' });
  });
});

describe('sanitizeReturnPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(sanitizeReturnPath('/trips/?tab=past')).toBe('/trips/?tab=past');
    expect(sanitizeReturnPath('/auth/startsession/?profileReferenceId=P1')).toBe(
      '/auth/startsession/?profileReferenceId=P1',
    );
  });

  it('rejects other origins, protocol-relative paths and sign-in pages', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil',
      '/auth/invalidsession/',
      '/auth/endsession/',
    ]) {
      expect(sanitizeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('hasAgentFlag', () => {
  it('finds agent=true in a search string or a stored path', () => {
    expect(hasAgentFlag('?agent=true')).toBe(true);
    expect(hasAgentFlag('/auth/startsession/?profileReferenceId=P1&agent=true')).toBe(true);
    expect(hasAgentFlag('/?agent=false')).toBe(false);
    expect(hasAgentFlag('/trips/')).toBe(false);
    expect(hasAgentFlag(null)).toBe(false);
  });
});
