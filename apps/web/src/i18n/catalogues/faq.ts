/**
 * English messages of `/faq/` (issue 24): the page and each question (`faq.<id>.q`) and answer
 * (`faq.<id>.a`), whose figures come from the per-tenant terms (routes/faq/faq-entries.ts). French
 * in faq-fr.ts.
 */
export const FAQ_EN = {
  'faq.title': 'Frequently asked questions',
  'faq.intro':
    'Answers about searching, booking and managing travel with {brand}. Each answer links to the full terms where there are some.',
  'faq.search.label': 'Search the questions',
  'faq.search.hint': 'Type a word or two: fare, refund, rewards…',
  'faq.search.count':
    '{count, plural, =0 {No questions match} one {# question} other {# questions}}',
  'faq.search.countFor':
    '{count, plural, =0 {No questions match “{query}”} one {# question matches “{query}”} other {# questions match “{query}”}}',
  'faq.search.clear': 'Clear the search',
  'faq.empty.title': 'No questions match “{query}”',
  'faq.empty.body': 'Try another word, or call us at {phone}: we’ll answer whatever the question.',
  'faq.terms': 'Read the terms',
  'faq.copyLink': 'Link to this question',
  'faq.group.flights': 'Flights',
  'faq.group.hotels': 'Hotels',
  'faq.group.stays': 'Stays',
  'faq.group.premiumStays': 'Premium stays',
  'faq.group.vacationRentals': 'Vacation rentals',
  'faq.group.cars': 'Cars',
  'faq.group.activities': 'Activities',
  'faq.group.packages': 'Flight + hotel packages',
  'faq.group.protections': 'Protections',
  'faq.group.payments': 'Payments and rewards',
  'faq.group.trips': 'Trips and cancellation',
  'faq.group.corporate': 'Business travel',
  'faq.flight-price-prediction.q': 'Should I book my flight now or wait?',
  'faq.flight-price-prediction.a':
    'When you search a route, price prediction says whether fares are likely to rise or fall, and you can watch the trip to be e-mailed when its price moves.',
  'faq.flight-price-freeze.q': 'Can I hold a fare while I decide?',
  'faq.flight-price-freeze.a':
    'Yes, freeze the price for up to {flightFreezeDays} days for a fee. If the fare goes up, we cover the difference up to {flightFreezeCap} per passenger when you book; if it goes down, you pay the lower price.',
  'faq.flight-self-transfer.q': 'What is a self-transfer itinerary?',
  'faq.flight-self-transfer.a':
    'Two tickets on airlines that don’t sell tickets together, with at least {selfTransferMinutes} minutes to collect your bags and check in again between them. If a delay makes you miss the second flight, our missed-connection guarantee rebooks you at no cost, up to {missedConnectionCap} per traveler.',
  'faq.hotel-pay-later.q': 'Can I pay at the hotel?',
  'faq.hotel-pay-later.a':
    'Rates marked pay later charge nothing when you book: the hotel collects the stay. Fees the hotel collects itself, like resort fees, are shown before you book and paid at the hotel whatever the rate.',
  'faq.hotel-price-freeze.q': 'Can I freeze a hotel price?',
  'faq.hotel-price-freeze.a':
    'Yes, for up to {hotelFreezeDays} days for a fee. If the room’s price rises, we cover the difference up to {hotelFreezeCap} per room when you book.',
  'faq.hotel-refundable-room.q': 'Can I make a non-refundable room refundable?',
  'faq.hotel-refundable-room.a':
    'Where offered, add cancel for any reason to the stay for {hotelCfarPremium}% of its total: you can then cancel until check-in and get {hotelCfarCoverage}% of the stay back.',
  'faq.stays-what.q': 'What is the difference between Hotels and Stays?',
  'faq.stays-what.a':
    'Stays searches hotels and vacation rentals together, so you can compare a room with a whole home for the same dates. Hotels searches hotels only.',
  'faq.premium-benefits.q': 'What is included with a premium stay?',
  'faq.premium-benefits.a':
    'Premium stays are hotels of the Premier and Lifestyle collections. Depending on the collection, a stay includes benefits such as an experience credit, a room upgrade when available, early check-in and late checkout, and Wi-Fi; each hotel page lists them.',
  'faq.premium-complimentary-night.q': 'How does the complimentary night work?',
  'faq.premium-complimentary-night.a':
    'Book {minNights} nights or more at a {nightCollections} hotel and the {freeNight, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} night is free, once per stay: it is already taken off the prices you see.',
  'faq.rental-cancellation.q': 'Can I cancel a vacation rental?',
  'faq.rental-cancellation.a':
    'It depends on the host’s policy, from flexible to non-refundable. The listing and the booking page show the policy and its deadlines before you book; cancel from your trip while it allows.',
  'faq.rental-total.q': 'Why is a rental’s total more than its nightly price?',
  'faq.rental-total.a':
    'The total adds the host’s fees (such as cleaning), the service fee and taxes, and takes off any discount for a longer stay. The booking page lists every line before you pay.',
  'faq.car-pay-counter.q': 'Do I pay for a car now or at the counter?',
  'faq.car-pay-counter.a':
    'It depends on the rental company: some let you pay at the counter, others only now, often for a lower price. A rental paid at the counter charges nothing now and earns no rewards through us.',
  'faq.car-driver-age.q': 'Can a young driver rent a car?',
  'faq.car-driver-age.a':
    'Drivers must meet the company’s minimum age, and drivers under 25 pay a young-driver fee. Search with the driver’s age: the price shown is for that age.',
  'faq.activity-cancel.q': 'Can I cancel an activity?',
  'faq.activity-cancel.a':
    'Each activity shows its cancellation policy before you book, for example free until a number of hours before the start. Cancel from your trip while the policy allows.',
  'faq.package-savings.q': 'Why book a flight and hotel together?',
  'faq.package-savings.a':
    'A package uses a bundled hotel rate, so it costs less than booking both apart; the saving is shown with the total. The hotel’s part of the price is never shown on its own, and price drop protection does not apply to packages.',
  'faq.protection-price-drop.q': 'What is price drop protection?',
  'faq.protection-price-drop.a':
    'It comes free with flights: for {priceDropDays} days after you book, if the same flight gets cheaper we credit the difference to your travel wallet, up to {priceDropCap}. Stays at {priceDropCollections} hotels are watched for {priceDropHotelDays} days.',
  'faq.protection-best-price.q': 'I found a lower price elsewhere. What can I do?',
  'faq.protection-best-price.a':
    'Within {priceMatchHours} hours of booking, send us the lower price for the same trip from your trip page. If it checks out, we credit the difference.',
  'faq.protection-cfar.q': 'What is cancel for any reason?',
  'faq.protection-cfar.a':
    'An add-on bought with your flight: cancel for whatever reason up to {cfarHours} hours before the first departure and get {cfarPercent}% of the fares back in cash.',
  'faq.protection-disruption.q': 'What does disruption assistance cover?',
  'faq.protection-disruption.a':
    'For {disruptionFee} per booking, bought at least {disruptionHours} hours before departure: if a flight is delayed {disruptionDelay} minutes or more, cancelled, or you miss a connection, rebook on any airline at no cost or take a refund of the fares.',
  'faq.payment-rewards.q': 'Can I pay with my rewards?',
  'faq.payment-rewards.a':
    'Yes: pay with your card, your rewards, or both. Rewards are taken from your account when the booking is confirmed, and the booking page shows what you will earn.',
  'faq.payment-wallet.q': 'What is in my travel wallet?',
  'faq.payment-wallet.a':
    'Credits from price drop protection, price match and your card’s travel credits. Apply them on the booking page; a protection credit can be used for {creditDays} days.',
  'faq.trip-cancel-flight.q': 'How do I cancel a flight?',
  'faq.trip-cancel-flight.a':
    'Open the trip and choose Cancel: you see what comes back before you confirm. Shortly after booking, a ticket can usually be voided for a full refund; later, the fare’s rules decide between a refund, an airline credit or a fee. Flights are not cancelled online in the last 3 hours before departure.',
  'faq.trip-change-stay.q': 'Can I change the dates of a stay?',
  'faq.trip-change-stay.a':
    'Yes, from the trip page, while the stay allows it: the new dates are priced again and you see the difference before you confirm.',
  'faq.trip-find.q': 'Can I find a trip without signing in?',
  'faq.trip-find.a':
    'Yes: look it up with its confirmation code and the e-mail address used for the booking.',
  'faq.tripLookup': 'Look up a trip',
  'faq.corporate-policy.q': 'What if a trip is out of policy?',
  'faq.corporate-policy.a':
    'Results show whether each option is within your travel policy. You can still book one that is not, with a reason for your approver.',
  'faq.corporate-arrange.q': 'Can I book for a colleague?',
  'faq.corporate-arrange.a':
    'If your business lets you arrange travel, choose the colleague as the traveler: the trip is judged under their policy tier.',
  'faq.corporate-approval.q': 'Why is my booking waiting for approval?',
  'faq.corporate-approval.a':
    'Your policy tier asks an approver to review some trips. The booking is held until they decide.',
} as const;
