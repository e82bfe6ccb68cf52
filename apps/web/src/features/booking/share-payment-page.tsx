import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavedCard } from '@wayfare/contracts/flight-booking';
import type { SplitShareResponse } from '@wayfare/contracts/split-payment';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { isApiError } from '../../api/api-error';
import { postSharePayment, splitShareQueryOptions } from '../../api/split-payment-calls';
import { PageTitle } from '../../components/page-title';
import { formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { formatHoldEnd } from './booking-confirmation-frame';
import { CardVaultFrame } from './card-vault-frame';

/**
 * /split-payment/pay?token=…: a traveller pays their share of a split payment (issue 23) from the
 * e-mailed link, without signing in: the trip, their share, the deadline, then the card form from
 * the vault. A declined card may be replaced until the deadline.
 */
export function SharePaymentPage({ token }: { token: string }) {
  const intl = useIntl();
  const share = useQuery({ ...splitShareQueryOptions(token), enabled: token !== '' });
  const title = intl.formatMessage({ id: 'splitPay.pageTitle' });
  let body;
  if (token === '' || (share.isError && isApiError(share.error) && share.error.status === 404))
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'splitPay.notFound.title' })}
      >
        <p>{intl.formatMessage({ id: 'splitPay.notFound.body' })}</p>
      </Notice>
    );
  else if (share.isError)
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'splitPay.failed' })}
        action={
          <Button onPress={() => void share.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  else if (!share.data)
    body = <LoadingState label={intl.formatMessage({ id: 'splitPay.loading' })} />;
  else body = <ShareView token={token} share={share.data} />;
  return (
    <div className="wf-page wf-booking-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}

function ShareView({ token, share }: { token: string; share: SplitShareResponse }) {
  const intl = useIntl();
  const { boot } = usePortal();
  const queryClient = useQueryClient();
  const [card, setCard] = useState<SavedCard | null>(null);
  const [declined, setDeclined] = useState(false);
  const amount = formatTotal(intl, share.amount);
  const deadline = share.deadline ? formatHoldEnd(intl, share.deadline) : '';
  const pay = useMutation({
    mutationFn: (cardToken: string) => postSharePayment({ token, cardToken }),
    onSuccess: (next) => {
      setDeclined(false);
      queryClient.setQueryData(splitShareQueryOptions(token).queryKey, next);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 402) {
        setDeclined(true);
        setCard(null);
      }
      void queryClient.invalidateQueries({ queryKey: splitShareQueryOptions(token).queryKey });
    },
  });

  const payable =
    share.splitStatus === 'Collecting' &&
    (share.status === 'Requested' || share.status === 'Declined');
  const isPaid = share.status === 'Authorized' || share.status === 'Captured';
  const trip = share.trip;
  const tripKind = trip.product === 'flight' || trip.product === 'hotel' ? trip.product : 'other';

  const summary = (
    <div className="wf-card wf-booking-section">
      <h2>{intl.formatMessage({ id: `splitPay.trip.${tripKind}` }, { title: trip.title })}</h2>
      {trip.startDate ? (
        <p>
          {trip.endDate
            ? intl.formatMessage(
                { id: 'splitPay.dates' },
                {
                  from: formatIsoDate(intl, trip.startDate),
                  until: formatIsoDate(intl, trip.endDate),
                },
              )
            : formatIsoDate(intl, trip.startDate)}
        </p>
      ) : null}
      <p>
        {share.bookerName
          ? intl.formatMessage({ id: 'splitPay.intro' }, { booker: share.bookerName })
          : intl.formatMessage({ id: 'splitPay.introNoName' })}
      </p>
      <dl className="wf-stack">
        <div>
          <dt>{intl.formatMessage({ id: 'splitPay.amount' })}</dt>
          <dd data-testid="share-amount">{amount}</dd>
        </div>
      </dl>
      <p>
        {intl.formatMessage(
          { id: 'splitPay.progress' },
          { outstanding: share.outstanding, count: share.shareCount },
        )}
      </p>
    </div>
  );

  if (isPaid)
    return (
      <>
        <h1>{intl.formatMessage({ id: 'splitPay.paid.title' })}</h1>
        <p role="status">{intl.formatMessage({ id: 'splitPay.paid.body' }, { amount })}</p>
        {summary}
      </>
    );
  if (!payable)
    return (
      <>
        <Notice
          tone="error"
          headingLevel={1}
          title={intl.formatMessage({ id: 'splitPay.closed.title' })}
        >
          <p>{intl.formatMessage({ id: 'splitPay.closed.body' })}</p>
        </Notice>
        {summary}
      </>
    );
  return (
    <>
      <h1>{intl.formatMessage({ id: 'splitPay.heading' })}</h1>
      {summary}
      <section className="wf-card wf-booking-section" aria-labelledby="split-pay-card">
        <h2 id="split-pay-card">{intl.formatMessage({ id: 'splitPay.card.title' })}</h2>
        <p>{intl.formatMessage({ id: 'splitPay.deadline' }, { deadline })}</p>
        {declined || share.status === 'Declined' ? (
          <p className="wf-field-error" role="alert">
            {intl.formatMessage({ id: 'splitPay.declined' }, { deadline })}
          </p>
        ) : null}
        {pay.isError && !declined ? (
          <p className="wf-field-error" role="alert">
            {intl.formatMessage({ id: 'splitPay.failed' })}
          </p>
        ) : null}
        {card ? (
          <>
            <p>
              {intl.formatMessage(
                { id: 'splitPay.card.chosen' },
                { brand: nameCardBrand(card.brand), lastFour: card.lastFour },
              )}
            </p>
            <div className="wf-row">
              <Button isDisabled={pay.isPending} onPress={() => pay.mutate(card.cardToken)}>
                {pay.isPending
                  ? intl.formatMessage({ id: 'splitPay.paying' })
                  : intl.formatMessage({ id: 'splitPay.pay' }, { amount })}
              </Button>
              <Button variant="secondary" onPress={() => setCard(null)}>
                {intl.formatMessage({ id: 'splitPay.card.change' })}
              </Button>
            </div>
          </>
        ) : (
          <div className="wf-booking-new-card">
            <CardVaultFrame vaultOrigin={share.vaultOrigin} tenant={boot.tenant} onCard={setCard} />
          </div>
        )}
      </section>
    </>
  );
}
