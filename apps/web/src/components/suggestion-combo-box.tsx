import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
import { useDebouncedValue } from '../ui/use-debounced-value';

const DEBOUNCE_MS = 200;

export interface SuggestionComboBoxProps<S, V> {
  label: string;
  value: V | null;
  onChange: (value: V | null) => void;
  errorMessage: string | null;
  placeholder: string;
  /** Said in the empty list when nothing matches what was typed. */
  noMatch: string;
  /** The autocomplete call for what was typed (debounced, trimmed). */
  suggestionsQuery: (
    query: string,
  ) => UseQueryOptions<{ suggestions: S[] }, Error, { suggestions: S[] }, string[]>;
  /** How a chosen value reads in the field. */
  valueLabel: (value: V) => string;
  suggestionId: (suggestion: S) => string;
  suggestionLabel: (suggestion: S) => string;
  toValue: (suggestion: S) => V;
  /** The option's content inside its list item. */
  renderSuggestion: (suggestion: S) => ReactNode;
}

/**
 * A place typed and chosen from an autocomplete: the accessible combo box (React Aria) of the
 * search forms. Typing asks for suggestions (debounced, the last list kept while the next
 * loads); leaving the field restores the chosen value, or clears it when the text was cleared.
 */
export function SuggestionComboBox<S, V>({
  label,
  value,
  onChange,
  errorMessage,
  placeholder,
  noMatch,
  suggestionsQuery,
  valueLabel,
  suggestionId,
  suggestionLabel,
  toValue,
  renderSuggestion,
}: SuggestionComboBoxProps<S, V>) {
  const intl = useIntl();
  const chosenLabel = value ? valueLabel(value) : undefined;
  const [inputValue, setInputValue] = useState(chosenLabel ?? '');
  const [selectedId, setSelectedId] = useState<Key | null>(null);
  const isEditing = inputValue.trim() !== '' && inputValue !== chosenLabel;
  const query = useDebouncedValue(isEditing ? inputValue.trim() : '', DEBOUNCE_MS);
  const suggestions = useQuery({
    ...suggestionsQuery(query),
    placeholderData: keepPreviousData,
  });
  const options = isEditing ? (suggestions.data?.suggestions ?? []) : [];
  const isLoading = isEditing && (suggestions.isFetching || query !== inputValue.trim());
  const emptyText = isLoading
    ? intl.formatMessage({ id: 'autocomplete.loading' })
    : suggestions.isError
      ? intl.formatMessage({ id: 'autocomplete.error' })
      : noMatch;

  return (
    <ComboBox
      className="wf-field wf-place-field"
      inputValue={inputValue}
      onInputChange={setInputValue}
      value={selectedId}
      onChange={(key) => {
        const suggestion = options.find((s) => suggestionId(s) === key);
        if (!suggestion) return;
        setSelectedId(key);
        setInputValue(suggestionLabel(suggestion));
        onChange(toValue(suggestion));
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
          setInputValue(chosenLabel ?? '');
        }
      }}
    >
      <Label className="wf-field-label">{label}</Label>
      <Input className="wf-input" placeholder={placeholder} />
      <FieldError className="wf-field-error">{errorMessage}</FieldError>
      <Popover className="wf-popover wf-place-popover" placement="bottom start">
        <ListBox
          className="wf-place-list"
          renderEmptyState={() => <p className="wf-place-empty">{emptyText}</p>}
        >
          {options.map((s) => (
            <ListBoxItem
              key={suggestionId(s)}
              id={suggestionId(s)}
              textValue={suggestionLabel(s)}
              className="wf-place-option"
            >
              {renderSuggestion(s)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
