import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import { ModalDialog } from '../../ui/modal-dialog';
import type { TravelerDraft } from '../../model/traveler-draft';
import { createDraftFromTraveler, createEmptyDraft } from '../../model/traveler-draft';

/**
 * The form loads when the dialog first opens, with the dialog's own code (the dialog's suspense
 * shows nothing until both are in): its rules check names and e-mail addresses with the server's
 * schemas, and the validation library stays off the booking page's first load (issue 16).
 */
const TravelerForm = lazy(() =>
  import('./traveler-form').then((module) => ({ default: module.TravelerForm })),
);

export interface TravelerFormDialogProps {
  /** Open with null to add a traveler, or with the traveler to edit. */
  isOpen: boolean;
  traveler: Traveler | null;
  isBusinessTenant: boolean;
  onSave: (stored: Traveler | null, draft: TravelerDraft) => Promise<void>;
  onClose: () => void;
  /** Booking rules for the seat being filled (see TravelerForm). */
  checkContext?: (draft: TravelerDraft) => Partial<Record<string, string>>;
}

/** Adds or edits a traveler in a modal dialog titled by what it does. */
export function TravelerFormDialog({
  isOpen,
  traveler,
  isBusinessTenant,
  onSave,
  onClose,
  checkContext,
}: TravelerFormDialogProps) {
  const intl = useIntl();
  const title = traveler
    ? intl.formatMessage(
        { id: 'travelers.editTitle' },
        { name: `${traveler.givenName} ${traveler.surname}` },
      )
    : intl.formatMessage({ id: 'travelers.addTitle' });
  return (
    <ModalDialog isOpen={isOpen} title={title} onOpenChange={(open) => !open && onClose()}>
      {isOpen ? (
        <TravelerForm
          key={traveler?.id ?? 'new'}
          initialDraft={traveler ? createDraftFromTraveler(traveler) : createEmptyDraft()}
          isBusinessTenant={isBusinessTenant}
          onSubmit={(draft) => onSave(traveler, draft)}
          onCancel={onClose}
          {...(checkContext ? { checkContext } : {})}
        />
      ) : null}
    </ModalDialog>
  );
}
