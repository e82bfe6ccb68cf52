import { useIntl } from 'react-intl';
import './claim-timeline.css';

/** One step of a protection's claim: what happened, and when (an instant). */
export interface ClaimStep {
  kind: string;
  at: string;
}

/**
 * A protection claim's steps with their times, oldest first, as an ordered list named by its
 * heading: disruption assistance's and the missed-connection guarantee's. `sayStep` words each
 * step; its test id is `<testIdPrefix>-<kind>`.
 */
export function ClaimTimeline<S extends ClaimStep>({
  steps,
  headingId,
  sayStep,
  testIdPrefix,
}: {
  steps: readonly S[];
  headingId: string;
  sayStep: (step: S) => string;
  testIdPrefix: string;
}) {
  const intl = useIntl();
  return (
    <ol className="wf-claim-timeline" aria-labelledby={headingId}>
      {steps.map((step) => (
        <li key={`${step.kind}-${step.at}`} data-testid={`${testIdPrefix}-${step.kind}`}>
          <span>{sayStep(step)}</span>{' '}
          <time className="wf-field-description" dateTime={step.at}>
            {intl.formatDate(step.at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </li>
      ))}
    </ol>
  );
}
