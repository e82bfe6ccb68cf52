import type { CarClass, CarExtraType, FuelPolicy } from '@wayfare/contracts/cars';

export interface CarClassSpec {
  carClass: CarClass;
  /** ACRISS category and type letters; transmission and fuel letters are added per offer. */
  acriss: string;
  models: string[];
  seats: number;
  doors: number;
  largeBags: number;
  smallBags: number;
  /** Typical daily rate in US cents at a world-average location. */
  dayRateMinor: number;
  minimumAge: number;
}

const c = (
  carClass: CarClass,
  acriss: string,
  models: string[],
  seats: number,
  doors: number,
  largeBags: number,
  smallBags: number,
  dayRateMinor: number,
  minimumAge = 21,
): CarClassSpec => ({
  carClass,
  acriss,
  models,
  seats,
  doors,
  largeBags,
  smallBags,
  dayRateMinor,
  minimumAge,
});

export const CAR_CLASS_SPECS: readonly CarClassSpec[] = [
  c('Mini', 'MB', ['Fiat 500', 'Kia Picanto', 'Toyota Aygo X'], 4, 3, 0, 1, 2600, 18),
  c(
    'Economy',
    'EC',
    ['Mitsubishi Mirage', 'Volkswagen Polo', 'Renault Clio'],
    4,
    5,
    1,
    1,
    3100,
    18,
  ),
  c('Compact', 'CC', ['Nissan Versa', 'Volkswagen Golf', 'Ford Focus'], 5, 5, 1, 2, 3600, 18),
  c('Intermediate', 'ID', ['Toyota Corolla', 'Hyundai Elantra', 'Skoda Octavia'], 5, 4, 2, 1, 4100),
  c('Standard', 'SD', ['Volkswagen Jetta', 'Kia K5', 'Peugeot 508'], 5, 4, 2, 2, 4600),
  c('FullSize', 'FD', ['Toyota Camry', 'Chevrolet Malibu', 'Nissan Altima'], 5, 4, 2, 2, 5200),
  c('Premium', 'PD', ['Nissan Maxima', 'Audi A4', 'BMW 3 Series'], 5, 4, 3, 1, 7400, 25),
  c(
    'Luxury',
    'LD',
    ['Cadillac CT5', 'Mercedes-Benz E-Class', 'BMW 5 Series'],
    5,
    4,
    3,
    2,
    10_400,
    25,
  ),
  c('CompactSuv', 'CF', ['Ford EcoSport', 'Jeep Renegade', 'Peugeot 2008'], 5, 5, 2, 1, 4700),
  c(
    'IntermediateSuv',
    'IF',
    ['Toyota RAV4', 'Nissan Rogue', 'Volkswagen Tiguan'],
    5,
    5,
    2,
    2,
    5500,
  ),
  c(
    'StandardSuv',
    'SF',
    ['Ford Edge', 'Jeep Grand Cherokee', 'Hyundai Santa Fe'],
    5,
    5,
    3,
    2,
    6400,
  ),
  c('FullSizeSuv', 'FF', ['Chevrolet Tahoe', 'Ford Expedition', 'GMC Yukon'], 7, 5, 4, 2, 8900, 25),
  c('PremiumSuv', 'PF', ['BMW X5', 'Audi Q7', 'Volvo XC90'], 7, 5, 4, 2, 12_500, 25),
  c('Minivan', 'MV', ['Chrysler Pacifica', 'Toyota Sienna', 'Volkswagen Touran'], 7, 5, 3, 3, 7900),
  c(
    'Convertible',
    'ST',
    ['Ford Mustang Convertible', 'Mini Cooper Convertible', 'BMW 4 Series'],
    4,
    2,
    1,
    1,
    8600,
    25,
  ),
];

export interface CarSupplierSpec {
  code: string;
  name: string;
  /** Price level against the market. */
  priceFactor: number;
  minimumAge: number;
  fuelPolicy: FuelPolicy;
  /** Share of locations where the brand has a counter. */
  presence: number;
}

