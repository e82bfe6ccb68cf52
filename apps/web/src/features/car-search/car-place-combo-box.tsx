import { useIntl } from 'react-intl';
import { carAutocompleteQueryOptions } from '../../api/cars-calls';
import { SuggestionComboBox } from '../../components/suggestion-combo-box';
import type { CarPlace } from '../../model/car-search-params';

export interface CarPlaceComboBoxProps {
  label: string;
  value: CarPlace | null;
  onChange: (value: CarPlace | null) => void;
  errorMessage: string | null;
}

/**
 * Where to pick up or return the car: the accessible combo box (React Aria) the hotel and flight
 * searches use, over `/autocomplete/cars` — airports (counters in the terminal or by shuttle) and
 * cities (branches in town), each marked with its kind.
 */
export function CarPlaceComboBox({ label, value, onChange, errorMessage }: CarPlaceComboBoxProps) {
  const intl = useIntl();
  return (
    <SuggestionComboBox
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      placeholder={intl.formatMessage({ id: 'carSearch.placeholder' })}
      noMatch={intl.formatMessage({ id: 'carSearch.noMatch' })}
      suggestionsQuery={carAutocompleteQueryOptions}
      valueLabel={(place) => place.name}
      suggestionId={(s) => s.rentalCode}
      suggestionLabel={(s) => s.label}
      toValue={(s) => ({ code: s.rentalCode, name: s.label })}
      renderSuggestion={(s) => (
        <>
          <span className="wf-place-option-icon" aria-hidden="true">
            {s.kind === 'airport' ? '✈' : '◎'}
          </span>
          <span className="wf-place-option-text">
            <span className="wf-place-option-name">{s.label}</span>
            <span className="wf-place-option-sublabel">
              {`${s.sublabel} · ${intl.formatMessage({
                id: s.kind === 'airport' ? 'carPlaceKind.airport' : 'carPlaceKind.city',
              })}`}
            </span>
          </span>
        </>
      )}
    />
  );
}
