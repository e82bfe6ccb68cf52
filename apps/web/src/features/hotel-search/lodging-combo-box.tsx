import { Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { LodgingSuggestion } from '@wayfare/contracts/hotel-shop';
import type { HotelLocation } from '@wayfare/contracts/lodging';
import { lodgingAutocompleteQueryOptions } from '../../api/hotels-calls';
import { SuggestionComboBox } from '../../components/suggestion-combo-box';

const KIND_ICONS: Record<LodgingSuggestion['kind'], string> = {
  city: '◎',
  neighbourhood: '⌂',
  airport: '✈',
  hotel: '▣',
};

export interface LodgingChoice {
  label: string;
  location: HotelLocation;
  /** Set when the person picked a hotel by name: the search opens its page. */
  lodgingId: string | null;
}

export interface LodgingComboBoxProps {
  label: string;
  value: LodgingChoice | null;
  onChange: (value: LodgingChoice | null) => void;
  errorMessage: string | null;
}

/**
 * Where to stay: an accessible combo box (React Aria) over `/autocomplete/lodging` — cities,
 * neighbourhoods, airports and hotel names, each marked with its kind.
 */
export function LodgingComboBox({ label, value, onChange, errorMessage }: LodgingComboBoxProps) {
  const intl = useIntl();
  return (
    <SuggestionComboBox
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      placeholder={intl.formatMessage({ id: 'hotelSearch.placeholder' })}
      noMatch={intl.formatMessage({ id: 'hotelSearch.noMatch' })}
      suggestionsQuery={lodgingAutocompleteQueryOptions}
      valueLabel={(choice) => choice.label}
      suggestionId={(s) => `${s.kind}:${s.code}`}
      suggestionLabel={(s) => s.label}
      toValue={(s) => ({ label: s.label, location: s.location, lodgingId: s.lodgingId })}
      renderSuggestion={(s) => (
        <>
          <span className="wf-place-option-icon" aria-hidden="true">
            {KIND_ICONS[s.kind]}
          </span>
          <span className="wf-place-option-text">
            <Text slot="label" className="wf-place-option-label">
              {s.label}
            </Text>
            <Text slot="description" className="wf-place-option-sublabel">
              {`${s.sublabel} · ${intl.formatMessage({ id: `lodgingKind.${s.kind}` })}`}
            </Text>
          </span>
        </>
      )}
    />
  );
}
