import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TravelWalletResponse, WalletTransaction } from '@wayfare/contracts/travel-wallet';
import { travelWalletQueryOptions } from '../../api/wallet-calls';
import { formatSignedTotal, formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/states';
import './travel-wallet.css';

const DATE = { dateStyle: 'medium' } as const;

/** The credit a transaction belongs to, named: "Venture X annual travel credit". */
function CreditName({ transaction }: { transaction: WalletTransaction }) {
  const intl = useIntl();
  return (
    <span className="wf-block wf-field-description">
      {intl.formatMessage(
        { id: `walletCredit.${transaction.credit.kind}` },
        { product: transaction.credit.productName },
      )}
    </span>
  );
}

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const intl = useIntl();
  const { trip } = transaction;
  return (
    <tr data-type={transaction.type} data-testid="wallet-transaction">
      <td>
        <time dateTime={transaction.occurredAt}>
          {intl.formatDate(transaction.occurredAt, DATE)}
        </time>
      </td>
      <th scope="row">
        {intl.formatMessage({ id: `wallet.type.${transaction.type}` })}
        <CreditName transaction={transaction} />
      </th>
      <td>
        {trip ? (
          <Link to={`/trips/${encodeURIComponent(trip.bookingId)}`}>
            {trip.confirmationCode
              ? intl.formatMessage({ id: 'wallet.trip' }, { code: trip.confirmationCode })
              : intl.formatMessage({ id: `wallet.tripNoCode.${trip.product}` })}
          </Link>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="wf-visually-hidden">
              {intl.formatMessage({ id: 'wallet.noTrip' })}
            </span>
          </>
        )}
      </td>
      <td className="wf-wallet-amount" data-sign={transaction.amount.amountMinor < 0 ? '-' : '+'}>
        {formatSignedTotal(intl, transaction.amount)}
      </td>
      <td>
        <span className="wf-badge wf-wallet-state" data-state={transaction.state}>
          {intl.formatMessage({ id: `wallet.state.${transaction.state}` })}
        </span>
      </td>
    </tr>
  );
}

function Statement({ wallet }: { wallet: TravelWalletResponse }) {
  const intl = useIntl();
  return (
    <>
      <p className="wf-wallet-balance" data-testid="wallet-balance">
        {intl.formatMessage(
          { id: 'wallet.balance' },
          { amount: <strong>{formatTotal(intl, wallet.balance)}</strong> },
        )}
      </p>
      {wallet.transactions.length === 0 ? (
        <div className="wf-notice" data-tone="neutral">
          <h3>{intl.formatMessage({ id: 'wallet.empty' })}</h3>
          <p>{intl.formatMessage({ id: 'wallet.emptyBody' })}</p>
        </div>
      ) : (
        <div className="wf-wallet-scroll">
          <table className="wf-wallet-table">
            <caption>
              {intl.formatMessage({ id: 'wallet.caption' }, { count: wallet.transactions.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'wallet.col.date' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'wallet.col.type' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'wallet.col.trip' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'wallet.col.amount' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'wallet.col.state' })}</th>
              </tr>
            </thead>
            <tbody>
              {wallet.transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * The travel wallet (issue 19; spec §4 transaction types): its balance and every transaction
 * with its date, type in words, the trip it came from or went to, the signed amount and its
 * state, newest first. The balance is the server's sum of the same list.
 */
export function TravelWalletStatement({ userId }: { userId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const wallet = useQuery(travelWalletQueryOptions(userId));
  return (
    <section className="wf-credit-section wf-wallet" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage({ id: 'wallet.title' })}</h2>
      <p className="wf-field-description">{intl.formatMessage({ id: 'wallet.intro' })}</p>
      {wallet.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'wallet.loading' })} />
      ) : null}
      {wallet.isError ? (
        <div className="wf-notice" data-tone="error" role="alert">
          <h3>{intl.formatMessage({ id: 'wallet.error' })}</h3>
          <div className="wf-row">
            <Button onPress={() => void wallet.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          </div>
        </div>
      ) : null}
      {wallet.data ? <Statement wallet={wallet.data} /> : null}
    </section>
  );
}
