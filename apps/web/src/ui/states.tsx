import type { ReactNode } from 'react';

/** A loading indicator announced to assistive technology (role="status", aria-busy). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="wf-status" role="status" aria-live="polite" aria-busy="true">
      <span className="wf-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface NoticeProps {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error' | 'success';
  /** Heading level for the title; pages whose only content is the notice use 1. */
  headingLevel?: 1 | 2;
}

/** Error, empty and information states share one shape: a title, some text, an optional action. */
export function Notice({
  title,
  children,
  action,
  tone = 'neutral',
  headingLevel = 2,
}: NoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="wf-notice" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <Heading>{title}</Heading>
      {children}
      {action ? <div className="wf-row">{action}</div> : null}
    </div>
  );
}
