import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { HOTEL_LOYALTY_PROGRAMS, findHotelLoyaltyProgram } from './hotel-loyalty-programs';
import type { LoyaltyRow } from '../../model/traveler-draft';
import { createLoyaltyRow } from '../../model/traveler-draft';

export interface LoyaltyRowsProps {
  kind: 'frequentFlyer' | 'hotelLoyalty';
  rows: LoyaltyRow[];
  onChange: (rows: LoyaltyRow[]) => void;
  /** The message for a row field (`frequentFlyer.0.code`), or null. */
  errorFor: (path: string) => string | null;
  /** A server error for the whole group. */
  groupError: string | null;
}

function HotelProgramSelect({
  label,
  value,
  errorMessage,
  onChange,
}: {
  label: string;
  value: string;
  errorMessage: string | null;
  onChange: (code: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="wf-field">
      <label htmlFor={id} className="wf-field-label">
        {label}
      </label>
      <select
        id={id}
        className="wf-input"
        value={value}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'travelerForm.chooseProgram' })}</option>
        {value !== '' && !findHotelLoyaltyProgram(value) ? (
          <option value={value}>{value}</option>
        ) : null}
        {HOTEL_LOYALTY_PROGRAMS.map((program) => (
          <option key={program.code} value={program.code}>
            {`${program.name} (${program.hotelChain})`}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <span id={`${id}-error`} className="wf-field-error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

/** Frequent-flyer (airline code + number) or hotel loyalty (program + number) rows, add/remove. */
export function LoyaltyRows({ kind, rows, onChange, errorFor, groupError }: LoyaltyRowsProps) {
  const intl = useIntl();
  const isAirline = kind === 'frequentFlyer';
  const update = (index: number, patch: Partial<LoyaltyRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="wf-traveler-fieldset">
      <legend>
        {intl.formatMessage({
          id: isAirline ? 'travelerForm.frequentFlyer' : 'travelerForm.hotelLoyalty',
        })}
      </legend>
      {rows.length === 0 ? (
        <p className="wf-field-description">
          {intl.formatMessage({
            id: isAirline ? 'travelerForm.noFrequentFlyer' : 'travelerForm.noHotelLoyalty',
          })}
        </p>
      ) : null}
      {rows.map((row, index) => {
        const position = { number: index + 1 };
        return (
          <div key={row.key} className="wf-traveler-row">
            {isAirline ? (
              <TextField
                label={intl.formatMessage({ id: 'travelerForm.airlineCode' }, position)}
                value={row.code}
                onChange={(code) => update(index, { code: code.toUpperCase() })}
                errorMessage={errorFor(`${kind}.${index}.code`)}
              />
            ) : (
              <HotelProgramSelect
                label={intl.formatMessage({ id: 'travelerForm.hotelProgram' }, position)}
                value={row.code}
                onChange={(code) => update(index, { code })}
                errorMessage={errorFor(`${kind}.${index}.code`)}
              />
            )}
            <TextField
              label={intl.formatMessage(
                { id: isAirline ? 'travelerForm.frequentFlyerNumber' : 'travelerForm.hotelNumber' },
                position,
              )}
              value={row.number}
              onChange={(number) => update(index, { number })}
              errorMessage={errorFor(`${kind}.${index}.number`)}
            />
            <Button
              variant="secondary"
              onPress={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {intl.formatMessage(
                {
                  id: isAirline
                    ? 'travelerForm.removeFrequentFlyer'
                    : 'travelerForm.removeHotelLoyalty',
                },
                position,
              )}
            </Button>
          </div>
        );
      })}
      {groupError ? <p className="wf-field-error">{groupError}</p> : null}
      <Button variant="secondary" onPress={() => onChange([...rows, createLoyaltyRow()])}>
        {intl.formatMessage({
          id: isAirline ? 'travelerForm.addFrequentFlyer' : 'travelerForm.addHotelLoyalty',
        })}
      </Button>
    </fieldset>
  );
}
