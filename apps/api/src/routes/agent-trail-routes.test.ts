import { summarizeSearch } from '../services/agent-trail';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnsafeMethod, listAppRoutes } from '../testing/app-routes';
import { useTestApp } from '../testing/test-app';
import { AGENT_TRAIL_ROUTES } from './agent-trail-routes';

/** Routes no customer's session reaches: the admin host, the sandbox console, the card vault. */
const OUTSIDE_CUSTOMER_SESSIONS = /^(\/admin\/api\/|\/vault\/)/;

describe.each(listTestDatabaseTargets().slice(0, 1))('the agent trail table on $name', (target) => {
  const t = useTestApp(target);

  it('classifies or explicitly ignores every state-changing route of a delegated session', () => {
    const served = listAppRoutes(t.app)
      .filter((r) => isUnsafeMethod(r.method) && !OUTSIDE_CUSTOMER_SESSIONS.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const unclassified = served.filter((key) => !(key in AGENT_TRAIL_ROUTES));
    expect(unclassified, 'add these to routes/agent-trail-routes.ts').toEqual([]);
    // And the table names only routes that exist (GET ones included when listed).
    const all = new Set(listAppRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(AGENT_TRAIL_ROUTES).filter((key) => !all.has(key))).toEqual([]);
  });
});

describe('summarizeSearch', () => {
  it('keeps places, dates and counts of a flight search', () => {
    expect(
      summarizeSearch({
        tripType: 'one_way',
        slices: [{ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-14' }],
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 0,
      }),
    ).toBe('tripType=one_way origin=JFK destination=LHR departureDate=2026-12-14 ADT=1');
  });

  it('never keeps a field outside the allow-list, nor free text, whatever the body', () => {
    const secret = fc.string({ minLength: 1, maxLength: 30 });
    const PERSONAL = [
      'givenName',
      'surname',
      'email',
      'passport',
      'dateOfBirth',
      'knownTravelerNumber',
      'cardNumber',
      'phone',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAL),
        secret,
        fc.dictionary(fc.constantFrom('origin', 'adults', 'checkInDate'), fc.string()),
        (key, value, rest) => {
          const summary =
            summarizeSearch({
              ...rest,
              [key]: value,
              nested: { [key]: value, travelers: [{ [key]: value }] },
            }) ?? '';
          expect(summary).not.toContain(`${key}=`);
          for (const part of summary.split(' ').filter(Boolean))
            expect(part).toMatch(/^[A-Za-z]+=[A-Za-z0-9_:.-]{1,40}$/);
        },
      ),
    );
  });
});
