import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { missedConnectionCaseQueryOptions } from '../../api/missed-connection-calls';
import { AgentQueryPage } from '../../components/agent-query-page';
import { MissedConnectionCaseView } from '../../features/agent/missed-connection-case';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { useSignedInSession } from '../../session/use-signed-in-session';

/** /agent/missed-connections/:bookingId: one case, its options with seats, its resolution. */
function MissedConnectionCasePage() {
  const session = useSignedInSession();
  const bookingId = useParams().bookingId ?? '';
  const options = missedConnectionCaseQueryOptions(session.userId, bookingId);
  const detail = useQuery(options);
  return (
    <AgentQueryPage
      query={detail}
      title="missedConnection.agent.queue.title"
      loading="missedConnection.agent.case.loading"
      error="missedConnection.agent.case.error"
      agentOnly="missedConnection.agent.only"
      agentOnlyBody="missedConnection.agent.onlyBody"
    >
      {(data) => <MissedConnectionCaseView detail={data} queryKey={options.queryKey} />}
    </AgentQueryPage>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_EN}>
      <MissedConnectionCasePage />
    </AreaMessages>
  );
}
