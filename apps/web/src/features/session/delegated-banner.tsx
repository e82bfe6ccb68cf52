import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { ROUTE_PATHS } from '../../api/access-rules';
import { agentDelegationQueryOptions, postSwitchCustomer } from '../../api/session-calls';
import { Button } from '../../ui/button';

/**
 * Shown throughout a support agent's delegated session, so the agent never forgets whose account
 * this is: the customer's name and Profile Reference ID, and the agent's two ways out: Switch
 * customer (back to the agent console for another Profile Reference ID) and End session (signs
 * out, ending the customer's session).
 */
export function DelegatedBanner({
  userId,
  firstName,
  lastName,
}: {
  userId: string;
  firstName: string;
  lastName: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const delegation = useQuery(agentDelegationQueryOptions(userId));
  const details = delegation.data?.delegation ?? null;
  const switchCustomer = useMutation({
    mutationFn: postSwitchCustomer,
    onSuccess: () => {
      // The agent's own session now: nothing cached for the customer applies.
      queryClient.clear();
      void navigate(ROUTE_PATHS.home, { replace: true });
    },
  });
  return (
    <section
      className="wf-banner wf-delegated-banner"
      aria-label={intl.formatMessage({ id: 'session.delegatedLabel' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 110 10 5 5 0 010-10zm0 12c5 0 9 2.5 9 5.5V22H3v-2.5C3 16.5 7 14 12 14z"
        />
      </svg>
      <div className="wf-delegated-banner-text">
        <p className="wf-delegated-banner-customer">
          {intl.formatMessage({ id: 'session.delegatedBanner' }, { firstName, lastName })}
        </p>
        {details ? (
          <p className="wf-delegated-banner-meta">
            {details.customer.profileReferenceId
              ? intl.formatMessage(
                  { id: 'session.delegatedReference' },
                  { profileReferenceId: details.customer.profileReferenceId },
                )
              : null}
            {details.customer.profileReferenceId ? ' · ' : null}
            {intl.formatMessage(
              { id: 'session.delegatedAgent' },
              { name: `${details.agent.firstName} ${details.agent.lastName}` },
            )}
          </p>
        ) : null}
        {switchCustomer.isError ? (
          <p role="alert" className="wf-delegated-banner-error">
            {intl.formatMessage({ id: 'session.switchCustomerFailed' })}
          </p>
        ) : null}
      </div>
      <div className="wf-delegated-banner-actions">
        <Button
          variant="secondary"
          isPending={switchCustomer.isPending}
          onPress={() => switchCustomer.mutate()}
        >
          {intl.formatMessage({ id: 'session.switchCustomer' })}
        </Button>
        <Link to={ROUTE_PATHS.endSession} className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'session.endSession' })}
        </Link>
      </div>
    </section>
  );
}
