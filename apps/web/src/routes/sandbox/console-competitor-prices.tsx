import { useId, useState, type SyntheticEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { SandboxCompetitorPrices } from '@wayfare/contracts/price-match';
import {
  postSandboxCompetitorPrice,
  sandboxCompetitorPricesQueryOptions,
} from '../../api/price-match-calls';
import { formatTotal } from '../../format/format-money';
import { parseUsdAmount } from '../../model/usd-amount';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

type Booking = SandboxCompetitorPrices['bookings'][number];

/** One trip: each covering site's price today, and a form to set one site's price. */
function CompetitorPriceRow({ booking, run }: { booking: Booking; run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const [site, setSite] = useState(booking.prices[0]?.site ?? '');
  const [amount, setAmount] = useState('');
  const [notSold, setNotSold] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = notSold ? null : parseUsdAmount(amount);
    if (!notSold && typeof parsed !== 'number') {
      setError(intl.formatMessage({ id: 'priceMatch.console.amountError' }));
      return;
    }
    setError(null);
    const ok = await run(
      () =>
        postSandboxCompetitorPrice({
          bookingId: booking.bookingId,
          site,
          amountMinor: typeof parsed === 'number' ? parsed : null,
        }),
      intl.formatMessage({ id: 'priceMatch.console.done' }, { site, trip: booking.label }),
      intl.formatMessage({ id: 'priceMatch.console.failed' }, { site, trip: booking.label }),
    );
    if (ok) setAmount('');
    await queryClient.invalidateQueries({
      queryKey: sandboxCompetitorPricesQueryOptions().queryKey,
    });
  };

  return (
    <li
      className="wf-console-booking"
      aria-label={booking.label}
      data-booking-id={booking.bookingId}
    >
      <div className="wf-console-booking-head">
        <span className="wf-badge">
          {intl.formatMessage({ id: `priceMatch.product.${booking.product}` })}
        </span>
        <span className="wf-console-strong">{booking.label}</span>
        <span>
          {intl.formatMessage(
            { id: 'priceMatch.console.paid' },
            { paid: formatTotal(intl, booking.paidTotal) },
          )}
        </span>
      </div>
      <ul
        className="wf-console-list"
        aria-label={intl.formatMessage({ id: 'priceMatch.console.prices' })}
      >
        {booking.prices.map((price) => (
          <li key={price.site} data-site={price.site}>
            <span className="wf-console-strong">{price.site}</span>:{' '}
            {price.total
              ? formatTotal(intl, price.total)
              : intl.formatMessage({ id: 'priceMatch.console.notSold' })}
            {price.setByConsole
              ? ` (${intl.formatMessage({ id: 'priceMatch.console.setByConsole' })})`
              : null}
          </li>
        ))}
      </ul>
      <form
        className="wf-console-form wf-console-inline-form"
        noValidate
        aria-label={intl.formatMessage(
          { id: 'priceMatch.console.formLabel' },
          { trip: booking.label },
        )}
        onSubmit={(event) => void submit(event)}
      >
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-site`}>
            {intl.formatMessage({ id: 'priceMatch.console.site' })}
          </label>
          <select
            id={`${id}-site`}
            className="wf-input"
            value={site}
            onChange={(e) => setSite(e.target.value)}
          >
            {booking.prices.map((price) => (
              <option key={price.site} value={price.site}>
                {price.site}
              </option>
            ))}
          </select>
        </div>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-amount`}>
            {intl.formatMessage({ id: 'priceMatch.console.price' })}
          </label>
          <input
            id={`${id}-amount`}
            className="wf-input"
            inputMode="decimal"
            value={amount}
            disabled={notSold}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <label className="wf-checkbox">
          <input
            type="checkbox"
            className="wf-checkbox-input"
            checked={notSold}
            onChange={(e) => setNotSold(e.target.checked)}
          />
          <span className="wf-checkbox-box" aria-hidden="true">
            <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </span>
          <span>{intl.formatMessage({ id: 'priceMatch.console.notSoldOption' })}</span>
        </label>
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'priceMatch.console.submit' })}
        </Button>
        {error ? (
          <p id={`${id}-error`} className="wf-field-error wf-console-form-error">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}

/**
 * The competitor price feed as price match sees it (issue 19): for the newest confirmed trips,
 * each covering site's price today, and the console's own price for a site, so a claim can be
 * accepted or declined reproducibly.
 */
export function ConsoleCompetitorPrices({ run }: { run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const prices = useQuery(sandboxCompetitorPricesQueryOptions());
  return (
    <section
      className="wf-card wf-console-section"
      aria-labelledby={`${id}-title`}
      data-testid="console-competitor-prices"
    >
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'priceMatch.console.title' })}</h2>
      <p className="wf-console-meta">{intl.formatMessage({ id: 'priceMatch.console.intro' })}</p>
      {prices.isPending ? (
        <p className="wf-console-empty">
          {intl.formatMessage({ id: 'priceMatch.console.loading' })}
        </p>
      ) : prices.isError ? (
        <p className="wf-field-error">{intl.formatMessage({ id: 'priceMatch.console.error' })}</p>
      ) : prices.data.bookings.length === 0 ? (
        <p className="wf-console-empty">{intl.formatMessage({ id: 'priceMatch.console.empty' })}</p>
      ) : (
        <ul className="wf-console-list">
          {prices.data.bookings.map((booking) => (
            <CompetitorPriceRow key={booking.bookingId} booking={booking} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}
