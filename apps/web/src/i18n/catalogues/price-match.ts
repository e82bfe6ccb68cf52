/**
 * Price match, the best price guarantee (issue 19): the trip page's "Found a lower price?" and its
 * claim form, the agent portal's queue and review, /terms/best-price-guarantee and the sandbox
 * console's competitor prices. English, added by those pages through AreaMessages; French in
 * price-match-fr.ts.
 */
export const PRICE_MATCH_EN = {
  'priceMatch.title': 'Found a lower price?',
  'priceMatch.intro.flight':
    'Found these same flights for less on another public site? Claim by {until} and we’ll credit the difference to your travel wallet. The price must be in US dollars with taxes and fees, with the same cancellation policy. Your booking stays as it is.',
  'priceMatch.intro.hotel':
    'Found this same room, on the same dates, for less on another public site? Claim by {until} and we’ll credit the difference to your travel wallet. The price must be in US dollars with taxes and fees, with the same cancellation policy. Your booking stays as it is.',
  'priceMatch.open': 'Claim a lower price',
  'priceMatch.openAgain': 'Claim again',
  'priceMatch.claimAgain': 'You can claim again with the exact price you find until {until}.',
  'priceMatch.windowClosed':
    'Price match claims for this trip closed on {time}, {hours} hours after booking.',
  'priceMatch.termsLink': 'Best price guarantee terms',
  'priceMatch.status.InReview':
    'We’re checking the {claimed} you found on {site}. An agent will answer by {due}, and we’ll e-mail you.',
  'priceMatch.status.Accepted': 'Price matched: {credit} credited to your travel wallet.',
  'priceMatch.status.AcceptedDetail':
    'You found {verified} on {site}; you paid {paid}. Your booking is unchanged.',
  'priceMatch.status.Declined': 'Your claim for {claimed} on {site} was declined.',
  'priceMatch.reason.NotLower': 'The price is not lower than the {paid} you paid.',
  'priceMatch.reason.PriceNotFound': 'We couldn’t find this trip’s price on {site}.',
  'priceMatch.reason.PriceDiffers':
    'The price on {site} isn’t the {claimed} you entered. Price match needs the exact price.',
  'priceMatch.reasonFound.PriceDiffers':
    '{site} shows {verified} for the same trip, not the {claimed} you entered. Price match needs the exact price.',
  'priceMatch.reason.DifferentItinerary':
    'The price is for different flights, or a different room or dates.',
  'priceMatch.reason.DifferentPolicy': 'The price comes with a different cancellation policy.',
  'priceMatch.reason.NotPublic':
    'The price isn’t open to the public (a member, package or private price).',
  'priceMatch.reason.Unverifiable': 'We couldn’t verify the price on {site}.',
  'priceMatch.reason.TripCancelled': 'The trip was cancelled.',
  'priceMatch.form.legend': 'Your claim',
  'priceMatch.form.url': 'Where you saw the price',
  'priceMatch.form.urlHint': 'The web address of the page, starting with https://',
  'priceMatch.form.amount': 'Price you found, in US dollars',
  'priceMatch.form.amountHint':
    'The total for everyone, with taxes and fees, like 412.37. You paid {paid}.',
  'priceMatch.form.confirmLegend': 'Confirm it’s the same trip',
  'priceMatch.form.sameItinerary.flight':
    'It’s for the same flights, on the same dates, for the same travelers',
  'priceMatch.form.sameItinerary.hotel':
    'It’s for the same room and rate, on the same dates, for the same number of rooms',
  'priceMatch.form.samePolicy': 'It has the same cancellation policy as my booking',
  'priceMatch.form.submit': 'Submit claim',
  'priceMatch.form.cancel': 'Cancel',
  'priceMatch.form.error.url.Empty': 'Enter the address where you saw the price.',
  'priceMatch.form.error.url.NotUrl': 'Enter the full address of the page, starting with https://.',
  'priceMatch.form.error.url.NotHttp': 'Enter a web address starting with https:// or http://.',
  'priceMatch.form.error.url.NotPublic':
    'Enter the address of a public travel site, where anyone can see the price.',
  'priceMatch.form.error.amountEmpty': 'Enter the price you found.',
  'priceMatch.form.error.amountInvalid': 'Enter the price in dollars and cents, like 412.37.',
  'priceMatch.form.error.notLower':
    'Price match credits a lower price: enter a price below the {paid} you paid.',
  'priceMatch.form.error.sameItinerary.flight':
    'Confirm the price is for the same flights, dates and travelers.',
  'priceMatch.form.error.sameItinerary.hotel':
    'Confirm the price is for the same room, rate and dates.',
  'priceMatch.form.error.samePolicy': 'Confirm the price has the same cancellation policy.',
  'priceMatch.error.PriceMatchWindowClosed':
    'The 24 hours to claim have passed, so this claim can’t be made.',
  'priceMatch.error.PriceMatchClaimOpen': 'This trip already has a claim in review or accepted.',
  'priceMatch.error.PriceMatchNotEligible': 'This trip can’t be price matched.',
  'priceMatch.error.generic': 'We couldn’t send your claim. Please try again.',
  'priceMatch.product.flight': 'Flight',
  'priceMatch.product.hotel': 'Hotel',
  'priceMatch.agentOnly': 'This page is for support agents',
  'priceMatch.agentOnlyBody': 'Sign in to the agent console to review price match claims.',

  'priceMatch.queue.title': 'Price match claims',
  'priceMatch.queue.intro':
    'Claims on sites the price feed doesn’t cover, oldest first. Check the price on the site and answer each within {hours} hours.',
  'priceMatch.queue.caption':
    '{count, plural, one {# claim awaiting review} other {# claims awaiting review}}, oldest first',
  'priceMatch.queue.empty': 'No claims are waiting for review.',
  'priceMatch.queue.loading': 'Loading the claims…',
  'priceMatch.queue.error': 'We couldn’t load the claims',
  'priceMatch.queue.col.trip': 'Trip',
  'priceMatch.queue.col.claimed': 'Claimed',
  'priceMatch.queue.col.site': 'Site',
  'priceMatch.queue.col.price': 'Price claimed',
  'priceMatch.queue.col.due': 'Answer by',
  'priceMatch.queue.price': '{claimed} (paid {paid})',
  'priceMatch.queue.overdue': 'Overdue',
  'priceMatch.queue.review': '{product} {trip}',
  'priceMatch.queue.back': 'Agent console',

  'priceMatch.review.title': 'Price match claim: {product} {trip}',
  'priceMatch.review.loading': 'Loading the claim…',
  'priceMatch.review.error': 'We couldn’t load the claim',
  'priceMatch.review.notFound': 'There is no such claim',
  'priceMatch.review.notFoundBody': 'It may belong to the other portal’s queue.',
  'priceMatch.review.backToQueue': 'Price match claims',
  'priceMatch.review.claim': 'The claim',
  'priceMatch.review.url': 'Where the traveller saw it',
  'priceMatch.review.claimed': 'Price claimed (USD, with taxes and fees)',
  'priceMatch.review.paid': 'Paid',
  'priceMatch.review.claimedAt': 'Claimed',
  'priceMatch.review.due': 'Answer by',
  'priceMatch.review.confirmed': 'The traveller confirmed',
  'priceMatch.review.confirmedValue.flight':
    'The same flights, dates and travelers, and the same cancellation policy',
  'priceMatch.review.confirmedValue.hotel':
    'The same room, rate and dates, and the same cancellation policy',
  'priceMatch.review.booking': 'The booking',
  'priceMatch.review.code': 'Confirmation code',
  'priceMatch.review.status': 'Status',
  'priceMatch.review.bookedAt': 'Booked',
  'priceMatch.review.travelers': 'Travelers',
  'priceMatch.review.slice': '{origin} → {destination}',
  'priceMatch.review.segment': '{flight}: {origin} {date} {departure} → {destination} {arrival}',
  'priceMatch.review.fare': '{fare} · {cabin} · {cancel}',
  'priceMatch.review.stay':
    '{checkIn} to {checkOut} · {rooms, plural, one {# room} other {# rooms}}',
  'priceMatch.review.room': '{room} · {rate}',
  'priceMatch.review.decide': 'Your answer',
  'priceMatch.review.accept.title': 'Accept',
  'priceMatch.review.accept.found': 'Price on the site, in US dollars',
  'priceMatch.review.accept.hint':
    'It must be the price claimed, {claimed}, and lower than the {paid} paid. The traveller is credited the difference.',
  'priceMatch.review.accept.submit': 'Accept and credit',
  'priceMatch.review.decline.title': 'Decline',
  'priceMatch.review.decline.reason': 'Reason',
  'priceMatch.review.decline.submit': 'Decline the claim',
  'priceMatch.review.accepted': 'Accepted {at}: {credit} credited to the traveller’s wallet.',
  'priceMatch.review.declined': 'Declined {at}: {reason}.',
  'priceMatch.review.error.notExact':
    'The price found must be the price claimed, {claimed}. Otherwise decline the claim as a different price.',
  'priceMatch.review.error.notLower':
    'The price found must be lower than the {paid} paid. Otherwise decline it as not lower.',
  'priceMatch.review.error.PriceMatchDecided': 'Another agent already answered this claim.',
  'priceMatch.review.error.generic': 'The answer wasn’t saved. Please try again.',
  'priceMatch.declineReason.PriceNotFound': 'Price not found on the site',
  'priceMatch.declineReason.PriceDiffers': 'A different price',
  'priceMatch.declineReason.NotLower': 'Not lower than paid',
  'priceMatch.declineReason.DifferentItinerary': 'Different flights, room or dates',
  'priceMatch.declineReason.DifferentPolicy': 'Different cancellation policy',
  'priceMatch.declineReason.NotPublic': 'Not a public price',
  'priceMatch.declineReason.Unverifiable': 'Can’t be verified',
  'priceMatch.declineReason.TripCancelled': 'Trip cancelled',

  'priceMatchTerms.title': 'Best price guarantee',
  'priceMatchTerms.intro':
    'Find the same trip for less within {hours} hours of booking, and we credit the difference to your travel wallet. You keep your booking as it is.',
  'priceMatchTerms.window.label': 'When to claim',
  'priceMatchTerms.window.value':
    'Within {hours} hours of booking, from the trip’s page in My Trips.',
  'priceMatchTerms.what.label': 'What qualifies',
  'priceMatchTerms.what.value':
    'Flights and hotel stays booked here and confirmed. Packages don’t qualify.',
  'priceMatchTerms.same.label': 'The same trip',
  'priceMatchTerms.same.value':
    'The same flights on the same dates for the same travelers, or the same room and rate on the same dates for the same number of rooms, with the same cancellation policy.',
  'priceMatchTerms.price.label': 'The price',
  'priceMatchTerms.price.value':
    'A public price anyone can book (not a member, package or private price), in US dollars including taxes and fees, lower than what you paid.',
  'priceMatchTerms.exact.label': 'An exact match',
  'priceMatchTerms.exact.value':
    'We check the price on the site: it must be the price you claim, to within {tolerance}.',
  'priceMatchTerms.verify.label': 'How we check',
  'priceMatchTerms.verify.value':
    'Prices on the sites we follow are checked at once. Claims on other sites go to our agents, who answer within {hours} hours. We e-mail you the answer either way.',
  'priceMatchTerms.credit.label': 'What you get',
  'priceMatchTerms.credit.value':
    'The difference between what you paid and the verified price, as travel wallet credit you can use for {days} days.',
  'priceMatchTerms.once.label': 'How many claims',
  'priceMatchTerms.once.value':
    'One claim in review or accepted per booking. After a declined claim you can claim again with the exact price while the window is open.',
  'priceMatchTerms.how.title': 'How to claim',
  'priceMatchTerms.how.step1': 'Open the trip in My Trips and choose “Claim a lower price”.',
  'priceMatchTerms.how.step2':
    'Enter the address of the page where you saw the price and the price in US dollars with taxes and fees, and confirm it is the same trip with the same cancellation policy.',
  'priceMatchTerms.how.step3':
    'We verify it at once, or an agent answers within {hours} hours. Accepted claims are credited to your travel wallet; declined ones say why.',
  'priceMatchTerms.kept.title': 'Your booking',
  'priceMatchTerms.kept.body':
    'A price match never changes or cancels your booking: you keep your original itinerary, and the difference is credited separately.',

  'priceMatch.console.title': 'Competitor prices',
  'priceMatch.console.intro':
    'What the competitor price feed answers today for the newest confirmed trips. Set a site’s price so a price match claim meets it.',
  'priceMatch.console.loading': 'Loading the competitor prices…',
  'priceMatch.console.error': 'The competitor prices could not be read.',
  'priceMatch.console.empty': 'No confirmed trips yet.',
  'priceMatch.console.paid': 'Paid {paid}',
  'priceMatch.console.prices': 'Prices today',
  'priceMatch.console.notSold': 'not sold',
  'priceMatch.console.setByConsole': 'set by the console',
  'priceMatch.console.formLabel': 'Competitor price for {trip}',
  'priceMatch.console.site': 'Site',
  'priceMatch.console.price': 'Price (USD)',
  'priceMatch.console.notSoldOption': 'Not sold there',
  'priceMatch.console.submit': 'Set price',
  'priceMatch.console.amountError': 'Enter a price in dollars and cents.',
  'priceMatch.console.done': 'Set {site}’s price for {trip}.',
  'priceMatch.console.failed': 'Could not set {site}’s price for {trip}.',
} as const;
