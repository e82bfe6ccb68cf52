import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import type { FreezePaymentSchema, PriceFreezeVoucher } from '@wayfare/contracts/price-freeze';
import type { z } from 'zod';
import { BookingShell } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import '../../features/price-freeze/price-freeze.css';
import { PaymentLines } from '../../components/payment-lines';
import { formatCharge, formatTotal } from '../../format/format-money';

/** A freeze purchase of an offer, as both products' `POST …/freeze` take it. */
export interface FreezePurchase {
  offerId: string;
  durationHours: number;
  payment: z.infer<typeof FreezePaymentSchema>;
}

/** A purchase as the shell follows it: settled at once (the fee is paid in the request). */
type FollowedFreeze = PriceFreezeVoucher & { step: 'PollingPurchase' };

/** What differs between a flight freeze's payment step and a hotel freeze's. */
export interface FreezePaymentStepProps {
  offerId: string;
  offerExpiresAt: string;
  durationHours: number;
  /** The fee for every frozen traveler or room: what is paid now. */
  fee: Money;
  /** The summary's fee line: "Freeze fee (2 travelers)", "Freeze fee (2 rooms)". */
  feeLabel: string;
  earnCategory: 'flights' | 'hotels';
  supplier: 'airline' | 'hotel';
  shopUrl: string;
  chooseOtherLabel: string;
  changeLabel: string;
  /** The freeze being bought: what it holds, its figures and a way back to change it. */
  details: ReactNode;
  /** What happens after the freeze (the scenarios). */
  extras: ReactNode;
  agreeText: (total: string) => string;
  /** The product's catalogue prefix of spec §8 purchase errors. */
  errorPrefix: 'priceFreeze.error' | 'hotelFreeze.error';
  buy: (request: FreezePurchase, idempotencyKey: string) => Promise<PriceFreezeVoucher>;
  fetchVoucher: (id: string, signal: AbortSignal) => Promise<PriceFreezeVoucher>;
  voucherQueryKey: (id: string) => QueryKey;
  /** The voucher's page after payment (and where Back leads once paid). */
  voucherPath: (id: string) => string;
  /** A new offer for the same choice, opened on this step (a moved price changed the fee). */
  requote: () => Promise<void>;
}

/**
 * A price freeze's payment step, either product's: the one booking page (`BookingShell`) with the
 * freeze as its part. The fee is paid by card, rewards or travel credit; the freeze's summary,
 * its Book button ("Freeze price for $45.00") and Back after payment lead to the voucher.
 */
export function FreezePaymentStep(props: FreezePaymentStepProps) {
  const intl = useIntl();
  const { fee } = props;
  return (
    <BookingShell<FreezePurchase, FollowedFreeze>
      part={{
        quoteId: props.offerId,
        expiresAt: props.offerExpiresAt,
        quotedTotal: fee,
        chargedMinor: fee.amountMinor,
        earnCategory: props.earnCategory,
        shopUrl: props.shopUrl,
        chooseOtherLabel: props.chooseOtherLabel,
        changeLabel: props.changeLabel,
        policy: null,
        details: props.details,
        extras: props.extras,
        agreeText: props.agreeText,
        submitLabel: (total) => intl.formatMessage({ id: 'priceFreeze.submit' }, { total }),
        summary: (view) => (
          <aside className="wf-card wf-booking-summary" aria-labelledby="freeze-summary-title">
            <h2 id="freeze-summary-title">
              {intl.formatMessage({ id: 'priceFreeze.summary.title' })}
            </h2>
            <dl className="wf-booking-prices">
              <div>
                <dt>{props.feeLabel}</dt>
                <dd>{formatCharge(intl, fee)}</dd>
              </div>
              <div className="wf-booking-total">
                <dt>{intl.formatMessage({ id: 'priceFreeze.summary.total' })}</dt>
                <dd>
                  {formatTotal(intl, { amountMinor: view.chargedMinor, currency: fee.currency })}
                </dd>
              </div>
              <PaymentLines payments={view.payments} rewardsCurrency={view.rewardsCurrency} />
            </dl>
            <p className="wf-booking-hold">
              {intl.formatMessage(
                { id: 'priceFreeze.offerEnds' },
                {
                  time: intl.formatTime(props.offerExpiresAt, {
                    hour: 'numeric',
                    minute: '2-digit',
                  }),
                },
              )}
            </p>
          </aside>
        ),
        checkDetails: () => true,
        buildRequest: ({ payment }) => ({
          offerId: props.offerId,
          durationHours: props.durationHours,
          // A freeze fee is paid by card, rewards or travel credit: airline credits pay tickets only.
          payment: Object.fromEntries(
            Object.entries(payment).filter(([key]) => key !== 'airlineCreditId'),
          ) as FreezePurchase['payment'],
        }),
        post: async (request, key) => ({
          ...(await props.buy(request, key)),
          step: 'PollingPurchase',
        }),
        fetchBooking: async (id, signal) => ({
          ...(await props.fetchVoucher(id, signal)),
          step: 'PollingPurchase',
        }),
        isRunning: () => false,
        isDone: (voucher) => voucher.state === 'Valid',
        failureOf: () => ({ code: 'GenericFailed', message: '' }),
        confirmPath: props.voucherPath,
        settledPath: props.voucherPath,
        queryKey: props.voucherQueryKey,
        requote: props.requote,
        placeFieldError: () => false,
        errorText: (code) => {
          const id = `${props.errorPrefix}.${code}`;
          return id in intl.messages
            ? intl.formatMessage({ id: id as 'priceFreeze.error.GenericFailed' })
            : null;
        },
        progress: {
          title: intl.formatMessage({ id: 'priceFreeze.progress' }),
          supplier: props.supplier,
        },
        tracking: { product: 'price_freeze', funnel: props.earnCategory },
      }}
    />
  );
}
