import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavePolicyTierRequest } from '@wayfare/contracts/business';
import { STAR_RATINGS } from '@wayfare/contracts/policy';
import type { ApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { toggleIn } from '../../ui/ordered-toggle';
import { TextField } from '../../ui/text-field';
import {
  checkTierDraft,
  TIER_CABINS,
  type FlightRuleDraft,
  type TierDraft,
  type TierError,
  type TierField,
} from './tier-form';

export interface TierEditorProps {
  /** The tier's current name when editing; null for a new tier. */
  editingName: string | null;
  initial: TierDraft;
  isSaving: boolean;
  /** A failure the server tied to the name (duplicate) or a message for the whole form. */
  serverError: ApiError | null;
  onSave: (request: SavePolicyTierRequest) => void;
  onCancel: () => void;
}

/** The policy tier form (spec §3 policy tier): approval, flights, hotels and cars. */
export function TierEditor({
  editingName,
  initial,
  isSaving,
  serverError,
  onSave,
  onCancel,
}: TierEditorProps) {
  const intl = useIntl();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TierField, TierError>>>({});
  const [hasTried, setHasTried] = useState(false);

  useEffect(() => headingRef.current?.focus(), []);

  const update = (next: TierDraft) => {
    setDraft(next);
    if (hasTried) {
      const check = checkTierDraft(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const message = (field: TierField) => {
    const id = errors[field];
    if (id) return intl.formatMessage({ id });
    if (field === 'name' && serverError?.field === 'name') return serverError.message;
    return null;
  };
  const formError =
    serverError && serverError.field !== 'name'
      ? serverError.status === 0
        ? intl.formatMessage({ id: 'error.network' })
        : serverError.message
      : null;

  const flightRule = (key: 'short' | 'long', legend: string) => {
    const rule = draft[key];
    const set = (patch: Partial<FlightRuleDraft>) =>
      update({ ...draft, [key]: { ...rule, ...patch } });
    const cabinsError = message(`${key}.fareClasses`);
    return (
      <fieldset className="wf-tier-fieldset">
        <legend>{legend}</legend>
        <div className="wf-tier-row">
          <TextField
            label={intl.formatMessage({ id: 'onboarding.tier.oneWay' })}
            value={rule.oneWay}
            onChange={(oneWay) => set({ oneWay })}
            inputMode="decimal"
            description={intl.formatMessage({ id: 'onboarding.tier.capHelp' })}
            errorMessage={message(`${key}.oneWay`)}
          />
          <TextField
            label={intl.formatMessage({ id: 'onboarding.tier.roundTrip' })}
            value={rule.roundTrip}
            onChange={(roundTrip) => set({ roundTrip })}
            inputMode="decimal"
            description={intl.formatMessage({ id: 'onboarding.tier.capHelp' })}
            errorMessage={message(`${key}.roundTrip`)}
          />
        </div>
        <fieldset
          className="wf-tier-options"
          aria-invalid={cabinsError ? true : undefined}
          aria-describedby={cabinsError ? `${titleId}-${key}-cabins` : undefined}
        >
          <legend>{intl.formatMessage({ id: 'onboarding.tier.cabins' })}</legend>
          {TIER_CABINS.map((cabin) => (
            <Checkbox
              key={cabin}
              isSelected={rule.fareClasses.includes(cabin)}
              onChange={(on) =>
                set({ fareClasses: toggleIn(rule.fareClasses, cabin, on, TIER_CABINS) })
              }
            >
              {intl.formatMessage({ id: `cabin.${cabin}` })}
            </Checkbox>
          ))}
          {cabinsError ? (
            <span id={`${titleId}-${key}-cabins`} className="wf-field-error">
              {cabinsError}
            </span>
          ) : null}
        </fieldset>
      </fieldset>
    );
  };

  const starsError = message('starRatings');
  return (
    <form
      className="wf-card wf-stack wf-tier-editor"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setHasTried(true);
        const check = checkTierDraft(draft);
        if (check.ok) {
          setErrors({});
          onSave(check.request);
        } else {
          setErrors(check.errors);
        }
      }}
    >
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {editingName === null
          ? intl.formatMessage({ id: 'onboarding.tier.newTitle' })
          : intl.formatMessage({ id: 'onboarding.tier.editTitle' }, { tier: editingName })}
      </h3>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.tier.name' })}
        value={draft.name}
        onChange={(name) => update({ ...draft, name })}
        errorMessage={message('name')}
        isRequired
      />
      <div>
        <Checkbox
          isSelected={draft.isApprovalRequired}
          onChange={(isApprovalRequired) => update({ ...draft, isApprovalRequired })}
        >
          {intl.formatMessage({ id: 'onboarding.tier.approval' })}
        </Checkbox>
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'onboarding.tier.approvalHelp' })}
        </p>
      </div>

      <h4>{intl.formatMessage({ id: 'onboarding.tier.flights' })}</h4>
      {flightRule(
        'short',
        intl.formatMessage({
          id: draft.enableLongFlights
            ? 'onboarding.tier.shortFlightsWhenLong'
            : 'onboarding.tier.shortFlights',
        }),
      )}
      <Checkbox
        isSelected={draft.enableLongFlights}
        onChange={(enableLongFlights) => update({ ...draft, enableLongFlights })}
      >
        {intl.formatMessage({ id: 'onboarding.tier.enableLong' })}
      </Checkbox>
      {draft.enableLongFlights ? (
        <>
          <TextField
            label={intl.formatMessage({ id: 'onboarding.tier.minHours' })}
            value={draft.minHoursForLongFlight}
            onChange={(minHoursForLongFlight) => update({ ...draft, minHoursForLongFlight })}
            inputMode="numeric"
            errorMessage={message('minHoursForLongFlight')}
          />
          {flightRule('long', intl.formatMessage({ id: 'onboarding.tier.longFlights' }))}
        </>
      ) : null}

      <h4>{intl.formatMessage({ id: 'onboarding.tier.hotels' })}</h4>
      <fieldset
        className="wf-tier-options"
        aria-invalid={starsError ? true : undefined}
        aria-describedby={starsError ? `${titleId}-stars` : undefined}
      >
        <legend>{intl.formatMessage({ id: 'onboarding.tier.stars' })}</legend>
        {STAR_RATINGS.map((stars) => (
          <Checkbox
            key={stars}
            isSelected={draft.starRatings.includes(stars)}
            onChange={(on) =>
              update({
                ...draft,
                starRatings: toggleIn(draft.starRatings, stars, on, STAR_RATINGS),
              })
            }
          >
            {intl.formatMessage({ id: 'onboarding.tier.starsOption' }, { stars })}
          </Checkbox>
        ))}
        {starsError ? (
          <span id={`${titleId}-stars`} className="wf-field-error">
            {starsError}
          </span>
        ) : null}
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.tier.perNight' })}
        value={draft.maxPricePerNight}
        onChange={(maxPricePerNight) => update({ ...draft, maxPricePerNight })}
        inputMode="decimal"
        description={intl.formatMessage({ id: 'onboarding.tier.capHelp' })}
        errorMessage={message('maxPricePerNight')}
      />

      <h4>{intl.formatMessage({ id: 'onboarding.tier.cars' })}</h4>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.tier.perDay' })}
        value={draft.maxPricePerDay}
        onChange={(maxPricePerDay) => update({ ...draft, maxPricePerDay })}
        inputMode="decimal"
        description={intl.formatMessage({ id: 'onboarding.tier.capHelp' })}
        errorMessage={message('maxPricePerDay')}
      />

      <p role="alert" className="wf-field-error">
        {Object.keys(errors).length > 0
          ? intl.formatMessage({ id: 'onboarding.tier.fixErrors' })
          : (formError ?? '')}
      </p>
      <div className="wf-row">
        <Button type="submit" isPending={isSaving}>
          {intl.formatMessage({
            id: editingName === null ? 'onboarding.tier.create' : 'onboarding.tier.save',
          })}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'onboarding.tier.cancel' })}
        </Button>
      </div>
    </form>
  );
}
