import { useIntl } from 'react-intl';
import type { ChfarProtection } from '@wayfare/contracts/change-for-any-reason';
import type { FlightTripDetail } from '@wayfare/contracts/trips';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatZonedInstant } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { cfarTimeZone } from './cfar-dialog';
import { formatChangeDay } from './trip-exchange';

/**
 * Where change for any reason stands, in a few words (issue 18): usable for one change until its
 * deadline (on the first departure airport's clock), used with what comes back to the card and
 * by when, reimbursed, or ended unused and why.
 */
export function ChfarStatusText({
  protection,
  trip,
}: {
  protection: ChfarProtection;
  trip: FlightTripDetail;
}) {
  const intl = useIntl();
  const { boot } = usePortal();
  const deadline = formatZonedInstant(intl, protection.deadline, cfarTimeZone(trip));
  const { reimbursement } = protection;
  switch (protection.state) {
    case 'Active':
      return (
        <>
          {intl.formatMessage(
            { id: 'trips.chfar.status.Active' },
            { deadline, limit: formatTotal(intl, protection.coverageLimit) },
          )}
        </>
      );
    case 'Used':
      if (!reimbursement || reimbursement.amount.amountMinor <= 0)
        return <>{intl.formatMessage({ id: 'trips.chfar.status.UsedNothingBack' })}</>;
      return (
        <>
          {reimbursement.dueBy
            ? intl.formatMessage(
                { id: 'trips.chfar.status.Used' },
                {
                  amount: formatTotal(intl, reimbursement.amount),
                  dueBy: formatChangeDay(intl, reimbursement.dueBy),
                },
              )
            : intl.formatMessage(
                { id: 'trips.chfar.status.UsedNoDate' },
                { amount: formatTotal(intl, reimbursement.amount) },
              )}
        </>
      );
    case 'Reimbursed':
      if (!reimbursement || reimbursement.amount.amountMinor <= 0)
        return <>{intl.formatMessage({ id: 'trips.chfar.status.UsedNothingBack' })}</>;
      return (
        <>
          {intl.formatMessage(
            { id: 'trips.chfar.status.Reimbursed' },
            { amount: formatTotal(intl, reimbursement.amount) },
          )}
        </>
      );
    case 'Expired':
      return (
        <>
          {intl.formatMessage({ id: 'trips.chfar.status.Expired' })}:{' '}
          {intl.formatMessage(
            { id: `trips.chfar.expired.${protection.expiredReason ?? 'Deadline'}` },
            {
              deadline,
              hours: protectionTermsFor(boot.tenant).changeForAnyReason.deadlineHours,
            },
          )}
        </>
      );
  }
}
