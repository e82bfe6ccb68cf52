import { useQuery } from '@tanstack/react-query';
import { priceMatchQueueQueryOptions } from '../../api/price-match-calls';
import { AgentQueryPage } from '../../components/agent-query-page';
import { PriceMatchQueue } from '../../features/agent/price-match-queue';
import { AreaMessages } from '../../i18n/area-messages';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';
import { useSignedInSession } from '../../session/use-signed-in-session';

/** /agent/price-match: the claims awaiting an agent (support agents only; the API says who). */
function PriceMatchQueuePage() {
  const session = useSignedInSession();
  const queue = useQuery(priceMatchQueueQueryOptions(session.userId));
  return (
    <AgentQueryPage
      query={queue}
      title="priceMatch.queue.title"
      loading="priceMatch.queue.loading"
      error="priceMatch.queue.error"
      agentOnly="priceMatch.agentOnly"
      agentOnlyBody="priceMatch.agentOnlyBody"
    >
      {(data) => <PriceMatchQueue items={data.claims} />}
    </AgentQueryPage>
  );
}

export function Component() {
  return (
    <AreaMessages english={PRICE_MATCH_EN}>
      <PriceMatchQueuePage />
    </AreaMessages>
  );
}
