/** Spec §2: resubmitting reloads the page with the id in the query string replaced. */
export function replaceProfileReferenceId(href: string, profileReferenceId: string): string {
  const url = new URL(href);
  url.searchParams.set('profileReferenceId', profileReferenceId.trim());
  return url.toString();
}

/** After starting a session, never return to the start-session page itself. */
export function selectStartSessionDestination(saved: string | null): string {
  if (!saved || saved.startsWith('/auth/startsession')) return '/';
  return saved;
}
