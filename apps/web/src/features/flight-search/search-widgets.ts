/**
 * The search form's React Aria widgets (combo boxes, date fields), loaded as one chunk when a
 * person first shows intent to use the form (see use-search-widgets.ts); the calendars inside
 * the date fields load on their own when first opened.
 */
export { PlaceComboBox } from './place-combo-box';
export { DateRangeField, SingleDateField } from '../../ui/travel-date-fields';
