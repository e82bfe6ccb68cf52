import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { approvalsQueryOptions } from '../../api/policy-calls';
import { canApprove } from '../../features/shell/approvals-link';
import { useGate } from '../../session/use-experiments';
import { useSignedInSession } from '../../session/use-signed-in-session';

/**
 * The business tenant's approval banner (issue 24, the `cotb-approval-banner` gate): on home, an
 * approver with trips waiting is told how many and led to the queue. The header's approvals icon
 * counts them for everyone; this says it in words for the gate's `available` people.
 */
export function ApprovalBanner() {
  const intl = useIntl();
  const session = useSignedInSession();
  const isApprover = canApprove(session);
  const showsBanner = useGate('cotb-approval-banner') && isApprover;
  const approvals = useQuery({
    ...approvalsQueryOptions(session.userId),
    enabled: showsBanner,
  });
  const waiting = approvals.data?.approvals.length ?? 0;
  if (!showsBanner || waiting === 0) return null;
  return (
    <section
      className="wf-card wf-stack wf-approval-banner"
      aria-labelledby="approval-banner-title"
    >
      <h2 id="approval-banner-title">
        {intl.formatMessage({ id: 'approvalBanner.title' }, { count: waiting })}
      </h2>
      <p>{intl.formatMessage({ id: 'approvalBanner.body' })}</p>
      <div>
        <Link to="/approvals/" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'approvalBanner.link' })}
        </Link>
      </div>
    </section>
  );
}
