import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Carrier } from '@wayfare/contracts/flight-shop';
import type { FlightSortKey } from '@wayfare/contracts/flights';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { Notice } from '../../ui/states';
import type { FlightPolicyViolation, PolicyResult } from '@wayfare/domain/travel-policy';
import type { EarnCard } from './fare-earn';
import { ItineraryRow } from './itinerary-row';
import { buildItineraryViews } from './itinerary-view';
import type { ResultFilters } from './result-filters';
import {
  NO_FILTERS,
  SORT_KEYS,
  countActiveFilters,
  filterItineraries,
  fitFiltersToFacets,
  selectFacets,
  sortItineraries,
} from './result-filters';
import type { ResultFare, ResultItinerary } from './shop-results';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * The filters (React Aria's slider) load beside the first results rather than before them: on a
 * phone they wait in the sheet until it opens (issue 16).
 */
const ResultFiltersPanel = lazy(() =>
  import('./result-filters-panel').then((module) => ({ default: module.ResultFiltersPanel })),
);

const ESTIMATED_ROW_HEIGHT = 168;

function readViewport() {
  return {
    rect: { width: window.innerWidth, height: window.innerHeight },
    offset: window.scrollY,
  };
}

/** The window's size after each resize; the first comes from `readViewport`. */
function observeWindowResize(
  instance: Virtualizer<Window, Element>,
  onChange: (rect: { width: number; height: number }) => void,
): () => void {
  const target = instance.scrollElement ?? window;
  const onResize = () => onChange({ width: target.innerWidth, height: target.innerHeight });
  target.addEventListener('resize', onResize, { passive: true });
  return () => target.removeEventListener('resize', onResize);
}

/**
 * A row's height from its resize observer's report, which comes after the browser's own layout;
 * when a row is first attached there is no report yet, and its last known height (or the estimate)
 * stands until the report arrives. The default read `offsetHeight` there, forcing a layout of the
 * page for each new row inside React's commit.
 */
function measureRowWithoutLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? ESTIMATED_ROW_HEIGHT;
}

export interface FlightResultListProps {
  itineraries: readonly ResultItinerary[];
  carriers: readonly Carrier[];
  earnCard: EarnCard | null;
  onSelectFare: (itinerary: ResultItinerary, fare: ResultFare) => void;
  onOpenFareDetails: (fareId: string) => void;
  /** The sort and filters, kept by the page from one step to the next. */
  sortKey: FlightSortKey;
  filters: ResultFilters;
  onSortChange: (sortKey: FlightSortKey) => void;
  onFiltersChange: (filters: ResultFilters) => void;
  /** Round trips and multi-city price each flight as its share of the trip. */
  isPartOfTrip?: boolean;
  /** The travel policy's verdict on each fare (business tenant with an active policy). */
  judgeFare?: (itinerary: ResultItinerary, fare: ResultFare) => PolicyResult<FlightPolicyViolation>;
}

/**
 * One slice's results: sort, filters with a live count, and a virtualised list (only the rows on
 * screen are in the DOM), so 1,500 itineraries stay smooth. Sorting and filtering are memoised pure
 * functions over views built once per result set. On a wide screen the filters sit beside the
 * list; on a narrow one a "Filters" button opens them in a sheet, so the first flight shows on the
 * first screen.
 */
