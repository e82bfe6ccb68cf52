import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { SessionInfo } from '@wayfare/contracts/session';
import { approvalsQueryOptions } from '../../api/policy-calls';

/** Approvers and administrators of a business decide on held trips (spec §6, 24hr_review). */
export function canApprove(session: SessionInfo): boolean {
  const corporate = session.corporateInfo;
  return corporate?.permissions.canViewAdmin === true && corporate.businessIsLive;
}

/**
 * The navigation bar icon for the approvals queue, for approvers and administrators, with the
 * number of trips waiting (the queue's own call, shared with the approvals page). Its name says
 * the count; the tooltip shows the name on hover and keyboard focus.
 */
export function ApprovalsLink({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const approvals = useQuery(approvalsQueryOptions(session.userId));
  const waiting = approvals.data?.approvals.length ?? 0;
  // The name is the content, so what shows (the count) is part of what is announced.
  return (
    <NavLink to="/approvals/" className="wf-icon-link">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M9 4h6M9 4a1 1 0 0 0-1 1v1h8V5a1 1 0 0 0-1-1M8 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2M9 13l2 2 4-4"
        />
      </svg>
      <span className="wf-icon-link-tip">{intl.formatMessage({ id: 'account.approvals' })}</span>
      {waiting > 0 ? (
        <span className="wf-icon-link-count">
          <span className="wf-visually-hidden">, </span>
          {waiting}
          <span className="wf-visually-hidden">
            {` ${intl.formatMessage({ id: 'shell.approvalsWaiting' }, { count: waiting })}`}
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}
