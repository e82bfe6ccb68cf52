import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import type { PassengerRuleCode } from '@wayfare/domain/passenger-rules';
import { computeAgeOn, isAgeAllowedForType } from '@wayfare/domain/passenger-rules';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';
import type { TravelerDraft } from '../../model/traveler-draft';
import { formatTravelerName } from '../../model/traveler-name';
import type { BookingCheck, PassengerSlot, TripFacts } from './booking-form';
import { checkDraftForSlot } from './booking-form';

/** What the traveler form dialog needs from the slots: the route composes the travelers' dialog. */
export interface TravelerDialogSlotProps {
  /** Open with null to add a traveler, or with the traveler to edit. */
  isOpen: boolean;
  traveler: Traveler | null;
  onSave: (stored: Traveler | null, draft: TravelerDraft) => Promise<void>;
  onClose: () => void;
  checkContext: (draft: TravelerDraft) => Partial<Record<string, string>>;
}

export interface TravelerSlotsProps {
  slots: readonly PassengerSlot[];
  assignments: readonly (string | null)[];
  onAssign: (slotIndex: number, travelerId: string | null) => void;
  travelers: readonly Traveler[];
  /** Saves a traveler (spec §4 save sequence) and resolves with its id. */
  onSave: (stored: Traveler | null, draft: TravelerDraft) => Promise<string>;
  trip: TripFacts;
  /** Shown once the person tried to book (or the server named a traveler field). */
  check: BookingCheck | null;
  /** A server message about one slot's traveler, by slot. */
  serverErrors: Partial<Record<number, string>>;
  /** The add/edit traveler dialog (the travelers feature's form), given by the route. */
  renderTravelerDialog: (props: TravelerDialogSlotProps) => ReactNode;
}

type Editing = { slotIndex: number; traveler: Traveler | null } | null;

