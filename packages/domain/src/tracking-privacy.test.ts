import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTrackingProperties,
  isLuhnValid,
  redactUrlQuery,
  sanitizeTrackingProperties,
  scrubPersonalText,
} from './tracking-privacy';

describe('tracking privacy', () => {
  it('recognises card numbers by the Luhn check, spaced or not', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(scrubPersonalText('paid with 4242 4242 4242 4242.')).toBe('paid with [redacted].');
    expect(scrubPersonalText('order 4242424242424241')).toBe('order 4242424242424241');
    expect(scrubPersonalText('born 1990-01-31, status 404')).toBe('born [redacted], status 404');
  });

  it('keeps a URL’s path and query names, never the values or fragment', () => {
    expect(redactUrlQuery('http://localhost:3000/trips/find?code=H-1&lastName=Kim#x')).toBe(
      'http://localhost:3000/trips/find?code=[redacted]&lastName=[redacted]',
    );
    expect(redactUrlQuery('/flights/search')).toBe('/flights/search');
    expect(redactUrlQuery('/a?')).toBe('/a');
  });

  it('drops names off the allowlist and reference ids that are not request ids', () => {
    expect(
      sanitizeTrackingProperties({
        url: '/x?q=1',
        status_code: 500,
        passport: 'X1234567',
        reference_id: 'X1234567',
        dateOfBirth: '1990-01-31',
      }),
    ).toEqual({ url: '/x?q=[redacted]', status_code: 500 });
    const referenceId = 'req_0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(sanitizeTrackingProperties({ reference_id: referenceId })).toEqual({
      reference_id: referenceId,
    });
  });
});

describe('tracking properties (issue 24)', () => {
  const server = {
    experiments: { exp_packages: 'trip-builder', exp_travel_sale: 'available' },
    isAgentSession: false,
    tenant: 'capone',
    hostKind: 'portal',
    hasTravelCredit: true,
  };

  it('keeps campaign names, spec referrers, funnels and entry codes', () => {
    expect(
      sanitizeTrackingProperties({
        utm_source: 'spring-newsletter',
        utm_medium: 'e.mail+paid_2',
        referrer_source: 'vxb_acknowledgement',
        funnel: 'premiumStays',
        entry_source: 'recently_searched_air',
        product: 'price_freeze',
      }),
    ).toEqual({
      utm_source: 'spring-newsletter',
      utm_medium: 'e.mail+paid_2',
      referrer_source: 'vxb_acknowledgement',
      funnel: 'premiumStays',
      entry_source: 'recently_searched_air',
      product: 'price_freeze',
    });
  });

  it('drops a campaign value that could be personal, and values outside the spec lists', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc.constantFrom('4111 1111 1111 1111', '4111111111111111', 'born 1987-03-14', ' x'),
          fc.string().filter((text) => /[\s@]/.test(text)),
        ),
        (value) => {
          expect(
            sanitizeTrackingProperties({ utm_source: value, utm_medium: value, funnel: value }),
          ).toEqual({});
        },
      ),
    );
    expect(sanitizeTrackingProperties({ referrer_source: 'elsewhere' })).toEqual({});
    expect(sanitizeTrackingProperties({ entry_source: 'Recently Searched' })).toEqual({});
  });

  it('merges what the server knows over what the page sent, whatever the page sent', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'exp_packages',
            'tenant',
            'is_agent_session',
            'host_kind',
            'has_travel_credit',
            'utm_source',
            'status_code',
          ),
          fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null)),
        ),
        (sent) => {
          const merged = buildTrackingProperties(sent, server);
          expect(merged).toMatchObject({
            ...server.experiments,
            is_agent_session: false,
            tenant: 'capone',
            host_kind: 'portal',
            has_travel_credit: true,
          });
          for (const [name, value] of Object.entries(sanitizeTrackingProperties(sent)))
            if (
              !(name in server.experiments) &&
              !['tenant', 'is_agent_session', 'host_kind', 'has_travel_credit'].includes(name)
            )
              expect(merged[name]).toEqual(value);
        },
      ),
    );
  });
});
