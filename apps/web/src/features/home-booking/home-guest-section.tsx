import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import { TextField } from '../../ui/text-field';
import { BookingContactSection } from '../../components/booking-contact-section';
import {
  MAX_MESSAGE_TO_HOST,
  type HomeGuestDraft,
  type HomeGuestErrors,
  type HomeGuestField,
} from './home-guest-form';

/** Who stays (the main guest from the travellers list), how to reach them, a note to the host. */
export function HomeGuestSection({
  draft,
  travelers,
  errors,
  serverErrors,
  maxGuests,
  onChange,
}: {
  draft: HomeGuestDraft;
  travelers: readonly Traveler[];
  errors: HomeGuestErrors;
  serverErrors: Partial<Record<HomeGuestField, string>>;
  maxGuests: number;
  onChange: (patch: Partial<HomeGuestDraft>) => void;
}) {
  const intl = useIntl();
  const fieldError = (field: HomeGuestField): string | null => {
    const problem = errors[field];
    if (problem)
      return intl.formatMessage(
        { id: `homeBook.error.${field}.${problem}` as 'homeBook.error.guest.required' },
        { max: MAX_MESSAGE_TO_HOST },
      );
    return serverErrors[field] ?? null;
  };
  const guestError = fieldError('guest');
  return (
    <>
      <section className="wf-card wf-booking-section" aria-labelledby="home-guest-title">
        <h2 id="home-guest-title">{intl.formatMessage({ id: 'homeBook.guest.title' })}</h2>
        <div className="wf-field">
          <label htmlFor="home-guest" className="wf-field-label">
            {intl.formatMessage({ id: 'homeBook.guest.label' })}
          </label>
          <select
            id="home-guest"
            className="wf-input"
            value={draft.travelerId ?? ''}
            aria-required="true"
            aria-invalid={guestError ? true : undefined}
            aria-describedby={`home-guest-hint${guestError ? ' home-guest-error' : ''}`}
            onChange={(event) => onChange({ travelerId: event.target.value || null })}
          >
            <option value="">{intl.formatMessage({ id: 'homeBook.guest.choose' })}</option>
            {travelers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.givenName} {t.surname}
              </option>
            ))}
          </select>
          <span id="home-guest-hint" className="wf-field-description">
            {intl.formatMessage({ id: 'homeBook.guest.hint' }, { max: maxGuests })}
          </span>
          {guestError ? (
            <span id="home-guest-error" className="wf-field-error">
              {guestError}
            </span>
          ) : null}
        </div>
        <TextField
          label={intl.formatMessage({ id: 'homeBook.message.label' })}
          value={draft.messageToHost}
          onChange={(messageToHost) => onChange({ messageToHost })}
          description={intl.formatMessage({ id: 'homeBook.message.hint' })}
          errorMessage={fieldError('messageToHost')}
        />
      </section>
      <BookingContactSection
        email={draft.email}
        phone={draft.phone}
        emailError={fieldError('email')}
        phoneError={fieldError('phone')}
        onChange={onChange}
      />
    </>
  );
}
