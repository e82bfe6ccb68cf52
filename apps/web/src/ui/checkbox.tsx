import type { ReactNode } from 'react';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/** A native checkbox with a larger custom box; the whole label is the target. */
export function Checkbox({ children, isSelected, onChange }: CheckboxProps) {
  return (
    <label className="wf-checkbox">
      <input
        type="checkbox"
        className="wf-checkbox-input"
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="wf-checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      <span>{children}</span>
    </label>
  );
}
