/**
 * English messages of the tips and survey shown once (issue 24, spec §3 local-storage flags): the
 * one-question survey after a second booking, the Venture X Business tip, the Non Financial
 * User's payment notice and the payment section's card-role notes. They show on several pages,
 * so they are in the shell's catalogue (messages-en.ts); French in shown-once-tips-fr.ts.
 */
export const SHOWN_ONCE_TIPS_EN = {
  'seanEllis.title': 'One quick question',
  'seanEllis.question': 'How would you feel if you could no longer use {portal}?',
  'seanEllis.very_disappointed': 'Very disappointed',
  'seanEllis.somewhat_disappointed': 'Somewhat disappointed',
  'seanEllis.not_disappointed': 'Not disappointed',
  'seanEllis.dismiss': 'No thanks',
  'seanEllis.thanks': 'Thank you for telling us.',
  'vxbHelptip.title': 'Your Venture X Business card',
  'vxbHelptip.body':
    'Book flights, hotels and cars here on your Venture X Business card: trips booked here earn the most miles your card gives, and your company’s travel policy is checked as you book.',
  'vxbHelptip.dismiss': 'Got it',
  'nfuAwareness.title': 'Rewards and travel credits aren’t available to you',
  'nfuAwareness.body':
    'As a Non Financial User on {card}, you can book and pay with a card, but you can’t redeem the account’s rewards or spend its travel credits.',
  'nfuAwareness.dismiss': 'Got it',
  'cardRole.rewardsNote':
    'Rewards on {card} are redeemed by its primary card holder or account manager.',
} as const;
