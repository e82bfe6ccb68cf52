import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The person is about to choose a tab (pointer over it, or focus): a chance to load its panel. */
  onIntent?: (id: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}

/**
 * Tabs (the WAI-ARIA tabs pattern, automatic activation): arrows move between tabs and select,
 * Home and End jump, Tab moves into the panel. Hand-written like the account menu, so the pages
 * that show tabs first (home, My Trips) load no interaction library for them. Only the selected
 * panel is rendered.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  onIntent,
  children,
  className,
  panelClassName,
}: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="wf-section-tabs">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="wf-section-tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={handleKeyDown}
              onPointerEnter={() => onIntent?.(tab.id)}
              onFocus={() => onIntent?.(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        className={panelClassName ?? 'wf-section-tab-panel'}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
