import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { CabinClassSchema } from '@wayfare/contracts/flights';
import {
  MAX_PREFERRED,
  SeatPreferenceSchema,
  type PreferenceMetadata,
  type UserPreferences,
} from '@wayfare/contracts/preferences';
import { isApiError } from '../../api/api-error';
import { savePreferences } from '../../api/preference-calls';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { checkPreferenceDraft, createPreferenceDraft, toggleCode } from './preference-draft';

const CABINS = CabinClassSchema.options.filter((c) => c !== 'BasicEconomy');
const STARS = [1, 2, 3, 4, 5] as const;

type SaveState = 'idle' | 'saved' | 'failed';

export function PreferencesForm({
  userId,
  preferences,
  metadata,
}: {
  userId: string;
  preferences: UserPreferences;
  metadata: PreferenceMetadata;
}) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => createPreferenceDraft(preferences));
  const [homeError, setHomeError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const airlines = metadata.flight?.airlines ?? [];
  const chains = metadata.hotel?.chains ?? [];
  const nameAirline = (code: string) => airlines.find((a) => a.code === code)?.name ?? code;

  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(['preferences', userId], saved);
      setSaveState('saved');
    },
    onError: (error) => {
      if (isApiError(error) && error.field === 'flight.homeAirport') {
        setHomeError(intl.formatMessage({ id: 'preferences.homeAirportUnknown' }));
        setSaveState('idle');
      } else setSaveState('failed');
    },
  });

  const update = (change: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setSaveState('idle');
  };

  const submit = () => {
    const check = checkPreferenceDraft(draft);
    if (!check.ok) {
      setHomeError(intl.formatMessage({ id: 'preferences.homeAirportFormat' }));
      return;
    }
    setHomeError(null);
    save.mutate(check.request);
  };

  const unchosenAirlines = airlines.filter((a) => !draft.airlineCodes.includes(a.code));
  return (
    <form
      className="wf-card wf-stack wf-preferences"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'preferences.title' })}</h2>
        <p className="wf-field-description">{intl.formatMessage({ id: 'preferences.lead' })}</p>
      </div>
      <fieldset className="wf-preferences-group">
        <legend>{intl.formatMessage({ id: 'preferences.flightTitle' })}</legend>
        <div className="wf-preferences-row">
          <TextField
            label={intl.formatMessage({ id: 'preferences.homeAirport' })}
            description={intl.formatMessage({ id: 'preferences.homeAirportHelp' })}
            value={draft.homeAirport}
            onChange={(homeAirport) => {
              setHomeError(null);
              update({ homeAirport: homeAirport.toUpperCase() });
            }}
            errorMessage={homeError}
            inputClassName="wf-preferences-code"
            autoComplete="off"
          />
          <SelectField
            label={intl.formatMessage({ id: 'preferences.cabin' })}
            value={draft.cabinClass ?? ''}
            onChange={(value) => {
              const cabin = CabinClassSchema.safeParse(value);
              update({ cabinClass: cabin.success ? cabin.data : null });
            }}
          >
            <option value="">{intl.formatMessage({ id: 'preferences.cabinNone' })}</option>
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {intl.formatMessage({ id: `cabin.${cabin}` })}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="wf-preferences-seats">
          <legend className="wf-field-label">
            {intl.formatMessage({ id: 'preferences.seat' })}
          </legend>
          <div className="wf-row">
            {SeatPreferenceSchema.options.map((seat) => (
              <label key={seat} className="wf-radio">
                <input
                  type="radio"
                  name={`${id}-seat`}
                  checked={draft.seat === seat}
                  onChange={() => update({ seat })}
                />
                <span>{intl.formatMessage({ id: `preferences.seat.${seat}` })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="wf-field">
          <span className="wf-field-label" id={`${id}-airlines`}>
            {intl.formatMessage({ id: 'preferences.airlines' })}
          </span>
          <span className="wf-field-description">
            {intl.formatMessage({ id: 'preferences.airlinesHelp' }, { max: MAX_PREFERRED })}
          </span>
          {draft.airlineCodes.length > 0 ? (
            <ul className="wf-preferences-chips" aria-labelledby={`${id}-airlines`}>
              {draft.airlineCodes.map((code) => (
                <li key={code}>
                  <span>{nameAirline(code)}</span>
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage(
                      { id: 'preferences.removeAirline' },
                      { airline: nameAirline(code) },
                    )}
                    onPress={() => update({ airlineCodes: toggleCode(draft.airlineCodes, code) })}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="wf-field-description">
              {intl.formatMessage({ id: 'preferences.noAirlines' })}
            </p>
          )}
          {draft.airlineCodes.length < MAX_PREFERRED ? (
            <SelectField
              label={intl.formatMessage({ id: 'preferences.addAirline' })}
              value=""
              onChange={(code) => {
                if (code) update({ airlineCodes: toggleCode(draft.airlineCodes, code) });
              }}
            >
              <option value="">{intl.formatMessage({ id: 'preferences.addAirlineChoose' })}</option>
              {unchosenAirlines.map((a) => (
                <option key={a.code} value={a.code}>
                  {`${a.name} (${a.code})`}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="wf-preferences-group">
        <legend>{intl.formatMessage({ id: 'preferences.hotelTitle' })}</legend>
        <fieldset className="wf-preferences-chains">
          <legend className="wf-field-label">
            {intl.formatMessage({ id: 'preferences.chains' })}
          </legend>
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'preferences.chainsHelp' }, { max: MAX_PREFERRED })}
          </p>
          <div className="wf-preferences-chain-list">
            {chains.map((chain) => (
              <Checkbox
                key={chain.code}
                isSelected={draft.chainCodes.includes(chain.code)}
                isDisabled={
                  !draft.chainCodes.includes(chain.code) && draft.chainCodes.length >= MAX_PREFERRED
                }
                onChange={() => update({ chainCodes: toggleCode(draft.chainCodes, chain.code) })}
              >
                {chain.name}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={intl.formatMessage({ id: 'preferences.minStars' })}
          value={draft.minStarRating === null ? '' : String(draft.minStarRating)}
          onChange={(value) => update({ minStarRating: value === '' ? null : Number(value) })}
        >
          <option value="">{intl.formatMessage({ id: 'preferences.minStarsAny' })}</option>
          {STARS.map((stars) => (
            <option key={stars} value={stars}>
              {intl.formatMessage({ id: 'preferences.minStarsValue' }, { stars })}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="wf-row wf-preferences-actions">
        <Button type="submit" isPending={save.isPending}>
          {intl.formatMessage({ id: 'preferences.save' })}
        </Button>
        <p role="status" className="wf-preferences-status">
          {saveState === 'saved' ? intl.formatMessage({ id: 'preferences.saved' }) : null}
        </p>
      </div>
      {saveState === 'failed' ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage({ id: 'preferences.saveError' })}
        </p>
      ) : null}
    </form>
  );
}
