import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { sandboxConsoleQueryOptions } from '../../api/sandbox-console-calls';
import { PageTitle } from '../../components/page-title';
import { AreaMessages } from '../../i18n/area-messages';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';
import { SANDBOX_CONSOLE_EN } from '../../i18n/catalogues/sandbox-console';
import { SANDBOX_MAINTENANCE_EN } from '../../i18n/catalogues/sandbox-maintenance';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { useConsoleActions } from './console-action';
import { ConsoleBookings } from './console-bookings';
import { ConsoleClock } from './console-clock';
import { ConsoleMaintenance } from './console-maintenance';
import { ConsoleCompetitorPrices } from './console-competitor-prices';
import { ConsoleFaults, ConsoleQuotes } from './console-faults';
import { ConsoleFreezes } from './console-freezes';
import { ConsolePrices } from './console-prices';
import { ConsoleSeats } from './console-seats';
import { ConsoleAccounts } from './console-accounts';
import './sandbox-tool.css';
import './console.css';

const CONSOLE_MESSAGES = { ...SANDBOX_CONSOLE_EN, ...PRICE_MATCH_EN, ...SANDBOX_MAINTENANCE_EN };

function SandboxConsolePage() {
  const intl = useIntl();
  const state = useQuery(sandboxConsoleQueryOptions());
  const { run, report, isBusy } = useConsoleActions();
  const title = intl.formatMessage({ id: 'sandboxConsole.title' });

  return (
    <div className="wf-sandbox-tool wf-console">
      <PageTitle title={title} />
      <header className="wf-sandbox-tool-intro">
        <span className="wf-badge">{intl.formatMessage({ id: 'sandboxConsole.badge' })}</span>
        <div className="wf-sandbox-tool-heading">
          <h1>{title}</h1>
          <div className="wf-row">
            <Link className="wf-button" data-variant="secondary" to="/sandbox/outbox">
              {intl.formatMessage({ id: 'sandboxConsole.outboxLink' })}
            </Link>
            <Button
              variant="secondary"
              isPending={state.isFetching && !state.isPending}
              onPress={() => void state.refetch()}
            >
              {intl.formatMessage({ id: 'sandboxConsole.refresh' })}
            </Button>
          </div>
        </div>
        <p className="wf-lead">{intl.formatMessage({ id: 'sandboxConsole.intro' })}</p>
      </header>
      <div className="wf-console-report" aria-busy={isBusy || undefined}>
        <p role="status" aria-live="polite" aria-atomic="true" className="wf-console-report-line">
          {report?.tone === 'success' ? (
            <span key={report.serial} data-tone="success">
              {report.text}
            </span>
          ) : null}
        </p>
        <p role="alert" aria-atomic="true" className="wf-console-report-line">
          {report?.tone === 'error' ? (
            <span key={report.serial} data-tone="error">
              {report.text}
            </span>
          ) : null}
        </p>
      </div>
      {state.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'sandboxConsole.loading' })} />
      ) : null}
      {state.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'sandboxConsole.error' })}
          action={
            <Button onPress={() => void state.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        >
          {isApiError(state.error) ? (
            <p>
              {intl.formatMessage(
                { id: 'sandboxConsole.report.reason' },
                {
                  message: state.error.message,
                  code: state.error.code ?? String(state.error.status || '—'),
                  reference: state.error.referenceId ?? '—',
                },
              )}
            </p>
          ) : null}
        </Notice>
      ) : null}
      {state.data ? (
        <div className="wf-console-grid">
          <div className="wf-console-column">
            <ConsoleClock clock={state.data.clock} run={run} />
            <ConsoleMaintenance now={state.data.clock.now} run={run} />
            <ConsolePrices
              bookings={state.data.bookings}
              priceMoves={state.data.priceMoves}
              run={run}
            />
            <ConsoleQuotes quotes={state.data.quotes} run={run} />
            <ConsoleFaults faults={state.data.faults} run={run} />
          </div>
          <div className="wf-console-column">
            <ConsoleFreezes freezes={state.data.freezes} sellouts={state.data.sellouts} run={run} />
            <ConsoleBookings bookings={state.data.bookings} run={run} />
            <ConsoleCompetitorPrices run={run} />
            <ConsoleSeats run={run} />
            <ConsoleAccounts run={run} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /sandbox/console on the admin host, an admin's: the travel clock, airline events, price moves,
 * faults and the branches of price freezes.
 */
export function Component() {
  return (
    <AreaMessages english={CONSOLE_MESSAGES}>
      <SandboxConsolePage />
    </AreaMessages>
  );
}
