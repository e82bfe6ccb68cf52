import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  ComboBox,
  FieldError,
  Header,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { flightAutocompleteQueryOptions } from '../../api/flights-calls';
import type { PlaceOption } from './place-options';
import { buildPlaceOptions, toPlaceChoice } from './place-options';
import type { PlaceChoice } from './search-draft';
import { useDebouncedValue } from '../../ui/use-debounced-value';

const DEBOUNCE_MS = 200;

export interface PlaceComboBoxProps {
  label: string;
  value: PlaceChoice | null;
  onChange: (value: PlaceChoice | null) => void;
  recentPlaces: readonly PlaceOption[];
  errorMessage: string | null;
  /** Text typed into the stand-in before this loaded (see field-stand-ins.tsx). */
  initialText?: string;
  /** Take the focus when the field shows (its stand-in had it). */
  shouldFocus?: boolean;
}

function PlaceOptionItem({ option }: { option: PlaceOption }) {
  const intl = useIntl();
  const kindLabel =
    option.kind === 'metro'
      ? intl.formatMessage({ id: 'placeKind.metro' })
      : option.kind === 'recent'
        ? option.sublabel
        : intl.formatMessage({
            id: option.kind === 'city' ? 'placeKind.city' : 'placeKind.airport',
          });
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      className="wf-place-option"
      data-nested={option.isNested || undefined}
    >
      <span className="wf-place-option-icon" aria-hidden="true">
        {option.kind === 'metro' ? '◎' : option.kind === 'recent' ? '↺' : '✈'}
      </span>
      {/* Named by everything it shows (no label slot, so axe finds no visible text missing from
          the name), where the place is included: same-named places ("Portland") differ by it. */}
      <span className="wf-place-option-text">
        <span className="wf-place-option-name">{option.label}</span>
        <span className="wf-place-option-sublabel">
          {option.kind === 'recent' ? kindLabel : `${option.sublabel} · ${kindLabel}`}
        </span>
      </span>
      <span className="wf-place-option-code" aria-hidden="true">
        {option.code}
      </span>
    </ListBoxItem>
  );
}

/**
 * Origin or destination: an accessible combo box (React Aria) over the flights autocomplete. Calls
 * wait for a pause in typing; metro areas list their airports under them; with nothing typed it
 * offers the places of recent searches.
 */
export function PlaceComboBox({
  label,
  value,
  onChange,
  recentPlaces,
  errorMessage,
  initialText,
  shouldFocus = false,
}: PlaceComboBoxProps) {
  const intl = useIntl();
  const [inputValue, setInputValue] = useState(initialText ?? value?.label ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!shouldFocus || !input) return;
    // Focus opens the list (menuTrigger focus); the caret goes after what was typed.
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [shouldFocus]);
  const [shownValue, setShownValue] = useState(value);
  // The listed option last picked: React Aria closes the list when it changes.
  const [selectedId, setSelectedId] = useState<Key | null>(null);
  if (shownValue !== value) {
    // The value changed outside (swap, prefill): show its label.
    setShownValue(value);
    setSelectedId(null);
    setInputValue(value?.label ?? '');
  }
  const isEditing = inputValue.trim() !== '' && inputValue !== value?.label;
  const debouncedQuery = useDebouncedValue(isEditing ? inputValue.trim() : '', DEBOUNCE_MS);
  const suggestions = useQuery({
    ...flightAutocompleteQueryOptions(debouncedQuery),
    placeholderData: keepPreviousData,
  });
  const options = isEditing
    ? buildPlaceOptions(suggestions.data?.suggestions ?? [], (name) =>
        intl.formatMessage({ id: 'placeKind.metroName' }, { name }),
      )
    : [];
  const showsRecent = !isEditing && recentPlaces.length > 0;
  const allOptions = showsRecent ? recentPlaces : options;
  const isLoading = isEditing && (suggestions.isFetching || debouncedQuery !== inputValue.trim());

  const handleSelection = (key: Key | null) => {
    if (key === null) return;
    const option = allOptions.find((candidate) => candidate.id === key);
    if (!option) return;
    const choice = toPlaceChoice(option);
    setShownValue(choice);
    setSelectedId(key);
    setInputValue(choice.label);
    onChange(choice);
  };

  const emptyText = isLoading
    ? intl.formatMessage({ id: 'autocomplete.loading' })
    : suggestions.isError
      ? intl.formatMessage({ id: 'autocomplete.error' })
      : intl.formatMessage({ id: 'autocomplete.empty' });

  return (
    <I18nProvider locale={intl.locale}>
      <ComboBox
        className="wf-field wf-place-field"
        inputValue={inputValue}
        onInputChange={setInputValue}
        value={selectedId}
        onChange={handleSelection}
        allowsCustomValue
        defaultFilter={() => true}
        allowsEmptyCollection
        menuTrigger="focus"
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
        <Input ref={inputRef} className="wf-input" />
        <FieldError className="wf-field-error">{errorMessage}</FieldError>
        <Popover className="wf-popover wf-place-popover" placement="bottom start">
          <ListBox
            className="wf-place-list"
            renderEmptyState={() => <p className="wf-place-empty">{emptyText}</p>}
          >
            {showsRecent ? (
              <ListBoxSection>
                <Header className="wf-place-section">
                  {intl.formatMessage({ id: 'autocomplete.recent' })}
                </Header>
                {recentPlaces.map((option) => (
                  <PlaceOptionItem key={option.id} option={option} />
                ))}
              </ListBoxSection>
            ) : (
              options.map((option) => <PlaceOptionItem key={option.id} option={option} />)
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
