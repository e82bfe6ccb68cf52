import type { CancelOutcome, CancelQuote, Cancellation } from '@wayfare/contracts/trips';

/** Spec §2 self-serve cancel steps, verbatim. */
export const CANCEL_STEPS = [
  'loading',
  'policy',
  'confirm',
  'success',
  'non-refundable',
  'support',
  'pending',
  'cancelled',
  'try-again',
] as const;
export type CancelStep = (typeof CANCEL_STEPS)[number];

const NON_REFUNDABLE: readonly CancelOutcome[] = [
  'non_refundable',
  'hotel_non_refundable',
  'car_non_refundable',
];
const SUPPORT: readonly CancelOutcome[] = ['too_close_to_departure', 'contact_customer_service'];

/** The step a cancellation quote opens on: what comes back, nothing back, support or pending. */
export function selectQuoteStep(quote: Pick<CancelQuote, 'outcome' | 'cancellable'>): CancelStep {
  if (quote.outcome === 'cancellation_pending') return 'pending';
  if (SUPPORT.includes(quote.outcome) || !quote.cancellable) return 'support';
  if (NON_REFUNDABLE.includes(quote.outcome)) return 'non-refundable';
  return 'policy';
}

/** The step a confirmed cancellation ends on. */
export function selectConfirmedStep(cancellation: Pick<Cancellation, 'status'>): CancelStep {
  return cancellation.status === 'Pending' ? 'pending' : 'success';
}

/** Whether the person may close the dialog (Escape, outside click): never while confirming. */
export function canDismissCancelDialog(step: CancelStep, isConfirming: boolean): boolean {
  return !(isConfirming && step === 'confirm');
}
