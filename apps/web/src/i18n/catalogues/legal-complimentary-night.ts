/**
 * English messages of `/terms/complimentary-night` (issue 24), spread into LEGAL_EN; French in
 * legal-complimentary-night-fr.ts. The numbers come from the per-tenant terms source.
 */
export const LEGAL_COMPLIMENTARY_NIGHT_EN = {
  'complimentaryNightTerms.title': 'Complimentary night: terms',
  'complimentaryNightTerms.intro':
    'Stay {minNights} nights or more at a qualifying premium stay and your {freeNight, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} night is on us: it is taken off the price before you book.',
  'complimentaryNightTerms.where.label': 'Where',
  'complimentaryNightTerms.where.value': 'Hotels of the {collections}.',
  'complimentaryNightTerms.collection.Premier': 'Premier collection',
  'complimentaryNightTerms.collection.Lifestyle': 'Lifestyle collection',
  'complimentaryNightTerms.minimum.label': 'Length of stay',
  'complimentaryNightTerms.minimum.value':
    'At least {minNights} nights in one booking. Shorter stays pay every night.',
  'complimentaryNightTerms.free.label': 'What is free',
  'complimentaryNightTerms.free.value':
    'The {freeNight, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} night’s share of the stay’s price, with its taxes, for every room you book. Fees the hotel collects itself (resort or destination fees) are still due at the hotel.',
  'complimentaryNightTerms.once.label': 'How often',
  'complimentaryNightTerms.once.value':
    'Once per stay, whatever its length: a stay of {example} nights still has one complimentary night.',
  'complimentaryNightTerms.shown.label': 'Where you see it',
  'complimentaryNightTerms.shown.value':
    'In the prices of the search results, the hotel page and the booking page, and as its own line on your booking and receipt.',
  'complimentaryNightTerms.payLater.label': 'Rates paid at the hotel',
  'complimentaryNightTerms.payLater.value':
    'It is taken off what the hotel collects, the same way.',
  'complimentaryNightTerms.change.title': 'If your plans change',
  'complimentaryNightTerms.change.dates':
    'New dates are priced again: the complimentary night stays only if the new stay is still {minNights} nights or more.',
  'complimentaryNightTerms.change.cancel':
    'A cancellation follows the rate’s cancellation policy, on the price you paid with the complimentary night already taken off.',
  'complimentaryNightTerms.change.value':
    'The complimentary night has no cash value and cannot be moved to another stay.',
  'complimentaryNightTerms.find.title': 'Finding these stays',
  'complimentaryNightTerms.find.body':
    'Premium stays lists the qualifying hotels, and each hotel page says whether your dates include the complimentary night.',
  'complimentaryNightTerms.find.link': 'See premium stays',
} as const;
