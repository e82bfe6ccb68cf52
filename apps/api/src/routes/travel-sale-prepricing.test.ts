import { TravelSaleResponseSchema } from '@wayfare/contracts/travel-sale';
import type { JobRecord } from '@wayfare/store/repositories/jobs-repository';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { listJobHandlers } from '../jobs/scheduled-work';
import { createJobRunner, type JobHandler } from '../services/job-runner';
import { selectPriceWatchPorts } from '../context';
import {
  createTravelSaleCache,
  findTravelSale,
  planTravelSalePricing,
  selectTravelSalePorts,
  TRAVEL_SALE_PRICE_JOB,
  type TravelSalePorts,
} from '../services/travel-sale';
import { CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';

const SALE_ENV = {
  TRAVEL_SALE_FEATURED: 'MIA,LHR',
  TRAVEL_SALE_SORTED: 'LAX,MIA',
  TRAVEL_SALE_INTERNATIONAL: 'LHR',
  TRAVEL_SALE_US: 'MIA,LAX',
  TRAVEL_SALE_BEACH: 'MIA',
  TRAVEL_SALE_WINTER: 'DEN',
};

/** Ports that price every call afresh: no copy in memory, nothing read from or kept in the database. */
function onDemandPorts(ports: TravelSalePorts): TravelSalePorts {
  return {
    ...ports,
    travelSaleCache: createTravelSaleCache(),
    repos: {
      ...ports.repos,
      travelSalePricings: { find: () => Promise.resolve(null), save: () => Promise.resolve(true) },
    },
  };
}

describe.each(listTestDatabaseTargets())('the travel sale priced ahead on $name', (target) => {
  const t = useTestApp(target, { env: SALE_ENV });

  it('prices the popular origins once a day, and GET /travelsale answers what pricing on demand answers', async () => {
    t.ctx.supply.getWorld();
    // Someone whose home airport is Seattle: their latest search left from there.
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const searched = await browser.call('POST', '/api/v0/flights/search', {
      tripType: 'one_way',
      slices: [{ origin: 'SEA', destination: 'MIA', departureDate: '2027-01-12' }],
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    });
    expect(searched.statusCode, searched.body).toBe(200);

    const scheduled = await planTravelSalePricing(t.ctx, ['SFO', 'QQQ']);
    // The default, the tenant's configured one (an unknown code left out), the home airport.
    expect(scheduled).toEqual(['JFK', 'SFO', 'SEA']);
    expect(await t.ctx.jobRunner.runDue()).toBeGreaterThanOrEqual(3);
    for (const origin of scheduled)
      expect(
        (
          await t.ctx.repos.travelSalePricings.find({
            origin,
            day: '2026-11-23',
            listsKey: ['MIA', 'LHR', 'LAX', 'DEN'].filter((c) => c !== origin).join(','),
          })
        )?.pricedBy,
      ).toBe('job');
    // Priced today: the next sweep schedules nothing.
    expect(await planTravelSalePricing(t.ctx, ['SFO'])).toEqual([]);

    // The answer, from the database (this process's copy forgotten, and no supplier to ask)...
    const stored = selectTravelSalePorts(t.ctx);
    const fromStore = await findTravelSale(
      {
        ...stored,
        travelSaleCache: createTravelSaleCache(),
        fareCalendar: {
          findLowestFares: () => Promise.reject(new Error('priced ahead: not asked')),
        },
      },
      { userId: 'usr_ada', tenant: 'capone' },
      { origin: 'JFK' },
    );
    // ...is what pricing it on demand answers.
    const onDemand = await findTravelSale(
      onDemandPorts(stored),
      { userId: 'usr_ada', tenant: 'capone' },
      { origin: 'JFK' },
    );
    expect(fromStore).toEqual(onDemand);
    expect(fromStore.destinations.every((d) => d.sale?.flight !== undefined)).toBe(true);
    // And through HTTP, in both tenants.
    for (const [host, user] of [
      [CONSUMER_HOST, 'usr_ada'],
      [CORPORATE_HOST, 'usr_grace'],
    ] as const) {
      const { browser: b } = await signIn(t.app, host, user);
      const res = await b.call('GET', '/api/v0/travelsale?origin=SFO');
      expect(res.statusCode, res.body).toBe(200);
      const sale = TravelSaleResponseSchema.parse(res.json());
      expect(sale.destinations).toEqual(
        (
          await findTravelSale(
            onDemandPorts(stored),
            { userId: user, tenant: 'capone' },
            { origin: 'SFO' },
          )
        ).destinations,
      );
    }
  }, 120_000);

  it('a cold origin not priced ahead still prices on demand, and is kept for every process', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const res = await browser.call('GET', '/api/v0/travelsale?origin=BOS');
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.ctx.repos.travelSalePricings.find({
      origin: 'BOS',
      day: '2026-11-23',
      listsKey: 'MIA,LHR,LAX,DEN',
    });
    expect(row?.pricedBy).toBe('demand');
  });

  it.runIf(target.name === 'postgres')(
    'two processes sweeping at once price each origin once',
    async () => {
      t.ctx.supply.getWorld();
      // Tomorrow: nothing priced yet.
      t.clock.advance(24 * 60 * 60_000);
      const origins = ['ORD', 'ATL'];
      // Both processes' sweeps schedule at once: each origin's job exists once.
      const [a, b] = await Promise.all([
        planTravelSalePricing(t.ctx, origins),
        planTravelSalePricing(t.ctx, origins),
      ]);
      expect(a).toEqual(b);
      const jobs = await t.ctx.repos.jobs.list(TRAVEL_SALE_PRICE_JOB);
      expect(jobs.length).toBe(a.length);
      expect(a).toEqual(expect.arrayContaining(origins));

      const runs = new Map<string, string[]>();
      const runnerFor = (owner: string) =>
        createJobRunner({
          repo: t.ctx.repos.jobs,
          owner,
          clock: t.ctx.clock,
          travelNow: () => t.ctx.travelClock.now(),
          handlers: listJobHandlers(t.ctx, { warn: () => undefined }, () =>
            selectPriceWatchPorts(t.ctx),
          ).map((handler): JobHandler =>
            handler.kind === TRAVEL_SALE_PRICE_JOB
              ? {
                  ...handler,
                  async run(job: JobRecord) {
                    const origin = String(job.payload.origin);
                    runs.set(origin, [...(runs.get(origin) ?? []), owner]);
                    await handler.run(job);
                  },
                }
              : handler,
          ),
          log: { error: () => undefined },
        });
      await Promise.all([runnerFor('process-a').runDue(), runnerFor('process-b').runDue()]);
      for (const origin of a) expect(runs.get(origin)?.length, origin).toBe(1);
      expect(await t.ctx.repos.jobs.list(TRAVEL_SALE_PRICE_JOB)).toEqual([]);
    },
    120_000,
  );
});
