import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import {
  priceMatchQueueQueryOptions,
  priceMatchReviewQueryOptions,
} from '../../api/price-match-calls';
import { PageTitle } from '../../components/page-title';
import { PriceMatchReviewView } from '../../features/agent/price-match-review';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

const REVIEW_MESSAGES = { ...HOTELS_EN, ...PRICE_MATCH_EN };

/** /agent/price-match/:claimId: one claim, its booking and the agent's decision. */
function PriceMatchReviewPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const { claimId = '' } = useParams();
  const queryClient = useQueryClient();
  const options = priceMatchReviewQueryOptions(session.userId, claimId);
  const review = useQuery(options);
  let body;
  if (review.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'priceMatch.review.loading' })} />;
  } else if (review.isError) {
    const status = isApiError(review.error) ? review.error.status : 0;
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({
          id:
            status === 403
              ? 'priceMatch.agentOnly'
              : status === 404
                ? 'priceMatch.review.notFound'
                : 'priceMatch.review.error',
        })}
        action={
          status === 403 || status === 404 ? (
            <Link to="/agent/price-match">
              {intl.formatMessage({ id: 'priceMatch.review.backToQueue' })}
            </Link>
          ) : (
            <Button onPress={() => void review.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      >
        <p>
          {status === 403
            ? intl.formatMessage({ id: 'priceMatch.agentOnlyBody' })
            : status === 404
              ? intl.formatMessage({ id: 'priceMatch.review.notFoundBody' })
              : intl.formatMessage({ id: 'error.network' })}
        </p>
      </Notice>
    );
  } else {
    const refresh = () => {
      void queryClient.invalidateQueries({
        queryKey: priceMatchQueueQueryOptions(session.userId).queryKey,
      });
    };
    body = (
      <PriceMatchReviewView
        item={review.data}
        onDecided={(claim) => {
          queryClient.setQueryData(options.queryKey, { ...review.data, claim, overdue: false });
          refresh();
        }}
        onStale={() => {
          void review.refetch();
          refresh();
        }}
      />
    );
  }
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'priceMatch.queue.title' })} />
      {body}
    </>
  );
}

export function Component() {
  return (
    <AreaMessages english={REVIEW_MESSAGES}>
      <PriceMatchReviewPage />
    </AreaMessages>
  );
}
