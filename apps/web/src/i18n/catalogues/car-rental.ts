/** A rental’s terms in words (counters, mileage, fuel rules, deposit, what is included, charges, extras, cancellation), shared by the car’s page, booking, confirmation and trips. English. */
export const CAR_RENTAL_EN = {
  'carFuelRule.FullToFull': 'You get a full tank and return it full.',
  'carFuelRule.SameToSame': 'Return the car with as much fuel as it had at pick-up.',
  'carFuelRule.PrePurchase':
    'You pay for a full tank at the counter and may return the car empty; unused fuel is not refunded.',
  'carFuelRule.FullToEmpty':
    'The first tank is charged at pick-up; return the car as empty as you like, with no refund for fuel left.',
  'carCounter.pickUp': 'Pick-up',
  'carCounter.dropOff': 'Drop-off',
  'carCounter.InTerminal':
    'The counter is in the terminal: follow the car rental signs to arrivals level {level}, desk {desk}.',
  'carCounter.Shuttle':
    'Take the free shuttle from stop {stop} outside arrivals: it leaves every {every} minutes and the ride takes about {ride} minutes.',
  'carCounter.CityBranch':
    'The branch is in town, about {minutes, plural, one {# minute} other {# minutes}} on foot from the main station.',
  'carCounter.open24': 'Open 24 hours',
  'carCounter.hours': 'Open {opens} – {closes} that day',
  'carTerms.mileage': 'Mileage',
  'carTerms.fuel': 'Fuel',
  'carTerms.deposit': 'Deposit',
  'carTerms.depositBody':
    '{amount} is held on the main driver’s credit card at pick-up and released when the car is returned.',
  'carTerms.excess': 'Damage and theft excess',
  'carTerms.excessBody':
    'Up to {amount} if the car is damaged or stolen; full coverage brings it to zero.',
  'carTerms.included': 'Included',
  'carTerms.driver': 'Driver',
  'carTerms.cancellation': 'Cancellation',
  'carInclusion.CollisionDamageWaiver': 'Collision damage waiver',
  'carInclusion.TheftProtection': 'Theft protection',
  'carInclusion.ThirdPartyLiability': 'Third-party liability',
  'carInclusion.Taxes': 'Taxes',
  'carInclusion.UnlimitedMileage': 'Unlimited mileage',
  'carInclusion.RoadsideAssistance': 'Roadside assistance',
  'carInclusion.AirportFees': 'Airport fees',
  'carCancellation.NonRefundable':
    'Non-refundable: this prepaid deal is not refunded once booked, even if you cancel.',
  'carCancellation.FreeUntilDeadline':
    'Free cancellation until {until} (counter time). From then until pick-up, {fee} is kept; after the pick-up time nothing is refunded.',
  'carCancellation.aFee': 'a fee',
  'carCancellation.FreeUntilPickUp.prepaid':
    'Free cancellation until the pick-up time, {until} (counter time). If you don’t pick the car up, the prepaid amount is not refunded.',
  'carCancellation.FreeUntilPickUp.counter':
    'Free cancellation until the pick-up time, {until} (counter time). You pay at the counter, so nothing is charged if you cancel.',
  'carCharge.Base': 'Car rental',
  'carCharge.YoungDriver': 'Young driver fee',
  'carCharge.OneWay': 'One-way fee',
  'carCharge.AirportConcession': 'Airport fee',
  'carCharge.Tax': 'Taxes',
  'carExtra.ChildSeat': 'Child seat (1 to 4 years)',
  'carExtra.InfantSeat': 'Infant seat (under 1 year)',
  'carExtra.BoosterSeat': 'Booster seat (4 to 12 years)',
  'carExtra.Gps': 'GPS navigation',
  'carExtra.AdditionalDriver': 'Additional driver',
  'carExtra.SkiRack': 'Ski rack',
  'carExtra.SnowChains': 'Snow chains',
  'carExtra.WifiHotspot': 'Wi-Fi hotspot',
  'carExtra.TollPass': 'Toll pass',
  'carExtra.FullCoverage': 'Full coverage (no excess)',
} as const;
