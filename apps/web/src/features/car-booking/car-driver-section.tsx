import { useIntl } from 'react-intl';
import type { CarLoyaltyProgram } from '@wayfare/contracts/cars';
import type { Traveler } from '@wayfare/contracts/travelers';
import { TextField } from '../../ui/text-field';
import type {
  CarDriverDraft,
  CarDriverErrors,
  CarDriverField,
  CarDriverProblem,
  CarDriverRules,
} from './car-driver-form';

/**
 * Who drives (chosen from the travellers list, the age rule said at the field), the rental
 * company's loyalty number, and how to reach them.
 */
export function CarDriverSection({
  draft,
  travelers,
  errors,
  serverErrors,
  rules,
  loyaltyProgram,
  onChange,
}: {
  draft: CarDriverDraft;
  travelers: readonly Traveler[];
  errors: CarDriverErrors;
  serverErrors: Partial<Record<CarDriverField, string>>;
  rules: CarDriverRules;
  loyaltyProgram: CarLoyaltyProgram | null;
  onChange: (patch: Partial<CarDriverDraft>) => void;
}) {
  const intl = useIntl();
  const say = (problem: CarDriverProblem): string => {
    switch (problem.code) {
      case 'DriverUnderMinimumAge':
        return intl.formatMessage(
          { id: 'carBook.driver.tooYoung' },
          { min: problem.minimumAge, age: problem.age },
        );
      case 'DriverAgeMismatch':
        return intl.formatMessage(
          {
            id:
              problem.searchedAge < 25
                ? 'carBook.driver.mismatchYoung'
                : 'carBook.driver.mismatchOlder',
          },
          { age: problem.age },
        );
      case 'DriverDateOfBirthRequired':
        return intl.formatMessage({ id: 'carBook.driver.noBirthDate' });
      default:
        return intl.formatMessage({ id: `carBook.rule.${problem.code}` });
    }
  };
  const fieldError = (field: CarDriverField): string | null => {
    const problem = errors[field];
    if (problem) return say(problem);
    return serverErrors[field] ?? null;
  };
  const driverError = fieldError('driver');
  return (
    <>
      <section className="wf-card wf-booking-section" aria-labelledby="car-driver-title">
        <h2 id="car-driver-title">{intl.formatMessage({ id: 'carBook.driver.title' })}</h2>
        <div className="wf-field">
          <label htmlFor="car-driver" className="wf-field-label">
            {intl.formatMessage({ id: 'carBook.driver.label' })}
          </label>
          <select
            id="car-driver"
            className="wf-input"
            value={draft.travelerId ?? ''}
            aria-required="true"
            aria-invalid={driverError ? true : undefined}
            aria-describedby={`car-driver-hint${driverError ? ' car-driver-error' : ''}`}
            onChange={(event) => onChange({ travelerId: event.target.value || null })}
          >
            <option value="">{intl.formatMessage({ id: 'carBook.driver.choose' })}</option>
            {travelers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.givenName} {t.surname}
              </option>
            ))}
          </select>
          <span id="car-driver-hint" className="wf-field-description">
            {intl.formatMessage(
              { id: 'carBook.driver.hint' },
              { min: rules.minimumDriverAge, age: rules.searchedAge },
            )}
          </span>
          {driverError ? (
            <span id="car-driver-error" className="wf-field-error">
              {driverError}
            </span>
          ) : null}
        </div>
        {loyaltyProgram ? (
          <TextField
            label={intl.formatMessage(
              { id: 'carBook.loyalty.label' },
              { program: loyaltyProgram.name },
            )}
            value={draft.loyaltyNumber}
            onChange={(loyaltyNumber) => onChange({ loyaltyNumber })}
            description={intl.formatMessage({ id: 'carBook.loyalty.hint' })}
            errorMessage={fieldError('loyaltyNumber')}
          />
        ) : null}
      </section>
      <section className="wf-card wf-booking-section" aria-labelledby="booking-contact-title">
        <h2 id="booking-contact-title">{intl.formatMessage({ id: 'booking.contact.title' })}</h2>
        <div className="wf-booking-contact">
          <TextField
            label={intl.formatMessage({ id: 'booking.contact.email' })}
            type="email"
            value={draft.email}
            onChange={(email) => onChange({ email })}
            errorMessage={fieldError('email')}
            isRequired
            autoComplete="email"
          />
          <TextField
            label={intl.formatMessage({ id: 'booking.contact.phone' })}
            type="tel"
            value={draft.phone}
            onChange={(phone) => onChange({ phone })}
            errorMessage={fieldError('phone')}
            isRequired
            autoComplete="tel"
          />
        </div>
      </section>
    </>
  );
}
