import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { findTenantBrand } from '../../tenant/tenant-brand';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';
import type { BookingNextStep } from './booking-errors';

/** A booking error as the page shows it: what happened, and the one thing to do next. */
export interface BookingProblem {
  code: string;
  message: string;
  next: BookingNextStep;
  /** Party rules (at least one adult…) listed under the message. */
  details?: readonly string[];
}

export interface BookingProblemActions {
  /** The shop page the trip was chosen on (choose another flight or room). */
  shopUrl: string;
  chooseOtherLabel: string;
  onTryAgain?: () => void;
  onRequote?: () => void;
  isRequoting?: boolean;
}

/** The action a next step offers; fields and cards are fixed where they are, so they offer none. */
export function BookingNextAction({
  next,
  actions,
}: {
  next: BookingNextStep;
  actions: BookingProblemActions;
}): ReactNode {
  const intl = useIntl();
  const { boot } = usePortal();
  switch (next) {
    case 'searchAgain':
      return (
        <Link to={actions.shopUrl} className="wf-button" data-variant="primary">
          {actions.chooseOtherLabel}
        </Link>
      );
    case 'requote':
      return actions.onRequote ? (
        <Button isPending={actions.isRequoting ?? false} onPress={actions.onRequote}>
          {intl.formatMessage({ id: 'booking.expired.requote' })}
        </Button>
      ) : null;
    case 'tryAgain':
      return actions.onTryAgain ? (
        <Button onPress={actions.onTryAgain}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </Button>
      ) : null;
    case 'reload':
      return (
        <Button onPress={() => window.location.reload()}>
          {intl.formatMessage({ id: 'booking.next.reload' })}
        </Button>
      );
    case 'callUs': {
      const phone = findTenantBrand(boot.tenant).supportPhone;
      return (
        <a href={`tel:${phone.tel}`} className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'booking.next.callUs' }, { phone: phone.display })}
        </a>
      );
    }
    case 'checkTrips':
      return (
        <Link to="/trips/" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'booking.next.checkTrips' })}
        </Link>
      );
    default:
      return null;
  }
}

/**
 * The booking page's alert: always in the page (so screen readers hear it when it fills), and
 * the element the page scrolls to and focuses when a problem appears.
 */
export const BookingProblemAlert = forwardRef<
  HTMLDivElement,
  { problem: BookingProblem | null; actions: BookingProblemActions }
>(function BookingProblemAlert({ problem, actions }, ref) {
  return (
    <div ref={ref} tabIndex={-1} className="wf-booking-alert" role="alert">
      {problem ? (
        <Notice
          tone="error"
          title={problem.message}
          action={<BookingNextAction next={problem.next} actions={actions} />}
        >
          {problem.details && problem.details.length > 0 ? (
            <ul>
              {problem.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
    </div>
  );
});
