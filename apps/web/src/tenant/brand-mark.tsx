import type { Tenant } from '@wayfare/contracts/tenant';

/** The tenant's mark, inline so the shell needs no remote assets. Decorative: the name sits beside it. */
export function BrandMark({ tenant }: { tenant: Tenant }) {
  if (tenant === 'capone-corporate') {
    return (
      <svg
        className="wf-brand-mark"
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="2" y="2" width="36" height="36" rx="8" fill="#0b7356" />
        <path
          d="M12 16h16v13H12z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
        <path
          d="M16 16v-3h8v3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
        <path d="M12 21.5h16" stroke="#fff" strokeWidth="2" />
      </svg>
    );
  }
  return (
    <svg
      className="wf-brand-mark"
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="18" fill="#ffffff" />
      <path d="M5 23c7-10 20-14 31-10-10-1-20 3-27 12z" fill="#c8281b" />
      <path
        d="M14.5 27.5l4-1.2 3.6 4.2 1.7-.5-1.9-5.5 5-1.5c1-.3 1.6-1.3 1.3-2.2-.3-.9-1.3-1.4-2.3-1.1l-5 1.5-4.6-4.3-1.7.5 2.3 5.6-3.6 1.1-1.8-1.5-1.2.4 1.4 2.6z"
        fill="#004977"
      />
    </svg>
  );
}
