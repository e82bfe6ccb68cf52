import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  FAULT_KINDS_BY_OPERATION,
  FLIGHT_ONLY_FAULT_KINDS,
  SandboxFaultOperationSchema,
  type ArmedFaultKind,
  type SandboxConsoleState,
  type SandboxFaultRequest,
} from '@wayfare/contracts/sandbox';
import {
  deleteSandboxFault,
  expireSandboxQuote,
  postSandboxFault,
} from '../../api/sandbox-console-calls';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

const PRODUCTS = ['flight', 'hotel', 'any'] as const;
const OPERATIONS = SandboxFaultOperationSchema.options;
/**
 * The faults a call can meet (contracts' table): the cancellation codes only on Cancel, the spec
 * §8 booking codes on Book pressed and on the supplier's fulfilment, ticketing for flights only.
 */
const kindsFor = (
  operation: SandboxFaultRequest['operation'],
  product: SandboxFaultRequest['product'],
): readonly ArmedFaultKind[] =>
  FAULT_KINDS_BY_OPERATION[operation].filter(
    (kind) => product === 'flight' || !FLIGHT_ONLY_FAULT_KINDS.includes(kind),
  );
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Quotes still open, each of which can be expired at once. */
export function ConsoleQuotes({
  quotes,
  run,
}: {
  quotes: SandboxConsoleState['quotes'];
  run: RunConsoleAction;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.quotes.title' })}</h2>
      {quotes.length === 0 ? (
        <p className="wf-console-empty">
          {intl.formatMessage({ id: 'sandboxConsole.quotes.empty' })}
        </p>
      ) : (
        <ul className="wf-console-list">
          {quotes.map((quote) => (
            <li key={quote.quoteId} className="wf-console-item">
              <span>
                <span className="wf-badge">
                  {intl.formatMessage({ id: `sandboxConsole.product.${quote.product}` })}
                </span>{' '}
                {quote.label}{' '}
                <span className="wf-console-meta">
                  {intl.formatMessage(
                    { id: 'sandboxConsole.quotes.expires' },
                    { at: intl.formatDate(quote.expiresAt, DATE_TIME) },
                  )}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(
                  { id: 'sandboxConsole.quotes.expireLabel' },
                  { label: quote.label },
                )}
                onPress={() =>
                  void run(
                    () => expireSandboxQuote(quote.quoteId),
                    intl.formatMessage(
                      { id: 'sandboxConsole.quotes.expired' },
                      { label: quote.label },
                    ),
                    intl.formatMessage({ id: 'sandboxConsole.quotes.failed' }),
                  )
                }
              >
                {intl.formatMessage({ id: 'sandboxConsole.quotes.expire' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function describeFault(
  intl: ReturnType<typeof useIntl>,
  fault: Pick<SandboxFaultRequest, 'product' | 'operation' | 'kind'>,
) {
  return intl.formatMessage(
    { id: 'sandboxConsole.faults.describe' },
    {
      kind: intl.formatMessage({ id: `sandboxConsole.faults.kind.${fault.kind}` }),
      product: intl.formatMessage({ id: `sandboxConsole.faults.product.${fault.product}` }),
      operation: intl.formatMessage({ id: `sandboxConsole.faults.operation.${fault.operation}` }),
    },
  );
}

/** Supplier faults: the next matching call fails or times out, once. */
export function ConsoleFaults({
  faults,
  run,
}: {
  faults: SandboxConsoleState['faults'];
  run: RunConsoleAction;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<SandboxFaultRequest>({
    product: 'flight',
    operation: 'book',
    kind: 'fail',
  });

  const arm = (event: SyntheticEvent) => {
    event.preventDefault();
    void run(
      () => postSandboxFault(draft),
      intl.formatMessage(
        { id: 'sandboxConsole.faults.armed' },
        { fault: describeFault(intl, draft) },
      ),
      intl.formatMessage({ id: 'sandboxConsole.faults.failed' }),
    );
  };

  const select = <K extends keyof SandboxFaultRequest>(
    key: K,
    options: readonly { value: SandboxFaultRequest[K]; label: string }[],
  ) => (
    <div className="wf-field">
      <label className="wf-field-label" htmlFor={`${id}-${key}`}>
        {intl.formatMessage({ id: `sandboxConsole.faults.field.${key}` })}
      </label>
      <select
        id={`${id}-${key}`}
        className="wf-input"
        value={draft[key]}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (!picked) return;
          setDraft((d) => {
            const next = { ...d, [key]: picked.value };
            // A fault the new call cannot meet gives way to the first one it can.
            const kinds = kindsFor(next.operation, next.product);
            return kinds.includes(next.kind) ? next : { ...next, kind: kinds[0] ?? 'fail' };
          });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.faults.title' })}</h2>
      <form className="wf-console-form" onSubmit={arm}>
        {select(
          'product',
          PRODUCTS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `sandboxConsole.faults.product.${value}` }),
          })),
        )}
        {select(
          'operation',
          OPERATIONS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `sandboxConsole.faults.operation.${value}` }),
          })),
        )}
        {select(
          'kind',
          kindsFor(draft.operation, draft.product).map((value) => ({
            value,
            label: intl.formatMessage({ id: `sandboxConsole.faults.kind.${value}` }),
          })),
        )}
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxConsole.faults.arm' })}
        </Button>
      </form>
      {faults.length === 0 ? (
        <p className="wf-console-empty">
          {intl.formatMessage({ id: 'sandboxConsole.faults.empty' })}
        </p>
      ) : (
        <ul className="wf-console-list">
          {faults.map((fault) => {
            const text = describeFault(intl, fault);
            return (
              <li key={fault.id} className="wf-console-item">
                <span>{text}</span>
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'sandboxConsole.faults.disarmLabel' },
                    { fault: text },
                  )}
                  onPress={() =>
                    void run(
                      () => deleteSandboxFault(fault.id),
                      intl.formatMessage({ id: 'sandboxConsole.faults.disarmed' }, { fault: text }),
                      intl.formatMessage({ id: 'sandboxConsole.faults.failed' }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'sandboxConsole.faults.disarm' })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
