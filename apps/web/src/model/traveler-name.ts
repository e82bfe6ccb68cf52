import type { Traveler } from '@wayfare/contracts/travelers';

export function formatTravelerName(traveler: Traveler): string {
  return `${traveler.givenName} ${traveler.surname}`;
}
