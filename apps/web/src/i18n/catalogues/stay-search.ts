/** The stays and vacation rentals search form (home page, /stays/, /vacation-rentals/). English. */
export const STAY_SEARCH_EN = {
  'staySearch.formLabel': 'Stay search',
  'staySearch.place': 'City',
  'staySearch.dates': 'Check-in and check-out',
  'staySearch.guests': 'Who is coming',
  'staySearch.rooms': 'Hotel rooms',
  'staySearch.roomsHint': 'For hotels; a home is booked whole.',
  'staySearch.adults': 'Adults',
  'staySearch.children': 'Children',
  'staySearch.pets': 'Pets',
  'staySearch.petsHint': 'Homes that take them are marked.',
  'staySearch.submit': 'Search stays',
  'staySearch.error.place': 'Choose a city from the list.',
  'staySearch.error.city':
    'Homes are searched by city: choose a city rather than an area or hotel.',
  'staySearch.error.dates': 'Choose a check-in date and a later check-out date.',
  'staySearch.error.past': 'Choose a check-in date from today, within the next 330 days.',
  'staySearch.error.long': 'A search covers at most {nights} nights. Choose closer dates.',
} as const;
