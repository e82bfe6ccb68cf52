import { useIntl, type IntlShape } from 'react-intl';
import type {
  HomeCancellationPolicy,
  HomeDetails,
  HomeHouseRules,
  HomePolicyStatus,
  HomePolicyViolation,
  HomePriceBreakdown,
  HomeResultsResponse,
  HomeViolation,
} from '@wayfare/contracts/home-booking';
import type { HomeSummary } from '@wayfare/contracts/homes';
import type { UnavailabilityReason } from '@wayfare/contracts/lodging';
import { isApiError } from '../api/api-error';
import { formatClockTime, formatIsoDate, formatLocalDayTime } from '../format/format-dates';
import { formatTotal } from '../format/format-money';
import { suggestStayFix, weekdayOfIsoDate, type HomeStayChoice } from '../model/home-stay-fixes';
import './home-stay.css';
import './travel-policy.css';

/*
 * A vacation rental's facts in words, shared by the home's page, booking, confirmation and trip:
 * what a stay breaks and what to change, the price broken down, the host's cancellation policy
 * with its deadlines in the home's local time, the house rules, the travel policy's say.
 */

/** "Saturday", "Saturday or Sunday", from weekday numbers (0 = Sunday). */
export function formatWeekdays(intl: IntlShape, weekdays: readonly number[]): string {
  const names = [...weekdays]
    .sort((a, b) => a - b)
    .map((day) =>
      // 2023-01-01 was a Sunday.
      intl.formatDate(Date.UTC(2023, 0, 1 + day, 12), { weekday: 'long', timeZone: 'UTC' }),
    );
  return intl.formatList(names, { type: 'disjunction' });
}

