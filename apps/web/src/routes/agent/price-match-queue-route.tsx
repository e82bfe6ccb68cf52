import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { priceMatchQueueQueryOptions } from '../../api/price-match-calls';
import { PageTitle } from '../../components/page-title';
import { PriceMatchQueue } from '../../features/agent/price-match-queue';
import { AreaMessages } from '../../i18n/area-messages';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** /agent/price-match: the claims awaiting an agent (support agents only; the API says who). */
function PriceMatchQueuePage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const queue = useQuery(priceMatchQueueQueryOptions(session.userId));
  const title = intl.formatMessage({ id: 'priceMatch.queue.title' });
  let body;
  if (queue.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'priceMatch.queue.loading' })} />;
  } else if (queue.isError) {
    const forbidden = isApiError(queue.error) && queue.error.status === 403;
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({
          id: forbidden ? 'priceMatch.agentOnly' : 'priceMatch.queue.error',
        })}
        action={
          forbidden ? null : (
            <Button onPress={() => void queue.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      >
        <p>
          {forbidden
            ? intl.formatMessage({ id: 'priceMatch.agentOnlyBody' })
            : intl.formatMessage({ id: 'error.network' })}
        </p>
      </Notice>
    );
  } else {
    body = <PriceMatchQueue items={queue.data.claims} />;
  }
  return (
    <>
      <PageTitle title={title} />
      {body}
    </>
  );
}

export function Component() {
  return (
    <AreaMessages english={PRICE_MATCH_EN}>
      <PriceMatchQueuePage />
    </AreaMessages>
  );
}
