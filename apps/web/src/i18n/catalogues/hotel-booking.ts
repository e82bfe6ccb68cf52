/** Hotel booking and confirmation (/hotels/book, /hotels/book/confirm). English. */
export const HOTEL_BOOKING_EN = {
  'hotelShop.stay.title': 'Your stay',
  'hotelShop.stay.summary':
    '{from} to {until} · {rooms, plural, one {# room} other {# rooms}} · {adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}',
  'hotelShop.stay.change': 'Change dates or guests',
  'hotelShop.stay.close': 'Keep these dates',
  'hotelShop.stay.update': 'Update rooms and rates',
  'hotelShop.rateGone':
    'This rate is no longer available: the room sold out for your dates. Nothing was charged. The rooms and rates on this page are up to date again.',
  'hotelShop.reserve': 'Reserve',
  'hotelShop.reserveRate': 'Reserve {rate} for {total}',
  'hotelShop.fourthNightFree': '4th night free',
  'hotelShop.refundable.choose': 'Make it refundable for {perNight} more per night',
  'hotelShop.refundable.hint':
    'Cancel for any reason before check-in and get back {percent}% of your stay, up to {amount}.',
  'hotelBook.pageTitle': 'Book your stay',
  'hotelBook.heading': 'Book your stay',
  'hotelBook.noRoom.title': 'No room to book',
  'hotelBook.noRoom.body':
    'This booking link has no room on hold. Search for a hotel and choose a room.',
  'hotelBook.guest.title': 'Who is checking in?',
  'hotelBook.guest.hint':
    'The reservation is in the lead guest’s name. They show ID at check-in and must be {age} or older.',
  'hotelBook.guest.saved': 'Saved traveler',
  'hotelBook.guest.someoneElse': 'Someone else (type their name)',
  'hotelBook.guest.givenName': 'Given name',
  'hotelBook.guest.surname': 'Surname',
  'hotelBook.guest.dateOfBirth': 'Date of birth (optional)',
  'hotelBook.guest.dateOfBirthHint': 'We check it against the hotel’s minimum check-in age.',
  'hotelBook.guest.country': 'Country of residence',
  'hotelBook.bed.title': 'Bed preference',
  'hotelBook.bed.hint': 'Guaranteed by the hotel for this room type.',
  'hotelBook.loyalty.label': '{program} number (optional)',
  'hotelBook.loyalty.hint': 'The hotel adds the stay to the lead guest’s account.',
  'hotelBook.requests.label': 'Special requests (optional)',
  'hotelBook.requests.hint':
    'The hotel sees these but cannot promise them. {left, plural, one {# character} other {# characters}} left.',
  'hotelBook.contact.hint': 'We send the confirmation here and call only if the hotel needs you.',
  'hotelBook.cancellation': 'Cancellation policy',
  'hotelBook.agree':
    'By booking you agree to the hotel’s policies and the cancellation policy above. {total} is charged now.',
  'hotelBook.agreePayLater':
    'By booking you agree to the hotel’s policies and the cancellation policy above. {total} is charged now; {later} is due at the hotel.',
  'hotelBook.changeRoom': 'Change room',
  'hotelBook.chooseAnotherRoom': 'Choose another room',
  'hotelBook.progress.title': 'Booking your stay',
  'hotelBook.summary.title': 'Your stay',
  'hotelBook.summary.party':
    '{showRooms, select, yes {{rooms} rooms · } other {}}{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one { · # child} other { · # children}} · {nights, plural, one {# night} other {# nights}}',
  'hotelBook.summary.fourthNight': 'Complimentary 4th night',
  'hotelBook.summary.refundablePremium': 'Refundable room',
  'hotelBook.rule.required': 'This is needed to book.',
  'hotelBook.rule.nameCharacters': 'Use letters, spaces, apostrophes, hyphens and periods only.',
  'hotelBook.rule.tooLong': 'This is too long.',
  'hotelBook.rule.dateFormat': 'Enter a real date of birth.',
  'hotelBook.rule.tooYoung':
    'The lead guest must be {age} or older at check-in. Book in the name of an older guest.',
  'hotelBook.rule.emailFormat': 'Enter an email address like name@example.com.',
  'hotelBook.rule.phoneFormat': 'Enter a phone number of 7 to 20 digits.',
  'hotelBook.rule.loyaltyFormat': 'A loyalty number is 4 to 30 letters or digits.',
  'hotelBookError.Invalid Quote':
    'This room’s price no longer holds. Choose the room again on the hotel page.',
  'hotelBookError.NotAvailable':
    'This room is sold out for your dates. Choose another room or change your dates.',
  'hotelBookError.RateNotAvailable':
    'This rate is no longer available. Nothing was charged. Go back to the hotel to see its current rooms and rates.',
  'hotelBookError.LackOfInventory':
    'The last room of this type was just booked. Nothing was charged. Choose another room.',
  'hotelBookError.NoAvailability':
    'This room is sold out for your dates. Nothing was charged. Choose another room.',
  'hotelBookError.Experiment': 'This offer is not available to you right now. Choose another room.',
  'hotelBookError.CheckInMinimumAgeNotMet':
    'The lead guest is younger than the hotel’s minimum check-in age. Book in the name of an older guest.',
  'hotelBookError.InvalidGuestCountry':
    'This hotel cannot accept a booking for a guest from that country. Check the country.',
  'hotelBookError.InvalidFulfillmentInput':
    'The hotel did not accept some guest or room details. Check them and try again.',
  'hotelBookError.CreditCardDeclined':
    'Your card was declined. Nothing was charged; use another card.',
  'hotelBookError.CardDeclined': 'Your card was declined. Nothing was charged; use another card.',
  'hotelBookError.InsufficientFunds': 'The card has insufficient funds. Use another card.',
  'hotelBookError.CreditCardExpired': 'This card has expired. Use another card.',
  'hotelBookError.CreditCardLostStolen': 'This card cannot be used. Use another card.',
  'hotelBookError.CreditCardNotSupported':
    'This hotel does not accept this kind of card. Use another card.',
  'hotelBookError.InvalidCreditCardNumber': 'Check the card number and try again.',
  'hotelBookError.InvalidCreditCardInformation':
    'The card details were not accepted. Check the name and expiry date, or use another card.',
  'hotelBookError.InvalidCreditCardVerificationNumber':
    'The security code does not match this card. Check it, or use another card.',
  'hotelBookError.InvalidCreditCardCountryCode':
    'The card’s billing country was not accepted. Use another card.',
  'hotelBookError.InvalidCreditCardZipCode':
    'The card’s billing postal code does not match. Check it, or use another card.',
  'hotelBookError.Fraud': 'The card issuer stopped this payment. Call them, or use another card.',
  'hotelBookError.RedemptionFailure':
    'Those rewards could not be redeemed. Nothing was charged; pay with less rewards or with the card.',
  'hotelBookError.ProviderError':
    'The hotel could not confirm this booking. Nothing was charged; please try again.',
  'hotelBookError.PollingTimeout':
    'The hotel did not confirm in time. Nothing was charged; please try again.',
  'hotelBookError.DuplicateBooking':
    'This stay is already booked or being booked. Check your trips before booking again.',
  'hotelBookError.IdempotencyKeyReused':
    'This booking was already sent with different details. Reload the page and try again.',
  'hotelBookError.Unknown': 'We could not book this stay. Nothing was charged; please try again.',
  'hotelConfirm.pageTitle': 'Your stay is booked',
  'hotelConfirm.title': 'Your stay is booked',
  'hotelConfirm.cancelled': 'This stay is cancelled',
  'hotelConfirm.failed.title': 'We could not book this stay',
  'hotelConfirm.badge':
    'Hotel · {nights, plural, one {# night} other {# nights}} · {from} to {until}',
  'hotelConfirm.stay': 'Your stay',
  'hotelConfirm.held.body':
    'Your stay is held: the room and the price of {total} are kept until {until} while your approver decides. Nothing is charged until it is approved.',
  'hotelConfirm.toPay': 'To pay once approved',
  'hotelConfirm.guest': 'Lead guest',
  'hotelConfirm.room': 'Room',
  'hotelConfirm.loyalty': 'Loyalty number',
  'hotelConfirm.bookAnother': 'Book another stay',
  'hotelShop.freeze': 'Freeze this price',
  'hotelShop.freezeRate': 'Freeze this price: {rate}',
} as const;
