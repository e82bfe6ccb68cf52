/** What the account button shows: an initial, the first name, a chevron. */
export function AccountButtonFace({ firstName }: { firstName: string }) {
  return (
    <>
      <span className="wf-avatar" aria-hidden="true">
        {firstName.slice(0, 1).toUpperCase()}
      </span>
      <span className="wf-account-name">{firstName}</span>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
