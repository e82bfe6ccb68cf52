import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type {
  ApprovalRequest,
  CarApprovalRequest,
  HomeApprovalRequest,
  HotelApprovalRequest,
  FlightApprovalRequest,
  PackageApprovalRequest,
} from '@wayfare/contracts/policy';
import { isApiError } from '../../api/api-error';
import { approvalsQueryOptions, postApprovalDecision } from '../../api/policy-calls';
import '../../features/booking/booking.css';
import '../../components/travel-policy.css';
import {
  formatClockTime,
  formatLocalDayTime,
  formatLocalTime,
  formatIsoDate,
} from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { APPROVALS_EN } from '../../i18n/catalogues/approvals';

/** The messages that name a request: the flight's route, or the stay's hotel. */
function describeRequest(request: ApprovalRequest) {
  if (request.product === 'car')
    return {
      title: 'approvals.car.title',
      approveLabel: 'approvals.car.approveLabel',
      declineLabel: 'approvals.car.declineLabel',
      approved: 'approvals.car.approved',
      declined: 'approvals.car.declined',
      values: { name: request.bookerName, car: request.model, place: request.pickUpName },
    } as const;
  if (request.product === 'experience')
    return {
      title: 'approvals.experience.title',
      approveLabel: 'approvals.experience.approveLabel',
      declineLabel: 'approvals.experience.declineLabel',
      approved: 'approvals.experience.approved',
      declined: 'approvals.experience.declined',
      values: { name: request.bookerName, title: request.title, city: request.city },
    } as const;
  if (request.product === 'package')
    return {
      title: 'approvals.package.title',
      approveLabel: 'approvals.package.approveLabel',
      declineLabel: 'approvals.package.declineLabel',
      approved: 'approvals.package.approved',
      declined: 'approvals.package.declined',
      values: { name: request.bookerName, hotel: request.hotelName, city: request.city },
    } as const;
  if (request.product === 'home')
    return {
      title: 'approvals.home.title',
      approveLabel: 'approvals.home.approveLabel',
      declineLabel: 'approvals.home.declineLabel',
      approved: 'approvals.home.approved',
      declined: 'approvals.home.declined',
      values: { name: request.bookerName, home: request.homeTitle, city: request.city },
    } as const;
  return request.product === 'hotel'
    ? ({
        title: 'approvals.hotel.title',
        approveLabel: 'approvals.hotel.approveLabel',
        declineLabel: 'approvals.hotel.declineLabel',
        approved: 'approvals.hotel.approved',
        declined: 'approvals.hotel.declined',
        values: { name: request.bookerName, hotel: request.hotelName, city: request.city },
      } as const)
    : ({
        title: 'approvals.item.title',
        approveLabel: 'approvals.approveLabel',
        declineLabel: 'approvals.declineLabel',
        approved: 'approvals.approved',
        declined: 'approvals.declined',
        values: { name: request.bookerName, route: request.route },
      } as const);
}

function FlightFacts({ intl, request }: { intl: IntlShape; request: FlightApprovalRequest }) {
  return (
    <p>
      {intl.formatMessage({ id: `confirmation.subtitle.${request.tripSubtitle}` })} ·{' '}
      {formatIsoDate(intl, request.departureTime)} {formatLocalTime(intl, request.departureTime)} ·{' '}
      {request.travelerNames.join(', ')}
    </p>
  );
}

/** A held package (issue 23): its flights, then its stay, room and travellers. */
function PackageFacts({ intl, request }: { intl: IntlShape; request: PackageApprovalRequest }) {
  return (
    <>
      <p>
        {intl.formatMessage(
          { id: 'approvals.package.flights' },
          {
            route: request.route,
            out: formatLocalDayTime(intl, request.departureTime),
            back: formatLocalDayTime(intl, request.returnTime),
          },
        )}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'approvals.hotel.stay' },
          {
            checkIn: formatIsoDate(intl, request.checkInDate),
            checkOut: formatIsoDate(intl, request.checkOutDate),
            nights: request.nights,
          },
        )}{' '}
        · {request.roomName}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'approvals.hotel.guests' },
          { names: request.travelerNames.join(', ') },
        )}
      </p>
    </>
  );
}

