import { useId, useState, type SyntheticEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  deleteSandboxMaintenance,
  maintenanceQueryOptions,
  putSandboxMaintenance,
  sandboxMaintenanceQueryOptions,
} from '../../api/site-notice-calls';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

const HOUR_MS = 3_600_000;

/** A `datetime-local` value (this browser's time zone) for an instant. */
export function toLocalInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The next whole hour after the travel clock's now, plus `hours`. */
function nextHourPlus(nowIso: string, hours: number): number {
  return (Math.floor(Date.parse(nowIso) / HOUR_MS) + 1 + hours) * HOUR_MS;
}

/**
 * The console's maintenance window on the travel clock (issue 24): it replaces the environment's
 * MAINTENANCE_WINDOW_* while set, so a journey sees the banner, the booking pause and the lift.
 */
export function ConsoleMaintenance({ now, run }: { now: string; run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const state = useQuery(sandboxMaintenanceQueryOptions());
  const [startsAt, setStartsAt] = useState(() => toLocalInputValue(nextHourPlus(now, 1)));
  const [endsAt, setEndsAt] = useState(() => toLocalInputValue(nextHourPlus(now, 2)));
  const [noticeHours, setNoticeHours] = useState('24');
  const [error, setError] = useState<string | null>(null);

  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: maintenanceQueryOptions().queryKey });
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const start = Date.parse(startsAt);
    const end = Date.parse(endsAt);
    const hours = Number(noticeHours);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      setError(intl.formatMessage({ id: 'sandboxMaintenance.windowInvalid' }));
      return;
    }
    if (!Number.isInteger(hours) || hours < 0 || hours > 720) {
      setError(intl.formatMessage({ id: 'sandboxMaintenance.noticeInvalid' }));
      return;
    }
    setError(null);
    await run(
      () =>
        putSandboxMaintenance({
          window: { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() },
          noticeHours: hours,
        }),
      intl.formatMessage({ id: 'sandboxMaintenance.set' }),
      intl.formatMessage({ id: 'sandboxMaintenance.failed' }),
    );
    await after();
  };

  const clear = async () => {
    await run(
      () => deleteSandboxMaintenance(),
      intl.formatMessage({ id: 'sandboxMaintenance.cleared' }),
      intl.formatMessage({ id: 'sandboxMaintenance.failed' }),
    );
    await after();
  };

  const status = state.data?.status;
  const override = state.data?.override ?? null;
  const sayAt = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxMaintenance.title' })}</h2>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'sandboxMaintenance.intro' })}
      </p>
      {status ? (
        <dl className="wf-console-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'sandboxMaintenance.phase' })}</dt>
            <dd data-testid="sandbox-maintenance-phase">
              {intl.formatMessage({ id: `sandboxMaintenance.phase.${status.phase}` })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'sandboxMaintenance.window' })}</dt>
            <dd>
              {status.window
                ? intl.formatMessage(
                    {
                      id:
                        status.windowSource === 'sandboxConsole'
                          ? 'sandboxMaintenance.window.console'
                          : 'sandboxMaintenance.window.environment',
                    },
                    { start: sayAt(status.window.startsAt), end: sayAt(status.window.endsAt) },
                  )
                : intl.formatMessage({ id: 'sandboxMaintenance.window.none' })}
            </dd>
          </div>
        </dl>
      ) : null}
      <form className="wf-console-form" onSubmit={(event) => void save(event)} noValidate>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-start`}>
            {intl.formatMessage({ id: 'sandboxMaintenance.startsAt' })}
          </label>
          <input
            id={`${id}-start`}
            className="wf-input"
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </div>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-end`}>
            {intl.formatMessage({ id: 'sandboxMaintenance.endsAt' })}
          </label>
          <input
            id={`${id}-end`}
            className="wf-input"
            type="datetime-local"
            value={endsAt}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEndsAt(event.target.value)}
          />
        </div>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-notice`}>
            {intl.formatMessage({ id: 'sandboxMaintenance.noticeHours' })}
          </label>
          <input
            id={`${id}-notice`}
            className="wf-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            value={noticeHours}
            onChange={(event) => setNoticeHours(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxMaintenance.save' })}
        </Button>
        <Button variant="secondary" isDisabled={!override} onPress={() => void clear()}>
          {intl.formatMessage({ id: 'sandboxMaintenance.clear' })}
        </Button>
        {error ? (
          <p id={`${id}-error`} className="wf-field-error wf-console-form-error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
