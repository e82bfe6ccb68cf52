import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { usePortal } from '../tenant/portal-context';
import { Button } from '../ui/button';
import { useShownOnce } from '../ui/use-shown-once';
import './shown-once-tips.css';

/** Whether the person is a corporate card holder with a Venture X Business card. */
export function hasVentureXBusinessCard(accounts: readonly RewardsAccount[]): boolean {
  return accounts.some((a) => a.productId === 'VentureXBusiness');
}

/**
 * Spec §3 `vxb_helptip`: a tip for corporate card holders with a Venture X Business card, shown
 * until they dismiss it (once, in this browser).
 */
export function VxbHelptip({ accounts }: { accounts: readonly RewardsAccount[] }) {
  const { boot } = usePortal();
  const isEligible = boot.tenant === 'capone-corporate' && hasVentureXBusinessCard(accounts);
  if (!isEligible) return null;
  return <VxbHelptipOnce />;
}

function VxbHelptipOnce() {
  const intl = useIntl();
  const id = useId();
  const tip = useShownOnce('vxbHelptip');
  if (!tip.isOpen) return null;
  return (
    <section className="wf-card wf-shown-once" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'vxbHelptip.title' })}</h2>
      <p>{intl.formatMessage({ id: 'vxbHelptip.body' })}</p>
      <Button variant="secondary" className="wf-shown-once-dismiss" onPress={tip.close}>
        {intl.formatMessage({ id: 'vxbHelptip.dismiss' })}
      </Button>
    </section>
  );
}
