/**
 * Price freeze (issue 17): the freeze pages, the voucher and the Frozen prices section. English,
 * added by those pages through AreaMessages rather than loaded with the shell.
 */
export const PRICE_FREEZE_EN = {
  'priceFreeze.pageTitle': 'Freeze this price',
  'priceFreeze.overview.heading': 'Freeze today’s price',
  'priceFreeze.customize.heading': 'Choose your freeze',
  'priceFreeze.confirm.heading': 'Pay for your price freeze',
  'priceFreeze.voucher.heading': 'Your price is frozen',
  'priceFreeze.loading': 'Preparing your price freeze…',
  'priceFreeze.loadFailed': 'We couldn’t prepare a price freeze for these flights.',
  'priceFreeze.noFlights.title': 'No flights to freeze',
  'priceFreeze.noFlights.body': 'Search for flights and choose “Freeze this price” on a fare.',
  'priceFreeze.searchFlights': 'Search flights',
  'priceFreeze.flights.title': 'Flights you freeze',
  'priceFreeze.flights.slice': '{origin} to {destination}',
  'priceFreeze.flights.detail': '{date} · {departure}–{arrival} · {stops} · {fare}',
  'priceFreeze.stops': '{count, plural, =0 {Nonstop} one {# stop} other {# stops}}',
  'priceFreeze.travelers': '{count, plural, one {# traveler} other {# travelers}}',
  'priceFreeze.terms.title': 'Your freeze',
  'priceFreeze.frozen': 'Price you freeze',
  'priceFreeze.length': 'Freeze length',
  'priceFreeze.days': '{days, plural, one {# day} other {# days}}',
  'priceFreeze.fee': 'Freeze fee',
  'priceFreeze.cap': 'We cover price rises up to',
  'priceFreeze.perTraveler': '{amount} per traveler',
  'priceFreeze.perTravelerTotal': '{amount} per traveler ({total} in all)',
  'priceFreeze.ends': 'Ends {date}',
  'priceFreeze.scenarios.title': 'What happens after you freeze',
  'priceFreeze.scenario.rises':
    'If the price goes up, you pay your frozen price. We cover the rise up to {cap} per traveler; beyond that, you pay only what goes over {cap}.',
  'priceFreeze.scenario.falls': 'If the price goes down, you pay the lower price.',
  'priceFreeze.scenario.soldOut':
    'If these flights sell out, choose a similar flight (same airports and day, same or better cabin) at your frozen price, or get your freeze fee back.',
  'priceFreeze.scenario.expires':
    'If you don’t book before the freeze ends, it expires and the fee is not refunded.',
  'priceFreeze.scenario.exact':
    'The frozen price holds for these exact flights and {count, plural, one {# traveler} other {# travelers}}.',
  'priceFreeze.feeNote':
    'The fee is not part of your ticket. If we can’t honour your freeze, we refund it automatically.',
  'priceFreeze.termsLink': 'Price freeze terms',
  'priceFreeze.continue': 'Choose length and travelers',
  'priceFreeze.lengthLegend': 'How long to freeze',
  'priceFreeze.lengthOption': '{days} · {fee} per traveler',
  'priceFreeze.travelersLegend': 'Adults',
  'priceFreeze.travelersHint':
    'The frozen price holds for exactly this many travelers on these flights.',
  'priceFreeze.fewerAdults': 'One fewer adult',
  'priceFreeze.moreAdults': 'One more adult',
  'priceFreeze.repricing': 'Getting the price for this many travelers…',
  'priceFreeze.repriceFailed': 'We couldn’t price these flights for that many travelers.',
  'priceFreeze.toPayment': 'Continue to payment',
  'priceFreeze.changeChoice': 'Change freeze',
  'priceFreeze.backToFlights': 'Back to flights',
  'priceFreeze.chooseOther': 'Choose other flights',
  'priceFreeze.agree':
    'You pay {total} now for the freeze. Your tickets are paid when you book them.',
  'priceFreeze.submit': 'Freeze price for {total}',
  'priceFreeze.progress': 'Freezing your price',
  'priceFreeze.summary.title': 'Freeze summary',
  'priceFreeze.summary.fee': 'Freeze fee ({count, plural, one {# traveler} other {# travelers}})',
  'priceFreeze.summary.total': 'Total due now',
  'priceFreeze.offerEnds': 'This offer is held until {time}.',
  'priceFreeze.voucher.id': 'Freeze {id}',
  'priceFreeze.voucher.title': '{origin} to {destination}',
  'priceFreeze.state.Valid': 'Frozen',
  'priceFreeze.state.Exercised': 'Booked',
  'priceFreeze.state.Expired': 'Expired',
  'priceFreeze.state.Refunded': 'Refunded',
  'priceFreeze.state.Exchanged': 'Booked on a similar flight',
  'priceFreeze.voucher.left': 'Ends in {left}',
  'priceFreeze.voucher.leftDays': '{days}d {hours}h {minutes}m',
  'priceFreeze.voucher.leftHours': '{hours}h {minutes}m {seconds}s',
  'priceFreeze.voucher.endedAt': 'Ended {date}',
  'priceFreeze.voucher.current': 'Today’s price',
  'priceFreeze.voucher.pay': 'You’d pay today',
  'priceFreeze.voucher.savings': 'Your freeze saves',
  'priceFreeze.voucher.deposit': 'Freeze fee paid',
  'priceFreeze.voucher.overCap':
    'Today’s price is more than {cap} per traveler above your frozen price: you pay what goes over the cap.',
  'priceFreeze.voucher.soldOut': 'These flights no longer sell at any price.',
  'priceFreeze.voucher.refund': 'Fee refunded: {amount} to {source}',
  'priceFreeze.voucher.refundReason.SoldOut': 'the flights sold out',
  'priceFreeze.voucher.refundReason.ExerciseFailed': 'we couldn’t complete your booking',
  'priceFreeze.voucher.refundLine': '{amount} back to {source} on {date}: {reason}.',
  'priceFreeze.refreeze': 'Freeze again at today’s price',
  'priceFreeze.viewFrozen': 'See your frozen prices',
  'priceFreeze.confirmation.emailed': 'We e-mailed the details to you.',
  'priceFreeze.error.FrozenPriceIncreased':
    'The price of these flights went up, so the freeze fee changed. Get the new offer to continue.',
  'priceFreeze.error.FrozenPriceDecreased':
    'The price of these flights went down, so the freeze fee changed. Get the new offer to continue.',
  'priceFreeze.error.NoAvailability':
    'These flights can’t be frozen any more. Choose other flights.',
  'priceFreeze.error.CustomOfferGenerationFailed':
    'We couldn’t prepare a price freeze for these flights just now. Try again in a moment.',
  'priceFreeze.error.GenericFailed':
    'We couldn’t complete your price freeze. Nothing was charged; try again.',
  'priceFreeze.error.BookParamsFailed':
    'Some details of this price freeze are not valid. Choose the freeze again.',
  'priceFreeze.termsPage.title': 'Price freeze terms',
  'priceFreeze.termsPage.heading': 'Price freeze terms: flights',
  'priceFreeze.termsPage.intro':
    'A price freeze holds today’s price of the exact flights you choose, for the number of travelers you choose, for the length you pay for. These are the terms of your card’s portal.',
  'priceFreeze.termsPage.lengths': 'Lengths offered',
  'priceFreeze.termsPage.window': 'Longest freeze',
  'priceFreeze.termsPage.capRow': 'Most we cover above your frozen price',
  'priceFreeze.termsPage.feeRow': 'Freeze fee',
  'priceFreeze.termsPage.feeValue':
    '{min} to {max} per traveler, priced from how much the fare moves, the time to departure, the freeze’s length and the cap',
  'priceFreeze.termsPage.refundRow': 'When we can’t honour your freeze',
  'priceFreeze.termsPage.refundValue': '{percent}% of the fee back to how you paid, automatically',
  'priceFreeze.termsPage.rules': 'How it works',
  'priceFreeze.scenario.exactAny':
    'The frozen price holds only for the exact flights and number of travelers you freeze.',
  'priceFreeze.exercise.heading': 'Book your frozen flights',
  'priceFreeze.exercise.loading': 'Checking today’s price of your frozen flights…',
  'priceFreeze.exercise.failed': 'We couldn’t check today’s price of your frozen flights.',
  'priceFreeze.exercise.tag': 'Frozen price',
  'priceFreeze.exercise.covered': 'Your freeze covers',
  'priceFreeze.exercise.overCap': 'Above your cap (you pay it)',
  'priceFreeze.exercise.continue': 'Continue to book',
  'priceFreeze.exercise.notUsable.title': 'This freeze can’t be used',
  'priceFreeze.exercise.notUsable.body':
    'It has ended or was already used. You can freeze these flights again at today’s price.',
  'priceFreeze.exercise.soldOut.title': 'Your frozen flights sold out',
  'priceFreeze.exercise.soldOut.similar':
    'Choose a similar flight (same airports and day, same or better cabin) at your frozen price, or get your freeze fee back.',
  'priceFreeze.exercise.soldOut.none': 'There is no similar flight. We can refund your freeze fee.',
  'priceFreeze.exercise.similarLegend': 'Similar flights at your frozen price',
  'priceFreeze.exercise.similarOption': '{departure}–{arrival} · {stops} · {fare} · {flights}',
  'priceFreeze.exercise.bookSimilar': 'Book this flight at your frozen price',
  'priceFreeze.exercise.refund': 'Refund my {amount} fee',
  'priceFreeze.exercise.refunded': 'We refunded your freeze fee to how you paid.',
  'priceFreeze.exercise.quoteFailed': 'We couldn’t hold this price. Try again in a moment.',
  'priceFreeze.bookNow': 'Book now',
  'hotelFreeze.customize.heading': 'Freeze this room’s price',
  'hotelFreeze.overview.heading': 'Your frozen room price',
  'hotelFreeze.overview.none': 'There is no such hotel price freeze',
  'hotelFreeze.loadFailed': 'We couldn’t prepare a price freeze for this room.',
  'hotelFreeze.voucherFailed': 'We couldn’t load your price freeze.',
  'hotelFreeze.noStay.title': 'No room to freeze',
  'hotelFreeze.noStay.body': 'Open a hotel and choose “Freeze this price” on a rate paid now.',
  'hotelFreeze.backToHotel': 'Back to the hotel',
  'hotelFreeze.chooseOther': 'Choose another room',
  'hotelFreeze.otherRooms': 'See the hotel’s rooms',
  'hotelFreeze.stay.title': 'Room you freeze',
  'hotelFreeze.stay.place': '{city} · {stars, plural, one {# star} other {# stars}}',
  'hotelFreeze.stay.room': '{room} · {rate}',
  'hotelFreeze.stay.dates': '{from} to {until} · {nights, plural, one {# night} other {# nights}}',
  'hotelFreeze.stay.party':
    '{rooms, plural, one {# room} other {# rooms}} · {adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}',
  'hotelFreeze.perRoom': '{amount} per room',
  'hotelFreeze.perRoomTotal': '{amount} per room ({total} in all)',
  'hotelFreeze.frozenDetail':
    '{rooms, plural, one {# room} other {# rooms}}, {nights, plural, one {# night} other {# nights}} · {nightly} a night per room',
  'hotelFreeze.lengthOption': '{days} · {fee} per room',
  'hotelFreeze.lengthHint':
    'The fee is per room: you freeze {rooms, plural, one {# room} other {# rooms}} for these dates.',
  'hotelFreeze.scenario.rises':
    'If the price goes up, you pay your frozen price. We cover the rise up to {cap} per room for the stay; beyond that, you pay only what goes over {cap}.',
  'hotelFreeze.scenario.soldOut':
    'If these rooms sell out for your dates, we refund your freeze fee.',
  'hotelFreeze.scenario.exact':
    'The frozen price holds for these exact dates, this room and rate, and {count, plural, one {# room} other {# rooms booked together}}.',
  'hotelFreeze.scenario.exactAny':
    'The frozen price holds only for the exact dates, room, rate and number of rooms you freeze, booked together.',
  'hotelFreeze.feeNote':
    'The fee is not part of your stay. If we can’t honour your freeze, we refund it automatically.',
  'hotelFreeze.agree': 'You pay {total} now for the freeze. Your stay is paid when you book it.',
  'hotelFreeze.summary.fee': 'Freeze fee ({count, plural, one {# room} other {# rooms}})',
  'hotelFreeze.voucher.overCap':
    'Today’s price is more than {cap} per room above your frozen price: you pay what goes over the cap.',
  'hotelFreeze.voucher.soldOut': 'These rooms no longer sell for your dates.',
  'hotelFreeze.voucher.refundReason.SoldOut': 'the rooms sold out',
  'hotelFreeze.exercise.title': 'Book at your frozen price',
  'hotelFreeze.exercise.loading': 'Checking today’s price of your frozen rooms…',
  'hotelFreeze.exercise.failed': 'We couldn’t check today’s price of your frozen rooms.',
  'hotelFreeze.exercise.pay': 'You pay for {rooms, plural, one {# room} other {# rooms}}',
  'hotelFreeze.exercise.together':
    'The frozen price holds for {rooms, plural, one {this room} other {these # rooms, booked together}} on your dates. Pay-now rate: you pay when you book.',
  'hotelFreeze.exercise.book':
    'Book {rooms, plural, one {this room} other {these # rooms}} for {total}',
  'hotelFreeze.exercise.soldOut.title': 'Your frozen rooms sold out',
  'hotelFreeze.exercise.soldOut.body':
    'The hotel no longer sells this room for your dates. Your freeze fee comes back to how you paid.',
  'hotelFreeze.error.FrozenPriceIncreased':
    'The price of this room went up, so the freeze fee changed. Get the new offer to continue.',
  'hotelFreeze.error.FrozenPriceDecreased':
    'The price of this room went down, so the freeze fee changed. Get the new offer to continue.',
  'hotelFreeze.error.NoAvailability': 'This room can’t be frozen any more. Choose another room.',
  'hotelFreeze.error.CustomOfferGenerationFailed':
    'We couldn’t prepare a price freeze for this room just now. Try again in a moment.',
  'hotelFreeze.error.GenericFailed':
    'We couldn’t complete this just now. Nothing was charged; try again.',
  'hotelFreeze.error.BookParamsFailed':
    'Some details of this price freeze are not valid. Choose the freeze again.',
  'hotelFreeze.error.Refund':
    'Your frozen rooms no longer sell. Your freeze fee comes back to how you paid.',
  'hotelFreeze.error.LikelyFraud':
    'We couldn’t use this freeze online. Call us and we’ll help you book.',
  'hotelFreeze.termsPage.heading': 'Price freeze terms: hotels',
  'hotelFreeze.termsPage.intro':
    'A hotel price freeze holds today’s price of the exact room, rate and dates you choose, for the number of rooms you choose, for the length you pay for. These are the terms of your card’s portal.',
  'hotelFreeze.termsPage.feeValue':
    '{min} to {max} per room, priced from how much the hotel’s price moves, the time to check-in, the freeze’s length and the cap',
  'hotelFreeze.book.banner':
    'You’re booking at your frozen price. It holds for these dates and {rooms, plural, one {# room} other {# rooms}}.',
  'hotelFreeze.bookNowAt': 'Book now: {hotel}',
  'priceFreeze.state.awaitingApproval': 'Awaiting approval',
  'priceFreeze.state.booking': 'Booking',
  'priceFreeze.voucher.awaitingApproval':
    'A booking at this frozen price is waiting for an approver. The freeze holds it until they decide.',
  'priceFreeze.voucher.bookingUnderWay': 'A booking at this frozen price is under way.',
  'priceFreeze.voucher.seeBooking': 'See the booking',
} as const;
