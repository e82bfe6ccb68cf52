/** Trips: a vacation rental's cancellation outcomes and receipt line (issue 22). English. */
export const TRIPS_HOME_EN = {
  'trips.outcome.home_full_refund': 'Cancelled in time: {refund} refunded, the whole stay.',
  'trips.outcome.home_partial_refund':
    'Cancelled under the host’s policy: {refund} refunded, the rest kept.',
  'trips.outcome.home_non_refundable': 'The stay was not refundable any more: nothing came back.',
  'trips.cancelTerms.home_full_refund': 'Free: what you paid for the stay comes back',
  'trips.cancelTerms.home_partial_refund':
    'Part of the stay comes back; the host keeps the rest under their policy',
  'trips.cancelTerms.home_non_refundable': 'Non-refundable: you can cancel, but nothing comes back',
  'trips.receipt.line.base.Home': 'Stay',
} as const;
