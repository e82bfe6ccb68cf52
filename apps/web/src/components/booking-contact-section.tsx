import { useIntl } from 'react-intl';
import { TextField } from '../ui/text-field';

/**
 * How to reach the traveller: e-mail and phone, each with its error said at the field, and
 * optionally a line on what they are for.
 */
export function BookingContactSection({
  email,
  phone,
  emailError,
  phoneError,
  hint,
  onChange,
}: {
  email: string;
  phone: string;
  emailError: string | null;
  phoneError: string | null;
  hint?: string;
  onChange: (patch: { email?: string; phone?: string }) => void;
}) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-booking-section" aria-labelledby="booking-contact-title">
      <h2 id="booking-contact-title">{intl.formatMessage({ id: 'booking.contact.title' })}</h2>
      {hint ? <p className="wf-field-description">{hint}</p> : null}
      <div className="wf-booking-contact">
        <TextField
          label={intl.formatMessage({ id: 'booking.contact.email' })}
          type="email"
          value={email}
          onChange={(next) => onChange({ email: next })}
          errorMessage={emailError}
          isRequired
          autoComplete="email"
        />
        <TextField
          label={intl.formatMessage({ id: 'booking.contact.phone' })}
          type="tel"
          value={phone}
          onChange={(next) => onChange({ phone: next })}
          errorMessage={phoneError}
          isRequired
          autoComplete="tel"
        />
      </div>
    </section>
  );
}
