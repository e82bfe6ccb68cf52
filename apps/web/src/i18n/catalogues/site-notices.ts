/**
 * English messages of the site-wide notices (issue 24): the maintenance banner, page and booking
 * pause, and the takeovers' dismiss button. Every page shows them, so they are in the shell's
 * catalogue (messages-en.ts); French in site-notices-fr.ts.
 */
export const SITE_NOTICES_EN = {
  'maintenance.banner.upcoming':
    '<b>Scheduled maintenance</b> from {start} to {end}. You can search and see your trips, but booking will be paused.',
  'maintenance.banner.active':
    '<b>Maintenance under way.</b> Booking is paused until {end}. You can still search and see your trips.',
  'maintenance.page.title': 'We’ll be back soon',
  'maintenance.page.subtitle':
    'This part of the site is down for maintenance. Your trips and bookings are safe; please come back a little later.',
  'maintenance.booking.title': 'Booking is paused for maintenance',
  'maintenance.booking.until':
    'Scheduled maintenance runs until {end}. Nothing has been booked or charged. Come back then to book; your search will still be here.',
  'maintenance.booking.later':
    'Booking is paused while we carry out maintenance. Nothing has been booked or charged. Please try again later.',
  'takeover.dismiss': 'Dismiss: {title}',
} as const;
