import { describe, expect, it } from 'vitest';
import { CancelOutcomeSchema } from '@wayfare/contracts/trips';
import { canDismissCancelDialog, selectConfirmedStep, selectQuoteStep } from './cancel-steps';

describe('self-serve cancel steps', () => {
  it('opens a refund or credit on the policy step', () => {
    for (const outcome of [
      'ticketed_void',
      'airline_full_refund',
      'airline_ftc',
      'airline_ftc_with_penalty',
      'hotel_full_refund',
      'hotel_partial_refund',
    ] as const) {
      expect(selectQuoteStep({ outcome, cancellable: true }), outcome).toBe('policy');
    }
  });

  it('warns that nothing comes back on non-refundable fares and rates', () => {
    expect(selectQuoteStep({ outcome: 'non_refundable', cancellable: true })).toBe(
      'non-refundable',
    );
    expect(selectQuoteStep({ outcome: 'hotel_non_refundable', cancellable: true })).toBe(
      'non-refundable',
    );
  });

  it('sends support outcomes and anything not cancellable online to support', () => {
    expect(selectQuoteStep({ outcome: 'too_close_to_departure', cancellable: false })).toBe(
      'support',
    );
    expect(selectQuoteStep({ outcome: 'contact_customer_service', cancellable: false })).toBe(
      'support',
    );
    expect(selectQuoteStep({ outcome: 'airline_full_refund', cancellable: false })).toBe('support');
  });

  it('shows a pending cancellation as pending', () => {
    expect(selectQuoteStep({ outcome: 'cancellation_pending', cancellable: false })).toBe(
      'pending',
    );
    expect(selectConfirmedStep({ status: 'Pending' })).toBe('pending');
    expect(selectConfirmedStep({ status: 'Cancelled' })).toBe('success');
  });

  it('has a step for every outcome', () => {
    for (const outcome of CancelOutcomeSchema.options) {
      expect(selectQuoteStep({ outcome, cancellable: true })).toMatch(/\w/);
    }
  });

  it('never closes while confirming', () => {
    expect(canDismissCancelDialog('confirm', true)).toBe(false);
    expect(canDismissCancelDialog('confirm', false)).toBe(true);
    expect(canDismissCancelDialog('policy', false)).toBe(true);
    expect(canDismissCancelDialog('loading', false)).toBe(true);
  });
});