/** "Who's flying": one chooser per quoted passenger, with add and edit in the traveler form. */
export function TravelerSlots({
  slots,
  assignments,
  onAssign,
  travelers,
  onSave,
  trip,
  check,
  serverErrors,
  renderTravelerDialog,
}: TravelerSlotsProps) {
  const intl = useIntl();
  const baseId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const editingSlot = editing ? slots[editing.slotIndex] : undefined;

  const ruleText = (code: PassengerRuleCode) => intl.formatMessage({ id: `bookingRule.${code}` });
  const checkContext = (draft: TravelerDraft): Partial<Record<string, string>> => {
    if (!editingSlot) return {};
    // The form's own rules speak for empty or malformed names and dates.
    const filled = /^\d{4}-\d{2}-\d{2}$/.test(draft.dateOfBirth.trim());
    const found: Partial<Record<string, string>> = {};
    for (const error of checkDraftForSlot(draft, editingSlot.passengerType, trip)) {
      if (!filled && error.code === 'PassengerTypeMismatch') continue;
      if (error.code === 'UnsupportedNameCharacters') continue;
      const field = error.draftField ?? 'givenName';
      found[field] ??= ruleText(error.code);
    }
    return found;
  };

  // Rules about the whole party (at least one adult, lap infants per adult) stand above the slots.
  const partyProblems = check?.party ?? [];
  return (
    <>
      {partyProblems.length > 0 ? (
        <Notice tone="error" title={intl.formatMessage({ id: 'booking.party.title' })}>
          <ul>
            {partyProblems.map((code) => (
              <li key={code}>{ruleText(code)}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <section className="wf-card wf-booking-section" aria-labelledby={`${baseId}-title`}>
        <h2 id={`${baseId}-title`}>{intl.formatMessage({ id: 'booking.travelers.title' })}</h2>
        <p className="wf-field-description">
          {intl.formatMessage({
            id: trip.isInternational
              ? 'booking.travelers.hintInternational'
              : 'booking.travelers.hint',
          })}
        </p>
        <ol className="wf-booking-slots">
          {slots.map((slot) => {
            const selectId = `${baseId}-slot-${slot.index}`;
            const errorId = `${selectId}-error`;
            const assigned = assignments[slot.index] ?? null;
            const traveler = travelers.find((t) => t.id === assigned) ?? null;
            const slotCheck = check?.slots[slot.index];
            const messages: string[] = [];
            if (slotCheck === 'TravelerRequired')
              messages.push(intl.formatMessage({ id: 'bookingRule.TravelerRequired' }));
            else if (slotCheck) for (const e of slotCheck) messages.push(ruleText(e.code));
            const server = serverErrors[slot.index];
            if (server) messages.push(server);
            const takenElsewhere = new Set(
              assignments.filter((id, i): id is string => id !== null && i !== slot.index),
            );
            const label = intl.formatMessage(
              { id: 'booking.travelers.slot' },
              {
                number: slot.index + 1,
                type: intl.formatMessage({ id: `booking.passengerType.${slot.passengerType}` }),
              },
            );
            return (
              <li key={slot.index} className="wf-booking-slot" data-invalid={messages.length > 0}>
                <div className="wf-field">
                  <label htmlFor={selectId} className="wf-field-label">
                    {label}
                  </label>
                  <select
                    id={selectId}
                    className="wf-input"
                    value={assigned ?? ''}
                    aria-invalid={messages.length > 0 || undefined}
                    aria-describedby={messages.length > 0 ? errorId : undefined}
                    onChange={(event) => {
                      const chosen = travelers.find((t) => t.id === event.target.value);
                      // A colleague without a traveler profile yet is completed first, then seated.
                      if (chosen?.isMissingInfo)
                        setEditing({ slotIndex: slot.index, traveler: chosen });
                      else onAssign(slot.index, event.target.value || null);
                    }}
                  >
                    <option value="">
                      {intl.formatMessage({ id: 'booking.travelers.choose' })}
                    </option>
                    {travelers
                      .filter((t) => !takenElsewhere.has(t.id))
                      .map((t) => {
                        if (t.isMissingInfo) {
                          return (
                            <option key={t.id} value={t.id}>
                              {intl.formatMessage(
                                { id: 'booking.travelers.needsDetails' },
                                { name: formatTravelerName(t) },
                              )}
                            </option>
                          );
                        }
                        const fits = isAgeAllowedForType(
                          slot.passengerType,
                          computeAgeOn(t.dateOfBirth, trip.firstDepartureDate),
                        );
                        return (
                          <option key={t.id} value={t.id}>
                            {fits
                              ? formatTravelerName(t)
                              : intl.formatMessage(
                                  { id: 'booking.travelers.ageMismatch' },
                                  { name: formatTravelerName(t) },
                                )}
                          </option>
                        );
                      })}
                  </select>
                  {messages.length > 0 ? (
                    <ul id={errorId} className="wf-field-error wf-booking-slot-errors">
                      {messages.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div className="wf-row">
                  {traveler ? (
                    <Button
                      variant="secondary"
                      onPress={() => setEditing({ slotIndex: slot.index, traveler })}
                    >
                      {intl.formatMessage(
                        { id: 'booking.travelers.edit' },
                        { name: formatTravelerName(traveler) },
                      )}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    onPress={() => setEditing({ slotIndex: slot.index, traveler: null })}
                    aria-label={intl.formatMessage(
                      { id: 'booking.travelers.addFor' },
                      { slot: label },
                    )}
                  >
                    {intl.formatMessage({ id: 'booking.travelers.add' })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {renderTravelerDialog({
          isOpen: editing !== null,
          traveler: editing?.traveler ?? null,
          onClose: () => setEditing(null),
          checkContext,
          onSave: async (stored, draft) => {
            if (!editing) return;
            const id = await onSave(stored, draft);
            onAssign(editing.slotIndex, id);
            setEditing(null);
          },
        })}
      </section>
    </>
  );
}
