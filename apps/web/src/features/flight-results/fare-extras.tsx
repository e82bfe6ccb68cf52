import { useIntl } from 'react-intl';
import type { RestrictionWithInfo } from '@wayfare/contracts/flights';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import type { FareRewardsAmount } from '@wayfare/domain/fare-rewards';
import { formatCharge } from '../../format/format-money';

const SYMBOL_ICONS: Record<RestrictionWithInfo['symbol'], string> = {
  Included: '✓',
  Purchasable: '$',
  Unavailable: '✕',
};

/** What a fare includes, sells and rules out (spec §3 restrictionsWithInfo), one line each. */
export function FareRestrictionList({
  restrictions,
  label,
}: {
  restrictions: readonly RestrictionWithInfo[];
  label?: string;
}) {
  const intl = useIntl();
  if (restrictions.length === 0) return null;
  return (
    <ul className="wf-fare-restrictions" aria-label={label}>
      {restrictions.map((restriction) => (
        <li key={restriction.topic} data-symbol={restriction.symbol}>
          <span className="wf-fare-restriction-icon" aria-hidden="true">
            {SYMBOL_ICONS[restriction.symbol]}
          </span>
          {intl.formatMessage(
            { id: `restriction.${restriction.topic}.${restriction.symbol}` },
            {
              count: restriction.count ?? 1,
              fee: restriction.fee ? formatCharge(intl, restriction.fee) : 'none',
            },
          )}
        </li>
      ))}
    </ul>
  );
}

/** "or 34,612 miles with Venture X": the fare's price in the person's rewards (spec §3, §9). */
export function formatRewardsPrice(
  intl: ReturnType<typeof useIntl>,
  rewards: FareRewardsAmount,
): string {
  return intl.formatMessage(
    { id: 'fare.rewardsAmount' },
    {
      currency: rewards.currency,
      amount: formatRewardAmount(rewards.value, rewards.currency, intl.locale),
      card: rewards.currencyDescription,
    },
  );
}
