import { useQuery } from '@tanstack/react-query';
import { missedConnectionQueueQueryOptions } from '../../api/missed-connection-calls';
import { AgentQueryPage } from '../../components/agent-query-page';
import { MissedConnectionQueue } from '../../features/agent/missed-connection-queue';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { useSignedInSession } from '../../session/use-signed-in-session';

/** /agent/missed-connections: the cases sent to support (support agents only; the API says who). */
function MissedConnectionsQueuePage() {
  const session = useSignedInSession();
  const queue = useQuery(missedConnectionQueueQueryOptions(session.userId));
  return (
    <AgentQueryPage
      query={queue}
      title="missedConnection.agent.queue.title"
      loading="missedConnection.agent.queue.loading"
      error="missedConnection.agent.queue.error"
      agentOnly="missedConnection.agent.only"
      agentOnlyBody="missedConnection.agent.onlyBody"
    >
      {(data) => <MissedConnectionQueue cases={data.cases} />}
    </AgentQueryPage>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_EN}>
      <MissedConnectionsQueuePage />
    </AreaMessages>
  );
}
