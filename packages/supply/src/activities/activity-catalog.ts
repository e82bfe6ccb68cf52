import type { ActivityCategory, AgeBand, TicketType } from '@wayfare/contracts/activities';

export interface ActivityTemplate {
  category: ActivityCategory;
  /** `{city}` and `{country}` are filled in. */
  title: string;
  description: string;
  durationMinutes: number;
  /** Local start times in minutes of the day. */
  startMinutes: number[];
  capacity: number;
  adultPriceMinor: number;
  minAge: number;
  tickets: TicketType[];
  cancellation: 'FullyRefundable' | 'PartiallyRefundable' | 'NonRefundable';
  /** Weekday (0 = Sunday) the activity does not run, or -1. */
  closedWeekday: number;
}

const hours = (...h: number[]) => h.map((x) => Math.round(x * 60));

const t = (
  category: ActivityCategory,
  title: string,
  description: string,
  durationMinutes: number,
  startMinutes: number[],
  capacity: number,
  adultPriceMinor: number,
  minAge: number,
  tickets: TicketType[],
  cancellation: ActivityTemplate['cancellation'] = 'FullyRefundable',
  closedWeekday = -1,
): ActivityTemplate => ({
  category,
  title,
  description,
  durationMinutes,
  startMinutes,
  capacity,
  adultPriceMinor,
  minAge,
  tickets,
  cancellation,
  closedWeekday,
});

export const ACTIVITY_TEMPLATES: readonly ActivityTemplate[] = [
  t(
    'Tours',
    '{city} old town walking tour',
    'Stroll the historic centre with a licensed local guide and hear the stories behind its squares.',
    150,
    hours(9, 11, 14, 16),
    15,
    2500,
    0,
    ['Standard', 'Private'],
  ),
  t(
    'Tours',
    '{city} hop-on hop-off bus pass',
    'A day of open-top sightseeing with audio commentary in 12 languages.',
    480,
    hours(9),
    80,
    3600,
    0,
    ['Standard'],
  ),
  t(
    'Tours',
    'Bike tour of {city} highlights',
    'Cycle the main sights at an easy pace; bike and helmet included.',
    180,
    hours(10, 15),
    12,
    3900,
    12,
    ['Standard', 'Private'],
  ),
  t(
    'Attractions',
    '{city} observation deck ticket',
    'Panoramic views over the city from the highest deck in town.',
    60,
    hours(10, 11, 12, 13, 14, 15, 16, 17, 18, 19),
    60,
    2800,
    0,
    ['Standard', 'SkipTheLine'],
  ),
  t(
    'Attractions',
    '{city} zoo and aquarium entry',
    'A full day with more than 300 species, feeding times and a children’s farm.',
    300,
    hours(9.5),
    200,
    3200,
    0,
    ['Standard', 'SkipTheLine'],
  ),
  t(
    'Museums',
    '{city} museum of art and history',
    'Permanent collection and current exhibitions, with an optional audio guide.',
    120,
    hours(10, 11, 12, 13, 14, 15, 16),
    40,
    1800,
    0,
    ['Standard', 'SkipTheLine'],
    'FullyRefundable',
    1,
  ),
  t(
    'Museums',
    'Guided visit of the {city} cathedral',
    'A small-group visit including the crypt and the bell tower.',
    90,
    hours(10, 12, 15),
    20,
    2200,
    0,
    ['Standard', 'SkipTheLine'],
    'FullyRefundable',
    0,
  ),
  t(
    'FoodAndDrink',
    '{city} street food tasting tour',
    'Ten tastings at family-run stalls and markets, drinks included.',
    210,
    hours(11, 17.5),
    12,
    6900,
    0,
    ['Standard', 'Private'],
  ),
  t(
    'FoodAndDrink',
    'Wine and cheese tasting in {city}',
    'Six regional wines paired with local cheeses, led by a sommelier.',
    120,
    hours(17, 19.5),
    14,
    5900,
    18,
    ['Standard'],
    'NonRefundable',
  ),
  t(
    'Classes',
    'Cooking class: {country} classics',
    'Cook a three-course meal with a chef, then sit down to eat it.',
    240,
    hours(10, 16),
    10,
    8900,
    8,
    ['Standard', 'Private'],
    'PartiallyRefundable',
  ),
  t(
    'Outdoors',
    'Half-day hike in the hills near {city}',
    'A guided 10 km walk with viewpoints and a picnic lunch; hotel pick-up.',
    300,
    hours(8),
    14,
    5400,
    8,
    ['Standard', 'Private'],
  ),
  t(
    'WaterActivities',
    '{city} sunset cruise',
    'A relaxed cruise with a drink on board as the sun goes down.',
    90,
    hours(18, 19.5),
    60,
    3400,
    0,
    ['Standard', 'Vip'],
  ),
  t(
    'WaterActivities',
    'Kayak tour along the {city} waterfront',
    'Paddle calm water with an instructor; all equipment included.',
    150,
    hours(9, 13),
    10,
    4900,
    10,
    ['Standard'],
  ),
  t(
    'Shows',
    'Live music night in {city}',
    'An evening of local music in an intimate venue, one drink included.',
    120,
    hours(20.5),
    120,
    4500,
    0,
    ['Standard', 'Vip'],
    'NonRefundable',
    1,
  ),
  t(
    'DayTrips',
    'Full-day trip from {city} to the countryside',
    'Villages, a castle and a long lunch, by air-conditioned coach.',
    600,
    hours(8),
    45,
    9900,
    0,
    ['Standard', 'Private'],
    'PartiallyRefundable',
  ),
  t(
    'Nightlife',
    '{city} bar crawl',
    'Four bars, welcome shots and entry to a club; adults only.',
    240,
    hours(21),
    30,
    2900,
    18,
    ['Standard', 'Vip'],
    'NonRefundable',
  ),
];

export const AGE_BANDS: readonly {
  band: AgeBand;
  minAge: number;
  maxAge: number;
  priceFactor: number;
}[] = [
  { band: 'Adult', minAge: 18, maxAge: 64, priceFactor: 1 },
  { band: 'Senior', minAge: 65, maxAge: 120, priceFactor: 0.85 },
  { band: 'Youth', minAge: 13, maxAge: 17, priceFactor: 0.8 },
  { band: 'Child', minAge: 4, maxAge: 12, priceFactor: 0.6 },
  { band: 'Infant', minAge: 0, maxAge: 3, priceFactor: 0 },
];

export const TICKET_FACTORS: Record<TicketType, number> = {
  Standard: 1,
  SkipTheLine: 1.25,
  Private: 2.4,
  Vip: 1.8,
};
export const TICKET_NAMES: Record<TicketType, string> = {
  Standard: 'Standard ticket',
  SkipTheLine: 'Skip-the-line ticket',
  Private: 'Private group',
  Vip: 'VIP seating',
};
export const LANGUAGES_BY_COUNTRY: Record<string, string> = {
  FR: 'French',
  ES: 'Spanish',
  IT: 'Italian',
  DE: 'German',
  PT: 'Portuguese',
  BR: 'Portuguese',
  MX: 'Spanish',
  JP: 'Japanese',
  CN: 'Chinese',
  NL: 'Dutch',
  AR: 'Spanish',
  CO: 'Spanish',
  PE: 'Spanish',
  CL: 'Spanish',
};