export const CAR_SUPPLIERS: readonly CarSupplierSpec[] = [
  {
    code: 'ZE',
    name: 'Hertz',
    priceFactor: 1.08,
    minimumAge: 20,
    fuelPolicy: 'FullToFull',
    presence: 0.9,
  },
  {
    code: 'ZI',
    name: 'Avis',
    priceFactor: 1.06,
    minimumAge: 21,
    fuelPolicy: 'FullToFull',
    presence: 0.85,
  },
  {
    code: 'ZD',
    name: 'Budget',
    priceFactor: 0.94,
    minimumAge: 21,
    fuelPolicy: 'FullToFull',
    presence: 0.75,
  },
  {
    code: 'ET',
    name: 'Enterprise',
    priceFactor: 1.0,
    minimumAge: 21,
    fuelPolicy: 'FullToFull',
    presence: 0.8,
  },
  {
    code: 'ZL',
    name: 'National',
    priceFactor: 1.1,
    minimumAge: 21,
    fuelPolicy: 'FullToFull',
    presence: 0.55,
  },
  {
    code: 'AL',
    name: 'Alamo',
    priceFactor: 0.92,
    minimumAge: 21,
    fuelPolicy: 'PrePurchase',
    presence: 0.6,
  },
  {
    code: 'SX',
    name: 'Sixt',
    priceFactor: 1.04,
    minimumAge: 18,
    fuelPolicy: 'FullToFull',
    presence: 0.65,
  },
  {
    code: 'EP',
    name: 'Europcar',
    priceFactor: 0.98,
    minimumAge: 19,
    fuelPolicy: 'SameToSame',
    presence: 0.6,
  },
  {
    code: 'ZT',
    name: 'Thrifty',
    priceFactor: 0.88,
    minimumAge: 21,
    fuelPolicy: 'FullToEmpty',
    presence: 0.45,
  },
  {
    code: 'ZR',
    name: 'Dollar',
    priceFactor: 0.86,
    minimumAge: 21,
    fuelPolicy: 'PrePurchase',
    presence: 0.45,
  },
];

export interface CarExtraSpec {
  type: CarExtraType;
  name: string;
  dayRateMinor: number;
  maxChargeDays: number;
  maxQuantity: number;
}

export const CAR_EXTRAS: readonly CarExtraSpec[] = [
  {
    type: 'ChildSeat',
    name: 'Child seat (9–18 kg)',
    dayRateMinor: 1300,
    maxChargeDays: 7,
    maxQuantity: 3,
  },
  {
    type: 'InfantSeat',
    name: 'Infant seat (up to 13 kg)',
    dayRateMinor: 1300,
    maxChargeDays: 7,
    maxQuantity: 2,
  },
  {
    type: 'BoosterSeat',
    name: 'Booster seat (15–36 kg)',
    dayRateMinor: 1100,
    maxChargeDays: 7,
    maxQuantity: 3,
  },
  {
    type: 'Gps',
    name: 'Satellite navigation',
    dayRateMinor: 1500,
    maxChargeDays: 10,
    maxQuantity: 1,
  },
  {
    type: 'AdditionalDriver',
    name: 'Additional driver',
    dayRateMinor: 1400,
    maxChargeDays: 10,
    maxQuantity: 3,
  },
  {
    type: 'WifiHotspot',
    name: 'Mobile Wi-Fi hotspot',
    dayRateMinor: 1000,
    maxChargeDays: 10,
    maxQuantity: 1,
  },
  {
    type: 'TollPass',
    name: 'Electronic toll pass',
    dayRateMinor: 600,
    maxChargeDays: 14,
    maxQuantity: 1,
  },
  { type: 'SkiRack', name: 'Ski rack', dayRateMinor: 1200, maxChargeDays: 7, maxQuantity: 1 },
  { type: 'SnowChains', name: 'Snow chains', dayRateMinor: 900, maxChargeDays: 7, maxQuantity: 1 },
  {
    type: 'FullCoverage',
    name: 'Full coverage (zero excess)',
    dayRateMinor: 2400,
    maxChargeDays: 30,
    maxQuantity: 1,
  },
];

/** Per-day young-driver surcharge under 25, in US cents. */
export const YOUNG_DRIVER_DAY_MINOR = 2700;
export const YOUNG_DRIVER_AGE = 25;
export const MIN_DRIVER_AGE = 18;
export const MAX_DRIVER_AGE = 99;
export const MAX_RENTAL_DAYS = 30;
export const AIRPORT_CONCESSION_PERCENT = 11;
export const CAR_TAX_PERCENT = 9;
