import type { FlightSliceResult } from '@wayfare/contracts/flights';
import type { InterlineRule } from '@wayfare/domain/trip-ticketing';
import type { FlightNetwork } from './flight-network';

/**
 * Which airlines sell one ticket over each other's flights (interline). An airline interlines with
 * itself; alliance members with each other (Star Alliance, oneworld and SkyTeam members issue
 * tickets on one another's flights and check bags through); a few carriers outside an alliance,
 * or across alliances, through bilateral agreements (below); low-cost carriers with nobody, as
 * Southwest, Ryanair, easyJet, Wizz Air and the rest sell only their own flights. Airlines that
 * don't interline can still be flown in one trip as two tickets: a self-transfer
 * (`self-transfer.ts`), which the portal sells with its missed-connection guarantee.
 */

/**
 * Bilateral interline and codeshare agreements between carriers of the sandbox's catalogue that
 * their alliances do not already cover (as published by the airlines, 2023-2024). Pairs of IATA
 * codes, either order.
 */
export const INTERLINE_AGREEMENTS: readonly (readonly [string, string])[] = [
  ['B6', 'AA'], // JetBlue and American: interline kept after the Northeast Alliance ended
  ['B6', 'HA'], // JetBlue and Hawaiian: codeshare since 2018
  ['B6', 'EI'], // JetBlue and Aer Lingus: interline and codeshare
  ['B6', 'EK'], // JetBlue and Emirates: codeshare
  ['B6', 'QR'], // JetBlue and Qatar Airways: codeshare
  ['HA', 'AS'], // Hawaiian and Alaska: one airline group since 2024
  ['HA', 'JL'], // Hawaiian and Japan Airlines: codeshare
  ['WS', 'DL'], // WestJet and Delta: joint venture
  ['WS', 'AF'], // WestJet and Air France: codeshare
  ['WS', 'KL'], // WestJet and KLM: codeshare
  ['PD', 'AS'], // Porter and Alaska: codeshare since 2023
  ['EK', 'QF'], // Emirates and Qantas: partnership
  ['EY', 'AF'], // Etihad and Air France: codeshare
  ['LY', 'AA'], // El Al and American: codeshare
  ['AD', 'UA'], // Azul and United: codeshare
  ['AD', 'TP'], // Azul and TAP Air Portugal: codeshare
  ['VA', 'UA'], // Virgin Australia and United: partnership
  ['VA', 'QR'], // Virgin Australia and Qatar Airways: partnership
  ['VA', 'EY'], // Virgin Australia and Etihad: partnership
  ['PR', 'NH'], // Philippine Airlines and ANA: codeshare
  ['WY', 'QR'], // Oman Air and Qatar Airways: codeshare
  ['GF', 'EY'], // Gulf Air and Etihad: codeshare
];

/** Per network: the agreements as airline-index pairs (`a * 65536 + b`, both orders). */
const agreementSets = new WeakMap<FlightNetwork, Set<number>>();

function listAgreements(net: FlightNetwork): Set<number> {
  let set = agreementSets.get(net);
  if (!set) {
    const byCode = new Map(net.airlines.map((a) => [a.iata, a.index]));
    set = new Set();
    for (const [x, y] of INTERLINE_AGREEMENTS) {
      const a = byCode.get(x);
      const b = byCode.get(y);
      if (a === undefined || b === undefined) continue;
      set.add(a * 65536 + b).add(b * 65536 + a);
    }
    agreementSets.set(net, set);
  }
  return set;
}

/** Whether one ticket can be sold over flights of airlines `a` and `b` (airline indexes). */
export function canInterline(net: FlightNetwork, a: number, b: number): boolean {
  if (a === b) return true;
  if (net.airlineIsLowCost[a] === 1 || net.airlineIsLowCost[b] === 1) return false;
  const alliance = net.airlineAlliance[a] ?? 0;
  if (alliance !== 0 && alliance === (net.airlineAlliance[b] ?? 0)) return true;
  return listAgreements(net).has(a * 65536 + b);
}

/**
 * For each airline validating a first-slice itinerary, the other slices' airlines it sells one
 * ticket with (issue 20): what the web needs to price a trip as one ticket or two one-ways
 * (`domain/trip-ticketing.ts`), as the quote will.
 */
export function describeInterline(
  net: FlightNetwork,
  slices: readonly FlightSliceResult[],
): Record<string, string[]> {
  const indexOf = new Map(net.airlines.map((a) => [a.iata, a.index]));
  const validating = new Set<string>();
  for (const it of slices[0]?.itineraries ?? [])
    if (!it.multiTicketType) validating.add(it.segments[0]?.operatingAirline.code ?? '');
  const others = new Set<string>();
  for (const slice of slices.slice(1))
    for (const it of slice.itineraries)
      for (const segment of it.segments) others.add(segment.operatingAirline.code);
  const out: Record<string, string[]> = {};
  for (const code of [...validating].sort()) {
    const a = indexOf.get(code);
    if (a === undefined) continue;
    out[code] = [...others]
      .filter((other) => {
        const b = indexOf.get(other);
        return b !== undefined && canInterline(net, a, b);
      })
      .sort();
  }
  return out;
}

/** The interline rule by IATA code (the quote's side of `domain/trip-ticketing.ts`). */
export function interlineByCode(net: FlightNetwork): InterlineRule {
  const indexOf = new Map(net.airlines.map((a) => [a.iata, a.index]));
  return (validating, airline) => {
    const a = indexOf.get(validating);
    const b = indexOf.get(airline);
    return a !== undefined && b !== undefined && canInterline(net, a, b);
  };
}
