/** Aircraft types and their cabin layouts (seats per cabin). */

export interface AircraftType {
  code: string;
  name: string;
  /** Seats: First, Business, PremiumEconomy, Economy (BasicEconomy shares Economy seats). */
  first: number;
  business: number;
  premiumEconomy: number;
  economy: number;
  isWidebody: boolean;
}

export const AIRCRAFT: readonly AircraftType[] = [
  {
    code: 'AT7',
    name: 'ATR 72-600',
    first: 0,
    business: 0,
    premiumEconomy: 0,
    economy: 70,
    isWidebody: false,
  },
  {
    code: 'E75',
    name: 'Embraer E175',
    first: 0,
    business: 12,
    premiumEconomy: 0,
    economy: 64,
    isWidebody: false,
  },
  {
    code: '7M8',
    name: 'Boeing 737 MAX 8',
    first: 0,
    business: 16,
    premiumEconomy: 0,
    economy: 150,
    isWidebody: false,
  },
  {
    code: '32N',
    name: 'Airbus A320neo',
    first: 0,
    business: 12,
    premiumEconomy: 0,
    economy: 156,
    isWidebody: false,
  },
  {
    code: '32Q',
    name: 'Airbus A321neo',
    first: 0,
    business: 20,
    premiumEconomy: 0,
    economy: 170,
    isWidebody: false,
  },
  {
    code: '789',
    name: 'Boeing 787-9',
    first: 0,
    business: 30,
    premiumEconomy: 21,
    economy: 234,
    isWidebody: true,
  },
  {
    code: '333',
    name: 'Airbus A330-300',
    first: 0,
    business: 30,
    premiumEconomy: 21,
    economy: 240,
    isWidebody: true,
  },
  {
    code: '359',
    name: 'Airbus A350-900',
    first: 0,
    business: 40,
    premiumEconomy: 24,
    economy: 240,
    isWidebody: true,
  },
  {
    code: '77W',
    name: 'Boeing 777-300ER',
    first: 8,
    business: 42,
    premiumEconomy: 28,
    economy: 280,
    isWidebody: true,
  },
  {
    code: '7M8',
    name: 'Boeing 737 MAX 8',
    first: 0,
    business: 0,
    premiumEconomy: 0,
    economy: 189,
    isWidebody: false,
  },
  {
    code: '32N',
    name: 'Airbus A320neo',
    first: 0,
    business: 0,
    premiumEconomy: 0,
    economy: 186,
    isWidebody: false,
  },
];

export const AIRCRAFT_ATR = 0;
export const AIRCRAFT_E175 = 1;
export const AIRCRAFT_737 = 2;
export const AIRCRAFT_A320 = 3;
export const AIRCRAFT_A321 = 4;
export const AIRCRAFT_787 = 5;
export const AIRCRAFT_A330 = 6;
export const AIRCRAFT_A350 = 7;
export const AIRCRAFT_777 = 8;
export const AIRCRAFT_737_ALL_ECONOMY = 9;
export const AIRCRAFT_A320_ALL_ECONOMY = 10;

export function getAircraft(index: number): AircraftType {
  const a = AIRCRAFT[index];
  if (!a) throw new Error(`unknown aircraft index ${index}`);
  return a;
}
