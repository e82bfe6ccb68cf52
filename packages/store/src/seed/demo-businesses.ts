/** The two demo businesses (one live, one not yet) and their policy tiers. */
export const DEMO_BUSINESSES = [
  {
    id: 'biz_northwind',
    name: 'Northwind Analytics',
    isLive: true,
    bookingMode: 'book_for_myself_and_others' as const,
    accountReferenceId: 'BA-NWA-0001',
    loyaltyPrograms: [{ programCode: 'MAR', value: 'NWA-CORP-2231' }],
  },
  {
    id: 'biz_bluebird',
    name: 'Bluebird Logistics',
    isLive: false,
    bookingMode: null,
    accountReferenceId: 'BA-BBL-0001',
    loyaltyPrograms: [],
  },
  // Issue 24: a second live business, so one person (Priya Nair) can belong to two.
  {
    id: 'biz_fjord',
    name: 'Fjord Outfitters',
    isLive: true,
    bookingMode: 'employees_book_for_themselves' as const,
    accountReferenceId: 'BA-FJO-0001',
    loyaltyPrograms: [],
  },
];

const standardPolicy = {
  settings: { isApprovalRequired: true },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 60000,
        maxPriceForRoundTrip: 100000,
        allowedFareClasses: ['BasicEconomy', 'Economy'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 150000,
        maxPriceForRoundTrip: 250000,
        allowedFareClasses: ['Economy', 'PremiumEconomy'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [2, 3, 4], maxPricePerNight: 30000 }] },
  cars: { policies: [{ maxPricePerDay: 9000 }] },
};
const executivePolicy = {
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 120000,
        maxPriceForRoundTrip: 200000,
        allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 600000,
        maxPriceForRoundTrip: 1000000,
        allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business', 'First'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [3, 4, 5], maxPricePerNight: 60000 }] },
  cars: { policies: [{ maxPricePerDay: 20000 }] },
};

export const DEMO_POLICY_TIERS = [
  {
    id: 'tier_nwa_standard',
    businessId: 'biz_northwind',
    name: 'Standard',
    policy: standardPolicy,
  },
  {
    id: 'tier_nwa_executive',
    businessId: 'biz_northwind',
    name: 'Executive',
    policy: executivePolicy,
  },
  { id: 'tier_bbl_standard', businessId: 'biz_bluebird', name: 'Standard', policy: standardPolicy },
  { id: 'tier_fjo_flexible', businessId: 'biz_fjord', name: 'Flexible', policy: executivePolicy },
];
