import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { postSandboxClock } from '../../api/sandbox-console-calls';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

const HOUR = 60;
const DAY = 24 * HOUR;
/** The API accepts ±10 years of offset. */
const MAX_OFFSET_MINUTES = 5_256_000;

const STEPS = [
  { id: 'plusHour', minutes: HOUR },
  { id: 'plusDay', minutes: DAY },
  { id: 'plusWeek', minutes: 7 * DAY },
  { id: 'minusDay', minutes: -DAY },
] as const;

/** An offset as days, hours and minutes with its sign: 1 d 2 h 5 min ahead. */
export function splitOffset(offsetMinutes: number) {
  const total = Math.abs(offsetMinutes);
  return {
    sign: offsetMinutes < 0 ? ('behind' as const) : ('ahead' as const),
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: total % HOUR,
  };
}

export function ConsoleClock({
  clock,
  run,
}: {
  clock: { now: string; offsetMinutes: number };
  run: RunConsoleAction;
}) {
  const intl = useIntl();
  const id = useId();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offset = splitOffset(clock.offsetMinutes);

  const move = (minutes: number, label: string) =>
    run(
      () => postSandboxClock({ advanceMinutes: minutes }),
      intl.formatMessage({ id: 'sandboxConsole.clock.moved' }, { step: label }),
      intl.formatMessage({ id: 'sandboxConsole.clock.failed' }),
    );

  const goTo = async (event: SyntheticEvent) => {
    event.preventDefault();
    const at = target ? new Date(target).getTime() : Number.NaN;
    if (Number.isNaN(at)) {
      setError(intl.formatMessage({ id: 'sandboxConsole.clock.dateRequired' }));
      return;
    }
    const offsetMinutes = Math.round((at - Date.now()) / 60_000);
    if (Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) {
      setError(intl.formatMessage({ id: 'sandboxConsole.clock.dateRange' }));
      return;
    }
    setError(null);
    const ok = await run(
      () => postSandboxClock({ offsetMinutes }),
      intl.formatMessage(
        { id: 'sandboxConsole.clock.set' },
        { at: intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) },
      ),
      intl.formatMessage({ id: 'sandboxConsole.clock.failed' }),
    );
    if (ok) setTarget('');
  };

  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.clock.title' })}</h2>
      <dl className="wf-console-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxConsole.clock.now' })}</dt>
          <dd>
            <time dateTime={clock.now} data-testid="sandbox-clock-now">
              {intl.formatDate(clock.now, {
                weekday: 'short',
                year: 'numeric',
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxConsole.clock.offset' })}</dt>
          <dd>
            {clock.offsetMinutes === 0
              ? intl.formatMessage({ id: 'sandboxConsole.clock.realTime' })
              : intl.formatMessage({ id: `sandboxConsole.clock.offset.${offset.sign}` }, offset)}
          </dd>
        </div>
      </dl>
      <div
        className="wf-row wf-console-buttons"
        role="group"
        aria-label={intl.formatMessage({ id: 'sandboxConsole.clock.moveGroup' })}
      >
        {STEPS.map((step) => {
          const label = intl.formatMessage({ id: `sandboxConsole.clock.step.${step.id}` });
          return (
            <Button
              key={step.id}
              variant="secondary"
              onPress={() => void move(step.minutes, label)}
            >
              {label}
            </Button>
          );
        })}
        <Button
          variant="secondary"
          isDisabled={clock.offsetMinutes === 0}
          onPress={() =>
            void run(
              () => postSandboxClock({ offsetMinutes: 0 }),
              intl.formatMessage({ id: 'sandboxConsole.clock.wasReset' }),
              intl.formatMessage({ id: 'sandboxConsole.clock.failed' }),
            )
          }
        >
          {intl.formatMessage({ id: 'sandboxConsole.clock.reset' })}
        </Button>
      </div>
      <form className="wf-console-form" onSubmit={(event) => void goTo(event)} noValidate>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-target`}>
            {intl.formatMessage({ id: 'sandboxConsole.clock.goTo' })}
          </label>
          <input
            id={`${id}-target`}
            className="wf-input"
            type="datetime-local"
            value={target}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-target-error` : undefined}
            onChange={(event) => setTarget(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxConsole.clock.go' })}
        </Button>
        {error ? (
          <p id={`${id}-target-error`} className="wf-field-error wf-console-form-error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
