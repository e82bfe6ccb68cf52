import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BOOKING_MODES, type BookingMode, type OnboardingState } from '@wayfare/contracts/business';
import { isApiError } from '../../api/api-error';
import {
  businessQueryOptions,
  employeesQueryOptions,
  updateBookingMode,
} from '../../api/business-calls';
import { Button } from '../../ui/button';

/** Onboarding's first question (spec §4 booking modes): who books the business's travel. */
export function BookingModePanel({ business }: { business: OnboardingState }) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<BookingMode | null>(business.bookingMode);
  const [hasTried, setHasTried] = useState(false);
  const save = useMutation({
    mutationFn: updateBookingMode,
    onSuccess: async (state) => {
      queryClient.setQueryData(businessQueryOptions().queryKey, state);
      await queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey });
    },
  });
  const missing = hasTried && mode === null;
  const failure =
    save.error === null
      ? null
      : isApiError(save.error) && save.error.status !== 0
        ? save.error.message
        : intl.formatMessage({ id: 'error.network' });
  return (
    <section className="wf-card wf-stack" aria-labelledby={`${id}-title`}>
      <form
        className="wf-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasTried(true);
          if (mode !== null) save.mutate(mode);
        }}
      >
        <fieldset
          className="wf-tier-options wf-tier-options-stacked"
          aria-describedby={missing ? `${id}-error` : undefined}
        >
          <legend>
            <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'onboarding.mode.title' })}</h2>
          </legend>
          {BOOKING_MODES.map((m) => (
            <label key={m} className="wf-radio wf-radio-described">
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                aria-describedby={`${id}-${m}-help`}
                onChange={() => {
                  setMode(m);
                  if (save.isSuccess || save.isError) save.reset();
                }}
              />
              <strong>{intl.formatMessage({ id: `onboarding.mode.${m}` })}</strong>
              <span id={`${id}-${m}-help`} className="wf-field-description">
                {intl.formatMessage({ id: `onboarding.mode.${m}.help` })}
              </span>
            </label>
          ))}
          {missing ? (
            <span id={`${id}-error`} className="wf-field-error">
              {intl.formatMessage({ id: 'onboarding.mode.required' })}
            </span>
          ) : null}
        </fieldset>
        <div className="wf-row">
          <Button type="submit" variant="secondary" isPending={save.isPending}>
            {intl.formatMessage({ id: 'onboarding.mode.save' })}
          </Button>
          <span role="status" className="wf-success-text">
            {save.isSuccess ? intl.formatMessage({ id: 'onboarding.mode.saved' }) : ''}
          </span>
        </div>
        <p role="alert" className="wf-field-error wf-onboarding-status">
          {failure ?? ''}
        </p>
      </form>
    </section>
  );
}
