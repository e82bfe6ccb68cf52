import {
  HomeQuoteSchema,
  HomeSearchResponseSchema,
  type HomeSearchRequest,
  type HomeStayRequest,
} from '@wayfare/contracts/homes';
import type { UnavailabilityReason } from '@wayfare/contracts/lodging';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, getWeekday, parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import { createHomeWorld, listCityHomes, type HomeListing } from './home-listings';
import { checkHomeAvailability, quoteHome } from './home-quote';
import { searchHomes } from './home-search';

const reference = loadReferenceData();
const world = createHomeWorld(reference, 20_250_101);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const TODAY = parseIsoDate('2026-01-10') ?? 0;
const LISBON = reference.cities.find((c) => c.name === 'Lisbon');
if (!LISBON) throw new Error('Lisbon missing');
const homes = listCityHomes(world, LISBON);

/** The first Tuesday on or after a day. */
function nextTuesday(day: number): number {
  return day + ((2 - getWeekday(day) + 7) % 7);
}

function stay(
  home: HomeListing,
  checkIn: number,
  nights: number,
  extra: Partial<HomeStayRequest> = {},
): HomeStayRequest {
  return {
    listingId: home.listingId,
    checkInDate: formatIsoDate(checkIn),
    checkOutDate: formatIsoDate(checkIn + nights),
    adults: 2,
    children: 0,
    pets: 0,
    ...extra,
  };
}

function reasonsOf(req: HomeStayRequest): UnavailabilityReason[] {
  const r = checkHomeAvailability(world, req, NOW);
  if (!r.ok) throw new Error(r.message);
  return r.value.reasons;
}

function find(pred: (h: HomeListing) => boolean): HomeListing {
  const h = homes.find(pred);
  if (!h) throw new Error('no such listing');
  return h;
}

const base = nextTuesday(TODAY + 40);

describe('home availability: every spec §4 reason occurs', () => {
  const cases: [UnavailabilityReason, () => HomeStayRequest][] = [
    [
      'MinStayViolation',
      () =>
        stay(
          find((h) => h.minStay >= 3),
          base,
          1,
        ),
    ],
    [
      'MaxStayViolation',
      () =>
        stay(
          find((h) => h.maxStay === 14),
          base,
          20,
        ),
    ],
    [
      'OccupancyViolation',
      () => {
        const h = find(() => true);
        return stay(h, base, 3, { adults: h.maxGuests + 1 });
      },
    ],
    [
      'PetPolicyViolation',
      () =>
        stay(
          find((h) => !h.petsAllowed),
          base,
          3,
          { pets: 1 },
        ),
    ],
    [
      'CheckInNotAllowed',
      () =>
        stay(
          find((h) => h.checkInMask === 1 << 6),
          base,
          7,
        ),
    ],
    [
      'CheckOutNotAllowed',
      () =>
        stay(
          find((h) => (h.checkOutMask & 1) === 0 && h.checkInMask !== 1 << 6),
          base,
          5,
        ),
    ],
    [
      'BlockedDates',
      () =>
        stay(
          find(() => true),
          base,
          40,
        ),
    ],
    [
      'MinBookingWindowViolation',
      () =>
        stay(
          find((h) => h.minBookingWindowDays >= 3),
          TODAY + 1,
          3,
        ),
    ],
  ];
  it.each(cases)('%s', (reason, make) => {
    const req = make();
    expect(reasonsOf(req)).toContain(reason);
    expect(quoteHome(world, req, NOW)).toMatchObject({ ok: false, code: 'NotAvailable' });
  });
});

describe('home quotes', () => {
  it('prices rent, fees, taxes and discounts that add up, with who funds each discount', () => {
    const seen = new Set<string>();
    const funding = new Set<string>();
    const fees = new Set<string>();
    const taxes = new Set<string>();
    for (const h of homes) {
      for (const [checkIn, nights] of [
        [TODAY + 2, 3],
        [TODAY + 120, 8],
        [TODAY + 30, 30],
        [TODAY + 20, 15],
      ] as const) {
        const q = quoteHome(
          world,
          stay(h, checkIn, nights, { pets: h.petsAllowed ? 1 : 0, adults: 1 }),
          NOW,
        );
        if (!q.ok) continue;
        const quote = HomeQuoteSchema.parse(q.value);
        const sum =
          quote.rent.amountMinor -
          quote.discounts.reduce((s, d) => s + d.amount.amountMinor, 0) +
          quote.fees.reduce((s, f) => s + f.amount.amountMinor, 0) +
          quote.taxes.reduce((s, t) => s + t.amount.amountMinor, 0);
        expect(quote.total.amountMinor).toBe(sum);
        quote.discounts.forEach((d) => {
          seen.add(d.type);
          funding.add(d.funding);
        });
        quote.fees.forEach((f) => fees.add(f.type));
        quote.taxes.forEach((t) => taxes.add(t.type));
      }
    }
    expect([...seen].sort()).toEqual([
      'BasicCalendar',
      'EarlyBird',
      'FirstBookings',
      'LastMinute',
      'LongStay',
      'Monthly',
      'Weekly',
    ]);
    expect([...funding].sort()).toEqual(['Empty', 'HostFunded', 'JointFunded', 'ProductFunded']);
    expect([...fees].sort()).toEqual(['Cleaning', 'Pet', 'Property', 'Resort', 'TravelerService']);
    for (const t of ['Occupancy', 'City', 'Recovery']) expect(taxes.has(t)).toBe(true);
  });
});

describe('home search', () => {
  const req: HomeSearchRequest = {
    cityCode: `C${LISBON.geonameId}`,
    checkInDate: formatIsoDate(base),
    checkOutDate: formatIsoDate(base + 4),
    adults: 2,
    children: 0,
    pets: 0,
    sort: 'Price',
    offset: 0,
    limit: 20,
  };
  it('returns only homes that can host the stay, cheapest first, and counts the rest by reason', () => {
    const r = searchHomes(world, req, NOW);
    if (!r.ok) throw new Error(r.message);
    const value = HomeSearchResponseSchema.parse(r.value);
    expect(value.homes.length).toBe(20);
    const totals = value.homes.map((h) => h.quote.total.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(Object.keys(value.unavailableByReason).length).toBeGreaterThan(2);
  });
  it('rejects bad input with typed errors', () => {
    const code = (extra: Partial<HomeSearchRequest>) => {
      const r = searchHomes(world, { ...req, ...extra }, NOW);
      return r.ok ? 'ok' : r.code;
    };
    expect(code({ cityCode: 'C1' })).toBe('UnknownLocation');
    expect(code({ checkOutDate: formatIsoDate(base - 1) })).toBe('CheckOutBeforeCheckIn');
    expect(code({ checkInDate: '2027-06-01', checkOutDate: '2027-06-05' })).toBe(
      'DateOutsideHorizon',
    );
    expect(code({ adults: 0 })).toBe('InvalidRequest');
    expect(
      quoteHome(world, { ...stay(homes[0] ?? find(() => true), base, 3), listingId: 'V1-1' }, NOW),
    ).toMatchObject({ code: 'NotFound' });
  });
});
