/** Cars (issue 21): the car’s page, booking and confirmation. English. */
export const CAR_BOOKING_EN = {
  'carShop.pageTitle': 'Your car',
  'carShop.loading': 'Checking the price with the rental company…',
  'carShop.gone.title': 'This car is no longer offered',
  'carShop.gone.body': 'Deals change quickly. Go back to the results to see what is available now.',
  'carShop.backToResults': 'Back to the results',
  'carShop.loyalty': '{program} members can add their number when booking.',
  'carShop.counters': 'Pick-up and drop-off',
  'carShop.terms': 'What the deal includes',
  'carShop.extras': 'Extras',
  'carShop.extrasHint':
    'Paid with the rental. Child seats and drivers are confirmed at the counter.',
  'carShop.extraPrice': '{perDay} a day, at most {max} for this rental',
  'carShop.extraNone': 'None',
  'carShop.price': 'Price',
  'carShop.extrasTotal': 'Extras',
  'carShop.total': 'Total with taxes and fees',
  'carShop.taxesIncluded':
    'For {days, plural, one {# day} other {# days}}, taxes and fees included. The deposit is held at the counter, not charged.',
  'carShop.payWhen': 'When do you pay?',
  'carShop.payTiming.PayNow': 'Pay now',
  'carShop.payTiming.PayLater': 'Pay at the counter',
  'carShop.continue': 'Continue to book',
  'carShop.quoteGone': 'This car has just been taken. Go back to the results to choose another.',
  'carShop.quoteFailed': 'We could not hold this price. Try again in a moment.',
  'carBook.pageTitle': 'Book your car',
  'carBook.heading': 'Book your car',
  'carBook.noCar.title': 'No car to book',
  'carBook.noCar.body': 'This booking link has no car on hold. Search for a car and choose one.',
  'carBook.driver.title': 'Who is driving?',
  'carBook.driver.label': 'Main driver',
  'carBook.driver.choose': 'Choose a traveler',
  'carBook.driver.hint':
    'The main driver shows their licence and a credit card in their name at the counter. This car needs a driver of {min} or older; the price is for a driver of {age}.',
  'carBook.driver.tooYoung':
    'This driver is {age} on the pick-up day: this car needs a driver of {min} or older. Choose another driver or another car.',
  'carBook.driver.mismatchYoung':
    'This driver is {age} on the pick-up day, but the price is for a driver under 25. Search again with their age.',
  'carBook.driver.mismatchOlder':
    'This driver is {age} on the pick-up day: drivers under 25 pay a young driver fee. Search again with their age.',
  'carBook.driver.noBirthDate':
    'We need this traveler’s date of birth to check their age. Add it in their profile, or choose another driver.',
  'carBook.rule.required': 'This is required.',
  'carBook.rule.emailFormat': 'Enter an e-mail address like name@example.com.',
  'carBook.rule.phoneFormat': 'Enter a phone number of 7 to 20 digits.',
  'carBook.rule.loyaltyFormat': 'A member number is 4 to 30 letters or digits.',
  'carBook.loyalty.label': '{program} member number (optional)',
  'carBook.loyalty.hint': 'It must be the main driver’s: we check it with the rental company.',
  'carBook.deposit':
    'At the counter: {amount} is held on the main driver’s credit card until the car is back.',
  'carBook.agree': 'By booking you agree to the rental company’s terms. You pay {total} now.',
  'carBook.agreeAtCounter':
    'By reserving you agree to the rental company’s terms. Nothing is charged now: you pay {later} at the counter.',
  'carBook.reserve': 'Reserve, pay {total} at the counter',
  'carBook.chooseAnother': 'Choose another car',
  'carBook.change': 'Change car',
  'carBook.progress.title': 'Booking your car',
  'carBook.summary.title': 'Your car',
  'carBook.summary.extra': '{name} × {quantity}',
  'carBook.summary.payNow': 'Pay now',
  'carBook.summary.atCounter': 'Pay at the counter',
  'carBookError.InvalidLoyaltyNumber':
    'This member number is not valid for this programme. Check it on your membership card.',
  'carBookError.LoyaltyNameMismatch':
    'This member number belongs to someone else: it must be in the main driver’s name.',
  'carBookError.LoyaltyProgramNotAccepted':
    'This rental company takes no loyalty number at this counter. Leave the field empty.',
  'carBookError.LoyaltyAccountInactive':
    'This membership is closed or inactive. Leave the field empty or call the programme.',
  'carBookError.DriverUnderMinimumAge':
    'The driver is too young for this car on the pick-up day. Choose another driver or another car.',
  'carBookError.DriverAgeMismatch':
    'The driver’s age does not match the age the price was searched for. Search again with their age.',
  'carBookError.DriverDateOfBirthRequired':
    'We need the driver’s date of birth. Add it in their profile, or choose another driver.',
  'carConfirm.pageTitle': 'Your car is booked',
  'carConfirm.title': 'Your car is booked!',
  'carConfirm.cancelled': 'This rental is cancelled',
  'carConfirm.failed.title': 'We could not book this car',
  'carConfirm.supplierCode': '{supplier} reservation number: {code}',
  'carConfirm.held.body':
    'Your rental is held at {total} until {until} while your approver decides. Nothing is charged until it is approved.',
  'carConfirm.driver': 'Main driver',
  'carConfirm.loyalty': 'Member number',
  'carConfirm.loyaltyValue': 'ending {lastFour}',
  'carConfirm.bookAnother': 'Book another car',
} as const;
