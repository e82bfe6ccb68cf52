/**
 * Split payment (issue 23): the booking page's choice, the held booking's shares on its
 * confirmation, and the payer's page from the e-mailed link. Spread into FLIGHT_BOOKING_EN (every
 * booking page) and added by the payer's page; French in split-payment-fr.ts.
 */
export const SPLIT_PAYMENT_EN = {
  'split.toggle': 'Split the payment',
  'split.toggleHint': 'Share what the card pays across your cards or with your travellers.',
  'split.mode.legend': 'Split between',
  'split.mode.cards': 'My cards',
  'split.mode.travellers': 'Me and my travellers',
  'split.cards.note':
    'Every card is authorized when you book. If one is declined, nothing is booked and every authorization is released.',
  'split.travellers.note':
    'Your share is authorized now. Each traveller gets an e-mail with a link to pay their share with their own card within 24 hours. The booking is confirmed only when every share is paid; otherwise everything is released and nothing is charged.',
  'split.share.yours': 'Your share (the card above)',
  'split.share.legend': 'Share {number}',
  'split.share.amount': 'Amount of share {number}',
  'split.share.yourAmount': 'Amount of your share',
  'split.share.card': 'Card for share {number}',
  'split.share.chooseCard': 'Choose a card',
  'split.share.payerName': 'Who pays share {number}',
  'split.share.payerEmail': 'Their e-mail',
  'split.yourName': 'Your name, as your travellers will see it',
  'split.add': 'Add a share',
  'split.remove': 'Remove share {number}',
  'split.evenly': 'Split evenly',
  'split.cards.needAnother': 'Add another card to split between your cards.',
  'split.sum.ok': 'The shares add up to {total}.',
  'split.sum.under': 'The shares add up to {sum}: {left} still to share out of {total}.',
  'split.sum.over': 'The shares add up to {sum}: {over} more than {total}.',
  'split.sum.tooSmall': 'Each share must be at least {minimum}.',

  'split.pending.title': 'Waiting for the other payments',
  'split.pending.count':
    'Waiting for {count} of {total, plural, one {# payment} other {# payments}} — until {deadline}',
  'split.pending.body':
    'Your booking is held and your share is authorized. It is confirmed when every share is paid. If a share is not paid in time, everything is released and nothing is charged.',
  'split.shares.title': 'Shares',
  'split.shares.you': 'You',
  'split.shares.card': '{brand} ending {lastFour}',
  'split.shares.row': '{who}: {amount}',
  'split.status.Requested': 'Waiting for payment',
  'split.status.Authorizing': 'Being paid',
  'split.status.Authorized': 'Paid (authorized)',
  'split.status.Declined': 'Card declined — they can try again',
  'split.status.Expired': 'Not paid',
  'split.status.Released': 'Released',
  'split.status.Captured': 'Charged',
  'split.loading': 'Loading the shares…',
  'split.loadFailed': 'We could not load the shares.',
  'split.tripPending': 'Waiting for {count, plural, one {# share} other {# shares}} of the payment',
  'split.trip.title': 'Payment shares',
  'split.trip.intro.cards': '{total} paid on the card was split across {count} of your cards.',
  'split.trip.intro.travellers':
    '{total} paid on the card was split into {count} shares, each paid with its payer’s own card.',
  'split.trip.col.payer': 'Paid by',
  'split.trip.col.card': 'Card',
  'split.trip.col.amount': 'Amount',
  'split.trip.col.status': 'Status',
  'split.trip.col.refunded': 'Refunded',
  'split.trip.noCard': 'Not paid yet',
  'split.trip.traveller': 'A traveller',

  'splitPay.pageTitle': 'Pay your share',
  'splitPay.heading': 'Pay your share',
  'splitPay.intro': '{booker} booked this trip and asked you to pay your share.',
  'splitPay.introNoName': 'You were asked to pay your share of this trip.',
  'splitPay.trip.flight': 'Flights {title}',
  'splitPay.trip.hotel': 'Stay at {title}',
  'splitPay.trip.other': '{title}',
  'splitPay.dates': '{from} to {until}',
  'splitPay.amount': 'Your share',
  'splitPay.deadline': 'Pay by {deadline}. Nothing is charged until every share is paid.',
  'splitPay.progress': '{outstanding} of {count} shares still to pay',
  'splitPay.card.title': 'Your card',
  'splitPay.card.loading': 'Loading the secure card form…',
  'splitPay.card.chosen': 'Paying with {brand} ending {lastFour}',
  'splitPay.card.change': 'Use another card',
  'splitPay.pay': 'Pay {amount}',
  'splitPay.paying': 'Paying…',
  'splitPay.paid.title': 'Thank you — your share is paid',
  'splitPay.paid.body':
    'Your card is authorized for {amount}. It is charged when every share is paid and the booking is confirmed; otherwise it is released.',
  'splitPay.declined': 'Your card was declined. Try another card before {deadline}.',
  'splitPay.closed.title': 'This share can no longer be paid',
  'splitPay.closed.body':
    'It was paid already, or the booking’s hold ended and every authorization was released.',
  'splitPay.notFound.title': 'This link is not valid',
  'splitPay.notFound.body':
    'Check that you opened the whole link from the e-mail, on the site it was sent from.',
  'splitPay.loading': 'Loading your share…',
  'splitPay.failed': 'We could not take the payment. Try again.',

  'bookingError.InvalidSplitShares':
    'The shares must add up exactly to what the card pays, each at least 1.00. Check the amounts.',
  'bookingError.SplitPaymentExpired':
    'Not every share was paid in time, so the hold ended. Every authorization was released and nothing was charged.',
  'bookingError.SplitShareClosed': 'This share can no longer be paid.',
};
