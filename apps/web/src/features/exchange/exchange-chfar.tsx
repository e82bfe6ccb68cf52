import { useIntl, type IntlShape } from 'react-intl';
import type { ChfarProtection } from '@wayfare/contracts/change-for-any-reason';
import type { ExchangeQuote } from '@wayfare/contracts/exchange';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge, formatTotal } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';

/**
 * Change for any reason in the exchange flow (issue 18): the entry and the shop say it covers this
 * change, the confirm page and the outcome what it pays back and by when. What is due is still
 * charged now; the reimbursement follows within the terms' business days.
 */

/** The day a reimbursement is due: "Dec 9, 2026". */
export function formatDueDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Change for any reason covers this change: …", on the entry and the shop. */
export function ChfarCoversNote({ protection }: { protection: ChfarProtection }) {
  const intl = useIntl();
  const { boot } = usePortal();
  const days = protectionTermsFor(boot.tenant).changeForAnyReason.reimbursementBusinessDays;
  return (
    <p className="wf-exchange-chfar" data-testid="exchange-chfar">
      {intl.formatMessage(
        { id: 'exchange.chfar.covers' },
        { days, limit: formatCharge(intl, protection.coverageLimit) },
      )}
    </p>
  );
}

/** The confirm page's line under the total: what comes back, and by when. */
export function ChfarPaysBackRow({ quote }: { quote: ExchangeQuote }) {
  const intl = useIntl();
  if (quote.chfarCovered.amountMinor <= 0) return null;
  return (
    <div className="wf-exchange-chfar-row">
      <dt>
        {quote.reimbursementDueBy
          ? intl.formatMessage(
              { id: 'exchange.chfar.paysBackBy' },
              { date: formatDueDay(intl, quote.reimbursementDueBy) },
            )
          : intl.formatMessage({ id: 'exchange.chfar.paysBack' })}
        <span className="wf-block wf-field-description">
          {intl.formatMessage({
            id:
              quote.chfarCovered.amountMinor < quote.amountDue.amountMinor
                ? 'exchange.chfar.paysBackCappedHint'
                : 'exchange.chfar.paysBackHint',
          })}
        </span>
      </dt>
      <dd data-testid="exchange-chfar-covered">
        {intl.formatMessage(
          { id: 'exchange.fareDifference.less' },
          { amount: formatTotal(intl, quote.chfarCovered) },
        )}
      </dd>
    </div>
  );
}

/** The outcome's sentence: what change for any reason pays back, and by when. */
export function ChfarPaysBackLine({ quote }: { quote: ExchangeQuote }) {
  const intl = useIntl();
  if (quote.chfarCovered.amountMinor <= 0) return null;
  const amount = formatTotal(intl, quote.chfarCovered);
  return (
    <p data-testid="exchange-chfar-covered">
      {quote.reimbursementDueBy
        ? intl.formatMessage(
            { id: 'exchange.chfar.outcomeBy' },
            { amount, date: formatDueDay(intl, quote.reimbursementDueBy) },
          )
        : intl.formatMessage({ id: 'exchange.chfar.outcome' }, { amount })}
    </p>
  );
}
