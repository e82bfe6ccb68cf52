import type {
  AgeBand,
  AgeBandRule,
  ActivityTravelers,
  TicketPrice,
} from '@wayfare/contracts/activities';

/**
 * Activity tickets (issue 22): the party by age band, its rules and its price. Pure.
 */

/** At most this many travellers on one booking (the operator's rule). */
export const MAX_ACTIVITY_PARTY = 15;

/** Bands that count as a grown-up: every party has at least one. */
export const ADULT_BANDS: readonly AgeBand[] = ['Adult', 'Senior'];

export type PartyProblem =
  | { code: 'NoTravelers' }
  | { code: 'TooManyTravelers'; max: number }
  | { code: 'AdultRequired' }
  | { code: 'AgeBandNotAllowed'; band: AgeBand };

/** The party's problem by the activity's age bands, or null when it can go. */
export function checkActivityParty(
  travelers: ActivityTravelers,
  bands: readonly AgeBandRule[],
): PartyProblem | null {
  const entries = Object.entries(travelers) as [AgeBand, number][];
  const people = entries.reduce((s, [, n]) => s + n, 0);
  if (people < 1) return { code: 'NoTravelers' };
  if (people > MAX_ACTIVITY_PARTY) return { code: 'TooManyTravelers', max: MAX_ACTIVITY_PARTY };
  const banned = entries.find(([band, n]) => n > 0 && !bands.some((b) => b.band === band));
  if (banned) return { code: 'AgeBandNotAllowed', band: banned[0] };
  if (!ADULT_BANDS.some((b) => (travelers[b] ?? 0) > 0)) return { code: 'AdultRequired' };
  return null;
}

export interface TicketLine {
  band: AgeBand;
  count: number;
  unitMinor: number;
  totalMinor: number;
}

/** The ticket's price per band for the party (bands with nobody left out); null for a band it does not price. */
export function priceActivityTickets(
  ticket: TicketPrice,
  travelers: ActivityTravelers,
): { lines: TicketLine[]; totalMinor: number } | null {
  const lines: TicketLine[] = [];
  for (const [band, count] of Object.entries(travelers) as [AgeBand, number][]) {
    if (count === 0) continue;
    const price = ticket.prices.find((p) => p.band === band);
    if (!price) return null;
    lines.push({
      band,
      count,
      unitMinor: price.price.amountMinor,
      totalMinor: price.price.amountMinor * count,
    });
  }
  return { lines, totalMinor: lines.reduce((s, l) => s + l.totalMinor, 0) };
}

/** The band a person of this age falls in, among the activity's bands; null when none takes them. */
export function findAgeBand(age: number, bands: readonly AgeBandRule[]): AgeBand | null {
  return bands.find((b) => age >= b.minAge && age <= b.maxAge)?.band ?? null;
}
