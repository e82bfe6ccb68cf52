import { useIntl } from 'react-intl';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { formatRewardsBalance } from './format-rewards-balance';

export function RewardsBalanceCard({ account }: { account: RewardsAccount }) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-balance-card" aria-labelledby="rewards-balance-title">
      <h2 id="rewards-balance-title" className="wf-balance-title">
        {intl.formatMessage({ id: 'rewards.cardTitle' })}
      </h2>
      <p className="wf-balance-card-line">
        {intl.formatMessage(
          { id: 'rewards.cardLine' },
          { cardName: account.productDisplayName, lastFour: account.lastFour },
        )}
      </p>
      <p className="wf-balance-label">{intl.formatMessage({ id: 'rewards.balanceLabel' })}</p>
      <p className="wf-balance-value">{formatRewardsBalance(intl, account.rewardsBalance)}</p>
    </section>
  );
}
