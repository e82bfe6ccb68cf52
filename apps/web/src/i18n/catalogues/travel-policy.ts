/**
 * Travel policy as every business page shows it (badges, the out-of-policy prompt and reason, the
 * approval hold and its errors): English, spread into the shell's messages. The approvals page and
 * the policy page have their own (approvals.ts, travel-policy-page.ts).
 */
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
  'policy.approval.noteExperience':
    'Your company reviews experiences before they are booked. We hold the spots and this price for 24 hours while your approver decides; nothing is charged until it is approved.',
  'policy.approval.noteHome':
    'Your company reviews vacation rentals before they are booked. We hold the home and this price for 24 hours while your approver decides; nothing is charged until the stay is approved.',
  'policy.approval.note':
    'Your company reviews trips before they are booked. We hold the seats and this price for 24 hours while your approver decides; nothing is charged until the trip is approved.',
  'booking.requestApproval': 'Request approval for {total}',

  'approval.held.title': 'Waiting for approval',
  'approval.held.body':
    'Your trip is held: the seats and the price of {total} are kept until {until} while your approver decides. Nothing is charged until it is approved.',
  'approval.held.email': 'We will e-mail {email} as soon as your approver decides.',
  'approval.held.reason': 'Your reason: “{reason}”',

  'bookingError.OutOfPolicyReasonRequired':
    'This trip is out of policy: tell your approver why you need it (at least 10 characters).',
  'bookingError.ApprovalDeclined': 'Your approver declined this trip. Nothing was charged.',
  'bookingError.ApprovalExpired':
    'Nobody approved this trip within 24 hours, so the hold ended. Nothing was charged.',
} as const;
