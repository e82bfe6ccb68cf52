import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type {
  SandboxBooking,
  SandboxPriceMove,
  SandboxPriceMoveRequest,
} from '@wayfare/contracts/sandbox';
import { deleteSandboxPriceMove, postSandboxPriceMove } from '../../api/sandbox-console-calls';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

type Target = SandboxPriceMoveRequest['target'];
const OTHER = 'other';

/** What can be re-priced: every booked flight and hotel, once each. */
export function listPriceTargets(bookings: readonly SandboxBooking[]) {
  const seen = new Set<string>();
  const targets: { value: string; label: string; target: Target }[] = [];
  for (const booking of bookings) {
    for (const flight of booking.flights) {
      const value = `flight:${flight.flightInstanceId}`;
      if (seen.has(value)) continue;
      seen.add(value);
      targets.push({
        value,
        label: flight.label,
        target: { kind: 'flight', flightInstanceId: flight.flightInstanceId },
      });
    }
    if (booking.lodgingId) {
      const value = `hotel:${booking.lodgingId}`;
      if (seen.has(value)) continue;
      seen.add(value);
      targets.push({
        value,
        label: booking.label,
        target: { kind: 'hotel', lodgingId: booking.lodgingId },
      });
    }
  }
  return targets;
}

/** A whole percent from −90 to +500, never 0 (that would move nothing). */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace('%', '').replace('−', '-');
  if (!/^[-+]?\d{1,3}$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent !== 0 && percent >= -90 && percent <= 500 ? percent : null;
}

export function ConsolePrices({
  bookings,
  priceMoves,
  run,
}: {
  bookings: readonly SandboxBooking[];
  priceMoves: readonly SandboxPriceMove[];
  run: RunConsoleAction;
}) {
  const intl = useIntl();
  const id = useId();
  const targets = listPriceTargets(bookings);
  const [choice, setChoice] = useState('');
  const [otherKind, setOtherKind] = useState<Target['kind']>('flight');
  const [otherId, setOtherId] = useState('');
  const [percentText, setPercentText] = useState('');
  const [errors, setErrors] = useState<{ target?: string; percent?: string }>({});
  const selected = choice || targets[0]?.value || OTHER;

  const add = async (event: SyntheticEvent) => {
    event.preventDefault();
    const typedId = otherId.trim();
    const target: Target | null =
      selected === OTHER
        ? typedId.length > 0 && typedId.length <= 80
          ? otherKind === 'flight'
            ? { kind: 'flight', flightInstanceId: typedId }
            : { kind: 'hotel', lodgingId: typedId }
          : null
        : (targets.find((t) => t.value === selected)?.target ?? null);
    const percent = parsePercent(percentText);
    const found = {
      ...(target ? {} : { target: intl.formatMessage({ id: 'sandboxConsole.prices.targetRule' }) }),
      ...(percent !== null
        ? {}
        : { percent: intl.formatMessage({ id: 'sandboxConsole.prices.percentRule' }) }),
    };
    setErrors(found);
    if (!target || percent === null) return;
    const ok = await run(
      () => postSandboxPriceMove({ target, percent }),
      intl.formatMessage({ id: 'sandboxConsole.prices.added' }, { percent }),
      intl.formatMessage({ id: 'sandboxConsole.prices.failed' }),
    );
    if (ok) setPercentText('');
  };

  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.prices.title' })}</h2>
      <form className="wf-console-form" onSubmit={(event) => void add(event)} noValidate>
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-target`}>
            {intl.formatMessage({ id: 'sandboxConsole.prices.target' })}
          </label>
          <select
            id={`${id}-target`}
            className="wf-input"
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
          >
            {targets.map((t) => (
              <option key={t.value} value={t.value}>
                {intl.formatMessage(
                  { id: `sandboxConsole.prices.option.${t.target.kind}` },
                  { label: t.label },
                )}
              </option>
            ))}
            <option value={OTHER}>
              {intl.formatMessage({ id: 'sandboxConsole.prices.other' })}
            </option>
          </select>
        </div>
        {selected === OTHER ? (
          <>
            <div className="wf-field">
              <label className="wf-field-label" htmlFor={`${id}-kind`}>
                {intl.formatMessage({ id: 'sandboxConsole.prices.kind' })}
              </label>
              <select
                id={`${id}-kind`}
                className="wf-input"
                value={otherKind}
                onChange={(event) => setOtherKind(event.target.value as Target['kind'])}
              >
                <option value="flight">
                  {intl.formatMessage({ id: 'sandboxConsole.prices.kind.flight' })}
                </option>
                <option value="hotel">
                  {intl.formatMessage({ id: 'sandboxConsole.prices.kind.hotel' })}
                </option>
              </select>
            </div>
            <div className="wf-field">
              <label className="wf-field-label" htmlFor={`${id}-id`}>
                {intl.formatMessage({ id: `sandboxConsole.prices.id.${otherKind}` })}
              </label>
              <input
                id={`${id}-id`}
                className="wf-input"
                value={otherId}
                maxLength={80}
                aria-invalid={errors.target ? true : undefined}
                aria-describedby={errors.target ? `${id}-target-error` : undefined}
                onChange={(event) => setOtherId(event.target.value)}
              />
            </div>
          </>
        ) : null}
        <div className="wf-field wf-console-number">
          <label className="wf-field-label" htmlFor={`${id}-percent`}>
            {intl.formatMessage({ id: 'sandboxConsole.prices.percent' })}
          </label>
          <input
            id={`${id}-percent`}
            className="wf-input"
            inputMode="numeric"
            value={percentText}
            placeholder="+25"
            aria-invalid={errors.percent ? true : undefined}
            aria-describedby={`${id}-percent-hint${errors.percent ? ` ${id}-percent-error` : ''}`}
            onChange={(event) => setPercentText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxConsole.prices.add' })}
        </Button>
        <p id={`${id}-percent-hint`} className="wf-field-description wf-console-form-error">
          {intl.formatMessage({ id: 'sandboxConsole.prices.percentHint' })}
        </p>
        {errors.target ? (
          <p id={`${id}-target-error`} className="wf-field-error wf-console-form-error">
            {errors.target}
          </p>
        ) : null}
        {errors.percent ? (
          <p id={`${id}-percent-error`} className="wf-field-error wf-console-form-error">
            {errors.percent}
          </p>
        ) : null}
      </form>
      {priceMoves.length === 0 ? (
        <p className="wf-console-empty">
          {intl.formatMessage({ id: 'sandboxConsole.prices.empty' })}
        </p>
      ) : (
        <ul className="wf-console-list">
          {priceMoves.map((move) => (
            <li key={move.id} className="wf-console-item">
              <span>
                <span className="wf-console-strong">
                  {intl.formatNumber(move.percent / 100, {
                    style: 'percent',
                    signDisplay: 'exceptZero',
                  })}
                </span>{' '}
                {move.label}
              </span>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(
                  { id: 'sandboxConsole.prices.removeLabel' },
                  { label: move.label },
                )}
                onPress={() =>
                  void run(
                    () => deleteSandboxPriceMove(move.id),
                    intl.formatMessage(
                      { id: 'sandboxConsole.prices.removed' },
                      { label: move.label },
                    ),
                    intl.formatMessage({ id: 'sandboxConsole.prices.failed' }),
                  )
                }
              >
                {intl.formatMessage({ id: 'sandboxConsole.prices.remove' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
