import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { SandboxDemoUser } from '@wayfare/contracts/auth';
import { isApiError } from '../../api/api-error';
import { fetchSandboxUsers, postSandboxAuthorize } from '../../api/sandbox-idp-calls';
import { PageTitle } from '../../components/page-title';
import type { MessageId } from '../../i18n/messages-en';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import type { DemoUserKind } from './sandbox-users';
import { groupDemoUsers } from './sandbox-users';
import './sandbox-idp.css';
import { AreaMessages } from '../../i18n/area-messages';
import { SANDBOX_IDP_EN } from '../../i18n/catalogues/sandbox-idp';
import { formatRewardsBalance } from '../../features/rewards/format-rewards-balance';

const GROUP_TITLES: Record<DemoUserKind, MessageId> = {
  cardholder: 'sandbox.group.cardholder',
  employee: 'sandbox.group.employee',
  agent: 'sandbox.group.agent',
};

function isMessageId(key: string, messages: Record<string, unknown>): key is MessageId {
  return key in messages;
}

function isBadState(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.code === 'BadRequest');
}

function InvalidLinkNotice() {
  const intl = useIntl();
  return (
    <div className="wf-page-narrow">
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'sandbox.invalid.title' })}
        action={
          // A full load of `/` starts a fresh sign-in with a new state.
          <a className="wf-button" data-variant="primary" href="/">
            {intl.formatMessage({ id: 'sandbox.startOver' })}
          </a>
        }
      >
        <p>{intl.formatMessage({ id: 'sandbox.invalid.body' })}</p>
      </Notice>
    </div>
  );
}

interface DemoUserRowProps {
  user: SandboxDemoUser;
  isSigningIn: boolean;
  isDisabled: boolean;
  onSignIn: (subject: string) => void;
}

function DemoUserRow({ user, isSigningIn, isDisabled, onSignIn }: DemoUserRowProps) {
  const intl = useIntl();
  const headingId = `demo-user-${user.subject}`;
  // The portal's own line for a demo person, in the page's language; the server's (English) else.
  const personKey = `sandbox.person.${user.subject.replace(/^sandbox\|/, '')}`;
  const description = isMessageId(personKey, intl.messages)
    ? intl.formatMessage({ id: personKey })
    : user.description;
  return (
    <li className="wf-card wf-demo-user" aria-labelledby={headingId}>
      <div className="wf-demo-user-main">
        <h3 id={headingId}>{user.displayName}</h3>
        <p className="wf-demo-user-email">{user.email}</p>
        {description ? <p className="wf-demo-user-description">{description}</p> : null}
        <dl className="wf-demo-facts">
          {user.businessName ? (
            <div>
              <dt>{intl.formatMessage({ id: 'sandbox.business' })}</dt>
              <dd>{user.businessName}</dd>
            </div>
          ) : null}
          {user.kind === 'cardholder' && user.profileReferenceId ? (
            <div>
              <dt>{intl.formatMessage({ id: 'sandbox.profileReferenceId' })}</dt>
              <dd>
                <code>{user.profileReferenceId}</code>
              </dd>
            </div>
          ) : null}
        </dl>
        {user.cards.length > 0 ? (
          <ul
            className="wf-demo-cards"
            aria-label={intl.formatMessage({ id: 'sandbox.cardsLabel' })}
          >
            {user.cards.map((card) => (
              <li key={`${card.productId}-${card.lastFour}`} className="wf-demo-card">
                <span className="wf-demo-card-name">
                  {intl.formatMessage(
                    { id: 'rewards.cardLine' },
                    { cardName: card.productDisplayName, lastFour: card.lastFour },
                  )}
                </span>
                <span className="wf-demo-card-balance">
                  {formatRewardsBalance(intl, card.rewardsBalance)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button
        className="wf-demo-user-action"
        aria-label={intl.formatMessage(
          { id: isSigningIn ? 'sandbox.signingInAs' : 'sandbox.signInAs' },
          { displayName: user.displayName },
        )}
        isPending={isSigningIn}
        isDisabled={isDisabled}
        onPress={() => onSignIn(user.subject)}
      >
        {intl.formatMessage({ id: isSigningIn ? 'sandbox.signingIn' : 'sandbox.signIn' })}
      </Button>
    </li>
  );
}

/** /sandbox-idp/authorize?state=…: the sandbox identity provider's account picker. */
function AuthorizePage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const users = useQuery({
    queryKey: ['sandboxUsers', state],
    queryFn: ({ signal }) => fetchSandboxUsers(state, signal),
    enabled: state !== '',
    retry: false,
    staleTime: Infinity,
  });
  const signIn = useMutation({
    mutationFn: (subject: string) => postSandboxAuthorize(state, subject),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });

  const title = intl.formatMessage({ id: 'sandbox.title' });
  if (!state || isBadState(users.error) || isBadState(signIn.error)) {
    return (
      <>
        <PageTitle title={intl.formatMessage({ id: 'sandbox.invalid.title' })} />
        <InvalidLinkNotice />
      </>
    );
  }

  const isAgentAudience = users.data?.audience === 'agents';
  const groups = users.data ? groupDemoUsers(users.data.users) : [];
  // Once a sign-in succeeds the browser is leaving; keep the buttons disabled until it does.
  const isBusy = signIn.isPending || signIn.isSuccess;
  return (
    <div className="wf-sandbox">
      <PageTitle title={title} />
      <header className="wf-sandbox-intro">
        <span className="wf-badge">{intl.formatMessage({ id: 'sandbox.badge' })}</span>
        <h1>{title}</h1>
        <p className="wf-lead">
          {intl.formatMessage({ id: isAgentAudience ? 'sandbox.introAgents' : 'sandbox.intro' })}
        </p>
        {isAgentAudience ? null : (
          <p>
            {intl.formatMessage(
              { id: 'sandbox.findTrip' },
              {
                link: (
                  <Link key="find" to="/trips/find">
                    {intl.formatMessage({ id: 'sandbox.findTripLink' })}
                  </Link>
                ),
              },
            )}
          </p>
        )}
      </header>
      {signIn.isError ? (
        <Notice tone="error" title={intl.formatMessage({ id: 'sandbox.signInFailed' })} />
      ) : null}
      {users.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'sandbox.loading' })} />
      ) : null}
      {users.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'sandbox.error' })}
          action={
            <Button onPress={() => void users.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        />
      ) : null}
      {users.isSuccess && groups.length === 0 ? (
        <Notice title={intl.formatMessage({ id: 'sandbox.empty' })} />
      ) : null}
      {groups.map((group) => (
        <section
          key={group.kind}
          className="wf-demo-group"
          aria-labelledby={`demo-group-${group.kind}`}
        >
          <h2 id={`demo-group-${group.kind}`}>
            {intl.formatMessage({ id: GROUP_TITLES[group.kind] })}
          </h2>
          <ul className="wf-demo-list">
            {group.users.map((user) => (
              <DemoUserRow
                key={user.subject}
                user={user}
                isSigningIn={isBusy && signIn.variables === user.subject}
                isDisabled={isBusy && signIn.variables !== user.subject}
                onSignIn={(subject) => signIn.mutate(subject)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={SANDBOX_IDP_EN}>
      <AuthorizePage />
    </AreaMessages>
  );
}
