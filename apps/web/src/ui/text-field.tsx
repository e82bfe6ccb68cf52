import { useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  description?: string;
  /** Shown beside the field, announced with it, and marks it invalid. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  inputClassName?: string;
  name?: string;
  type?: 'text' | 'email' | 'date' | 'tel';
  inputMode?: 'decimal' | 'numeric' | 'email';
}

/** A labelled text input with its description and error message wired up for assistive technology. */
export function TextField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isRequired = false,
  isReadOnly = false,
  autoComplete,
  inputClassName,
  name,
  type = 'text',
  inputMode,
}: TextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : null;
  const errorId = errorMessage ? `${id}-error` : null;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  return (
    <div className="wf-field">
      <label htmlFor={id} className="wf-field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        className={inputClassName ? `wf-input ${inputClassName}` : 'wf-input'}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        readOnly={isReadOnly}
        autoComplete={autoComplete}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {descriptionId ? (
        <span id={descriptionId} className="wf-field-description">
          {description}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} className="wf-field-error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
