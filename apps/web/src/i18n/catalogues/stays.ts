/** Stays and premium stays (/stays/, /premium-stays/). English, spread into EN_MESSAGES. */
export const STAYS_EN = {
  'stays.search.title': 'Find a stay',
  'stays.search.lead': 'Hotels and vacation homes together, on one list and one map.',
  'stays.homes.title': 'Vacation rentals',
  'stays.homes.body': 'Whole homes only, with filters for bedrooms, pets and more.',
  'stays.homes.link': 'Search vacation rentals',
  'stays.results.title': 'Stays in {place}',
  'stays.premium.title': 'Premium stays',
  'stays.premium.body':
    'Hotels of the Premier and Lifestyle collections, with breakfast, experience credits and more on every stay.',
  'stays.premium.link': 'Explore premium stays',
  'premiumStays.title': 'Premium stays',
  'premiumStays.lead':
    'Hotels of the Premier and Lifestyle collections, with benefits included in every stay.',
  'premiumStays.offersLink': 'See current premium stay offers',
  'premiumStays.collections': 'The collections',
  'premiumStays.about.Premier': 'Luxury hotels with the most included.',
  'premiumStays.about.Lifestyle': 'Boutique and design hotels with character.',
  'premiumStays.benefit.dailyBreakfastForTwo': 'Daily breakfast for two',
  'premiumStays.benefit.experienceCredit': '{amount} experience credit',
  'premiumStays.benefit.roomUpgrade': 'Room upgrade, when available',
  'premiumStays.benefit.earlyCheckInLateCheckout':
    'Early check-in and late checkout, when available',
  'premiumStays.benefit.freeWifi': 'Complimentary Wi-Fi',
  'premiumStays.benefit.complimentaryNight':
    'Complimentary 4th night on stays of {minNights} nights or more',
  'premiumStays.benefitsLine': 'Included: {benefits}',
  'premiumStays.results.title': 'Premium stays in {place}',
  'premiumStays.shop.benefits': 'Included with your stay',
  'premiumStays.shop.nightApplies':
    'Your {nights}-night stay includes a complimentary 4th night, shown in the price details of each rate.',
  'premiumStays.shop.nightNeedsMore':
    'Stay {minNights} nights or more and the 4th night is complimentary.',
  'premiumStays.shop.notInCollection':
    'This hotel is not part of the Premier or Lifestyle collections, so premium stay benefits do not apply.',
  'premiumStays.shop.unavailable':
    'Your search found no rooms at this hotel for these dates. Other dates may have some.',
} as const;
