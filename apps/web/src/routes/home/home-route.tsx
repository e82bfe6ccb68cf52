import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { SessionInfo } from '@wayfare/contracts/session';
import { agentMeQueryOptions, rewardsQueryOptions } from '../../api/session-calls';
import { AgentConsole } from '../../features/agent/agent-console';
import { PortalFeatureList } from '../../features/rewards/portal-features';
import { RewardsBalanceCard } from '../../features/rewards/rewards-balance-card';
import { RewardsGreeting } from '../../features/rewards/rewards-greeting';
import '../../features/rewards/rewards.css';
import { useSignedInSession } from '../../features/session/use-signed-in-session';
import { PageTitle } from '../../features/shell/page-title';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** Only a non-delegated session without corporate info can belong to a support agent. */
function canBeAgent(session: SessionInfo): boolean {
  return !session.isDelegatedSession && session.corporateInfo === null;
}

function CustomerHome({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const { brand } = usePortal();
  const rewards = useQuery(rewardsQueryOptions(session.userId));
  const account = rewards.data?.accounts[0] ?? null;
  const { firstName } = session.userInfo;
  return (
    <>
      <PageTitle />
      <section className="wf-hero" aria-labelledby="home-title">
        <h1 id="home-title">{intl.formatMessage({ id: brand.welcomeTitle })}</h1>
        <p className="wf-hero-tagline">{intl.formatMessage({ id: brand.tagline })}</p>
        <div className="wf-hero-grid">
          {rewards.isPending ? (
            <LoadingState label={intl.formatMessage({ id: 'rewards.loading' })} />
          ) : (
            <RewardsGreeting firstName={firstName} account={account} />
          )}
          {rewards.isPending ? null : rewards.isError ? (
            <Notice
              tone="error"
              title={intl.formatMessage({ id: 'rewards.error' })}
              action={
                <Button variant="secondary" onPress={() => void rewards.refetch()}>
                  {intl.formatMessage({ id: 'common.tryAgain' })}
                </Button>
              }
            />
          ) : account ? (
            <RewardsBalanceCard account={account} />
          ) : (
            <Notice title={intl.formatMessage({ id: 'rewards.cardTitle' })}>
              <p>{intl.formatMessage({ id: 'rewards.empty' })}</p>
            </Notice>
          )}
        </div>
      </section>
      <section className="wf-features" aria-labelledby="features-title">
        <h2 id="features-title">{intl.formatMessage({ id: 'home.featuresTitle' })}</h2>
        <PortalFeatureList />
      </section>
    </>
  );
}

/** Home `/`: the tenant's welcome with the user's rewards, or the agent console for a support agent. */
export function Component() {
  const intl = useIntl();
  const session = useSignedInSession();
  const isAgentCandidate = canBeAgent(session);
  const agent = useQuery({ ...agentMeQueryOptions(session.userId), enabled: isAgentCandidate });
  if (isAgentCandidate && agent.isPending) {
    return <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  if (agent.data?.agent) {
    return (
      <>
        <PageTitle title={intl.formatMessage({ id: 'agent.title' })} />
        <AgentConsole agent={agent.data.agent} />
      </>
    );
  }
  return <CustomerHome session={session} />;
}
