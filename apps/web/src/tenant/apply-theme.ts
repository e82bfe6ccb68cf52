import type { TenantTheme } from './tenant-brand';

/** `colorBrandStrong` → `--wf-color-brand-strong`. */
export function toCustomPropertyName(token: string): string {
  return `--wf-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function buildThemeProperties(theme: TenantTheme): [string, string][] {
  const tokens = Object.keys(theme) as (keyof TenantTheme)[];
  return tokens.map((token) => [toCustomPropertyName(token), theme[token]]);
}

export function applyTheme(theme: TenantTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of buildThemeProperties(theme)) root.style.setProperty(name, value);
}
