import { useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ActivityCategory } from '@wayfare/contracts/activities';
import { experienceAutocompleteQueryOptions } from '../../api/experiences-calls';
import { SuggestionComboBox } from '../../components/suggestion-combo-box';
import { ACTIVITY_CATEGORIES, type ActivitySearchParams } from '../../model/activity-search-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';
import { DateRangeField } from '../../ui/travel-date-fields';
import {
  checkActivitySearchDraft,
  toActivitySearch,
  type ActivitySearchDraft,
  type ActivitySearchField,
} from './activity-search-draft';

/**
 * Where and when (issue 22): a city with activities (autocomplete), the days, and a category;
 * checked before the search runs, the first field to fix taking the focus.
 */
export function ActivitySearchForm({
  initial,
  today,
  onSubmit,
}: {
  initial: ActivitySearchDraft;
  today: string;
  onSubmit: (search: ActivitySearchParams) => void;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ActivitySearchDraft>(initial);
  const [hasTried, setHasTried] = useState(false);
  const errors = hasTried ? checkActivitySearchDraft(draft, today) : {};
  const text = (field: ActivitySearchField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : null;
  };
  const update = (patch: Partial<ActivitySearchDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <I18nProvider locale={intl.locale}>
      <form
        ref={formRef}
        className="wf-card wf-activity-search-form"
        aria-label={intl.formatMessage({ id: 'activitySearch.formLabel' })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasTried(true);
          const search = toActivitySearch(draft, today);
          if (search) {
            onSubmit(search);
            return;
          }
          window.setTimeout(() => {
            const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
            invalid?.scrollIntoView({ block: 'center' });
            invalid?.focus({ preventScroll: true });
          }, 0);
        }}
      >
        <div className="wf-activity-search-fields">
          <SuggestionComboBox
            label={intl.formatMessage({ id: 'activitySearch.place' })}
            value={draft.place}
            onChange={(place) => update({ place })}
            errorMessage={text('place')}
            placeholder={intl.formatMessage({ id: 'activitySearch.placeholder' })}
            noMatch={intl.formatMessage({ id: 'activitySearch.noMatch' })}
            suggestionsQuery={experienceAutocompleteQueryOptions}
            valueLabel={(place) => place.name}
            suggestionId={(s) => s.cityCode}
            suggestionLabel={(s) => s.label}
            toValue={(s) => ({ cityCode: s.cityCode, name: s.label })}
            renderSuggestion={(s) => (
              <span className="wf-place-option-text">
                <span className="wf-place-option-name">{s.label}</span>
                <span className="wf-place-option-sublabel">{s.sublabel}</span>
              </span>
            )}
          />
          <DateRangeField
            label={intl.formatMessage({ id: 'activitySearch.dates' })}
            startDate={draft.fromDate}
            endDate={draft.untilDate}
            onChange={(fromDate, untilDate) => update({ fromDate, untilDate })}
            errorMessage={text('dates')}
            minDate={today}
            maxDate={addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)}
          />
          <div className="wf-field">
            <label htmlFor="activity-category" className="wf-field-label">
              {intl.formatMessage({ id: 'activitySearch.category' })}
            </label>
            <select
              id="activity-category"
              className="wf-input"
              value={draft.category ?? ''}
              onChange={(event) =>
                update({ category: (event.target.value || null) as ActivityCategory | null })
              }
            >
              <option value="">{intl.formatMessage({ id: 'activitySearch.anyCategory' })}</option>
              {ACTIVITY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {intl.formatMessage({ id: `activityCategory.${c}` })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button type="submit" className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'activitySearch.submit' })}
          </button>
        </div>
      </form>
    </I18nProvider>
  );
}
