import {
  FlightCalendarResponseSchema,
  FlightDateGridResponseSchema,
} from '@wayfare/contracts/flight-calendar';
import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { noteSeatInventoryChanged } from '../services/flight-shop';
import { moveSandboxPrice, resetSandboxConsole } from '../testing/sandbox-console-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
  type Browser,
} from '../testing/test-app';

const ADULT = { ADT: 1, CNN: 0, INS: 0, INF: 0 };
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Each slice's cheapest fare as the search shows it, through HTTP. */
async function searchCheapest(
  browser: Browser,
  slices: { origin: string; destination: string; departureDate: string }[],
  passengers = ADULT,
): Promise<{ total: number; fareIds: string[] }> {
  const res = await browser.call('POST', '/api/v0/flights/search', {
    tripType: slices.length === 1 ? 'one_way' : 'round_trip',
    slices,
    passengers,
    maxStops: 2,
    excludeLowCostCarriers: false,
  });
  expect(res.statusCode).toBe(200);
  const shop = FlightShopResponseSchema.parse(res.json());
  let total = 0;
  const fareIds: string[] = [];
  for (const slice of shop.search.slices) {
    const fares = slice.itineraries.flatMap((it) => it.fares);
    const cheapest = fares.reduce((a, b) =>
      a.grandTotal.amountMinor <= b.grandTotal.amountMinor ? a : b,
    );
    total += cheapest.grandTotal.amountMinor;
    fareIds.push(cheapest.fareId);
  }
  return { total, fareIds };
}

