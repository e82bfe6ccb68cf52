import type { HotelAmenity, MealPlan, ReviewCategory } from '@wayfare/contracts/lodging';
import type { Locale } from '@wayfare/contracts/tenant';

/**
 * The sandbox supplier's own content in each language it answers in (spec §1: English and
 * French): room types and amenities by code, neighbourhood words, rate plans, review summaries and
 * the templates hotel descriptions and cancellation terms are written from. A real supplier sends
 * its content in the requested language; the portal asks in the person's (`locale` on the hotel
 * requests). Names of hotels, brands, streets and cities stay as they are.
 */
export type SupplyLocale = Locale;
export const DEFAULT_SUPPLY_LOCALE: SupplyLocale = 'en';

type Texts = Record<SupplyLocale, string>;

/** Room types by code (`ROOM_TEMPLATES[i].code`): name and a line about the room. */
export const ROOM_TYPE_TEXTS = {
  Standard: {
    name: { en: 'Standard Room', fr: 'Chambre standard' },
    description: {
      en: 'A comfortable room with a work desk and en-suite shower.',
      fr: 'Une chambre confortable avec bureau et douche privative.',
    },
  },
  StandardTwoDoubles: {
    name: { en: 'Standard Two Doubles', fr: 'Chambre standard, deux lits doubles' },
    description: {
      en: 'Two double beds, ideal for families or friends.',
      fr: 'Deux lits doubles, idéale en famille ou entre amis.',
    },
  },
  DeluxeKing: {
    name: { en: 'Deluxe King', fr: 'Chambre deluxe, lit très grand' },
    description: {
      en: 'A larger room on a higher floor with a king bed and city views.',
      fr: 'Une chambre plus grande, en étage élevé, avec lit très grand et vue sur la ville.',
    },
  },
  AccessibleKing: {
    name: {
      en: 'Accessible King, roll-in shower',
      fr: 'Chambre accessible, lit très grand, douche de plain-pied',
    },
    description: {
      en: 'A step-free room with a roll-in shower, grab bars and a lowered sink.',
      fr: 'Une chambre sans marche avec douche de plain-pied, barres d’appui et lavabo abaissé.',
    },
  },
  Family: {
    name: { en: 'Family Room', fr: 'Chambre familiale' },
    description: {
      en: 'A queen bed and a sofa bed with space for a cot.',
      fr: 'Un grand lit et un canapé-lit, avec de la place pour un lit de bébé.',
    },
  },
  JuniorSuite: {
    name: { en: 'Junior Suite', fr: 'Suite junior' },
    description: {
      en: 'A separate sitting area, king bed and a soaking tub.',
      fr: 'Un coin salon séparé, un lit très grand et une baignoire profonde.',
    },
  },
  ExecutiveSuite: {
    name: { en: 'Executive Suite', fr: 'Suite exécutive' },
    description: {
      en: 'A suite with living room, lounge access and evening canapés.',
      fr: 'Une suite avec salon, accès au salon exécutif et canapés en soirée.',
    },
  },
  EconomySingle: {
    name: { en: 'Economy Single', fr: 'Chambre simple économique' },
    description: {
      en: 'A compact room with a single twin bed.',
      fr: 'Une chambre compacte avec un lit simple.',
    },
  },
} satisfies Record<string, { name: Texts; description: Texts }>;
export type RoomTypeCode = keyof typeof ROOM_TYPE_TEXTS;

/** Amenities by code, as a description's highlights name them. */
export const AMENITY_HIGHLIGHTS: Partial<Record<HotelAmenity, Texts>> = {
  Pool: { en: 'an outdoor pool', fr: 'une piscine extérieure' },
  Spa: { en: 'a full-service spa', fr: 'un spa complet' },
  Restaurant: { en: 'an on-site restaurant', fr: 'un restaurant sur place' },
  FitnessCenter: { en: 'a 24-hour fitness centre', fr: 'une salle de sport ouverte 24 h sur 24' },
  Beachfront: { en: 'direct beach access', fr: 'un accès direct à la plage' },
};

