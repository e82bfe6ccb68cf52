import { AgentTrailResponseSchema, type AgentTrailResponse } from '@wayfare/contracts/agent';
import { TripDetailSchema, TripsResponseSchema } from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
} from '../testing/test-app';
import type { Browser } from '../testing/test-app';

const NOOR_PRF = 'C1-5170-2214';

describe.each(listTestDatabaseTargets())('the agent trail on $name', (target) => {
  const t = useTestApp(target);
  const window = () => {
    const now = t.clock.now().getTime();
    return `from=${new Date(now - 3_600_000).toISOString()}&to=${new Date(now + 3_600_000).toISOString()}`;
  };
  const readTrail = async (browser: Browser, agentId?: string): Promise<AgentTrailResponse> => {
    const res = await browser.call(
      'GET',
      `/api/v0/agent/trail?${window()}${agentId ? `&agentId=${agentId}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return AgentTrailResponseSchema.parse(res.json());
  };

  it("records an agent's search, booking, refusal and session end; the lead reads it; the trip says support booked it", async () => {
    const { browser: sam } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    const started = await sam.call('POST', '/api/v0/login/agent', { profileReferenceId: NOOR_PRF });
    expect(started.statusCode, started.body).toBe(200);

    const quote = await quoteTestFare(sam, ['DEN', 'PHX', '2026-12-15']);
    const booking = await bookTestFlight(t, sam, quote, {
      travelers: [
        {
          passengerType: 'ADT',
          givenName: 'Noor',
          surname: 'Haddad',
          gender: 'F',
          dateOfBirth: '1990-04-02',
        },
      ],
    });
    // A refused call is on the trail too, with its code.
    const refused = await sam.call('POST', '/api/v0/trips/bk_nobody/cancel', {});
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    // Noor's own trip list and page say support booked it (no agent named).
    const trips = TripsResponseSchema.parse((await sam.call('GET', '/api/v0/trips')).json());
    const card = trips.upcoming.find((c) => c.bookingId === booking.id);
    expect(card?.madeBySupport?.at).toBeTruthy();
    const page = TripDetailSchema.parse(
      (await sam.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    expect(page.madeBySupport?.at).toBeTruthy();

    expect((await sam.call('POST', '/api/v0/logout')).statusCode).toBe(200);

    // Sam reads his own trail; the rows carry no personal data.
    const { browser: samAgain } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', {
      agent: true,
    });
    const own = await readTrail(samAgain);
    const kinds = own.actions.map((a) => a.action);
    expect(kinds).toEqual(expect.arrayContaining(['startSession', 'search', 'quote', 'book']));
    expect(kinds[0]).toBe('endSession');
    const book = own.actions.find((a) => a.action === 'book');
    expect(book).toMatchObject({
      targetKind: 'booking',
      target: booking.id,
      result: 'ok',
      customer: { firstName: 'Noor', lastName: 'Haddad', profileReferenceId: NOOR_PRF },
      agent: { userId: 'usr_agent_sam' },
      route: 'POST /api/v0/flights/book',
    });
    const search = own.actions.find((a) => a.action === 'search');
    expect(search?.target).toContain('origin=DEN');
    expect(search?.target).toContain('departureDate=2026-12-15');
    const cancel = own.actions.find((a) => a.action === 'cancel');
    expect(cancel).toMatchObject({ result: 'error', target: 'bk_nobody' });
    expect(cancel?.errorCode).toBeTruthy();
    const stored = JSON.stringify(own);
    for (const personal of ['1990-04-02', 'Noor Haddad', '4111', 'ada@example.com'])
      expect(stored).not.toContain(personal);

    // Dana, the lead, reads Sam's trail; the team lists him.
    const { browser: dana } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_dana', {
      agent: true,
    });
    const team = (await dana.call('GET', '/api/v0/agent/team')).json<{
      supportLead: boolean;
      agents: { userId: string }[];
    }>();
    expect(team.supportLead).toBe(true);
    expect(team.agents.map((a) => a.userId)).toEqual(
      expect.arrayContaining(['usr_agent_sam', 'usr_agent_dana']),
    );
    const led = await readTrail(dana, 'usr_agent_sam');
    expect(led.actions.some((a) => a.action === 'book' && a.target === booking.id)).toBe(true);

    // Sam is not a lead: Dana's trail is not his to read.
    const denied = await samAgain.call(
      'GET',
      `/api/v0/agent/trail?${window()}&agentId=usr_agent_dana`,
    );
    expect(denied.statusCode).toBe(403);
    expect((await samAgain.call('GET', '/api/v0/agent/team')).json()).toMatchObject({
      supportLead: false,
      agents: [{ userId: 'usr_agent_sam' }],
    });
  });

  it("keeps customers' own actions off the trail and the trail away from customers", async () => {
    const { browser: sam } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    const before = (await readTrail(sam)).actions.length;
    const { browser: ada } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    await ada.call('POST', '/api/v0/flights/search', {
      tripType: 'one_way',
      slices: [{ origin: 'ATL', destination: 'DFW', departureDate: '2026-12-16' }],
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      maxStops: 0,
      excludeLowCostCarriers: false,
    });
    expect((await readTrail(sam)).actions).toHaveLength(before);
    expect(
      (await ada.call('GET', `/api/v0/agent/trail?${window()}&agentId=usr_agent_sam`)).statusCode,
    ).toBe(403);
    expect((await ada.call('GET', '/api/v0/agent/team')).statusCode).toBe(403);
    const anonymous = createBrowser(t.app, CONSUMER_HOST);
    expect((await anonymous.call('GET', `/api/v0/agent/trail?${window()}`)).statusCode).toBe(401);
    // In a delegated session the agent acts as the customer: no trail reading there either.
    await sam.call('POST', '/api/v0/login/agent', { profileReferenceId: NOOR_PRF });
    expect((await sam.call('GET', `/api/v0/agent/trail?${window()}`)).statusCode).toBe(403);
  });

  it('records switching customer from the banner, and refuses a bad window', async () => {
    const { browser: sam } = await signIn(t.app, CORPORATE_HOST, 'usr_agent_sam', { agent: true });
    await sam.call('POST', '/api/v0/login/agent', { profileReferenceId: 'B1-2001-0003' });
    const switched = await sam.call('POST', '/api/v0/agent/switchCustomer');
    expect(switched.statusCode, switched.body).toBe(200);
    const trail = await readTrail(sam);
    expect(trail.actions.slice(0, 2)).toMatchObject([
      { action: 'switchCustomer', customer: { userId: 'usr_alan' }, tenant: 'capone-corporate' },
      { action: 'startSession', customer: { userId: 'usr_alan' } },
    ]);
    const backwards = await sam.call(
      'GET',
      '/api/v0/agent/trail?from=2026-11-30T00:00:00Z&to=2026-11-01T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'BadRequest' });
  });
});
