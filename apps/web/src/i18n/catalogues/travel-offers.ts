/**
 * Tenant travel offers (issue 23): their titles and terms, written from the offer's data, on
 * /travel-offers/, the booking page, the trip's receipt and Trips with offers. Part of the shell's
 * catalogue, as those pages are many areas. French is in travel-offers-fr.ts.
 */
export const TRAVEL_OFFERS_EN = {
  'travelOffer.product':
    '{product, select, hotel {a hotel booking} car {a car rental} flight {a flight} activity {an experience} home {a vacation rental} other {a package}}',
  'travelOffer.title.fixed':
    '{amount} off {product}{nights, plural, =0 {} =1 {} other { of # nights or more}}',
  'travelOffer.title.percent':
    '{percent}% off {product}{nights, plural, =0 {} =1 {} other { of # nights or more}}, up to {cap}',
  'travelOffer.description.fixed':
    'Take {amount} off what you pay now when you book {product} through us with an eligible card.',
  'travelOffer.description.percent':
    'Take {percent}% (up to {cap}) off what you pay now when you book {product} through us with an eligible card.',
  'travelOffer.terms.minimumSpend': 'Minimum spend {amount} paid at booking.',
  'travelOffer.terms.noMinimum': 'No minimum spend.',
  'travelOffer.terms.dates': 'Book from {from} until {until}.',
  'travelOffer.terms.tiers': 'For {tiers} cards that are open and in good standing.',
  'travelOffer.terms.anyCard': 'For any of our cards that is open and in good standing.',
  'travelOffer.terms.oncePer.person': 'Once per person.',
  'travelOffer.terms.oncePer.account': 'Once per card account.',
  'travelOffer.terms.restore':
    'Cancel the trip before the offer ends and you can use the offer again. Not paid out in cash.',
  'travelOffer.tier.top': 'Venture X',
  'travelOffer.tier.travel': 'Venture',
  'travelOffer.tier.entry': 'VentureOne',
  'travelOffer.tier.other': 'other',
  'travelOffer.status.Eligible': 'Available',
  'travelOffer.status.Used': 'Used',
  'travelOffer.status.Expired': 'Ended',
  'travelOffer.status.NotYetValid': 'Not open yet',
  'travelOffer.usedOn': 'Used on a trip ({amount} off)',
  'travelOffer.booking.title': 'Travel offer',
  'travelOffer.booking.apply': 'Use {title}: {amount} off',
  'travelOffer.booking.applied': 'You pay {rest} now instead of {total}.',
  'travelOffer.booking.notApplied': 'Not used on this booking: you can keep it for another trip.',
  'travelOffer.booking.terms': 'Offer terms',
  'booking.source.TravelOffer': 'Travel offer',
  'travelOffer.receipt': 'Travel offer',
  'travelOffer.trip.status.Pending': 'Applied, pending',
  'travelOffer.trip.status.Completed': 'Applied',
  'travelOffer.trip.status.Canceled': 'Given back',
  'travelOffer.creditNotAllowed.title': 'Travel credit can’t be used on this rate',
  'travelOffer.creditNotAllowed.body':
    'Travel credits can’t pay for a pay-at-hotel booking at a Premier or Lifestyle hotel. Choose a pay-now rate to use your travel credit.',
  'walletCredit.TravelOffer': 'Travel offer',
  'bookingError.TravelOfferUnavailable':
    'This travel offer can’t be used on this booking any more: it has been used on another booking, has ended or no longer applies. Book without it.',
  'bookingError.TravelCreditNotAllowedPayAtHotel':
    'Travel credits can’t be used on a pay-at-hotel booking at a Premier or Lifestyle hotel. Book without the travel credit, or choose a pay-now rate.',
  'trips.receipt.line.travelOffer': 'Travel offer',
  'trips.card.travelOfferUsed': 'Travel offer',
} as const;
