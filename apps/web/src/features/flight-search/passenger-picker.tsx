import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PassengerCounts, PassengerType } from '@wayfare/contracts/flights';
import type { PassengerRule } from '@wayfare/domain/passenger-counts';
import {
  PASSENGER_TYPES,
  changePassengerCount,
  countPassengers,
  selectAddBlocker,
  selectRemoveBlocker,
} from '@wayfare/domain/passenger-counts';

export interface PassengerPickerProps {
  value: PassengerCounts;
  onChange: (value: PassengerCounts) => void;
  /** Rules the counts break (from a URL or the server). */
  brokenRules: readonly PassengerRule[];
}

/** Limits the user has reached, named so they know why a button is disabled. */
function selectReachedLimits(counts: PassengerCounts): PassengerRule[] {
  const limits: PassengerRule[] = [];
  if (selectAddBlocker(counts, 'ADT') === 'TooManyPassengers') limits.push('TooManyPassengers');
  else if (counts.INF > 0 && selectAddBlocker(counts, 'INF') === 'TooManyLapInfants') {
    limits.push('TooManyLapInfants');
  }
  return limits;
}

/** Travellers by type, with +/- steppers that stop at the spec's rules and say which rule. */
export function PassengerPicker({ value, onChange, brokenRules }: PassengerPickerProps) {
  const intl = useIntl();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const total = countPassengers(value);
  const messages = [...new Set([...brokenRules, ...selectReachedLimits(value)])];
  const hasError = brokenRules.length > 0;
  const step = (type: PassengerType, delta: 1 | -1) =>
    onChange(changePassengerCount(value, type, delta));
  return (
    <div className="wf-field wf-passenger-field">
      <span className="wf-field-label" id={`${panelId}-label`}>
        {intl.formatMessage({ id: 'flightSearch.travelers' })}
      </span>
      <button
        type="button"
        className="wf-input wf-passenger-toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-summary`}
        aria-describedby={messages.length > 0 ? `${panelId}-messages` : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span id={`${panelId}-summary`}>
          {intl.formatMessage({ id: 'flightSearch.travelersSummary' }, { count: total })}
        </span>
        <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} className="wf-passenger-panel" hidden={!isOpen}>
        <ul className="wf-passenger-list">
          {PASSENGER_TYPES.map((type) => {
            const typeLabel = intl.formatMessage({ id: `passenger.${type}` });
            const countId = `${panelId}-${type}`;
            return (
              <li key={type} className="wf-passenger-row">
                <span className="wf-passenger-type">
                  <span id={`${countId}-label`}>{typeLabel}</span>
                  <span className="wf-passenger-hint">
                    {intl.formatMessage({ id: `passenger.${type}.hint` })}
                  </span>
                </span>
                <span className="wf-stepper">
                  <button
                    type="button"
                    className="wf-stepper-button"
                    aria-label={intl.formatMessage({ id: 'passenger.remove' }, { type: typeLabel })}
                    disabled={selectRemoveBlocker(value, type) !== null}
                    onClick={() => step(type, -1)}
                  >
                    −
                  </button>
                  <output
                    className="wf-stepper-count"
                    aria-live="polite"
                    aria-labelledby={`${countId}-label`}
                  >
                    {value[type]}
                  </output>
                  <button
                    type="button"
                    className="wf-stepper-button"
                    aria-label={intl.formatMessage({ id: 'passenger.add' }, { type: typeLabel })}
                    disabled={selectAddBlocker(value, type) !== null}
                    onClick={() => step(type, 1)}
                  >
                    +
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div id={`${panelId}-messages`} role="status" className="wf-passenger-messages">
        {messages.map((rule) => (
          <p key={rule} className={hasError ? 'wf-field-error' : 'wf-field-description'}>
            {intl.formatMessage({ id: `passengerRule.${rule}` })}
          </p>
        ))}
      </div>
    </div>
  );
}
