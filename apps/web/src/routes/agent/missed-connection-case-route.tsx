import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { missedConnectionCaseQueryOptions } from '../../api/missed-connection-calls';
import { PageTitle } from '../../components/page-title';
import { MissedConnectionCaseView } from '../../features/agent/missed-connection-case';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** /agent/missed-connections/:bookingId: one case, its options with seats, its resolution. */
function MissedConnectionCasePage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const bookingId = useParams().bookingId ?? '';
  const options = missedConnectionCaseQueryOptions(session.userId, bookingId);
  const detail = useQuery(options);
  let body;
  if (detail.isPending) {
    body = (
      <LoadingState label={intl.formatMessage({ id: 'missedConnection.agent.case.loading' })} />
    );
  } else if (detail.isError) {
    const forbidden = isApiError(detail.error) && detail.error.status === 403;
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({
          id: forbidden ? 'missedConnection.agent.only' : 'missedConnection.agent.case.error',
        })}
        action={
          forbidden ? null : (
            <Button onPress={() => void detail.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      />
    );
  } else {
    body = <MissedConnectionCaseView detail={detail.data} queryKey={options.queryKey} />;
  }
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'missedConnection.agent.queue.title' })} />
      {body}
    </>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_EN}>
      <MissedConnectionCasePage />
    </AreaMessages>
  );
}
