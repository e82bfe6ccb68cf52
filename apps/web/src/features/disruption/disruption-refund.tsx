import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { DisruptionAssistance } from '@wayfare/contracts/disruption';
import { isApiError } from '../../api/api-error';
import { disruptionQueryOptions, postDisruptionRefund } from '../../api/disruption-calls';
import { DisruptionRefundLines, DisruptionWhat } from '../../components/disruption-claim';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';
import { DisruptionOverview, TripLink } from './disruption-page';

/** A refusal in the traveller's words (spec §4 service actions), else a generic failure. */
export function useSayDisruptionError() {
  const intl = useIntl();
  return (error: unknown): string => {
    const id = `disruption.error.${isApiError(error) && error.code ? error.code : 'Generic'}`;
    return id in intl.messages
      ? intl.formatMessage({ id: id as 'disruption.error.Generic' })
      : intl.formatMessage({ id: 'disruption.error.Generic' });
  };
}

/**
 * /trips/disruption/refund?tripId=… (spec §2): the fares back (base fare, taxes and fees, split
 * across what paid), confirmed once; the remaining flights are cancelled with the airline and
 * rebooking is no longer offered. Afterwards, the claim as it ends.
 */
export function DisruptionRefund({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const id = useId();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const sayError = useSayDisruptionError();
  const refund = useMutation({
    mutationFn: () => postDisruptionRefund(protection.bookingId),
    onSuccess: (next) => {
      queryClient.setQueryData(
        disruptionQueryOptions(session.userId, protection.bookingId).queryKey,
        next,
      );
      void queryClient.invalidateQueries({ queryKey: ['trips', session.userId] });
    },
  });
  if (protection.state === 'Refunded') return <DisruptionOverview protection={protection} />;
  if (!protection.actions.includes('Refund') || !protection.refund)
    return (
      <Notice
        headingLevel={1}
        title={intl.formatMessage({ id: 'disruption.refund.notOffered' })}
        action={<TripLink bookingId={protection.bookingId} />}
      >
        <p>
          {intl.formatMessage({
            id: protection.actions.includes('RebookOnlyEligible')
              ? 'disruption.refund.flown'
              : 'disruption.refund.unavailable',
          })}
        </p>
      </Notice>
    );
  const total = formatTotal(intl, protection.refund.total);
  return (
    <>
      <h1>{intl.formatMessage({ id: 'disruption.refund.pageTitle' })}</h1>
      {protection.disruption ? <DisruptionWhat disruption={protection.disruption} /> : null}
      <section className="wf-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>
          {intl.formatMessage({ id: 'disruption.refund.confirmTitle' }, { total })}
        </h2>
        <DisruptionRefundLines refunds={protection.refund.refunds} />
        <ul>
          <li>{intl.formatMessage({ id: 'disruption.refund.cancels' })}</li>
          <li>{intl.formatMessage({ id: 'disruption.refund.voids' })}</li>
          <li>{intl.formatMessage({ id: 'disruption.refund.addOns' })}</li>
        </ul>
        {refund.isError ? (
          <p className="wf-field-error" role="alert">
            {sayError(refund.error)}
          </p>
        ) : null}
        <div className="wf-row">
          <Button isPending={refund.isPending} onPress={() => refund.mutate()}>
            {intl.formatMessage({ id: 'disruption.refund.confirm' }, { total })}
          </Button>
          <TripLink bookingId={protection.bookingId} />
        </div>
      </section>
    </>
  );
}
