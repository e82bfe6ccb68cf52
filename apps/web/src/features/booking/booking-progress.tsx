import { useIntl } from 'react-intl';
import type { BookingStep } from '@wayfare/contracts/flight-booking';

/** The three stages a person sees for the spec's four post-booking steps. */
export const PROGRESS_STAGES = ['price', 'payment', 'airline'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export function selectProgressStage(step: BookingStep | null): ProgressStage {
  if (step === 'SchedulePurchase') return 'payment';
  if (step === 'PollingPurchase') return 'airline';
  return 'price';
}

/** The saga's progress while the page polls it: each stage ticked off as it completes. */
export function BookingProgress({
  step,
  supplier = 'airline',
}: {
  step: BookingStep | null;
  /** Who confirms the last stage: the airline, the hotel (rooms) or the rental company (a car). */
  supplier?: 'airline' | 'hotel' | 'car' | 'activity' | 'home';
}) {
  const intl = useIntl();
  const current = PROGRESS_STAGES.indexOf(selectProgressStage(step));
  const stageLabel = (stage: ProgressStage) =>
    supplier === 'hotel' && stage !== 'payment'
      ? intl.formatMessage({ id: `booking.progressHotel.${stage}` })
      : supplier === 'car' && stage !== 'payment'
        ? intl.formatMessage({ id: `booking.progressCar.${stage}` })
        : supplier === 'activity' && stage !== 'payment'
          ? intl.formatMessage({ id: `booking.progressActivity.${stage}` })
          : supplier === 'home' && stage !== 'payment'
            ? intl.formatMessage({ id: `booking.progressHome.${stage}` })
            : intl.formatMessage({ id: `booking.progress.${stage}` });
  const label = stageLabel(PROGRESS_STAGES[current] ?? 'price');
  return (
    <div className="wf-booking-progress">
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'booking.progress.label' })}
        aria-valuemin={0}
        aria-valuemax={PROGRESS_STAGES.length}
        aria-valuenow={current + 1}
        aria-valuetext={label}
        className="wf-booking-progress-bar"
      >
        <span style={{ width: `${((current + 1) / PROGRESS_STAGES.length) * 100}%` }} />
      </div>
      <ol className="wf-booking-progress-steps">
        {PROGRESS_STAGES.map((stage, index) => (
          <li
            key={stage}
            data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            {stageLabel(stage)}
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="wf-visually-hidden">
        {label}
      </p>
      <p className="wf-field-description">{intl.formatMessage({ id: 'booking.progress.stay' })}</p>
    </div>
  );
}
