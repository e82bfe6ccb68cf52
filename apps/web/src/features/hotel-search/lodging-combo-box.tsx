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
  Text,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { LodgingSuggestion } from '@wayfare/contracts/hotel-shop';
import type { HotelLocation } from '@wayfare/contracts/lodging';
import { lodgingAutocompleteQueryOptions } from '../../api/hotels-calls';
import { useDebouncedValue } from '../../ui/use-debounced-value';

const DEBOUNCE_MS = 200;
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
  const [inputValue, setInputValue] = useState(value?.label ?? '');
  const [selectedId, setSelectedId] = useState<Key | null>(null);
  const isEditing = inputValue.trim() !== '' && inputValue !== value?.label;
  const query = useDebouncedValue(isEditing ? inputValue.trim() : '', DEBOUNCE_MS);
  const suggestions = useQuery({
    ...lodgingAutocompleteQueryOptions(query),
    placeholderData: keepPreviousData,
  });
  const options = isEditing ? (suggestions.data?.suggestions ?? []) : [];
  const isLoading = isEditing && (suggestions.isFetching || query !== inputValue.trim());
  const emptyText = isLoading
    ? intl.formatMessage({ id: 'autocomplete.loading' })
    : suggestions.isError
      ? intl.formatMessage({ id: 'autocomplete.error' })
      : intl.formatMessage({ id: 'hotelSearch.noMatch' });

  return (
    <ComboBox
      className="wf-field wf-place-field"
      inputValue={inputValue}
      onInputChange={setInputValue}
      value={selectedId}
      onChange={(key) => {
        const suggestion = options.find((s) => `${s.kind}:${s.code}` === key);
        if (!suggestion) return;
        setSelectedId(key);
        setInputValue(suggestion.label);
        onChange({
          label: suggestion.label,
          location: suggestion.location,
          lodgingId: suggestion.lodgingId,
        });
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
          setInputValue(value?.label ?? '');
        }
      }}
    >
      <Label className="wf-field-label">{label}</Label>
      <Input
        className="wf-input"
        placeholder={intl.formatMessage({ id: 'hotelSearch.placeholder' })}
      />
      <FieldError className="wf-field-error">{errorMessage}</FieldError>
      <Popover className="wf-popover wf-place-popover" placement="bottom start">
        <ListBox
          className="wf-place-list"
          renderEmptyState={() => <p className="wf-place-empty">{emptyText}</p>}
        >
          {options.map((s) => (
            <ListBoxItem
              key={`${s.kind}:${s.code}`}
              id={`${s.kind}:${s.code}`}
              textValue={s.label}
              className="wf-place-option"
            >
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
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
