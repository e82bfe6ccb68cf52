import type { IntlShape } from 'react-intl';
import type { Penalty } from '@wayfare/contracts/flights';
import { formatCharge } from './format-money';

/** Restrictions in plain words: "Free changes", "Changes cost $75", "Not changeable", … */
export function formatPenalty(
  intl: IntlShape,
  kind: 'change' | 'cancel',
  penalty: Penalty,
): string {
  if (penalty.kind === 'WithFee' && penalty.fee) {
    return intl.formatMessage(
      { id: `penalty.${kind}.WithFee` },
      { fee: formatCharge(intl, penalty.fee) },
    );
  }
  const shownKind = penalty.kind === 'WithFee' ? 'Unknown' : penalty.kind;
  return intl.formatMessage({ id: `penalty.${kind}.${shownKind}` }, { fee: '' });
}
