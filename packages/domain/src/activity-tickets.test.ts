import fc from 'fast-check';
import type { AgeBandRule, TicketPrice } from '@wayfare/contracts/activities';
import { describe, expect, it } from 'vitest';
import {
  checkActivityParty,
  findAgeBand,
  MAX_ACTIVITY_PARTY,
  priceActivityTickets,
} from './activity-tickets';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const TICKET: TicketPrice = {
  ticketType: 'Standard',
  name: 'Standard ticket',
  prices: [
    { band: 'Adult', price: usd(4900) },
    { band: 'Senior', price: usd(4200) },
    { band: 'Youth', price: usd(3900) },
    { band: 'Child', price: usd(2900) },
    { band: 'Infant', price: usd(0) },
  ],
};
const BANDS: AgeBandRule[] = [
  { band: 'Adult', minAge: 18, maxAge: 64 },
  { band: 'Senior', minAge: 65, maxAge: 120 },
  { band: 'Youth', minAge: 13, maxAge: 17 },
  { band: 'Child', minAge: 8, maxAge: 12 },
];

describe('priceActivityTickets', () => {
  it('prices two adults and a child by their bands', () => {
    expect(priceActivityTickets(TICKET, { Adult: 2, Child: 1 })).toEqual({
      lines: [
        { band: 'Adult', count: 2, unitMinor: 4900, totalMinor: 9800 },
        { band: 'Child', count: 1, unitMinor: 2900, totalMinor: 2900 },
      ],
      totalMinor: 12_700,
    });
  });
  it('charges nothing for infants and refuses a band the ticket does not price', () => {
    expect(priceActivityTickets(TICKET, { Adult: 1, Infant: 2 })?.totalMinor).toBe(4900);
    expect(
      priceActivityTickets({ ...TICKET, prices: TICKET.prices.slice(0, 1) }, { Child: 1 }),
    ).toBeNull();
  });
  it('totals the sum of count × unit over the bands', () => {
    fc.assert(
      fc.property(
        fc.record({
          Adult: fc.integer({ min: 0, max: 15 }),
          Senior: fc.integer({ min: 0, max: 15 }),
          Child: fc.integer({ min: 0, max: 15 }),
        }),
        (party) => {
          const priced = priceActivityTickets(TICKET, party);
          expect(priced?.totalMinor).toBe(
            party.Adult * 4900 + party.Senior * 4200 + party.Child * 2900,
          );
        },
      ),
    );
  });
});

describe('checkActivityParty', () => {
  it('needs someone, an adult or senior, at most the maximum, and bands the activity takes', () => {
    expect(checkActivityParty({ Adult: 2, Child: 1 }, BANDS)).toBeNull();
    expect(checkActivityParty({ Senior: 1 }, BANDS)).toBeNull();
    expect(checkActivityParty({}, BANDS)).toEqual({ code: 'NoTravelers' });
    expect(checkActivityParty({ Child: 2 }, BANDS)).toEqual({ code: 'AdultRequired' });
    expect(checkActivityParty({ Adult: 1, Infant: 1 }, BANDS)).toEqual({
      code: 'AgeBandNotAllowed',
      band: 'Infant',
    });
    expect(checkActivityParty({ Adult: MAX_ACTIVITY_PARTY }, BANDS)).toBeNull();
    expect(checkActivityParty({ Adult: MAX_ACTIVITY_PARTY + 1 }, BANDS)).toEqual({
      code: 'TooManyTravelers',
      max: MAX_ACTIVITY_PARTY,
    });
  });
  it('finds the band of an age at its edges', () => {
    expect(findAgeBand(7, BANDS)).toBeNull();
    expect(findAgeBand(8, BANDS)).toBe('Child');
    expect(findAgeBand(12, BANDS)).toBe('Child');
    expect(findAgeBand(13, BANDS)).toBe('Youth');
    expect(findAgeBand(64, BANDS)).toBe('Adult');
    expect(findAgeBand(65, BANDS)).toBe('Senior');
  });
});
