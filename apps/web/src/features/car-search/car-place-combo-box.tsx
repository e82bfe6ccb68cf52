import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { carAutocompleteQueryOptions } from '../../api/cars-calls';
import type { CarPlace } from '../../model/car-search-params';
import { useDebouncedValue } from '../../ui/use-debounced-value';

const DEBOUNCE_MS = 200;

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
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const [selectedId, setSelectedId] = useState<Key | null>(null);
  const isEditing = inputValue.trim() !== '' && inputValue !== value?.name;
  const query = useDebouncedValue(isEditing ? inputValue.trim() : '', DEBOUNCE_MS);
  const suggestions = useQuery({
    ...carAutocompleteQueryOptions(query),
    placeholderData: keepPreviousData,
  });
  const options = isEditing ? (suggestions.data?.suggestions ?? []) : [];
  const isLoading = isEditing && (suggestions.isFetching || query !== inputValue.trim());
  const emptyText = isLoading
    ? intl.formatMessage({ id: 'autocomplete.loading' })
    : suggestions.isError
      ? intl.formatMessage({ id: 'autocomplete.error' })
      : intl.formatMessage({ id: 'carSearch.noMatch' });

  return (
    <ComboBox
      className="wf-field wf-place-field"
      inputValue={inputValue}
      onInputChange={setInputValue}
      value={selectedId}
      onChange={(key) => {
        const suggestion = options.find((s) => s.rentalCode === key);
        if (!suggestion) return;
        setSelectedId(key);
        setInputValue(suggestion.label);
        onChange({ code: suggestion.rentalCode, name: suggestion.label });
      }}
      allowsCustomValue
      defaultFilter={() => true}
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={errorMessage !== null}
      onBlur={() => {
        if (inputValue.trim() === '') {
          if (value) onChange(null);
          setInputValue('');
        } else {
          setInputValue(value?.name ?? '');
        }
      }}
    >
      <Label className="wf-field-label">{label}</Label>
      <Input
        className="wf-input"
        placeholder={intl.formatMessage({ id: 'carSearch.placeholder' })}
      />
      <FieldError className="wf-field-error">{errorMessage}</FieldError>
      <Popover className="wf-popover wf-place-popover" placement="bottom start">
        <ListBox
          className="wf-place-list"
          renderEmptyState={() => <p className="wf-place-empty">{emptyText}</p>}
        >
          {options.map((s) => (
            <ListBoxItem
              key={s.rentalCode}
              id={s.rentalCode}
              textValue={s.label}
              className="wf-place-option"
            >
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
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
