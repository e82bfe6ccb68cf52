import { LEGAL_CO2_EN } from './legal-co2';
import { LEGAL_COMPLIMENTARY_NIGHT_EN } from './legal-complimentary-night';
import { LEGAL_DISRUPTION_EN } from './legal-disruption';
import { LEGAL_MISSED_CONNECTION_EN } from './legal-missed-connection';
import { LEGAL_PRICE_DROP_EN } from './legal-price-drop';
import { LEGAL_PRICE_PREDICTION_EN } from './legal-price-prediction';

/**
 * The legal pages (Terms of Service, Site Terms of Use): English, added by those pages through
 * AreaMessages rather than loaded with the shell.
 */
export const LEGAL_EN = {
  ...LEGAL_CO2_EN,
  ...LEGAL_COMPLIMENTARY_NIGHT_EN,
  ...LEGAL_PRICE_DROP_EN,
  ...LEGAL_MISSED_CONNECTION_EN,
  ...LEGAL_DISRUPTION_EN,
  ...LEGAL_PRICE_PREDICTION_EN,
  'tos.title': 'Terms of Service',
  'tos.intro':
    'These terms govern your use of {brand} to search for and book travel. By booking, you agree to them.',
  'tos.bookings.title': 'Bookings',
  'tos.bookings.body':
    'Travel is supplied by airlines, hotels, rental car companies and other providers. Their rules, including change and cancellation fees, apply to your booking and are shown before you pay.',
  'tos.prices.title': 'Prices and rewards',
  'tos.prices.body':
    'Prices are in US dollars and include taxes and fees unless stated. When you pay with rewards, the rewards are deducted from your account when the booking is confirmed.',
  'tos.protections.title': 'Protections',
  'tos.protections.body': 'Optional protections have their own terms, shown when you add them.',
  'tos.promotions.title': 'Promotions',
  'tos.promotions.body':
    'Promotions are limited to one booking per account and are for personal, non-commercial use unless the offer says otherwise.',
  'siteTerms.title': 'Site Terms of Use',
  'siteTerms.intro': 'These terms apply to anyone who visits this website.',
  'siteTerms.use.title': 'Using this site',
  'siteTerms.use.body':
    'Use this site only to plan and book travel for yourself or people you are authorized to book for. Do not disrupt the site or access it by automated means.',
  'siteTerms.privacy.title': 'Privacy',
  'siteTerms.privacy.body':
    'We use your information to provide the service, keep your account secure and improve the site, as described in our privacy notice.',
  'siteTerms.content.title': 'Content',
  'siteTerms.content.body':
    'Travel information on this site comes from our suppliers. We work to keep it accurate but cannot guarantee it is complete or current.',
  'cfarTerms.title': 'Cancel for any reason: terms',
  'cfarTerms.intro':
    'Cancel for any reason lets you cancel a flight booking for a reason of your own and still get most of your money back. You can add it only while booking.',
  'cfarTerms.back.label': 'What you get back',
  'cfarTerms.back.value':
    '{percent}% of your fares to how you paid, or their full value as a travel credit with the airline (less the airline’s change fee where your fare has one). You choose when you use it.',
  'cfarTerms.until.label': 'Until when',
  'cfarTerms.until.value': 'Up to {hours} hours before your first flight departs.',
  'cfarTerms.premium.label': 'What it costs',
  'cfarTerms.premium.value':
    'Priced for each trip from the chance plans change (how far off the trip is, the route and the fare): between {min}% and {max}% of the fares, and at least {least}. The price is shown before you book; it isn’t refundable unless the ticket is voided.',
  'cfarTerms.covers.label': 'Who it covers',
  'cfarTerms.covers.value':
    'Every traveler and every flight on the booking. The person who booked decides how it is used, for everyone.',
  'cfarTerms.timing.label': 'Refund timing',
  'cfarTerms.timing.value':
    'Card refunds appear within {min}–{max} billing cycles; miles and travel credits come back at once.',
  'cfarTerms.ends.title': 'When it ends early',
  'cfarTerms.ends.airline':
    'The airline cancels a flight on the trip (the airline’s own options then apply).',
  'cfarTerms.ends.change': 'You change the trip directly with the airline.',
  'cfarTerms.ends.government':
    'A government emergency or health alert is issued for your destination.',
  'cfarTerms.ends.health': 'A health organisation issues a designation for your destination.',
  'cfarTerms.ends.cancelled': 'The trip is cancelled under the fare’s own rules.',
  'cfarTerms.use.title': 'How to use it',
  'cfarTerms.use.body':
    'Open the trip in My Trips, choose Cancel for any reason, pick cash or a credit and confirm. Every flight is cancelled for every traveler, and this can’t be undone. A trip on more than one airline is cancelled by our team: call us with the reference shown.',
  'chfarTerms.title': 'Change for any reason: terms',
  'chfarTerms.intro':
    'Change for any reason lets you change a flight booking once, for a reason of your own, and get back what the change cost. You can add it only while booking.',
  'chfarTerms.change.label': 'What you can change',
  'chfarTerms.change.value':
    'Your booked flights, once, through Change flight on your trip, even when your fare doesn’t allow changes.',
  'chfarTerms.back.label': 'What you get back',
  'chfarTerms.back.value':
    'What the change cost you (the fare difference and the airline’s change fee, paid when you change) goes back to the card you booked with, up to {percent}% of your fares.',
  'chfarTerms.until.label': 'Until when',
  'chfarTerms.until.value': 'Up to {hours} hours before your first flight departs.',
  'chfarTerms.newFlights.label': 'Your new flights',
  'chfarTerms.newFlights.value':
    'With the same airline, leaving within {years, plural, one {a year} other {# years}} of your first booked flight.',
  'chfarTerms.timing.label': 'Reimbursement timing',
  'chfarTerms.timing.value': 'Back on your card within {days} business days of the change.',
  'chfarTerms.premium.label': 'What it costs',
  'chfarTerms.premium.value':
    '{percent}% of the fares, and at least {least}. The price is shown before you book; it isn’t refundable.',
  'chfarTerms.sold.label': 'When you can add it',
  'chfarTerms.sold.value':
    'While booking, when your first flight leaves at least {hours} hours later.',
  'chfarTerms.covers.label': 'Who it covers',
  'chfarTerms.covers.value':
    'Every traveler and every flight on the booking: one change covers everyone. The person who booked decides how it is used.',
  'chfarTerms.ends.title': 'When it ends unused',
  'chfarTerms.ends.deadline': '{hours} hours before your first flight departs.',
  'chfarTerms.ends.cancelled': 'The trip is cancelled.',
  'chfarTerms.use.title': 'How to use it',
  'chfarTerms.use.body':
    'Open the trip in My Trips and choose Change flight. Pick the flights to change and the new ones, and confirm: the change is paid to your card as usual, and what it cost comes back to it within {days} business days.',
} as const;
