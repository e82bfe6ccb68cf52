/**
 * Issue 24: the admin host's tracking view and the business tenant's approval banner (a product
 * gate). English, loaded with their pages; French is in experiments-tracking-fr.ts.
 */
export const EXPERIMENTS_TRACKING_EN = {
  'adminTracking.title': 'Tracking events',
  'adminTracking.intro':
    'Tracking events recorded in the last 24 hours on both portals, counted. No traveller’s own events are shown.',
  'adminTracking.link': 'Tracking events',
  'adminTracking.loading': 'Loading tracking events…',
  'adminTracking.error': "We couldn't load the tracking events.",
  'adminTracking.retry': 'Try again',
  'adminTracking.refresh': 'Refresh',
  'adminTracking.empty.title': 'No tracking events in the last 24 hours',
  'adminTracking.empty.body':
    'Events appear here as people search, enter a product and book on either portal.',
  'adminTracking.total': '{count, plural, one {# event} other {# events}} since {since}',
  'adminTracking.byName': 'By event',
  'adminTracking.byEntrySource': 'By entry source',
  'adminTracking.byUtmSource': 'By utm_source',
  'adminTracking.byTenant': 'By portal',
  'adminTracking.value': 'Value',
  'adminTracking.count': 'Events',
  'adminTracking.none': '(none)',
  'adminTracking.tenant.capone': 'Card holders (capone)',
  'adminTracking.tenant.capone-corporate': 'Business travel (capone-corporate)',
  'approvalBanner.title':
    '{count, plural, one {# trip waits for your approval} other {# trips wait for your approval}}',
  'approvalBanner.body': 'Seats and prices are held while you decide.',
  'approvalBanner.link': 'Review requests',
} as const;
