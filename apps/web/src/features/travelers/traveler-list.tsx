import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import { Button } from '../../ui/button';
import { formatTravelerName } from '../../model/traveler-name';
import { TravelerBadges } from './traveler-badges';

export interface TravelerListProps {
  travelers: readonly Traveler[];
  selectedId: string | null;
  /** "Set as my default" appears on the business tenant. */
  canSetDefault: boolean;
  onEdit: (traveler: Traveler) => void;
  onDelete: (traveler: Traveler) => void;
  onMakeDefault: (traveler: Traveler) => void;
}

/** The saved travelers, each with its badges and actions; the selected one is marked current. */
export function TravelerList({
  travelers,
  selectedId,
  canSetDefault,
  onEdit,
  onDelete,
  onMakeDefault,
}: TravelerListProps) {
  const intl = useIntl();
  return (
    <ul className="wf-traveler-list" aria-label={intl.formatMessage({ id: 'travelers.listLabel' })}>
      {travelers.map((traveler) => {
        const name = formatTravelerName(traveler);
        const isSelected = traveler.id === selectedId;
        return (
          <li
            key={traveler.id}
            className="wf-card wf-traveler-item"
            aria-current={isSelected ? 'true' : undefined}
            data-selected={isSelected || undefined}
          >
            <div className="wf-traveler-summary">
              <h2 className="wf-traveler-name">{name}</h2>
              <TravelerBadges traveler={traveler} />
              <p className="wf-field-description">
                {traveler.isMissingInfo
                  ? intl.formatMessage({ id: 'travelers.missingInfoHelp' })
                  : intl.formatMessage(
                      { id: 'travelers.bornOn' },
                      {
                        date: intl.formatDate(traveler.dateOfBirth, {
                          dateStyle: 'medium',
                          timeZone: 'UTC',
                        }),
                      },
                    )}
              </p>
            </div>
            <div className="wf-row wf-traveler-actions">
              <Button
                variant="secondary"
                onPress={() => onEdit(traveler)}
                aria-label={intl.formatMessage(
                  { id: traveler.isMissingInfo ? 'travelers.completeFor' : 'travelers.editFor' },
                  { name },
                )}
              >
                {intl.formatMessage({
                  id: traveler.isMissingInfo ? 'travelers.complete' : 'travelers.edit',
                })}
              </Button>
              {canSetDefault && !traveler.isMissingInfo && !traveler.isDefaultProfile ? (
                <Button
                  variant="secondary"
                  onPress={() => onMakeDefault(traveler)}
                  aria-label={intl.formatMessage({ id: 'travelers.makeDefaultFor' }, { name })}
                >
                  {intl.formatMessage({ id: 'travelers.makeDefault' })}
                </Button>
              ) : null}
              {traveler.isMissingInfo ? null : (
                <Button
                  variant="secondary"
                  onPress={() => onDelete(traveler)}
                  aria-label={intl.formatMessage({ id: 'travelers.deleteFor' }, { name })}
                >
                  {intl.formatMessage({ id: 'travelers.delete' })}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
