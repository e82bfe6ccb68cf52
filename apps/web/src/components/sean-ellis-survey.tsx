import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { trackEvent } from '../api/tracking-calls';
import { tripsQueryOptions } from '../api/trips-calls';
import { useSignedInSession } from '../session/use-signed-in-session';
import { usePortal } from '../tenant/portal-context';
import { Button } from '../ui/button';
import { useShownOnce } from '../ui/use-shown-once';
import './shown-once-tips.css';

/** Spec §3 `sean_ellis`: the survey's answers, sent as the tracking event's `outcome`. */
export const SEAN_ELLIS_ANSWERS = [
  'very_disappointed',
  'somewhat_disappointed',
  'not_disappointed',
] as const;
export const SEAN_ELLIS_EVENT = 'sean_ellis_survey';
/** The survey follows a person's second booking. */
const BOOKINGS_BEFORE_SURVEY = 2;

/**
 * The one-question survey ("How would you feel if you could no longer use …?"), shown once in
 * this browser, on the confirmation of a person's second booking or any after it until answered
 * or dismissed. The answer (or the dismissal) is a tracking event; nothing else is kept.
 */
export function SeanEllisSurvey() {
  const intl = useIntl();
  const survey = useShownOnce('seanEllis');
  const [isThanked, setIsThanked] = useState(false);
  if (isThanked)
    return (
      <p className="wf-card wf-shown-once" role="status">
        {intl.formatMessage({ id: 'seanEllis.thanks' })}
      </p>
    );
  if (!survey.isOpen) return null;
  return (
    <SurveyOnceBooked
      onClose={(outcome) => {
        trackEvent(SEAN_ELLIS_EVENT, { outcome });
        survey.close();
        if (outcome !== 'dismissed') setIsThanked(true);
      }}
    />
  );
}

function SurveyOnceBooked({ onClose }: { onClose: (outcome: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const { brand } = usePortal();
  const session = useSignedInSession();
  const trips = useQuery(tripsQueryOptions(session.userId));
  const bookings = trips.data ? trips.data.upcoming.length + trips.data.past.length : 0;
  if (bookings < BOOKINGS_BEFORE_SURVEY) return null;
  return (
    <section className="wf-card wf-shown-once" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'seanEllis.title' })}</h2>
      <p id={`${id}-question`}>
        {intl.formatMessage(
          { id: 'seanEllis.question' },
          { portal: intl.formatMessage({ id: brand.displayName }) },
        )}
      </p>
      <div className="wf-row" role="group" aria-labelledby={`${id}-question`}>
        {SEAN_ELLIS_ANSWERS.map((answer) => (
          <Button key={answer} variant="secondary" onPress={() => onClose(answer)}>
            {intl.formatMessage({ id: `seanEllis.${answer}` })}
          </Button>
        ))}
      </div>
      <Button
        variant="secondary"
        className="wf-shown-once-dismiss"
        onPress={() => onClose('dismissed')}
      >
        {intl.formatMessage({ id: 'seanEllis.dismiss' })}
      </Button>
    </section>
  );
}
