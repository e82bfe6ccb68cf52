import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type {
  DateChangeStay,
  LodgingDateChangeQuote,
  LodgingDateChangeResult,
} from '@wayfare/contracts/lodging-date-change';
import type { Money } from '@wayfare/contracts/money';
import type { SourceAmount } from '@wayfare/contracts/source-amount';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';

type Available = Extract<LodgingDateChangeQuote, { availability: 'Available' }>;
type Unavailable = Extract<LodgingDateChangeQuote, { availability: 'Unavailable' }>;

/** "Visa ending 4242", the rewards product's or the credit's own name, else the source's kind. */
export function nameSource(intl: IntlShape, item: SourceAmount): string {
  if (item.card)
    return intl.formatMessage(
      { id: 'dateChange.card' },
      { brand: nameCardBrand(item.card.brand), lastFour: item.card.lastFour },
    );
  return item.name ?? intl.formatMessage({ id: `booking.source.${item.source}` });
}

/** A block that takes the focus when it appears, so keyboard and screen reader users land on it. */
export function FocusOnAppear({
  children,
  className,
  role,
  labelledBy,
  tone,
}: {
  children: ReactNode;
  className: string;
  role?: 'alert' | 'region';
  labelledBy?: string;
  tone?: 'error';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      role={role ?? (labelledBy ? 'region' : undefined)}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      data-tone={tone}
    >
      {children}
    </div>
  );
}

