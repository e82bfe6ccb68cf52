import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { isNonFinancialRole } from '@wayfare/domain/card-roles';
import { Button } from '../ui/button';
import { useShownOnce } from '../ui/use-shown-once';
import './shown-once-tips.css';

/**
 * Spec §3 nfu awareness flag: a Non Financial User is told once, where they pay, that they cannot
 * redeem the account's rewards or spend its travel credits (the payment section offers neither,
 * and the server refuses both: domain/card-roles.ts).
 */
export function NfuAwarenessNotice({ accounts }: { accounts: readonly RewardsAccount[] }) {
  const account = accounts.find((a) => isNonFinancialRole(a.customerAccountRole));
  if (!account) return null;
  return <NfuAwarenessOnce account={account} />;
}

function NfuAwarenessOnce({ account }: { account: RewardsAccount }) {
  const intl = useIntl();
  const id = useId();
  const notice = useShownOnce('nfuAwarenessPayment');
  if (!notice.isOpen) return null;
  const card = intl.formatMessage(
    { id: 'booking.rewards.account' },
    { name: account.productDisplayName, lastFour: account.lastFour },
  );
  return (
    <section className="wf-card wf-shown-once" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{intl.formatMessage({ id: 'nfuAwareness.title' })}</h3>
      <p>{intl.formatMessage({ id: 'nfuAwareness.body' }, { card })}</p>
      <Button variant="secondary" className="wf-shown-once-dismiss" onPress={notice.close}>
        {intl.formatMessage({ id: 'nfuAwareness.dismiss' })}
      </Button>
    </section>
  );
}
