/** Travel policy, approvals and the policy page (business tenant): English, spread into EN_MESSAGES. */
export const TRAVEL_POLICY_EN = {
  'account.travelPolicy': 'Travel policy',
  'account.approvals': 'Approvals',

  'policy.in': 'In policy',
  'policy.out': 'Out of policy',
  'policy.violation.PriceOverCap': 'Over the policy limit of {cap} per traveler.',
  'policy.violation.FareClassNotAllowed': '{cabin} is not allowed by your policy for this flight.',
  'policy.trip.in': 'This trip is within your travel policy.',
  'policy.trip.out': 'This trip is out of your travel policy.',
  'policy.prompt.title': 'This rate is out of policy',
  'policy.prompt.body':
    'You can still book it: you will be asked why, and your reason is kept with the booking.',
  'policy.prompt.change': 'Change selection',
  'policy.prompt.continue': 'Continue anyway',
  'policy.booking.title': 'Travel policy: {tier}',
  'policy.reason.label': 'Why do you need this trip?',
  'policy.reason.hint': 'Your approver and travel manager see this. At least {min} characters.',
  'policy.reason.tooShort': 'Tell us why in at least {min} characters.',
  'policy.approval.noteHotel':
    'Your company reviews stays before they are booked. We hold the room and this price for 24 hours while your approver decides; nothing is charged until the stay is approved.',
  'policy.approval.noteCar':
    'Your company reviews car rentals before they are booked. We hold the car and this price for 24 hours while your approver decides; nothing is charged until the rental is approved.',
  'policy.approval.note':
    'Your company reviews trips before they are booked. We hold the seats and this price for 24 hours while your approver decides; nothing is charged until the trip is approved.',
  'booking.requestApproval': 'Request approval for {total}',

  'approval.held.title': 'Waiting for approval',
  'approval.held.body':
    'Your trip is held: the seats and the price of {total} are kept until {until} while your approver decides. Nothing is charged until it is approved.',
  'approval.held.email': 'We will e-mail {email} as soon as your approver decides.',
  'approval.held.reason': 'Your reason: “{reason}”',

  'approvals.title': 'Trips waiting for approval',
  'approvals.intro':
    'Each trip is held at its booked price until its approval window ends. Approving books and charges it; declining releases the seats or rooms and tells the traveler.',
  'approvals.loading': 'Loading the trips waiting for approval…',
  'approvals.error': 'We could not load the approvals.',
  'approvals.forbidden': 'Only your business’s travel administrators approve trips.',
  'approvals.empty.title': 'Nothing to approve',
  'approvals.empty.body': 'Trips that need approval appear here as soon as they are requested.',
  'approvals.item.title': '{name}: {route}',
  'approvals.reason': 'Reason: “{reason}”',
  'approvals.expires': 'Held until {until}',
  'approvals.approve': 'Approve',
  'approvals.decline': 'Decline',
  'approvals.approveLabel': 'Approve the trip of {name}, {route}',
  'approvals.declineLabel': 'Decline the trip of {name}, {route}',
  'approvals.approved': 'Approved: {name}, {route}. The trip is being booked.',
  'approvals.declined': 'Declined: {name}, {route}. The seats were released.',
  'approvals.failed': 'We could not record your decision. Try again.',
  'approvals.car.title': '{name}: {car}, {place}',
  'approvals.car.rental':
    '{supplier} · {from} to {until} ({days, plural, one {# day} other {# days}})',
  'approvals.car.driver': 'Driver: {name} · returned at {dropOff}',
  'approvals.car.violation.DailyPriceOverCap': 'Above the tier’s limit of {cap} a day.',
  'approvals.car.approveLabel': 'Approve the car of {name}: {car}',
  'approvals.car.declineLabel': 'Decline the car of {name}: {car}',
  'approvals.car.approved': 'Approved: {name}, {car}. The car is being booked.',
  'approvals.car.declined': 'Declined: {name}, {car}. The car was released.',
  'approvals.hotel.title': '{name}: {hotel}, {city}',
  'approvals.hotel.stay':
    '{checkIn} – {checkOut} · {nights, plural, one {# night} other {# nights}}',
  'approvals.hotel.room': '{room} · {rooms, plural, one {# room} other {# rooms}}',
  'approvals.hotel.guests': 'Guests: {names}',
  'approvals.hotel.violation.StarRatingNotAllowed': 'A {stars}-star hotel is outside the tier.',
  'approvals.hotel.violation.NightlyPriceOverCap': 'Above the tier’s limit of {cap} a night.',
  'approvals.hotel.approveLabel': 'Approve the stay of {name} at {hotel}',
  'approvals.hotel.declineLabel': 'Decline the stay of {name} at {hotel}',
  'approvals.hotel.approved': 'Approved: {name}, {hotel}. The stay is being booked.',
  'approvals.hotel.declined': 'Declined: {name}, {hotel}. The rooms were released.',

  'bookingError.OutOfPolicyReasonRequired':
    'This trip is out of policy: tell your approver why you need it (at least 10 characters).',
  'bookingError.ApprovalDeclined': 'Your approver declined this trip. Nothing was charged.',
  'bookingError.ApprovalExpired':
    'Nobody approved this trip within 24 hours, so the hold ended. Nothing was charged.',

  'travelPolicy.title': 'Your travel policy',
  'travelPolicy.loading': 'Loading your travel policy…',
  'travelPolicy.error': 'We could not load your travel policy.',
  'travelPolicy.none.title': 'No travel policy',
  'travelPolicy.none.body':
    'Travel policies apply to business travel accounts. Your trips have no policy limits.',
  'travelPolicy.tier': 'Policy tier: {tier}',
  'travelPolicy.approval.24hr_review':
    'Every trip is reviewed by an approver before it is booked; the seats and price are held for up to 24 hours.',
  'travelPolicy.approval.auto': 'Trips are booked at once, without approval.',
  'travelPolicy.open': 'Your tier has no limits: every fare, hotel and car is in policy.',
  'travelPolicy.flights.title': 'Flights',
  'travelPolicy.flights.short': 'Flights of up to {hours} hours in the air:',
  'travelPolicy.flights.long': 'Flights of more than {hours} hours in the air:',
  'travelPolicy.flights.all': 'All flights:',
  'travelPolicy.flights.cabins': '{cabins}.',
  'travelPolicy.flights.oneWayCap': 'Up to {amount} one-way.',
  'travelPolicy.flights.noOneWayCap': 'No one-way limit.',
  'travelPolicy.flights.roundTripCap': 'Up to {amount} round trip.',
  'travelPolicy.flights.noRoundTripCap': 'No round-trip limit.',
  'travelPolicy.flights.perTraveler':
    'Limits are per traveler, taxes and fees included. A trip with several flights may cost up to the sum of their one-way limits.',
  'travelPolicy.hotels.title': 'Hotels',
  'travelPolicy.hotels.stars': '{stars}-star hotels,',
  'travelPolicy.hotels.cap': 'up to {amount} a night.',
  'travelPolicy.hotels.noCap': 'with no nightly limit.',
  'travelPolicy.cars.title': 'Cars',
  'travelPolicy.cars.cap': 'Up to {amount} a day.',
  'travelPolicy.cars.noCap': 'No daily limit.',
} as const;
