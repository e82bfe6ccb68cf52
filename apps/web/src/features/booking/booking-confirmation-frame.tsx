import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { BookingStep, PaymentSource } from '@wayfare/contracts/flight-booking';
import type { Money } from '@wayfare/contracts/money';
import { formatRewardAmount, type RewardEarn } from '@wayfare/domain/display-rules';
import type { MessageId } from '../../i18n/messages-en';
import { PageTitle } from '../../components/page-title';
import { SeanEllisSurvey } from '../../components/sean-ellis-survey';
import { formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { postTravelAppEvent } from '../../native-bridge/native-bridge';
import { LoadingState, Notice } from '../../ui/states';
import { selectNextStep, type BookingNextStep } from './booking-errors';
import { BookingNextAction } from './booking-problem';
import { BookingProgress } from './booking-progress';

/**
 * The confirmation page every product's book route ends on (flights, hotels, cars): the frame
 * owns what they share (a booking it cannot find, loading, the saga's progress, a failure, the
 * page layout), and the confirmation card's common lines (the code, the email, the earn line,
 * "View your trip" and book another); a product brings its statuses and its own content.
 */

/** What a booking's status shows on its confirmation page. */
export type ConfirmationView =
  | {
      kind: 'progress';
      title: string;
      step: BookingStep | null;
      /** Who confirms the last stage (BookingProgress). */
      supplier?: 'airline' | 'hotel' | 'car' | 'activity' | 'home';
    }
  | { kind: 'failed'; title: string; message: ReactNode; action: ReactNode }
  /** A booked (or cancelled) trip, or one held for the business's approver (titled so). */
  | { kind: 'done'; isHeld?: boolean; body: ReactNode };

export function BookingConfirmationFrame<B>({
  bookingId,
  booking,
  pageTitle,
  search,
  children: viewOf,
}: {
  bookingId: string;
  booking: Pick<UseQueryResult<B>, 'data' | 'isError' | 'refetch'>;
  /** The page title while the booking is loading, missing or done. */
  pageTitle: string;
  /** Where "start a search" goes from a booking that cannot be found. */
  search: { path: string; label: string };
  children: (booking: B) => ConfirmationView;
}) {
  const intl = useIntl();
  let title = pageTitle;
  let body: ReactNode;
  if (!bookingId || (booking.isError && !booking.data)) {
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'confirmation.notFound.title' })}
        action={
          <>
            {bookingId ? (
              <Button onPress={() => void booking.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            ) : null}
            <Link to={search.path}>{search.label}</Link>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'confirmation.notFound.body' })}</p>
      </Notice>
    );
  } else if (!booking.data) {
    body = <LoadingState label={intl.formatMessage({ id: 'confirmation.loading' })} />;
  } else {
    const view = viewOf(booking.data);
    if (view.kind === 'progress') {
      title = view.title;
      body = (
        <>
          <h1>{view.title}</h1>
          <div className="wf-card wf-booking-section">
            <BookingProgress step={view.step} supplier={view.supplier} />
          </div>
        </>
      );
    } else if (view.kind === 'failed') {
      title = view.title;
      body = (
        <Notice tone="error" headingLevel={1} title={view.title} action={view.action}>
          <p>{view.message}</p>
        </Notice>
      );
    } else {
      if (view.isHeld) title = intl.formatMessage({ id: 'approval.held.title' });
      body = view.body;
    }
  }
  return (
    <div className="wf-page wf-booking-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}

/** A failed car or stay's next step: trying again means choosing another (car, room). */
export function ChooseAnotherAction({
  next,
  shopUrl,
  label,
}: {
  next: BookingNextStep;
  shopUrl: string;
  label: string;
}) {
  return (
    <BookingNextAction
      next={next === 'tryAgain' ? 'searchAgain' : next}
      actions={{ shopUrl, chooseOtherLabel: label }}
    />
  );
}

/**
 * A failed car, home or experience booking's view: the product's title, the first message of
 * `ids` the catalogue has (else the supplier's words) and choosing another as the next step.
 */
export function failedBookingView(
  intl: IntlShape,
  failure: {
    title: string;
    error: { code: string; message: string } | null;
    /** Catalogue ids to try, `{code}` filled in: the product's own first, then the shared ones. */
    ids: readonly string[];
    shopUrl: string;
    chooseAnotherLabel: string;
  },
): ConfirmationView {
  const code = failure.error?.code ?? 'ProviderError';
  return {
    kind: 'failed',
    title: failure.title,
    message: sayBookingFailure(
      intl,
      failure.ids.map((id) => id.replace('{code}', code)),
      failure.error?.message ?? '',
    ),
    action: (
      <ChooseAnotherAction
        next={selectNextStep(code)}
        shopUrl={failure.shopUrl}
        label={failure.chooseAnotherLabel}
      />
    ),
  };
}

/** What was paid, per source, and the total (the test id the journeys read); `children` adds rows. */
export function PaidLines({
  payments,
  total,
  totalLabel,
  children,
}: {
  payments: readonly { source: PaymentSource; amount: Money }[];
  total: Money;
  totalLabel: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <dl className="wf-booking-prices">
      {payments.map((payment) => (
        <div key={payment.source}>
          <dt>{intl.formatMessage({ id: `booking.source.${payment.source}` })}</dt>
          <dd>{formatTotal(intl, payment.amount)}</dd>
        </div>
      ))}
      <div className="wf-booking-total">
        <dt>{totalLabel}</dt>
        <dd data-testid="confirmation-total">{formatTotal(intl, total)}</dd>
      </div>
      {children}
    </dl>
  );
}

/** A failed booking's message: the first of `ids` the catalogue has, else `fallback`. */
export function sayBookingFailure(
  intl: IntlShape,
  ids: readonly string[],
  fallback: string | undefined,
): string | undefined {
  const id = ids.find((candidate) => candidate in intl.messages);
  return id ? intl.formatMessage({ id: id as MessageId }) : fallback;
}

/** When a held booking's hold ends, in the reader's zone: "Sat, Dec 26, 7:45 PM". */
export function formatHoldEnd(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * A booked trip's confirmation: the card (badge, focused heading, code, the product's notes, the
 * email, the product's content, the earn line, "View your trip" and book another), anything the
 * product shows under it (`after`), and the summary beside it.
 */
export function BookingConfirmation({
  bookingId,
  badge,
  isHeld = false,
  title,
  code,
  notes,
  email,
  children,
  earn,
  another,
  after,
  summary,
}: {
  bookingId: string;
  badge: ReactNode;
  /** Held for the business's approver: a pending badge, and the approval email line. */
  isHeld?: boolean;
  title: string;
  code: string | null;
  /** Lines between the code and the email (the supplier's code, how long a hold lasts). */
  notes?: ReactNode;
  email: string;
  children: ReactNode;
  earn: RewardEarn | null;
  /** "Book another …": the product's search page. */
  another: { path: string; label: string };
  after?: ReactNode;
  summary: ReactNode;
}) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Every product's booked trip ends here: a phone app's webview hears it (bookingComplete).
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current === bookingId) return;
    announced.current = bookingId;
    postTravelAppEvent('bookingComplete', { bookingId, isHeld });
  }, [bookingId, isHeld]);
  const card = (
    <section className="wf-card wf-confirmation" aria-labelledby="confirmation-title">
      <p className="wf-confirmation-badge" data-tone={isHeld ? 'pending' : undefined}>
        {badge}
      </p>
      <h1 id="confirmation-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {code ? (
        <p className="wf-confirmation-code">
          {intl.formatMessage({ id: 'confirmation.code' })}{' '}
          <strong data-testid="confirmation-code">{code}</strong>
        </p>
      ) : null}
      {notes}
      <p>
        {intl.formatMessage(
          { id: isHeld ? 'approval.held.email' : 'confirmation.emailSent' },
          { email },
        )}
      </p>
      {children}
      {earn && earn.value > 0 ? (
        <p className="wf-fare-earn">
          {intl.formatMessage(
            {
              id:
                earn.currency === 'miles'
                  ? 'confirmation.earned.miles'
                  : 'confirmation.earned.cash',
            },
            { amount: formatRewardAmount(earn.value, earn.currency, intl.locale) },
          )}
        </p>
      ) : null}
      <div className="wf-row">
        <Link
          to={`/trips/${encodeURIComponent(bookingId)}`}
          className="wf-button"
          data-variant="primary"
        >
          {intl.formatMessage({ id: 'confirmation.viewTrip' })}
        </Link>
        <Link to={another.path} className="wf-button" data-variant="secondary">
          {another.label}
        </Link>
      </div>
    </section>
  );
  return (
    <div className="wf-booking-layout">
      <div className="wf-stack">
        {card}
        {/* Spec §3 `sean_ellis`: after a person's second booking (not one held for approval). */}
        {isHeld ? null : <SeanEllisSurvey />}
        {after}
      </div>
      {summary}
    </div>
  );
}
