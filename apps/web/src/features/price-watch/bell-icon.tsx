/** A bell: outlined while a trip is not watched, filled once it is (beside words that say so). */
export function BellIcon({ filled = false, size = 18 }: { filled?: boolean; size?: number }) {
  return (
    <svg
      className="wf-watch-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3.5a5.5 5.5 0 0 0-5.5 5.5v3.7l-1.7 2.6a.8.8 0 0 0 .7 1.2h13a.8.8 0 0 0 .7-1.2l-1.7-2.6V9A5.5 5.5 0 0 0 12 3.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M9.8 19.5a2.3 2.3 0 0 0 4.4 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
