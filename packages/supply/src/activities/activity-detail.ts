import type {
  ActivityCategory,
  ActivityDetail,
  ActivityInclusion,
  ActivityStop,
} from '@wayfare/contracts/activities';
import { offsetPoint } from '../geo/great-circle';
import { hash3, toUnit } from '../random/prng';
import lookupTimeZone from '../reference/tz-lookup-shim';
import {
  describeActivity,
  findActivity,
  type ActivityRecord,
  type ActivityWorld,
} from './activity-search';
import { renderLandscapeSvg } from '../imagery/svg-illustrations';

/** Where each kind of activity meets, and what it includes and leaves out (sandbox rules). */
const CATEGORY_CONTENT: Record<
  ActivityCategory,
  {
    meetingPoint: string;
    stops: readonly string[];
    included: readonly ActivityInclusion[];
    excluded: readonly ActivityInclusion[];
  }
> = {
  Tours: {
    meetingPoint: 'Main square, by the fountain',
    stops: ['Welcome and introductions', 'Historic centre', 'Market hall', 'Old harbour'],
    included: ['LicensedGuide', 'AudioGuide'],
    excluded: ['Food', 'Gratuities'],
  },
  Attractions: {
    meetingPoint: 'Main entrance, ticket desk',
    stops: ['Security check and entry', 'Visit at your own pace'],
    included: ['EntryTickets'],
    excluded: ['Food', 'Drinks'],
  },
  Museums: {
    meetingPoint: 'Museum entrance hall',
    stops: ['Entry and cloakroom', 'Permanent collection', 'Current exhibition'],
    included: ['EntryTickets', 'AudioGuide'],
    excluded: ['LicensedGuide', 'Food'],
  },
  FoodAndDrink: {
    meetingPoint: 'Covered market, north gate',
    stops: ['Market tastings', 'Family-run stalls', 'Sweet stop and farewell'],
    included: ['LicensedGuide', 'Food', 'Drinks'],
    excluded: ['Gratuities', 'HotelPickUp'],
  },
  Classes: {
    meetingPoint: 'Cookery school reception',
    stops: ['Market shopping', 'Cooking with the chef', 'Sit-down meal'],
    included: ['Food', 'Drinks', 'Equipment'],
    excluded: ['HotelPickUp', 'Gratuities'],
  },
  Outdoors: {
    meetingPoint: 'Hotel lobby pick-up (city centre hotels)',
    stops: ['Drive to the trailhead', 'Ridge walk and viewpoint', 'Picnic lunch', 'Return drive'],
    included: ['LicensedGuide', 'HotelPickUp', 'Transport', 'Food'],
    excluded: ['Drinks', 'Gratuities'],
  },
  WaterActivities: {
    meetingPoint: 'Waterfront pier, boarding gate',
    stops: ['Safety briefing and boarding', 'On the water', 'Back to the pier'],
    included: ['Equipment', 'Drinks'],
    excluded: ['Food', 'PersonalExpenses'],
  },
  Shows: {
    meetingPoint: 'Venue box office',
    stops: ['Doors open', 'The show'],
    included: ['EntryTickets', 'Drinks'],
    excluded: ['Food', 'HotelPickUp'],
  },
  DayTrips: {
    meetingPoint: 'Central coach station, bay 4',
    stops: ['Coach to the countryside', 'Village walk', 'Castle visit', 'Long lunch', 'Return'],
    included: ['LicensedGuide', 'Transport', 'EntryTickets', 'Food'],
    excluded: ['Drinks', 'Gratuities'],
  },
  Nightlife: {
    meetingPoint: 'Outside the first bar, old town',
    stops: ['Welcome shots', 'Bar two', 'Bar three', 'Bar four', 'Club entry'],
    included: ['LicensedGuide', 'Drinks', 'EntryTickets'],
    excluded: ['Food', 'PersonalExpenses'],
  },
};

/** The stops spread over the activity's duration, the last one ending with it. */
function planStops(titles: readonly string[], durationMinutes: number): ActivityStop[] {
  const each = Math.max(5, Math.floor(durationMinutes / titles.length / 5) * 5);
  return titles.map((title, i) => ({
    minutesFromStart: Math.min(i * each, durationMinutes - 5),
    durationMinutes:
      i === titles.length - 1 ? Math.max(5, durationMinutes - i * each) : Math.max(5, each),
    title,
  }));
}

/** The activity page's content: its meeting point (near the activity), itinerary and inclusions. */
export function describeActivityDetail(a: ActivityRecord): ActivityDetail {
  const summary = describeActivity(a);
  const content = CATEGORY_CONTENT[a.template.category];
  const point = offsetPoint(a.lat, a.lon, toUnit(hash3(a.hash, 11, 12)) * Math.PI * 2, 0.3);
  return {
    ...summary,
    timeZone: lookupTimeZone(a.lat, a.lon),
    meetingPoint: { name: content.meetingPoint, coordinates: { lat: point.lat, lon: point.lon } },
    itinerary: planStops(content.stops, a.template.durationMinutes),
    included: [...content.included],
    excluded: [...content.excluded],
  };
}

/**
 * Where the sandbox's image host serves an activity's picture (the portal serves it, as an
 * operator's CDN would): result pages link pictures rather than carry them inline.
 */
export function formatActivityImagePath(activityId: string): string {
  return `/api/v0/images/activities/${encodeURIComponent(activityId)}.svg`;
}

/** An activity's picture (the same landscape as its summary's), or null for an unknown activity. */
export function renderActivityPicture(world: ActivityWorld, activityId: string): string | null {
  const found = findActivity(world, activityId);
  return found ? renderLandscapeSvg(found.activityId, describeActivityTitle(found)) : null;
}

function describeActivityTitle(a: ActivityRecord): string {
  return a.template.title.replace('{city}', a.city.name).replace('{country}', a.city.countryName);
}
