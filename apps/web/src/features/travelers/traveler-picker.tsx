import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TravelerBadges } from './traveler-badges';
import type { TravelerDraft } from '../../model/traveler-draft';
import { TravelerFormDialog } from './traveler-form-dialog';
import { formatTravelerName } from '../../model/traveler-name';
import type { TravelerSelection } from './traveler-selection';
import { addCreatedTraveler, toggleTravelerSelection } from './traveler-selection';

export interface TravelerPickerProps {
  travelers: readonly Traveler[];
  selection: TravelerSelection;
  onSelectionChange: (selection: TravelerSelection) => void;
  /** Saves a new traveler (the store's save) and resolves with its id. */
  onCreate: (draft: TravelerDraft) => Promise<string>;
  isBusinessTenant: boolean;
}

/** Chooses the travelers for a booking; "Add a traveler" opens the form in a dialog. */
export function TravelerPicker({
  travelers,
  selection,
  onSelectionChange,
  onCreate,
  isBusinessTenant,
}: TravelerPickerProps) {
  const intl = useIntl();
  const [isAdding, setIsAdding] = useState(false);
  const [refusal, setRefusal] = useState<'LimitReached' | 'MissingInfo' | null>(null);

  const toggle = (traveler: Traveler) => {
    const result = toggleTravelerSelection(selection, traveler);
    if (result.ok) {
      setRefusal(null);
      onSelectionChange(result.selection);
    } else {
      setRefusal(result.code);
    }
  };

  return (
    <fieldset className="wf-traveler-fieldset wf-traveler-picker">
      <legend>{intl.formatMessage({ id: 'travelerPicker.legend' })}</legend>
      {travelers.length === 0 ? (
        <p>{intl.formatMessage({ id: 'travelers.empty' })}</p>
      ) : (
        <div className="wf-stack">
          {travelers.map((traveler) => (
            <div key={traveler.id} className="wf-row">
              <Checkbox
                isSelected={selection.selectedIds.includes(traveler.id)}
                onChange={() => toggle(traveler)}
              >
                {formatTravelerName(traveler)}
              </Checkbox>
              <TravelerBadges traveler={traveler} />
            </div>
          ))}
        </div>
      )}
      {refusal ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage(
            { id: `travelerPicker.${refusal}` },
            { count: selection.maxCount ?? 0 },
          )}
        </p>
      ) : null}
      <Button variant="secondary" onPress={() => setIsAdding(true)}>
        {intl.formatMessage({ id: 'travelers.add' })}
      </Button>
      <TravelerFormDialog
        isOpen={isAdding}
        traveler={null}
        isBusinessTenant={isBusinessTenant}
        onClose={() => setIsAdding(false)}
        onSave={async (_stored, draft) => {
          const id = await onCreate(draft);
          onSelectionChange(addCreatedTraveler(selection, id));
          setIsAdding(false);
        }}
      />
    </fieldset>
  );
}