async function readCalendar(browser: Browser, query: string) {
  const res = await browser.call('GET', `/api/v0/flights/calendar?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return FlightCalendarResponseSchema.parse(res.json());
}

describe.each(listTestDatabaseTargets())('fares by date on $name', (target) => {
  const t = useTestApp(target);

  it("shows each departure day's lowest one-way fare with its level, as the search shows it", async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const calendar = await readCalendar(
      browser,
      'origin=jfk&destination=LAX&tripType=one_way&adt=1',
    );
    expect(calendar).toMatchObject({ kind: 'departure', tripType: 'one_way', stay: null });
    // Today's UTC date 2026-11-23: the day before it to 331 days after (each origin's 330 days).
    expect(calendar.days).toHaveLength(333);
    expect(calendar.days[0]).toEqual({ date: '2026-11-22', lowest: null, level: null });
    const priced = calendar.days.filter((d) => d.lowest !== null);
    expect(priced.length).toBe(330);
    expect(new Set(priced.map((d) => d.level))).toEqual(new Set(['low', 'typical', 'high']));
    const usual = calendar.usual;
    if (!usual) throw new Error('no usual range');
    for (const day of priced) {
      const amount = day.lowest?.amountMinor ?? 0;
      expect(day.level).toBe(
        amount < usual.low.amountMinor
          ? 'low'
          : amount > usual.high.amountMinor
            ? 'high'
            : 'typical',
      );
    }
    for (const date of ['2026-11-23', '2026-12-14', '2027-03-15', '2027-10-18']) {
      const day = calendar.days.find((d) => d.date === date);
      const { total } = await searchCheapest(browser, [
        { origin: 'JFK', destination: 'LAX', departureDate: date },
      ]);
      expect(day?.lowest).toEqual({ amountMinor: total, currency: 'USD' });
    }
  });

  it("shows a round trip's totals: by departure for a stay, then by return once one is picked", async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const byDeparture = await readCalendar(
      browser,
      'origin=NYC&destination=CHI&tripType=round_trip&adt=2&cnn=1&stay=5',
    );
    expect(byDeparture).toMatchObject({ kind: 'departure', tripType: 'round_trip', stay: 5 });
    const passengers = { ADT: 2, CNN: 1, INS: 0, INF: 0 };
    const departure = '2026-12-20';
    const cell = byDeparture.days.find((d) => d.date === departure);
    const trip = (out: string, back: string) => [
      { origin: 'NYC', destination: 'CHI', departureDate: out },
      { origin: 'CHI', destination: 'NYC', departureDate: back },
    ];
    expect(cell?.lowest?.amountMinor).toBe(
      (await searchCheapest(browser, trip(departure, addDays(departure, 5)), passengers)).total,
    );
    // The last days' returns would be past the days on sale.
    expect(byDeparture.days.at(-1)?.lowest).toBeNull();

    const byReturn = await readCalendar(
      browser,
      `origin=NYC&destination=CHI&tripType=round_trip&adt=2&cnn=1&departureDate=${departure}`,
    );
    expect(byReturn).toMatchObject({ kind: 'return', departureDate: departure, stay: null });
    expect(byReturn.days[0]?.date).toBe(departure);
    for (const back of [departure, '2026-12-27', '2027-02-01']) {
      const day = byReturn.days.find((d) => d.date === back);
      expect(day?.lowest?.amountMinor).toBe(
        (await searchCheapest(browser, trip(departure, back), passengers)).total,
      );
    }
  });

  it('gives a ±3-day grid: 7 × 7 round-trip totals, the cheapest marked', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const res = await browser.call(
      'GET',
      '/api/v0/flights/date-grid?origin=SFO&destination=ORD&tripType=round_trip&adt=1&departureDate=2026-12-10&returnDate=2026-12-12',
    );
    expect(res.statusCode).toBe(200);
    const grid = FlightDateGridResponseSchema.parse(res.json());
    expect(grid.departureDates).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(grid.returnDates[0]).toBe('2026-12-09');
    expect(grid.cells).toHaveLength(49);
    // A return before its departure has no price; every other cell has one.
    for (const c of grid.cells)
      expect(c.lowest === null).toBe((c.returnDate ?? '') < c.departureDate);
    const amounts = grid.cells.flatMap((c) => (c.lowest ? [c.lowest.amountMinor] : []));
    const cheapest = grid.cells.find(
      (c) =>
        c.departureDate === grid.cheapest?.departureDate &&
        c.returnDate === grid.cheapest.returnDate,
    );
    expect(cheapest?.lowest?.amountMinor).toBe(Math.min(...amounts));
    const sample = grid.cells.find(
      (c) => c.departureDate === '2026-12-11' && c.returnDate === '2026-12-14',
    );
    expect(sample?.lowest?.amountMinor).toBe(
      (
        await searchCheapest(browser, [
          { origin: 'SFO', destination: 'ORD', departureDate: '2026-12-11' },
          { origin: 'ORD', destination: 'SFO', departureDate: '2026-12-14' },
        ])
      ).total,
    );

    const strip = FlightDateGridResponseSchema.parse(
      (
        await browser.call(
          'GET',
          '/api/v0/flights/date-grid?origin=SFO&destination=ORD&tripType=one_way&departureDate=2026-11-24',
        )
      ).json(),
    );
    expect(strip.returnDates).toEqual([]);
    expect(strip.cells.map((c) => [c.departureDate, c.lowest === null])).toEqual([
      ['2026-11-21', true],
      ['2026-11-22', true],
      ['2026-11-23', false],
      ['2026-11-24', false],
      ['2026-11-25', false],
      ['2026-11-26', false],
      ['2026-11-27', false],
    ]);
  });

  it("follows the sandbox console's price moves, as the search does", async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const date = '2026-12-16';
    const query = 'origin=DEN&destination=PHX&tripType=one_way&adt=1';
    const before = (await readCalendar(browser, query)).days.find((d) => d.date === date);
    const { fareIds } = await searchCheapest(browser, [
      { origin: 'DEN', destination: 'PHX', departureDate: date },
    ]);
    const flight = (fareIds[0] ?? '').split('|')[0]?.split('+')[0] ?? '';
    const moveId = await moveSandboxPrice(t.app, { kind: 'flight', flightInstanceId: flight }, -40);
    try {
      const after = (await readCalendar(browser, query)).days.find((d) => d.date === date);
      const { total } = await searchCheapest(browser, [
        { origin: 'DEN', destination: 'PHX', departureDate: date },
      ]);
      expect(after?.lowest?.amountMinor).toBe(total);
      expect(total).toBeLessThan(before?.lowest?.amountMinor ?? 0);
      expect(moveId).toBeTruthy();
    } finally {
      await resetSandboxConsole(t.app);
    }
  });

  it('forgets its fares when the portal sells or releases seats, as the searches do', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    await readCalendar(browser, 'origin=BOS&destination=MIA');
    expect(t.ctx.flightCalendarCache.size).toBeGreaterThan(0);
    noteSeatInventoryChanged(t.ctx);
    expect(t.ctx.flightCalendarCache.size).toBe(0);
  });

  it.each([
    ['an unknown airport', 'origin=JFK&destination=ZZZ', 'destination'],
    ['the same place twice', 'origin=NYC&destination=JFK', 'destination'],
    ['a code that is not three letters', 'origin=JFKX&destination=LAX', 'origin'],
    ['no adult', 'origin=JFK&destination=LAX&adt=0&cnn=1', 'passengers'],
    ['more lap infants than adults', 'origin=JFK&destination=LAX&inf=2', 'passengers'],
    [
      'a malformed date',
      'origin=JFK&destination=LAX&tripType=round_trip&departureDate=12/14/2026',
      'departureDate',
    ],
    [
      'a departure outside the days on sale',
      'origin=JFK&destination=LAX&tripType=round_trip&departureDate=2028-01-01',
      'departureDate',
    ],
    ['a stay over 60 days', 'origin=JFK&destination=LAX&tripType=round_trip&stay=61', 'stay'],
    ['a multi-city trip', 'origin=JFK&destination=LAX&tripType=multi_city', 'tripType'],
  ])('answers %s with 400 BadRequest naming the field', async (_label, query, field) => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const res = await browser.call('GET', `/api/v0/flights/calendar?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BadRequest', field });
  });

  it('refuses a grid without a return, with the return first or off the days on sale', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const base = '/api/v0/flights/date-grid?origin=JFK&destination=LAX&tripType=round_trip';
    for (const [query, field] of [
      [`${base}&departureDate=2026-12-14`, 'returnDate'],
      [`${base}&departureDate=2026-12-14&returnDate=2026-12-10`, 'returnDate'],
      [`${base}&departureDate=2026-02-30&returnDate=2026-12-10`, 'departureDate'],
      [`${base}&departureDate=9999-12-30&returnDate=9999-12-31`, 'departureDate'],
    ] as const) {
      const res = await browser.call('GET', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BadRequest', field });
    }
  });

  it('is for signed-in shoppers only', async () => {
    const anonymous = createBrowser(t.app, CONSUMER_HOST);
    const res = await anonymous.call('GET', '/api/v0/flights/calendar?origin=JFK&destination=LAX');
    expect(res.statusCode).toBe(401);
  });
});
