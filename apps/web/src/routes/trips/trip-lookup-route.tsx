import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TripLookupRequestSchema } from '@wayfare/contracts/trips';
import { isApiError } from '../../api/api-error';
import { postTripLookup } from '../../api/trips-calls';
import '../../features/booking/booking.css';
import { PageTitle } from '../../components/page-title';
import { TripDetailView } from '../../features/trips/trip-detail-view';
import '../../features/trips/trips.css';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { FLIGHT_SHOP_EN } from '../../i18n/catalogues/flight-shop';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { CAR_RENTAL_EN } from '../../i18n/catalogues/car-rental';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { ACTIVITY_BOOKING_EN } from '../../i18n/catalogues/activity-booking';
import { CAR_FACTS_EN } from '../../i18n/catalogues/car-facts';
import { HOMES_EN } from '../../i18n/catalogues/homes';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';
import { SupportErrorModal } from '../../ui/support-error-modal';
import { TextField } from '../../ui/text-field';

// Price match's section is the owner's only, but its module comes with the trip's details.
const LOOKUP_MESSAGES = {
  ...FLIGHT_SHOP_EN,
  ...FLIGHT_BOOKING_EN,
  ...HOTELS_EN,
  ...TRIPS_EN,
  ...CAR_RENTAL_EN,
  ...CAR_FACTS_EN,
  ...HOMES_EN,
  ...ACTIVITIES_EN,
  ...ACTIVITY_BOOKING_EN,
  ...PRICE_MATCH_EN,
};

type FieldErrors = Partial<Record<'confirmationCode' | 'email', string>>;

/** /trips/find (public): a trip by its H- code and the booking's e-mail, shown read-only. */
function TripLookupPage() {
  const intl = useIntl();
  const [confirmationCode, setConfirmationCode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [unexpected, setUnexpected] = useState<unknown>(null);
  const lookup = useMutation({
    mutationFn: postTripLookup,
    onError: (error) => {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) setUnexpected(error);
    },
  });
  const title = intl.formatMessage({ id: 'trips.lookup.title' });
  const knownFailure =
    lookup.isError &&
    isApiError(lookup.error) &&
    lookup.error.status > 0 &&
    lookup.error.status < 500
      ? lookup.error
      : null;

  return (
    <div className="wf-trips-page">
      <PageTitle title={title} />
      <div className="wf-trip-lookup">
        <h1>{title}</h1>
        <p>{intl.formatMessage({ id: 'trips.lookup.intro' })}</p>
        <form
          className="wf-card wf-trip-lookup-form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = TripLookupRequestSchema.safeParse({ confirmationCode, email });
            if (!parsed.success) {
              const next: FieldErrors = {};
              for (const issue of parsed.error.issues) {
                const field = issue.path[0];
                if ((field === 'confirmationCode' || field === 'email') && !next[field]) {
                  next[field] = issue.message;
                }
              }
              setErrors(next);
              return;
            }
            setErrors({});
            lookup.mutate(parsed.data);
          }}
        >
          <TextField
            label={intl.formatMessage({ id: 'trips.lookup.code' })}
            description={intl.formatMessage({ id: 'trips.lookup.codeHelp' })}
            value={confirmationCode}
            onChange={setConfirmationCode}
            errorMessage={errors.confirmationCode ?? null}
            autoComplete="off"
            isRequired
          />
          <TextField
            label={intl.formatMessage({ id: 'trips.lookup.email' })}
            type="email"
            inputMode="email"
            value={email}
            onChange={setEmail}
            errorMessage={errors.email ?? null}
            autoComplete="email"
            isRequired
          />
          {knownFailure ? (
            <p className="wf-field-error" role="alert">
              {knownFailure.status === 404
                ? intl.formatMessage({ id: 'trips.lookup.notFound' })
                : knownFailure.message}
            </p>
          ) : null}
          <div className="wf-row">
            <Button type="submit" isPending={lookup.isPending}>
              {intl.formatMessage({ id: 'trips.lookup.submit' })}
            </Button>
          </div>
        </form>
      </div>
      {lookup.data ? (
        <>
          <Notice
            title={intl.formatMessage({ id: 'trips.lookup.signInTitle' })}
            action={
              <Link to="/trips/" className="wf-button" data-variant="primary">
                {intl.formatMessage({ id: 'trips.lookup.signIn' })}
              </Link>
            }
          >
            <p>{intl.formatMessage({ id: 'trips.lookup.signInBody' })}</p>
          </Notice>
          <TripDetailView trip={lookup.data} titleLevel={2} />
        </>
      ) : null}
      <SupportErrorModal error={unexpected} onClose={() => setUnexpected(null)} />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={LOOKUP_MESSAGES}>
      <TripLookupPage />
    </AreaMessages>
  );
}
