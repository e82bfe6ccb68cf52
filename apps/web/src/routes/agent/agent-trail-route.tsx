import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { agentTeamQueryOptions } from '../../api/agent-trail-calls';
import { AgentQueryPage } from '../../components/agent-query-page';
import { AgentTrail, localToday } from '../../features/agent/agent-trail';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { AreaMessages } from '../../i18n/area-messages';
import { AGENT_TRAIL_EN } from '../../i18n/catalogues/agent-trail';

/**
 * /agent/trail?agent&day: an agent's actions in customers' sessions (issue 24). A support lead
 * picks any agent of the team; another agent sees their own (the API decides who may read what).
 */
function AgentTrailPage() {
  const session = useSignedInSession();
  const team = useQuery(agentTeamQueryOptions(session.userId));
  const [params, setParams] = useSearchParams();
  return (
    <AgentQueryPage
      query={team}
      title="agentTrail.title"
      loading="agentTrail.loading"
      error="agentTrail.error"
      agentOnly="agentTrail.only"
      agentOnlyBody="agentTrail.onlyBody"
    >
      {(data) => {
        const filters = {
          agentId: params.get('agent') ?? session.userId,
          day: params.get('day') ?? localToday(),
        };
        return (
          <AgentTrail
            key={`${filters.agentId} ${filters.day}`}
            userId={session.userId}
            team={data}
            filters={filters}
            onFilters={(next) => setParams({ agent: next.agentId, day: next.day })}
          />
        );
      }}
    </AgentQueryPage>
  );
}

export function Component() {
  return (
    <AreaMessages english={AGENT_TRAIL_EN}>
      <AgentTrailPage />
    </AreaMessages>
  );
}
