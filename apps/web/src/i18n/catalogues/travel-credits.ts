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
  'travelCredits.offers.title': 'Offers',
  'travelCredits.offers.empty': 'No offers right now',
  'travelCredits.offers.emptyBody': 'Offers made for you will appear here. Check back soon.',
} as const;
