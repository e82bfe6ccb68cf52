import { HomeBookingSchema, type HomeStayRequest } from '@wayfare/contracts/homes';
import { describe, expect, it } from 'vitest';
import { createHomeWorld, listCityHomes } from '../homes/home-listings';
import { checkHomeAvailability } from '../homes/home-quote';
import { formatIsoDate, parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import { createInMemoryHomeCalendar } from './home-calendar';
import { createSandboxHomeProvider } from './home-provider';

const reference = loadReferenceData();
const world = createHomeWorld(reference, 20_250_101);
const NOW = Date.parse('2026-01-10T15:00:00Z');
function requireCity(name: string, countryCode: string) {
  const city = reference.cities.find((c) => c.name === name && c.countryCode === countryCode);
  if (!city) throw new Error(`${name} missing`);
  return city;
}
const ROME = requireCity('Rome', 'IT');
const START = parseIsoDate('2026-04-14') ?? 0;

/** The first Rome listing free for four nights from a Tuesday, for two adults. */
function findFreeStay(): HomeStayRequest {
  for (const home of listCityHomes(world, ROME)) {
    for (let offset = 0; offset < 60; offset += 7) {
      const req = {
        listingId: home.listingId,
        checkInDate: formatIsoDate(START + offset),
        checkOutDate: formatIsoDate(START + offset + 4),
        adults: 2,
        children: 0,
        pets: 0,
      };
      const r = checkHomeAvailability(world, req, NOW);
      if (r.ok && r.value.availability === 'Available') return req;
    }
  }
  throw new Error('no free stay');
}

const GUEST = { givenName: 'Ada', surname: 'Lovelace' };

describe('sandbox home provider', () => {
  it('books a stay once, blocks its nights for others and frees them on cancel', async () => {
    const p = createSandboxHomeProvider(world, createInMemoryHomeCalendar());
    const stay = findFreeStay();
    const quote = await p.quote(stay, NOW);
    if (!quote.ok) throw new Error(quote.message);
    const booked = await p.book(
      'VB-1',
      { stay, guest: GUEST, expectedTotal: quote.value.total },
      NOW,
    );
    if (!booked.ok) throw new Error(booked.message);
    expect(HomeBookingSchema.parse(booked.value).quote.total).toEqual(quote.value.total);
    expect(await p.book('VB-1', { stay, guest: GUEST }, NOW + 1000)).toEqual(booked);
    const overlapping = {
      ...stay,
      checkInDate: formatIsoDate((parseIsoDate(stay.checkInDate) ?? 0) + 2),
      checkOutDate: formatIsoDate((parseIsoDate(stay.checkInDate) ?? 0) + 6),
    };
    const check = await p.checkAvailability(overlapping, NOW);
    expect(check.ok && check.value.reasons).toContain('BlockedDates');
    expect(await p.book('VB-2', { stay: overlapping, guest: GUEST }, NOW)).toMatchObject({
      ok: false,
      code: 'NotAvailable',
    });
    const cancelled = await p.cancel('VB-1', NOW);
    expect(cancelled.ok && cancelled.value.status).toBe('Cancelled');
    expect(
      (await p.checkAvailability(stay, NOW)).ok && (await p.checkAvailability(stay, NOW)),
    ).toMatchObject({ value: { availability: 'Available' } });
    expect(await p.cancel('VB-1', NOW)).toMatchObject({ code: 'AlreadyCancelled' });
  });

  it('refuses a moved price and blank names', async () => {
    const p = createSandboxHomeProvider(world, createInMemoryHomeCalendar());
    const stay = findFreeStay();
    expect(
      await p.book(
        'VB-3',
        { stay, guest: GUEST, expectedTotal: { amountMinor: 1, currency: 'USD' } },
        NOW,
      ),
    ).toMatchObject({ code: 'Invalid Quote' });
    expect(
      await p.book('VB-4', { stay, guest: { givenName: '', surname: 'X' } }, NOW),
    ).toMatchObject({ code: 'InvalidFulfillmentInput' });
    expect(await p.retrieve('nope')).toMatchObject({ code: 'NotFound' });
  });
});
