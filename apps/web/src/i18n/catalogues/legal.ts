/**
 * The legal pages (Terms of Service, Site Terms of Use): English, added by those pages through
 * AreaMessages rather than loaded with the shell.
 */
export const LEGAL_EN = {
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
} as const;
