import { useIntl } from 'react-intl';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { selectEarnGreetingMessage } from '../../tenant/earn-greeting';

/** Spec §1 greeting: names the card, then its earn message for this tenant's card product. */
export function RewardsGreeting({
  firstName,
  account,
}: {
  firstName: string;
  account: RewardsAccount | null;
}) {
  const intl = useIntl();
  if (!account) {
    return (
      <div className="wf-greeting">
        <h2>{intl.formatMessage({ id: 'home.greetingNoCard' }, { firstName })}</h2>
      </div>
    );
  }
  const earn = selectEarnGreetingMessage(account);
  return (
    <div className="wf-greeting">
      <h2>
        {intl.formatMessage(
          { id: 'home.greeting' },
          { firstName, cardName: account.productDisplayName, lastFour: account.lastFour },
        )}
      </h2>
      <p className="wf-greeting-earn">{intl.formatMessage({ id: earn.id }, earn.values)}</p>
    </div>
  );
}
