import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { postSandboxSeatLimit } from '../../api/sandbox-console-calls';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

const AIRPORT = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Seats left on a route and day (issue 20, part C): the console takes the other seats in the
 * portal's inventory, so "only one of two travelers can be rebooked" can be staged.
 */
export function ConsoleSeats({ run }: { run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [date, setDate] = useState('');
  const [seats, setSeats] = useState('1');
  const [error, setError] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const seatsLeft = Number(seats);
    const body = {
      origin: origin.trim().toUpperCase(),
      destination: destination.trim().toUpperCase(),
      departureDate: date,
      seatsLeft,
    };
    const valid =
      AIRPORT.test(body.origin) &&
      AIRPORT.test(body.destination) &&
      DATE.test(date) &&
      Number.isInteger(seatsLeft) &&
      seatsLeft >= 0 &&
      seatsLeft <= 9;
    setError(!valid);
    if (!valid) return;
    const values = { ...body, date, seats: seatsLeft };
    await run(
      () => postSandboxSeatLimit(body),
      intl.formatMessage({ id: 'sandboxConsole.seats.done' }, values),
      intl.formatMessage({ id: 'sandboxConsole.seats.failed' }, values),
    );
  };

  const field = (key: string, label: string, input: ReactNode) => (
    <div className="wf-field" key={key}>
      <label className="wf-field-label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {input}
    </div>
  );
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.seats.title' })}</h2>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'sandboxConsole.seats.intro' })}
      </p>
      <form
        className="wf-console-form wf-console-inline-form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void submit(event)}
      >
        {field(
          'origin',
          intl.formatMessage({ id: 'sandboxConsole.seats.origin' }),
          <input
            id={`${id}-origin`}
            className="wf-input"
            value={origin}
            maxLength={3}
            autoCapitalize="characters"
            onChange={(e) => setOrigin(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />,
        )}
        {field(
          'destination',
          intl.formatMessage({ id: 'sandboxConsole.seats.destination' }),
          <input
            id={`${id}-destination`}
            className="wf-input"
            value={destination}
            maxLength={3}
            autoCapitalize="characters"
            onChange={(e) => setDestination(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />,
        )}
        {field(
          'date',
          intl.formatMessage({ id: 'sandboxConsole.seats.date' }),
          <input
            id={`${id}-date`}
            className="wf-input"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />,
        )}
        {field(
          'seats',
          intl.formatMessage({ id: 'sandboxConsole.seats.seatsLeft' }),
          <input
            id={`${id}-seats`}
            className="wf-input"
            type="number"
            min={0}
            max={9}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />,
        )}
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxConsole.seats.submit' })}
        </Button>
        {error ? (
          <p id={`${id}-error`} className="wf-field-error wf-console-form-error">
            {intl.formatMessage({ id: 'sandboxConsole.seats.invalid' })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
