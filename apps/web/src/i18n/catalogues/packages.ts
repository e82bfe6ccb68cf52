/** Packages, a flight and a hotel bought together (issue 23): search to trips. English. */
export const PACKAGES_EN = {
  // Search
  'packageSearch.title': 'Flight + hotel',
  'packageSearch.lead':
    'Book your flights and hotel together and pay less than booking them apart.',
  'packageSearch.formLabel': 'Search flight and hotel packages',
  'packageSearch.origin': 'Flying from',
  'packageSearch.destination': 'Going to',
  'packageSearch.dates': 'Departure and return',
  'packageSearch.travelers': 'Travelers and rooms',
  'packageSearch.rooms': 'Rooms',
  'packageSearch.adults': 'Adults',
  'packageSearch.children': 'Children',
  'packageSearch.submit': 'Search packages',
  'packageSearch.recent': 'Your recent package searches',
  'packageSearch.recentRoute': '{origin} to {destination}',
  'packageSearch.error.origin': 'Choose where you fly from.',
  'packageSearch.error.destination': 'Choose where you are going.',
  'packageSearch.error.same': 'Choose a destination other than where you fly from.',
  'packageSearch.error.noCity':
    'We can’t find hotels for this place. Choose a city or its airport.',
  'packageSearch.error.dates': 'Choose a departure from today on and a return after it.',
  'packageSearch.error.travelers': 'At most 9 travelers can book a package together.',
  'packageSearch.error.rooms': 'Each room needs an adult.',
  // Educational help tip (spec §3 packages_educational_helptip)
  'packageHelptip.title': 'How packages work',
  'packageHelptip.body':
    'Choose your hotel first, then your flights. Every price is for the whole trip, flights included, and is lower than booking the two apart.',
  'packageHelptip.hidden':
    'Hotels sell their rooms cheaper in a package, so the hotel’s part of the price is never shown on its own.',
  'packageHelptip.dismiss': 'Got it',
  // The flow
  'packageFlow.step': 'Step {current} of {total}: {name}',
  'packageFlow.step.hotel': 'Choose a hotel',
  'packageFlow.step.room': 'Choose a room',
  'packageFlow.step.flights': 'Choose your flights',
  'packageFlow.step.review': 'Review your package',
  'packageFlow.step.book': 'Book',
  'packageFlow.summary':
    'From {origin} · {from} – {until} · {travelers, plural, one {# traveler} other {# travelers}} · {rooms, plural, one {# room} other {# rooms}}.',
  'packageFlow.changeSearch': 'Change search',
  'packageFlow.newSearch': 'Search packages',
  'packageFlow.invalidLink': 'This package link is incomplete',
  'packageFlow.otherHotels': 'Choose another hotel',
  'packageFlow.otherRoom': 'Choose another room',
  'packageFlow.outbound': 'Outbound, {origin} to {destination}:',
  'packageFlow.return': 'Return, {origin} to {destination}:',
  'packageFlow.flightLine':
    '{airline} · {stops, plural, =0 {Nonstop} one {1 stop} other {# stops}} · {departs} – {arrives} ({duration}) · {fare}',
  'packageFlow.noFlight':
    'No flight sells for these dates from where you fly. Try other dates or another airport.',
  'packageFlow.noHotel': 'No hotel can be booked as a package for these dates. Try other dates.',
  'packageFlow.failed': 'Something went wrong on our side. Try again in a moment.',
  // Price
  'packagePrice.perPerson': 'per person, flights included',
  'packagePrice.total':
    '{total} total for {travelers, plural, one {# traveler} other {# travelers}}',
  'packagePrice.saving': 'Save {saving} ({percent}%) against booking apart',
  // Hotels
  'packageHotels.title': 'Hotels in {destination} with flights',
  'packageHotels.loading': 'Finding hotels and flights…',
  'packageHotels.failed': 'We couldn’t price packages',
  'packageHotels.includedFlight': 'Flights included in these prices',
  'packageHotels.includedFlightNote': 'You can choose other flights after your room.',
  'packageHotels.count': '{count, plural, one {# hotel} other {# hotels}} of {total}',
  'packageHotels.sort': 'Sort by',
  'packageHotels.sort.price': 'Lowest package price',
  'packageHotels.sort.rating': 'Best rated',
  'packageHotels.sort.distance': 'Closest to the centre',
  'packageHotels.stars': 'Hotel class',
  'packageHotels.starsOption': '{stars, plural, =0 {Any} other {# stars and up}}',
  'packageHotels.freeCancellation': 'Free cancellation',
  'packageHotels.notPackaged':
    '{count, plural, one {# hotel isn’t shown: it can’t be sold in a package.} other {# hotels aren’t shown: they can’t be sold in a package.}}',
  'packageHotels.empty.title': 'No hotels match',
  'packageHotels.empty.body': 'No hotel can be booked as a package for these dates.',
  'packageHotels.empty.filtered': 'No hotel matches these filters. Change them to see more.',
  'packageHotels.listLabel': 'Hotels with flights',
  'packageHotels.showMore': 'Show more hotels',
  'packageHotels.choose': 'Choose this hotel',
  'packageHotels.chooseLabel': 'Choose this hotel: {hotel}',
  // Rooms
  'packageRooms.pageTitle': 'Choose a room',
  'packageRooms.loading': 'Pricing rooms with flights…',
  'packageRooms.failed': 'We couldn’t price this hotel’s rooms',
  'packageRooms.title': 'Rooms',
  'packageRooms.empty': 'No room of this hotel can be sold in a package for these dates.',
  'packageRooms.facts': 'Sleeps {guests} · {size} m²',
  'packageRooms.rates': 'Rates',
  'packageRooms.choose': 'Choose room',
  'packageRooms.chooseLabel': 'Choose room: {room}, {rate}',
  // Flights
  'packageFlights.title': 'Choose your flights',
  'packageFlights.lead':
    'Prices show each fare’s difference to your package, per person. The included flights are already in the price.',
  'packageFlights.loading': 'Finding flights…',
  'packageFlights.failed': 'We couldn’t find flights for this package',
  'packageFlights.outbound': 'Outbound: {origin} to {destination}',
  'packageFlights.return': 'Return: {origin} to {destination}',
  'packageFlights.outboundList': 'Outbound flights',
  'packageFlights.returnList': 'Return flights',
  'packageFlights.none': 'No flight sells on this day.',
  'packageFlights.facts':
    '{airlines} · {stops, plural, =0 {Nonstop} one {1 stop} other {# stops}} · {duration} · {origin}–{destination}',
  'packageFlights.included': 'Included',
  'packageFlights.includedFare': 'Included in the package price',
  'packageFlights.difference': '{difference} per person',
  'packageFlights.showMore': 'Show {count, plural, one {# more flight} other {# more flights}}',
  'packageFlights.yourPackage': 'Your package',
  'packageFlights.continue': 'Review package',
  'packageFlights.quoteGone':
    'These flights or this room just sold out. Choose other flights or another room.',
  // Review
  'packageReview.title': 'Review your package',
  'packageReview.loading': 'Loading your package…',
  'packageReview.gone': 'We can’t find this package',
  'packageReview.requoting': 'This page’s hold ended: pricing your package again…',
  'packageReview.requoteFailed': 'We couldn’t price your package again',
  'packageReview.chooseAgain': 'Choose flights again',
  'packageReview.requoted.up': 'Your package’s price went up',
  'packageReview.requoted.down': 'Your package’s price went down',
  'packageReview.requoted.same': 'Your package’s price is the same',
  'packageReview.requoted.body':
    'This page was held for {minutes} minutes, so we priced your package again: {total} now, {previous} before (a difference of {difference}).',
  'packageReview.changeFlights': 'Change flights',
  'packageReview.price': 'Price',
  'packageReview.held':
    'Package prices change quickly: if you book more than {seconds} seconds after this price, we check it again and ask you before charging a different total. This page is kept until {until}.',
  'packageReview.continue': 'Continue to book',
  // Summary
  'packageSummary.title': 'Your package',
  'packageSummary.flights': 'Flights',
  'packageSummary.hotel': 'Hotel',
  'packageSummary.stay':
    'Check-in {checkIn}, check-out {checkOut} · {nights, plural, one {# night} other {# nights}} · {rooms, plural, one {# room} other {# rooms}}',
  'packageSummary.separate': 'Booked apart',
  'packageSummary.saving': 'Your saving',
  'packageSummary.savingAmount': '{saving} ({percent}%)',
  'packageSummary.perPerson':
    'Per person ({travelers, plural, one {# traveler} other {# travelers}})',
  'packageSummary.total': 'Package total',
  'packageSummary.hiddenRate': 'The hotel’s part of the price is only sold in this package.',
  'packageSummary.noPriceDrop': 'Price drop protection isn’t available for packages.',
  // Book
  'packageBook.pageTitle': 'Book your package',
  'packageBook.heading': 'Book your flight and hotel',
  'packageBook.room': 'The room',
  'packageBook.leadGuest': 'The room is booked under {name}, the first traveler.',
  'packageBook.leadGuestMissing': 'The room is booked under the first traveler: choose them above.',
  'packageBook.agree':
    'By booking you accept the airline’s fare rules and the hotel’s terms, and {total} is charged for the whole package.',
  'packageBook.chooseOther': 'Choose other flights',
  'packageBook.progress': 'Booking your flights and hotel',
  // Confirmation
  'packageConfirm.pageTitle': 'Your package',
  'packageConfirm.title': 'Your flight and hotel are booked!',
  'packageConfirm.cancelled': 'This package is cancelled',
  'packageConfirm.badge': 'Flight + hotel · {hotel}, {city}',
  'packageConfirm.held':
    'Your package ({total}) waits for your approver. Nothing is charged until it is approved.',
  'packageConfirm.another': 'Book another package',
  'packageConfirm.failed': 'We couldn’t book your package',
  'packageConfirm.failedPart.flight':
    'The airline couldn’t confirm your flights, so the hotel wasn’t booked either and nothing was charged.',
  'packageConfirm.failedPart.hotel':
    'The hotel couldn’t confirm your room, so the flights were cancelled and nothing was charged.',
  'packageConfirm.failedPart.payment':
    'Your payment didn’t go through, so nothing was booked or charged.',
  // Parts
  'packageParts.flight': 'Flights (airline code)',
  'packageParts.hotel': 'Hotel (confirmation)',
  'packageParts.travelers': 'Travelers',
  'packageParts.leadGuest': 'Room booked under',
  'packageParts.status.Pending': 'Being confirmed',
  'packageParts.status.Confirmed': 'Confirmed',
  'packageParts.status.Cancelled': 'Cancelled',
  'packageParts.status.Failed': 'Not booked',
  // Trips
} as const;
