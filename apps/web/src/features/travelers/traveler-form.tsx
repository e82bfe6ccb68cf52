import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AssistanceCode } from '@wayfare/contracts/travelers';
import { ASSISTANCE_CODES } from '@wayfare/contracts/traveler-codes';
import { isApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { LoyaltyRows } from './loyalty-rows';
import type { TravelerDraft, TravelerErrors, TravelerRule } from '../../model/traveler-draft';
import { hasTravelerErrors, placeServerFieldError } from '../../model/traveler-draft';
import { validateTravelerDraft } from '../../model/traveler-rules';

export interface TravelerFormProps {
  initialDraft: TravelerDraft;
  /** Shows the "Private profile" choice (business tenant). */
  isBusinessTenant: boolean;
  /** Saves the draft; a rejection keeps the form as typed and shows the error. */
  onSubmit: (draft: TravelerDraft) => Promise<void>;
  onCancel: () => void;
  /**
   * Rules of the context the form is used in (a booking's passenger rules), as messages by field;
   * they block saving like the form's own rules and are shown from the start.
   */
  checkContext?: (draft: TravelerDraft) => Partial<Record<string, string>>;
}

interface ServerError {
  field: string | null;
  message: string;
}

type TextKey =
  | 'givenName'
  | 'surname'
  | 'dateOfBirth'
  | 'emailAddress'
  | 'passportNumber'
  | 'passportCountry'
  | 'passportNationality'
  | 'passportExpiry'
  | 'knownTravelerNumber'
  | 'tsaRedressNumber';

/** The traveler form (spec §3 editable fields): rules beside each field, server errors mapped back. */
export function TravelerForm({
  initialDraft,
  isBusinessTenant,
  onSubmit,
  onCancel,
  checkContext,
}: TravelerFormProps) {
  const intl = useIntl();
  const formId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<TravelerErrors | null>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const contextErrors = checkContext?.(draft) ?? {};
  const hasContextErrors = Object.keys(contextErrors).length > 0;
  const [isSaving, setIsSaving] = useState(false);

  const update = (next: TravelerDraft) => {
    setDraft(next);
    setServerError(null);
    // Once shown, messages follow the fields as they change.
    if (errors) setErrors(validateTravelerDraft(next));
  };

  const label = (key: TextKey | 'gender') => intl.formatMessage({ id: `travelerForm.${key}` });
  const ruleMessage = (rule: TravelerRule, path: string) =>
    intl.formatMessage(
      { id: `travelerRule.${rule}` },
      { label: path === 'givenName' || path === 'surname' ? label(path) : '' },
    );
  const errorFor = (path: string): string | null => {
    const rule = errors?.[path];
    if (rule) return ruleMessage(rule, path);
    const context = contextErrors[path];
    if (context) return context;
    return serverError?.field === path ? serverError.message : null;
  };

  const textField = (
    key: TextKey,
    type: 'text' | 'email' | 'date' = 'text',
    description?: string,
  ) => (
    <TextField
      label={label(key)}
      type={type}
      value={draft[key]}
      onChange={(value) => update({ ...draft, [key]: value })}
      errorMessage={errorFor(key)}
      description={description}
      isRequired={key === 'givenName' || key === 'surname' || key === 'dateOfBirth'}
    />
  );

  const toggleAssistance = (code: AssistanceCode, isSelected: boolean) =>
    update({
      ...draft,
      assistance: isSelected
        ? [...draft.assistance, code]
        : draft.assistance.filter((selected) => selected !== code),
    });

  const handleSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateTravelerDraft(draft);
    setErrors(found);
    if (hasTravelerErrors(found) || hasContextErrors) {
      summaryRef.current?.focus();
      return;
    }
    setIsSaving(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      const message = isApiError(error)
        ? error.message
        : intl.formatMessage({ id: 'travelerForm.saveFailed' });
      const field =
        isApiError(error) && error.status === 400 ? placeServerFieldError(error.field) : null;
      setServerError({ field, message });
      summaryRef.current?.focus();
    } finally {
      setIsSaving(false);
    }
  };

  const genderError = errorFor('gender');
  const showsSummary = errors !== null && (hasTravelerErrors(errors) || hasContextErrors);
  return (
    <form
      className="wf-traveler-form wf-stack"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className="wf-visually-hidden">
        {intl.formatMessage({ id: 'travelerForm.title' })}
      </h2>
      <p ref={summaryRef} tabIndex={-1} className="wf-traveler-alert" role="alert">
        {showsSummary ? intl.formatMessage({ id: 'travelerForm.fixErrors' }) : null}
        {serverError && serverError.field === null ? serverError.message : null}
        {serverError?.field ? intl.formatMessage({ id: 'travelerForm.fixErrors' }) : null}
      </p>
      <div className="wf-traveler-grid">
        {textField('givenName')}
        {textField('surname')}
        {textField('dateOfBirth', 'date')}
        {textField('emailAddress', 'email')}
      </div>
      <fieldset
        className="wf-traveler-fieldset"
        aria-describedby={genderError ? `${formId}-gender-error` : undefined}
      >
        <legend>{label('gender')}</legend>
        <div className="wf-row">
          {(['M', 'F'] as const).map((gender) => (
            <label key={gender} className="wf-traveler-radio">
              <input
                type="radio"
                name={`${formId}-gender`}
                value={gender}
                checked={draft.gender === gender}
                onChange={() => update({ ...draft, gender })}
              />
              {intl.formatMessage({ id: `travelerForm.gender.${gender}` })}
            </label>
          ))}
        </div>
        {genderError ? (
          <span id={`${formId}-gender-error`} className="wf-field-error">
            {genderError}
          </span>
        ) : null}
      </fieldset>
      <fieldset className="wf-traveler-fieldset">
        <legend>{intl.formatMessage({ id: 'travelerForm.assistance' })}</legend>
        <div className="wf-traveler-checks">
          {ASSISTANCE_CODES.map((code) => (
            <Checkbox
              key={code}
              isSelected={draft.assistance.includes(code)}
              onChange={(isSelected) => toggleAssistance(code, isSelected)}
            >
              {intl.formatMessage({ id: `assistance.${code}` })}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <fieldset className="wf-traveler-fieldset">
        <legend>{intl.formatMessage({ id: 'travelerForm.passport' })}</legend>
        <div className="wf-traveler-grid">
          {textField('passportNumber')}
          {textField(
            'passportCountry',
            'text',
            intl.formatMessage({ id: 'travelerForm.countryHelp' }),
          )}
          {textField(
            'passportNationality',
            'text',
            intl.formatMessage({ id: 'travelerForm.countryHelp' }),
          )}
          {textField('passportExpiry', 'date')}
        </div>
      </fieldset>
      <div className="wf-traveler-grid">
        {textField('knownTravelerNumber')}
        {textField('tsaRedressNumber')}
      </div>
      <LoyaltyRows
        kind="frequentFlyer"
        rows={draft.frequentFlyer}
        onChange={(frequentFlyer) => update({ ...draft, frequentFlyer })}
        errorFor={errorFor}
        groupError={serverError?.field === 'frequentFlyer' ? serverError.message : null}
      />
      <LoyaltyRows
        kind="hotelLoyalty"
        rows={draft.hotelLoyalty}
        onChange={(hotelLoyalty) => update({ ...draft, hotelLoyalty })}
        errorFor={errorFor}
        groupError={serverError?.field === 'hotelLoyalty' ? serverError.message : null}
      />
      {isBusinessTenant ? (
        <Checkbox
          isSelected={draft.isPrivateProfile}
          onChange={(isPrivateProfile) => update({ ...draft, isPrivateProfile })}
        >
          {intl.formatMessage({ id: 'travelerForm.privateProfile' })}
        </Checkbox>
      ) : null}
      <div className="wf-dialog-actions">
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'travelerForm.cancel' })}
        </Button>
        <Button type="submit" isPending={isSaving}>
          {intl.formatMessage({ id: 'travelerForm.save' })}
        </Button>
      </div>
    </form>
  );
}