function CarFacts({ intl, request }: { intl: IntlShape; request: CarApprovalRequest }) {
  return (
    <>
      <p>
        {intl.formatMessage(
          { id: 'approvals.car.rental' },
          {
            supplier: request.supplierName,
            from: formatLocalDayTime(intl, request.pickUpAt),
            until: formatLocalDayTime(intl, request.dropOffAt),
            days: request.days,
          },
        )}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'approvals.car.driver' },
          { name: request.driverName, dropOff: request.dropOffName },
        )}
      </p>
      {request.violations.map((v) => (
        <p key={v.code} className="wf-field-description">
          {intl.formatMessage(
            { id: 'approvals.car.violation.DailyPriceOverCap' },
            { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
          )}
        </p>
      ))}
    </>
  );
}

function HotelFacts({ intl, request }: { intl: IntlShape; request: HotelApprovalRequest }) {
  return (
    <>
      <p>
        {intl.formatMessage(
          { id: 'approvals.hotel.stay' },
          {
            checkIn: formatIsoDate(intl, request.checkInDate),
            checkOut: formatIsoDate(intl, request.checkOutDate),
            nights: request.nights,
          },
        )}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'approvals.hotel.room' },
          { room: request.roomName, rooms: request.rooms },
        )}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'approvals.hotel.guests' },
          { names: request.travelerNames.join(', ') },
        )}
      </p>
    </>
  );
}

