import { useId, type ReactNode } from 'react';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Help under the label, announced with the checkbox. */
  description?: string;
}

/** A native checkbox with a larger custom box; the whole label is the target. */
export function Checkbox({
  children,
  isSelected,
  onChange,
  isDisabled = false,
  description,
}: CheckboxProps) {
  const descriptionId = useId();
  return (
    <label className="wf-checkbox" data-disabled={isDisabled || undefined}>
      <input
        type="checkbox"
        className="wf-checkbox-input"
        checked={isSelected}
        disabled={isDisabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="wf-checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      <span>
        {children}
        {description ? (
          <span id={descriptionId} className="wf-field-description wf-checkbox-description">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
