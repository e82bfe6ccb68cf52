import { useIntl } from 'react-intl';
import type {
  CardEarn,
  HotelPolicyViolation,
  HotelRatePolicyStatus,
} from '@wayfare/contracts/hotel-shop';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { formatTotal } from '../format/format-money';
import './travel-policy.css';

/** Each way a hotel rate breaks the booker's tier, in plain words. */
export function useHotelPolicyReasons() {
  const intl = useIntl();
  return (violations: readonly HotelPolicyViolation[]): string[] =>
    violations.map((v) =>
      v.code === 'StarRatingNotAllowed'
        ? intl.formatMessage(
            { id: 'policy.violation.StarRatingNotAllowed' },
            { stars: v.starRating },
          )
        : intl.formatMessage(
            { id: 'policy.violation.NightlyPriceOverCap' },
            { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
          ),
    );
}

/** "In policy" or "Out of policy" beside a hotel rate (business tenant), with the reasons. */
export function HotelPolicyBadge({ status }: { status: HotelRatePolicyStatus }) {
  const intl = useIntl();
  const reasons = useHotelPolicyReasons()(status.violations);
  return (
    <span
      className="wf-policy-badge"
      data-in-policy={status.inPolicy}
      title={reasons.join(' ') || undefined}
    >
      {intl.formatMessage({ id: status.inPolicy ? 'policy.in' : 'policy.out' })}
      {reasons.length > 0 ? (
        <span className="wf-visually-hidden">: {reasons.join(' ')}</span>
      ) : null}
    </span>
  );
}

/** What the stay earns on the person's first card (hotels multiplier). */
export function HotelEarn({ earn }: { earn: readonly CardEarn[] }) {
  const intl = useIntl();
  const first = earn[0];
  if (!first || first.value <= 0) return null;
  return (
    <p className="wf-hotel-earn">
      {intl.formatMessage(
        { id: first.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
        { amount: formatRewardAmount(first.value, first.currency, intl.locale) },
      )}
    </p>
  );
}
