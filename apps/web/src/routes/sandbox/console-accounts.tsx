import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SandboxAccountStandingRequest } from '@wayfare/contracts/sandbox';
import { postSandboxAccountStanding } from '../../api/sandbox-console-calls';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

const STANDINGS: readonly SandboxAccountStandingRequest['standing'][] = [
  'Closed',
  'Delinquent',
  'Open',
];

/**
 * A card account's standing (issue 23): close it or set it not in good standing, and back. The
 * credits sweep runs at once, so its remaining card travel credits are canceled (spec §5).
 */
export function ConsoleAccounts({ run }: { run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const [account, setAccount] = useState('');
  const [standing, setStanding] = useState<SandboxAccountStandingRequest['standing']>('Closed');
  const [error, setError] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const accountReferenceId = account.trim();
    setError(accountReferenceId.length === 0);
    if (accountReferenceId.length === 0) return;
    const values = {
      account: accountReferenceId,
      standing: intl.formatMessage({ id: `sandboxConsole.accounts.standing.${standing}` }),
    };
    await run(
      () => postSandboxAccountStanding({ accountReferenceId, standing }),
      intl.formatMessage({ id: 'sandboxConsole.accounts.done' }, values),
      intl.formatMessage({ id: 'sandboxConsole.accounts.failed' }, values),
    );
  };

  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.accounts.title' })}</h2>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'sandboxConsole.accounts.intro' })}
      </p>
      <form
        className="wf-console-form wf-console-inline-form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void submit(event)}
      >
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-account`}>
            {intl.formatMessage({ id: 'sandboxConsole.accounts.account' })}
          </label>
          <input
            id={`${id}-account`}
            className="wf-input"
            value={account}
            maxLength={120}
            onChange={(e) => setAccount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-standing`}>
            {intl.formatMessage({ id: 'sandboxConsole.accounts.standing' })}
          </label>
          <select
            id={`${id}-standing`}
            className="wf-input"
            value={standing}
            onChange={(e) => setStanding(STANDINGS.find((s) => s === e.target.value) ?? 'Closed')}
          >
            {STANDINGS.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `sandboxConsole.accounts.standing.${s}` })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxConsole.accounts.submit' })}
        </Button>
        {error ? (
          <p id={`${id}-error`} className="wf-field-error wf-console-form-error">
            {intl.formatMessage({ id: 'sandboxConsole.accounts.invalid' })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