/** Amenities by code, in each language (the supplier's own list; the portal names them too). */
export const AMENITY_NAMES: Record<HotelAmenity, Texts> = {
  FreeWifi: { en: 'Free Wi-Fi', fr: 'Wi-Fi gratuit' },
  Pool: { en: 'Pool', fr: 'Piscine' },
  FitnessCenter: { en: 'Fitness center', fr: 'Salle de sport' },
  Spa: { en: 'Spa', fr: 'Spa' },
  Restaurant: { en: 'Restaurant', fr: 'Restaurant' },
  Bar: { en: 'Bar', fr: 'Bar' },
  RoomService: { en: 'Room service', fr: 'Service aux chambres' },
  FreeBreakfast: { en: 'Free breakfast', fr: 'Petit-déjeuner gratuit' },
  Parking: { en: 'Parking', fr: 'Stationnement' },
  FreeParking: { en: 'Free parking', fr: 'Stationnement gratuit' },
  AirportShuttle: { en: 'Airport shuttle', fr: 'Navette aéroport' },
  PetFriendly: { en: 'Pet friendly', fr: 'Animaux acceptés' },
  AirConditioning: { en: 'Air conditioning', fr: 'Climatisation' },
  BusinessCenter: { en: 'Business center', fr: 'Centre d’affaires' },
  AccessibleRooms: { en: 'Accessible rooms', fr: 'Chambres accessibles' },
  KidsClub: { en: 'Kids’ club', fr: 'Club enfants' },
  EvCharging: { en: 'EV charging', fr: 'Recharge de véhicules électriques' },
  Kitchenette: { en: 'Kitchenette', fr: 'Cuisinette' },
  Beachfront: { en: 'Beachfront', fr: 'Bord de plage' },
  HotTub: { en: 'Hot tub', fr: 'Bain à remous' },
};

export const ACCESSIBILITY_FEATURE_TEXTS: readonly Texts[] = [
  { en: 'Step-free access from the entrance', fr: 'Accès sans marche depuis l’entrée' },
  { en: 'Roll-in shower with seat', fr: 'Douche de plain-pied avec siège' },
  { en: 'Grab bars by toilet and shower', fr: 'Barres d’appui près des toilettes et de la douche' },
  { en: 'Lowered sink and light switches', fr: 'Lavabo et interrupteurs abaissés' },
  { en: 'Visual fire alarm and door knock', fr: 'Alarme incendie et sonnette visuelles' },
];

/** Neighbourhood words the sandbox names its hotels' areas with. */
const NEIGHBOURHOOD_TEXTS: Record<string, Texts> = {
  Downtown: { en: 'Downtown', fr: 'Centre-ville' },
  'City Centre': { en: 'City Centre', fr: 'Centre' },
  'Old Town': { en: 'Old Town', fr: 'Vieille ville' },
  Riverside: { en: 'Riverside', fr: 'Bord de l’eau' },
  Waterfront: { en: 'Waterfront', fr: 'Front de mer' },
  'Convention Center': { en: 'Convention Center', fr: 'Palais des congrès' },
  Central: { en: 'Central', fr: 'Quartier central' },
  Midtown: { en: 'Midtown', fr: 'Quartier du centre' },
  Park: { en: 'Park', fr: 'Quartier du parc' },
  Station: { en: 'Station', fr: 'Quartier de la gare' },
  North: { en: 'North', fr: 'Nord' },
  East: { en: 'East', fr: 'Est' },
  South: { en: 'South', fr: 'Sud' },
  West: { en: 'West', fr: 'Ouest' },
};

/** An area's name in the language asked for: "Downtown" → "Centre-ville", "JFK Airport" → "Aéroport JFK". */
export function sayNeighbourhood(neighbourhood: string, locale: SupplyLocale): string {
  if (locale === 'en') return neighbourhood;
  const airport = /^([A-Z]{3}) Airport$/.exec(neighbourhood);
  if (airport) return `Aéroport ${airport[1]}`;
  if (neighbourhood === 'Airport') return 'Aéroport';
  return NEIGHBOURHOOD_TEXTS[neighbourhood]?.[locale] ?? neighbourhood;
}

const REVIEW_WORDS: Record<'Exceptional' | 'Very good' | 'Good' | 'Fair', Texts> = {
  Exceptional: { en: 'Exceptional', fr: 'Exceptionnel' },
  'Very good': { en: 'Very good', fr: 'Très bien' },
  Good: { en: 'Good', fr: 'Bien' },
  Fair: { en: 'Fair', fr: 'Correct' },
};
const REVIEW_CATEGORY_TEXTS: Record<ReviewCategory, Texts> = {
  Cleanliness: { en: 'cleanliness', fr: 'la propreté' },
  Location: { en: 'location', fr: 'l’emplacement' },
  Service: { en: 'service', fr: 'le service' },
  Value: { en: 'value', fr: 'le rapport qualité-prix' },
  Rooms: { en: 'rooms', fr: 'les chambres' },
};