/** Why the asked dates can't be had: sold-out nights, or the rate not sold then. */
export function UnavailableNotice({
  quote,
  kind,
  children,
}: {
  quote: Unavailable;
  /** Whose stay it is: a home's host or a hotel, in the words. */
  kind: 'home' | 'hotel';
  /** A home's broken rules with what to change, in place of the one-line reason. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const nights = quote.soldOutDates.map((d) => formatIsoDate(intl, d));
  const text =
    quote.reason === 'BlockedDates'
      ? intl.formatMessage(
          { id: 'dateChange.unavailable.BlockedDates' },
          { count: nights.length, nights: intl.formatList(nights), kind },
        )
      : quote.reason === 'RateNotAvailable'
        ? intl.formatMessage({ id: 'dateChange.unavailable.RateNotAvailable' })
        : intl.formatMessage({ id: 'dateChange.unavailable.other' }, { kind });
  return (
    <FocusOnAppear className="wf-notice wf-date-change-alert" role="alert" tone="error">
      <h2>{intl.formatMessage({ id: 'dateChange.unavailable.title' })}</h2>
      {children ?? <p>{text}</p>}
    </FocusOnAppear>
  );
}

const positive = (money: Money): Money => ({ ...money, amountMinor: Math.abs(money.amountMinor) });

/** The headline a person reads first: "You pay $48.20 more", "We'll refund $31.00 to your card". */
export function describeDifference(
  intl: IntlShape,
  quote: Pick<Available, 'difference' | 'refunds'>,
): string {
  const amount = formatTotal(intl, positive(quote.difference));
  if (quote.difference.amountMinor > 0)
    return intl.formatMessage({ id: 'dateChange.payMore' }, { amount });
  if (quote.difference.amountMinor === 0) return intl.formatMessage({ id: 'dateChange.samePrice' });
  const cardOnly = quote.refunds.every((r) => r.source === 'UserCard');
  return intl.formatMessage(
    { id: cardOnly ? 'dateChange.refundCard' : 'dateChange.refundSources' },
    { amount },
  );
}

/** The stay now and with the new dates, side by side (a table: rows are facts, columns stays). */
export function StayComparison({ quote }: { quote: Available }) {
  const intl = useIntl();
  const row = (stay: DateChangeStay) => ({
    dates: intl.formatMessage(
      { id: 'dateChange.stay' },
      {
        from: formatIsoDate(intl, stay.checkInDate),
        until: formatIsoDate(intl, stay.checkOutDate),
      },
    ),
    nights: intl.formatMessage({ id: 'dateChange.nights' }, { nights: stay.nights }),
    total: formatTotal(intl, stay.payNowTotal),
    atHotel: formatTotal(intl, stay.payLaterTotal),
  });
  const before = row(quote.old);
  const after = row(quote.new);
  const showAtHotel =
    quote.old.payLaterTotal.amountMinor > 0 || quote.new.payLaterTotal.amountMinor > 0;
  const facts: [string, keyof typeof before][] = [
    ['dateChange.dates', 'dates'],
    ['dateChange.length', 'nights'],
    ['dateChange.total', 'total'],
    ...(showAtHotel
      ? ([['dateChange.atHotel', 'atHotel']] as [string, keyof typeof before][])
      : []),
  ];
  return (
    <table className="wf-date-change-table">
      <caption className="wf-visually-hidden">
        {intl.formatMessage({ id: 'dateChange.compare' })}
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{intl.formatMessage({ id: 'dateChange.old' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'dateChange.new' })}</th>
        </tr>
      </thead>
      <tbody>
        {facts.map(([label, key]) => (
          <tr key={key}>
            <th scope="row">{intl.formatMessage({ id: label as 'dateChange.dates' })}</th>
            <td>{before[key]}</td>
            <td data-testid={`date-change-new-${key}`}>{after[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where the difference goes: the card charged, or each source refunded (card first). */
export function MoneyMoves({
  charge,
  refunds,
}: Pick<LodgingDateChangeResult, 'charge' | 'refunds'>) {
  const intl = useIntl();
  if (charge)
    return (
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'dateChange.chargedTo' }, { source: nameSource(intl, charge) })}
      </p>
    );
  if (refunds.length === 0) return null;
  return (
    <dl className="wf-trip-lines" aria-label={intl.formatMessage({ id: 'dateChange.refundLines' })}>
      {refunds.map((r) => (
        <div key={`${r.source}-${r.card?.lastFour ?? r.name ?? ''}`}>
          <dt>{nameSource(intl, r)}</dt>
          <dd>{formatTotal(intl, r.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Done: the new dates, the same confirmation code, what was charged or refunded. */
export function DateChangeSuccess({
  result,
  hotelName,
  actions,
}: {
  result: LodgingDateChangeResult;
  hotelName: string;
  actions: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FocusOnAppear className="wf-card wf-date-change-done" labelledBy="date-change-done-title">
      <h2 id="date-change-done-title">{intl.formatMessage({ id: 'dateChange.success.title' })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'dateChange.success.body' },
          {
            hotel: hotelName,
            from: formatIsoDate(intl, result.checkInDate),
            until: formatIsoDate(intl, result.checkOutDate),
          },
        )}
      </p>
      {result.confirmationCode ? (
        <p data-testid="date-change-code">
          {intl.formatMessage(
            { id: 'dateChange.success.code' },
            {
              code: (
                <strong key="code" className="wf-date-change-code">
                  {result.confirmationCode}
                </strong>
              ),
            },
          )}
        </p>
      ) : null}
      {result.difference.amountMinor === 0 ? (
        <p>{intl.formatMessage({ id: 'dateChange.samePrice' })}</p>
      ) : null}
      {result.charge ? (
        <p>
          {intl.formatMessage(
            { id: 'dateChange.success.charged' },
            {
              amount: formatTotal(intl, result.charge.amount),
              source: nameSource(intl, result.charge),
            },
          )}
        </p>
      ) : null}
      {result.refunds.length > 0 ? (
        <>
          <p>{intl.formatMessage({ id: 'dateChange.success.refunded' })}</p>
          <MoneyMoves charge={null} refunds={result.refunds} />
          <p className="wf-field-description">{intl.formatMessage({ id: 'trips.refundTiming' })}</p>
        </>
      ) : null}
      <div className="wf-row">{actions}</div>
    </FocusOnAppear>
  );
}

export type { Available, Unavailable };