export function FlightResultList({
  isPartOfTrip = false,
  judgeFare,
  itineraries,
  carriers,
  earnCard,
  onSelectFare,
  onOpenFareDetails,
  sortKey,
  filters: keptFilters,
  onSortChange,
  onFiltersChange,
}: FlightResultListProps) {
  const intl = useIntl();
  const isNarrow = useNarrowScreen();
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [isSheetOpen, setIsSheetOpen] = useState(false);

  const views = useMemo(() => buildItineraryViews(itineraries, carriers), [itineraries, carriers]);
  const facets = useMemo(() => selectFacets(views, carriers), [views, carriers]);
  const filters = useMemo(() => fitFiltersToFacets(keptFilters, facets), [keptFilters, facets]);
  const deferredFilters = useDeferredValue(filters);
  const deferredSortKey = useDeferredValue(sortKey);
  const filtered = useMemo(
    () => filterItineraries(views, deferredFilters),
    [views, deferredFilters],
  );
  const sorted = useMemo(
    () => sortItineraries(filtered, deferredSortKey),
    [filtered, deferredSortKey],
  );
  const carrierNames = useMemo(() => new Map(carriers.map((c) => [c.code, c.name])), [carriers]);

  // The window's size and scroll, read while rendering (before this commit changes the page): the
  // virtualizer's own first read comes after the rows are in the page and forces a layout.
  const [viewport] = useState(readViewport);
  const hasWrittenScroll = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  // Until measured, the list is taken to start below the first screen: the first rows drawn are
  // then never more than the measured position needs, so none is added only to be taken away
  // (removing rows was the costliest part of showing the first results).
  const [scrollMargin, setScrollMargin] = useState(() => viewport.rect.height);
  useEffect(() => {
    // Read when the browser has laid the page out anyway (a resize observer's first call comes
    // after the first layout), never in the middle of a render: a layout forced there cost the
    // first results a long task of their own (issue 16's blocking time).
    // Content above the list (the price prediction, the chosen flights) can change height.
    const observer = new ResizeObserver(() => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) > 1 ? top : current));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: sorted.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => sorted[index]?.itinerary.itineraryId ?? index,
    measureElement: measureRowWithoutLayout,
    initialRect: viewport.rect,
    initialOffset: viewport.offset,
    observeElementRect: observeWindowResize,
    scrollToFn: (offset, options, instance) => {
      // On mounting, the virtualizer scrolls the window to where it already is (the offset read
      // above), which forces a layout mid-commit; that write alone is left out.
      const isMountWrite = !hasWrittenScroll.current && offset === viewport.offset;
      hasWrittenScroll.current = true;
      if (isMountWrite && !options.adjustments) return;
      windowScroll(offset, options, instance);
    },
  });

  const clearFilters = () => onFiltersChange(NO_FILTERS);
  const toggleExpanded = (id: string) =>
    setExpandedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const activeCount = countActiveFilters(filters);
  const panel = (
    <Suspense fallback={null}>
      <ResultFiltersPanel
        filters={filters}
        facets={facets}
        onChange={onFiltersChange}
        onClear={clearFilters}
        hasHeading={!isNarrow}
      />
    </Suspense>
  );
  const countText = intl.formatMessage(
    { id: 'results.count' },
    { shown: sorted.length, total: views.length },
  );
  const isStale = deferredFilters !== filters || deferredSortKey !== sortKey;
  return (
    <div className="wf-results-layout wf-flight-results" data-narrow={isNarrow || undefined}>
      {isNarrow ? (
        <ModalDialog
          isOpen={isSheetOpen}
          onOpenChange={setIsSheetOpen}
          isDismissable
          variant="sheet"
          title={intl.formatMessage({ id: 'filters.heading' })}
        >
          {panel}
          <div className="wf-dialog-actions wf-sheet-actions">
            <Button onPress={() => setIsSheetOpen(false)}>
              {intl.formatMessage({ id: 'filters.showResults' }, { count: sorted.length })}
            </Button>
          </div>
        </ModalDialog>
      ) : (
        <div className="wf-results-filters">{panel}</div>
      )}
      <div className="wf-results-main">
        <div className="wf-results-toolbar">
          {isNarrow ? (
            <button
              type="button"
              className="wf-button wf-filters-sheet-button"
              data-variant="secondary"
              aria-haspopup="dialog"
              onClick={() => setIsSheetOpen(true)}
            >
              {intl.formatMessage({ id: 'filters.open' }, { count: activeCount })}
            </button>
          ) : null}
          <p className="wf-results-count" role="status" aria-live="polite" aria-atomic="true">
            {countText}
          </p>
          <label className="wf-sort-field">
            <span>{intl.formatMessage({ id: 'results.sortBy' })}</span>
            <select
              className="wf-select"
              value={sortKey}
              onChange={(event) => onSortChange(event.target.value as FlightSortKey)}
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {intl.formatMessage({ id: `sort.${key}` })}
                </option>
              ))}
            </select>
          </label>
        </div>
        {sorted.length === 0 ? (
          <Notice
            title={intl.formatMessage({ id: 'results.empty.title' })}
            action={
              <Button variant="secondary" onPress={clearFilters}>
                {intl.formatMessage({ id: 'filters.clear' })}
              </Button>
            }
          >
            <p>{intl.formatMessage({ id: 'results.empty.body' })}</p>
          </Notice>
        ) : null}
        <ul
          ref={listRef}
          className="wf-result-list"
          aria-label={intl.formatMessage({ id: 'results.listLabel' })}
          aria-busy={isStale || undefined}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const view = sorted[item.index];
            if (!view) return null;
            const id = view.itinerary.itineraryId;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="wf-result-item"
                aria-setsize={sorted.length}
                aria-posinset={item.index + 1}
                style={{
                  transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                <ItineraryRow
                  view={view}
                  isExpanded={expandedIds.has(id)}
                  onToggle={() => toggleExpanded(id)}
                  carrierNames={carrierNames}
                  isPartOfTrip={isPartOfTrip}
                  earnCard={earnCard}
                  onSelectFare={(fare) => onSelectFare(view.itinerary, fare)}
                  judgeFare={judgeFare ? (fare) => judgeFare(view.itinerary, fare) : undefined}
                  onOpenFareDetails={onOpenFareDetails}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
