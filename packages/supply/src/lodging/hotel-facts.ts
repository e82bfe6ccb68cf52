import type { HotelFacts } from '@wayfare/contracts/hotel-shop';
import type { HotelLocation } from '@wayfare/contracts/lodging';
import { formatHotelImagePath, renderHotelSvg } from '../imagery/svg-illustrations';
import { describeHotel, parseLodgingId } from './hotel-describe';
import type { HotelWorld } from './hotel-world';

/** A hotel's picture as an SVG document (what the sandbox image host serves), or null. */
export function renderHotelPicture(world: HotelWorld, lodgingId: string): string | null {
  const hotel = parseLodgingId(world, lodgingId);
  if (hotel === null) return null;
  return renderHotelSvg(lodgingId, world.stars[hotel] ?? 3, describeHotel(world, hotel).name);
}

/** A hotel's lasting facts, without a stay: what a favorite or a recently viewed card shows. */
export function describeHotelFacts(world: HotelWorld, lodgingId: string): HotelFacts | null {
  const hotel = parseLodgingId(world, lodgingId);
  if (hotel === null) return null;
  const d = describeHotel(world, hotel);
  const starRating = world.stars[hotel] ?? 3;
  return {
    lodgingId: d.lodgingId,
    name: d.name,
    brand: d.brand,
    starRating,
    userRating: (world.rating10[hotel] ?? 0) / 10,
    reviewCount: world.reviews[hotel] ?? 0,
    collection: d.collection,
    coordinates: { lat: world.lat[hotel] ?? 0, lon: world.lon[hotel] ?? 0 },
    city: d.city,
    countryCode: d.countryCode,
    neighbourhood: d.neighbourhood,
    imageSvg: formatHotelImagePath(d.lodgingId),
  };
}

/**
 * A search's place in words ("Paris, France", "John F Kennedy International Airport (JFK)"), or
 * null for a city or airport code the world does not know.
 */
export function labelHotelLocation(world: HotelWorld, location: HotelLocation): string | null {
  const coordinates = (lat: number, lon: number) => `${lat.toFixed(3)}, ${lon.toFixed(3)}`;
  switch (location.kind) {
    case 'city': {
      const index = world.cityIndexByCode.get(location.cityCode);
      const city = index === undefined ? undefined : world.reference.cities[index];
      return city ? `${city.name}, ${city.countryName}` : null;
    }
    case 'airport': {
      const code = location.airportCode.toUpperCase();
      const airport = world.reference.airports.find((a) => a.iata === code);
      return airport ? `${airport.name} (${airport.iata})` : null;
    }
    case 'point':
      return `Near ${coordinates(location.coordinates.lat, location.coordinates.lon)}`;
    case 'bbox':
      return `Map area around ${coordinates(
        (location.minLat + location.maxLat) / 2,
        (location.minLon + location.maxLon) / 2,
      )}`;
  }
}
