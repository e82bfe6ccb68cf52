/**
 * English messages of flight check-in on a trip's page: the check-in section and the Check in
 * modal (travelers, dangerous goods, boarding passes). Spread into TRIPS_EN; French in
 * trips-check-in-fr.ts.
 */
export const TRIPS_CHECK_IN_EN = {
  'trips.checkIn.title': 'Check-in',
  'trips.checkIn.slice': '{origin} to {destination} · {airline}',
  'trips.checkIn.open': 'Check-in is open until {time}.',
  'trips.checkIn.opens': 'Check-in opens {time}.',
  'trips.checkIn.closed': 'Online check-in is closed for this trip.',
  'trips.checkIn.checkedIn': 'Checked in',
  'trips.checkIn.checkedInCount':
    '{checked} of {total, plural, one {# traveler} other {# travelers}} checked in.',
  'trips.checkIn.start': 'Check in',
  'trips.checkIn.viewPasses': 'View boarding passes',
  'trips.checkIn.checkInOthers': 'Check in other travelers',
  'trips.checkIn.dialogTitle': 'Check in: {origin} to {destination}',
  'trips.checkIn.step.select': 'Who is checking in?',
  'trips.checkIn.step.passes': 'Your boarding passes',
  'trips.checkIn.step.error': 'We couldn’t check you in',
  'trips.checkIn.pending': 'Checking you in with {airline}…',
  'trips.checkIn.airlineCode': '{airline} confirmation code',
  'trips.checkIn.travelers': 'Travelers',
  'trips.checkIn.alreadyCheckedIn': 'Already checked in',
  'trips.checkIn.travelersRequired': 'Choose at least one traveler to check in.',
  'trips.checkIn.dangerousGoods.title': 'Dangerous goods',
  'trips.checkIn.dangerousGoods.body':
    'For everyone’s safety, no bag may hold explosives or fireworks, flammable liquids or gases, compressed gas, corrosives, poisons or radioactive material. Spare lithium batteries and e-cigarettes travel in carry-on bags only.',
  'trips.checkIn.dangerousGoods.confirm':
    'I confirm that no one on this booking is carrying dangerous goods.',
  'trips.checkIn.dangerousGoods.required':
    'Confirm that no one is carrying dangerous goods to check in.',
  'trips.checkIn.submit': 'Check in',
  'trips.checkIn.notNow': 'Not now',
  'trips.checkIn.done':
    '{count, plural, one {# boarding pass is} other {# boarding passes are}} ready. Show one at security and at the gate.',
  'trips.checkIn.passes': 'Boarding passes',
  'trips.checkIn.pass.label': 'Boarding pass: {name}, flight {flight}',
  'trips.checkIn.pass.heading': 'Boarding pass',
  'trips.checkIn.pass.passenger': 'Passenger',
  'trips.checkIn.pass.flight': 'Flight',
  'trips.checkIn.pass.route': 'From → to',
  'trips.checkIn.pass.departs': 'Departs (local time)',
  'trips.checkIn.pass.boarding': 'Boarding',
  'trips.checkIn.pass.seat': 'Seat',
  'trips.checkIn.pass.group': 'Group',
  'trips.checkIn.pass.gate': 'Gate',
  'trips.checkIn.pass.gateAtAirport': 'Shown at the airport',
  'trips.checkIn.pass.cabin': 'Cabin',
  'trips.checkIn.pass.sequence': 'Sequence',
  'trips.checkIn.pass.locator': 'Confirmation',
  'trips.checkIn.pass.barcode': 'Bar code (IATA boarding pass data)',
  'trips.checkIn.print': 'Print',
  'trips.checkIn.error.CheckInNotOpen':
    'Online check-in isn’t open yet. It opens 24 hours before the flight.',
  'trips.checkIn.error.CheckInClosed':
    'Online check-in has closed for this flight. Please check in at the airport.',
  'trips.checkIn.error.CheckInNotAllowed':
    'This trip can’t be checked in online. Please check in at the airport.',
};