/** A date with its weekday and year: "Saturday, December 12, 2026". */
export function formatLongDate(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate}T12:00:00Z`, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the stay breaks and what to change, from the violation's own data. */
export function sayHomeViolation(
  intl: IntlShape,
  violation: HomeViolation,
  stay: Pick<HomeStayChoice, 'fromDate' | 'untilDate'>,
): string {
  switch (violation.reason) {
    case 'MinStayViolation':
      return intl.formatMessage(
        { id: 'homeViolation.MinStayViolation' },
        { nights: violation.minNights },
      );
    case 'MaxStayViolation':
      return intl.formatMessage(
        { id: 'homeViolation.MaxStayViolation' },
        { nights: violation.maxNights },
      );
    case 'OccupancyViolation':
      return intl.formatMessage(
        { id: 'homeViolation.OccupancyViolation' },
        { guests: violation.maxGuests },
      );
    case 'PetPolicyViolation':
      return violation.maxPets === 0
        ? intl.formatMessage({ id: 'homeViolation.PetPolicyViolation.none' })
        : intl.formatMessage(
            { id: 'homeViolation.PetPolicyViolation' },
            { pets: violation.maxPets },
          );
    case 'CheckInNotAllowed':
      return intl.formatMessage(
        { id: 'homeViolation.CheckInNotAllowed' },
        {
          day: formatWeekdays(intl, [weekdayOfIsoDate(stay.fromDate)]),
          allowed: formatWeekdays(intl, violation.allowedWeekdays),
        },
      );
    case 'CheckOutNotAllowed':
      return intl.formatMessage(
        { id: 'homeViolation.CheckOutNotAllowed' },
        {
          day: formatWeekdays(intl, [weekdayOfIsoDate(stay.untilDate)]),
          allowed: formatWeekdays(intl, violation.allowedWeekdays),
        },
      );
    case 'BlockedDates':
      return intl.formatMessage(
        { id: 'homeViolation.BlockedDates' },
        {
          nights: intl.formatList(violation.blockedNights.map((n) => formatIsoDate(intl, n))),
        },
      );
    case 'MinBookingWindowViolation':
      return intl.formatMessage(
        { id: 'homeViolation.MinBookingWindowViolation' },
        {
          days: violation.minDaysNotice,
          date: formatLongDate(intl, violation.earliestCheckIn),
        },
      );
  }
}

/** The fix button's words: the new dates, or the new pet count. */
function sayFix(intl: IntlShape, before: HomeStayChoice, after: HomeStayChoice): string {
  if (after.pets !== before.pets)
    return intl.formatMessage({ id: 'homeViolation.fix.pets' }, { pets: after.pets });
  return intl.formatMessage(
    { id: 'homeViolation.fix.dates' },
    { from: formatIsoDate(intl, after.fromDate), until: formatIsoDate(intl, after.untilDate) },
  );
}

/**
 * Why the home cannot host this stay, each reason with what to change and, when the violation's
 * data says how, a button that changes it (the calendar is the way for the others).
 */
export function HomeViolations({
  violations,
  stay,
  onFix,
}: {
  violations: readonly HomeViolation[];
  stay: HomeStayChoice;
  onFix: ((choice: HomeStayChoice) => void) | null;
}) {
  const intl = useIntl();
  return (
    <ul className="wf-home-violations">
      {violations.map((violation) => {
        const fix = onFix ? suggestStayFix(violation, stay) : null;
        return (
          <li key={violation.reason}>
            <span>{sayHomeViolation(intl, violation, stay)}</span>
            {fix && onFix ? (
              <button
                type="button"
                className="wf-button"
                data-variant="secondary"
                onClick={() => onFix(fix)}
              >
                {sayFix(intl, stay, fix)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One fee line's words with how it is charged: "Pet fee ($25 × 1 pet)". */
function sayFee(intl: IntlShape, fee: HomePriceBreakdown['fees'][number]): string {
  const name = intl.formatMessage({ id: `homeFee.${fee.type}` });
  if (fee.basis === 'Percent' && fee.percent !== null)
    return intl.formatMessage({ id: 'homePrice.percentOf' }, { name, percent: fee.percent });
  if ((fee.basis === 'PerNight' || fee.basis === 'PerPet') && fee.unitAmount)
    return intl.formatMessage(
      { id: fee.basis === 'PerNight' ? 'homePrice.perNight' : 'homePrice.perPet' },
      { name, unit: formatTotal(intl, fee.unitAmount), count: fee.quantity },
    );
  return name;
}

/** The stay's price: the nights, each discount (and who funds it), each fee, each tax, the total. */
export function HomePriceLines({ pricing }: { pricing: HomePriceBreakdown }) {
  const intl = useIntl();
  const currency = pricing.total.currency;
  return (
    <div className="wf-stack">
      <dl className="wf-booking-prices wf-home-prices">
        <div>
          <dt>
            {intl.formatMessage(
              { id: 'homePrice.rent' },
              { nights: pricing.nights, average: formatTotal(intl, pricing.averageNightly) },
            )}
          </dt>
          <dd>{formatTotal(intl, pricing.rent)}</dd>
        </div>
        {pricing.discounts.map((discount) => (
          <div key={`d-${discount.type}`} data-tone="success">
            <dt>
              {intl.formatMessage(
                { id: 'homePrice.discount' },
                {
                  name: intl.formatMessage({ id: `homeDiscount.${discount.type}` }),
                  percent: discount.percent,
                  funding: intl.formatMessage({ id: `homeFunding.${discount.funding}` }),
                },
              )}
            </dt>
            <dd>−{formatTotal(intl, { amountMinor: discount.amount.amountMinor, currency })}</dd>
          </div>
        ))}
        {pricing.fees.map((fee, index) => (
          <div key={`f-${fee.type}-${String(index)}`}>
            <dt>{sayFee(intl, fee)}</dt>
            <dd>{formatTotal(intl, fee.amount)}</dd>
          </div>
        ))}
        {pricing.taxes.map((tax, index) => (
          <div key={`t-${tax.type}-${String(index)}`}>
            <dt>
              {tax.percent !== null
                ? intl.formatMessage(
                    { id: 'homePrice.tax' },
                    {
                      name: intl.formatMessage({ id: `homeTax.${tax.type}` }),
                      percent: tax.percent,
                      base: formatTotal(intl, tax.base),
                    },
                  )
                : intl.formatMessage(
                    { id: 'homePrice.cityTax' },
                    { name: intl.formatMessage({ id: `homeTax.${tax.type}` }) },
                  )}
            </dt>
            <dd>{formatTotal(intl, tax.amount)}</dd>
          </div>
        ))}
        <div className="wf-booking-total">
          <dt>{intl.formatMessage({ id: 'homePrice.total' })}</dt>
          <dd data-testid="home-total">{formatTotal(intl, pricing.total)}</dd>
        </div>
      </dl>
      {pricing.nightly.length > 1 ? (
        <details className="wf-home-nightly">
          <summary>{intl.formatMessage({ id: 'homePrice.eachNight' })}</summary>
          <ul>
            {pricing.nightly.map((night) => (
              <li key={night.date}>
                {formatIsoDate(intl, night.date)}: {formatTotal(intl, night.sellRate)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The host's cancellation policy in words: its kind, then each window with its deadline in the
 * home's local time and what cancelling before it gives back.
 */
export function HomeCancellationText({
  kind,
  policy,
}: {
  kind: HomeSummary['cancellationKind'];
  policy: HomeCancellationPolicy | null;
}) {
  const intl = useIntl();
  return (
    <div className="wf-stack" data-testid="home-cancellation">
      <p>{intl.formatMessage({ id: `homeCancel.kind.${kind}` })}</p>
      {policy ? (
        <ul className="wf-home-windows">
          {policy.windows.map((window, index) => {
            const values = {
              until: window.untilLocal ? formatLocalDayTime(intl, window.untilLocal) : '',
              refund: formatTotal(intl, window.refund),
              penalty: formatTotal(intl, window.penalty),
            };
            const id =
              window.untilLocal === null
                ? `homeCancel.window.last.${window.refundKind}`
                : `homeCancel.window.until.${window.refundKind}`;
            return (
              <li key={`${String(index)}-${window.until ?? 'last'}`}>
                {intl.formatMessage(
                  { id: id as 'homeCancel.window.until.FullyRefundable' },
                  values,
                )}
              </li>
            );
          })}
          <li>{intl.formatMessage({ id: 'homeCancel.afterCheckIn' })}</li>
        </ul>
      ) : null}
      <p className="wf-field-description">{intl.formatMessage({ id: 'homeCancel.localTime' })}</p>
    </div>
  );
}

/** Bedrooms, beds, baths and guests, as one line of facts. */
export function HomeFacts({ home }: { home: HomeSummary }) {
  const intl = useIntl();
  return (
    <ul className="wf-home-facts">
      <li>{intl.formatMessage({ id: 'homeFacts.guests' }, { count: home.rules.maxGuests })}</li>
      <li>{intl.formatMessage({ id: 'homeFacts.bedrooms' }, { count: home.bedrooms })}</li>
      <li>{intl.formatMessage({ id: 'homeFacts.beds' }, { count: home.beds })}</li>
      <li>{intl.formatMessage({ id: 'homeFacts.baths' }, { count: home.bathrooms })}</li>
    </ul>
  );
}

/** The house rules: arrival and departure times, pets, smoking, parties, quiet hours. */
export function HomeHouseRulesList({ rules }: { rules: HomeHouseRules }) {
  const intl = useIntl();
  return (
    <ul className="wf-home-rules">
      <li>
        {intl.formatMessage(
          { id: 'homeRules.times' },
          {
            from: formatClockTime(intl, rules.checkInFrom),
            until: formatClockTime(intl, rules.checkOutBy),
          },
        )}
      </li>
      <li>
        {rules.petsAllowed
          ? intl.formatMessage({ id: 'homeRules.pets' }, { pets: rules.maxPets })
          : intl.formatMessage({ id: 'homeRules.noPets' })}
      </li>
      <li>
        {intl.formatMessage({
          id: rules.smokingAllowed ? 'homeRules.smoking' : 'homeRules.noSmoking',
        })}
      </li>
      <li>
        {intl.formatMessage({
          id: rules.partiesAllowed ? 'homeRules.parties' : 'homeRules.noParties',
        })}
      </li>
      {rules.quietHours ? (
        <li>
          {intl.formatMessage(
            { id: 'homeRules.quiet' },
            {
              from: formatClockTime(intl, rules.quietHours.from),
              until: formatClockTime(intl, rules.quietHours.until),
            },
          )}
        </li>
      ) : null}
    </ul>
  );
}

/** How to get in, in words (the address comes with the host's contact once confirmed). */
export function sayCheckIn(intl: IntlShape, home: HomeDetails): string {
  return intl.formatMessage(
    { id: `homeCheckIn.${home.checkInMethod}` },
    { from: formatClockTime(intl, home.houseRules.checkInFrom) },
  );
}

/** Each way a home breaks the booker's tier, in words. */
export function sayHomePolicyReasons(
  intl: IntlShape,
  violations: readonly HomePolicyViolation[],
): string[] {
  return violations.map((v) =>
    v.code === 'HomesNotAllowed'
      ? intl.formatMessage({ id: 'homePolicy.HomesNotAllowed' })
      : intl.formatMessage(
          { id: 'homePolicy.NightlyPriceOverCap' },
          { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
        ),
  );
}

/** "In policy" or "Out of policy" beside a home (business tenant), with the reasons. */
export function HomePolicyBadge({ status }: { status: HomePolicyStatus }) {
  const intl = useIntl();
  const reasons = sayHomePolicyReasons(intl, status.violations);
  return (
    <span
      className="wf-policy-badge"
      data-in-policy={status.inPolicy}
      title={reasons.join(' ') || undefined}
    >
      {intl.formatMessage({ id: status.inPolicy ? 'policy.in' : 'policy.out' })}
      {reasons.length > 0 ? (
        <span className="wf-visually-hidden">: {reasons.join(' ')}</span>
      ) : null}
    </span>
  );
}

/** "3 can’t host this stay: 2 minimum stay, 1 pets", from the search's counts by reason. */
export function sayUnavailable(
  intl: IntlShape,
  byReason: HomeResultsResponse['unavailableByReason'],
): string | null {
  const entries = Object.entries(byReason).filter(([, count]) => count > 0) as [
    UnavailabilityReason,
    number,
  ][];
  if (entries.length === 0) return null;
  return intl.formatMessage(
    { id: 'homeResults.unavailable' },
    {
      reasons: intl.formatList(
        entries.map(([reason, count]) =>
          intl.formatMessage({ id: `homeReason.${reason}` }, { count }),
        ),
      ),
    },
  );
}

/** A search's 400 in words: the supplier's reason when it gave one. */
export function saySearchRejection(intl: IntlShape, error: unknown): string {
  const reason = isApiError(error) ? error.details.reason : undefined;
  if (typeof reason === 'string' && `homeRejection.${reason}` in intl.messages)
    return intl.formatMessage({ id: `homeRejection.${reason}` as 'homeRejection.UnknownHome' });
  return intl.formatMessage({ id: 'homeResults.failed.body' });
}
