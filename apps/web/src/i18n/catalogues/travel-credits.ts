import { TRAVEL_WALLET_EN } from './travel-wallet';

/**
 * My Travel Credits and Offers (/travel-offers/) and the airline credit on the flight booking
 * page: an area catalogue. French is in travel-credits-fr.ts, loaded with the French catalogue.
 */
export const TRAVEL_CREDITS_EN = {
  ...TRAVEL_WALLET_EN,
  'travelCredits.title': 'My travel credits and offers',
  'travelCredits.intro':
    'Credits from cancelled flights, your card’s travel credits and offers made for you, in one place.',
  'travelCredits.loading': 'Loading your travel credits…',
  'travelCredits.error': "We couldn't load your travel credits.",
  'travelCredits.airline.title': 'Airline travel credits',
  'travelCredits.airline.intro':
    'An airline credit pays towards a new flight on the same airline, for the same traveler, until it expires.',
  'travelCredits.airline.name': '{airline} ({code})',
  'travelCredits.airline.empty': 'No airline travel credits',
  'travelCredits.airline.emptyBody':
    'When you cancel a flight whose fare returns an airline credit, it appears here.',
  'travelCredits.status.available': 'Available',
  'travelCredits.status.expired': 'Expired',
  'travelCredits.status.redeemed': 'Redeemed',
  'travelCredits.amount': 'Original amount',
  'travelCredits.remaining': 'Remaining',
  'travelCredits.granted': 'Granted',
  'travelCredits.expires': 'Expires',
  'travelCredits.expired': 'Expired on',
  'travelCredits.travelers': 'Travelers',
  'travelCredits.origin': 'From trip {code}',
  'travelCredits.originNoCode': 'From a cancelled trip',
  'travelCredits.wallet.title': 'Card travel credits',
  'travelCredits.wallet.empty': 'No card travel credits',
  'travelCredits.wallet.emptyBody':
    'Travel credits that come with your card appear here and can be applied when you book.',
  'travelCredits.card.intro':
    'Your card’s travel credit pays towards a booking when you choose to apply it. A credit spent on a trip you cancel comes back unless it has expired by then.',
  'travelCredits.card.rule.AnnualTravelCredit':
    '{amount} every card-member year, renewed on your account’s anniversary.',
  'travelCredits.card.rule.EntryTravelCredit': '{amount} once, for your first card-member year.',
  'travelCredits.card.rule.TravelCardCredit': '{amount} once, for a year from when it was granted.',
  'travelCredits.card.card': '{product} ending in {lastFour}',
  'travelCredits.card.state.created': 'Available',
  'travelCredits.card.state.redeemed': 'Used',
  'travelCredits.card.state.expired': 'Expired',
  'travelCredits.card.state.canceled': 'Canceled',
  'travelCredits.card.ends': 'Ends',
  'travelCredits.card.ended': 'Ended on',
  'travelCredits.card.canceledOn': 'Canceled on',
  'travelCredits.card.canceledBody':
    'Canceled because the card account is not open and in good standing.',
  'travelCredits.card.use': 'Book a trip with it',
  'travelCredits.offers.title': 'Offers',
  'travelCredits.offers.empty': 'No offers right now',
  'travelCredits.offers.emptyBody': 'Offers made for you will appear here. Check back soon.',
} as const;
