import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type {
  ExperienceBookingRequest,
  ExperienceBookingView,
  ExperienceQuoteResponse,
} from '@wayfare/contracts/experiences';
import { computeAgeOn } from '@wayfare/domain/car-rental';
import {
  experienceBookingQueryOptions,
  experienceQuoteQueryOptions,
  fetchExperienceBooking,
  postExperienceBooking,
  postExperienceQuote,
} from '../../api/experiences-calls';
import { ActivityCancellationText } from '../../components/activity-details';
import { ExperienceSummary } from '../../components/activity-summary';
import '../../components/activity-details.css';
import { BookingQuotePage } from '../../features/booking/booking-quote-page';
import { BookingShell, type BookLocationState } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import '../../features/hotel-booking/hotel-booking.css';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import '../../components/travel-policy.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { TextField } from '../../ui/text-field';
import { buildActivityPath } from '../../model/activity-search-params';
import { AreaMessages } from '../../i18n/area-messages';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { ACTIVITY_BOOKING_EN } from '../../i18n/catalogues/activity-booking';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';

const BOOK_MESSAGES = { ...FLIGHT_BOOKING_EN, ...ACTIVITIES_EN, ...ACTIVITY_BOOKING_EN };
const LEAD_MIN_AGE = 18;

type LeadField = 'lead' | 'email' | 'phone';

/** /activities/book?quoteId=…: the one booking page with the lead traveller in its slot. */
function BookPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...experienceQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });
  return (
    <BookingQuotePage
      title={intl.formatMessage({ id: 'activityBook.pageTitle' })}
      heading={intl.formatMessage({ id: 'activityBook.heading' })}
      quoteId={quoteId}
      quote={quote}
      gone={{
        title: intl.formatMessage({ id: 'activityBook.none' }),
        path: buildActivityPath('search'),
        label: intl.formatMessage({ id: 'activityResults.startSearch' }),
      }}
    >
      {(held) => <ExperienceBookingForm key={held.quoteId} quote={held} />}
    </BookingQuotePage>
  );
}

