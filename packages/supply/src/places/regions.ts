/**
 * First-level divisions that tell same-named places apart where people expect them to ("Paris,
 * Texas" and "Paris, Tennessee"; "London, Ontario"): the United States, Canada, Australia and the
 * United Kingdom. GeoNames codes US states by their postal code, the others by number (GB by
 * nation); airports (OurAirports) use ISO 3166-2 codes, `US-TX`, `CA-ON`, `AU-NSW`, `GB-ENG`.
 */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** ISO 3166-2 suffix, then GeoNames number. */
const CA_PROVINCES: [string, string, string][] = [
  ['AB', '01', 'Alberta'],
  ['BC', '02', 'British Columbia'],
  ['MB', '03', 'Manitoba'],
  ['NB', '04', 'New Brunswick'],
  ['NL', '05', 'Newfoundland and Labrador'],
  ['NS', '07', 'Nova Scotia'],
  ['ON', '08', 'Ontario'],
  ['PE', '09', 'Prince Edward Island'],
  ['QC', '10', 'Quebec'],
  ['SK', '11', 'Saskatchewan'],
  ['YT', '12', 'Yukon'],
  ['NT', '13', 'Northwest Territories'],
  ['NU', '14', 'Nunavut'],
];

const AU_STATES: [string, string, string][] = [
  ['ACT', '01', 'Australian Capital Territory'],
  ['NSW', '02', 'New South Wales'],
  ['NT', '03', 'Northern Territory'],
  ['QLD', '04', 'Queensland'],
  ['SA', '05', 'South Australia'],
  ['TAS', '06', 'Tasmania'],
  ['VIC', '07', 'Victoria'],
  ['WA', '08', 'Western Australia'],
];

const GB_NATIONS: [string, string, string][] = [
  ['ENG', 'ENG', 'England'],
  ['SCT', 'SCT', 'Scotland'],
  ['WLS', 'WLS', 'Wales'],
  ['NIR', 'NIR', 'Northern Ireland'],
];

function index(
  countryCode: string,
  rows: readonly [string, string, string][],
): [Map<string, string>, Map<string, string>] {
  return [
    new Map(rows.map(([iso, , name]) => [`${countryCode}-${iso}`, name])),
    new Map(rows.map(([, geonames, name]) => [`${countryCode}.${geonames}`, name])),
  ];
}

const [CA_ISO, CA_GEONAMES] = index('CA', CA_PROVINCES);
const [AU_ISO, AU_GEONAMES] = index('AU', AU_STATES);
const [GB_ISO, GB_GEONAMES] = index('GB', GB_NATIONS);
const BY_ISO = new Map([
  ...Object.entries(US_STATES).map(([code, name]) => [`US-${code}`, name] as const),
  ...CA_ISO,
  ...AU_ISO,
  ...GB_ISO,
]);
const BY_GEONAMES = new Map([
  ...Object.entries(US_STATES).map(([code, name]) => [`US.${code}`, name] as const),
  ...CA_GEONAMES,
  ...AU_GEONAMES,
  ...GB_GEONAMES,
]);

/** A city's state, province or nation from its GeoNames division code, or null. */
export function nameCityRegion(countryCode: string, adminCode: string): string | null {
  return BY_GEONAMES.get(`${countryCode}.${adminCode}`) ?? null;
}

/** An airport's state, province or nation from its ISO 3166-2 code (`US-TX`), or null. */
export function nameAirportRegion(regionCode: string): string | null {
  return BY_ISO.get(regionCode) ?? null;
}
