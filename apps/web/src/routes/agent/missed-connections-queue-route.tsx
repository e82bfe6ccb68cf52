import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { missedConnectionQueueQueryOptions } from '../../api/missed-connection-calls';
import { PageTitle } from '../../components/page-title';
import { MissedConnectionQueue } from '../../features/agent/missed-connection-queue';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** /agent/missed-connections: the cases sent to support (support agents only; the API says who). */
function MissedConnectionsQueuePage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const queue = useQuery(missedConnectionQueueQueryOptions(session.userId));
  let body;
  if (queue.isPending) {
    body = (
      <LoadingState label={intl.formatMessage({ id: 'missedConnection.agent.queue.loading' })} />
    );
  } else if (queue.isError) {
    const forbidden = isApiError(queue.error) && queue.error.status === 403;
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({
          id: forbidden ? 'missedConnection.agent.only' : 'missedConnection.agent.queue.error',
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
          {intl.formatMessage({
            id: forbidden ? 'missedConnection.agent.onlyBody' : 'error.network',
          })}
        </p>
      </Notice>
    );
  } else {
    body = <MissedConnectionQueue cases={queue.data.cases} />;
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
      <MissedConnectionsQueuePage />
    </AreaMessages>
  );
}
