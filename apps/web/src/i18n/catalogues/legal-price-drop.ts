/**
 * English messages of `/terms/price-drop-protection` (issue 19), spread into LEGAL_EN; French in
 * legal-price-drop-fr.ts.
 */
export const LEGAL_PRICE_DROP_EN = {
  'priceDropTerms.title': 'Price drop protection: terms',
  'priceDropTerms.intro':
    'Price drop protection comes with every flight you book here and with stays at Premier and Lifestyle collection hotels. After you book, we keep checking the price of exactly what you bought. If it drops, we credit the difference to your travel wallet.',
  'priceDropTerms.cost.label': 'What it costs',
  'priceDropTerms.cost.value':
    'Nothing. It is included with every flight booking, whatever the price prediction said when you booked.',
  'priceDropTerms.checked.label': 'What we check',
  'priceDropTerms.checked.value':
    'The same flights, fares and travelers, or the same room, rate and dates, priced again every {hours} hours.',
  'priceDropTerms.flights.label': 'Flights',
  'priceDropTerms.flights.value':
    'Checked for {days} calendar days after you book, and never after departure.',
  'priceDropTerms.stays.label': 'Stays',
  'priceDropTerms.stays.value':
    'Premier and Lifestyle collection hotels only. Checked for {days} calendar days after you book, and never after check-in. A drop is credited from {creditDays} calendar days after booking: one found earlier is credited then. A stay that begins within {creditDays} days of booking is not covered.',
  'priceDropTerms.amount.label': 'What you get',
  'priceDropTerms.amount.value':
    'The difference between the new price and the lowest price we had seen (at first, what you paid), up to {flightCap} per flight booking and {hotelCap} per stay in total.',
  'priceDropTerms.credit.label': 'Where it goes',
  'priceDropTerms.credit.value':
    'Your travel wallet, as soon as the check that finds the drop runs, with an e-mail each time. Use it when you book, within {days} days.',
  'priceDropTerms.excluded.label': 'Not covered',
  'priceDropTerms.excluded.value':
    'Packages, stays at hotels outside the Premier and Lifestyle collections, and bookings not in US dollars.',
  'priceDropTerms.ends.title': 'When it ends',
  'priceDropTerms.ends.window':
    'When its checking period is over ({flightDays} days for flights, {hotelDays} for stays).',
  'priceDropTerms.ends.cancelled': 'When the trip is cancelled.',
  'priceDropTerms.ends.changed': 'When the flights are changed.',
  'priceDropTerms.log.title': 'Every check, on your trip',
  'priceDropTerms.log.body':
    'Your trip’s page lists every check: when it ran, the price we saw and what it found. Credits also appear in your travel wallet under My travel credits and offers.',
} as const;
