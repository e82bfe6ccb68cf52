import { useIntl } from 'react-intl';
import type { FlightPolicyViolation, PolicyResult } from '@wayfare/domain/travel-policy';
import { formatTotal } from '../format/format-money';
import './travel-policy.css';

/** Why a fare or trip is out of policy, in words. */
export function usePolicyReasons() {
  const intl = useIntl();
  return (result: PolicyResult<FlightPolicyViolation>): string[] =>
    result.inPolicy
      ? []
      : result.violations.map((v) =>
          v.code === 'PriceOverCap'
            ? intl.formatMessage(
                { id: 'policy.violation.PriceOverCap' },
                { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
              )
            : intl.formatMessage(
                { id: 'policy.violation.FareClassNotAllowed' },
                { cabin: intl.formatMessage({ id: `cabin.${v.cabinClass}` }) },
              ),
        );
}

/** "In policy" or "Out of policy" beside a fare, with the reasons for screen readers and on hover. */
export function PolicyBadge({ result }: { result: PolicyResult<FlightPolicyViolation> }) {
  const intl = useIntl();
  const reasons = usePolicyReasons()(result);
  return (
    <span
      className="wf-policy-badge"
      data-in-policy={result.inPolicy}
      title={reasons.join(' ') || undefined}
    >
      {intl.formatMessage({ id: result.inPolicy ? 'policy.in' : 'policy.out' })}
      {reasons.length > 0 ? (
        <span className="wf-visually-hidden">: {reasons.join(' ')}</span>
      ) : null}
    </span>
  );
}