/** "Very good: guests especially praise the location." */
export function sayReviewSummary(
  rating: number,
  best: ReviewCategory | undefined,
  locale: SupplyLocale,
): string {
  const word =
    rating >= 4.5 ? 'Exceptional' : rating >= 4 ? 'Very good' : rating >= 3.5 ? 'Good' : 'Fair';
  const category = REVIEW_CATEGORY_TEXTS[best ?? 'Location'][locale];
  return locale === 'fr'
    ? `${REVIEW_WORDS[word].fr} : les clients apprécient particulièrement ${category}.`
    : `${REVIEW_WORDS[word].en}: guests especially praise the ${category}.`;
}

/** A hotel's description from its facts (the templates of each language). */
export function sayHotelDescription(
  facts: {
    stars: number;
    brand: string | null;
    neighbourhood: string;
    city: string;
    highlights: readonly HotelAmenity[];
    roomCount: number;
    hasFreeWifi: boolean;
  },
  locale: SupplyLocale,
): string {
  const highlights = facts.highlights.flatMap((a) => AMENITY_HIGHLIGHTS[a]?.[locale] ?? []);
  const list = (items: string[], and: string) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
  if (locale === 'fr') {
    return (
      `Un hôtel ${facts.stars} étoiles ${facts.brand ? `${facts.brand} ` : ''}à ${facts.city} ` +
      `(${facts.neighbourhood})${highlights.length > 0 ? `, avec ${list(highlights, 'et')}` : ''}. ` +
      `${facts.roomCount} chambres${facts.hasFreeWifi ? ' et Wi-Fi gratuit partout' : ''}.`
    );
  }
  return (
    `A ${facts.stars}-star ${facts.brand ? `${facts.brand} ` : ''}hotel in ${facts.neighbourhood}, ` +
    `${facts.city}${highlights.length > 0 ? `, with ${highlights.join(', ')}` : ''}. ` +
    `${facts.roomCount} rooms${facts.hasFreeWifi ? ' and free Wi-Fi throughout' : ''}.`
  );
}

/** "22 m², sleeps 2." */
export function sayRoomSize(sizeSqm: number, maxOccupancy: number, locale: SupplyLocale): string {
  return locale === 'fr'
    ? `${sizeSqm} m², jusqu’à ${maxOccupancy} personne${maxOccupancy > 1 ? 's' : ''}.`
    : `${sizeSqm} m², sleeps ${maxOccupancy}.`;
}

export function sayPhotoCaption(
  kind: 'exterior' | 'view',
  place: { name: string; neighbourhood: string; city: string },
  locale: SupplyLocale,
): string {
  if (kind === 'view') return `${place.neighbourhood}, ${place.city}`;
  return locale === 'fr' ? `${place.name}, la façade` : `${place.name} exterior`;
}

const RATE_TERMS: Record<'F' | 'L' | 'N' | 'P', (partialPercent: number) => Texts> = {
  F: () => ({ en: 'Flexible', fr: 'Flexible' }),
  L: () => ({ en: 'Flexible, pay at the hotel', fr: 'Flexible, paiement à l’hôtel' }),
  N: () => ({ en: 'Non-refundable, save 10%', fr: 'Non remboursable, 10 % d’économie' }),
  P: (percent) => ({
    en: `Semi-flexible, ${percent}% refundable`,
    fr: `Semi-flexible, remboursable à ${percent} %`,
  }),
};
const MEAL_TEXTS: Record<MealPlan, Texts> = {
  AllInclusive: { en: 'all inclusive', fr: 'tout compris' },
  Breakfast: { en: 'breakfast included', fr: 'petit-déjeuner inclus' },
  BreakfastFor1: { en: 'breakfast for 1', fr: 'petit-déjeuner pour 1' },
  BreakfastFor2: { en: 'breakfast for 2', fr: 'petit-déjeuner pour 2' },
  Dinner: { en: 'dinner included', fr: 'dîner inclus' },
  FullBoard: { en: 'full board', fr: 'pension complète' },
  HalfBoard: { en: 'half board', fr: 'demi-pension' },
  Lunch: { en: 'lunch included', fr: 'déjeuner inclus' },
  RoomOnly: { en: 'room only', fr: 'chambre seule' },
};

/** A rate plan's name: "Flexible, breakfast for 2". */
export function sayRatePlan(
  terms: 'F' | 'L' | 'N' | 'P',
  meal: MealPlan,
  partialPercent: number,
  locale: SupplyLocale,
): string {
  return `${RATE_TERMS[terms](partialPercent)[locale]}, ${MEAL_TEXTS[meal][locale]}`;
}
