import { HotelDetailSchema, HOTEL_AMENITIES } from '@wayfare/contracts/lodging';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../world/reference-data';
import { getHotelDetail } from './hotel-detail';
import { AMENITY_NAMES, ROOM_TYPE_TEXTS, sayNeighbourhood } from './hotel-locale';
import { ROOM_TEMPLATES } from './hotel-room-types';
import { searchHotels } from './hotel-search';
import { buildHotelWorld } from './hotel-world';

const world = buildHotelWorld(loadReferenceData(), 20_250_101, 20_000);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const PARIS = 'C2988507';
const dates = { checkInDate: '2026-03-10', checkOutDate: '2026-03-13', rooms: 1, adults: 2 };

function search(locale: 'en' | 'fr') {
  const found = searchHotels(
    world,
    {
      location: { kind: 'city', cityCode: PARIS },
      ...dates,
      children: 0,
      filters: {},
      sort: 'MostRecommended',
      offset: 0,
      limit: 20,
      locale,
    },
    NOW,
  );
  if (!found.ok) throw new Error(found.message);
  return found.value.hotels;
}

function detail(lodgingId: string, locale?: 'en' | 'fr') {
  const found = getHotelDetail(world, { lodgingId, ...dates, children: 0, locale }, NOW);
  if (!found.ok) throw new Error(found.message);
  return HotelDetailSchema.parse(found.value);
}

describe('the sandbox supplier in French', () => {
  it('names every room type and amenity by code in English and French', () => {
    for (const template of ROOM_TEMPLATES) {
      expect(ROOM_TYPE_TEXTS[template.code].name.fr).not.toBe(template.name);
      expect(ROOM_TYPE_TEXTS[template.code].description.fr.length).toBeGreaterThan(10);
    }
    for (const amenity of HOTEL_AMENITIES) expect(AMENITY_NAMES[amenity].fr).toBeTruthy();
  });

  it('answers a French hotel page in French: description, rooms, rates, reviews', () => {
    const [first] = search('fr');
    if (!first) throw new Error('no hotel in Paris');
    const english = detail(first.lodgingId);
    const french = detail(first.lodgingId, 'fr');
    expect(english.description).toMatch(/^An? \d-star /);
    expect(french.description).toMatch(/^Un hôtel \d étoiles /);
    expect(french.description).toMatch(/\d+ chambres/);
    expect(french.rooms[0]?.name).toBe('Chambre standard');
    expect(french.rooms[0]?.description).toMatch(/m², jusqu’à 2 personnes\.$/);
    const rateNames = french.rooms.flatMap((r) => r.rates.map((rate) => rate.name));
    expect(rateNames.some((n) => /^(Flexible|Non remboursable|Semi-flexible)/.test(n))).toBe(true);
    expect(rateNames.join(' ')).not.toMatch(/breakfast|room only|Non-refundable/);
    expect(french.reviews.summary).toMatch(/les clients apprécient particulièrement/);
    // Cancellation terms are codes and data (the web words them): the same in every language.
    expect(french.rooms.flatMap((r) => r.rates.map((x) => x.cancellationPolicy))).toEqual(
      english.rooms.flatMap((r) => r.rates.map((x) => x.cancellationPolicy)),
    );
    // Prices, ids and names of the hotel are the same in every language.
    expect(french.name).toBe(english.name);
    expect(french.rooms.map((r) => r.rates.map((x) => [x.rateId, x.total]))).toEqual(
      english.rooms.map((r) => r.rates.map((x) => [x.rateId, x.total])),
    );
  });

  it('says the areas of a French search in French, the same hotels in the same order', () => {
    const english = search('en');
    const french = search('fr');
    expect(french.map((h) => h.lodgingId)).toEqual(english.map((h) => h.lodgingId));
    expect(french.map((h) => h.neighbourhood)).toEqual(
      english.map((h) => sayNeighbourhood(h.neighbourhood, 'fr')),
    );
    expect(sayNeighbourhood('Downtown', 'fr')).toBe('Centre-ville');
    expect(sayNeighbourhood('JFK Airport', 'fr')).toBe('Aéroport JFK');
    expect(sayNeighbourhood('Le Marais', 'fr')).toBe('Le Marais');
  });
});
