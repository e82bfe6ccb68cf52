import type { Collection } from '@wayfare/contracts/lodging';

export interface HotelBrand {
  name: string;
  stars: 1 | 2 | 3 | 4 | 5;
  isLifestyle: boolean;
}

export interface HotelChain {
  /** Spec §3 hotel loyalty programme code. */
  code: string;
  name: string;
  programme: string;
  /** Share of chain hotels. */
  weight: number;
  brands: HotelBrand[];
}

const b = (name: string, stars: HotelBrand['stars'], isLifestyle = false): HotelBrand => ({
  name,
  stars,
  isLifestyle,
});

export const HOTEL_CHAINS: readonly HotelChain[] = [
  {
    code: 'MAR',
    name: 'Marriott International',
    programme: 'Marriott Bonvoy',
    weight: 18,
    brands: [
      b('Courtyard by Marriott', 3),
      b('Residence Inn', 3),
      b('Fairfield Inn & Suites', 2),
      b('Marriott', 4),
      b('JW Marriott', 5),
      b('The Ritz-Carlton', 5),
      b('Sheraton', 4),
      b('Westin', 4),
      b('W Hotel', 5, true),
      b('Moxy', 3, true),
      b('AC Hotel', 3),
      b('Aloft', 3, true),
      b('Four Points by Sheraton', 3),
    ],
  },
  {
    code: 'HIL',
    name: 'Hilton',
    programme: 'Hilton Honors',
    weight: 16,
    brands: [
      b('Hampton Inn', 2),
      b('Hilton Garden Inn', 3),
      b('Hilton', 4),
      b('DoubleTree by Hilton', 3),
      b('Embassy Suites', 3),
      b('Conrad', 5),
      b('Waldorf Astoria', 5),
      b('Canopy by Hilton', 4, true),
      b('Home2 Suites', 2),
      b('Tru by Hilton', 2),
    ],
  },
  {
    code: 'IHG',
    name: 'IHG Hotels & Resorts',
    programme: 'IHG One Rewards',
    weight: 14,
    brands: [
      b('Holiday Inn Express', 2),
      b('Holiday Inn', 3),
      b('Crowne Plaza', 4),
      b('InterContinental', 5),
      b('Kimpton', 4, true),
      b('Hotel Indigo', 4, true),
      b('Staybridge Suites', 3),
      b('Candlewood Suites', 2),
    ],
  },
  {
    code: 'HYA',
    name: 'Hyatt',
    programme: 'World of Hyatt',
    weight: 6,
    brands: [
      b('Hyatt Place', 3),
      b('Hyatt Regency', 4),
      b('Grand Hyatt', 5),
      b('Park Hyatt', 5),
      b('Andaz', 5, true),
      b('Hyatt House', 3),
      b('Thompson', 5, true),
    ],
  },
  {
    code: 'ACH',
    name: 'Accor',
    programme: 'ALL - Accor Live Limitless',
    weight: 14,
    brands: [
      b('ibis', 2),
      b('ibis Styles', 2),
      b('Novotel', 3),
      b('Mercure', 3),
      b('Pullman', 4),
      b('Sofitel', 5),
      b('Fairmont', 5),
      b('Raffles', 5),
      b('Mama Shelter', 3, true),
    ],
  },
  {
    code: 'WYN',
    name: 'Wyndham Hotels & Resorts',
    programme: 'Wyndham Rewards',
    weight: 12,
    brands: [
      b('Super 8', 1),
      b('Days Inn', 1),
      b('Ramada', 2),
      b('La Quinta', 2),
      b('Wyndham', 3),
      b('Wyndham Grand', 4),
      b('Travelodge', 1),
      b('Microtel', 1),
    ],
  },
  {
    code: 'CHH',
    name: 'Choice Hotels',
    programme: 'Choice Privileges',
    weight: 10,
    brands: [
      b('Comfort Inn', 2),
      b('Quality Inn', 2),
      b('Sleep Inn', 2),
      b('Clarion', 3),
      b('Cambria', 3),
      b('Econo Lodge', 1),
    ],
  },
  {
    code: 'BWH',
    name: 'Best Western Hotels & Resorts',
    programme: 'Best Western Rewards',
    weight: 7,
    brands: [
      b('Best Western', 2),
      b('Best Western Plus', 3),
      b('Best Western Premier', 4),
      b('SureStay', 1),
    ],
  },
  {
    code: 'RAD',
    name: 'Radisson Hotel Group',
    programme: 'Radisson Rewards',
    weight: 3,
    brands: [
      b('Radisson Blu', 4),
      b('Park Inn by Radisson', 3),
      b('Radisson', 4),
      b('Radisson RED', 3, true),
    ],
  },
];

export const INDEPENDENT_PREFIXES = [
  'The',
  'Hotel',
  'Grand',
  'Royal',
  'Casa',
  'Villa',
  'Maison',
  'The Little',
  'Palazzo',
  'Le',
];
export const INDEPENDENT_WORDS = [
  'Harbour',
  'Garden',
  'Meridian',
  'Lantern',
  'Orchard',
  'Cedar',
  'Juniper',
  'Atlas',
  'Beacon',
  'Willow',
  'Linden',
  'Sapphire',
  'Magnolia',
  'Crescent',
  'Heritage',
  'Compass',
  'Aurora',
  'Riverside',
  'Belvedere',
  'Mosaic',
  'Palm',
  'Saffron',
  'Copper',
  'Ivory',
  'Larkspur',
  'Monarch',
  'Solstice',
  'Tidewater',
  'Vista',
  'Alder',
  'Marigold',
];
export const INDEPENDENT_SUFFIXES = [
  'Hotel',
  'Inn',
  'House',
  'Suites',
  'Lodge',
  'Boutique Hotel',
  'Residences',
  'Guesthouse',
];
export const AREA_NAMES = [
  'Downtown',
  'City Centre',
  'Old Town',
  'Riverside',
  'Waterfront',
  'Convention Center',
  'Central',
  'Midtown',
  'Park',
  'Station',
];
export const COMPASS_NAMES = ['North', 'East', 'South', 'West'];

/** Independent hotels have no loyalty programme. */
export const NO_CHAIN = 255;

export const COLLECTION_CODES: readonly Collection[] = ['NoCollection', 'Premier', 'Lifestyle'];