/** A held vacation rental: the dates, the guests and why it is out of policy. */
function HomeFacts({ intl, request }: { intl: IntlShape; request: HomeApprovalRequest }) {
  return (
    <>
      <p>
        {intl.formatMessage(
          { id: 'approvals.hotel.stay' },
          {
            checkIn: formatIsoDate(intl, request.checkInDate),
            checkOut: formatIsoDate(intl, request.checkOutDate),
            nights: request.nights,
          },
        )}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'approvals.home.guests' },
          { guest: request.guestName, guests: request.guests },
        )}
      </p>
      {request.violations.length > 0 ? (
        <ul className="wf-approval-violations">
          {request.violations.map((v) => (
            <li key={v.code}>
              {v.code === 'HomesNotAllowed'
                ? intl.formatMessage({ id: 'approvals.home.violation.HomesNotAllowed' })
                : intl.formatMessage(
                    { id: 'approvals.hotel.violation.NightlyPriceOverCap' },
                    { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
                  )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function HotelViolations({ intl, request }: { intl: IntlShape; request: HotelApprovalRequest }) {
  if (request.violations.length === 0) return null;
  return (
    <ul className="wf-approval-violations">
      {request.violations.map((v) => (
        <li key={v.code}>
          {v.code === 'StarRatingNotAllowed'
            ? intl.formatMessage(
                { id: 'approvals.hotel.violation.StarRatingNotAllowed' },
                { stars: v.starRating },
              )
            : intl.formatMessage(
                { id: 'approvals.hotel.violation.NightlyPriceOverCap' },
                { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
              )}
        </li>
      ))}
    </ul>
  );
}

/** /approvals/: trips and stays held for the business's approvers, each with approve and decline. */
function ApprovalsPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const approvals = useQuery(approvalsQueryOptions(session.userId));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const decide = useMutation({
    mutationFn: ({
      request,
      decision,
    }: {
      request: ApprovalRequest;
      decision: 'approve' | 'decline';
    }) => postApprovalDecision(request, decision),
    onSuccess: (_booking, { request, decision }) => {
      const words = describeRequest(request);
      setOutcome({
        tone: 'success',
        text: intl.formatMessage(
          { id: decision === 'approve' ? words.approved : words.declined },
          words.values,
        ),
      });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
    onError: (error) => {
      setOutcome({
        tone: 'error',
        text: isApiError(error) ? error.message : intl.formatMessage({ id: 'approvals.failed' }),
      });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });

  let body;
  if (approvals.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'approvals.loading' })} />;
  } else if (approvals.isError) {
    const forbidden = isApiError(approvals.error) && approvals.error.status === 403;
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: forbidden ? 'approvals.forbidden' : 'approvals.error' })}
        action={
          forbidden ? undefined : (
            <Button onPress={() => void approvals.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      />
    );
  } else if (approvals.data.approvals.length === 0) {
    body = (
      <Notice title={intl.formatMessage({ id: 'approvals.empty.title' })}>
        <p>{intl.formatMessage({ id: 'approvals.empty.body' })}</p>
      </Notice>
    );
  } else {
    body = (
      <ul className="wf-approvals">
        {approvals.data.approvals.map((request) => {
          const headingId = `approval-${request.bookingId}`;
          const busy = decide.isPending && decide.variables.request.bookingId === request.bookingId;
          const words = describeRequest(request);
          return (
            <li key={request.bookingId}>
              <article className="wf-card wf-approval" aria-labelledby={headingId}>
                <h2 id={headingId}>{intl.formatMessage({ id: words.title }, words.values)}</h2>
                {request.product === 'hotel' ? (
                  <HotelFacts intl={intl} request={request} />
                ) : request.product === 'car' ? (
                  <CarFacts intl={intl} request={request} />
                ) : request.product === 'home' ? (
                  <HomeFacts intl={intl} request={request} />
                ) : request.product === 'package' ? (
                  <PackageFacts intl={intl} request={request} />
                ) : request.product === 'experience' ? (
                  <p>
                    {intl.formatMessage(
                      { id: 'approvals.experience.facts' },
                      {
                        date: formatIsoDate(intl, request.date),
                        time: formatClockTime(intl, request.startTime),
                        lead: request.leadName,
                        travelers: request.travelers,
                      },
                    )}
                  </p>
                ) : (
                  <FlightFacts intl={intl} request={request} />
                )}
                <p className="wf-approval-total">{formatTotal(intl, request.total)}</p>
                <p>
                  <span className="wf-policy-badge" data-in-policy={request.inPolicy}>
                    {intl.formatMessage({ id: request.inPolicy ? 'policy.in' : 'policy.out' })}
                  </span>
                </p>
                {request.product === 'hotel' ? (
                  <HotelViolations intl={intl} request={request} />
                ) : null}
                {request.outOfPolicyReason ? (
                  <blockquote className="wf-approval-reason">
                    {intl.formatMessage(
                      { id: 'approvals.reason' },
                      { reason: request.outOfPolicyReason },
                    )}
                  </blockquote>
                ) : null}
                <p className="wf-field-description">
                  {intl.formatMessage(
                    { id: 'approvals.expires' },
                    {
                      until: intl.formatDate(request.expiresAt, {
                        weekday: 'short',
                        month: 'short',
                        day: 'numeric',
                        hour: 'numeric',
                        minute: '2-digit',
                      }),
                    },
                  )}
                </p>
                <div className="wf-row">
                  <Button
                    isPending={busy && decide.variables.decision === 'approve'}
                    isDisabled={decide.isPending && !busy}
                    aria-label={intl.formatMessage({ id: words.approveLabel }, words.values)}
                    onPress={() => decide.mutate({ request, decision: 'approve' })}
                  >
                    {intl.formatMessage({ id: 'approvals.approve' })}
                  </Button>
                  <Button
                    variant="secondary"
                    isPending={busy && decide.variables.decision === 'decline'}
                    isDisabled={decide.isPending && !busy}
                    aria-label={intl.formatMessage({ id: words.declineLabel }, words.values)}
                    onPress={() => decide.mutate({ request, decision: 'decline' })}
                  >
                    {intl.formatMessage({ id: 'approvals.decline' })}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="wf-page">
      <PageTitle title={intl.formatMessage({ id: 'approvals.title' })} />
      <h1>{intl.formatMessage({ id: 'approvals.title' })}</h1>
      <p className="wf-field-description">{intl.formatMessage({ id: 'approvals.intro' })}</p>
      <div role="status" aria-live="polite">
        {outcome ? <Notice tone={outcome.tone} title={outcome.text} /> : null}
      </div>
      {body}
    </div>
  );
}

/** The page's own messages, with flight booking's for the trips' subtitles (`confirmation.subtitle.*`). */
const APPROVALS_MESSAGES = { ...FLIGHT_BOOKING_EN, ...APPROVALS_EN };

export function Component() {
  return (
    <AreaMessages english={APPROVALS_MESSAGES}>
      <ApprovalsPage />
    </AreaMessages>
  );
}
