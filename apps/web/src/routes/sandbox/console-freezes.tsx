import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  SANDBOX_FREEZE_ACTIONS,
  type SandboxPriceFreeze,
  type SandboxSellout,
} from '@wayfare/contracts/sandbox';
import { deleteSandboxSellout, postSandboxFreezeAction } from '../../api/sandbox-console-calls';
import { formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

function FreezeRow({ freeze, run }: { freeze: SandboxPriceFreeze; run: RunConsoleAction }) {
  const intl = useIntl();
  const id = freeze.freezeId;
  const isValid = freeze.state === 'Valid';
  return (
    <li className="wf-console-booking" aria-label={`${freeze.route} ${id}`} data-freeze-id={id}>
      <div className="wf-console-booking-head">
        <span className="wf-badge">
          {intl.formatMessage({ id: `sandboxConsole.product.${freeze.product}` })}
        </span>
        <span className="wf-console-strong">{freeze.route}</span>
        <span className="wf-badge" data-status={freeze.state}>
          {intl.formatMessage({ id: `sandboxConsole.freezes.state.${freeze.state}` })}
        </span>
      </div>
      <p className="wf-console-meta">
        {intl.formatMessage(
          { id: 'sandboxConsole.freezes.meta' },
          {
            email: freeze.contactEmail,
            product: freeze.product,
            passengers: freeze.passengerCount,
            id,
          },
        )}
      </p>
      <dl className="wf-console-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxConsole.freezes.frozen' })}</dt>
          <dd>{formatTotal(intl, freeze.frozenTotal)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxConsole.freezes.cap' })}</dt>
          <dd>{formatTotal(intl, freeze.capPerPassenger)}</dd>
        </div>
        {isValid ? (
          <div>
            <dt>{intl.formatMessage({ id: 'sandboxConsole.freezes.today' })}</dt>
            <dd>
              {freeze.todayTotal
                ? formatTotal(intl, freeze.todayTotal)
                : intl.formatMessage({ id: 'sandboxConsole.freezes.notOnSale' })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxConsole.freezes.ends' })}</dt>
          <dd>
            <time dateTime={freeze.expiresAt}>{intl.formatDate(freeze.expiresAt, DATE_TIME)}</time>
          </dd>
        </div>
      </dl>
      <ul className="wf-console-meta wf-console-freeze-flights">
        {freeze.flights.map((flight) => (
          <li key={flight.flightInstanceId}>
            {flight.label}
            {flight.isSoldOut
              ? ` · ${intl.formatMessage({ id: 'sandboxConsole.freezes.soldOut' })}`
              : null}
          </li>
        ))}
      </ul>
      {isValid ? (
        <div
          className="wf-row wf-console-buttons"
          role="group"
          aria-label={intl.formatMessage({ id: 'sandboxConsole.freezes.actions' }, { id })}
        >
          {SANDBOX_FREEZE_ACTIONS.map((action) => (
            <Button
              key={action}
              variant="secondary"
              aria-label={intl.formatMessage(
                { id: `sandboxConsole.freezes.actionLabel.${action}` },
                { id },
              )}
              onPress={() =>
                void run(
                  () => postSandboxFreezeAction(id, action),
                  intl.formatMessage({ id: `sandboxConsole.freezes.done.${action}` }, { id }),
                  intl.formatMessage({ id: 'sandboxConsole.freezes.failed' }, { id }),
                )
              }
            >
              {intl.formatMessage({ id: `sandboxConsole.freezes.action.${action}` })}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The newest price freezes, each Valid one with its four branches, and the flights sold out. */
export function ConsoleFreezes({
  freezes,
  sellouts,
  run,
}: {
  freezes: readonly SandboxPriceFreeze[];
  sellouts: readonly SandboxSellout[];
  run: RunConsoleAction;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.freezes.title' })}</h2>
      {freezes.length === 0 ? (
        <p className="wf-console-empty">
          {intl.formatMessage({ id: 'sandboxConsole.freezes.empty' })}
        </p>
      ) : (
        <ul className="wf-console-list">
          {freezes.map((freeze) => (
            <FreezeRow key={freeze.freezeId} freeze={freeze} run={run} />
          ))}
        </ul>
      )}
      {sellouts.length > 0 ? (
        <>
          <h3 className="wf-console-subtitle">
            {intl.formatMessage({ id: 'sandboxConsole.sellouts.title' })}
          </h3>
          <ul className="wf-console-list">
            {sellouts.map((sellout) => (
              <li key={sellout.flightInstanceId} className="wf-console-item">
                <span>{sellout.label}</span>
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'sandboxConsole.sellouts.restoreLabel' },
                    { flight: sellout.label },
                  )}
                  onPress={() =>
                    void run(
                      () => deleteSandboxSellout(sellout.flightInstanceId),
                      intl.formatMessage(
                        { id: 'sandboxConsole.sellouts.restored' },
                        { flight: sellout.label },
                      ),
                      intl.formatMessage({ id: 'sandboxConsole.sellouts.failed' }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'sandboxConsole.sellouts.restore' })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