function ExperienceBookingForm({ quote }: { quote: ExperienceQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const store = useTravelerStore({ session, isBusinessTenant: boot.tenant === 'capone-corporate' });
  const state = location.state as BookLocationState | null;
  const shopUrl =
    state?.shopUrl ??
    `${buildActivityPath('shop')}?activityId=${encodeURIComponent(quote.activity.activityId)}`;
  const [leadId, setLeadId] = useState<string | null>(null);
  const [email, setEmail] = useState(session.userInfo.email);
  const [phone, setPhone] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<LeadField, string>>>({});
  const tier = useTravelPolicy(leadId);

  const check = (): Partial<Record<LeadField, string>> => {
    const errors: Partial<Record<LeadField, string>> = {};
    const lead = store.travelers.find((t) => t.id === leadId);
    if (!lead) errors.lead = intl.formatMessage({ id: 'activityBook.lead.required' });
    else if (!lead.dateOfBirth || computeAgeOn(lead.dateOfBirth, quote.date) < LEAD_MIN_AGE)
      errors.lead = intl.formatMessage({ id: 'activityBook.lead.tooYoung' }, { min: LEAD_MIN_AGE });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      errors.email = intl.formatMessage({ id: 'activityBook.email.invalid' });
    if (phone.replace(/\D/g, '').length < 7)
      errors.phone = intl.formatMessage({ id: 'activityBook.phone.invalid' });
    return errors;
  };
  const errors = attempted ? { ...check(), ...serverErrors } : serverErrors;

  const details = (
    <>
      <section className="wf-card wf-booking-section" aria-labelledby="activity-lead-title">
        <h2 id="activity-lead-title">{intl.formatMessage({ id: 'activityBook.lead.title' })}</h2>
        <div className="wf-field">
          <label htmlFor="activity-lead" className="wf-field-label">
            {intl.formatMessage({ id: 'activityBook.lead.label' })}
          </label>
          <select
            id="activity-lead"
            className="wf-input"
            value={leadId ?? ''}
            aria-required="true"
            aria-invalid={errors.lead ? true : undefined}
            aria-describedby={`activity-lead-hint${errors.lead ? ' activity-lead-error' : ''}`}
            onChange={(e) => {
              setLeadId(e.target.value || null);
              setServerErrors((s) => ({ ...s, lead: undefined }));
            }}
          >
            <option value="">{intl.formatMessage({ id: 'activityBook.lead.choose' })}</option>
            {store.travelers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.givenName} {t.surname}
              </option>
            ))}
          </select>
          <span id="activity-lead-hint" className="wf-field-description">
            {intl.formatMessage({ id: 'activityBook.lead.hint' }, { min: LEAD_MIN_AGE })}
          </span>
          {errors.lead ? (
            <span id="activity-lead-error" className="wf-field-error">
              {errors.lead}
            </span>
          ) : null}
        </div>
      </section>
      <section className="wf-card wf-booking-section" aria-labelledby="booking-contact-title">
        <h2 id="booking-contact-title">{intl.formatMessage({ id: 'booking.contact.title' })}</h2>
        <div className="wf-booking-contact">
          <TextField
            label={intl.formatMessage({ id: 'booking.contact.email' })}
            type="email"
            value={email}
            onChange={(v) => {
              setEmail(v);
              setServerErrors((s) => ({ ...s, email: undefined }));
            }}
            errorMessage={errors.email ?? null}
            isRequired
            autoComplete="email"
          />
          <TextField
            label={intl.formatMessage({ id: 'booking.contact.phone' })}
            type="tel"
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setServerErrors((s) => ({ ...s, phone: undefined }));
            }}
            errorMessage={errors.phone ?? null}
            isRequired
            autoComplete="tel"
          />
        </div>
      </section>
      <section className="wf-card wf-booking-section" aria-labelledby="activity-cancel-title">
        <h2 id="activity-cancel-title">
          {intl.formatMessage({ id: 'activityDetails.cancellation' })}
        </h2>
        <ActivityCancellationText
          policy={quote.activity.cancellationPolicy}
          deadlines={{
            freeCancellationUntil: quote.freeCancellationUntil,
            partialRefundUntil: quote.partialRefundUntil,
            timeZone: quote.activity.timeZone,
          }}
        />
      </section>
    </>
  );

  return (
    <BookingShell<ExperienceBookingRequest, ExperienceBookingView>
      isLoading={store.isLoading}
      part={{
        quoteId: quote.quoteId,
        expiresAt: quote.expiresAt,
        quotedTotal: quote.total,
        chargedMinor: quote.total.amountMinor,
        earnCategory: 'flights',
        shopUrl,
        chooseOtherLabel: intl.formatMessage({ id: 'activityBook.chooseAnother' }),
        changeLabel: intl.formatMessage({ id: 'activityBook.change' }),
        policy:
          tier && quote.policyStatus
            ? {
                tierName: tier.name,
                inPolicy: true,
                reasons: [],
                needsApproval: tier.approvalProcess === '24hr_review',
                approvalNote: 'policy.approval.noteExperience',
              }
            : null,
        details,
        agreeText: (totalText) =>
          intl.formatMessage({ id: 'activityBook.agree' }, { total: totalText }),
        summary: (view) => (
          <ExperienceSummary
            quote={quote}
            payments={view.payments}
            rewardsCurrency={view.rewardsCurrency}
            earn={view.earn}
            expiresAt={quote.expiresAt}
          />
        ),
        checkDetails: () => {
          setAttempted(true);
          setServerErrors({});
          return Object.keys(check()).length === 0;
        },
        buildRequest: ({ payment, acceptedTotalMinor, outOfPolicyReason }) => ({
          quoteToken: quote.quoteToken,
          leadTraveler: { travelerId: leadId ?? '' },
          contact: { email: email.trim(), phone: phone.trim() },
          payment,
          ...(acceptedTotalMinor !== null
            ? { acceptPriceChange: { newTotalMinor: acceptedTotalMinor } }
            : {}),
          ...(outOfPolicyReason ? { outOfPolicyReason } : {}),
        }),
        post: postExperienceBooking,
        fetchBooking: fetchExperienceBooking,
        isRunning: (b) => b.status === 'PendingConfirm',
        isDone: (b) => b.status === 'Confirmed' || b.status === 'AwaitingApproval',
        failureOf: (b) => ({
          code: b.error?.code ?? 'ProviderError',
          message: b.error?.message ?? '',
        }),
        confirmPath: (id) =>
          `${buildActivityPath('book/confirm')}?bookingId=${encodeURIComponent(id)}`,
        queryKey: (id) => experienceBookingQueryOptions(id).queryKey,
        requote: async () => {
          const fresh = await postExperienceQuote({
            activityId: quote.activity.activityId,
            date: quote.date,
            startTime: quote.startTime,
            ticketType: quote.ticketType,
            travelers: quote.travelers,
          });
          queryClient.setQueryData(experienceQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
          await navigate(
            `${buildActivityPath('book')}?quoteId=${encodeURIComponent(fresh.quoteId)}`,
            { replace: true, state },
          );
        },
        placeFieldError: (_code, field, message) => {
          if (field === 'leadTraveler.travelerId') setServerErrors({ lead: message });
          else if (field === 'contact.email') setServerErrors({ email: message });
          else if (field === 'contact.phone') setServerErrors({ phone: message });
          else return false;
          return true;
        },
        progress: {
          title: intl.formatMessage({ id: 'activityBook.progress' }),
          supplier: 'activity',
        },
        offerProduct: 'activity',
      }}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={BOOK_MESSAGES}>
      <BookPage />
    </AreaMessages>
  );
}
