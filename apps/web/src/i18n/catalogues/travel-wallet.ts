/**
 * English messages of the travel wallet's statement on My Travel Credits and Offers (issue 19;
 * spec §4 transaction types). Spread into TRAVEL_CREDITS_EN; French in travel-wallet-fr.ts.
 */
export const TRAVEL_WALLET_EN = {
  'wallet.title': 'Travel wallet',
  'wallet.intro':
    'Your card’s travel credits and the credits you earn with price drop protection and price match, with everything spent from them. Apply them when you book.',
  'wallet.loading': 'Loading your travel wallet…',
  'wallet.error': 'We couldn’t load your travel wallet.',
  'wallet.balance': 'Balance: {amount}',
  'wallet.empty': 'No transactions yet',
  'wallet.emptyBody':
    'Credits from your card, price drop protection and price match appear here, with what you spend them on.',
  'wallet.caption': '{count, plural, one {# transaction} other {# transactions}}, newest first',
  'wallet.col.date': 'Date',
  'wallet.col.type': 'Transaction',
  'wallet.col.trip': 'Trip',
  'wallet.col.amount': 'Amount',
  'wallet.col.state': 'State',
  'wallet.trip': 'Trip {code}',
  'wallet.tripNoCode.flight': 'Your flight',
  'wallet.tripNoCode.hotel': 'Your stay',
  'wallet.tripNoCode.car': 'Your car rental',
  'wallet.tripNoCode.activity': 'Your experience',
  'wallet.tripNoCode.home': 'Your vacation rental',
  'wallet.noTrip': 'No trip',
  'wallet.state.Completed': 'Completed',
  'wallet.state.Pending': 'Pending',
  'wallet.type.redemption': 'Redemption',
  'wallet.type.adjustment': 'Adjustment',
  'wallet.type.statement_credit_created': 'Statement credit created',
  'wallet.type.statement_credit_redeemed': 'Statement credit redeemed',
  'wallet.type.statement_credit_expired': 'Statement credit expired',
  'wallet.type.statement_credit_canceled': 'Statement credit canceled',
  'wallet.type.price_drop_protection': 'Price drop protection',
  'wallet.type.travel_offer': 'Travel offer',
  'wallet.type.price_match': 'Price match',
  'wallet.type.refund': 'Refund',
  'wallet.type.pending': 'Pending',
  'wallet.type.expired': 'Expired',
  'wallet.type.canceled': 'Canceled',
  'wallet.type.referral': 'Referral',
} as const;
